// The one job-erasure command against a real nats-server: it appends JobErased once, destroys the
// job's key, finishes again after a crash between the two, and erases no other account's job.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { eraseJob } from '../../shared/erasure/erase-job.ts';
import { createKeyStore, jobKeyName, openKeyBucket, type KeyStore } from '../../shared/privacy/key-store.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { requestedEvent } from '../support/job-events.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

let nats: TestNats;
let nc: NatsConnection;
let log: EventLog;
let keys: KeyStore;

t.before(async () => {
  nats = await startTestNats('erase-job');
  nc = await connect({ servers: nats.url });
  keys = await createKeyStore(nc, await openKeyBucket(nc, 1));
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: createEventSealer(keys) });
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await nats?.stop();
});

const erase = (jobId: string, accountId = 'acct_1') => eraseJob(log, keys, { accountId, jobId, by: 'customer', actor: 'test' });

t.test('erases once, destroys the key, and says so when asked again', async (t) => {
  await log.append(jobSubject('job_e1', 'requested'), requestedEvent('job_e1'), { expectLastSubjectSeq: 0 });
  await keys.key(jobKeyName('job_e1'), { parent: 'master' });
  t.same(await erase('job_e1'), { outcome: 'erased' });
  t.equal((await keys.key(jobKeyName('job_e1'))).state, 'erased');
  t.same(await erase('job_e1'), { outcome: 'already' });
  const events = await log.readSubjects(jobSubject('job_e1', 'erased'));
  t.equal(events.length, 1, 'one JobErased');
  t.equal(events[0]?.event.type, 'JobErased');
  const history = await log.readJob('job_e1');
  t.equal(history.state.erased, true);
  t.equal(history.state.query, '');
});

t.test('a crash between the append and the key: the next call destroys the key', async (t) => {
  await log.append(jobSubject('job_e2', 'requested'), requestedEvent('job_e2'), { expectLastSubjectSeq: 0 });
  await keys.key(jobKeyName('job_e2'), { parent: 'master' });
  // What a killed eraser leaves: the event, not the key's erasure.
  const killed = await createKeyStore(nc, await openKeyBucket(nc, 1));
  const noErase = { ...killed, erase: async () => {} };
  t.same(await eraseJob(log, noErase, { accountId: 'acct_1', jobId: 'job_e2', by: 'retention', actor: 'test' }), { outcome: 'erased' });
  await killed.stop();
  t.equal((await keys.key(jobKeyName('job_e2'))).state, 'live');
  t.same(await erase('job_e2'), { outcome: 'already' });
  t.equal((await keys.key(jobKeyName('job_e2'))).state, 'erased');
});

t.test("another account's job and an unknown job are not found, and keep their keys", async (t) => {
  await log.append(jobSubject('job_e3', 'requested'), requestedEvent('job_e3', 'x', 'acct_other'), { expectLastSubjectSeq: 0 });
  await keys.key(jobKeyName('job_e3'), { parent: 'master' });
  const refused = await erase('job_e3', 'acct_1');
  t.equal('refused' in refused && refused.refused.code, 'not_found');
  t.equal((await keys.key(jobKeyName('job_e3'))).state, 'live');
  const unknown = await erase('job_nope');
  t.equal('refused' in unknown && unknown.refused.code, 'not_found');
});
