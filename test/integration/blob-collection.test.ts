// Collection of bodies no live job uses (issue 31), on a real nats-server and PostgreSQL, the read
// model written by the projector's own projections: after a job is erased its unshared bodies go
// from the object store and from `blobs`, while another account's identical body, a body another
// live job of the same account uses, and a body younger than the grace period stay; a sweep stopped
// between marking a body deleted and purging it is finished by the next one, with nothing done
// twice; an erased account's bodies all go; bodies stored before (by digest alone) are left to the
// migration; a body collected and put again is back in the read model with its next job.
import { spawn } from 'node:child_process';
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import type pg from 'pg';
import pino from 'pino';
import t from 'tap';
import { createBlobStore, type BlobStore } from '../../shared/blobs/blob-store.ts';
import { bodyName } from '../../shared/blobs/body-names.ts';
import { createObjectRecords, type ObjectRecords } from '../../shared/blobs/object-records.ts';
import { createScreenshotStore, type ScreenshotStore } from '../../shared/blobs/screenshot-store.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import type { JobEvent } from '../../shared/events/catalogue.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { fromSnapshot } from '../../shared/jobs/job-state-snapshot.ts';
import { openBlobBucket, openScreenshotBucket } from '../../shared/jetstream/log-declarations.ts';
import { accountKeyName, type KeyStore } from '../../shared/privacy/key-store.ts';
import { applyBatch, projectorPool } from '../../services/projector/apply-batch.ts';
import { createBatchGate } from '../../services/projector/batch-gate.ts';
import { bodiesOf, createBlobCollector, type BlobCollectorDeps } from '../../services/projector/blob-collection/blob-collector.ts';
import { createBlobWriter } from '../../services/projector/blob-writer.ts';
import { createErasedBodyCollections } from '../../services/projector/blob-collection/erased-body-collections.ts';
import { createProjections } from '../../services/projector/projections/index.ts';
import { makePng } from '../support/binary-files.ts';
import { testKeyStore } from '../support/blob-keys.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

const GRACE_MS = 2_000;

let nats: TestNats;
let nc: NatsConnection;
let jsm: JetStreamManager;
let db: TestDatabase;
let pool: pg.Pool;
let keys: KeyStore;
let blobs: BlobStore;
let shots: ScreenshotStore;
let records: { blobs: ObjectRecords; screenshots: ObjectRecords };
const gate = createBatchGate();
let writer: ReturnType<typeof createBlobWriter>;
let projections: ReturnType<typeof createProjections>;
let seq = 0;

t.before(async () => {
  nats = await startTestNats('blob-collection');
  nc = await connect({ servers: nats.url });
  jsm = await jetstreamManager(nc);
  db = await createTestDatabase();
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  pool = projectorPool({ connectionString: db.url, max: 3 });
  keys = await testKeyStore(nc);
  // Writers remember a body as stored, and touch an old one, well inside the grace period: as in production.
  blobs = createBlobStore(await openBlobBucket(nc, 1), jsm, keys, { cacheBytes: 0, knownForMs: 300, touchAfterMs: 300 });
  shots = createScreenshotStore(await openScreenshotBucket(nc, 1), jsm, keys);
  records = {
    blobs: createObjectRecords(await openBlobBucket(nc, 1), jsm),
    screenshots: createObjectRecords(await openScreenshotBucket(nc, 1), jsm),
  };
  writer = createBlobWriter(blobs);
  projections = createProjections({ blobs, keys, blobWriter: writer });
});
t.teardown(async () => {
  await pool?.end();
  await db?.drop();
  await keys?.stop();
  await nc?.close();
  await nats?.stop();
});

const collector = (extra: Partial<BlobCollectorDeps> = {}) =>
  createBlobCollector({
    buckets: records,
    db: pool,
    keys,
    graceMs: GRACE_MS,
    gate,
    writer,
    logger: pino({ level: 'silent' }),
    ...extra,
  });

