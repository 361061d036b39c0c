// What a generator does when a job's attempt throws, decided from what it knows at that moment:
// the error, why the attempt's signal was aborted (a cancel, the quota, a shutdown) and how many
// deliveries the job has had. Pure, so every branch is a row of a table test.
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { toStorableText } from '../../shared/text/text-rules.ts';
import { CancelledError, QuotaReachedError } from './attempt-stops.ts';
import { EngineError, TooComplexError } from './engines/engine.ts';
import { InvalidOutputError } from './output-rules.ts';

export interface AttemptFailure {
  /** What the attempt threw. */
  error: unknown;
  /** The attempt's abort signal's reason (undefined while it is not aborted). */
  abortReason: unknown;
  /** The attempt was aborted because the generator is shutting down. */
  shuttingDown: boolean;
  /** This delivery's number (1 for the first) and the consumer's last one. */
  deliveryCount: number;
  maxDeliver: number;
}

/** A line for the job's logger. */
export interface OutcomeLog {
  level: 'info' | 'warn' | 'error';
  fields: Record<string, unknown>;
  text: string;
}

export type FailureOutcome =
  /** The caller's cancel is the job's final event already: acknowledge, append nothing. */
  | { kind: 'cancelled'; log: OutcomeLog }
  /** End the job with a JobFailed (`reason` is its error_code) and acknowledge. */
  | { kind: 'fail'; reason: string; message: string; log: OutcomeLog }
  /** A newer attempt owns the job: leave the message to it. */
  | { kind: 'superseded'; log: OutcomeLog }
  /** Hand the job straight back (nak at once) so another generator can start it. */
  | { kind: 'hand-back' }
  /** Hand the job back for a later delivery to try again after `delayMs`. */
  | { kind: 'retry'; delayMs: number; log: OutcomeLog };

const RETRY_DELAY_MAX_MS = 30_000;

/** The job's `error_code` for an engine failure. */
function engineFailureReason(error: EngineError): string {
  if (error instanceof InvalidOutputError) return 'invalid_output';
  if (error instanceof TooComplexError) return 'too_complex';
  return 'engine';
}

export function failureOutcome(failure: AttemptFailure): FailureOutcome {
  const { error, abortReason } = failure;
  if (abortReason instanceof CancelledError) {
    return { kind: 'cancelled', log: { level: 'info', fields: {}, text: 'the job was cancelled while running; stopped' } };
  }
  if (abortReason instanceof QuotaReachedError) {
    return {
      kind: 'fail',
      reason: 'quota_exceeded',
      message: abortReason.message,
      log: { level: 'info', fields: { limit: abortReason.limit }, text: 'job stopped: monthly token limit reached' },
    };
  }
  if (error instanceof SequenceConflictError && error.subject.endsWith('.work')) {
    return { kind: 'superseded', log: { level: 'warn', fields: {}, text: 'superseded by a newer attempt; stopping' } };
  }
  if (failure.shuttingDown) return { kind: 'hand-back' };
  const lastDelivery = failure.deliveryCount >= failure.maxDeliver;
  if (error instanceof EngineError && (!error.retryable || lastDelivery)) {
    return {
      kind: 'fail',
      reason: engineFailureReason(error),
      // The message may quote a provider's answer: made storable, never empty (the catalogue's rule).
      message: toStorableText(error.message) || 'The engine failed without giving a reason.',
      log: { level: 'info', fields: { reason: error.message }, text: 'job failed' },
    };
  }
  if (lastDelivery) {
    return {
      kind: 'fail',
      reason: 'max_deliveries',
      message:
        `The job could not be completed after ${failure.maxDeliver} attempts because of an internal error. ` +
        'Retry the request; if it keeps failing, contact the operator.',
      log: { level: 'error', fields: { err: error }, text: 'job failed after its last attempt' },
    };
  }
  return {
    kind: 'retry',
    delayMs: Math.min(RETRY_DELAY_MAX_MS, 1_000 * 2 ** failure.deliveryCount),
    log: { level: 'error', fields: { err: error }, text: 'attempt failed; the job will be retried' },
  };
}
