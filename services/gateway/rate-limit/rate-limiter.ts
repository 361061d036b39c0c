// One token bucket per account in a NATS KV bucket, updated with compare-and-set on the entry's
// revision, so every gateway instance draws from the same bucket. Within one gateway, requests of
// the same account that arrive while a write is in flight are settled together by the next
// write, so a busy account costs one compare-and-set per batch, not one per request; races
// between gateways are retried with jitter.
import type { KV } from '@nats-io/kv';
import { LogUnavailableError, isUnavailable } from '../../../shared/log/log-errors.ts';
import { take, type Bucket, type BucketPolicy, type TakeResult } from './token-bucket.ts';

export interface RateLimiter {
  take(accountId: string, policy: BucketPolicy): Promise<TakeResult>;
}

interface Waiter {
  policy: BucketPolicy;
  resolve(result: TakeResult): void;
  reject(error: unknown): void;
}

const MAX_ATTEMPTS = 25;

function isCasConflict(error: unknown): boolean {
  return /wrong last sequence|key exists/i.test((error as Error)?.message ?? '');
}

/** Takes one token per waiter, in arrival order, from one bucket state. */
function settle(previous: Bucket | null, now: number, waiters: Waiter[]): { bucket: Bucket | null; results: TakeResult[] } {
  let bucket = previous;
  let changed = false;
  const results = waiters.map((waiter) => {
    const result = take(bucket, now, waiter.policy);
    if (result.allowed) {
      bucket = result.bucket;
      changed = true;
    }
    return result;
  });
  return { bucket: changed ? bucket : null, results };
}

export function createRateLimiter(kv: KV, now: () => number = Date.now): RateLimiter {
  const pending = new Map<string, Waiter[]>();
  const busy = new Set<string>();

  const writeBatch = async (accountId: string, waiters: Waiter[]): Promise<TakeResult[]> => {
    for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
      const entry = await kv.get(accountId);
      const previous = entry && entry.operation === 'PUT' ? entry.json<Bucket>() : null;
      const { bucket, results } = settle(previous, now(), waiters);
      if (!bucket) return results;
      try {
        const value = JSON.stringify(bucket);
        if (entry) await kv.update(accountId, value, entry.revision);
        else await kv.create(accountId, value);
        return results;
      } catch (error) {
        if (!isCasConflict(error)) throw error;
        // Another gateway took tokens between our read and write.
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4 * (tries + 1)));
      }
    }
    // Sustained contention means many gateways are taking this account's tokens at once: the
    // account is, in effect, over its rate.
    return waiters.map((waiter) => ({ ...take({ tokens: 0, at: now() }, now(), waiter.policy), allowed: false }));
  };

  const drain = async (accountId: string): Promise<void> => {
    busy.add(accountId);
    try {
      for (let waiters = pending.get(accountId); waiters && waiters.length > 0; waiters = pending.get(accountId)) {
        pending.delete(accountId);
        try {
          const results = await writeBatch(accountId, waiters);
          waiters.forEach((waiter, i) => waiter.resolve(results[i]!));
        } catch (error) {
          const failure = error instanceof LogUnavailableError || !isUnavailable(error) ? error : new LogUnavailableError('The rate-limit store did not answer.', error);
          for (const waiter of waiters) waiter.reject(failure);
        }
      }
    } finally {
      busy.delete(accountId);
    }
  };

  return {
    take: (accountId, policy) =>
      new Promise<TakeResult>((resolve, reject) => {
        const waiters = pending.get(accountId) ?? [];
        waiters.push({ policy, resolve, reject });
        pending.set(accountId, waiters);
        if (!busy.has(accountId)) void drain(accountId);
      }),
  };
}
