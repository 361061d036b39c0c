// The in-memory EventLog the unit tests use (test/support/memory-event-log.ts) keeps the JetStream
// adapter's promises: the same cases run against both, on a fresh log each, and must agree.
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t, { type Test } from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { InvalidEventError, SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import type { SitewrightEvent } from '../../shared/events/catalogue.ts';
import { JOBS_STREAM, jobSubject } from '../../shared/events/subjects.ts';
import * as jobEvents from '../support/job-events.ts';
import { MemoryEventLog, subjectMatches } from '../support/memory-event-log.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';

const JOB_A = 'job_01JB00000000000000000000AA';
const JOB_B = 'job_01JB00000000000000000000BB';

// Each event is made once (its id and time are its own) and appended to both logs, so their
// answers can be compared whole.
const made = new Map<string, SitewrightEvent>();
function once(key: string, make: () => SitewrightEvent): SitewrightEvent {
  const event = made.get(key) ?? make();
  made.set(key, event);
  return event;
}
const revoke = (keyId: string) =>
  once(`revoke ${keyId}`, () =>
    accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, { accountId: 'acct_1', actor: 'test' }),
  );
const requestedEvent = (jobId: string) => once(`requested ${jobId}`, () => jobEvents.requestedEvent(jobId));
const admittedEvent = (jobId: string, seq: number) => once(`admitted ${jobId}`, () => jobEvents.admittedEvent(jobId, seq));
const startedEvent = (jobId: string, attempt: number, generatorId: string) =>
  once(`started ${jobId}`, () => jobEvents.startedEvent(jobId, attempt, generatorId));

let nats: TestNats;
let nc: NatsConnection;
let sealing: TestSealer;
t.before(async () => {
  nats = await startTestNats('event-log-contract');
  nc = await connect({ servers: nats.url });
  sealing = await openTestSealer(nc);
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await nats?.stop();
});

/** A fresh, empty JOBS stream for each case. */
async function freshJetStreamLog(): Promise<EventLog> {
  const jsm = await ensureJobsStream(nc, 1);
  await jsm.streams.delete(JOBS_STREAM);
  return createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: sealing.sealer });
}

const logs: [string, () => Promise<EventLog>][] = [
  ['jetstream', freshJetStreamLog],
  ['memory', async () => new MemoryEventLog()],
];

const caught = (promise: Promise<unknown>) =>
  promise.then(
    () => undefined,
    (error: unknown) => error,
  );

/** Runs `body` against each log; what each returns must be the same. */
function bothAgree(name: string, body: (t: Test, log: EventLog) => Promise<unknown>) {
  t.test(name, async (t) => {
    const seen: unknown[] = [];
    for (const [kind, make] of logs) {
      await t.test(kind, async (t) => void seen.push(await body(t, await make())));
    }
    t.same(seen[1], seen[0], 'the memory log answers as JetStream does');
  });
}

bothAgree('one sequence across subjects; last() per subject', async (t, log) => {
  t.equal(await log.append('keys.k1', revoke('k1')), 1);
  t.equal(await log.append('keys.k2', revoke('k2')), 2);
  t.equal(await log.append('keys.k1', revoke('k1')), 3);
  t.equal((await log.last('keys.k1'))?.seq, 3);
  t.equal(await log.last('keys.none'), null);
  return await log.readSubjects('keys.>');
});

bothAgree('an expected last subject sequence that no longer holds is a conflict with code 10071', async (t, log) => {
  t.equal(await log.append('keys.k1', revoke('k1'), { expectLastSubjectSeq: 0 }), 1);
  await log.append('keys.k2', revoke('k2'));
  t.equal(await log.append('keys.k1', revoke('k1'), { expectLastSubjectSeq: 1 }), 3, 'the subject sequence, not the stream one');
  const stale = await caught(log.append('keys.k1', revoke('k1'), { expectLastSubjectSeq: 1 }));
  t.type(stale, SequenceConflictError);
  const cause = stale instanceof Error ? stale.cause : undefined;
  t.equal(cause instanceof JetStreamApiError && cause.code, JetStreamApiCodes.StreamWrongLastSequence);
  t.type(await caught(log.append('keys.k9', revoke('k9'), { expectLastSubjectSeq: 5 })), SequenceConflictError, 'on an empty subject too');
  return (await log.readSubjects('keys.>')).map((stored) => stored.seq);
});

