// The one place errors become HTTP answers.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import { LogUnavailableError } from '../../../shared/event-log/log-errors.ts';
import { ErasedKeyError } from '../../../shared/privacy/event-sealing.ts';
import { isDatabaseDown } from '../../../shared/db/database-down.ts';
import { ApiError } from './api-error.ts';
import type { ErrorCode } from '../../../shared/api/schemas.ts';
import { bodyNotJson, internalError, unsupportedMediaType } from './refusals.ts';
import { errorBody, shapeForPath, type ErrorShape } from './error-shapes.ts';
import { invalidRequestMessage, issuesOf } from './validation-message.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Which response shape this route's errors take (CONTRACT.md section 1). */
    errorShape?: ErrorShape;
  }
}

/** The part of the request a route schema refused, as it was before validation. */
function validatedValue(request: FastifyRequest, part: string | undefined): unknown {
  switch (part) {
    case 'querystring':
      return request.query;
    case 'params':
      return request.params;
    case 'headers':
      return request.headers;
    default:
      return request.body;
  }
}

export function toApiError(error: unknown, retryAfterSeconds: number, request: FastifyRequest): ApiError {
  if (error instanceof ApiError) return error;
  // A route schema (body, querystring, params) refused the request: Fastify ran the type
  // provider's validator before the handler. Checked before the generic 400s below.
  if (hasZodFastifySchemaValidationErrors(error)) {
    return new ApiError(
      'invalid_request',
      invalidRequestMessage(issuesOf(error.validation, validatedValue(request, error.validationContext))),
    );
  }
  // What the request would write about was erased (its key destroyed) since it was read.
  if (error instanceof ErasedKeyError) {
    return new ApiError('not_found', 'This was erased: the job, project or account the request is about is gone.');
  }
  if (error instanceof LogUnavailableError) {
    return new ApiError('unavailable', 'The service cannot reach its event log right now. Retry after a few seconds.', {
      'retry-after': String(retryAfterSeconds),
    });
  }
  if (isDatabaseDown(error)) {
    return new ApiError('unavailable', 'The service cannot reach its database right now. Retry after a few seconds.', {
      'retry-after': String(retryAfterSeconds),
    });
  }
  const fastifyError = error as FastifyError;
  switch (fastifyError?.code) {
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(
        'payload_too_large',
        'The request body is larger than the service accepts (see the limits in the documentation). Send fewer or smaller files.',
      );
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return unsupportedMediaType();
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError('invalid_request', 'The request body is empty; send a JSON object.');
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return bodyNotJson();
  }
  if (fastifyError?.statusCode === 413)
    return new ApiError('payload_too_large', 'The request body is larger than the service accepts. Send fewer or smaller files.');
  if (fastifyError?.statusCode === 415) return unsupportedMediaType();
  if (error instanceof SyntaxError || fastifyError?.statusCode === 400) {
    return bodyNotJson();
  }
  return internalError();
}

/** `onRefusal` is told each answer's code (the gateway's refusal counter, metrics/gateway-metrics.ts). */
export function installErrorHandling(app: FastifyInstance, retryAfterSeconds: number, onRefusal?: (code: ErrorCode) => void): void {
  app.setErrorHandler((error: unknown, request: FastifyRequest, reply: FastifyReply) => {
    const apiError = toApiError(error, retryAfterSeconds, request);
    onRefusal?.(apiError.code);
    if (apiError.code === 'internal') request.log.error({ err: error }, 'unhandled error');
    else if (apiError.code === 'unavailable') request.log.warn({ err: error }, 'dependency unavailable');
    // A route's own shape; before any route matched (404, a hook refusing the URL) the path's.
    const shape = request.routeOptions?.config?.errorShape ?? (request.routeOptions?.url ? 'plain' : shapeForPath(request.url));
    if (apiError.code === 'unauthorized') reply.header('www-authenticate', 'Bearer');
    for (const [name, value] of Object.entries(apiError.headers)) reply.header(name, value);
    void reply
      .code(apiError.statusCode)
      .type('application/json; charset=utf-8')
      .send(errorBody(shape, apiError.code, apiError.message));
  });
}
