// The extension point of the read model. A projection folds one batch of events in memory and
// returns the batch's writes: a few multi-row statements, serialised already. Every projection of
// the list runs, in order; their writes run inside the batch's one transaction, together with the
// checkpoint. To add a table: write its migration, write a projection for it, and add it to the
// list in projections/index.ts.
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import type { Db, Write } from './sql/row-set.ts';

export interface Projection {
  readonly name: string;
  /**
   * Folds `events` (consecutive, in stream order) and returns the writes of the rows they change.
   * What `db` reads includes every earlier batch. What the projection remembers while folding
   * (states it caches) counts as written: the next batch may be folded before this one commits.
   */
  prepare(db: Db, events: readonly StoredEvent[]): Promise<readonly Write[]>;
  /** A batch folded by `prepare` did not commit: forget whatever was remembered since the last one that did. */
  reset?(): void;
}
