// File bodies and screenshots are each account's own, sealed with the account's key (issue 31), on
// a real nats-server: two accounts' identical files are two objects; what the object store's stream
// holds never shows a file's text; a body moved to another name does not open; once the account's
// key is erased its bodies cannot be read (from memory either) nor new ones stored, while another
// account's are untouched; bodies stored before (named by their digest alone, in clear) still read;
// a put refreshes an old body's time and a process remembers a body as stored for a while only, so
// the collector's grace period holds (blob-collection.test.ts).
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { CorruptBlobError, ErasedBodyError, MissingBlobError } from '../../shared/blobs/blob-errors.ts';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { bodyName } from '../../shared/blobs/body-names.ts';
import { createObjectRecords, modifiedAt } from '../../shared/blobs/object-records.ts';
import { createScreenshotStore } from '../../shared/blobs/screenshot-store.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { openBlobBucket, openScreenshotBucket } from '../../shared/jetstream/log-declarations.ts';
import { accountKeyName, type KeyStore } from '../../shared/privacy/key-store.ts';
import { makePng } from '../support/binary-files.ts';
import { storedBody, testKeyStore } from '../support/blob-keys.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
let keys: KeyStore;

t.before(async () => {
  nats = await startTestNats('blob-accounts');
  nc = await connect({ servers: nats.url });
  keys = await testKeyStore(nc);
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await nats?.stop();
});

const MARKER = 'zqx-blob-marker-5813';

/** Every message the stream holds, as raw bytes. */
async function streamBytes(stream: string): Promise<Buffer[]> {
  const jsm = await jetstreamManager(nc);
  const last = (await jsm.streams.info(stream)).state.last_seq;
  const out: Buffer[] = [];
  for (let seq = 1; seq <= last; seq++) {
    const message = await jsm.streams.getMessage(stream, { seq }).catch(() => null);
    if (message) out.push(Buffer.from(message.data));
  }
  return out;
}

t.test("two accounts' identical files are two sealed objects, and the stream never shows the text", async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const page = `<h1>Welcome to ${MARKER}</h1>\n`;
  const [a] = await store.putFiles('acct_alpha', [{ path: 'index.html', content: page }]);
  const [b] = await store.putFiles('acct_beta', [{ path: 'index.html', content: page }]);
  t.equal(a!.digest, sha256Hex(page), 'the digest names the text');
  t.equal(b!.digest, a!.digest, 'the same digest for both');
  const alpha = await storedBody(bucket, keys, 'acct_alpha', a!.digest);
  const beta = await storedBody(bucket, keys, 'acct_beta', b!.digest);
  t.equal(alpha.plain.toString(), page);
  t.equal(beta.plain.toString(), page);
  t.not(alpha.sealed.toString('hex'), beta.sealed.toString('hex'), 'two objects, sealed with two keys');
  t.equal(await bucket.info(a!.digest), null, 'nothing under the digest alone');
  t.equal(await store.get('acct_alpha', a!.digest), page);
  t.equal(await store.get('acct_beta', a!.digest), page);

  const raw = await streamBytes('OBJ_blobs');
  t.ok(raw.length >= 4, 'the stream holds the chunks and metadata');
  t.notOk(
    raw.some((bytes) => bytes.includes(MARKER)),
    'no message of OBJ_blobs holds the marker',
  );
});

t.test('a sealed body moved under another name does not open', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const [ref] = await store.putFiles('acct_alpha', [{ path: 'a.css', content: 'a { color: red }' }]);
  await store.putFiles('acct_gamma', [{ path: 'warm.css', content: 'makes the key of acct_gamma' }]);
  const { sealed } = await storedBody(bucket, keys, 'acct_alpha', ref!.digest);
  // The same bytes under another account's name: its key and the name (associated data) differ.
  await bucket.putBlob({ name: bodyName('acct_gamma', ref!.digest) }, sealed);
  await t.rejects(store.get('acct_gamma', ref!.digest), CorruptBlobError);
  // Under another digest of the same account: the same key, but the name is sealed in with it.
  const other = sha256Hex('another body of acct_alpha');
  await bucket.putBlob({ name: bodyName('acct_alpha', other) }, sealed);
  await t.rejects(store.get('acct_alpha', other), { name: 'CorruptBlobError', message: /does not open/ });
});

