// The blob store reads and writes the object store's own format (any client reads what it writes
// and the other way round), reads a body without creating a consumer, checks what it reads
// against its digest, keeps bodies it read within a byte limit, and asks nothing for a body it
// knows is stored. Each body is its account's, sealed with the account's key (issue 31: more in
// blob-accounts.test.ts).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { createHash } from 'node:crypto';
import t from 'tap';
import { CorruptBlobError, MissingBlobError } from '../../shared/blobs/blob-errors.ts';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { bodyName } from '../../shared/blobs/body-names.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { openBlobBucket } from '../../shared/jetstream/log-declarations.ts';
import type { KeyStore } from '../../shared/privacy/key-store.ts';
import { storedBody, testKeyStore } from '../support/blob-keys.ts';
import { recordSubjects, startTestNats, type SubjectRecorder, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
/** Every JetStream API request and object store publish, as the server routed them. */
let recorder: SubjectRecorder;
let keys: KeyStore;
const ACCOUNT = 'acct_blobs';

t.before(async () => {
  nats = await startTestNats('blobs');
  nc = await connect({ servers: nats.url });
  recorder = await recordSubjects(nats.url, ['$JS.API.>', '$O.>']);
  keys = await testKeyStore(nc);
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await recorder?.close();
  await nats?.stop();
});

/** The subjects the server saw while `action` ran. */
const requestsDuring = (action: () => Promise<unknown>) => recorder.during(action, nc);

t.test("bodies written by the store are the object store's objects, and the other way round", async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const page = '<h1>Grüße</h1>\n';
  const [ref] = await store.putFiles(ACCOUNT, [{ path: 'index.html', content: page }]);
  t.equal(ref!.digest, sha256Hex(Buffer.from(page)), 'named by the SHA-256 of its UTF-8 bytes');
  t.equal(ref!.size, Buffer.byteLength(page));
  const name = bodyName(ACCOUNT, ref!.digest);
  const { sealed, plain } = await storedBody(bucket, keys, ACCOUNT, ref!.digest);
  t.equal(plain.toString(), page, "the client library reads it back, sealed; it opens with the account's key");
  const written = await bucket.info(name);
  t.match(
    written,
    {
      name,
      size: sealed.length,
      chunks: 1,
      deleted: false,
      digest: `SHA-256=${createHash('sha256').update(sealed).digest('base64url')}=`,
    },
    'with the metadata the library writes, the digest of what is stored included',
  );

  // Written by the store: one chunk (its own write: the largest body that fits sealed, and an
  // empty one), several chunks (the library's).
  for (const body of ['a'.repeat(128 * 1024 - 29), '', `${'x'.repeat(300 * 1024)}é`]) {
    const [written] = await store.putFiles(ACCOUNT, [{ path: 'body.txt', content: body }]);
    const stored = await storedBody(bucket, keys, ACCOUNT, written!.digest);
    t.equal(stored.plain.toString(), body, `the library reads back a body of ${Buffer.byteLength(body)} bytes`);
    t.equal((await bucket.info(bodyName(ACCOUNT, written!.digest)))?.chunks, Buffer.byteLength(body) > 128 * 1024 ? 3 : 1);
    t.equal(await store.get(ACCOUNT, written!.digest), body, 'and the store too');
  }

  // Stored before issue 31 (by its digest alone, in clear), by any client: one chunk, several
  // chunks (over 128 KiB), empty.
  for (const body of ['body { color: #123; }\n', `${'x'.repeat(300 * 1024)}é`, '']) {
    const digest = sha256Hex(Buffer.from(body));
    await bucket.putBlob({ name: digest }, new TextEncoder().encode(body));
    t.equal(await store.get(ACCOUNT, digest), body, `a body of ${Buffer.byteLength(body)} bytes reads back whole`);
  }
  await t.rejects(store.get(ACCOUNT, sha256Hex('never stored')), MissingBlobError);
});

t.test('a read asks for two messages by subject and creates no consumer', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const [ref] = await store.putFiles(ACCOUNT, [{ path: 'a.css', content: 'p { margin: 0; }\n' }]);
  await store.get(ACCOUNT, ref!.digest); // the first read also asks for the bucket's settings once
  const requests = await requestsDuring(() => store.get(ACCOUNT, ref!.digest));
  t.same(
    requests.map((subject) => subject.split('.').slice(0, 6).join('.')),
    ['$JS.API.DIRECT.GET.OBJ_blobs.$O', '$JS.API.DIRECT.GET.OBJ_blobs.$O'],
    `metadata and chunk, nothing else (saw ${requests.join(', ')})`,
  );
  t.notOk(
    requests.some((subject) => subject.includes('CONSUMER')),
    'no consumer is created',
  );
});