/** Applies the events as the live projector does: one batch, holding the batch gate. */
async function project(...events: JobEvent[]): Promise<void> {
  const batch = events.map((event) => ({ seq: seq + 1 + events.indexOf(event), subject: jobSubject(event.job_id, 'work'), event }));
  const from = seq;
  seq += events.length;
  await gate.run(() => applyBatch(pool, projections, { checkpointName: 'read-model', takeSwapLock: false }, from, batch));
}

const envelope = (jobId: string, accountId: string, draft: Parameters<typeof jobEnvelope>[1]) =>
  jobEnvelope(jobId, draft, { accountId, actor: 'test' });

/** A ready job of the account: its request (starting files), its files, and its screenshots. */
function readyJob(accountId: string, parts: { inputs?: FileRef[]; files: FileRef[]; screenshots?: string[] }) {
  const jobId = newJobId();
  const events: JobEvent[] = [
    envelope(jobId, accountId, {
      type: 'JobRequested',
      version: 1,
      data: {
        query: 'A site',
        files: parts.inputs ?? [],
        source_url: null,
        user_id: null,
        project_id: null,
        source: 'generated',
        sandbox_session: '',
        search_score: 0,
        base: null,
      },
    }),
    envelope(jobId, accountId, {
      type: 'JobCompleted',
      version: 1,
      data: { files: parts.files, deployment_id: `dep_${jobId}`, progress: 'Done', checks: null },
    }),
  ];
  if (parts.screenshots) {
    events.push(
      envelope(jobId, accountId, {
        type: 'JobRendered',
        version: 1,
        data: {
          status: 'done',
          reason: '',
          checks: null,
          screenshots: parts.screenshots.map((digest, i) => ({
            page: `p${i}.html`,
            device: 'desktop' as const,
            digest,
            width: 4,
            height: 4,
            bytes: 10,
          })),
        },
      }),
    );
  }
  return { jobId, events, erased: () => envelope(jobId, accountId, { type: 'JobErased', version: 1, data: { by: 'customer' } }) };
}

const put = async (accountId: string, content: string, path = 'page.html') => (await blobs.putFiles(accountId, [{ path, content }]))[0]!;
const stored = async (accountId: string, digest: string) => (await records.blobs.meta(bodyName(accountId, digest)))?.meta.deleted === false;
const row = async (accountId: string, digest: string) =>
  (await pool.query('select 1 from blobs where account_id = $1 and digest = $2', [accountId, digest])).rowCount === 1;
const olderThanGrace = () => new Promise((resolve) => setTimeout(resolve, GRACE_MS + 200));

