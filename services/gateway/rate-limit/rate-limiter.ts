// One token bucket per account in a NATS KV bucket, updated with compare-and-set on the entry's
// revision, so every gateway instance draws from the same bucket. Within one gateway, takes for
// the same account run one after another, so a gateway never races itself; races between
// gateways are retried with jitter.
import type { KV } from '@nats-io/kv';
import { LogUnavailableError, isUnavailable } from '../../../shared/log/log-errors.ts';
import { take, type Bucket, type BucketPolicy, type TakeResult } from './token-bucket.ts';

export interface RateLimiter {
  take(accountId: string, policy: BucketPolicy): Promise<TakeResult>;
}

const MAX_ATTEMPTS = 25;

function isCasConflict(error: unknown): boolean {
  return /wrong last sequence|key exists/i.test((error as Error)?.message ?? '');
}

export function createRateLimiter(kv: KV, now: () => number = Date.now): RateLimiter {
  const queues = new Map<string, Promise<unknown>>();

  const attempt = async (accountId: string, policy: BucketPolicy): Promise<TakeResult> => {
    for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
      const entry = await kv.get(accountId);
      const previous = entry && entry.operation === 'PUT' ? entry.json<Bucket>() : null;
      const result = take(previous, now(), policy);
      if (!result.allowed) return result;
      try {
        const value = JSON.stringify(result.bucket);
        if (entry) await kv.update(accountId, value, entry.revision);
        else await kv.create(accountId, value);
        return result;
      } catch (error) {
        if (!isCasConflict(error)) throw error;
        // Another gateway took a token between our read and write.
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4 * (tries + 1)));
      }
    }
    // Sustained contention means many gateways are taking this account's tokens at once: the
    // account is, in effect, over its rate.
    const refused = take({ tokens: 0, at: now() }, now(), policy);
    return { ...refused, allowed: false, retryAfterSeconds: Math.max(1, refused.retryAfterSeconds) };
  };

  return {
    take: (accountId, policy) => {
      const previous = queues.get(accountId) ?? Promise.resolve();
      const next = previous.then(() => attempt(accountId, policy)).catch((error: unknown) => {
        if (error instanceof LogUnavailableError) throw error;
        if (isUnavailable(error)) throw new LogUnavailableError('The rate-limit store did not answer.', error);
        throw error;
      });
      const settled = next.catch(() => {});
      queues.set(accountId, settled);
      void settled.then(() => {
        if (queues.get(accountId) === settled) queues.delete(accountId);
      });
      return next;
    },
  };
}
