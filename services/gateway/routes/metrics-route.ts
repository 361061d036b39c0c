// GET /metrics: Prometheus text format; behind METRICS_TOKEN when the operator set one.
import { presentsBearerToken } from '../auth/bearer-token.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { raw } from '../openapi/responses.ts';

export function registerMetricsRoute(app: RouteScope, deps: GatewayDeps): void {
  const token = deps.config.METRICS_TOKEN;
  app.get(
    '/metrics',
    { schema: { summary: 'Prometheus metrics', response: { 200: raw('text/plain', 'Prometheus text format.') } } },
    async (request, reply) => {
      if (token && !presentsBearerToken(request, token)) {
        throw new ApiError('unauthorized', 'Send `Authorization: Bearer <METRICS_TOKEN>` with the token the operator set for metrics.');
      }
      return reply.type(deps.metrics.registry.contentType).send(await deps.metrics.registry.metrics());
    },
  );
}
