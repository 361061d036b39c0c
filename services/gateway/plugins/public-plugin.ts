// Routes that need no key: discovery (OpenAPI, docs, AsyncAPI), metrics (which has its own
// optional token), health, the live preview and the playground.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayDeps } from '../gateway-deps.ts';
import { registerPlaygroundRoutes } from '../playground/playground-route.ts';
import { registerDiscoveryRoutes } from '../routes/discovery-routes.ts';
import { registerHealthRoutes } from '../routes/health-routes.ts';
import { registerMetricsRoute } from '../routes/metrics-route.ts';
import { registerPreviewRoute } from '../routes/preview-route.ts';
import { documentSecurity } from './route-security.ts';

export function publicPlugin(deps: GatewayDeps): FastifyPluginAsyncZod {
  return async (scope) => {
    documentSecurity(scope, []);
    registerDiscoveryRoutes(scope);
    registerMetricsRoute(scope, deps);
    registerHealthRoutes(scope, deps);
    registerPreviewRoute(scope, deps);
    registerPlaygroundRoutes(scope);
  };
}
