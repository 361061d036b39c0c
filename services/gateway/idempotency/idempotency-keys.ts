// Idempotency-Key on POST /generate: the first use of a key (per account) is recorded in the log
// with the body's hash and the job it started; a retry with the same key and body within 24 hours
// gets that job again, the same key with another body is a conflict. `find` only reads, so a
// request refused by the rate limit or quota (checked between `find` and its `reserve`) appends
// nothing; `reserve` decides on what `find` read (the body hashed once, the key read once) and
// reads again only when another request recorded the key meanwhile.
import stringify from 'safe-stable-stringify';
import { idempotencySubject } from '../../../shared/events/subjects.ts';
import { sha256Hex } from '../../../shared/files/digest.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import type { EventLog, StoredEvent } from '../../../shared/event-log/event-log.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import { ApiError } from '../http/api-error.ts';

export const IDEMPOTENCY_WINDOW_MS = 24 * 60 * 60 * 1000;
const MAX_KEY_LENGTH = 255;

export type Reservation = { kind: 'new'; jobId: string } | { kind: 'replay'; jobId: string };

export interface KeyLookup {
  /** The job an earlier identical request with the key started within the window; null: the key is unused. */
  jobId: string | null;
  /** Records the key for a new job `jobId`, or returns the job of an identical request that recorded it meanwhile. */
  reserve(jobId: string, requestId: string): Promise<Reservation>;
}

export interface IdempotencyKeys {
  /** Reads the key's earlier use (a 409 when it was used with another body), without appending. */
  find(accountId: string, key: string, body: unknown): Promise<KeyLookup>;
}

/** Canonical JSON (keys sorted): the same body with keys in another order is the same body. */
const canonical = (value: unknown): string => stringify(value) ?? 'null';

export function checkIdempotencyKey(key: string): void {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH || !/^[\x21-\x7e]+$/.test(key)) {
    throw new ApiError('invalid_request', `Idempotency-Key: must be 1 to ${MAX_KEY_LENGTH} visible ASCII characters.`);
  }
}

interface KeyUse {
  keyHash: string;
  bodyHash: string;
  subject: string;
}

function keyUse(accountId: string, key: string, body: unknown): KeyUse {
  checkIdempotencyKey(key);
  const keyHash = sha256Hex(`${accountId}\u0000${key}`);
  return { keyHash, bodyHash: sha256Hex(canonical(body)), subject: idempotencySubject(keyHash.slice(0, 40)) };
}

const usedWithOtherBody = () =>
  new ApiError('conflict', 'This Idempotency-Key was already used with a different request body. Use a new key for a new request.');

/** The key's use within the window was with another request body. */
const OTHER_BODY = Symbol('the key was used with another body');

export function createIdempotencyKeys(log: EventLog, now: () => number = Date.now): IdempotencyKeys {
  /** The job of the key's use within the window (null: none), or OTHER_BODY: decided, not thrown. */
  const earlierUse = (stored: StoredEvent | null, use: KeyUse): string | typeof OTHER_BODY | null => {
    const earlier = stored?.event.type === 'IdempotencyKeyUsed' ? stored.event : null;
    if (!earlier || now() - Date.parse(earlier.occurred_at) >= IDEMPOTENCY_WINDOW_MS) return null;
    return earlier.data.body_hash === use.bodyHash ? earlier.data.job_id : OTHER_BODY;
  };
  return {
    find: async (accountId, key, body) => {
      const use = keyUse(accountId, key, body);
      const { keyHash, bodyHash, subject } = use;
      const stored = await log.last(subject);
      const reserve = async (jobId: string, requestId: string): Promise<Reservation> => {
        // The first decision is on what `find` read; an append that meets a newer use of the key
        // (a concurrent request that won) reads it and decides again.
        let read: StoredEvent | null | undefined = stored;
        const load = async () => {
          const current = read !== undefined ? read : await log.last(subject);
          read = undefined;
          return { state: current, expected: { [subject]: current?.seq ?? 0 } };
        };
        let reserved: Reservation | typeof OTHER_BODY;
        try {
          ({ result: reserved } = await handleCommand(log, load, (current): Decision<Reservation | typeof OTHER_BODY> => {
            const earlier = earlierUse(current, use);
            if (earlier === OTHER_BODY) return { append: [], result: OTHER_BODY };
            if (earlier !== null) return { append: [], result: { kind: 'replay', jobId: earlier } };
            const used = accountEnvelope(
              { type: 'IdempotencyKeyUsed', version: 1, data: { key_hash: keyHash, body_hash: bodyHash, job_id: jobId } },
              { accountId, actor: 'gateway', requestId },
            );
            return { append: [{ subject, event: used }], result: { kind: 'new', jobId } };
          }));
        } catch (error) {
          if (!(error instanceof SequenceConflictError)) throw error;
          throw new ApiError('conflict', 'This Idempotency-Key is being used by concurrent requests; retry in a moment.');
        }
        if (reserved === OTHER_BODY) throw usedWithOtherBody();
        return reserved;
      };
      const earlier = earlierUse(stored, use);
      if (earlier === OTHER_BODY) throw usedWithOtherBody();
      return { jobId: earlier, reserve };
    },
  };
}
