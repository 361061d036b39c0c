// The projector's checkpoint row: the last stream sequence in the read model, and the failure
// report (the event the database refuses) that the gateway's /readyz and /metrics show.
import type { Db } from './sql/row-set.ts';

export const CHECKPOINT_NAME = 'read-model';

/**
 * Taken shared by every live batch transaction and exclusively by a rebuild while it switches
 * readers to the rebuilt tables, so no batch is half-way when the tables change places.
 */
export const SWAP_LOCK = 'sitewright-read-model-swap';

/** The checkpoint moved under us: another projector instance (or a rebuild) wrote. The batch is rolled back. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

export async function readCheckpoint(db: Db, name = CHECKPOINT_NAME): Promise<number> {
  const rows = await db.query<{ last_seq: string }>('select last_seq from projection_checkpoints where name = $1', [name]);
  return Number(rows.rows[0]?.last_seq ?? 0);
}

/** Moves the checkpoint and clears any failure report; runs inside the batch's transaction. Sends its statement at once. */
export function writeCheckpoint(db: Db, name: string, lastSeq: number): Promise<unknown> {
  return db.query(
    `insert into projection_checkpoints (name, last_seq, updated_at, failing_seq, failure, failing_since, failures)
     values ($1, $2, now(), null, '', null, 0)
     on conflict (name) do update set last_seq = excluded.last_seq, updated_at = excluded.updated_at,
       failing_seq = null, failure = '', failing_since = null`,
    [name, lastSeq],
  );
}

/**
 * Counts a refused batch; `seq`, once the projector has narrowed the failure down to one event,
 * names it. Runs in a transaction of its own, as the batch's was rolled back.
 */
export async function recordFailure(db: Db, name: string, seq: number | null, reason: string): Promise<void> {
  await db.query(
    `insert into projection_checkpoints (name, last_seq, updated_at, failing_seq, failure, failing_since, failures)
     values ($1, 0, now(), $2, case when $2::bigint is null then '' else $3 end, case when $2::bigint is null then null else now() end, 1)
     on conflict (name) do update set failures = projection_checkpoints.failures + 1,
       failing_seq = coalesce($2, projection_checkpoints.failing_seq),
       failure = case when $2::bigint is null then projection_checkpoints.failure else $3 end,
       failing_since = case when $2::bigint is null then projection_checkpoints.failing_since
                            else coalesce(projection_checkpoints.failing_since, now()) end`,
    [name, seq, reason.slice(0, 500)],
  );
}
