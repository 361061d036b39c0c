// What every listener of the gateway (the API's, the previews') takes from Fastify alike: its
// logger, the bounds on slow and stalled clients, answers in shape for what the HTTP layer refuses,
// request ids, request loggers made on first use, one log line per request from the app's own hook.
import { randomUUID } from 'node:crypto';
import type { Server } from 'node:http';
import { LogController, type FastifyBaseLogger, type FastifyHttpOptions } from 'fastify';
import type { Logger } from 'pino';
import type { Config } from '../../../shared/config/config.ts';
import { createClientErrorHandler, frameworkErrorToApiError, sendOuterError } from './outer-errors.ts';
import { requestLoggerFactory } from './request-logger.ts';

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function serverOptions(config: Config, logger: Logger) {
  return {
    loggerInstance: logger as FastifyBaseLogger,
    // Slow and stalled clients (CONTRACT.md section 1): headers, then the whole request, within
    // bounded times; a connection silent both ways is closed. Node checks the first two on a timer,
    // so the check runs often enough for the bounds to hold within a second.
    http: {
      headersTimeout: config.HTTP_HEADERS_TIMEOUT_MS,
      maxHeaderSize: config.HTTP_MAX_HEADER_BYTES,
      connectionsCheckingInterval: Math.min(1_000, Math.ceil(config.HTTP_HEADERS_TIMEOUT_MS / 2)),
    },
    requestTimeout: config.HTTP_BODY_TIMEOUT_MS,
    connectionTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    keepAliveTimeout: config.HTTP_IDLE_TIMEOUT_MS,
    clientErrorHandler: createClientErrorHandler(config.HTTP_MAX_HEADER_BYTES, (error) => logger.debug({ err: error }, 'client error')),
    frameworkErrors: (error, request, reply) => sendOuterError(request, reply, frameworkErrorToApiError(error)),
    // A request's id: the caller's X-Request-Id when it is well-formed, else a new one.
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // Each request's logger is made when the request first logs (request-logger.ts).
    childLoggerFactory: requestLoggerFactory,
    // One log line per request comes from the app's onResponse hook.
    logController: new LogController({ disableRequestLogging: true }),
    routerOptions: { ignoreTrailingSlash: true },
  } satisfies FastifyHttpOptions<Server, FastifyBaseLogger>;
}
