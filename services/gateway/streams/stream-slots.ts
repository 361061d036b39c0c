// Open Server-Sent Event streams and long polls hold a socket, a subscription and some memory
// each for up to minutes, so they are counted: per account (one caller cannot take the gateway)
// and per gateway (memory stays bounded whatever the number of callers). Past a cap the request
// is refused at once, in the endpoint's shape, with Retry-After.
import { ApiError } from '../http/api-error.ts';

export interface StreamSlots {
  /** Takes a slot for `accountId`, or throws 429 (account at its cap) / 503 (gateway full). Returns its release (idempotent). */
  acquire(accountId: string): () => void;
  /** Open slots: of the gateway, or of one account. */
  open(accountId?: string): number;
}

export interface StreamCaps {
  perGateway: number;
  perAccount: number;
  /** Seconds a refused caller is asked to wait. */
  retryAfterSeconds: number;
}

export function createStreamSlots(caps: StreamCaps): StreamSlots {
  const byAccount = new Map<string, number>();
  let total = 0;
  const retryAfter = { 'retry-after': String(caps.retryAfterSeconds) };
  return {
    acquire: (accountId) => {
      const mine = byAccount.get(accountId) ?? 0;
      if (mine >= caps.perAccount) {
        throw new ApiError(
          'rate_limited',
          `This API key's account already has ${mine} open event streams and long polls on this server, the most it may hold. Close some, or poll GET /job/{job_id} without ?wait, and retry after ${caps.retryAfterSeconds} seconds.`,
          retryAfter,
        );
      }
      if (total >= caps.perGateway) {
        throw new ApiError(
          'unavailable',
          `This server is serving as many event streams and long polls as it can. Retry after ${caps.retryAfterSeconds} seconds, or poll GET /job/{job_id} without ?wait.`,
          retryAfter,
        );
      }
      byAccount.set(accountId, mine + 1);
      total += 1;
      let released = false;
      return () => {
        if (released) return;
        released = true;
        total -= 1;
        const left = (byAccount.get(accountId) ?? 1) - 1;
        if (left > 0) byAccount.set(accountId, left);
        else byAccount.delete(accountId);
      };
    },
    open: (accountId) => (accountId === undefined ? total : (byAccount.get(accountId) ?? 0)),
  };
}
