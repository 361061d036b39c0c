// Crypto-shredding's core against a real nats-server (issue 31): the key store's tree of keys in its
// KV bucket, and events sealed on the way in and opened on the way out; erasing a key turns what it
// sealed into placeholders marked `erased`, for every process, and leaves no way back.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { jobEnvelope, accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { JobRequested, SitewrightEvent } from '../../shared/events/catalogue.ts';
import { createEventSealer, ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import {
  accountKeyName,
  createKeyStore,
  jobKeyName,
  KeyUnavailableError,
  openKeyBucket,
  projectKeyName,
  type KeyStore,
} from '../../shared/privacy/key-store.ts';
import { newKey } from '../../shared/privacy/aes-gcm.ts';
import { requestedEvent } from '../support/job-events.ts';
import { recordSubjects, startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
const master = newKey();
const stores: KeyStore[] = [];

async function keyStore(masterKey: Buffer | undefined = master): Promise<KeyStore> {
  const store = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey });
  stores.push(store);
  return store;
}

t.before(async () => {
  nats = await startTestNats('sealing');
  nc = await connect({ servers: nats.url });
});
t.teardown(async () => {
  for (const store of stores) await store.stop();
  await nc?.close();
  await nats?.stop();
});

const MARKER = 'zqx-marker-4711';

function projectRequest(jobId: string, projectId: string | null, accountId = 'acct_seal'): JobRequested {
  const event = requestedEvent(jobId, `A site for ${MARKER} bakery`, accountId);
  if (event.type !== 'JobRequested') throw new Error('not a request');
  const sandbox = projectId ? `sbx_${projectId}` : '';
  return { ...event, data: { ...event.data, project_id: projectId, sandbox_session: sandbox, user_id: `user-${MARKER}` } };
}

t.test('a sealed event keeps ids and statuses clear, hides the personal fields, and opens back whole', async (t) => {
  const sealer = createEventSealer(await keyStore());
  const event = projectRequest('job_seal_1', null);
  const stored = await sealer.seal(event);
  const text = JSON.stringify(stored);
  t.notMatch(text, MARKER, 'neither the query nor the user id is in the stored form');
  t.match(text, 'job_seal_1');
  t.match(text, '"source":"generated"', "what is no one's data stays clear");
  const opened = await sealer.open(JSON.parse(text));
  t.same(opened, event);
  t.equal(opened.erased, undefined);
});

t.test('erasing the job key: every process reads placeholders, and nothing more may be written', async (t) => {
  const writer = createEventSealer(await keyStore());
  const reader = createEventSealer(await keyStore());
  const event = projectRequest('job_seal_2', null);
  const stored = JSON.parse(JSON.stringify(await writer.seal(event)));
  t.equal((await reader.open(stored)).erased, undefined, 'the other process reads it (and keeps its key)');
  const eraser = await keyStore();
  await eraser.erase(jobKeyName('job_seal_2'));
  // The other process learns it from the bucket: within the watch's delivery, not the cache's life.
  let opened: SitewrightEvent = await reader.open(stored);
  for (let i = 0; i < 50 && !opened.erased; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    opened = await reader.open(stored);
  }
  t.equal(opened.erased, true);
  if (opened.type !== 'JobRequested') throw new Error('type changed');
  t.equal(opened.data.query, '');
  t.equal(opened.data.user_id, null);
  t.same(opened.data.files, []);
  t.equal(opened.job_id, 'job_seal_2', 'ids stay');
  await t.rejects(writer.seal({ ...event, id: 'another' }), ErasedKeyError, 'an erased key is never made again');
  t.equal((await eraser.key(jobKeyName('job_seal_2'))).state, 'erased');
});

t.test("erasing a project erases its jobs' keys; other projects and jobs of the account stay", async (t) => {
  const store = await keyStore();
  const sealer = createEventSealer(store);
  const inProject = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_p1', 'garden'))));
  const elsewhere = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_p2', 'kitchen'))));
  const alone = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_p3', null))));
  await store.erase(projectKeyName('acct_seal', 'garden', 'sbx_garden'));
  t.equal((await sealer.open(inProject)).erased, true);
  t.equal((await sealer.open(elsewhere)).erased, undefined);
  t.equal((await sealer.open(alone)).erased, undefined);
});

