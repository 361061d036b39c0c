// One batch, one transaction: every projection writes its rows and the checkpoint moves to the
// batch's last sequence, so a crash and redelivery never double-apply anything.
//
// The pool's connections pipeline their statements (node-postgres `pipeline: true`, see
// projectorPool): a batch sends its opening statements, then its writes and the checkpoint, each
// group in one write without waiting for answers in between, and commits once all are answered.
// A live batch of one event is then three round trips to PostgreSQL instead of ten, and on a
// machine where waking another process is costly each round trip counts.
import pg from 'pg';
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
export async function prepareBatch(
  reads: Omit<BatchContext, 'pace'>,
  projections: readonly Projection[],
  batch: readonly StoredEvent[],
): Promise<Write[]> {
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
export function applyBatch(
  pool: pg.Pool,
  projections: readonly Projection[],
  target: BatchTarget,
  fromCheckpoint: number,
  batch: readonly StoredEvent[],
): Promise<number> {
  const lastSeq = batch[batch.length - 1]?.seq ?? fromCheckpoint;
  return inTransaction(pool, projections, target, fromCheckpoint, lastSeq, (client) =>
    prepareBatch({ db: client, now: client }, projections, batch),
  );
}

/** Like applyBatch, for a batch already folded by prepareBatch (a rebuild folds the next batch while this one commits). */
export function commitPrepared(
  pool: pg.Pool,
  projections: readonly Projection[],
  target: BatchTarget,
  fromCheckpoint: number,
  lastSeq: number,
  writes: readonly Write[],
): Promise<number> {
  return inTransaction(pool, projections, target, fromCheckpoint, lastSeq, async () => writes);
}

/** The pool the projector and a rebuild write through: its connections pipeline statements. */
export function projectorPool(config: pg.PoolConfig): pg.Pool {
  return new pg.Pool({ ...config, pipeline: true });
}

/**
 * Sends the statements `send` makes on `client` in one write (the connection's stream is corked
 * meanwhile), then waits for every answer and throws the first failure: in a transaction, the
 * statements after it fail only because it did.
 */
async function sentTogether<T>(client: pg.PoolClient, send: () => Promise<T>[]): Promise<T[]> {
  const stream = client.connection.stream;
  stream.cork();
  let sent: Promise<T>[];
  try {
    sent = send();
  } finally {
    stream.uncork();
  }
  const answers: T[] = [];
  for (const result of await Promise.allSettled(sent)) {
    if (result.status === 'rejected') throw result.reason;
    answers.push(result.value);
  }
  return answers;
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
    // the batch need not wait for its WAL to reach the disk.
    const opening = sentTogether<pg.QueryResult>(client, () => [
      client.query('begin'),
      client.query('set local synchronous_commit = off'),
      ...(target.takeSwapLock ? [client.query('select pg_advisory_xact_lock_shared(hashtext($1))', [SWAP_LOCK])] : []),
      client.query('select last_seq from projection_checkpoints where name = $1 for update', [target.checkpointName]),
    ]);
    // Awaited below, or given up with the batch: never an unhandled rejection meanwhile.
    opening.catch(() => {});
    // A live batch's reads (prepare) are answered after the opening statements, in the transaction.
    const writes = await writesOf(client);
    const writing = sentTogether<unknown>(client, () => [
      ...writes.map((write) => write(client)),
      writeCheckpoint(client, target.checkpointName, lastSeq),
    ]);
    writing.catch(() => {});
    const current = Number((await opening).at(-1)!.rows[0]?.last_seq ?? 0);
    if (current !== fromCheckpoint) throw new CheckpointMovedError(`checkpoint is ${current}, expected ${fromCheckpoint}`);
    await writing;
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