t.test('a body stored before issue 31 (by its digest alone, in clear) still reads, for any account', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 });
  const old = '<p>written before bodies were sealed</p>';
  const digest = sha256Hex(old);
  await bucket.putBlob({ name: digest }, Buffer.from(old));
  t.equal(await store.get('acct_alpha', digest), old, 'through an account that has a key');
  t.equal(await store.get('acct_never_keyed', digest), old, 'and one that never had one');
  // A new put of the same text stores the account's own copy: the old one is never reused.
  await store.putFiles('acct_alpha', [{ path: 'again.html', content: old }]);
  t.equal((await storedBody(bucket, keys, 'acct_alpha', digest)).plain.toString(), old);
});

t.test("once an account's key is erased its bodies are unreadable, from memory too, and no new one is stored", async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 1024 * 1024 });
  const page = '<p>the same page in two accounts</p>';
  const [ref] = await store.putFiles('acct_erased', [{ path: 'index.html', content: page }]);
  await store.putFiles('acct_kept', [{ path: 'index.html', content: page }]);
  t.equal(await store.get('acct_erased', ref!.digest), page, 'read (and cached) before');
  await keys.erase(accountKeyName('acct_erased'));
  const error = await store.get('acct_erased', ref!.digest).catch((caught: unknown) => caught);
  t.type(error, ErasedBodyError, 'a clear error');
  t.type(error, MissingBlobError, 'which callers take for a missing body');
  await t.rejects(store.getFiles('acct_erased', [ref!]), ErasedBodyError);
  await t.rejects(store.putFiles('acct_erased', [{ path: 'new.html', content: '<p>new</p>' }]), ErasedBodyError, 'no new body');
  t.equal(await store.get('acct_kept', ref!.digest), page, "another account's identical body is untouched");
});

t.test("a put refreshes an old body's time, and a process remembers a body as stored for a while only", async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const jsm = await jetstreamManager(nc);
  const store = createBlobStore(bucket, jsm, keys, { cacheBytes: 0, touchAfterMs: 100, knownForMs: 150 });
  const records = createObjectRecords(bucket, jsm);
  const files = [{ path: 'index.html', content: '<p>touched</p>' }];
  const [ref] = await store.putFiles('acct_alpha', files);
  const name = bodyName('acct_alpha', ref!.digest);
  const first = (await records.meta(name))!;
  await new Promise((resolve) => setTimeout(resolve, 200));
  await store.putFiles('acct_alpha', files);
  const touched = (await records.meta(name))!;
  t.ok(touched.seq > first.seq, 'its metadata is written again');
  t.ok(modifiedAt(touched.meta) > modifiedAt(first.meta), 'with a later time');
  t.equal(touched.meta.nuid, first.meta.nuid, 'the same chunks');
  t.equal(await store.get('acct_alpha', ref!.digest), '<p>touched</p>', 'and it reads as before');

  // Deleted meanwhile (as the collector does): the next put after the memory runs out stores it again.
  await bucket.delete(name);
  await new Promise((resolve) => setTimeout(resolve, 200));
  await store.putFiles('acct_alpha', files);
  t.equal(await store.get('acct_alpha', ref!.digest), '<p>touched</p>', 'put again');
});

t.test("screenshots are each account's, sealed; old ones still read; an erased account's read as none", async (t) => {
  const bucket = await openScreenshotBucket(nc, 1);
  const shots = createScreenshotStore(bucket, await jetstreamManager(nc), keys);
  const png = makePng(4, 4);
  const digest = await shots.put('acct_shots', png);
  t.equal(digest, sha256Hex(png));
  t.not(Buffer.from((await bucket.getBlob(bodyName('acct_shots', digest)))!).toString('hex'), png.toString('hex'), 'stored sealed');
  t.same(Buffer.from((await shots.get('acct_shots', digest))!), png, 'read back');
  t.equal(await shots.get('acct_other', digest), null, "not another account's");
  const old = makePng(5, 5);
  await bucket.putBlob({ name: sha256Hex(old) }, old);
  t.same(Buffer.from((await shots.get('acct_shots', sha256Hex(old)))!), old, 'a picture taken before reads');
  await keys.erase(accountKeyName('acct_shots'));
  t.equal(await shots.get('acct_shots', digest), null, "an erased account's picture is none");
});
