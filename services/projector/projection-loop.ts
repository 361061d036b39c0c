// Reads the JOBS stream in order from the checkpoint + 1 and applies it in batches. Reading runs
// ahead of applying (the next events are parsed while a batch commits), and a batch is whatever
// has arrived, up to `maxBatch`: one event when live, thousands when catching up. Live, under a
// steady flow, batches are at most one per `batchWindowMs`: a batch that would start sooner after
// the last commit waits out the rest of the window, gathering what arrives meanwhile. Each
// transaction has a fixed cost (its opening statements, the checkpoint, the commit), which at a
// thousand events a second was most of the projector's and PostgreSQL's work; the first event
// after a quiet spell is applied at once. A rebuild
// (`pipelined`) also folds the next batch and serialises its rows while one commits, so the
// projector's CPU and PostgreSQL's work at the same time; that batch's reads wait for the commit.
//
// A batch the database refuses is split in halves until the one event it cannot store is known;
// that event is retried with backoff and reported on the checkpoint row (its stream sequence and
// the reason), so /readyz says which event blocks the read model. Once it goes through, the report
// is cleared in the same transaction and batches grow back.
import { DeliverPolicy, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type pg from 'pg';
import type { Logger } from 'pino';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { applyBatch, commitPrepared, prepareBatch, type BatchTarget } from './apply-batch.ts';
import { CheckpointMovedError, readCheckpoint, recordFailure } from './checkpoint.ts';
import { createPacer } from './pacer.ts';
import type { Projection } from './projection.ts';
import type { Db, Write } from './sql/row-set.ts';

export interface LoopOptions extends BatchTarget {
  js: JetStreamClient;
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
}

type Item = { stored: StoredEvent } | { seq: number; error: Error };

const READ_AHEAD = 20_000;
const IDLE_CHECK_MS = 2_000;
const BACKOFF_MAX_MS = 5_000;

export const backoffMs = (attempt: number) => Math.min(BACKOFF_MAX_MS, 200 * 2 ** Math.max(0, attempt - 1));

function decode(message: JsMsg): Item {
  try {
    return { stored: { seq: message.seq, subject: message.subject, event: parseEvent(message.json()) } };
  } catch (error) {
    return { seq: message.seq, error: error as Error };
  }
}

const seqOf = (item: Item) => ('stored' in item ? item.stored.seq : item.seq);
const storedOf = (item: Item) => (item as { stored: StoredEvent }).stored;

/** How many readable items follow `from`, at most `limit` and none past `until`. */
function readableRun(buffer: readonly Item[], from: number, limit: number, until: number): number {
  let count = 0;
  while (count < limit && from + count < buffer.length) {
    const item = buffer[from + count]!;
    if (!('stored' in item) || item.stored.seq > until) break;
    count += 1;
  }
  return count;
}

/** The pool, for reads that must see a batch still committing: each waits for that commit first. */
function readingAfter(pool: pg.Pool, committed: Promise<unknown>): Db {
  return {
    query: async (text, values) => {
      await committed.catch(() => {});
      return await pool.query(text, values);
    },
  };
}

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
  const forgetFolded = () => {
    for (const projection of options.projections) projection.reset?.();
  };
  // Each run starts from the stored checkpoint, which a rebuild may have moved past what the
  // projections remember from an earlier run: they start with nothing remembered.
  forgetFolded();
  let checkpoint = await readCheckpoint(pool, options.checkpointName);
  options.onCheckpoint(checkpoint);
  if (signal.aborted || (options.until !== undefined && checkpoint >= options.until)) return;

  const consumer = await options.js.consumers.get(JOBS_STREAM, {
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: checkpoint + 1,
  });
  const messages = await consumer.consume({ max_messages: 5_000 });
  const stop = () => messages.stop();
  signal.addEventListener('abort', stop, { once: true });

  const buffer: Item[] = [];
  let wake: (() => void) | undefined;
  let space: (() => void) | undefined;
  let readerDone = false;
  let readError: unknown;
  // A pull delivers thousands of messages at once, and decoding them would otherwise hold the
  // thread as long (pacer.ts).
  const pace = createPacer();
  const reader = (async () => {
    try {
      for await (const message of messages) {
        await pace();
        buffer.push(decode(message));
        wake?.();
        if (buffer.length >= READ_AHEAD) await new Promise<void>((resolve) => (space = resolve));
      }
    } catch (error) {
      readError = error;
    } finally {
      readerDone = true;
      wake?.();
    }
  })();

  let limit = options.maxBatch;
  let attempt = 0;
  const batchWindowMs = options.batchWindowMs ?? 0;
  let lastCommitAt = Number.NEGATIVE_INFINITY;
  // While a refused batch is being narrowed down, batches stay small up to its last event.
  let suspectUntil = 0;
  // The next batch, folded while the last one committed (pipelined only): its first `count` items.
  let ahead: { count: number; writes: Promise<Write[]> } | undefined;
  // What was folded ahead assumed the batch before it committed: on any failure it is dropped,
  // with all the projections remember of it.
  const dropAhead = async () => {
    if (!ahead) return;
    const dropped = ahead;
    ahead = undefined;
    await dropped.writes.catch(() => {});
    forgetFolded();
  };
  try {
    while (!signal.aborted) {
      if (buffer.length === 0) {
        if (readerDone) throw readError ?? new Error('the JOBS stream consumer stopped');
        const woken = await new Promise<boolean>((resolve) => {
          wake = () => resolve(true);
          setTimeout(() => resolve(false), IDLE_CHECK_MS).unref();
        });
        wake = undefined;
        // Idle: a rebuild may have switched in tables that are further along than we are.
        if (!woken && !signal.aborted && (await readCheckpoint(pool, options.checkpointName)) !== checkpoint) {
          throw new CheckpointMovedError('the read model was replaced while the projector was idle');
        }
        continue;
      }
      // Live and healthy, a batch due sooner than a window after the last commit waits for more.
      const early = lastCommitAt + batchWindowMs - performance.now();
      if (early > 0 && options.until === undefined && attempt === 0 && checkpoint >= suspectUntil && buffer.length < limit) {
        await sleep(early, signal);
        continue;
      }
      let count = ahead ? ahead.count : Math.min(buffer.length, limit);
      const unreadable = buffer.slice(0, count).findIndex((item) => !('stored' in item));
      if (unreadable > 0) count = unreadable;
      const batch = buffer.slice(0, count);
      try {
        const first = batch[0]!;
        if (!('stored' in first)) throw first.error;
        if (options.pipelined && attempt === 0 && checkpoint >= suspectUntil) {
          const folded = ahead;
          ahead = undefined;
          const writes = folded
            ? await folded.writes
            : await prepareBatch({ db: pool, now: pool }, options.projections, batch.map(storedOf));
          const lastSeq = storedOf(batch[count - 1]!).seq;
          const committing = commitPrepared(pool, options.projections, options, checkpoint, lastSeq, writes);
          const next = readableRun(buffer, count, limit, options.until ?? Infinity);
          if (next > 0) {
            ahead = {
              count: next,
              writes: prepareBatch(
                { db: readingAfter(pool, committing), now: pool },
                options.projections,
                buffer.slice(count, count + next).map(storedOf),
              ),
            };
            // Awaited when its turn comes, or by dropAhead; never an unhandled rejection meanwhile.
            ahead.writes.catch(() => {});
          }
          checkpoint = await committing;
        } else {
          checkpoint = await applyBatch(pool, options.projections, options, checkpoint, batch.map(storedOf));
        }
      } catch (error) {
        // A batch folded outside its transaction (pipelined) may have failed before it got there,
        // so what was folded is forgotten even when nothing was folded ahead of it.
        if (ahead) await dropAhead();
        else if (options.pipelined) forgetFolded();
        if (error instanceof CheckpointMovedError || signal.aborted) throw error;
        const reason = (error as Error).message ?? String(error);
        if (count > 1) {
          // Narrow down to the one event the database refuses; the rest goes through meanwhile.
          limit = Math.ceil(count / 2);
          suspectUntil = Math.max(suspectUntil, seqOf(batch[count - 1]!));
          await recordFailure(pool, options.checkpointName, null, reason).catch(() => {});
          continue;
        }
        attempt += 1;
        const seq = seqOf(batch[0]!);
        logger.error({ err: error, seq, attempt }, 'the read model cannot store this event; retrying with backoff');
        await recordFailure(pool, options.checkpointName, seq, reason).catch((recordError) =>
          logger.error({ err: recordError }, 'could not record the projection failure'),
        );
        await sleep(backoffMs(attempt), signal);
        continue;
      }
      lastCommitAt = performance.now();
      buffer.splice(0, count);
      space?.();
      space = undefined;
      if (attempt > 0) logger.info({ seq: checkpoint, attempts: attempt }, 'projection resumed');
      attempt = 0;
      if (checkpoint >= suspectUntil) limit = Math.min(options.maxBatch, limit * 2);
      options.onCheckpoint(checkpoint);
      if (options.until !== undefined && checkpoint >= options.until) return;
    }
  } finally {
    await dropAhead();
    signal.removeEventListener('abort', stop);
    messages.stop();
    space?.();
    await reader;
  }
}
