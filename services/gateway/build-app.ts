// The Fastify application: the hooks every request meets (shutdown, URL length, API version),
// then one encapsulated plugin per route group, each with the hooks its routes need: the
// customers' API (API key), the operators' API (admin token) and the public routes.
import fastifySwagger from '@fastify/swagger';
import Fastify, { type FastifyInstance, type FastifyRequest } from 'fastify';
import { validatorCompiler, type ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import { API_VERSION } from '../../shared/api/limits.ts';
import type { GatewayDeps } from './gateway-deps.ts';
import { ApiError } from './http/api-error.ts';
import { installErrorHandling } from './http/error-handler.ts';
import { installJsonBodyParser } from './http/json-body.ts';
import { MAX_URL_CHARS, installRouteMisses, noteBodyStillArriving } from './http/outer-errors.ts';
import { serverOptions } from './http/server-options.ts';
import { loggedUrl } from './http/request-logger.ts';
import { serializerCompiler } from './http/response-schemas.ts';
import { openApiOptions } from './openapi/openapi-options.ts';
import { adminApiPlugin } from './plugins/admin-api-plugin.ts';
import { customerApiPlugin } from './plugins/customer-api-plugin.ts';
import { publicPlugin } from './plugins/public-plugin.ts';
import { tracingPlugin } from './plugins/tracing-plugin.ts';
import { tracesExporterKind } from '../../shared/telemetry/tracing-settings.ts';

/** What no route takes, in this order: a request while shutting down, a URL too long, an unknown API-Version. */
function refusedByEveryRoute(request: FastifyRequest, closing: boolean): ApiError | undefined {
  if (closing) {
    return new ApiError('unavailable', 'This gateway is shutting down. Retry in a moment; another gateway or its restart will answer.', {
      'retry-after': '2',
    });
  }
  if (request.url.length > MAX_URL_CHARS) {
    return new ApiError('invalid_request', `The URL is longer than the service accepts (at most ${MAX_URL_CHARS} characters).`, {}, 414);
  }
  const asked = request.headers['api-version'];
  if (asked !== undefined && asked !== API_VERSION) {
    return new ApiError(
      'invalid_request',
      `API-Version "${String(asked)}" is not known; this service speaks ${API_VERSION}. Send API-Version: ${API_VERSION} or leave the header out.`,
    );
  }
  return undefined;
}

export function buildApp(deps: GatewayDeps, logger: Logger): FastifyInstance {
  const { config } = deps;
  const app = Fastify({
    ...serverOptions(config, logger),
    bodyLimit: config.BODY_LIMIT_BYTES,
    // Fastify's own 503 while closing is not in shape; the onRequest hook answers instead.
    return503OnClosing: false,
  }).withTypeProvider<ZodTypeProvider>();

  // Route schemas are zod: requests are validated with zod (error-handler.ts turns its issues
  // into the 400 message), JSON answers serialised by fast-json-stringify.
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  // Every request has both; the customer and admin plugins set them for their own routes.
  app.decorateRequest('account', null);
  app.decorateRequest('operator', null);

  installErrorHandling(app, 2, deps.metrics.refused);
  installRouteMisses(app);
  installJsonBodyParser(app);
  let closing = false;
  app.addHook('preClose', async () => {
    closing = true;
  });

  // A callback hook, not an async one: nothing in it waits, and every request runs it.
  app.addHook('onRequest', (request, reply, done) => {
    reply.header('api-version', API_VERSION);
    reply.header('x-request-id', request.id);
    if (closing) reply.header('connection', 'close');
    noteBodyStillArriving(request.raw, reply.raw);
    done(refusedByEveryRoute(request, closing));
  });

  // A callback hook too: an async one costs every request a promise and its microtask turns.
  app.addHook('onResponse', (request, reply, done) => {
    deps.metrics.observeRequest(request.method, request.routeOptions.url ?? 'unmatched', reply.statusCode, reply.elapsedTime / 1000);
    if (logger.isLevelEnabled('info')) {
      request.log.info(
        {
          req_id: request.id,
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          account_id: request.account?.accountId,
        },
        'request',
      );
    }
    done();
  });

  // Registered before the routes, so its onRoute hook sees every one of them.
  if (tracesExporterKind(config)) void app.register(tracingPlugin());
  void app.register(fastifySwagger, openApiOptions);
  void app.register(customerApiPlugin(deps));
  void app.register(adminApiPlugin(deps));
  void app.register(publicPlugin(deps));
  return app;
}
