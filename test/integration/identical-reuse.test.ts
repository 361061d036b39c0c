// A request answered with an identical earlier result is one event, JobReused: requested and
// ready at once, which no generator works on. In a project the gateway moves the project's
// pointer itself (and a generator delivered the JobReused does, should the gateway have stopped
// first). Logs from before JobReused hold such a request as a JobRequested followed by the
// gateway's JobCompleted: a generator delivered the request in between leaves it alone (no
// JobStarted after the job's end), and builds it only if the gateway stopped before completing it.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t from 'tap';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { jobSubject, projectSubject } from '../../shared/events/subjects.ts';
import { projectKey } from '../../shared/projects/project-key.ts';
import { decideOrThrow } from '../../shared/jobs/decide.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { evolve, initialJobState } from '../../shared/jobs/job-state.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { GATEWAY_REUSE_GRACE_MS } from '../../services/generator/run-job.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';

let stack: TestStack;
let nc: NatsConnection;
let log: EventLog;
let sealing: TestSealer;
let apiKey: string;
let accountId: string;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

t.before(async () => {
  stack = await startStack();
  nc = await connect({ servers: stack.nats.url });
  sealing = await openTestSealer(nc);
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: sealing.sealer });
  ({ apiKey, accountId } = await stack.createAccount({ rate_limit_per_minute: 6000, burst: 100 }));
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await stack?.stop();
});

const typesOf = async (jobId: string): Promise<string[]> =>
  (await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: admin })).body.events.map((event: { type: string }) => event.type);

/** Appends the JobRequested a gateway from before JobReused appended for a request it answered with `base`'s result. */
async function requestReuse(base: { job_id: string; files: any[] }): Promise<{ jobId: string; state: ReturnType<typeof evolve> }> {
  const jobId = newJobId();
  const [draft] = decideOrThrow(
    {
      type: 'RequestJob',
      data: {
        query: 'A site for a bike shop called Spoke',
        files: base.files,
        source_url: null,
        user_id: null,
        project_id: null,
        source: 'cache',
        sandbox_session: '',
        search_score: 1,
        base: { kind: 'cache', job_id: base.job_id, score: 1 },
      },
    },
    initialJobState,
  );
  const requested = jobEnvelope(jobId, draft!, { accountId, actor: 'test' });
  await log.append(jobSubject(jobId, 'requested'), requested, { msgId: jobId, expectLastSubjectSeq: 0 });
  return { jobId, state: evolve(initialJobState, requested) };
}

t.test('the gateway answers an identical request with one JobReused, which no generator works on', async (t) => {
  const first = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a bike shop called Spoke' } });
  const made = await stack.waitForJob(first.body.job_id, apiKey);
  t.equal(made.status, 'ready');
  await stack.caughtUp();

  const again = await stack.http('POST', '/generate', { apiKey, body: { query: 'a site for a bike shop called  Spoke' } });
  t.match(again.body, { status: 'building', source: 'cache', search_score: 1 }, 'the POST answer is as for any job');
  t.ok(again.body.cached_files.length > 0, 'with the result it reuses');
  const polled = await stack.http('GET', `/job/${again.body.job_id}`, { apiKey });
  t.match(
    polled.body,
    { status: 'ready', deployment_id: made.deployment_id, progress: 'Done (reused an identical earlier result)' },
    'ready at once',
  );
  t.same(
    polled.body.files.map((file: { path: string }) => file.path),
    made.files.map((file: { path: string }) => file.path),
  );
  // Time for a generator to have been delivered it and to have done whatever it would.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  await stack.caughtUp();
  t.same(await typesOf(again.body.job_id), ['JobReused'], 'one event, and no attempt of a generator after it');
  const stored = await log.readJob(again.body.job_id);
  t.match(stored.state, { status: 'ready', checks: made.checks ?? null }, "the earlier result's quality report comes with it");
  t.equal(stored.lastSeq.finished, 0, 'nothing on the finished subject');
  const db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
  t.teardown(() => db.end());
  const rows = (
    await db.query<{ id: string; reusable: boolean }>('select id, reusable from jobs where id = any($1) order by id', [
      [made.job_id, again.body.job_id],
    ])
  ).rows;
  t.same(
    Object.fromEntries(rows.map((row) => [row.id, row.reusable])),
    { [made.job_id]: true, [again.body.job_id]: false },
    'the search keeps offering the earlier result, not a copy of it for each repeat',
  );
});

