import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';

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

/**
 * Failures of reaching the log (as opposed to a server's answer about the request) become
 * LogUnavailableError: timeouts, closed connections, a server shutting down (the status a pull
 * waiting on it gets, or the "heartbeats missed" a consumer reports when the server went quiet), and a JetStream cluster without a leader (no responders, "not enabled" or
 * "temporarily unavailable" while it elects one).
 */
export function isUnavailable(error: unknown): boolean {
  for (
    let current = error as
        | { name?: string; message?: string; code?: unknown; api_error?: { code?: number; err_code?: number }; cause?: unknown }
        | undefined,
      depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    const text = `${current.name ?? ''} ${String(current.code ?? '')} ${current.message ?? ''}`;
    if (
      /timeout|timed out|closed|no responders|disconnect|connection|draining|ECONNREFUSED|not enabled|temporarily unavailable|no suitable peers|leader|server shutdown|heartbeats missed/i.test(
        text,
      )
    )
      return true;
    if (current.api_error?.code === 503 || current.api_error?.err_code === 10008) return true;
  }
  return false;
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
