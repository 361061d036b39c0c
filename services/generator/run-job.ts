// Runs one admitted job (a delivered JobAdmitted) to its end: reads the job from the log, claims the attempt,
// runs the engine with files streamed out as they come, and appends exactly one final event.
import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { parseEvent, type JobRequested } from '../../shared/events/catalogue.ts';
import { deploymentIdFor } from '../../shared/files/digest.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { evolve, initialJobState, isFinal } from '../../shared/jobs/job-state.ts';
import { historyStartingWith, type EventLog, type JobHistory } from '../../shared/event-log/event-log.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { toStorableText } from '../../shared/text/text-rules.ts';
import { isIdenticalReuse } from '../../shared/jobs/reusable-result.ts';
import { EngineError, TooComplexError, type EngineUsage } from './engines/engine.ts';
import type { EngineRunner, FinishedSite } from './engine-thread/engine-runner.ts';
import { InvalidOutputError, checkFileSize, labelled, tooManyFiles } from './output-rules.ts';
import { createJobWriter, type JobWriter } from './job-writer.ts';
import { advanceProjectPointer } from '../../shared/projects/project-pointer.ts';
import { startingFiles } from './starting-files.ts';
import { readAccount } from '../../shared/accounts/account-state.ts';
import type { MonthlyUsage } from '../../shared/quotas/monthly-usage.ts';

export interface RunJobDeps {
  log: EventLog;
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
}

export type RunOutcome = 'completed' | 'failed' | 'already-finished' | 'superseded' | 'retry' | 'aborted' | 'cancelled' | 'left-to-gateway';

/**
 * Gateways from before JobReused answered the very same request as an earlier result with two
 * events, a JobRequested and, milliseconds later, a JobCompleted. Such a request is left to the
 * gateway this long on its first delivery (while gateways of both kinds run, or for such a request
 * still unacknowledged in the log): the wait runs out only when the gateway stopped between its
 * two appends, and the job is then built from the request.
 */
export const GATEWAY_REUSE_GRACE_MS = 2_000;

/** The account's monthly token limit is spent: the job stops with a plain reason. */
class QuotaReachedError extends Error {
  override readonly name = 'QuotaReachedError';
  readonly limit: number;
  constructor(limit: number) {
    super(
      `The account's monthly limit of ${limit} tokens was reached, so the job was stopped. The files written so far are kept; the limit resets at the start of next month (UTC), or the operator can raise it.`,
    );
    this.limit = limit;
  }
}

/** The caller cancelled the job while this generator ran it: stop and spend nothing more. */
class CancelledError extends Error {
  override readonly name = 'CancelledError';
}

/** The job's `error_code` for an engine failure. */
function failureReason(error: EngineError): string {
  if (error instanceof InvalidOutputError) return 'invalid_output';
  if (error instanceof TooComplexError) return 'too_complex';
  return 'engine';
}

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

export async function runJob(deps: RunJobDeps, message: JsMsg, shutdown: AbortSignal): Promise<RunOutcome> {
  const delivered = parseEvent(message.json());
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
  } finally {
    stopWatching();
  }
}

