// The extension point of the read model. A projection folds one batch of events in memory and
// writes the result with a few multi-row statements; every projection of the list runs, in order,
// inside the batch's one transaction, together with the checkpoint. To add a table: write its
// migration, write a projection for it, and add it to the list in projections/index.ts.
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import type { Db } from './sql/row-set.ts';

export interface Projection {
  readonly name: string;
  /** Folds `events` (consecutive, in stream order) and writes the rows they change. */
  project(db: Db, events: readonly StoredEvent[]): Promise<void>;
  /** The batch's transaction rolled back: forget whatever was remembered while folding it. */
  reset?(): void;
}
