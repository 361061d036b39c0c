// Runs one delivered JobRequested to its end: reads the job from the log, claims the attempt,
// runs the engine with files streamed out as they come, and appends exactly one final event.
import type { JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { deploymentIdFor } from '../../shared/files/digest.ts';
import { filePathProblem } from '../../shared/files/file-path.ts';
import { languageForPath } from '../../shared/files/file-language.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { isFinal } from '../../shared/jobs/job-state.ts';
import type { EventLog } from '../../shared/log/event-log.ts';
import { SequenceConflictError } from '../../shared/log/log-errors.ts';
import { EngineError, type Engine, type EngineUsage } from './engines/engine.ts';
import { createJobWriter, type JobWriter } from './job-writer.ts';
import { advanceProjectPointer } from './project-pointer.ts';
import { startingFiles } from './starting-files.ts';

export interface RunJobDeps {
  log: EventLog;
  blobs: BlobStore;
  engine: Engine;
  logger: Logger;
  generatorId: string;
  ackWaitMs: number;
  maxDeliver: number;
  forkAllowedHosts: readonly string[];
}

export type RunOutcome = 'completed' | 'failed' | 'already-finished' | 'superseded' | 'retry' | 'aborted';

function labelled(file: SiteFile): SiteFile {
  return { path: file.path, content: file.content, language: file.language || languageForPath(file.path) };
}

/** Output that breaks the rules for files: the job fails with reason `invalid_output`. */
class InvalidOutputError extends EngineError {}

/** An engine's result is checked like a caller's input before it can become a ready job. */
function checkResult(files: SiteFile[]): void {
  if (files.length === 0) throw new InvalidOutputError('The engine produced no files. Rephrase the request and try again.');
  const seen = new Set<string>();
  for (const file of files) {
    const problem = filePathProblem(file.path);
    if (problem) throw new InvalidOutputError(`The engine produced an invalid file path "${file.path}": it ${problem}.`);
    if (seen.has(file.path)) throw new InvalidOutputError(`The engine produced "${file.path}" twice.`);
    seen.add(file.path);
  }
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
  const requested = parseEvent(message.json());
  if (requested.type !== 'JobRequested') {
    message.term();
    return 'failed';
  }
  const jobId = requested.job_id;
  const logger = deps.logger.child({ job_id: jobId, delivery: message.info.deliveryCount });
  const history = await deps.log.readJob(jobId);
  if (isFinal(history.state.status)) {
    // The generator that finished it may have stopped before moving the project's pointer.
    await advanceProjectPointer(deps.log, history.state, history.lastSeq.finished, `generator:${deps.generatorId}`);
    message.ack();
    return 'already-finished';
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

  const abort = new AbortController();
  const onShutdown = () => abort.abort(new Error('generator shutting down'));
  shutdown.addEventListener('abort', onShutdown, { once: true });
  // Tell the server we are alive so it does not hand the job to another generator.
  const heartbeat = setInterval(() => message.working(), Math.max(500, Math.floor(deps.ackWaitMs / 3)));
  let emitted = 0;
  try {
    const files = await startingFiles({ blobs: deps.blobs, forkAllowedHosts: deps.forkAllowedHosts }, writer, abort.signal);
    await writer.apply({ type: 'ReportProgress', progress: files.length > 0 ? `Reading ${files.length} file${files.length === 1 ? '' : 's'}` : 'Planning the site' });
    const context = {
      signal: abort.signal,
      emit: async (file: SiteFile) => {
        const [ref] = await deps.blobs.putFiles([labelled(file)]);
        emitted += 1;
        await writer.apply({ type: 'EmitFiles', files: [ref!], progress: `Wrote ${file.path} (${emitted} file${emitted === 1 ? '' : 's'} so far)` });
      },
      progress: (text: string) => writer.apply({ type: 'ReportProgress', progress: text.slice(0, 200) }),
      recordUsage: (usage: EngineUsage) => writer.apply({ type: 'RecordUsage', usage }),
    };
    let result;
    try {
      result = await deps.engine.run({ jobId, query: writer.state.query, files }, context);
    } catch (error) {
      // A cached result is only a head start: when the engine cannot adapt it to this request,
      // the site is built from the request alone.
      if (!(error instanceof EngineError) || error.retryable || writer.state.base?.kind !== 'cache') throw error;
      logger.info({ reason: error.message }, 'could not adapt the cached result; building from the request');
      await writer.apply({ type: 'ReportProgress', progress: 'Building from the request' });
      result = await deps.engine.run({ jobId, query: writer.state.query, files: [] }, context);
    }
    const final = result.files.map(labelled);
    checkResult(final);
    const refs = await deps.blobs.putFiles(final);
    const ended = await finish(writer, { type: 'CompleteJob', files: refs, deploymentId: deploymentIdFor(refs), progress: result.summary ?? 'Done' });
    if (ended) await advanceProjectPointer(deps.log, writer.state, writer.finishedSeq, `generator:${deps.generatorId}`);
    message.ack();
    logger.info({ files: refs.length, ended }, 'job completed');
    return ended ? 'completed' : 'already-finished';
  } catch (error) {
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
      await finish(writer, { type: 'FailJob', error: error.message, reason: error instanceof InvalidOutputError ? 'invalid_output' : 'engine' });
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
