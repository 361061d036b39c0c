// Reading a job back from the log: from scratch, and from an earlier history of it, which reads
// only the events after that history's last one and folds to exactly what a fresh read gives.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { subjectKindOf } from '../../services/generator/job-writer.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, historyStartingWith, type EventLog } from '../../shared/event-log/event-log.ts';
import { decideOrThrow, type JobCommand } from '../../shared/jobs/decide.ts';
import { evolve, initialJobState, type JobState } from '../../shared/jobs/job-state.ts';
import { recordSubjects, startTestNats, type SubjectRecorder, type TestNats } from '../support/nats.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';

let nats: TestNats;
let nc: NatsConnection;
let log: EventLog;
let directGets: SubjectRecorder;
let sealing: TestSealer;

t.before(async () => {
  nats = await startTestNats('read');
  nc = await connect({ servers: nats.url });
  directGets = await recordSubjects(nats.url, ['$JS.API.DIRECT.GET.>']);
  sealing = await openTestSealer(nc);
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: sealing.sealer });
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await directGets?.close();
  await nats?.stop();
});

const ref = (path: string): FileRef => ({ path, digest: 'a'.repeat(64), size: 10, language: 'html' });

/** Decides the command on the job's state and appends what it decides; returns the new state. */
async function apply(jobId: string, state: JobState, command: JobCommand): Promise<JobState> {
  for (const draft of decideOrThrow(command, state)) {
    const event = jobEnvelope(jobId, draft, { accountId: 'acct_1', actor: 'test' });
    await log.append(jobSubject(jobId, subjectKindOf(event.type)), event);
    state = evolve(state, event);
  }
  return state;
}

const directGetsDuring = async (action: () => Promise<unknown>) => (await directGets.during(action)).length;

t.test('a read from an earlier history asks only for what came after it, and equals a fresh read', async (t) => {
  const jobId = 'job_01JB0000000000000000000001';
  const other = 'job_01JB0000000000000000000002';
  const request: JobCommand = {
    type: 'RequestJob',
    data: {
      query: 'A bakery site',
      files: [],
      source_url: null,
      user_id: null,
      project_id: null,
      source: 'generated',
      sandbox_session: '',
      search_score: 0,
      base: null,
    },
  };
  let state = await apply(jobId, initialJobState, request);
  let otherState = await apply(other, initialJobState, request);
  state = await apply(jobId, state, { type: 'StartAttempt', attempt: 1, generatorId: 'g1', engine: 'offline' });
  const earlier = await log.readJob(jobId);
  t.equal(earlier.events.length, 2);
  t.equal(earlier.state.status, 'building');

  // Another job's events in between must not be picked up.
  otherState = await apply(other, otherState, { type: 'StartAttempt', attempt: 1, generatorId: 'g2', engine: 'offline' });
  state = await apply(jobId, state, { type: 'EmitFiles', files: [ref('index.html')], progress: 'Wrote index.html' });
  state = await apply(jobId, state, { type: 'CompleteJob', files: [ref('index.html')], deploymentId: 'dep_1', progress: 'Done' });

  let fromEarlier!: Awaited<ReturnType<EventLog['readJob']>>;
  const incremental = await directGetsDuring(async () => (fromEarlier = await log.readJob(jobId, earlier)));
  let fresh!: Awaited<ReturnType<EventLog['readJob']>>;
  const full = await directGetsDuring(async () => (fresh = await log.readJob(jobId)));
  t.same(fromEarlier, fresh, 'events, state and last sequences are those of a fresh read');
  t.equal(fromEarlier.state.status, 'ready');
  t.same(fromEarlier.state, state, 'and the state is what the decisions made');
  t.equal(incremental, 3, 'two new events and the read that finds no more');
  t.equal(full, 5, 'a fresh read asks for every event');
  t.equal(earlier.events.length, 2, 'the earlier history is left as it was');

  // Nothing new: one read that finds nothing.
  t.equal(await directGetsDuring(() => log.readJob(jobId, fresh)), 1);
});

t.test('a read that starts from the delivered JobRequested asks only for the events after it, and equals a fresh read', async (t) => {
  const jobId = 'job_01JB0000000000000000000003';
  const request: JobCommand = {
    type: 'RequestJob',
    data: {
      query: 'A florist site',
      files: [],
      source_url: null,
      user_id: null,
      project_id: null,
      source: 'generated',
      sandbox_session: '',
      search_score: 0,
      base: null,
    },
  };
  await apply(jobId, initialJobState, request);
  const requested = (await log.last(jobSubject(jobId, 'requested')))!;
  const fresh = await log.readJob(jobId);
  const delivered = historyStartingWith({ seq: requested.seq, subject: requested.subject, event: fresh.events[0]!.event });
  let continued = fresh;
  t.equal(
    await directGetsDuring(async () => (continued = await log.readJob(jobId, delivered))),
    1,
    'one direct get: there is nothing after it yet',
  );
  t.same(continued, fresh, 'the same history as a read from scratch');
  t.equal(await directGetsDuring(() => log.readJob(jobId)), 2, 'a read from scratch asks for the JobRequested too');
});
