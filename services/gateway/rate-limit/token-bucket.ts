// Token bucket arithmetic, pure so it is tested without I/O. A bucket holds at most `burst`
// tokens and refills at `ratePerMinute` tokens a minute; each accepted request takes one.

export interface Bucket {
  tokens: number;
  /** Milliseconds since the epoch of the last refill. */
  at: number;
}

export interface BucketPolicy {
  ratePerMinute: number;
  burst: number;
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

export function take(previous: Bucket | null, now: number, policy: BucketPolicy): TakeResult {
  const perMs = policy.ratePerMinute / 60_000;
  const start = previous ?? { tokens: policy.burst, at: now };
  const elapsed = Math.max(0, now - start.at);
  const tokens = Math.min(policy.burst, start.tokens + elapsed * perMs);
  const allowed = tokens >= 1;
  const after = allowed ? tokens - 1 : tokens;
  const bucket = { tokens: after, at: now };
  return {
    allowed,
    bucket,
    remaining: Math.floor(after),
    retryAfterSeconds: allowed ? 0 : Math.max(1, Math.ceil((1 - after) / perMs / 1000)),
    resetSeconds: Math.ceil((policy.burst - after) / perMs / 1000),
  };
}
