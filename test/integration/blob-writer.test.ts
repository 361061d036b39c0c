// The projector's blob writer asks the read model once per digest it has not seen stored, fetches
// only the bodies the table lacks, and forgets what it remembered when a batch does not commit: a
// body whose insert was rolled back is stored by the next attempt.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t from 'tap';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { createBlobWriter } from '../../services/projector/blob-writer.ts';
import type { Db } from '../../services/projector/sql/row-set.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
let db: TestDatabase;
let pool: pg.Pool;
let blobs: BlobStore;

t.before(async () => {
  nats = await startTestNats('blob-writer');
  nc = await connect({ servers: nats.url });
  blobs = await openBlobStore(nc, 1, { cacheBytes: 0 });
  db = await createTestDatabase();
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  pool = new pg.Pool({ connectionString: db.url, max: 2 });
});
t.teardown(async () => {
  await pool?.end();
  await db?.drop();
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

const stored = async (digest: string) => (await pool.query('select 1 from blobs where digest = $1', [digest])).rowCount === 1;

t.test('each digest is looked up once, and only missing bodies are fetched and stored', async (t) => {
  const [kept, fresh] = await blobs.putFiles([
    { path: 'a.html', content: '<p>kept</p>', language: 'html' },
    { path: 'b.html', content: '<p>fresh</p>', language: 'html' },
  ]);
  await pool.query('insert into blobs (digest, content, size) values ($1, $2, $3)', [kept!.digest, '<p>kept</p>', 11]);
  const writer = createBlobWriter(blobs);
  const reads = counting();
  const write = await writer.prepare(reads, [kept!.digest, fresh!.digest]);
  t.equal(reads.statements, 1, 'one lookup for both digests');
  await write(reads);
  t.ok(await stored(fresh!.digest), 'the missing body is stored');
  const before = reads.statements;
  const again = await writer.prepare(reads, [kept!.digest, fresh!.digest]);
  t.equal(reads.statements, before, 'digests seen stored are not looked up again');
  await again(reads);
  t.equal(reads.statements, before, 'and nothing is written for them');
});

t.test('after a batch that did not commit, its bodies are looked up and stored again', async (t) => {
  const [body] = await blobs.putFiles([{ path: 'c.html', content: '<p>rolled back</p>', language: 'html' }]);
  const writer = createBlobWriter(blobs);
  const reads = counting();
  // The batch's write never runs: its transaction rolled back, and the projection is reset.
  await writer.prepare(reads, [body!.digest]);
  writer.reset();
  const retried = await writer.prepare(reads, [body!.digest]);
  t.equal(reads.statements, 2, 'looked up again after the reset');
  await retried(reads);
  t.ok(await stored(body!.digest), 'the body is stored by the batch that commits');
});
