// One token of the account's rate limit, spent by a request: the RateLimit-* headers on the
// answer, and 429 `rate_limited` with Retry-After when the bucket is empty. POST /generate and
// the routes marked `rateLimited` (plugins/rate-limited-routes.ts) share it, and so one bucket.
import type { FastifyReply } from 'fastify';
import type { AccountRecord } from '../auth/key-registry.ts';
import { ApiError } from '../http/api-error.ts';
import type { RateLimiter } from './rate-limiter.ts';

/** The refusal's message, given the account's policy and the seconds until a token is back. */
export type RefusalMessage = (account: AccountRecord, retryAfterSeconds: number) => string;

export async function spendToken(
  rateLimiter: RateLimiter,
  account: AccountRecord,
  reply: FastifyReply,
  refusal: RefusalMessage,
): Promise<void> {
  const limit = await rateLimiter.take(account.accountId, { ratePerMinute: account.ratePerMinute, burst: account.burst });
  reply.header('ratelimit-limit', String(account.ratePerMinute));
  reply.header('ratelimit-remaining', String(limit.remaining));
  reply.header('ratelimit-reset', String(limit.allowed ? limit.resetSeconds : limit.retryAfterSeconds));
  if (!limit.allowed) {
    throw new ApiError('rate_limited', refusal(account, limit.retryAfterSeconds), { 'retry-after': String(limit.retryAfterSeconds) });
  }
}