t.test("after a job is erased, its unshared bodies go; another account's identical one and a body another job uses stay", async (t) => {
  const [alpha, beta] = ['acct_collect_alpha', 'acct_collect_beta'];
  const same = await put(alpha, '<p>the same page in both accounts</p>', 'index.html');
  await put(beta, '<p>the same page in both accounts</p>');
  const shared = await put(alpha, '<p>used by two jobs of alpha</p>', 'shared.html');
  const own = await put(alpha, '<p>used by the erased job only</p>', 'own.html');
  const input = await put(alpha, '<p>a starting file of the erased job</p>', 'input.html');
  const shot = await shots.put(alpha, makePng(3, 3));
  const erased = readyJob(alpha, { inputs: [input], files: [same, shared, own], screenshots: [shot] });
  const kept = readyJob(alpha, { files: [{ ...shared, path: 'other.html' }] });
  const other = readyJob(beta, { files: [same] });
  await project(...erased.events, ...kept.events, ...other.events);
  for (const [accountId, ref] of [
    [alpha, same],
    [alpha, shared],
    [alpha, own],
    [alpha, input],
    [beta, same],
  ] as const) {
    t.ok(await row(accountId, ref.digest), `${accountId} ${ref.path}: a row once projected`);
  }

  await olderThanGrace();
  const before = (await pool.query('select state from jobs where id = $1', [erased.jobId])).rows[0].state;
  await project(erased.erased());
  // What the projector's erasure handling passes: the bodies the job's state named before.
  const used = bodiesOf(fromSnapshot(before));
  t.same(new Set(used.files), new Set([same.digest, shared.digest, own.digest, input.digest]), "the erased job's files and starting file");
  t.same(used.screenshots, [shot], 'and its screenshot');
  const counts = await collector().collect(alpha, used);
  t.match(counts, { bodies: 4, rows: 3, young: 0 }, 'three file bodies and the screenshot, three rows');
  t.notOk(await stored(alpha, own.digest), "the erased job's own body is gone from the object store");
  t.notOk(await row(alpha, own.digest), 'and from the read model');
  t.notOk(await stored(alpha, input.digest), 'so is its starting file');
  t.notOk(await stored(alpha, same.digest), "and its account's copy of the shared page");
  t.notOk(await row(alpha, same.digest));
  t.equal(await shots.get(alpha, shot), null, 'and its screenshot');
  t.equal(await records.screenshots.meta(bodyName(alpha, shot)), null, 'nothing of it is left, not even a marker');
  t.ok(await stored(beta, same.digest), "the other account's identical body is untouched");
  t.ok(await row(beta, same.digest));
  t.equal(await blobs.get(beta, same.digest), '<p>the same page in both accounts</p>');
  t.ok(await stored(alpha, shared.digest), 'a body another live job of the account uses stays');
  t.ok(await row(alpha, shared.digest));

  t.same(
    await collector().collect(alpha, { files: [same.digest, own.digest], screenshots: [shot] }),
    { bodies: 0, bytes: 0, rows: 0, young: 0, youngUntil: 0, seen: 0, legacy: 0 },
    'collecting again does nothing',
  );

  // The same page in a new job of the account: put again (the writers forgot it), and back in the read model.
  const again = await put(alpha, '<p>the same page in both accounts</p>');
  const next = readyJob(alpha, { files: [again] });
  await project(...next.events);
  t.ok(await stored(alpha, again.digest), 'put again');
  t.ok(await row(alpha, again.digest), 'and projected again: the blob writer forgot the row the collector deleted');
});

t.test('a body younger than the grace period stays, even unused; once older, the sweep takes it', async (t) => {
  const account = 'acct_collect_young';
  // Put by a writer whose job's event the projector has not applied yet.
  const fresh = await put(account, '<p>put for a job not projected yet</p>');
  const asked = Date.now();
  const counts = await collector().collect(account, { files: [fresh.digest] });
  t.match(counts, { bodies: 0, young: 1 });
  t.ok(
    counts.youngUntil > asked && counts.youngUntil <= Date.now() + GRACE_MS,
    'it says when the young body is old enough: its time plus the grace period',
  );
  t.ok(await stored(account, fresh.digest), 'the young body is untouched');
  const swept = await collector().sweep();
  t.ok(swept.young >= 1, 'the sweep leaves it too');
  t.ok(await stored(account, fresh.digest));

  // A writer puts it again just before it would be old enough: its time starts again.
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS - 500));
  await put(account, '<p>put for a job not projected yet</p>');
  await new Promise((resolve) => setTimeout(resolve, 800));
  await collector().sweep();
  t.ok(await stored(account, fresh.digest), 'a put refreshed it: still inside the grace period');

  await olderThanGrace();
  await collector().sweep();
  t.notOk(await stored(account, fresh.digest), 'unused and older than the grace period: collected');
});

