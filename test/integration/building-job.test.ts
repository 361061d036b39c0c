// A job nobody has worked on yet: no generator and no projector run here, so every answer about
// it comes from the log itself.
import t from 'tap';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;

t.before(async () => {
  // No scheduler either: a job stays as it was requested, so a long poll on it waits its full time.
  stack = await startStack({ generators: 0, projector: false, scheduler: false });
  ({ apiKey } = await stack.createAccount({ name: 'Waiting' }));
});
t.teardown(() => stack?.stop());

t.test('a poll right after POST answers building from the log, even before any projection', async (t) => {
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'A wedding site for Ana & Luis', project_id: 'wedding-1' },
  });
  t.equal(started.status, 200);
  const job = await stack.http('GET', `/job/${started.body.job_id}`, { apiKey });
  t.equal(job.status, 200);
  t.match(job.body, {
    status: 'building',
    files: [],
    error: '',
    job_id: started.body.job_id,
    project_id: 'wedding-1',
    source: 'generated',
    finished_at: '',
    deployment_id: '',
    deploy_url: '',
  });
  t.ok(job.body.progress.length > 0, 'a progress line');
  t.ok(job.body.elapsed_seconds >= 0);
  const later = await stack.http('GET', `/job/${started.body.job_id}`, { apiKey });
  t.ok(later.body.elapsed_seconds >= job.body.elapsed_seconds, 'elapsed time runs while building');
});

t.test('409 conflict: reporting a deployment for a job that is still building', async (t) => {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A landing page for a podcast called Night Shift' } });
  const conflict = await stack.http('POST', `/job/${started.body.job_id}/deployed`, {
    apiKey,
    body: { deploy_url: 'https://nightshift.example/' },
  });
  t.equal(conflict.status, 409);
  t.same(Object.keys(conflict.body).sort(), ['code', 'deploy_url', 'deployment_id', 'error', 'job_id', 'status']);
  t.match(conflict.body, { status: 'failed', code: 'conflict', job_id: '', deploy_url: '', deployment_id: '' });
  t.match(conflict.body.error, /The job is building; a deployment can be reported only for a ready job/);
});

t.test('/readyz and /healthz', async (t) => {
  const health = await stack.http('GET', '/healthz');
  t.same(health.body, { status: 'ok' });
  const ready = await stack.http('GET', '/readyz');
  t.equal(ready.status, 200);
  t.match(ready.body, { status: 'ok', checks: { log: 'ok', database: 'ok' } });
});

t.test('/openapi.json is generated from the schemas', async (t) => {
  const doc = await stack.http('GET', '/openapi.json');
  t.equal(doc.status, 200);
  t.equal(doc.body.openapi, '3.1.0');
  t.equal(doc.body.info.version, '2026-03-13');
  const generate = doc.body.paths['/generate'].post;
  const request = generate.requestBody.content['application/json'].schema;
  t.same(request.required, ['query']);
  t.ok(request.properties.files && request.properties.source_url && request.properties.project_id);
  t.ok(generate.responses['429'], 'rate limiting is documented');
  t.ok(doc.body.paths['/job/{job_id}'].get.responses['404']);
  t.ok(doc.body.paths['/job/{job_id}/deployed'].post.responses['409']);
});

