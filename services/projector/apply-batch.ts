// One batch, one transaction: every projection writes its rows and the checkpoint moves to the
// batch's last sequence, so a crash and redelivery never double-apply anything.
import type pg from 'pg';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { CheckpointMovedError, SWAP_LOCK, writeCheckpoint } from './checkpoint.ts';
import { createPacer } from './pacer.ts';
import type { BatchContext, Projection } from './projection.ts';
import type { Write } from './sql/row-set.ts';

export interface BatchTarget {
  checkpointName: string;
  /** Live projectors take the swap lock shared, so a rebuild switches tables between batches. */
  takeSwapLock: boolean;
}

/** Folds `batch` with every projection, in order: the batch's writes, ready to run. */
export async function prepareBatch(reads: Omit<BatchContext, 'pace'>, projections: readonly Projection[], batch: readonly StoredEvent[]): Promise<Write[]> {
  const context = { ...reads, pace: createPacer() };
  const writes: Write[] = [];
  for (const projection of projections) writes.push(...(await projection.prepare(context, batch)));
  return writes;
}

/**
 * Applies `batch` (consecutive stream sequences, starting right after `fromCheckpoint`), folded
 * inside its transaction, and returns the new checkpoint. Throws CheckpointMovedError when the
 * stored checkpoint is not `fromCheckpoint`.
 */
export function applyBatch(pool: pg.Pool, projections: readonly Projection[], target: BatchTarget, fromCheckpoint: number, batch: readonly StoredEvent[]): Promise<number> {
  const lastSeq = batch[batch.length - 1]?.seq ?? fromCheckpoint;
  return inTransaction(pool, projections, target, fromCheckpoint, lastSeq, (client) => prepareBatch({ db: client, now: client }, projections, batch));
}

/** Like applyBatch, for a batch already folded by prepareBatch (a rebuild folds the next batch while this one commits). */
export function commitPrepared(pool: pg.Pool, projections: readonly Projection[], target: BatchTarget, fromCheckpoint: number, lastSeq: number, writes: readonly Write[]): Promise<number> {
  return inTransaction(pool, projections, target, fromCheckpoint, lastSeq, async () => writes);
}

async function inTransaction(
  pool: pg.Pool,
  projections: readonly Projection[],
  target: BatchTarget,
  fromCheckpoint: number,
  lastSeq: number,
  writesOf: (client: pg.PoolClient) => Promise<readonly Write[]>,
): Promise<number> {
  const client = await pool.connect();
  let broken: Error | undefined;
  try {
    // The read model can always be derived again, and the checkpoint commits with the rows: a
    // database crash that loses the last commits just makes the projector apply them again. So
    // the batch need not wait for its WAL to reach the disk. (One round trip for both: a live
    // batch is often one event, and each statement's round trip counts.)
    await client.query('begin; set local synchronous_commit = off');
    if (target.takeSwapLock) await client.query('select pg_advisory_xact_lock_shared(hashtext($1))', [SWAP_LOCK]);
    const rows = await client.query<{ last_seq: string }>('select last_seq from projection_checkpoints where name = $1 for update', [target.checkpointName]);
    const current = Number(rows.rows[0]?.last_seq ?? 0);
    if (current !== fromCheckpoint) throw new CheckpointMovedError(`checkpoint is ${current}, expected ${fromCheckpoint}`);
    for (const write of await writesOf(client)) await write(client);
    await writeCheckpoint(client, target.checkpointName, lastSeq);
    await client.query('commit');
    return lastSeq;
  } catch (error) {
    await client.query('rollback').catch((rollbackError: Error) => (broken = rollbackError));
    for (const projection of projections) projection.reset?.();
    throw error;
  } finally {
    // A connection that could not even roll back is dropped rather than reused.
    client.release(broken);
  }
}