t.test("an erased job's young body is collected again once old enough, by the projector's own timer, with no sweep", async (t) => {
  const account = 'acct_collect_later';
  const fresh = await put(account, '<p>written just before its job was erased</p>');
  const used = await put(account, '<p>also used by a live job</p>');
  await project(...readyJob(account, { files: [used] }).events);
  const later = createErasedBodyCollections(collector(), pino({ level: 'silent' }), { retryMarginMs: 100 });
  t.teardown(() => later.stop());
  later.add([{ accountId: account, files: [fresh.digest, used.digest], screenshots: [] }]);
  later.afterCommit();
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.ok(await stored(account, fresh.digest), 'young when its job was erased: left');
  const deadline = Date.now() + GRACE_MS + 5_000;
  while ((await stored(account, fresh.digest)) && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  t.notOk(await stored(account, fresh.digest), 'collected once older than the grace period, within it plus the margin');
  t.ok(await stored(account, used.digest), 'the body a live job uses stays');

  // Stopped, a collection not yet due is dropped (the sweep takes it): nothing runs after stop.
  const dropped = await put(account, '<p>erased just before the projector stopped</p>');
  const stopping = createErasedBodyCollections(collector(), pino({ level: 'silent' }), { retryMarginMs: 100 });
  stopping.add([{ accountId: account, files: [dropped.digest], screenshots: [] }]);
  stopping.afterCommit();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await stopping.stop();
  await new Promise((resolve) => setTimeout(resolve, GRACE_MS + 500));
  t.ok(await stored(account, dropped.digest), 'left to the sweep');
  await collector().sweep();
  t.notOk(await stored(account, dropped.digest), 'which takes it');
});

t.test('a sweep stopped between marking a body deleted and purging it is finished by the next, nothing twice', async (t) => {
  const account = 'acct_collect_crash';
  const used = await put(account, '<p>used by a live job</p>');
  const unused: FileRef[] = [];
  for (let i = 0; i < 12; i++) unused.push(await put(account, `<p>unused body ${i}</p>`, `u${i}.html`));
  const gone = readyJob(account, { files: unused.slice(0, 6) });
  const live = readyJob(account, { files: [used] });
  await project(...gone.events, ...live.events, gone.erased());
  await olderThanGrace();

  const names = unused.map((ref) => bodyName(account, ref.digest));
  const nuids = await Promise.all(names.map(async (name) => (await records.blobs.meta(name))!.meta.nuid));
  let marks = 0;
  const crashing = collector({
    afterMark: async () => {
      marks += 1;
      if (marks === 5) throw new Error('killed between the marker and the purge');
    },
  });
  await t.rejects(crashing.sweep(), /killed between the marker and the purge/);
  const left = await Promise.all(names.map((name) => records.blobs.meta(name)));
  t.equal(left.filter((found) => found === null).length, 4, 'four bodies were collected whole');
  t.equal(left.filter((found) => found?.meta.deleted).length, 1, 'one is marked deleted, not purged');
  t.equal(left.filter((found) => found?.meta.deleted === false).length, 7, 'seven not reached');
  t.equal(await blobs.get(account, unused[0]!.digest).catch(() => 'missing'), 'missing', 'a marked body reads as missing');

  const counts = await collector().sweep();
  t.equal(counts.bodies, 7, 'the second sweep collects the seven left, and finishes the marked one without counting it again');
  t.equal(counts.rows, 6, "the erased job's six rows");
  for (const name of names) t.equal(await records.blobs.meta(name), null, `${name}: gone`);
  t.ok(await stored(account, used.digest), 'the body a live job uses is untouched');
  t.ok(await row(account, used.digest));
  t.equal(await blobs.get(account, used.digest), '<p>used by a live job</p>');
  for (const nuid of nuids) {
    const chunk = await jsm.streams.getMessage('OBJ_blobs', { last_by_subj: `$O.blobs.C.${nuid}` }).catch(() => null);
    t.equal(chunk, null, `chunk ${nuid} of a collected body: purged`);
  }
  const again = await collector().sweep();
  t.match(again, { bodies: 0, rows: 0 }, 'a third sweep finds nothing to do');
});

t.test('a sweep SIGKILLed mid-way and run again collects every unused body once, and nothing else', async (t) => {
  const account = 'acct_collect_killed';
  const used = await put(account, '<p>used by a live job, killed sweep</p>');
  const unused: FileRef[] = [];
  for (let i = 0; i < 20; i++) unused.push(await put(account, `<p>unused body ${i}, killed sweep</p>`, `k${i}.html`));
  const gone = readyJob(account, { files: unused });
  const live = readyJob(account, { files: [used] });
  await project(...gone.events, ...live.events, gone.erased());
  await olderThanGrace();

  const child = spawn(process.execPath, ['test/support/blob-sweep-process.ts'], {
    env: { ...process.env, NATS_URL: nats.url, DATABASE_URL: db.url, BLOB_COLLECT_GRACE_MS: String(GRACE_MS), SLOW_MS: '40' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let marked = 0;
  await new Promise<void>((resolve, reject) => {
    child.stdout.on('data', (chunk: Buffer) => {
      marked += chunk
        .toString()
        .split('\n')
        .filter((line) => line.startsWith('marked ')).length;
      if (marked >= 5) {
        child.kill('SIGKILL');
        resolve();
      }
    });
    child.on('exit', (code) => reject(new Error(`the sweep ended (code ${code}) before it was killed`)));
  });
  const names = unused.map((ref) => bodyName(account, ref.digest));
  const before = await Promise.all(names.map((name) => records.blobs.meta(name)));
  t.ok(
    before.some((found) => found?.meta.deleted === false),
    'killed mid-way: some bodies were not reached',
  );

  await collector().sweep();
  for (const name of names) t.equal(await records.blobs.meta(name), null, `${name}: collected, marker and all`);
  t.equal(
    (await pool.query('select count(*)::int as n from blobs where account_id = $1', [account])).rows[0].n,
    1,
    "one row left: the live job's",
  );
  t.equal(await blobs.get(account, used.digest), '<p>used by a live job, killed sweep</p>', "the live job's body reads as before");
  t.match(await collector().sweep(), { bodies: 0, rows: 0 }, 'and a third sweep has nothing to do');
});

t.test("an erased account's bodies all go, whatever their age and use; another account's stay", async (t) => {
  const [erased, kept] = ['acct_collect_erased', 'acct_collect_kept'];
  const page = await put(erased, '<p>an erased account page</p>');
  const keptPage = await put(kept, '<p>an erased account page</p>');
  const shot = await shots.put(erased, makePng(2, 2));
  const job = readyJob(erased, { files: [page], screenshots: [shot] });
  await project(...job.events);
  await keys.erase(accountKeyName(erased));
  const counts = await collector().collectAccount(erased);
  t.match(counts, { bodies: 2, rows: 1 }, 'its body and screenshot, and its row, at once (no grace period)');
  t.notOk(await stored(erased, page.digest));
  t.notOk(await row(erased, page.digest));
  t.equal(await records.screenshots.meta(bodyName(erased, shot)), null);
  t.ok(await stored(kept, keptPage.digest), "another account's identical body stays");
  await t.rejects(collector().collectAccount(kept), /not erased/, 'a live account is never collected whole');

  // One put just before the erasure, not in the read model yet: the sweep takes it.
  const late = 'acct_collect_late';
  const body = await put(late, '<p>put just before the account was erased</p>');
  await keys.erase(accountKeyName(late));
  await collector().sweep();
  t.notOk(await stored(late, body.digest), 'the sweep collects an erased account body, young as it is');
});

t.test('bodies stored before (named by their digest alone) are left to the migration, and counted', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const old = '<p>stored before issue 31</p>';
  await bucket.putBlob({ name: sha256Hex(old) }, Buffer.from(old));
  await olderThanGrace();
  const counts = await collector().sweep();
  t.ok(counts.legacy >= 1, 'counted');
  t.ok(await bucket.info(sha256Hex(old)), 'and left');
  t.equal(await blobs.get('acct_any', sha256Hex(old)), old, 'it still reads');
});
