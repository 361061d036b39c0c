import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import {
  ClosedConnectionError,
  ConnectionError,
  DrainingConnectionError,
  NoRespondersError,
  RequestError,
  TimeoutError,
} from '@nats-io/transport-node';

/** The server refused an append because the subject moved on (expected-last-subject-sequence). */
export class SequenceConflictError extends Error {
  override readonly name = 'SequenceConflictError';
  readonly subject: string;
  constructor(subject: string, cause?: unknown) {
    super(`${subject} has moved on: another writer appended first`, { cause });
    this.subject = subject;
  }
}

/** The event log could not be reached or did not answer in time. */
export class LogUnavailableError extends Error {
  override readonly name = 'LogUnavailableError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

/** The server refused an append whose expected last subject sequence no longer holds. */
export function isWrongLastSequence(error: unknown): boolean {
  return (
    error instanceof JetStreamApiError &&
    (error.code === JetStreamApiCodes.StreamWrongLastSequence || error.code === JetStreamApiCodes.StreamWrongLastSequenceUnknown)
  );
}

/** JetStream API error codes (nats-server's errors.json) that say the JetStream system cannot answer now. */
const UNAVAILABLE_API_CODES: ReadonlySet<number> = new Set([
  10005, // no suitable peers for placement (a cluster short of servers)
  10008, // JetStream system temporarily unavailable (electing a leader)
  JetStreamApiCodes.JetStreamNotEnabledForAccount,
  10076, // JetStream not enabled
]);

/** Recognised by what nats.js says it is: the library's error classes and the server's status and codes. */
function unavailableByType(error: unknown): boolean {
  if (error instanceof TimeoutError || error instanceof NoRespondersError) return true;
  if (error instanceof ClosedConnectionError || error instanceof DrainingConnectionError || error instanceof ConnectionError) return true;
  if (error instanceof RequestError) return error.isNoResponders();
  return error instanceof JetStreamApiError && (error.status === 503 || UNAVAILABLE_API_CODES.has(error.code));
}

/**
 * Recognised by message only. nats.js 3.4 still gives these without a class or code of their own:
 * a request cut short by the connection closing or dropping (a RequestError "connection closed" or
 * "connection disconnected" with no typed cause), a consumer's "heartbeats missed" (a plain
 * JetStreamError), the 409 "server shutdown" status a pull waiting on a stopping server gets, and
 * errors of the socket itself (ECONNREFUSED).
 */
const UNAVAILABLE_MESSAGE = new RegExp(
  [
    'timeout',
    'timed out',
    'closed',
    'no responders',
    'disconnect',
    'connection',
    'draining',
    'ECONNREFUSED',
    'not enabled',
    'temporarily unavailable',
    'no suitable peers',
    'leader',
    'server shutdown',
    'heartbeats missed',
  ].join('|'),
  'i',
);

function unavailableByMessage(error: unknown): boolean {
  if (typeof error !== 'object' || error === null) return false;
  const part = (value: unknown) => String(value ?? '');
  const name = 'name' in error ? part(error.name) : '';
  const code = 'code' in error ? part(error.code) : '';
  const message = 'message' in error ? part(error.message) : '';
  return UNAVAILABLE_MESSAGE.test(`${name} ${code} ${message}`);
}

/** How an error was recognised as the log being unreachable: by type or code, by message only, or not at all. */
export type UnavailableEvidence = 'type' | 'message' | null;

/** Looks at the error and its causes (nats.js wraps the error that says most: RequestError around NoRespondersError). */
export function unavailableEvidence(error: unknown): UnavailableEvidence {
  const chain: unknown[] = [];
  for (let current = error, depth = 0; current !== undefined && current !== null && depth < 5; depth++) {
    chain.push(current);
    current = typeof current === 'object' && 'cause' in current ? current.cause : undefined;
  }
  if (chain.some(unavailableByType)) return 'type';
  if (chain.some(unavailableByMessage)) return 'message';
  return null;
}

/**
 * Failures of reaching the log (as opposed to a server's answer about the request) become
 * LogUnavailableError: timeouts, closed connections, a server shutting down, and a JetStream
 * cluster without a leader (no responders, "not enabled" or "temporarily unavailable" while it
 * elects one). Typed errors and API codes first; the message only where nats.js gives no type.
 */
export function isUnavailable(error: unknown): boolean {
  return unavailableEvidence(error) !== null;
}

/**
 * An event that breaks the catalogue (shared/events/catalogue.ts) was about to be appended: a bug
 * upstream, since the door refuses such input. Refused so the projector never meets it.
 */
export class InvalidEventError extends Error {
  override readonly name = 'InvalidEventError';
  constructor(subject: string, cause: unknown) {
    super(`refused to append an event that breaks the catalogue to ${subject}`, { cause });
  }
}
