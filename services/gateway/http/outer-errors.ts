// Answers given by the layers in front of the routes, in the endpoint's shape like every other
// error (CONTRACT.md section 1): Node's HTTP parser (malformed requests, oversized headers,
// stalled clients), Fastify's router (bad URL encoding, over-long path parameters) and requests
// that match no route (404) or match a route under another method (405).
import { STATUS_CODES, type IncomingMessage, type ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { API_VERSION } from '../../../shared/api/limits.ts';
import { ApiError } from './api-error.ts';
import { errorBody, shapeForPath } from './error-shapes.ts';
import { internalError } from './refusals.ts';

const SEE_DOCS = 'See /openapi.json for the API.';

/** Longest request target (path and query) the gateway reads; longer ones answer 414. */
export const MAX_URL_CHARS = 8192;

function requestLine(rawPacket: unknown): { path: string; urlTooLong: boolean } {
  const text = Buffer.isBuffer(rawPacket) ? rawPacket.subarray(0, 16 * 1024).toString('latin1') : '';
  const end = text.indexOf('\r\n');
  const line = end === -1 ? text : text.slice(0, end);
  const target = line.split(' ')[1] ?? '';
  return { path: target.startsWith('/') ? target.slice(0, 512) : '', urlTooLong: end === -1 || target.length > MAX_URL_CHARS };
}

/** What Node's parser refused, as an ApiError; null when there is nobody left to answer. */
export function clientErrorToApiError(
  error: NodeJS.ErrnoException & { rawPacket?: unknown },
  maxHeaderBytes: number,
): { apiError: ApiError; path: string } | null {
  if (error.code === 'ECONNRESET' || error.code === 'EPIPE') return null;
  const { path, urlTooLong } = requestLine(error.rawPacket);
  if (error.code === 'ERR_HTTP_REQUEST_TIMEOUT') {
    return {
      path,
      apiError: new ApiError('invalid_request', 'The request was not received in time; send it again without pausing.', {}, 408),
    };
  }
  if (error.code === 'HPE_HEADER_OVERFLOW') {
    // The request line counts towards the header limit: when it is the long part, the URL is the culprit.
    return !urlTooLong
      ? {
          path,
          apiError: new ApiError(
            'invalid_request',
            `The request headers are larger than the service accepts (${maxHeaderBytes} bytes in all). Send fewer or shorter headers.`,
            {},
            431,
          ),
        }
      : {
          path,
          apiError: new ApiError(
            'invalid_request',
            `The URL is longer than the service accepts (at most ${MAX_URL_CHARS} characters). ${SEE_DOCS}`,
            {},
            414,
          ),
        };
  }
  return { path, apiError: new ApiError('invalid_request', `The request is not valid HTTP/1.1 and could not be read. ${SEE_DOCS}`) };
}

// The request on each socket whose body Node's parser was still reading when the routes got it.
// A request can be answered before its body is read (a 401 from the key check); when the parser
// then fails inside that body, a second answer would match no request the client sent, so the
// connection is closed without one.
const readingBody = new WeakMap<Socket, { request: IncomingMessage; response: ServerResponse }>();

/** Called for every request as it reaches the routes (build-app.ts's first onRequest hook). */
export function noteBodyStillArriving(request: IncomingMessage, response: ServerResponse): void {
  if (!request.complete) readingBody.set(request.socket, { request, response });
}

function answeredBeforeItsBody(socket: Socket): boolean {
  const current = readingBody.get(socket);
  return current !== undefined && !current.request.complete && current.response.headersSent;
}

/** Fastify's `clientErrorHandler`: writes the JSON answer on the raw socket, then closes it. */
export function createClientErrorHandler(maxHeaderBytes: number, onError: (error: Error) => void) {
  return (error: NodeJS.ErrnoException & { rawPacket?: unknown }, socket: Socket): void => {
    const answer = socket.destroyed || answeredBeforeItsBody(socket) ? null : clientErrorToApiError(error, maxHeaderBytes);
    if (!answer) {
      socket.destroy();
      return;
    }
    onError(error);
    const { apiError, path } = answer;
    const body = JSON.stringify(errorBody(shapeForPath(path), apiError.code, apiError.message));
    if (socket.writable) {
      socket.write(
        `HTTP/1.1 ${apiError.statusCode} ${STATUS_CODES[apiError.statusCode]}\r\n` +
          `Content-Type: application/json; charset=utf-8\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
          `API-Version: ${API_VERSION}\r\nConnection: close\r\n\r\n${body}`,
      );
    }
    socket.end();
    // A client that does not read its answer must not hold the socket.
    setTimeout(() => socket.destroy(), 1_000).unref();
  };
}

/** Fastify's `frameworkErrors`: errors its router raises before any route or hook runs. */
export function frameworkErrorToApiError(error: { code?: string }): ApiError {
  switch (error.code) {
    case 'FST_ERR_BAD_URL':
      return new ApiError('invalid_request', `The URL is not valid: a "%" must start a percent-encoded byte such as %20. ${SEE_DOCS}`);
    case 'FST_ERR_MAX_PARAM_LENGTH':
      return new ApiError('invalid_request', `A path segment of the URL is longer than any id the service issues. ${SEE_DOCS}`, {}, 414);
    default:
      return internalError();
  }
}

export function sendOuterError(request: FastifyRequest, reply: FastifyReply, apiError: ApiError): void {
  for (const [name, value] of Object.entries(apiError.headers)) void reply.header(name, value);
  void reply
    .code(apiError.statusCode)
    .header('api-version', API_VERSION)
    .header('x-request-id', request.id)
    .type('application/json; charset=utf-8')
    .send(errorBody(shapeForPath(request.url), apiError.code, apiError.message));
}

const METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS'] as const;

/**
 * Remembers every route's pattern, and answers a request that matches none: 405 with `Allow` when
 * the path exists under other methods, 404 otherwise. Must be installed before routes are added.
 */
export function installRouteMisses(app: FastifyInstance): void {
  const routes: { method: string; pattern: RegExp }[] = [];
  app.addHook('onRoute', (route) => {
    const source = route.url
      .split('/')
      .map((part) => (part.startsWith(':') ? '[^/]+' : part === '*' ? '.*' : part.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
      .join('/');
    const pattern = new RegExp(`^${source}/?$`);
    for (const method of [route.method].flat()) routes.push({ method, pattern });
  });

  app.setNotFoundHandler((request, reply) => {
    const path = request.url.split('?')[0]!;
    const allowed = new Set(routes.filter((route) => route.pattern.test(path)).map((route) => route.method));
    if (allowed.size > 0) {
      const allow = METHODS.filter((method) => allowed.has(method)).join(', ');
      sendOuterError(
        request,
        reply,
        new ApiError('invalid_request', `${path} does not take ${request.method}; it takes ${allow}. ${SEE_DOCS}`, { allow }, 405),
      );
      return;
    }
    sendOuterError(request, reply, new ApiError('not_found', `There is no ${request.method} ${path.slice(0, 200)}. ${SEE_DOCS}`));
  });
}
