// The analytics and audit part of the operators' API, as one Fastify plugin: account settings and
// history, job search, statistics, the event export and file bodies. Every route needs an operator
// token (route config `admin`), checked by the app's onRequest hook.
import type { FastifyInstance } from 'fastify';
import type { GatewayDeps } from '../gateway-deps.ts';
import { registerAccountEventsRoute } from './account-events-route.ts';
import { registerAccountSettingsRoute } from './account-settings-route.ts';
import { registerEventsExportRoutes } from './events-export-route.ts';
import { registerJobsSearchRoute } from './jobs-search-route.ts';
import { registerStatsRoute } from './stats-route.ts';

export function auditAdminPlugin(deps: GatewayDeps) {
  return async (scope: FastifyInstance): Promise<void> => {
    registerAccountSettingsRoute(scope, deps);
    registerAccountEventsRoute(scope, deps);
    registerJobsSearchRoute(scope, deps);
    registerStatsRoute(scope, deps);
    registerEventsExportRoutes(scope, deps);
  };
}
