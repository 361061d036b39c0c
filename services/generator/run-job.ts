// Runs one admitted job (a delivered JobAdmitted) to its end: reads the job from the log, claims the attempt,
// runs the engine with files streamed out as they come, and appends exactly one final event.
import { SpanKind, type Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { readAccount } from '../../shared/accounts/account-state.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { historyStartingWith, type EventLog, type JobHistory } from '../../shared/event-log/event-log.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { ErasedKeyError, type EventSealer } from '../../shared/privacy/event-sealing.ts';
import type { JobRequested } from '../../shared/events/catalogue.ts';
import { deploymentIdFor } from '../../shared/files/digest.ts';
import { evolve, initialJobState, isFinal } from '../../shared/jobs/job-state.ts';
import { isIdenticalReuse } from '../../shared/jobs/reusable-result.ts';
import { advanceProjectPointer } from '../../shared/projects/project-pointer.ts';
import type { MonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import { attemptContext } from './attempt-context.ts';
import { CancelledError, QuotaReachedError } from './attempt-stops.ts';
import type { EngineRunner, FinishedSite } from './engine-thread/engine-runner.ts';
import { EngineError } from './engines/engine.ts';
import { failureOutcome, type FailureOutcome } from './job-failure-outcome.ts';
import type { AttemptOutcome, GeneratorMetrics } from './generator-metrics.ts';
import { createJobWriter, type JobWriter } from './job-writer.ts';
import { startingFiles } from './starting-files.ts';
import { contextOfMessage, type HeaderSource } from '../../shared/telemetry/nats-trace-headers.ts';
import { inSpan, tracer } from '../../shared/telemetry/spans.ts';

export interface RunJobDeps {
  log: EventLog;
  /** Opens the delivered event (its personal fields are sealed in the log). */
  sealer: Pick<EventSealer, 'open'>;
  blobs: BlobStore;
  /** Runs the engine, the output rules and the quality report (on an engine thread in production). */
  engine: EngineRunner;
  logger: Logger;
  generatorId: string;
  ackWaitMs: number;
  maxDeliver: number;
  forkAllowedHosts: readonly string[];
  /** The same limits as for a caller's files (MAX_FILES, MAX_FILE_BYTES): engine output is held to them. */
  maxFiles: number;
  maxFileBytes: number;
  /**
   * Calls `onCancelled` once the caller's cancel (a JobFailed with reason `cancelled`) is in the
   * log; returns the unsubscribe. Absent: the generator does not watch.
   */
  watchCancel?: (jobId: string, onCancelled: () => void) => () => void;
  /** Monthly token counters; absent: quotas are not enforced by this generator. */
  usage?: MonthlyUsage;
  /** Counts attempts and their times (generator-metrics.ts); absent: nothing is counted. */
  metrics?: Pick<GeneratorMetrics, 'started' | 'finished'>;
}

/** What runJob needs of a delivered message (a JsMsg of the generators' consumer). */
export interface JobDelivery {
  readonly seq: number;
  readonly subject: string;
  readonly info: { readonly deliveryCount: number };
  json(): unknown;
  /** The message's headers: the trace context it was published in travels there. */
  readonly headers?: HeaderSource;
  ack(): void;
  nak(millis?: number): void;
  term(): void;
  /** Tells the server the job is still being worked on, so it is not redelivered meanwhile. */
  working(): void;
}

export type RunOutcome =
  | 'completed'
  | 'failed'
  | 'already-finished'
  | 'superseded'
  | 'retry'
  | 'aborted'
  | 'cancelled'
  | 'left-to-gateway'
  | 'erased';

/**
 * Gateways from before JobReused answered the very same request as an earlier result with two
 * events, a JobRequested and, milliseconds later, a JobCompleted. Such a request is left to the
 * gateway this long on its first delivery (while gateways of both kinds run, or for such a request
 * still unacknowledged in the log): the wait runs out only when the gateway stopped between its
 * two appends, and the job is then built from the request.
 */
export const GATEWAY_REUSE_GRACE_MS = 2_000;

async function finish(writer: JobWriter, command: Parameters<JobWriter['apply']>[0]): Promise<boolean> {
  try {
    await writer.apply(command);
    return true;
  } catch (error) {
    // Someone else ended the job first: it ended once, which is all that matters.
    if (error instanceof SequenceConflictError && error.subject.endsWith('.finished')) return false;
    throw error;
  }
}

export async function runJob(deps: RunJobDeps, message: JobDelivery, shutdown: AbortSignal): Promise<RunOutcome> {
  // The attempt continues the trace of the admission (or the request) it was delivered.
  const attributes = {
    'messaging.system': 'nats',
    'messaging.operation.type': 'process',
    'messaging.destination.name': message.subject,
    'messaging.nats.delivery_count': message.info.deliveryCount,
    engine: deps.engine.name,
    'sitewright.generator_id': deps.generatorId,
  };
  return await inSpan('run job', { kind: SpanKind.CONSUMER, parent: contextOfMessage(message.headers), attributes }, async (span) => {
    const outcome = await runDelivered(deps, message, shutdown, span);
    span.setAttribute('sitewright.run.outcome', outcome);
    return outcome;
  });
}

async function runDelivered(deps: RunJobDeps, message: JobDelivery, shutdown: AbortSignal, span: Span): Promise<RunOutcome> {
  const delivered = await deps.sealer.open(message.json());
  if ('job_id' in delivered) span.setAttributes({ job_id: delivered.job_id, account_id: delivered.account_id });
  if (delivered.type === 'JobReused') {
    // Ready from its first event: nothing to make (delivered only by the consumer of requests that
    // generators had before the scheduler). The gateway that appended it moves a project's pointer;
    // should it have stopped first, this does (nothing when the pointer has moved).
    await advanceProjectPointer(deps.log, evolve(initialJobState, delivered), message.seq, `generator:${deps.generatorId}`);
    message.ack();
    return 'already-finished';
  }
  // The scheduler's JobAdmitted (or, from the consumer of requests generators had before it, the
  // JobRequested itself).
  if (delivered.type !== 'JobAdmitted' && delivered.type !== 'JobRequested') {
    message.term();
    return 'failed';
  }
  const jobId = delivered.job_id;
  // Listen for the caller's cancel before reading the job: a cancel appended before the read is
  // in what it reads (the job is final), one appended after reaches the subscription.
  const abort = new AbortController();
  const stopWatching = deps.watchCancel?.(jobId, () => abort.abort(new CancelledError('the job was cancelled'))) ?? (() => {});
  try {
    // A delivered JobRequested is the job's first event: only what followed it is read. An
    // admission comes after the request: the job is read whole (its request, the admission).
    const known =
      delivered.type === 'JobRequested' ? historyStartingWith({ seq: message.seq, subject: message.subject, event: delivered }) : undefined;
    const history = await deps.log.readJob(jobId, known);
    const requested = history.events[0]?.event;
    if (requested?.type !== 'JobRequested') {
      // Not a job a generator makes (a JobReused is never admitted): nothing to do.
      message.term();
      return 'failed';
    }
    return await runRequested(deps, message, shutdown, requested, history, abort);
  } catch (error) {
    // Erased while it ran (its key is gone, so nothing more can be written about it): the job is
    // not failed, it is forgotten. Acknowledged, never retried.
    if (!(error instanceof ErasedKeyError)) throw error;
    return stopErased(deps, message, jobId);
  } finally {
    stopWatching();
  }
}

function stopErased(deps: RunJobDeps, message: JobDelivery, jobId: string): RunOutcome {
  message.ack();
  deps.logger.info({ job_id: jobId, delivery: message.info.deliveryCount }, 'the job was erased; its work stopped');
  return 'erased';
}

/** runJob's work once the cancel is watched and the job read; `abort` is aborted by the caller's cancel. */
async function runRequested(
  deps: RunJobDeps,
  message: JobDelivery,
  shutdown: AbortSignal,
  requested: JobRequested,
  history: JobHistory,
  abort: AbortController,
): Promise<RunOutcome> {
  const logger = deps.logger.child({ job_id: requested.job_id, delivery: message.info.deliveryCount });
  if (history.state.erased) return stopErased(deps, message, requested.job_id);
  if (isFinal(history.state.status)) {
    // The generator that finished it may have stopped before moving the project's pointer.
    await advanceProjectPointer(deps.log, history.state, history.lastSeq.finished, `generator:${deps.generatorId}`);
    message.ack();
    return 'already-finished';
  }
  if (isIdenticalReuse(requested.data) && message.info.deliveryCount === 1) {
    // A gateway from before JobReused is completing it (its JobCompleted follows at once):
    // starting it here would only put a second attempt's events after the job's end.
    message.nak(GATEWAY_REUSE_GRACE_MS);
    return 'left-to-gateway';
  }
  const firstAttempt = history.state.attempts === 0;
  const writer = await claim(deps, history, logger);
  if (!writer) return 'superseded';
  const startedAt = performance.now();
  deps.metrics?.started(firstAttempt ? (Date.now() - Date.parse(history.state.createdAt)) / 1000 : null);
  // What the metrics count this attempt as: `error` unless it reached one of its planned ends.
  let counted: { outcome: AttemptOutcome; errorCode?: string } = { outcome: 'error' };

  const onShutdown = () => abort.abort(new Error('generator shutting down'));
  shutdown.addEventListener('abort', onShutdown, { once: true });
  // Tell the server we are alive so it does not hand the job to another generator.
  const heartbeat = setInterval(() => message.working(), Math.max(500, Math.floor(deps.ackWaitMs / 3)));
  try {
    const site = await runAttempt(deps, writer, abort, logger);
    const completed = await complete(deps, writer, message, site, logger);
    counted = { outcome: completed === 'completed' ? 'ready' : 'superseded' };
    return completed;
  } catch (error) {
    if (error instanceof ErasedKeyError || abort.signal.reason instanceof ErasedKeyError) {
      counted = { outcome: 'erased' };
      throw error instanceof ErasedKeyError ? error : abort.signal.reason;
    }
    const outcome = failureOutcome({
      error,
      abortReason: abort.signal.reason,
      shuttingDown: abort.signal.aborted && shutdown.aborted,
      deliveryCount: message.info.deliveryCount,
      maxDeliver: deps.maxDeliver,
    });
    const result = await applyFailure(outcome, writer, message, logger);
    counted = countedAs(outcome);
    return result;
  } finally {
    deps.metrics?.finished(counted.outcome, (performance.now() - startedAt) / 1000, counted.errorCode);
    clearInterval(heartbeat);
    shutdown.removeEventListener('abort', onShutdown);
  }
}

/** Starts this generator's attempt (JobStarted); null when another generator took the job over first. */
async function claim(deps: RunJobDeps, history: JobHistory, logger: Logger): Promise<JobWriter | null> {
  const writer = createJobWriter(deps.log, history, `generator:${deps.generatorId}`);
  const attempt = history.state.attempts + 1;
  try {
    await writer.apply({ type: 'StartAttempt', attempt, generatorId: deps.generatorId, engine: deps.engine.name });
  } catch (error) {
    if (error instanceof SequenceConflictError) {
      logger.info('another generator took this job over');
      return null;
    }
    throw error;
  }
  logger.info({ attempt }, 'job started');
  return writer;
}

/** The account's monthly token limit, when this generator counts tokens (the offline engine spends none, so its jobs skip the read). */
async function monthlyLimitOf(deps: RunJobDeps, writer: JobWriter): Promise<number | null> {
  if (deps.usage === undefined || deps.engine.name === 'offline') return null;
  return (await readAccount(deps.log, writer.state.accountId)).monthlyTokenLimit;
}

/** The engine's run over the job's starting files: the finished site, or a throw for failureOutcome. */
async function runAttempt(deps: RunJobDeps, writer: JobWriter, abort: AbortController, logger: Logger): Promise<FinishedSite> {
  // Quotas: the limit comes from the account's profile events, the month's usage from the counters.
  const monthlyLimit = await monthlyLimitOf(deps, writer);
  if (deps.usage && monthlyLimit !== null && (await deps.usage.get(writer.state.accountId)) >= monthlyLimit) {
    abort.abort(new QuotaReachedError(monthlyLimit));
  }
  if (abort.signal.reason instanceof QuotaReachedError) throw abort.signal.reason;
  const files = await startingFiles({ blobs: deps.blobs, forkAllowedHosts: deps.forkAllowedHosts }, writer, abort.signal);
  const context = attemptContext({ ...deps, writer, monthlyLimit, logger, abort, startingFiles: files });
  const { jobId, query, designTokens, target, lockedPaths } = writer.state;
  const request = { jobId, query, designTokens, target, lockedPaths };
  try {
    return await inSpan('engine', { attributes: { engine: deps.engine.name } }, async () => {
      const site = await deps.engine.run({ ...request, files }, context);
      // The report runs on the engine thread, as the engine's last step: its span is drawn from the times it reported.
      if (site.checkedDuring) tracer.startSpan('quality report', { startTime: site.checkedDuring.start }).end(site.checkedDuring.end);
      return site;
    });
  } catch (error) {
    // A cached result is only a head start: when the engine cannot adapt it to this request,
    // the site is built from the request alone.
    if (!(error instanceof EngineError) || error.retryable || writer.state.base?.kind !== 'cache') throw error;
    logger.info({ reason: error.message }, 'could not adapt the cached result; building from the request');
    return await inSpan('engine', { attributes: { engine: deps.engine.name, 'sitewright.engine.from_request_only': true } }, () =>
      deps.engine.run({ ...request, files: [] }, context),
    );
  }
}

/** Stores the finished site and appends the job's end (unless another generator ended it first). */
async function complete(
  deps: RunJobDeps,
  writer: JobWriter,
  message: JobDelivery,
  site: FinishedSite,
  logger: Logger,
): Promise<RunOutcome> {
  const { checks } = site;
  const refs = await inSpan('store files', { attributes: { 'sitewright.files': site.files.length } }, () =>
    deps.blobs.putFiles(writer.state.accountId, site.files),
  );
  const ended = await finish(writer, {
    type: 'CompleteJob',
    files: refs,
    deploymentId: deploymentIdFor(refs),
    progress: site.summary,
    checks,
  });
  if (ended) await advanceProjectPointer(deps.log, writer.state, writer.finishedSeq, `generator:${deps.generatorId}`);
  message.ack();
  logger.info({ files: refs.length, ended, problems: checks.problems.length }, 'job completed');
  return ended ? 'completed' : 'already-finished';
}

/** The metrics' outcome of an attempt that threw (generator-metrics.ts). */
function countedAs(outcome: FailureOutcome): { outcome: AttemptOutcome; errorCode?: string } {
  switch (outcome.kind) {
    case 'fail':
      return { outcome: 'failed', errorCode: outcome.reason };
    case 'hand-back':
      return { outcome: 'handed_back' };
    default:
      return { outcome: outcome.kind };
  }
}

/** Does what failureOutcome decided, then logs it. */
async function applyFailure(outcome: FailureOutcome, writer: JobWriter, message: JobDelivery, logger: Logger): Promise<RunOutcome> {
  const result = await actOn(outcome, writer, message);
  if (outcome.kind !== 'hand-back') logger[outcome.log.level](outcome.log.fields, outcome.log.text);
  return result;
}

async function actOn(outcome: FailureOutcome, writer: JobWriter, message: JobDelivery): Promise<RunOutcome> {
  switch (outcome.kind) {
    case 'cancelled':
      message.ack();
      return 'cancelled';
    case 'fail':
      await finish(writer, { type: 'FailJob', error: outcome.message, reason: outcome.reason });
      message.ack();
      return 'failed';
    case 'superseded':
      return 'superseded';
    case 'hand-back':
      message.nak();
      return 'aborted';
    case 'retry':
      message.nak(outcome.delayMs);
      return 'retry';
  }
}
