// The extension point of the read model. A projection folds one batch of events in memory and
// returns the batch's writes: a few multi-row statements, serialised already. Every projection of
// the list runs, in order; their writes run inside the batch's one transaction, together with the
// checkpoint. To add a table: write its migration, write a projection for it, and add it to the
// list in projections/index.ts.
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import type { Pace } from './pacer.ts';
import type { Db, Write } from './sql/row-set.ts';

/** What a projection reads through while it folds a batch, and how it paces a long fold. */
export interface BatchContext {
  /** Sees every batch before this one: a rebuild folding ahead waits here for the commit in flight. */
  db: Db;
  /**
   * Answers at once, without waiting for a batch in flight: only for reads that such a batch
   * cannot make wrong (which blob bodies are stored, blob-writer.ts).
   */
  now: Db;
  /** `await pace()` in long loops: lets the event loop turn every few milliseconds (pacer.ts). */
  pace: Pace;
}

export interface Projection {
  readonly name: string;
  /**
   * Folds `events` (consecutive, in stream order) and returns the writes of the rows they change.
   * What `context.db` reads includes every earlier batch. What the projection remembers while
   * folding (states it caches) counts as written: the next batch may be folded before this one
   * commits.
   */
  prepare(context: BatchContext, events: readonly StoredEvent[]): Promise<readonly Write[]>;
  /** A batch folded by `prepare` did not commit: forget whatever was remembered since the last one that did. */
  reset?(): void;
}
