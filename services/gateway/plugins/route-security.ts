import type { RouteScope } from '../http/route-scope.ts';

export type Security = { bearer: [] } | { admin: [] };

/**
 * Documents every route registered in `scope` (and its children) with `security` (none: `[]`).
 * Called by the plugin that enforces it, so the OpenAPI document cannot drift from what is checked.
 */
export function documentSecurity(scope: RouteScope, security: Security[]): void {
  scope.addHook('onRoute', (route) => {
    route.schema = { ...route.schema, security };
  });
}