t.test('?wait long-polls: it answers as soon as the job changes, or when the time is up', async (t) => {
  const { jetstream } = await import('@nats-io/jetstream');
  const { connect } = await import('@nats-io/transport-node');
  const { jobEnvelope } = await import('../../shared/event-log/event-envelope.ts');
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A page that will be stopped' } });
  const jobId = started.body.job_id;
  const current = await stack.http('GET', `/job/${jobId}`, { apiKey });
  const etag = current.headers.get('etag')!;

  const quiet = Date.now();
  const unchanged = await fetch(`${stack.baseUrl}/job/${jobId}?wait=1`, {
    headers: { authorization: `Bearer ${apiKey}`, 'if-none-match': etag },
  });
  t.equal(unchanged.status, 304, 'nothing happened within the wait: still the same state');
  t.ok(Date.now() - quiet >= 900, 'it did wait');

  const history = await stack.http('GET', `/admin/jobs/${jobId}/events`, {
    headers: { authorization: 'Bearer test-admin-token-0123456789' },
  });
  const accountId = history.body.events[0].account_id;
  const waiting = fetch(`${stack.baseUrl}/job/${jobId}?wait=25`, { headers: { authorization: `Bearer ${apiKey}`, 'if-none-match': etag } });
  await new Promise((resolve) => setTimeout(resolve, 300));
  const nc = await connect({ servers: stack.nats.url });
  const failed = jobEnvelope(
    jobId,
    { type: 'JobFailed', version: 1, data: { error: 'Stopped by the operator.', reason: 'test' } },
    { accountId, actor: 'test' },
  );
  const changedAt = Date.now();
  await jetstream(nc).publish(`jobs.${jobId}.finished`, JSON.stringify(failed), { expect: { lastSubjectSequence: 0 } });
  await nc.close();
  const answer = await waiting;
  t.equal(answer.status, 200);
  const body = (await answer.json()) as any;
  t.equal(body.status, 'failed', 'the change is in the answer');
  t.equal(body.error, 'Stopped by the operator.');
  t.ok(Date.now() - changedAt < 10_000, 'answered on the change, not at the end of the wait');
});

t.test(
  'a running job this gateway accepted is read on from the log from its first poll; a job of another gateway from the read model',
  async (t) => {
    const pg = (await import('pg')).default;
    const client = new pg.Client({ connectionString: stack.db.url });
    await client.connect();
    const second = await startGateway(stack.config, quietLogger());
    // A read-model row for the job that says something the log does not (no projector runs here).
    const rowSaying = (jobId: string, accountId: string, progress: string) =>
      client.query(
        `insert into jobs (id, account_id, status, query, source, sandbox_session, progress, error, created_at, deployment_id, deploy_url, attempts,
         prompt_tokens, completion_tokens, total_tokens, state, last_seq)
       values ($1, $2, 'building', 'q', 'generated', '', $3, '', now(), '', '', 0, 0, 0, 0, '{}', 1)`,
        [jobId, accountId, progress],
      );
    const progressOn = async (baseUrl: string, jobId: string) => {
      const answer = await fetch(`${baseUrl}/job/${jobId}`, { headers: { authorization: `Bearer ${apiKey}` } });
      t.equal(answer.status, 200);
      return ((await answer.json()) as { progress: string }).progress;
    };
    try {
      const followed = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a chess club' } });
      const elsewhere = await fetch(`${second.url}/generate`, {
        method: 'POST',
        headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
        body: JSON.stringify({ query: 'A site for a go club' }),
      });
      const other = (await elsewhere.json()) as { job_id: string };
      const history = await stack.http('GET', `/admin/jobs/${followed.body.job_id}/events`, {
        headers: { authorization: 'Bearer test-admin-token-0123456789' },
      });
      const accountId = history.body.events[0].account_id;
      // Rows before any poll: a gateway that asked the read model first would answer from them.
      await rowSaying(followed.body.job_id, accountId, 'from the read model');
      await rowSaying(other.job_id, accountId, 'from the read model');
      t.not(
        await progressOn(stack.baseUrl, followed.body.job_id),
        'from the read model',
        'the job this gateway accepted: from the log, on its first poll',
      );
      t.not(await progressOn(stack.baseUrl, followed.body.job_id), 'from the read model', 'and on the next');
      t.equal(await progressOn(stack.baseUrl, other.job_id), 'from the read model', 'a job another gateway accepted: from the read model');
      t.not(await progressOn(second.url, other.job_id), 'from the read model', 'which that gateway reads on from the log');
    } finally {
      await second.stop();
      await client.end();
    }
  },
);