bothAgree('a msgId already appended returns its sequence and appends nothing, whatever else the append says', async (t, log) => {
  const first = await log.append('keys.k1', revoke('k1'), { msgId: 'm1', expectLastSubjectSeq: 0 });
  await log.append('keys.k1', revoke('k1'));
  t.equal(await log.append('keys.k1', revoke('k1'), { msgId: 'm1', expectLastSubjectSeq: 0 }), first, 'a stale expectation');
  t.equal(await log.append('keys.k2', revoke('k2'), { msgId: 'm1' }), first, 'another subject');
  t.equal((await log.readSubjects('keys.>')).length, 2);
  return first;
});

bothAgree('an event that breaks the catalogue is refused', async (t, log) => {
  const broken: SitewrightEvent = { ...revoke('k1'), occurred_at: 'yesterday' };
  t.type(await caught(log.append('keys.k1', broken)), InvalidEventError);
  return await log.last('keys.k1');
});

bothAgree('a job is read from its request, folded, with the last sequence of each subject', async (t, log) => {
  const none = await log.readJob(JOB_A);
  t.same(none.events, [], 'a job with no request has no history');
  t.notOk(none.state.exists);
  t.same(none.lastSeq, { requested: 0, admitted: 0, work: 0, finished: 0, deployed: 0, rendered: 0, erased: 0 });
  await log.append(jobSubject(JOB_A, 'requested'), requestedEvent(JOB_A), { msgId: JOB_A, expectLastSubjectSeq: 0 });
  await log.append(jobSubject(JOB_B, 'requested'), requestedEvent(JOB_B), { msgId: JOB_B, expectLastSubjectSeq: 0 });
  await log.append(jobSubject(JOB_A, 'admitted'), admittedEvent(JOB_A, 1), { expectLastSubjectSeq: 0 });
  const before = await log.readJob(JOB_A);
  t.same(
    before.events.map((stored) => stored.seq),
    [1, 3],
  );
  t.equal(before.state.status, 'building');
  t.ok(before.state.admitted);
  await log.append(jobSubject(JOB_A, 'work'), startedEvent(JOB_A, 1, 'g1'), { expectLastSubjectSeq: 0 });
  const after = await log.readJob(JOB_A, before);
  t.same(
    after.events.map((stored) => stored.seq),
    [1, 3, 4],
    'only what followed is read; the known history is kept',
  );
  t.same(before.events.length, 2, 'the known history is not changed');
  t.same(after.lastSeq, { requested: 1, admitted: 3, work: 4, finished: 0, deployed: 0, rendered: 0, erased: 0 });
  t.equal(after.state.attempts, 1);
  return { after, head: await log.readJobHead(JOB_A) };
});

bothAgree('readSubjects takes wildcards and a range of sequences', async (t, log) => {
  for (const key of ['k1', 'k2', 'k3']) await log.append(`keys.${key}`, revoke(key));
  await log.append(jobSubject(JOB_A, 'requested'), requestedEvent(JOB_A));
  await log.append(jobSubject(JOB_A, 'admitted'), admittedEvent(JOB_A, 4));
  const seqs = async (filter: string, range?: { fromSeq?: number; beforeSeq?: number }) =>
    (await log.readSubjects(filter, range)).map((stored) => stored.seq);
  t.same(await seqs('keys.*'), [1, 2, 3]);
  t.same(await seqs('keys.*', { fromSeq: 2, beforeSeq: 3 }), [2]);
  t.same(await seqs('jobs.*.admitted'), [5]);
  t.same(await seqs('jobs.>'), [4, 5]);
  t.same(await seqs('>', { fromSeq: 3 }), [3, 4, 5]);
  return await log.readSubjects('>');
});

t.test('subject matching: * is one token, a final > one or more', async (t) => {
  t.ok(subjectMatches('jobs.*.requested', 'jobs.j1.requested'));
  t.notOk(subjectMatches('jobs.*.requested', 'jobs.j1.admitted'));
  t.notOk(subjectMatches('jobs.*', 'jobs.j1.requested'));
  t.ok(subjectMatches('jobs.>', 'jobs.j1.requested'));
  t.notOk(subjectMatches('jobs.>', 'jobs'));
  t.ok(subjectMatches('keys.k1', 'keys.k1'));
  t.notOk(subjectMatches('keys.k1', 'keys.k1.x'));
});
