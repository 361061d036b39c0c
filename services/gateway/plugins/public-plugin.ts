// Routes that need no key: discovery (OpenAPI, docs, AsyncAPI), metrics (which has its own
// optional token), health, the redirect of /preview/... to the previews' origin, and the playground.
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import type { GatewayDeps } from '../gateway-deps.ts';
import { registerPlaygroundRoutes } from '../playground/playground-route.ts';
import { registerDiscoveryRoutes } from '../routes/discovery-routes.ts';
import { registerHealthRoutes } from '../routes/health-routes.ts';
import { registerMetricsRoute } from '../routes/metrics-route.ts';
import { registerPreviewRedirect } from '../routes/preview-route.ts';
import { documentSecurity } from './route-security.ts';

export function publicPlugin(deps: GatewayDeps): FastifyPluginAsyncZod {
  return async function publicRoutes(scope) {
    documentSecurity(scope, []);
    registerDiscoveryRoutes(scope);
    registerMetricsRoute(scope, deps);
    registerHealthRoutes(scope, deps);
    registerPreviewRedirect(scope, deps.previewBaseUrl);
    registerPlaygroundRoutes(scope, deps.previewBaseUrl);
  };
}