t.test('a new body is one lookup, its chunk, then its metadata: no other request', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  await store.putFiles(ACCOUNT, [{ path: 'warm.txt', content: 'asks for the bucket settings once' }]);
  const requests = await requestsDuring(() => store.putFiles(ACCOUNT, [{ path: 'new.html', content: '<p>never stored before</p>\n' }]));
  t.same(
    requests.map((subject) =>
      subject
        .split('.')
        .slice(0, subject.startsWith('$O.') ? 3 : 6)
        .join('.'),
    ),
    ['$JS.API.DIRECT.GET.OBJ_blobs.$O', '$O.blobs.C', '$O.blobs.M'],
    `saw ${requests.join(', ')}`,
  );
});

t.test('a body that does not match its digest is refused', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  // Stored under the digest of other content: what a damaged or tampered store would hold.
  const digest = sha256Hex('what the reference promises');
  await bucket.putBlob({ name: digest }, new TextEncoder().encode('something else'));
  await t.rejects(store.get(ACCOUNT, digest), CorruptBlobError);
});

t.test('bodies read are kept within the byte limit, least recently used out first', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 40_000 });
  // Each body is ~10,000 characters, ~20 KB held: one fits beside another, a third pushes one out.
  const bodies = ['a', 'b', 'c'].map((letter) => letter.repeat(9_000));
  const refs = await store.putFiles(
    ACCOUNT,
    bodies.map((content, i) => ({ path: `${i}.txt`, content })),
  );
  const digests = refs.map((ref) => ref.digest);
  await store.get(ACCOUNT, digests[0]!);
  t.same(await requestsDuring(() => store.get(ACCOUNT, digests[0]!)), [], 'a body read once is answered from memory');
  await store.get(ACCOUNT, digests[1]!);
  await store.get(ACCOUNT, digests[2]!);
  t.equal(
    (await requestsDuring(() => store.get(ACCOUNT, digests[0]!))).length,
    2,
    'the least recently used body was evicted and is read again',
  );
  t.same(await requestsDuring(() => store.get(ACCOUNT, digests[2]!)), [], 'the most recent stays');
});

t.test('a body the process knows is stored is not put or looked up again', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const files = [{ path: 'index.html', content: '<p>once</p>\n' }];
  const first = await requestsDuring(() => store.putFiles(ACCOUNT, files));
  t.ok(
    first.some((subject) => subject.startsWith('$O.blobs.C.')),
    'the first put writes a chunk',
  );
  t.same(await requestsDuring(() => store.putFiles(ACCOUNT, files)), [], 'the second asks the server nothing');

  // Another process (another store) stored it: it looks it up once and writes nothing.
  const other = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const lookedUp = await requestsDuring(() => other.putFiles(ACCOUNT, files));
  t.notOk(
    lookedUp.some((subject) => subject.startsWith('$O.')),
    `nothing is written again (saw ${lookedUp.join(', ')})`,
  );
});

t.test("a failure to read the bucket's settings is not kept: the next read asks again", async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  let failures = 1;
  // The bucket as a store sees it while nats-server is briefly unreachable: its status fails once.
  const flaky = new Proxy(bucket, {
    get(target, property, receiver) {
      if (property === 'status' && failures > 0) {
        failures -= 1;
        return () => Promise.reject(new Error('nats-server did not answer'));
      }
      const value: unknown = Reflect.get(target, property, receiver);
      return typeof value === 'function' ? value.bind(target) : value;
    },
  });
  const [ref] = await createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 }).putFiles(ACCOUNT, [
    { path: 'b.css', content: 'b { x: 1 }\n' },
  ]);
  const store = createBlobStore(flaky, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  await t.rejects(store.get(ACCOUNT, ref!.digest), /did not answer/, 'the read while it is away fails');
  t.equal(await store.get(ACCOUNT, ref!.digest), 'b { x: 1 }\n', 'the next one works');
});

t.test('the new bodies of one put are stored together: every lookup goes out before the first body is written', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  await store.putFiles(ACCOUNT, [{ path: 'warm.txt', content: 'asks for the bucket settings once' }]);
  const files = ['one', 'two', 'three'].map((word) => ({ path: `${word}.html`, content: `<p>${word} together</p>\n` }));
  const requests = await requestsDuring(() => store.putFiles(ACCOUNT, files));
  const lookups = requests.map((subject, i) => (subject.startsWith('$JS.API.DIRECT.GET.OBJ_blobs.$O') ? i : -1)).filter((i) => i >= 0);
  const firstChunk = requests.findIndex((subject) => subject.startsWith('$O.blobs.C.'));
  t.equal(lookups.length, 3, `one lookup per body (saw ${requests.join(', ')})`);
  t.ok(firstChunk > Math.max(...lookups), 'all three before any body is written');
  const refs = await store.putFiles(ACCOUNT, files);
  t.same(
    await Promise.all(refs.map((ref) => store.get(ACCOUNT, ref.digest))),
    files.map((file) => file.content),
    'each body reads back, in order',
  );
});
