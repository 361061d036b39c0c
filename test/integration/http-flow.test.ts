// The spec's whole HTTP flow, end to end, on a real stack: generate, poll, read files, report
// the deployment; then a follow-up edit of the files.
import t from 'tap';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';

const JOB_FIELDS = [
  'status',
  'files',
  'error',
  'progress',
  'elapsed_seconds',
  'sandbox_session',
  'deployment_id',
  'job_id',
  'project_id',
  'source',
  'created_at',
  'finished_at',
  'deploy_url',
  'checks',
  'rendered_status',
  'rendered_error',
  'screenshots',
  'usage',
  'error_code',
  'queue_position',
];
const GENERATE_FIELDS = ['status', 'job_id', 'error', 'source', 'search_score', 'sandbox_session', 'cached_files'];

let stack: TestStack;
let apiKey: string;

t.before(async () => {
  stack = await startStack();
  ({ apiKey } = await stack.createAccount({ name: 'Flow test' }));
});
t.teardown(() => stack?.stop());

t.test('generate, poll to ready, read files, report the deployment', async (t) => {
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'A website for a bakery called "Sunrise Bakery" in Lyon', user_id: 'user-1', project_id: 'sunrise' },
  });
  t.equal(started.status, 200);
  t.same(Object.keys(started.body).sort(), [...GENERATE_FIELDS].sort(), 'every field of 2.3 is present, nothing else');
  t.match(started.body, { status: 'building', error: '', source: 'generated', search_score: 0, cached_files: [] });
  t.match(started.body.sandbox_session, /^sbx_/, 'a project gets a sandbox session');
  t.match(started.body.job_id, /^job_[0-9A-Z]{26}$/);
  t.equal(started.headers.get('api-version'), '2026-03-13');
  t.ok(started.headers.get('ratelimit-limit'));

  // Read-your-writes: the very first poll never 404s.
  const first = await stack.http('GET', `/job/${started.body.job_id}`, { apiKey });
  t.equal(first.status, 200);
  t.ok(['building', 'partial', 'ready'].includes(first.body.status));
  t.same(Object.keys(first.body).sort(), [...JOB_FIELDS].sort(), 'every field of 2.4 and the extras are present');

  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.equal(job.error, '');
  t.equal(job.job_id, started.body.job_id);
  t.equal(job.project_id, 'sunrise');
  t.equal(job.source, 'generated');
  t.equal(job.deploy_url, '');
  t.match(job.deployment_id, /^dep_[0-9a-f]{32}$/);
  t.ok(job.elapsed_seconds > 0, 'elapsed time is measured');
  t.ok(Date.parse(job.finished_at) >= Date.parse(job.created_at));
  const index = job.files.find((file: any) => file.path === 'index.html');
  t.ok(index, 'index.html is produced');
  t.equal(index.language, 'html');
  t.match(index.content, /<!doctype html>/i);
  t.match(index.content, /Sunrise Bakery/);
  for (const file of job.files) {
    t.type(file.content, 'string');
    t.type(file.language, 'string');
  }

  // Final jobs freeze their elapsed time. A second gateway has no cached answer, so this reads the
  // read model a second later and must still find the same figure.
  await stack.caughtUp();
  await new Promise((resolve) => setTimeout(resolve, 1100));
  const fresh = await startGateway(stack.config, quietLogger());
  try {
    const again = await fetch(`${fresh.url}/job/${job.job_id}`, { headers: { authorization: `Bearer ${apiKey}` } });
    t.equal(
      ((await again.json()) as { elapsed_seconds: number }).elapsed_seconds,
      job.elapsed_seconds,
      'elapsed_seconds is frozen at the final event',
    );
  } finally {
    await fresh.stop();
  }

  const deployed = await stack.http('POST', `/job/${job.job_id}/deployed`, {
    apiKey,
    body: { deploy_url: 'https://sunrise.example.com/' },
  });
  t.equal(deployed.status, 200);
  t.same(deployed.body, {
    status: 'ready',
    job_id: job.job_id,
    deploy_url: 'https://sunrise.example.com/',
    deployment_id: job.deployment_id,
    error: '',
  });
  const afterDeploy = await stack.waitForJob(job.job_id, apiKey, (j) => j.deploy_url === 'https://sunrise.example.com/');
  t.equal(afterDeploy.status, 'ready', 'a deployment report does not change the status');

  // A second report replaces the first; both are kept for audits.
  await stack.http('POST', `/job/${job.job_id}/deployed`, { apiKey, body: { deploy_url: 'https://www.sunrise.example.com/' } });
  await stack.waitForJob(job.job_id, apiKey, (j) => j.deploy_url === 'https://www.sunrise.example.com/');
});

