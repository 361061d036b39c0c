// The Fastify application: hooks in the order a request meets them (API version, key, media
// type), then the routes. No I/O here beyond what the routes' dependencies do.
import { randomUUID } from 'node:crypto';
import Fastify, { LogController, type FastifyBaseLogger, type FastifyInstance } from 'fastify';
import type { Logger } from 'pino';
import { API_VERSION } from '../../shared/api/limits.ts';
import { authenticate } from './auth/authenticate.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { ApiError } from './http/api-error.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { renderDocsPage } from './docs/docs-page.ts';
import { buildOpenApiDocument } from './openapi/openapi-document.ts';
import { checkAdminToken, registerAdminRoutes } from './routes/admin-routes.ts';
import { registerDeployedRoute } from './routes/deployed-route.ts';
import { registerGenerateRoute } from './routes/generate-route.ts';
import { registerHealthRoutes } from './routes/health-routes.ts';
import { registerJobRoute } from './routes/job-route.ts';
import { registerPreviewRoute } from './routes/preview-route.ts';

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
  const app = Fastify({
    loggerInstance: logger as FastifyBaseLogger,
    bodyLimit: deps.config.BODY_LIMIT_BYTES,
    requestIdHeader: false,
    genReqId: (request) => {
      const given = request.headers['x-request-id'];
      return typeof given === 'string' && REQUEST_ID.test(given) ? given : randomUUID();
    },
    // One log line per request comes from the onResponse hook below.
    logController: new LogController({ disableRequestLogging: true }),
    return503OnClosing: true,
    routerOptions: { ignoreTrailingSlash: true },
  });

  installErrorHandling(app, 2);

  app.addHook('onRequest', async (request, reply) => {
    reply.header('api-version', API_VERSION);
    reply.header('x-request-id', request.id);
    const asked = request.headers['api-version'];
    if (asked !== undefined && asked !== API_VERSION) {
      throw new ApiError('invalid_request', `API-Version "${String(asked)}" is not known; this service speaks ${API_VERSION}. Send API-Version: ${API_VERSION} or leave the header out.`);
    }
    const config = request.routeOptions.config;
    if (config.authenticated) request.account = await authenticate(request, deps.keys);
    if (config.admin) checkAdminToken(request, deps.adminToken);
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
  app.get('/docs', async (_request, reply) => reply.type('text/html; charset=utf-8').send(docs));
  app.get('/metrics', async (_request, reply) => reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics()));

  registerGenerateRoute(app, deps);
  registerJobRoute(app, deps);
  registerDeployedRoute(app, deps);
  registerAdminRoutes(app, deps);
  registerHealthRoutes(app, deps);
  registerPreviewRoute(app, deps);
  return app;
}