t.test('erasing an account erases everything sealed under it, and no other account', async (t) => {
  const store = await keyStore();
  const sealer = createEventSealer(store);
  const mine = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_a1', 'p', 'acct_gone'))));
  const name = accountEnvelope(
    { type: 'AccountCreated', version: 1, data: { name: `Shop ${MARKER}`, rate_limit_per_minute: 60, burst: 10 } },
    { accountId: 'acct_gone', actor: 'test' },
  );
  const profile = JSON.parse(JSON.stringify(await sealer.seal(name)));
  t.notMatch(JSON.stringify(profile), MARKER);
  const theirs = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_b1', 'p', 'acct_stays'))));
  await store.erase(accountKeyName('acct_gone'));
  t.equal((await sealer.open(mine)).erased, true);
  const erasedProfile = await sealer.open(profile);
  t.equal(erasedProfile.erased, true);
  t.equal(erasedProfile.type === 'AccountCreated' && erasedProfile.data.name, '');
  t.equal((await sealer.open(theirs)).erased, undefined);
});

t.test('events written before sealing read as they are, until what they belong to is erased', async (t) => {
  const store = await keyStore();
  const sealer = createEventSealer(store);
  const old = JSON.parse(JSON.stringify(projectRequest('job_old', null, 'acct_old')));
  t.same(await sealer.open(old), old);
  await store.erase(jobKeyName('job_old'));
  const opened = await sealer.open(old);
  t.equal(opened.erased, true);
  t.equal(opened.type === 'JobRequested' && opened.data.query, '');
});

t.test('a sealed value moved to another event does not open', async (t) => {
  const sealer = createEventSealer(await keyStore());
  const first = await sealer.seal(projectRequest('job_move', null, 'acct_move'));
  const second = jobEnvelope(
    'job_move',
    { type: 'JobProgressed', version: 1, data: { progress: 'x' } },
    { accountId: 'acct_move', actor: 't' },
  );
  const moved = { ...JSON.parse(JSON.stringify(await sealer.seal(second))), data: { sealed: (first.data as { sealed: unknown }).sealed } };
  await t.rejects(sealer.open(moved));
});

t.test('account keys are wrapped by the master key: without it nothing opens', async (t) => {
  const sealer = createEventSealer(await keyStore());
  const stored = JSON.parse(JSON.stringify(await sealer.seal(projectRequest('job_m1', null, 'acct_master'))));
  const wrongMaster = createEventSealer(await keyStore(newKey()));
  await t.rejects(wrongMaster.open(stored), 'another master key cannot unwrap the account key');
});

t.test('a key looked up before it was made is found once something sealed with it is read', async (t) => {
  const reader = createEventSealer(await keyStore());
  const writer = createEventSealer(await keyStore());
  // Read first as a log written before sealing: the job's key does not exist yet, and is remembered so.
  const old = JSON.parse(JSON.stringify(projectRequest('job_late', null, 'acct_late')));
  t.same(await reader.open(old), old);
  const sealed = JSON.parse(JSON.stringify(await writer.seal({ ...old, id: '7d1f6e2a-9a43-4c37-8a4e-1b2f3c4d5e6f' })));
  const opened = await reader.open(sealed);
  t.equal(opened.erased, undefined, 'not taken for erased');
  t.equal(opened.type === 'JobRequested' && opened.data.query, old.data.query);
});

t.test('a key wrapped by the master key does not open without it, nor with another: an error, never an erasure', async (t) => {
  const stored = JSON.parse(JSON.stringify(await createEventSealer(await keyStore()).seal(projectRequest('job_m2', null, 'acct_keyless'))));
  const keyless = await createKeyStore(nc, await openKeyBucket(nc, 1));
  stores.push(keyless);
  await t.rejects(createEventSealer(keyless).open(stored), KeyUnavailableError, 'no MASTER_KEY');
  await t.rejects(createEventSealer(await keyStore(newKey())).open(stored), KeyUnavailableError, 'another MASTER_KEY');
  t.equal((await createEventSealer(await keyStore()).open(stored)).erased, undefined, 'the right one opens it');
});

