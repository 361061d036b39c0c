// The commit of a projection batch with its checkpoint (batch-commit.ts) on a real PostgreSQL,
// with a probe projection: one transaction per batch, refused from a stale checkpoint, and in a
// rebuild the next batch folded while one commits, its reads waiting for that commit.
import type pg from 'pg';
import t from 'tap';
import { projectorPool } from '../../services/projector/apply-batch.ts';
import { BatchCommitter } from '../../services/projector/batch-commit.ts';
import { CheckpointMovedError, readCheckpoint } from '../../services/projector/checkpoint.ts';
import type { Projection } from '../../services/projector/projection.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

let db: TestDatabase;
let pool: pg.Pool;

t.before(async () => {
  db = await createTestDatabase();
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  pool = projectorPool({ connectionString: db.url, max: 4 });
});
t.teardown(async () => {
  await pool?.end();
  await db?.drop();
});

const revoke = accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: 'k1' } }, { accountId: 'acct_1', actor: 'test' });
const events = (from: number, to: number): StoredEvent[] =>
  Array.from({ length: to - from + 1 }, (_, i) => ({ seq: from + i, subject: 'keys.k1', event: revoke }));

/**
 * A projection writing one row per event to its own table; records what each fold read and how
 * often it was reset. `slowWritesMs`: each batch's writes take that long more, so a commit is
 * still running when the next fold reads.
 */
async function probe(table: string, slowWritesMs = 0) {
  await pool.query(`create table ${table} (seq bigint primary key)`);
  const folds: { seqs: number[]; rowsSeen: number }[] = [];
  let resets = 0;
  const projection: Projection = {
    name: table,
    prepare: async (context, batch) => {
      const fold = { seqs: batch.map((stored) => stored.seq), rowsSeen: -1 };
      folds.push(fold);
      const seen = await context.db.query<{ n: string }>(`select count(*) as n from ${table}`);
      fold.rowsSeen = Number(seen.rows[0]!.n);
      const seqs = JSON.stringify(batch.map((stored) => stored.seq));
      return [
        (client) => client.query(`insert into ${table} select value::bigint from json_array_elements_text($1::json)`, [seqs]),
        (client) => client.query('select pg_sleep($1)', [slowWritesMs / 1_000]),
      ];
    },
    reset: () => {
      resets += 1;
    },
  };
  const rows = async () => {
    const stored = await pool.query<{ seq: string }>(`select seq from ${table} order by seq`);
    return stored.rows.map((row) => Number(row.seq));
  };
  return { projection, folds, rows, resets: () => resets };
}

const committerFor = (projection: Projection, checkpointName: string, pipelined: boolean) =>
  new BatchCommitter({ pool, projections: [projection], target: { checkpointName, takeSwapLock: false }, pipelined });

t.test('a batch commits with its checkpoint; one from a stale checkpoint is refused and writes nothing', async (t) => {
  const { projection, rows } = await probe('probe_plain');
  const committer = committerFor(projection, 'plain', false);
  t.equal(await committer.commit(0, events(1, 3)), 3);
  t.equal(await readCheckpoint(pool, 'plain'), 3);
  await t.rejects(committer.commit(0, events(4, 4)), CheckpointMovedError);
  t.same(await rows(), [1, 2, 3]);
  t.equal(await readCheckpoint(pool, 'plain'), 3);
});

t.test('pipelined: the next batch is folded while one commits, and its reads wait for that commit', async (t) => {
  const { projection, folds, rows } = await probe('probe_pipelined', 300);
  const committer = committerFor(projection, 'pipelined', true);
  t.equal(await committer.commit(0, events(1, 3), () => events(4, 5)), 3);
  t.equal(committer.aheadCount, 2, 'the next batch is folded ahead');
  t.same(
    folds.map((fold) => fold.seqs),
    [
      [1, 2, 3],
      [4, 5],
    ],
    'its fold started before the commit ended',
  );
  t.equal(await committer.commit(3, events(4, 5), () => []), 5);
  t.same(
    folds,
    [
      { seqs: [1, 2, 3], rowsSeen: 0 },
      { seqs: [4, 5], rowsSeen: 3 },
    ],
    'the batch folded ahead is not folded again; its read waited for the commit before it',
  );
  t.equal(committer.aheadCount, undefined);
  t.same(await rows(), [1, 2, 3, 4, 5]);
});

t.test('without a next batch to fold (not healthy), a pipelined committer commits in one transaction as a live one does', async (t) => {
  const { projection, folds, rows } = await probe('probe_unhealthy');
  const committer = committerFor(projection, 'unhealthy', true);
  t.equal(await committer.commit(0, events(1, 2)), 2);
  t.equal(committer.aheadCount, undefined);
  t.same(folds, [{ seqs: [1, 2], rowsSeen: 0 }]);
  t.same(await rows(), [1, 2]);
});

t.test('a failed batch drops the batch folded ahead and what the projections remember of it', async (t) => {
  const { projection, resets, rows } = await probe('probe_failed');
  const committer = committerFor(projection, 'failed', true);
  await committer.commit(0, events(1, 2), () => []);
  const before = resets();
  // A stale checkpoint: refused, while the next batch was folded ahead.
  await t.rejects(
    committer.commit(0, events(3, 4), () => events(5, 6)),
    CheckpointMovedError,
  );
  t.equal(committer.aheadCount, 2, 'folded during the refused commit');
  await committer.failed();
  t.equal(committer.aheadCount, undefined, 'dropped');
  t.ok(resets() > before, 'the projections forgot it');
  t.same(await rows(), [1, 2]);
});
