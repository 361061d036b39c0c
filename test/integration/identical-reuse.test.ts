// A request answered with an identical earlier result is the gateway's to complete: it appends the
// JobCompleted right after the JobRequested. A generator delivered the request in between leaves
// it alone (no JobStarted after the job's end), and builds it only if the gateway stopped before
// completing it. In a project, the gateway moves the project's pointer itself.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { decide } from '../../shared/jobs/decide.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { evolve, initialJobState } from '../../shared/jobs/job-state.ts';
import { ensureJobsStream } from '../../infra/jetstream/log-declarations.ts';
import { GATEWAY_REUSE_GRACE_MS } from '../../services/generator/run-job.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let nc: NatsConnection;
let log: EventLog;
let apiKey: string;
let accountId: string;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

t.before(async () => {
  stack = await startStack();
  nc = await connect({ servers: stack.nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000 });
  ({ apiKey, accountId } = await stack.createAccount({ rate_limit_per_minute: 6000, burst: 100 }));
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
});

const typesOf = async (jobId: string): Promise<string[]> =>
  (await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: admin })).body.events.map((event: { type: string }) => event.type);

/** Appends the JobRequested the gateway appends for a request it answers with `base`'s result, as the gateway does. */
async function requestReuse(base: { job_id: string; files: any[] }): Promise<{ jobId: string; state: ReturnType<typeof evolve> }> {
  const jobId = newJobId();
  const [draft] = decide(
    {
      type: 'RequestJob',
      data: { query: 'A site for a bike shop called Spoke', files: base.files, source_url: null, user_id: null, project_id: null, source: 'cache', sandbox_session: '', search_score: 1, base: { kind: 'cache', job_id: base.job_id, score: 1 } },
    },
    initialJobState,
  );
  const requested = jobEnvelope(jobId, draft!, { accountId, actor: 'test' });
  await log.append(jobSubject(jobId, 'requested'), requested, { msgId: jobId, expectLastSubjectSeq: 0 });
  return { jobId, state: evolve(initialJobState, requested) };
}

t.test('the gateway completes an identical request; the generator never starts it', async (t) => {
  const first = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a bike shop called Spoke' } });
  const made = await stack.waitForJob(first.body.job_id, apiKey);
  t.equal(made.status, 'ready');
  await stack.caughtUp();
  const base = { job_id: made.job_id, files: (await log.readJob(made.job_id)).state.files };

  // The gateway's two appends, 300 ms apart: the generator is delivered the request in between.
  const { jobId, state } = await requestReuse(base);
  await new Promise((resolve) => setTimeout(resolve, 300));
  const [completed] = decide({ type: 'CompleteJob', files: base.files, deploymentId: made.deployment_id, progress: 'Done (reused an identical earlier result)' }, state);
  await log.append(jobSubject(jobId, 'finished'), jobEnvelope(jobId, completed!, { accountId, actor: 'test' }), { expectLastSubjectSeq: 0 });
  // Past the grace period the generator has had its second delivery and let it be.
  await new Promise((resolve) => setTimeout(resolve, GATEWAY_REUSE_GRACE_MS + 1_000));
  t.same(await typesOf(jobId), ['JobRequested', 'JobCompleted'], 'no attempt of a generator in its history');

  // Through the gateway itself, the same.
  const again = await stack.http('POST', '/generate', { apiKey, body: { query: 'a site for a bike shop called  Spoke' } });
  t.equal((await stack.http('GET', `/job/${again.body.job_id}`, { apiKey })).body.status, 'ready', 'ready at once');
  await new Promise((resolve) => setTimeout(resolve, GATEWAY_REUSE_GRACE_MS + 1_000));
  t.same(await typesOf(again.body.job_id), ['JobRequested', 'JobCompleted']);
});

t.test('a request the gateway stopped before completing is built by a generator after the grace period', async (t) => {
  const made = await stack.waitForJob((await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a florist called Petal' } })).body.job_id, apiKey);
  const { jobId } = await requestReuse({ job_id: made.job_id, files: (await log.readJob(made.job_id)).state.files });
  const started = Date.now();
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'ready', 'the job is not left open');
  t.ok(Date.now() - started >= GATEWAY_REUSE_GRACE_MS - 200, 'built once the gateway had its chance');
  t.match(await typesOf(jobId), ['JobRequested', 'JobStarted'], 'by a generator');
});

t.test('in a project, the gateway moves the pointer when it answers an identical request', async (t) => {
  const made = await stack.waitForJob((await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a tea room called Steep' } })).body.job_id, apiKey);
  await stack.caughtUp();
  const reused = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a tea room called Steep', project_id: 'steep' } });
  t.equal((await stack.http('GET', `/job/${reused.body.job_id}`, { apiKey })).body.status, 'ready', 'ready at once');
  // At once, before any generator could have been delivered it a second time: the next edit starts from it.
  const edit = await stack.http('POST', '/generate', { apiKey, body: { query: 'Make the heading green', project_id: 'steep' } });
  t.equal(edit.status, 200);
  const history = (await stack.http('GET', `/admin/jobs/${edit.body.job_id}/events`, { headers: admin })).body.events;
  t.match(history[0].data.base, { kind: 'project', job_id: reused.body.job_id }, 'the edit starts from the reused version');
  t.not(made.job_id, reused.body.job_id);
});