t.test('logs from before JobReused: a generator delivered the request between the two events leaves it to the gateway', async (t) => {
  const made = await stack.waitForJob(
    (await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a bike shop called Crank' } })).body.job_id,
    apiKey,
  );
  await stack.caughtUp();
  const base = { job_id: made.job_id, files: (await log.readJob(made.job_id)).state.files };

  // The old gateway's two appends, 300 ms apart: the generator is delivered the request in between.
  const { jobId, state } = await requestReuse(base);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [completed] = decideOrThrow(
    { type: 'CompleteJob', files: base.files, deploymentId: made.deployment_id, progress: 'Done (reused an identical earlier result)' },
    state,
  );
  await log.append(jobSubject(jobId, 'finished'), jobEnvelope(jobId, completed!, { accountId, actor: 'test' }), {
    expectLastSubjectSeq: 0,
  });
  // Past the grace period the generator has had its second delivery and let it be.
  await new Promise((resolve) => setTimeout(resolve, GATEWAY_REUSE_GRACE_MS + 1_000));
  // The scheduler admits the request like any other; no generator starts an attempt.
  t.same(await typesOf(jobId), ['JobRequested', 'JobAdmitted', 'JobCompleted'], 'no attempt of a generator in its history');
});

t.test(
  'logs from before JobReused: a request the gateway stopped before completing is built by a generator after the grace period',
  async (t) => {
    const made = await stack.waitForJob(
      (await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a florist called Petal' } })).body.job_id,
      apiKey,
    );
    const { jobId } = await requestReuse({ job_id: made.job_id, files: (await log.readJob(made.job_id)).state.files });
    const started = Date.now();
    const job = await stack.waitForJob(jobId, apiKey);
    t.equal(job.status, 'ready', 'the job is not left open');
    t.ok(Date.now() - started >= GATEWAY_REUSE_GRACE_MS - 200, 'built once the gateway had its chance');
    t.match(await typesOf(jobId), ['JobRequested', 'JobAdmitted', 'JobStarted'], 'by a generator, once admitted');
  },
);

t.test('in a project, the gateway moves the pointer when it answers an identical request', async (t) => {
  const made = await stack.waitForJob(
    (await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a tea room called Steep' } })).body.job_id,
    apiKey,
  );
  await stack.caughtUp();
  const reused = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'A site for a tea room called Steep', project_id: 'steep' },
  });
  t.equal((await stack.http('GET', `/job/${reused.body.job_id}`, { apiKey })).body.status, 'ready', 'ready at once');
  // At once, before any generator could have been delivered it a second time: the next edit starts from it.
  const edit = await stack.http('POST', '/generate', { apiKey, body: { query: 'Make the heading green', project_id: 'steep' } });
  t.equal(edit.status, 200);
  const history = (await stack.http('GET', `/admin/jobs/${edit.body.job_id}/events`, { headers: admin })).body.events;
  t.match(history[0].data.base, { kind: 'project', job_id: reused.body.job_id }, 'the edit starts from the reused version');
  t.not(made.job_id, reused.body.job_id);
  t.same(await typesOf(reused.body.job_id), ['JobReused']);
});

t.test('the scheduler moves the pointer for a JobReused of a project the gateway stopped before moving', async (t) => {
  const made = await stack.waitForJob(
    (await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a baker called Crumb' } })).body.job_id,
    apiKey,
  );
  const project = await stack.http('POST', '/generate', { apiKey, body: { query: 'A first version', project_id: 'crumb' } });
  const first = await stack.waitForJob(project.body.job_id, apiKey);
  const pointer = projectSubject(projectKey(accountId, 'crumb'));
  await waitFor(async () => (await log.last(pointer))?.event.type === 'ProjectVersionReady');

  // What the gateway appends, without the pointer's move that would follow.
  const jobId = newJobId();
  const files = (await log.readJob(made.job_id)).state.files;
  const [draft] = decideOrThrow(
    {
      type: 'ReuseResult',
      data: {
        query: 'A site for a baker called Crumb',
        files,
        source_url: null,
        user_id: null,
        project_id: 'crumb',
        source: 'cache',
        sandbox_session: first.sandbox_session,
        search_score: 1,
        base: { kind: 'cache', job_id: made.job_id, score: 1 },
        deployment_id: made.deployment_id,
        checks: null,
        progress: 'Done (reused an identical earlier result)',
      },
    },
    initialJobState,
  );
  await log.append(jobSubject(jobId, 'requested'), jobEnvelope(jobId, draft!, { accountId, actor: 'test' }), {
    msgId: jobId,
    expectLastSubjectSeq: 0,
  });
  await waitFor(async () => {
    const last = await log.last(pointer);
    return last?.event.type === 'ProjectVersionReady' && last.event.data.job_id === jobId;
  });
  t.pass('the project now points at the reused result');
  t.match(
    (await log.last(pointer))?.event.actor,
    /^scheduler:/,
    'moved by the scheduler, which hears every JobReused (no generator is delivered one)',
  );
  t.same(await typesOf(jobId), ['JobReused'], 'and the job has no other event');
});

async function waitFor(done: () => Promise<boolean>, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await done())) {
    if (Date.now() > deadline) throw new Error('timed out');
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
