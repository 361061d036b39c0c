// The operators' API: every route registered here needs an operator token (ADMIN_TOKENS or
// ADMIN_TOKEN). This plugin's onRequest hooks run for its routes only (Fastify encapsulation),
// after the app's global ones: writes while the log is down (503), then the token (401).
// Handlers read the operator with operatorOf().
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { registerAccountEventsRoute } from '../admin/account-events-route.ts';
import { registerAccountsRoutes } from '../admin/accounts-routes.ts';
import { registerAccountSettingsRoute } from '../admin/account-settings-route.ts';
import { registerApiKeysRoutes } from '../admin/api-keys-routes.ts';
import { registerEraseAccountRoute } from '../admin/erase-account-route.ts';
import { registerEventsExportRoutes } from '../admin/events-export-route.ts';
import { registerJobEventsRoute } from '../admin/job-events-route.ts';
import { registerJobsSearchRoute } from '../admin/jobs-search-route.ts';
import { registerQueuesRoute } from '../admin/queues-route.ts';
import { registerStatsRoute } from '../admin/stats-route.ts';
import { registerWebhookDeliveriesRoutes } from '../admin/webhook-deliveries-routes.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { documentSecurity } from './route-security.ts';
import { writesNeedLog } from './writes-need-log.ts';

export function adminApiPlugin(deps: GatewayDeps): FastifyPluginAsyncZod {
  return async function adminApi(scope) {
    documentSecurity(scope, [{ admin: [] }]);
    scope.addHook('onRequest', writesNeedLog(deps.logConnected));
    scope.addHook('onRequest', async (request) => {
      request.operator = deps.operators.identify(request);
    });
    // Registered in this order so /openapi.json lists them as before.
    registerAccountsRoutes(scope, deps);
    registerApiKeysRoutes(scope, deps);
    registerJobEventsRoute(scope, deps);
    registerWebhookDeliveriesRoutes(scope, deps);
    registerAccountSettingsRoute(scope, deps);
    registerAccountEventsRoute(scope, deps);
    registerJobsSearchRoute(scope, deps);
    registerStatsRoute(scope, deps);
    registerQueuesRoute(scope, deps);
    registerEventsExportRoutes(scope, deps);
    registerEraseAccountRoute(scope, deps);
  };
}
