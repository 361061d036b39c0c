// The customers' API: every route registered here needs a Bearer API key. This plugin's onRequest
// hooks run for its routes only (Fastify encapsulation), after the app's global ones: writes
// while the log is down (503), then the key (401). Handlers read the account with accountOf().
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authenticate } from '../auth/authenticate.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { registerCancelRoute } from '../routes/cancel-route.ts';
import { registerDeployedRoute } from '../routes/deployed-route.ts';
import { registerDiffRoute } from '../routes/diff-route.ts';
import { registerErasureRoutes } from '../routes/erasure-routes.ts';
import { registerGenerateRoute } from '../routes/generate-route.ts';
import { registerJobRoute } from '../routes/job-route.ts';
import { registerProjectRoutes } from '../routes/project-routes.ts';
import { registerScreenshotRoute } from '../routes/screenshot-route.ts';
import { registerWebhookRoutes } from '../routes/webhook-routes.ts';
import { rateLimitedRoutes } from './rate-limited-routes.ts';
import { documentSecurity } from './route-security.ts';
import { writesNeedLog } from './writes-need-log.ts';

export function customerApiPlugin(deps: GatewayDeps): FastifyPluginAsyncZod {
  return async function customerApi(scope) {
    documentSecurity(scope, [{ bearer: [] }]);
    scope.addHook('onRequest', writesNeedLog(deps.logConnected));
    // A callback hook: a key and account in memory are answered without a promise (authenticate.ts).
    // Named: traces show each hook under its function's name.
    scope.addHook('onRequest', function authenticateKey(request, _reply, done) {
      try {
        const found = authenticate(request, deps.keys);
        if (!(found instanceof Promise)) {
          request.account = found;
          done();
          return;
        }
        found.then((account) => {
          request.account = account;
          done();
        }, done);
      } catch (error) {
        done(error instanceof Error ? error : new Error(String(error)));
      }
    });
    rateLimitedRoutes(scope, deps);
    registerGenerateRoute(scope, deps);
    registerJobRoute(scope, deps);
    registerDeployedRoute(scope, deps);
    registerCancelRoute(scope, deps);
    registerWebhookRoutes(scope, deps);
    registerProjectRoutes(scope, deps);
    registerDiffRoute(scope, deps);
    registerScreenshotRoute(scope, deps);
    registerErasureRoutes(scope, deps);
  };
}
