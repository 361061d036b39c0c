// Once any answer has told a caller that a project job is ready, an edit of the project posted
// afterwards starts from that job's version. A generator appends JobCompleted and only then moves
// the project's pointer (ProjectVersionReady); here the completion is appended without the move,
// as if the generator had stopped between the two appends, and nothing else runs that would move
// it (no scheduler, no generator). Each way of hearing `ready` is then followed by an edit, whose
// JobRequested must name that job as its base and carry its files.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t, { type Test } from 'tap';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { jobSubject, projectSubject } from '../../shared/events/subjects.ts';
import { deploymentIdFor } from '../../shared/files/digest.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { projectKey } from '../../shared/projects/project-key.ts';
import { advanceProjectPointer } from '../../shared/projects/project-pointer.ts';
import { startStack, type TestStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { openTestSealer } from '../support/sealing.ts';

let stack: TestStack;
let nc: NatsConnection;
let log: EventLog;
let receiver: WebhookReceiver;
let apiKey: string;
let accountId: string;

t.before(async () => {
  receiver = await WebhookReceiver.start();
  stack = await startStack({ generators: 0, scheduler: false, dispatcher: true, env: { WEBHOOK_ALLOWED_HOSTS: receiver.host } });
  nc = await connect({ servers: stack.nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: (await openTestSealer(nc)).sealer });
  ({ apiKey, accountId } = await stack.createAccount({ rate_limit_per_minute: 6000, burst: 100 }));
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
  await receiver?.close();
});

/** A project job with its own files (through POST /generate, so this gateway follows it). */
async function postProjectJob(projectId: string, heading: string): Promise<string> {
  const response = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: `A page saying ${heading}`, project_id: projectId, files: [{ path: 'index.html', content: `<h1>${heading}</h1>\n` }] },
  });
  if (response.status !== 200) throw new Error(`POST /generate: ${response.text}`);
  return response.body.job_id;
}

/**
 * A project job appended to the log directly (this gateway never saw it, so its polls read the
 * read model), in the session of the project's job `sibling`, with files of its own.
 */
async function appendProjectJob(projectId: string, sibling: string, heading: string): Promise<string> {
  const { sandboxSession } = (await log.readJob(sibling)).state;
  const { inputFiles } = (await log.readJob(await postProjectJob(`${projectId}-files`, heading))).state;
  const jobId = newJobId();
  const requested = jobEnvelope(
    jobId,
    {
      type: 'JobRequested',
      version: 1,
      data: {
        query: 'A page appended by the test',
        files: inputFiles,
        source_url: null,
        user_id: null,
        project_id: projectId,
        source: 'generated',
        sandbox_session: sandboxSession,
        search_score: 0,
        base: null,
      },
    },
    { accountId, actor: 'gateway' },
  );
  await log.append(jobSubject(jobId, 'requested'), requested, { msgId: jobId, expectLastSubjectSeq: 0 });
  return jobId;
}

/** The generator's JobCompleted (its input files as the result), WITHOUT the pointer's move that follows it. */
async function completeWithoutPointer(jobId: string): Promise<number> {
  const { state } = await log.readJob(jobId);
  const files = state.inputFiles;
  const completed = jobEnvelope(
    jobId,
    { type: 'JobCompleted', version: 1, data: { files, deployment_id: deploymentIdFor(files), progress: 'Done', checks: null } },
    { accountId, actor: 'generator:stopped-before-the-pointer' },
  );
  return await log.append(jobSubject(jobId, 'finished'), completed, { expectLastSubjectSeq: 0 });
}

/** A project version made the normal way: completed, then the pointer moved. */
async function readyVersion(projectId: string, heading: string): Promise<string> {
  const jobId = await postProjectJob(projectId, heading);
  const seq = await completeWithoutPointer(jobId);
  await advanceProjectPointer(log, (await log.readJob(jobId)).state, seq, 'test');
  return jobId;
}

const pointerOf = async (projectId: string) => {
  const last = await log.last(projectSubject(projectKey(accountId, projectId)));
  return last?.event.type === 'ProjectVersionReady' ? last.event.data.job_id : null;
};

/** Posts an edit of the project and checks that it starts from `expected`: its base and its files. */
async function editStartsFrom(t: Test, projectId: string, expected: string): Promise<void> {
  const edit = await stack.http('POST', '/generate', { apiKey, body: { query: 'Make the heading bigger', project_id: projectId } });
  t.equal(edit.status, 200, 'the edit is accepted');
  const { state } = await log.readJob(edit.body.job_id);
  t.match(state.base, { kind: 'project', job_id: expected }, 'the edit starts from the version the caller was told is ready');
  t.same(state.inputFiles, (await log.readJob(expected)).state.files, "with that version's files");
}

