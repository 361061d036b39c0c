// Per-account rate limiting shared by every gateway, without a round trip per request.
//
// Each account has one token bucket in a NATS KV bucket (compare-and-set on the entry's
// revision). A gateway does not take one token per request from it: it leases a small block
// (`leaseBlock`: at most RATE_LIMIT_LEASE_TOKENS and a quarter of the burst) with one
// compare-and-set and spends the block locally. Requests that arrive while a lease is in flight
// wait for it together. A lease unspent after RATE_LIMIT_LEASE_MS, or taken under a policy that
// has since changed, is given back to the bucket by the gateway's next lease for that account,
// in the same write.
//
// The price of leasing is a bounded overshoot: tokens leased before a window and spent in it
// come on top of what the shared bucket gives in that window, at most one block (less the
// request that leased it) per gateway: `leaseOvershoot`. The bucket's policy (rate, burst) is
// taken from the account on every lease, so a changed limit applies from each gateway's next
// lease, and at once where the policy differs from the one the held lease was taken under.
import type { KV } from '@nats-io/kv';
import { LRUCache } from 'lru-cache';
import { LogUnavailableError, isUnavailable } from '../../../shared/event-log/log-errors.ts';
import { lease, leaseBlock, type Bucket, type BucketPolicy, type TakeResult } from './token-bucket.ts';

export interface RateLimiter {
  take(accountId: string, policy: BucketPolicy): Promise<TakeResult>;
  /** Deletes the account's bucket and this gateway's lease (an erased account's keys authenticate nothing more). */
  forget(accountId: string): Promise<void>;
}

export interface RateLimiterOptions {
  /** Most tokens leased at once (RATE_LIMIT_LEASE_TOKENS). */
  leaseTokens: number;
  /** How long a lease may be spent (RATE_LIMIT_LEASE_MS). */
  leaseMs: number;
  /** Accounts whose leases are kept; the least recently used lease is dropped (its tokens are lost, never doubled). */
  maxAccounts?: number;
  now?: () => number;
}

