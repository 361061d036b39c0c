// The projector's loop: reads the JOBS stream in order from the checkpoint + 1 and applies it to
// the read model in batches, each in one transaction with its checkpoint, so a crash and a
// redelivery never apply anything twice. Its parts: read-ahead.ts reads and decodes the stream
// while a batch commits; batch-sizing.ts decides how many events a batch takes and when it goes;
// batch-commit.ts commits a batch (a rebuild also folds the next one meanwhile).
//
// A batch the database refuses is narrowed down to the one event it cannot store; that event is
// retried with backoff and reported on the checkpoint row (its stream sequence and the reason), so
// /readyz says which event blocks the read model. Once it goes through, the report is cleared in
// the same transaction and batches grow back.
import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import type pg from 'pg';
import type { Logger } from 'pino';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import type { EventSealer } from '../../shared/privacy/event-sealing.ts';
import type { BatchTarget } from './apply-batch.ts';
import type { BatchGate } from './batch-gate.ts';
import { BatchCommitter } from './batch-commit.ts';
import { startBatchSpans } from './batch-spans.ts';
import { BatchSizing } from './batch-sizing.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { CheckpointMovedError, readCheckpoint, recordFailure } from './checkpoint.ts';
import type { Projection } from './projection.ts';
import { ReadAhead, eventsOf, readableRun, seqOf } from './read-ahead.ts';

export interface LoopOptions extends BatchTarget {
  js: JetStreamClient;
  /** Opens every event read (its personal fields unsealed, or placeholders once erased). */
  sealer: EventSealer;
  pool: pg.Pool;
  projections: readonly Projection[];
  logger: Logger;
  maxBatch: number;
  /** Return once the checkpoint reaches this sequence (a rebuild); without it, run until aborted. */
  until?: number;
  /** Fold the next batch while one commits (a rebuild: nothing else writes its tables). */
  pipelined?: boolean;
  /** Live only: at most one batch this often under a steady flow of events (0: as soon as the last one committed). */
  batchWindowMs?: number;
  onCheckpoint(seq: number): void;
  /** Told of every batch tried: its events, how long its commit took, and whether the database took it (the projector's metrics). */
  onBatch?(batch: { events: number; seconds: number; committed: boolean }): void;
  /** Live only: each batch is folded and committed holding this gate (the blob collector's deletions wait for it: batch-gate.ts). */
  gate?: BatchGate;
}

const READ_AHEAD = 20_000;
const IDLE_CHECK_MS = 2_000;

function sleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve) => {
    const timer = setTimeout(done, ms);
    function done() {
      clearTimeout(timer);
      signal.removeEventListener('abort', done);
      resolve();
    }
    signal.addEventListener('abort', done, { once: true });
  });
}

/** Runs until aborted, until `until` is reached, or until the checkpoint moves under it (throws). */
export async function runProjection(options: LoopOptions, signal: AbortSignal): Promise<void> {
  const { pool, logger } = options;
  const { projections } = options;
  const committer = new BatchCommitter({ pool, projections, target: options, pipelined: options.pipelined ?? false });
  // Each run starts from the stored checkpoint, which a rebuild may have moved past what the
  // projections remember from an earlier run: they start with nothing remembered.
  committer.forgetFolded();
  let checkpoint = await readCheckpoint(pool, options.checkpointName);
  options.onCheckpoint(checkpoint);
  if (signal.aborted || (options.until !== undefined && checkpoint >= options.until)) return;

  const from = { deliver_policy: DeliverPolicy.StartSequence, opt_start_seq: checkpoint + 1 };
  const consumer = await options.js.consumers.get(JOBS_STREAM, from);
  const messages = await consumer.consume({ max_messages: 5_000 });
  const stop = () => messages.stop();
  signal.addEventListener('abort', stop, { once: true });
  const stream = new ReadAhead(messages, READ_AHEAD, options.sealer);
  const sizing = new BatchSizing(options.maxBatch, options.until === undefined ? (options.batchWindowMs ?? 0) : 0);
  const until = options.until ?? Number.POSITIVE_INFINITY;
  try {
    while (!signal.aborted) {
      const items = stream.items;
      if (items.length === 0) {
        const stopped = stream.stopped;
        if (stopped) throw stopped;
        const woken = await stream.waitForMore(IDLE_CHECK_MS);
        // Idle: a rebuild may have switched in tables that are further along than we are.
        if (!woken && !signal.aborted && (await readCheckpoint(pool, options.checkpointName)) !== checkpoint) {
          throw new CheckpointMovedError('the read model was replaced while the projector was idle');
        }
        continue;
      }
      const early = sizing.waitBefore(performance.now(), items.length, checkpoint);
      if (early > 0) {
        await sleep(early, signal);
        continue;
      }
      let count = committer.aheadCount ?? Math.min(items.length, sizing.limit);
      const unreadable = items.slice(0, count).findIndex((item) => !('stored' in item));
      if (unreadable > 0) count = unreadable;
      const batch = items.slice(0, count);
      // A rebuild folds the decoded events that follow while this batch commits (not while a refusal is narrowed down).
      const following = () => eventsOf(items.slice(count, count + readableRun(items, count, sizing.limit, until)));
      // Spans for the jobs' traces: live projection only (a rebuild replays old traces' events).
      const spans = options.until === undefined ? startBatchSpans(batch) : null;
      const committing = performance.now();
      try {
        const commitBatch = () => committer.commit(checkpoint, eventsOf(batch), sizing.healthy(checkpoint) ? following : undefined);
        const commit = () => (options.gate ? options.gate.run(commitBatch) : commitBatch());
        checkpoint = spans ? await spans.during(commit) : await commit();
        spans?.end();
      } catch (error) {
        spans?.end(error);
        await committer.failed();
        if (error instanceof CheckpointMovedError || signal.aborted) throw error;
        options.onBatch?.({ events: count, seconds: (performance.now() - committing) / 1000, committed: false });
        const reason = errorText(error);
        const next = sizing.refused(count, seqOf(batch[count - 1]!));
        if (next.kind === 'narrow') {
          // Narrow down to the one event the database refuses; the rest goes through meanwhile.
          await recordFailure(pool, options.checkpointName, null, reason).catch(() => {});
          continue;
        }
        const seq = seqOf(batch[0]!);
        logger.error({ err: error, seq, attempt: next.attempt }, 'the read model cannot store this event; retrying with backoff');
        await recordFailure(pool, options.checkpointName, seq, reason).catch((recordError) =>
          logger.error({ err: recordError }, 'could not record the projection failure'),
        );
        await sleep(next.delayMs, signal);
        continue;
      }
      options.onBatch?.({ events: count, seconds: (performance.now() - committing) / 1000, committed: true });
      stream.take(count);
      const retries = sizing.committed(checkpoint, performance.now());
      if (retries > 0) logger.info({ seq: checkpoint, attempts: retries }, 'projection resumed');
      options.onCheckpoint(checkpoint);
      if (checkpoint >= until) return;
    }
  } finally {
    await committer.drop();
    signal.removeEventListener('abort', stop);
    await stream.close();
  }
}
