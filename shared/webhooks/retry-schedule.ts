// When a failed delivery is tried again. Pure (the clock and the randomness are arguments), so
// the whole 24-hour schedule is tested with an injected clock.
//
// Delays grow like Standard Webhooks senders' (seconds, minutes, then hours), each with +-20%
// jitter so endpoints that fail together are not all retried at the same instant; the last
// attempt is made at exactly 24 hours after the first, and then the delivery gives up.

export const RETRY_WINDOW_MS = 24 * 60 * 60 * 1000;

const SECOND = 1000;
const MINUTE = 60 * SECOND;
const HOUR = 60 * MINUTE;
/** Delay after attempt n (1-based): index n - 1; the last entry repeats. */
export const RETRY_DELAYS_MS = [5 * SECOND, 5 * MINUTE, 30 * MINUTE, 2 * HOUR, 5 * HOUR, 8 * HOUR, 8 * HOUR];
const JITTER = 0.2;

/**
 * The time of the next attempt after `attempt` failed at `now`, or null when the delivery gives
 * up (the window since the first attempt is spent). `random` is in [0, 1).
 */
export function nextAttemptAt(firstAttemptAt: number, attempt: number, now: number, random: number): number | null {
  const deadline = firstAttemptAt + RETRY_WINDOW_MS;
  if (now >= deadline) return null;
  const base = RETRY_DELAYS_MS[Math.min(attempt, RETRY_DELAYS_MS.length) - 1]!;
  const jittered = Math.round(base * (1 - JITTER + 2 * JITTER * random));
  return Math.min(now + jittered, deadline);
}