t.test('GET /job of a followed job (read from the log), then an edit', async (t) => {
  const first = await readyVersion('poll-log', 'One');
  t.equal(await pointerOf('poll-log'), first);
  const second = await postProjectJob('poll-log', 'Two');
  await completeWithoutPointer(second);
  t.equal(await pointerOf('poll-log'), first, 'the pointer has not moved: the generator stopped');
  const polled = await stack.http('GET', `/job/${second}`, { apiKey });
  t.equal(polled.body.status, 'ready');
  await editStartsFrom(t, 'poll-log', second);
  // Asked again, from the final-job cache: still the same answer, and the pointer stays.
  t.equal((await stack.http('GET', `/job/${second}`, { apiKey })).body.status, 'ready');
  t.equal(await pointerOf('poll-log'), second);
});

t.test('GET /job of a job only the read model shows, then an edit', async (t) => {
  const first = await readyVersion('poll-model', 'One');
  const second = await appendProjectJob('poll-model', first, 'Two');
  await completeWithoutPointer(second);
  await stack.caughtUp();
  const db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
  const row = await db.query('select status from jobs where id = $1', [second]).finally(() => db.end());
  t.equal(row.rows[0]?.status, 'ready', 'the read model has the job as ready: the poll is answered from it');
  t.equal((await stack.http('GET', `/job/${second}`, { apiKey })).body.status, 'ready');
  await editStartsFrom(t, 'poll-model', second);
});

t.test('a long poll that sees the job become ready, then an edit', async (t) => {
  await readyVersion('long-poll', 'One');
  const second = await postProjectJob('long-poll', 'Two');
  const building = await stack.http('GET', `/job/${second}`, { apiKey });
  t.equal(building.body.status, 'building');
  // As a caller long-polls: again with the latest ETag until the answer says ready (a waiting
  // job's queue position may change on the way).
  const untilReady = async () => {
    let etag = building.headers.get('etag') ?? '';
    for (;;) {
      const answer = await stack.http('GET', `/job/${second}?wait=20`, { apiKey, headers: { 'if-none-match': etag } });
      if (answer.status === 200 && answer.body.status === 'ready') return answer;
      etag = answer.headers.get('etag') ?? etag;
    }
  };
  const waiting = untilReady();
  await new Promise((resolve) => setTimeout(resolve, 300));
  await completeWithoutPointer(second);
  t.equal((await waiting).body.status, 'ready', 'a long poll answers with the change');
  await editStartsFrom(t, 'long-poll', second);
});

t.test('an event stream that sees the job become ready, then an edit', async (t) => {
  await readyVersion('stream', 'One');
  const second = await postProjectJob('stream', 'Two');
  const response = await fetch(`${stack.baseUrl}/job/${second}/events`, { headers: { authorization: `Bearer ${apiKey}` } });
  t.equal(response.status, 200);
  const reader = response.body!.getReader();
  const decoder = new TextDecoder();
  let text = '';
  const statuses = () => [...text.matchAll(/"status":"(\w+)"/g)].map((match) => match[1]);
  while (!statuses().includes('building')) text += decoder.decode((await reader.read()).value);
  await completeWithoutPointer(second);
  for (;;) {
    const { value, done } = await reader.read();
    if (done) break;
    text += decoder.decode(value);
    if (statuses().includes('ready')) break;
  }
  t.same(statuses(), ['building', 'ready'], 'the stream tells of the job being ready');
  await reader.cancel();
  await editStartsFrom(t, 'stream', second);
});

t.test('a job.ready webhook, then an edit', async (t) => {
  const registered = await stack.http('POST', '/webhooks', { apiKey, body: { url: receiver.url(), events: ['job.ready'] } });
  t.equal(registered.status, 200, registered.text);
  const first = await readyVersion('webhook', 'One');
  const second = await postProjectJob('webhook', 'Two');
  await completeWithoutPointer(second);
  const told = async () => receiver.requests.some((request) => JSON.parse(request.body).data.job_id === second);
  while (!(await told())) await receiver.waitFor(receiver.requests.length + 1);
  t.not(first, second);
  await editStartsFrom(t, 'webhook', second);
  await stack.http('DELETE', `/webhooks/${registered.body.webhook_id}`, { apiKey });
});

t.test('GET /projects/{project_id}/versions, then an edit of the newest version it lists', async (t) => {
  const first = await readyVersion('versions', 'One');
  const second = await appendProjectJob('versions', first, 'Two');
  await completeWithoutPointer(second);
  await stack.caughtUp();
  const listed = await stack.http('GET', '/projects/versions/versions', { apiKey });
  t.equal(listed.status, 200, listed.text);
  t.same(
    listed.body.versions.map((version: { job_id: string; latest: boolean }) => [version.job_id, version.latest]),
    [
      [second, true],
      [first, false],
    ],
    'the newest version is listed as the latest',
  );
  await editStartsFrom(t, 'versions', second);
});