t.test('preloaded, the key store opens a whole log without a request per key, and still hears erasures', async (t) => {
  const writer = createEventSealer(await keyStore());
  const stored: unknown[] = [];
  for (let i = 0; i < 5; i++)
    stored.push(JSON.parse(JSON.stringify(await writer.seal(projectRequest(`job_pre_${i}`, `p${i}`, 'acct_pre')))));
  // Keys are kept in memory a short while only, so later reads go back to what was preloaded.
  const store = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: master, cacheTtlMs: 50 });
  stores.push(store);
  t.equal(await store.preload(1), 0, 'nothing is held past the limit');
  t.ok((await store.preload()) >= 11, 'every key of the bucket is held: the account, the projects, the jobs');
  const reader = createEventSealer(store);
  const gets = await recordSubjects(nats.url, ['$JS.API.DIRECT.GET.KV_data_keys.>']);
  t.teardown(() => gets.close());
  // And an event written before sealing, whose job never had a key: known missing, not asked for.
  const old = JSON.parse(JSON.stringify(projectRequest('job_pre_old', null, 'acct_pre')));
  const asked = await gets.during(async () => {
    for (const raw of stored) t.equal((await reader.open(raw)).erased, undefined);
    t.same(await reader.open(old), old);
  }, nc);
  t.same(asked, [], `no key was asked of the server (${asked.join(', ')})`);
  // A key made after the preload is found when something sealed with it is read.
  const later = JSON.parse(JSON.stringify(await writer.seal(projectRequest('job_pre_later', 'p0', 'acct_pre'))));
  t.equal((await reader.open(later)).erased, undefined, 'a key made since the preload opens');
  await (await keyStore()).erase(jobKeyName('job_pre_0'));
  let opened = await reader.open(stored[0]);
  for (let i = 0; i < 50 && !opened.erased; i++) {
    await new Promise((resolve) => setTimeout(resolve, 20));
    opened = await reader.open(stored[0]);
  }
  t.equal(opened.erased, true, 'an erasure made elsewhere reaches a preloaded store');
  await new Promise((resolve) => setTimeout(resolve, 100));
  t.equal((await reader.open(stored[0])).erased, true, 'and stays once the key has left its memory');
});

t.test("a job's first event makes its key in one request; a key there already, or erased, is never written over", async (t) => {
  const store = await keyStore();
  const writer = createEventSealer(store);
  await store.key(accountKeyName('acct_new'), { parent: 'master' });
  const requests = await recordSubjects(nats.url, ['$JS.API.DIRECT.GET.KV_data_keys.>', '$KV.data_keys.>']);
  t.teardown(() => requests.close());
  const event = projectRequest('job_new_1', null, 'acct_new');
  let first: unknown;
  const asked = await requests.during(async () => {
    first = JSON.parse(JSON.stringify(await writer.seal(event)));
  }, nc);
  t.same(asked, ['$KV.data_keys.job.job_new_1'], `the key is written, nothing read first (${asked.join(', ')})`);

  // The same append again from another process (a retry after a lost answer): it seals with the key made then.
  const again = JSON.parse(JSON.stringify(await createEventSealer(await keyStore()).seal(event)));
  const reader = createEventSealer(await keyStore());
  for (const stored of [first, again]) {
    const opened = await reader.open(stored);
    t.equal(opened.type === 'JobRequested' && opened.data.query, event.data.query, 'both open with the one key');
  }

  // Erased, the key stays erased: a late first event of that job is refused, and the purge marker stays.
  await store.erase(jobKeyName('job_new_1'));
  const late = await keyStore();
  t.same(await late.key(jobKeyName('job_new_1'), { parent: accountKeyName('acct_new'), expectNew: true }), { state: 'erased' });
  await t.rejects(createEventSealer(await keyStore()).seal(event), ErasedKeyError);
  const entry = await (await openKeyBucket(nc, 1)).get('job.job_new_1');
  t.equal(entry?.operation, 'PURGE', 'nothing was written over the erasure');
});
