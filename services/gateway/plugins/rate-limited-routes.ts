// Routes whose work is worth bounding per account (a diff, a versions listing, opening an event
// stream, a deployment report, a restore) say `config: { rateLimited: true }`: each request then
// spends one token of the account's rate limit, the one POST /generate spends, before its handler
// runs (after the key and the request's validation: a refused request costs nothing).
import type { FastifyReply, FastifyRequest, preHandlerAsyncHookHandler } from 'fastify';
import { accountOf } from '../auth/authenticate.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { spendToken, type RefusalMessage } from '../rate-limit/spend-token.ts';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Each request spends a token of the account's rate limit (429 `rate_limited` when none is left). */
    rateLimited?: boolean;
  }
}

const tooMany: RefusalMessage = (account, retryAfterSeconds) =>
  `Too many requests: this account may make ${account.ratePerMinute} rate-limited requests a minute (bursts of ${account.burst}), POST /generate, diffs, version listings, event streams, deployment reports and restores together. Retry after ${retryAfterSeconds} seconds.`;

/**
 * Adds the token to the routes that ask for it, as they are registered (an onRoute hook, so
 * every other route, GET /job's hot path among them, runs no hook for it). Call before the routes.
 */
export function rateLimitedRoutes(scope: RouteScope, deps: GatewayDeps): void {
  // Named: traces show the hook under this name.
  const spend: preHandlerAsyncHookHandler = async function rateLimit(request: FastifyRequest, reply: FastifyReply) {
    await spendToken(deps.rateLimiter, accountOf(request), reply, tooMany);
  };
  scope.addHook('onRoute', (route) => {
    if (!route.config?.rateLimited) return;
    const own = route.preHandler ? (Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]) : [];
    route.preHandler = [spend, ...own];
  });
}
