// Commits a batch with its checkpoint: one transaction (apply-batch.ts), the checkpoint moving
// to the batch's last sequence with its rows. A rebuild (`pipelined`) also folds the next batch
// and serialises its rows while one commits, so the projector's CPU and PostgreSQL work at the
// same time; that batch's reads wait for the commit. What was folded ahead assumed the batch
// before it committed: on any failure it is dropped, with all the projections remember of it.
import type pg from 'pg';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { applyBatch, commitPrepared, prepareBatch, type BatchTarget } from './apply-batch.ts';
import type { Projection } from './projection.ts';
import type { Db, Write } from './sql/row-set.ts';

export interface BatchCommitOptions {
  pool: pg.Pool;
  projections: readonly Projection[];
  target: BatchTarget;
  /** Fold the next batch while one commits (a rebuild: nothing else writes its tables). */
  pipelined: boolean;
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

export class BatchCommitter {
  readonly #options: BatchCommitOptions;
  /** The next batch, folded while the last one committed (pipelined only): its size and its writes. */
  #ahead: { count: number; writes: Promise<Write[]> } | undefined;

  constructor(options: BatchCommitOptions) {
    this.#options = options;
  }

  /** How many events the batch folded ahead holds; undefined when none is. */
  get aheadCount(): number | undefined {
    return this.#ahead?.count;
  }

  /** Every projection forgets what it remembers of batches not committed. */
  forgetFolded(): void {
    for (const projection of this.#options.projections) projection.reset?.();
  }

  /**
   * Commits `batch` (the events right after `checkpoint`) and returns the new checkpoint. With
   * `foldNext` (pipelined, healthy batches only), the events it returns are folded while this
   * batch commits, to be the next batch: it must be the events that follow `batch`.
   */
  async commit(checkpoint: number, batch: readonly StoredEvent[], foldNext?: () => readonly StoredEvent[]): Promise<number> {
    const { pool, projections, target } = this.#options;
    if (!this.#options.pipelined || !foldNext) return await applyBatch(pool, projections, target, checkpoint, batch);
    const folded = this.#ahead;
    this.#ahead = undefined;
    const writes = folded ? await folded.writes : await prepareBatch({ db: pool, now: pool }, projections, batch);
    const committing = commitPrepared(pool, projections, target, checkpoint, batch[batch.length - 1]!.seq, writes);
    const next = foldNext();
    if (next.length > 0) {
      this.#ahead = { count: next.length, writes: prepareBatch({ db: readingAfter(pool, committing), now: pool }, projections, next) };
      // Awaited when its turn comes, or by drop(); never an unhandled rejection meanwhile.
      this.#ahead.writes.catch(() => {});
    }
    return await committing;
  }

  /**
   * A batch failed. A batch folded outside its transaction (pipelined) may have failed before it
   * got there, so what was folded is forgotten even when nothing was folded ahead of it.
   */
  async failed(): Promise<void> {
    if (this.#ahead) await this.drop();
    else if (this.#options.pipelined) this.forgetFolded();
  }

  /** Drops the batch folded ahead, if any, and what the projections remember of it. */
  async drop(): Promise<void> {
    if (!this.#ahead) return;
    const dropped = this.#ahead;
    this.#ahead = undefined;
    await dropped.writes.catch(() => {});
    this.forgetFolded();
  }
}
