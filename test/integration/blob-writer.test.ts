// The projector's blob writer asks the read model once per body it has not seen stored, fetches
// only the bodies the table lacks, and forgets what it remembered when a batch does not commit: a
// body whose insert was rolled back is stored by the next attempt. Bodies are each account's
// (issue 31): rows are keyed by account and digest; a body the blob store no longer has is left
// out rather than stopping the projector.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t from 'tap';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import type { KeyStore } from '../../shared/privacy/key-store.ts';
import { createBlobWriter, type BodyRef } from '../../services/projector/blob-writer.ts';
import { testKeyStore } from '../support/blob-keys.ts';
import type { Db } from '../../services/projector/sql/row-set.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
let db: TestDatabase;
let pool: pg.Pool;
let blobs: BlobStore;
let keys: KeyStore;
const ACCOUNT = 'acct_writer';
const bodies = (...digests: string[]): BodyRef[] => digests.map((digest) => ({ accountId: ACCOUNT, digest, binary: false }));

t.before(async () => {
  nats = await startTestNats('blob-writer');
  nc = await connect({ servers: nats.url });
  keys = await testKeyStore(nc);
  blobs = await openBlobStore(nc, 1, keys, { cacheBytes: 0 });
  db = await createTestDatabase();
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
t.teardown(async () => {
  await pool?.end();
  await db?.drop();
  await keys?.stop();
  await nc?.close();
  await nats?.stop();
});

/** The pool, counting the statements sent through it. */
function counting(): Db & { statements: number } {
  const counter = {
    statements: 0,
    query: (text: string, values?: unknown[]) => {
      counter.statements += 1;
      return pool.query(text, values);
    },
  };
  return counter as Db & { statements: number };
}

const stored = async (digest: string, accountId = ACCOUNT) =>
  (await pool.query('select 1 from blobs where account_id = $1 and digest = $2', [accountId, digest])).rowCount === 1;

t.test('each digest is looked up once, and only missing bodies are fetched and stored', async (t) => {
  const [kept, fresh] = await blobs.putFiles(ACCOUNT, [
    { path: 'a.html', content: '<p>kept</p>', language: 'html' },
    { path: 'b.html', content: '<p>fresh</p>', language: 'html' },
  ]);
  await pool.query('insert into blobs (account_id, digest, content, size) values ($1, $2, $3, $4)', [
    ACCOUNT,
    kept!.digest,
    '<p>kept</p>',
    11,
  ]);
  const writer = createBlobWriter(blobs);
  const reads = counting();
  const write = await writer.prepare(reads, bodies(kept!.digest, fresh!.digest));
  t.equal(reads.statements, 1, 'one lookup for both digests');
  await write(reads);
  t.ok(await stored(fresh!.digest), 'the missing body is stored');
  const before = reads.statements;
  const again = await writer.prepare(reads, bodies(kept!.digest, fresh!.digest));
  t.equal(reads.statements, before, 'digests seen stored are not looked up again');
  await again(reads);
  t.equal(reads.statements, before, 'and nothing is written for them');
});

t.test('after a batch that did not commit, its bodies are looked up and stored again', async (t) => {
  const [body] = await blobs.putFiles(ACCOUNT, [{ path: 'c.html', content: '<p>rolled back</p>', language: 'html' }]);
  const writer = createBlobWriter(blobs);
  const reads = counting();
  // The batch's write never runs: its transaction rolled back, and the projection is reset.
  await writer.prepare(reads, bodies(body!.digest));
  writer.reset();
  const retried = await writer.prepare(reads, bodies(body!.digest));
  t.equal(reads.statements, 2, 'looked up again after the reset');
  await retried(reads);
  t.ok(await stored(body!.digest), 'the body is stored by the batch that commits');
});

t.test("two accounts' identical bodies are two rows, each its account's", async (t) => {
  const other = 'acct_writer_other';
  const [mine] = await blobs.putFiles(ACCOUNT, [{ path: 'same.html', content: '<p>the same page</p>' }]);
  const [theirs] = await blobs.putFiles(other, [{ path: 'same.html', content: '<p>the same page</p>' }]);
  t.equal(mine!.digest, theirs!.digest, 'the same digest');
  const writer = createBlobWriter(blobs);
  const write = await writer.prepare(pool, [...bodies(mine!.digest), { accountId: other, digest: theirs!.digest, binary: false }]);
  await write(pool);
  t.ok(await stored(mine!.digest), "the first account's row");
  t.ok(await stored(theirs!.digest, other), "the second account's row");
});

t.test('a body the blob store no longer has is left out, told, and looked up again next time', async (t) => {
  const [present] = await blobs.putFiles(ACCOUNT, [{ path: 'here.html', content: '<p>here</p>' }]);
  const gone = 'f'.repeat(64);
  const told: string[] = [];
  const writer = createBlobWriter(blobs, { onMissing: (body) => told.push(body.digest) });
  const reads = counting();
  const write = await writer.prepare(reads, bodies(present!.digest, gone));
  await write(reads);
  t.ok(await stored(present!.digest), 'the body that is there is stored');
  t.notOk(await stored(gone), 'the missing one has no row');
  t.same(told, [gone], 'and is told');
  const before = reads.statements;
  await writer.prepare(reads, bodies(present!.digest, gone));
  t.equal(reads.statements, before + 1, 'only the missing one is looked up again (it may be put again)');
});

t.test('a body forgotten (collected) is looked up again', async (t) => {
  const [body] = await blobs.putFiles(ACCOUNT, [{ path: 'f.html', content: '<p>forgotten</p>' }]);
  const writer = createBlobWriter(blobs);
  const reads = counting();
  await (await writer.prepare(reads, bodies(body!.digest)))(reads);
  const before = reads.statements;
  await writer.prepare(reads, bodies(body!.digest));
  t.equal(reads.statements, before, 'remembered');
  writer.forget(ACCOUNT, [body!.digest]);
  await writer.prepare(reads, bodies(body!.digest));
  t.equal(reads.statements, before + 1, 'looked up again once forgotten');
});