/** runJob's work once the cancel is watched and the job read; `abort` is aborted by the caller's cancel. */
async function runRequested(
  deps: RunJobDeps,
  message: JsMsg,
  shutdown: AbortSignal,
  requested: JobRequested,
  history: JobHistory,
  abort: AbortController,
): Promise<RunOutcome> {
  const jobId = requested.job_id;
  const logger = deps.logger.child({ job_id: jobId, delivery: message.info.deliveryCount });
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
  const writer = createJobWriter(deps.log, history, `generator:${deps.generatorId}`);
  const attempt = history.state.attempts + 1;
  try {
    await writer.apply({ type: 'StartAttempt', attempt, generatorId: deps.generatorId, engine: deps.engine.name });
  } catch (error) {
    if (error instanceof SequenceConflictError) {
      logger.info('another generator took this job over');
      return 'superseded';
    }
    throw error;
  }
  logger.info({ attempt }, 'job started');

  const onShutdown = () => abort.abort(new Error('generator shutting down'));
  shutdown.addEventListener('abort', onShutdown, { once: true });
  // Tell the server we are alive so it does not hand the job to another generator.
  const heartbeat = setInterval(() => message.working(), Math.max(500, Math.floor(deps.ackWaitMs / 3)));
  let emitted = 0;
  const emittedPaths = new Set<string>();
  try {
    // Quotas: the limit comes from the account's profile events, the month's usage from the
    // counters. The offline engine spends no tokens, so its jobs skip both reads.
    const countsTokens = deps.usage !== undefined && deps.engine.name !== 'offline';
    const monthlyLimit = countsTokens ? (await readAccount(deps.log, writer.state.accountId)).monthlyTokenLimit : null;
    if (deps.usage && monthlyLimit !== null && (await deps.usage.get(writer.state.accountId)) >= monthlyLimit) {
      abort.abort(new QuotaReachedError(monthlyLimit));
    }
    if (abort.signal.reason instanceof QuotaReachedError) throw abort.signal.reason;
    const files = await startingFiles({ blobs: deps.blobs, forkAllowedHosts: deps.forkAllowedHosts }, writer, abort.signal);
    // Progress lines carry no fact of their own: they are logged, and the job's progress moves
    // with the events that do carry one (FilesEmitted, the final event), keeping the log short.
    const context = {
      signal: abort.signal,
      emit: async (batch: readonly SiteFile[]) => {
        if (batch.length === 0) return;
        for (const file of batch) {
          checkFileSize(file, deps.maxFileBytes);
          if (!emittedPaths.has(file.path) && emittedPaths.size >= deps.maxFiles) throw tooManyFiles(deps.maxFiles);
          emittedPaths.add(file.path);
        }
        const refs = await deps.blobs.putFiles(batch.map(labelled));
        emitted += refs.length;
        const what = refs.length === 1 ? refs[0]!.path : `${refs.length} files`;
        await writer.apply({
          type: 'EmitFiles',
          files: refs,
          progress: `Wrote ${what} (${emitted} file${emitted === 1 ? '' : 's'} so far)`,
        });
      },
      progress: async (text: string) => logger.debug({ progress: text.slice(0, 200) }, 'progress'),
      recordUsage: async (usage: EngineUsage) => {
        await writer.apply({ type: 'RecordUsage', usage });
        if (!deps.usage) return;
        const total = await deps.usage.add(writer.state.accountId, usage.totalTokens);
        if (monthlyLimit !== null && total >= monthlyLimit && !abort.signal.aborted) abort.abort(new QuotaReachedError(monthlyLimit));
      },
    };
    let site: FinishedSite;
    try {
      site = await deps.engine.run({ jobId, query: writer.state.query, files }, context);
    } catch (error) {
      // A cached result is only a head start: when the engine cannot adapt it to this request,
      // the site is built from the request alone.
      if (!(error instanceof EngineError) || error.retryable || writer.state.base?.kind !== 'cache') throw error;
      logger.info({ reason: error.message }, 'could not adapt the cached result; building from the request');
      site = await deps.engine.run({ jobId, query: writer.state.query, files: [] }, context);
    }
    const { checks } = site;
    const refs = await deps.blobs.putFiles(site.files);
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
  } catch (error) {
    if (abort.signal.reason instanceof CancelledError) {
      // The cancel is the job's final event already; nothing more is appended.
      message.ack();
      logger.info('the job was cancelled while running; stopped');
      return 'cancelled';
    }
    if (abort.signal.reason instanceof QuotaReachedError) {
      await finish(writer, { type: 'FailJob', error: abort.signal.reason.message, reason: 'quota_exceeded' });
      message.ack();
      logger.info({ limit: abort.signal.reason.limit }, 'job stopped: monthly token limit reached');
      return 'failed';
    }
    if (error instanceof SequenceConflictError && error.subject.endsWith('.work')) {
      // A newer attempt owns the job now; leave the message to it.
      logger.warn('superseded by a newer attempt; stopping');
      return 'superseded';
    }
    if (abort.signal.aborted && shutdown.aborted) {
      // Hand the job straight back so another generator can start it at once.
      message.nak();
      return 'aborted';
    }
    const lastDelivery = message.info.deliveryCount >= deps.maxDeliver;
    if (error instanceof EngineError && (!error.retryable || lastDelivery)) {
      // The message may quote a provider's answer: made storable, never empty (the catalogue's rule).
      const reason = toStorableText(error.message) || 'The engine failed without giving a reason.';
      await finish(writer, { type: 'FailJob', error: reason, reason: failureReason(error) });
      message.ack();
      logger.info({ reason: error.message }, 'job failed');
      return 'failed';
    }
    if (lastDelivery) {
      await finish(writer, {
        type: 'FailJob',
        error: `The job could not be completed after ${deps.maxDeliver} attempts because of an internal error. Retry the request; if it keeps failing, contact the operator.`,
        reason: 'max_deliveries',
      });
      message.ack();
      logger.error({ err: error }, 'job failed after its last attempt');
      return 'failed';
    }
    logger.error({ err: error }, 'attempt failed; the job will be retried');
    message.nak(Math.min(30_000, 1_000 * 2 ** message.info.deliveryCount));
    return 'retry';
  } finally {
    clearInterval(heartbeat);
    shutdown.removeEventListener('abort', onShutdown);
  }
}
