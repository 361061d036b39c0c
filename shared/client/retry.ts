// When to try a request again: 429, 503 and network failures, after the Retry-After the service
// asked for, or after a growing pause with jitter when it did not say.
import { ConnectionError, QuotaExceededError, RateLimitedError, UnavailableError, type SitewrightError } from './errors.ts';

export interface RetryPolicy {
  maxRetries: number;
  /** The longest Retry-After worth waiting out; a longer one is handed to the caller at once. */
  maxDelaySeconds: number;
}

/** Retry-After as seconds: either a number of seconds or an HTTP date. */
export function parseRetryAfter(header: string | null, now: number = Date.now()): number | undefined {
  if (header === null || header.trim() === '') return undefined;
  const value = header.trim();
  if (/^\d+$/.test(value)) return Number(value);
  const date = Date.parse(value);
  return Number.isNaN(date) ? undefined : Math.max(0, Math.ceil((date - now) / 1000));
}

/** Pause before retry number `attempt` (0-based) when the service named none: 0.5 s, 1 s, 2 s ... up to 8 s, with jitter. */
export function backoffMs(attempt: number, random: () => number = Math.random): number {
  const base = Math.min(8000, 500 * 2 ** attempt);
  return Math.round(base / 2 + (random() * base) / 2);
}

/** Milliseconds to wait before retrying after `error`, or null when it is not worth retrying. */
export function retryDelayMs(error: SitewrightError, attempt: number, policy: RetryPolicy): number | null {
  if (attempt >= policy.maxRetries) return null;
  const transient = error instanceof ConnectionError || error instanceof RateLimitedError || error instanceof UnavailableError;
  // A spent monthly quota is worth waiting for only when the service says when it resets.
  const quotaResets = error instanceof QuotaExceededError && error.retryAfterSeconds !== undefined;
  if (!transient && !quotaResets) return null;
  if (error.retryAfterSeconds === undefined) return backoffMs(attempt);
  if (error.retryAfterSeconds > policy.maxDelaySeconds) return null;
  return error.retryAfterSeconds * 1000;
}

export function sleep(ms: number, signal?: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) return reject(signal.reason);
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    const onAbort = () => {
      clearTimeout(timer);
      reject(signal?.reason);
    };
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}
