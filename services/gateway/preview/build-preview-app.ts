// The previews' own origin: a second Fastify application on PREVIEW_PORT that serves nothing but
// /preview/... (preview-route.ts). Generated pages run their scripts here, where no API route, no
// playground and no key can be reached from the same origin; the API's listener only redirects.
import Fastify, { type FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import type { Logger } from 'pino';
import type { Config } from '../../../shared/config/config.ts';
import { installErrorHandling } from '../http/error-handler.ts';
import { installRouteMisses } from '../http/outer-errors.ts';
import { loggedUrl } from '../http/request-logger.ts';
import { serverOptions } from '../http/server-options.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { PREVIEW_CSP, registerPreviewRoute } from '../routes/preview-route.ts';

export function buildPreviewApp(config: Config, deps: Pick<GatewayDeps, 'em' | 'erasures'>, logger: Logger): FastifyInstance {
  const app = Fastify(serverOptions(config, logger)).withTypeProvider<ZodTypeProvider>();
  installErrorHandling(app, 2);
  installRouteMisses(app);

  app.addHook('onRequest', (_request, reply, done) => {
    // Errors too are documents of this origin: sandboxed like the pages. Any page may read a
    // preview (the playground waits for its page to be served); no credentials are ever involved.
    reply.header('content-security-policy', PREVIEW_CSP);
    reply.header('access-control-allow-origin', '*');
    done();
  });
  app.addHook('onResponse', (request, reply, done) => {
    if (logger.isLevelEnabled('info')) {
      request.log.info(
        {
          req_id: request.id,
          method: request.method,
          url: loggedUrl(request.url),
          status: reply.statusCode,
          ms: Math.round(reply.elapsedTime),
          preview: true,
        },
        'request',
      );
    }
    done();
  });
  registerPreviewRoute(app, deps);
  return app;
}