t.test('an edit returns the complete file set: the changed file plus untouched ones byte-identical', async (t) => {
  const files = [
    {
      path: 'index.html',
      content:
        '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Old</title></head><body><main><h1>Old heading</h1><p>Keep me.</p></main></body></html>\n',
    },
    { path: 'css/site.css', content: 'body { color: #123456; }\n/* untouched */\n' },
    { path: 'notes.txt', content: 'plain notes\r\nwith CRLF\r\n' },
  ];
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "Fresh Bread Daily"', files },
  });
  t.equal(started.status, 200);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  const byPath = new Map(job.files.map((file: any) => [file.path, file]));
  t.same([...byPath.keys()].sort(), ['css/site.css', 'index.html', 'notes.txt']);
  t.match((byPath.get('index.html') as any).content, /<h1>Fresh Bread Daily<\/h1>/);
  t.match((byPath.get('index.html') as any).content, /Keep me\./);
  t.equal((byPath.get('css/site.css') as any).content, files[1]!.content, 'untouched CSS is byte-identical');
  t.equal((byPath.get('notes.txt') as any).content, files[2]!.content, 'untouched text is byte-identical');
  t.equal((byPath.get('css/site.css') as any).language, 'css', 'languages are labelled');
  t.equal((byPath.get('notes.txt') as any).language, 'text');
});

t.test('the same file set gets the same deployment id', async (t) => {
  const files = [
    { path: 'index.html', content: '<!doctype html><html lang="en"><head><title>T</title></head><body><h1>A</h1></body></html>' },
  ];
  const ids: string[] = [];
  for (let i = 0; i < 2; i++) {
    const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'Change the main heading to "Same"', files } });
    ids.push((await stack.waitForJob(started.body.job_id, apiKey)).deployment_id);
  }
  t.equal(ids[0], ids[1]);
});

t.test('operators see the job history in log order', async (t) => {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A portfolio for a photographer named Ana Ruiz' } });
  await stack.waitForJob(started.body.job_id, apiKey);
  const history = await stack.http('GET', `/admin/jobs/${started.body.job_id}/events`, {
    headers: { authorization: 'Bearer test-admin-token-0123456789' },
  });
  t.equal(history.status, 200);
  const types = history.body.events.map((event: any) => event.type);
  t.equal(types[0], 'JobRequested');
  t.equal(types[1], 'JobAdmitted', 'the scheduler admits the job before a generator starts it');
  t.equal(types[2], 'JobStarted');
  t.ok(types.includes('FilesEmitted'));
  t.equal(types[types.length - 1], 'JobCompleted');
  t.equal(types.filter((type: string) => type === 'JobCompleted' || type === 'JobFailed').length, 1, 'ends exactly once');
  const seqs = history.body.events.map((event: any) => event.seq);
  t.same(
    seqs,
    [...seqs].sort((a: number, b: number) => a - b),
    'in log order',
  );
  t.match(history.body.events[0], { actor: 'gateway', data: { query: 'A portfolio for a photographer named Ana Ruiz' } });
  t.match(history.body.events[1].actor, /^scheduler:/);
  t.match(history.body.events[2].actor, /^generator:/);
});

t.test('ETag and If-None-Match, long polling with ?wait, Server-Sent Events', async (t) => {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A one-page site for a yoga teacher named Mira' } });
  const jobId = started.body.job_id;
  // Follow the job as events from the start.
  const stream = await fetch(`${stack.baseUrl}/job/${jobId}/events`, { headers: { authorization: `Bearer ${apiKey}` } });
  t.equal(stream.status, 200);
  t.match(stream.headers.get('content-type'), /^text\/event-stream/);
  const text = await stream.text();
  const frames = text.split('\n\n').filter((frame) => frame.startsWith('id: '));
  t.ok(frames.length >= 1);
  const last = JSON.parse(
    frames[frames.length - 1]!.split('\n')
      .find((line) => line.startsWith('data: '))!
      .slice(6),
  );
  t.equal(last.status, 'ready', 'the stream ends with the final state');

  const first = await stack.http('GET', `/job/${jobId}`, { apiKey });
  const etag = first.headers.get('etag');
  t.match(etag, /^W\/"/);
  const again = await fetch(`${stack.baseUrl}/job/${jobId}`, { headers: { authorization: `Bearer ${apiKey}`, 'if-none-match': etag! } });
  t.equal(again.status, 304, 'unchanged: 304 with no body');
  t.equal(await again.text(), '');

  const waiting = await stack.http('POST', '/generate', { apiKey, body: { query: 'A page for a bike repair shop called Spoke' } });
  const polled = await stack.http('GET', `/job/${waiting.body.job_id}?wait=10`, { apiKey });
  t.equal(polled.status, 200);
  t.ok(['building', 'partial', 'ready'].includes(polled.body.status));
  const badWait = await stack.http('GET', `/job/${waiting.body.job_id}?wait=99`, { apiKey });
  t.equal(badWait.status, 400);
  t.match(badWait.body, { status: 'failed', code: 'invalid_request', files: [] });
  t.match(badWait.body.error, /^wait: must be 0 to 30 seconds/);
});

t.test('/docs, /metrics', async (t) => {
  const docs = await fetch(`${stack.baseUrl}/docs`);
  t.equal(docs.status, 200);
  const html = await docs.text();
  t.match(html, /<code>\/generate<\/code>/);
  t.match(html, /2026-03-13/);
  const metrics = await (await fetch(`${stack.baseUrl}/metrics`)).text();
  t.match(metrics, /sitewright_http_requests_total\{method="POST",route="\/generate",status="200"\} \d+/);
  t.match(metrics, /sitewright_jobs_accepted_total\{source="generated",reused="false"\} [1-9]\d*/, 'the jobs this test made are counted');
  t.match(metrics, /sitewright_projection_lag_events \d+/);
});
