// The blob store with binary files (issue 27), on a real nats-server: a binary file's blob is its
// bytes (named by their SHA-256, its size theirs), read back as base64 with `encoding: 'base64'`
// whether it fits one chunk or needs several; text and base64 of the same characters are different
// bodies; each process's cache keeps a body's text and its base64 apart.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { openBlobBucket } from '../../shared/jetstream/log-declarations.ts';
import type { KeyStore } from '../../shared/privacy/key-store.ts';
import { FONT_WOFF2, makePng } from '../support/binary-files.ts';
import { storedBody, testKeyStore } from '../support/blob-keys.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
let keys: KeyStore;
const ACCOUNT = 'acct_binary';

t.before(async () => {
  nats = await startTestNats('blobs-binary');
  nc = await connect({ servers: nats.url });
  keys = await testKeyStore(nc);
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await nats?.stop();
});

t.test('a binary file is stored as its bytes and read back as base64', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 1024 * 1024 });
  const png = makePng(8, 8);
  // Over 128 KiB: several chunks, written and read by the client library.
  const big = makePng(8, 8, [9, 9, 9], 300_000);
  const refs = await store.putFiles(ACCOUNT, [
    { path: 'logo.png', content: png.toString('base64'), encoding: 'base64' },
    { path: 'fonts/a.woff2', content: FONT_WOFF2.toString('base64'), encoding: 'base64', language: 'font' },
    { path: 'hero.png', content: big.toString('base64'), encoding: 'base64' },
    { path: 'index.html', content: '<h1>Hi</h1>' },
  ]);
  t.same(refs[0], { path: 'logo.png', digest: sha256Hex(png), size: png.length, language: 'png', encoding: 'base64' });
  t.same(refs[1], { path: 'fonts/a.woff2', digest: sha256Hex(FONT_WOFF2), size: FONT_WOFF2.length, language: 'font', encoding: 'base64' });
  t.same(refs[2], { path: 'hero.png', digest: sha256Hex(big), size: big.length, language: 'png', encoding: 'base64' });
  t.same(refs[3], { path: 'index.html', digest: sha256Hex('<h1>Hi</h1>'), size: 11, language: 'html' }, 'a text file: no encoding');
  t.same((await storedBody(bucket, keys, ACCOUNT, refs[0]!.digest)).plain, png, 'the object is the bytes themselves, sealed');
  t.same((await storedBody(bucket, keys, ACCOUNT, refs[2]!.digest)).plain, big);

  // Read back by a store with nothing cached, and again from the cache.
  for (const reader of [createBlobStore(bucket, await jetstreamManager(nc), keys, { cacheBytes: 0 }), store]) {
    const files = await reader.getFiles(ACCOUNT, refs);
    t.same(files[0], { path: 'logo.png', content: png.toString('base64'), language: 'png', encoding: 'base64' });
    t.same(files[1], { path: 'fonts/a.woff2', content: FONT_WOFF2.toString('base64'), language: 'font', encoding: 'base64' });
    t.same(files[2], { path: 'hero.png', content: big.toString('base64'), language: 'png', encoding: 'base64' });
    t.same(files[3], { path: 'index.html', content: '<h1>Hi</h1>', language: 'html' });
  }
  t.equal(await store.get(ACCOUNT, refs[3]!.digest, 'base64'), Buffer.from('<h1>Hi</h1>').toString('base64'), "a text's bytes as base64");
  t.equal(await store.get(ACCOUNT, refs[3]!.digest), '<h1>Hi</h1>', 'and as text again: the cache keeps the two apart');
});

t.test('the same characters as text and as base64 are two bodies', async (t) => {
  const bucket = await openBlobBucket(nc, 1);
  const store = createBlobStore(bucket, await jetstreamManager(nc), keys);
  const [text, bytes] = await store.putFiles(ACCOUNT, [
    { path: 'a.txt', content: 'QUJD' },
    { path: 'a.ico', content: 'QUJD', encoding: 'base64' },
  ]);
  t.equal(text!.digest, sha256Hex('QUJD'));
  t.equal(bytes!.digest, sha256Hex('ABC'));
  t.equal(bytes!.size, 3);
  t.same(await store.getFiles(ACCOUNT, [text!, bytes!]), [
    { path: 'a.txt', content: 'QUJD', language: 'text' },
    { path: 'a.ico', content: 'QUJD', language: 'ico', encoding: 'base64' },
  ]);
});
