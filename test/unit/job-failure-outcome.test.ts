// What a generator does when a job's attempt throws: one row per branch of failureOutcome, each
// checking what it would append, whether it hands the job back, and after how long.
import t from 'tap';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { CancelledError, QuotaReachedError } from '../../services/generator/attempt-stops.ts';
import { EngineError, TooComplexError } from '../../services/generator/engines/engine.ts';
import { failureOutcome, type AttemptFailure } from '../../services/generator/job-failure-outcome.ts';
import { InvalidOutputError } from '../../services/generator/output-rules.ts';

const JOB = 'job_01JB0000000000000000000000';
const bug = new TypeError('x is undefined');
const shutdownReason = new Error('generator shutting down');

/** A failure on the first of five deliveries, not aborted, unless a row says otherwise. */
const failure = (over: Partial<AttemptFailure>): AttemptFailure => ({
  error: bug,
  abortReason: undefined,
  shuttingDown: false,
  deliveryCount: 1,
  maxDeliver: 5,
  ...over,
});

type Row = [string, Partial<AttemptFailure>, Record<string, unknown>];

const rows: Row[] = [
  [
    'the caller cancelled: acknowledge, append nothing',
    { abortReason: new CancelledError('cancelled'), error: bug },
    { kind: 'cancelled' },
  ],
  [
    'a cancel wins over a shutdown that came after it',
    { abortReason: new CancelledError('cancelled'), shuttingDown: true },
    { kind: 'cancelled' },
  ],
  [
    'the monthly quota is spent: the job fails with quota_exceeded',
    { abortReason: new QuotaReachedError(1_000), error: new EngineError('aborted', { retryable: true }) },
    { kind: 'fail', reason: 'quota_exceeded', message: /monthly limit of 1000 tokens/, log: { level: 'info', fields: { limit: 1_000 } } },
  ],
  [
    'a newer attempt appended to the work chain: leave the message to it',
    { error: new SequenceConflictError(`jobs.${JOB}.work`) },
    { kind: 'superseded', log: { level: 'warn', text: 'superseded by a newer attempt; stopping' } },
  ],
  [
    'a conflict on another subject is not a takeover: retried like any error',
    { error: new SequenceConflictError(`jobs.${JOB}.finished`) },
    { kind: 'retry', delayMs: 2_000 },
  ],
  [
    'the generator is shutting down: hand the job straight back',
    { abortReason: shutdownReason, shuttingDown: true },
    { kind: 'hand-back' },
  ],
  [
    'a takeover found during a shutdown is still a takeover',
    { error: new SequenceConflictError(`jobs.${JOB}.work`), abortReason: shutdownReason, shuttingDown: true },
    { kind: 'superseded' },
  ],
  [
    'an engine failure that a retry cannot help: fail with reason engine',
    { error: new EngineError('The model refused the request.') },
    { kind: 'fail', reason: 'engine', message: 'The model refused the request.', log: { level: 'info' } },
  ],
  [
    'output that breaks the rules: invalid_output',
    { error: new InvalidOutputError('Too many files.') },
    { kind: 'fail', reason: 'invalid_output' },
  ],
  ['past the CPU or memory budget: too_complex', { error: new TooComplexError('Too much work.') }, { kind: 'fail', reason: 'too_complex' }],
  [
    "an engine's message is made storable and never empty",
    { error: new EngineError('') },
    { kind: 'fail', reason: 'engine', message: 'The engine failed without giving a reason.' },
  ],
  ['a NUL in the engine message is replaced', { error: new EngineError('bad\u0000answer') }, { kind: 'fail', message: 'bad\uFFFDanswer' }],
  [
    'a retryable engine failure before the last delivery: retry',
    { error: new EngineError('The model timed out.', { retryable: true }), deliveryCount: 2 },
    { kind: 'retry', delayMs: 4_000 },
  ],
  [
    'a retryable engine failure on the last delivery: fail with its own reason',
    { error: new EngineError('The model timed out.', { retryable: true }), deliveryCount: 5 },
    { kind: 'fail', reason: 'engine', message: 'The model timed out.' },
  ],
  [
    'any other error on the last delivery: max_deliveries',
    { deliveryCount: 5 },
    { kind: 'fail', reason: 'max_deliveries', message: /after 5 attempts/, log: { level: 'error', fields: { err: bug } } },
  ],
  [
    'any other error before the last delivery: retry after 2^deliveries seconds',
    { deliveryCount: 3 },
    { kind: 'retry', delayMs: 8_000, log: { level: 'error', text: 'attempt failed; the job will be retried' } },
  ],
  ['the retry delay is capped at 30 s', { deliveryCount: 9, maxDeliver: 20 }, { kind: 'retry', delayMs: 30_000 }],
];

for (const [what, over, expected] of rows) {
  t.test(what, async (t) => {
    const outcome = failureOutcome(failure(over));
    t.equal(outcome.kind, expected.kind, `${String(expected.kind)}`);
    t.match(outcome, expected);
  });
}