/** The tokens one gateway holds for one account. */
interface Lease {
  tokens: number;
  expiresAt: number;
  policy: BucketPolicy;
  /** The shared bucket as this gateway last wrote it, for the RateLimit headers. */
  bucket: Bucket;
  resetSeconds: number;
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

const samePolicy = (a: BucketPolicy, b: BucketPolicy) => a.ratePerMinute === b.ratePerMinute && a.burst === b.burst;

export function createRateLimiter(kv: KV, options: RateLimiterOptions): RateLimiter {
  const now = options.now ?? Date.now;
  const leases = new LRUCache<string, Lease>({ max: options.maxAccounts ?? 50_000 });
  const pending = new Map<string, Waiter[]>();
  const busy = new Set<string>();

  /** Whole tokens left to this account as this gateway sees it: its lease plus the bucket, refilled. */
  const remainingOf = (held: Lease, at: number) => {
    const perMs = held.policy.ratePerMinute / 60_000;
    const bucket = Math.min(held.policy.burst, held.bucket.tokens + Math.max(0, at - held.bucket.at) * perMs);
    return Math.floor(held.tokens + bucket);
  };

  /** One token from the lease in hand; `fresh`: the lease was just taken for this request, whatever the clock says. */
  const spend = (accountId: string, policy: BucketPolicy, fresh = false): TakeResult | null => {
    const held = leases.get(accountId);
    const at = now();
    if (!held || held.tokens < 1 || (!fresh && (at >= held.expiresAt || !samePolicy(held.policy, policy)))) return null;
    held.tokens -= 1;
    return { allowed: true, bucket: held.bucket, remaining: remainingOf(held, at), retryAfterSeconds: 0, resetSeconds: held.resetSeconds };
  };

  /** One compare-and-set: gives back what the old lease left, takes a new block. */
  const renew = async (accountId: string, policy: BucketPolicy): Promise<{ granted: number; result: TakeResult }> => {
    const block = leaseBlock(policy, options.leaseTokens);
    for (let tries = 0; tries < MAX_ATTEMPTS; tries++) {
      const entry = await kv.get(accountId);
      const previous = entry && entry.operation === 'PUT' ? entry.json<Bucket>() : null;
      const held = leases.get(accountId);
      const giveBack = held ? Math.floor(held.tokens) : 0;
      const at = now();
      const leased = lease(previous, at, policy, block, giveBack);
      const result: TakeResult = {
        allowed: leased.granted > 0,
        bucket: leased.bucket,
        remaining: leased.remaining,
        retryAfterSeconds: leased.retryAfterSeconds,
        resetSeconds: leased.resetSeconds,
      };
      if (leased.granted === 0 && giveBack === 0) {
        // Nothing to write: the bucket is empty and nothing comes back to it.
        leases.delete(accountId);
        return { granted: 0, result };
      }
      try {
        const value = JSON.stringify(leased.bucket);
        if (entry) await kv.update(accountId, value, entry.revision);
        else await kv.create(accountId, value);
      } catch (error) {
        if (!isCasConflict(error)) throw error;
        // Another gateway wrote the bucket between our read and write.
        await new Promise((resolve) => setTimeout(resolve, 1 + Math.random() * 4 * (tries + 1)));
        continue;
      }
      leases.set(accountId, {
        tokens: leased.granted,
        expiresAt: at + options.leaseMs,
        policy,
        bucket: leased.bucket,
        resetSeconds: leased.resetSeconds,
      });
      return { granted: leased.granted, result };
    }
    // Sustained contention means many gateways are taking this account's tokens at once: the
    // account is, in effect, over its rate.
    const refused = lease({ tokens: 0, at: now() }, now(), policy, 0);
    return {
      granted: 0,
      result: {
        allowed: false,
        bucket: refused.bucket,
        remaining: 0,
        retryAfterSeconds: Math.max(1, refused.retryAfterSeconds),
        resetSeconds: refused.resetSeconds,
      },
    };
  };

  const drain = async (accountId: string): Promise<void> => {
    busy.add(accountId);
    try {
      for (let waiters = pending.get(accountId); waiters && waiters.length > 0; waiters = pending.get(accountId)) {
        pending.delete(accountId);
        let index = 0;
        try {
          while (index < waiters.length) {
            const waiter = waiters[index]!;
            const spent = spend(accountId, waiter.policy);
            if (spent) {
              waiter.resolve(spent);
              index += 1;
              continue;
            }
            const { granted, result } = await renew(accountId, waiter.policy);
            if (granted === 0) {
              // The bucket is empty: every waiter of this batch gets the same answer.
              for (; index < waiters.length; index++) waiters[index]!.resolve(result);
              break;
            }
            waiter.resolve(spend(accountId, waiter.policy, true)!);
            index += 1;
          }
        } catch (error) {
          const failure =
            error instanceof LogUnavailableError || !isUnavailable(error)
              ? error
              : new LogUnavailableError('The rate-limit store did not answer.', error);
          for (; index < waiters.length; index++) waiters[index]!.reject(failure);
        }
      }
    } finally {
      busy.delete(accountId);
    }
  };

  return {
    take: (accountId, policy) => {
      // The common case: a lease in hand, no waiting, no I/O.
      if (!busy.has(accountId)) {
        const spent = spend(accountId, policy);
        if (spent) return Promise.resolve(spent);
      }
      return new Promise<TakeResult>((resolve, reject) => {
        const waiters = pending.get(accountId) ?? [];
        waiters.push({ policy, resolve, reject });
        pending.set(accountId, waiters);
        if (!busy.has(accountId)) void drain(accountId);
      });
    },
    forget: async (accountId) => {
      leases.delete(accountId);
      await kv.purge(accountId);
    },
  };
}
