// The Fastify application: hooks in the order a request meets them (API version, key, media
// type), then the routes. No I/O here beyond what the routes' dependencies do.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { API_VERSION } from '../../shared/api/limits.ts';
import { LogUnavailableError } from '../../shared/event-log/log-errors.ts';
import { authenticate } from './auth/authenticate.ts';
import { presentsBearerToken } from './auth/bearer-token.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { ApiError } from './http/api-error.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { MAX_URL_CHARS, createClientErrorHandler, frameworkErrorToApiError, installRouteMisses, sendOuterError } from './http/outer-errors.ts';
import { renderDocsPage } from './docs/docs-page.ts';
import { buildOpenApiDocument } from './openapi/openapi-document.ts';
import { registerPlaygroundRoutes } from './playground/playground-route.ts';
import { registerAdminWebhookRoutes } from './routes/admin-webhook-routes.ts';
import { registerCancelRoute } from './routes/cancel-route.ts';
import { buildAsyncApiDocument } from './asyncapi/asyncapi-document.ts';
import { registerAdminRoutes } from './routes/admin-routes.ts';
import { auditAdminPlugin } from './admin/audit-admin-plugin.ts';
import { registerDeployedRoute } from './routes/deployed-route.ts';
import { registerDiffRoute } from './routes/diff-route.ts';
import { registerGenerateRoute } from './routes/generate-route.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerJobRoute } from './routes/job-route.ts';
import { registerPreviewRoute } from './routes/preview-route.ts';
import { registerProjectRoutes } from './routes/project-routes.ts';
import { registerWebhookRoutes } from './routes/webhook-routes.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** The route needs a customer's Bearer API key. */
    authenticated?: boolean;
    /** The route needs the operators' ADMIN_TOKEN. */
    admin?: boolean;
    /** The route takes a JSON body: anything else is a 415 (`optional`: no body at all is fine too). */
    jsonBody?: true | 'optional';
  }
}

const REQUEST_ID = /^[A-Za-z0-9._:-]{1,128}$/;

export function buildApp(deps: GatewayDeps, logger: Logger): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: config.BODY_LIMIT_BYTES,
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
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One log line per request comes from the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    // Fastify's own 503 while closing is not in shape; the onRequest hook answers instead.
    return503OnClosing: false,
    routerOptions: { ignoreTrailingSlash: true },
  });

  installErrorHandling(app, 2);
  installRouteMisses(app);
  installJsonBodyParser(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  app.addHook('onRequest', async (request, reply) => {
    reply.header('api-version', API_VERSION);
    reply.header('x-request-id', request.id);
    if (closing) {
      reply.header('connection', 'close');
      throw new ApiError('unavailable', 'This gateway is shutting down. Retry in a moment; another gateway or its restart will answer.', { 'retry-after': '2' });
    }
    if (request.url.length > MAX_URL_CHARS) {
      throw new ApiError('invalid_request', `The URL is longer than the service accepts (at most ${MAX_URL_CHARS} characters).`, {}, 414);
    }
    const asked = request.headers['api-version'];
    if (asked !== undefined && asked !== API_VERSION) {
      throw new ApiError('invalid_request', `API-Version "${String(asked)}" is not known; this service speaks ${API_VERSION}. Send API-Version: ${API_VERSION} or leave the header out.`);
    }
    const config = request.routeOptions.config;
    // Every write goes to the log: while the connection is down, say so at once (each step
    // would otherwise wait out its own timeout, and together they could outlast the request's).
    if (request.method !== 'GET' && request.method !== 'HEAD' && (config.authenticated || config.admin) && !deps.logConnected()) {
      throw new LogUnavailableError('the connection to nats-server is down');
    }
    if (config.authenticated) request.account = await authenticate(request, deps.keys);
    if (config.admin) request.operator = deps.operators.identify(request);
    const hasBody = Number(request.headers['content-length'] ?? 0) > 0 || request.headers['transfer-encoding'] !== undefined;
    if (config.jsonBody === true || (config.jsonBody === 'optional' && hasBody)) {
      const type = (request.headers['content-type'] ?? '').split(';')[0]!.trim().toLowerCase();
      if (type !== 'application/json') {
        throw new ApiError('unsupported_media_type', 'Send the body as JSON with the header Content-Type: application/json.');
      }
    }
  });

  app.addHook('onResponse', async (request, reply) => {
    deps.metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    if (!logger.isLevelEnabled('info')) return;
    request.log.info(
      { req_id: request.id, method: request.method, url: request.url, status: reply.statusCode, ms: Math.round(reply.elapsedTime), account_id: request.account?.accountId },
      'request',
    );
  });

  const openapi = buildOpenApiDocument();
  const docs = renderDocsPage(openapi);
  app.get('/openapi.json', async () => openapi);
  const asyncapi = buildAsyncApiDocument();
  app.get('/asyncapi.json', async () => asyncapi);
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs));
  app.get('/metrics', async (request, reply) => {
    if (config.METRICS_TOKEN && !presentsBearerToken(request, config.METRICS_TOKEN)) {
      throw new ApiError('unauthorized', 'Send `Authorization: Bearer <METRICS_TOKEN>` with the token the operator set for metrics.');
    }
    return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
  });

  registerGenerateRoute(app, deps);
  registerJobRoute(app, deps);
  registerDeployedRoute(app, deps);
  registerCancelRoute(app, deps);
  registerWebhookRoutes(app, deps);
  registerAdminWebhookRoutes(app, deps);
  registerProjectRoutes(app, deps);
  registerDiffRoute(app, deps);
  registerAdminRoutes(app, deps);
  void app.register(auditAdminPlugin(deps));
  registerHealthRoutes(app, deps);
  registerPreviewRoute(app, deps);
  registerPlaygroundRoutes(app);
  return app;
}
