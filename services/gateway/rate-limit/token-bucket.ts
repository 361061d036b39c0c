// Token bucket arithmetic, pure so it is tested without I/O. A bucket holds at most `burst`
// tokens and refills at `ratePerMinute` tokens a minute; each accepted request spends one.
// Gateways take tokens in blocks (leases, see rate-limiter.ts); `take` is a lease of one.

export interface Bucket {
  tokens: number;
  /** Milliseconds since the epoch of the last refill. */
  at: number;
  /** The burst the bucket was written under (absent in buckets written before it was kept). */
  burst?: number;
}

export interface BucketPolicy {
  ratePerMinute: number;
  burst: number;
}

export interface LeaseResult {
  /** Whole tokens taken from the bucket (0 when it holds less than one). */
  granted: number;
  bucket: Bucket;
  /** Whole tokens left in the bucket. */
  remaining: number;
  /** Seconds until one token is available (0 when some were granted). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

export interface TakeResult {
  allowed: boolean;
  bucket: Bucket;
  /** Whole tokens left after this request. */
  remaining: number;
  /** Seconds until one token is available (0 when allowed). */
  retryAfterSeconds: number;
  /** Seconds until the bucket is full again. */
  resetSeconds: number;
}

/**
 * Refills the bucket to `now`, puts back `giveBack` unspent tokens of an earlier lease, and
 * takes up to `want` whole tokens. A burst raised since the bucket was written adds its increase
 * at once: an operator who raises a throttled account's limits means them to apply now, not once
 * the empty bucket has refilled at the new rate. A lowered burst caps what the bucket holds.
 */
export function lease(previous: Bucket | null, now: number, policy: BucketPolicy, want: number, giveBack = 0): LeaseResult {
  const perMs = policy.ratePerMinute / 60_000;
  const start = previous ?? { tokens: policy.burst, at: now };
  const elapsed = Math.max(0, now - start.at);
  const raised = start.burst === undefined ? 0 : Math.max(0, policy.burst - start.burst);
  const tokens = Math.min(policy.burst, start.tokens + raised + elapsed * perMs + giveBack);
  const granted = Math.max(0, Math.min(want, Math.floor(tokens)));
  const after = tokens - granted;
  return {
    granted,
    bucket: { tokens: after, at: now, burst: policy.burst },
    remaining: Math.floor(after),
    retryAfterSeconds: granted > 0 ? 0 : Math.max(1, Math.ceil((1 - after) / perMs / 1000)),
    resetSeconds: Math.ceil((policy.burst - after) / perMs / 1000),
  };
}

export function take(previous: Bucket | null, now: number, policy: BucketPolicy): TakeResult {
  const { granted, ...rest } = lease(previous, now, policy, 1);
  return { allowed: granted === 1, ...rest };
}

/**
 * Tokens one gateway leases at a time: at most `maxLeaseTokens`, and at most a quarter of the
 * burst, so that the tokens parked on gateways stay a small part of what the account may spend.
 */
export function leaseBlock(policy: BucketPolicy, maxLeaseTokens: number): number {
  return Math.max(1, Math.min(maxLeaseTokens, Math.floor(policy.burst / 4)));
}

/**
 * The most requests `gateways` gateways together may accept beyond a single shared bucket, in
 * any window: each may hold one leased block taken before the window began (less the one
 * request that made it lease). Docs (docs/gateway-performance.md) and the test use this.
 */
export function leaseOvershoot(policy: BucketPolicy, maxLeaseTokens: number, gateways: number): number {
  return gateways * (leaseBlock(policy, maxLeaseTokens) - 1);
}
