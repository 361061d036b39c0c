// One token bucket per account in a NATS KV bucket, updated with compare-and-set on the entry's
// revision, so every gateway instance draws from the same bucket.
import type { KV } from '@nats-io/kv';
import { LogUnavailableError, isUnavailable } from '../../../shared/log/log-errors.ts';
import { take, type Bucket, type BucketPolicy, type TakeResult } from './token-bucket.ts';

export interface RateLimiter {
  take(accountId: string, policy: BucketPolicy): Promise<TakeResult>;
}

const MAX_ATTEMPTS = 10;

export function createRateLimiter(kv: KV, now: () => number = Date.now): RateLimiter {
  return {
    take: async (accountId, policy) => {
      try {
        for (let attempt = 0; attempt < MAX_ATTEMPTS; attempt++) {
          const entry = await kv.get(accountId);
          const previous = entry && entry.operation === 'PUT' ? (entry.json<Bucket>() as Bucket) : null;
          const result = take(previous, now(), policy);
          if (!result.allowed) return result;
          try {
            const value = JSON.stringify(result.bucket);
            if (entry) await kv.update(accountId, value, entry.revision);
            else await kv.create(accountId, value);
            return result;
          } catch (error) {
            // Another gateway took a token between our read and write: read again.
            if (/wrong last sequence|key exists/i.test((error as Error).message)) continue;
            throw error;
          }
        }
        throw new LogUnavailableError('rate limit bucket is too contended');
      } catch (error) {
        if (error instanceof LogUnavailableError) throw error;
        if (isUnavailable(error)) throw new LogUnavailableError('The rate-limit store did not answer.', error);
        throw error;
      }
    },
  };
}
