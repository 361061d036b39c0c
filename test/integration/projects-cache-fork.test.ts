// The spec's optional fields made real (CONTRACT.md sections 5 to 7 and 9), through HTTP on the
// real stack: cache and search_score, projects and their sandbox sessions with a live preview,
// Idempotency-Key, and forks of a live site.
import t from 'tap';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
let site: Server;
let forbidden: Server;
let forbiddenConnections = 0;
const SITE_CSS = 'body { color: #224466; }\n/* served as is */\n';
const SITE_HTML =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Origin</title><link rel="stylesheet" href="/css/site.css"></head><body><main><h1>Original heading</h1><p>Hello from the origin.</p></main></body></html>\n';

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

t.before(async () => {
  site = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_HTML);
    else if (request.url === '/css/site.css') response.writeHead(200, { 'content-type': 'text/css' }).end(SITE_CSS);
    else response.writeHead(404).end('not found');
  });
  forbidden = createServer((_request, response) => response.end('<h1>secret</h1>'));
  forbidden.on('connection', () => (forbiddenConnections += 1));
  const sitePort = await listen(site);
  await listen(forbidden);
  stack = await startStack({ env: { FORK_ALLOWED_HOSTS: `127.0.0.1:${sitePort}` } });
  ({ apiKey } = await stack.createAccount({ name: 'Optional fields', burst: 100, rate_limit_per_minute: 1000 }));
});
t.teardown(async () => {
  await stack?.stop();
  site?.close();
  forbidden?.close();
});

const generate = (body: Record<string, unknown>, key = apiKey, headers: Record<string, string> = {}) =>
  stack.http('POST', '/generate', { apiKey: key, body, headers });
const history = async (jobId: string) =>
  (await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body.events as any[];

t.test('cache: search_score orders unrelated < similar < identical; an identical request is ready at once', async (t) => {
  const query = 'A website for a bakery called Sunrise Bakery in Lyon with a menu and opening hours';
  const first = await generate({ query });
  t.equal(first.body.search_score, 0, 'nothing to compare with yet');
  t.equal(first.body.source, 'generated');
  const original = await stack.waitForJob(first.body.job_id, apiKey);
  t.equal(original.status, 'ready');
  await stack.caughtUp();

  const identical = await generate({ query: `  ${query.toUpperCase()} ` });
  t.equal(identical.body.source, 'cache');
  t.equal(identical.body.search_score, 1);
  t.same(identical.body.cached_files, original.files, 'the cached files come back at once');
  const reused = await stack.http('GET', `/job/${identical.body.job_id}`, { apiKey });
  t.equal(reused.body.status, 'ready', 'ready on the first poll: nothing to adapt');
  t.equal(reused.body.deployment_id, original.deployment_id, 'same files, same deployment id');
  t.same(reused.body.files, original.files);

  const similar = await generate({ query: 'A website for a bakery called Sunrise Bakery in Paris with a menu and opening hours' });
  const unrelated = await generate({ query: 'A portfolio for a wedding photographer named Ana Ruiz' });
  t.ok(
    unrelated.body.search_score < similar.body.search_score,
    `unrelated ${unrelated.body.search_score} < similar ${similar.body.search_score}`,
  );
  t.ok(similar.body.search_score < 1, 'a similar request is not identical');
  t.equal(unrelated.body.source, 'generated');
  t.same(unrelated.body.cached_files, []);
  t.equal(similar.body.source, 'cache', 'similar enough to start from the cached result');
  t.ok(similar.body.cached_files.length > 0);
  const adapted = await stack.waitForJob(similar.body.job_id, apiKey);
  t.equal(adapted.status, 'ready', adapted.error);
  t.match(adapted.files.find((f: any) => f.path === 'index.html').content, /Paris/);

  const events = await history(similar.body.job_id);
  t.equal(events[0].data.base.kind, 'cache', 'the event records the cache hit');
  t.ok([first.body.job_id, identical.body.job_id].includes(events[0].data.base.job_id), 'and the result it started from');
  t.equal(events[0].data.search_score, similar.body.search_score);

  const stranger = await stack.createAccount({ name: 'Stranger' });
  const theirs = await generate({ query }, stranger.apiKey);
  t.equal(theirs.body.search_score, 0, "another account's results are never searched");
  t.equal(theirs.body.source, 'generated');
});

t.test('projects: one sandbox session, edits start from the latest ready version, live preview', async (t) => {
  const v1 = await generate({ query: 'A website for a flower shop called Petal House', project_id: 'flower-shop' });
  const session = v1.body.sandbox_session;
  t.match(session, /^sbx_[0-9A-Z]{26}[A-Za-z0-9]{22}$/);
  const first = await stack.waitForJob(v1.body.job_id, apiKey);
  t.equal(first.sandbox_session, session, 'the job reports it too');
  // No waiting for the read model: the edit must start from the version the poll just saw.

  const v2 = await generate({ query: 'Change the main heading to "Fresh Flowers Daily"', project_id: 'flower-shop' });
  t.equal(v2.body.sandbox_session, session, 'every job of the project reports the same session');
  const second = await stack.waitForJob(v2.body.job_id, apiKey);
  t.equal(second.status, 'ready', second.error);
  t.match(second.files.find((f: any) => f.path === 'index.html').content, /<h1[^>]*>Fresh Flowers Daily<\/h1>/);
  const untouched = first.files.filter((f: any) => f.path !== 'index.html');
  t.ok(untouched.length > 0, 'the site has files the edit leaves alone');
  for (const file of untouched)
    t.same(
      second.files.find((f: any) => f.path === file.path),
      file,
      `${file.path} unchanged`,
    );
  t.equal(second.files.length, first.files.length, 'the complete file set');
  await stack.caughtUp();

  // Previews are served on their own origin; the API's only redirects there (preview-origin.test.ts).
  const previews = stack.gateway.previewBaseUrl;
  t.not(new URL(previews).origin, new URL(stack.baseUrl).origin);
  const page = await fetch(`${previews}/preview/${session}/`);
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /^text\/html/);
  t.equal(page.headers.get('content-security-policy'), 'sandbox allow-scripts allow-forms allow-popups');
  t.match(await page.text(), /Fresh Flowers Daily/, 'the preview serves the latest ready version');
  const css = second.files.find((f: any) => f.path.endsWith('.css'));
  const style = await fetch(`${previews}/preview/${session}/${css.path}`);
  t.equal(style.status, 200);
  t.match(style.headers.get('content-type'), /^text\/css/);
  t.equal(await style.text(), css.content);
  const bare = await fetch(`${previews}/preview/${session}`, { redirect: 'manual' });
  t.equal(bare.status, 301);
  t.equal((await fetch(`${previews}/preview/${session}/missing.html`)).status, 404);
  t.equal((await fetch(`${previews}/preview/sbx_01JB0000000000000000000000${'a'.repeat(22)}/`)).status, 404, 'unknown sessions are 404');
  t.equal((await fetch(`${previews}/preview/not-a-session/`)).status, 404);

  const other = await stack.createAccount({ name: 'Same project id elsewhere' });
  const elsewhere = await generate({ query: 'A website for a flower shop', project_id: 'flower-shop' }, other.apiKey);
  t.not(elsewhere.body.sandbox_session, session, 'project ids are scoped to the account');
});

t.test('Idempotency-Key: a retry returns the same job; the same key with another body is a 409', async (t) => {
  const body = { query: 'A landing page for a podcast called Deep Water' };
  const first = await generate(body, apiKey, { 'idempotency-key': 'order-42' });
  t.equal(first.status, 200);
  const retry = await generate({ ...body }, apiKey, { 'idempotency-key': 'order-42' });
  t.equal(retry.status, 200);
  t.equal(retry.body.job_id, first.body.job_id, 'the same job');
  t.equal(retry.headers.get('idempotent-replayed'), 'true');
  const other = await generate({ query: 'Something else entirely' }, apiKey, { 'idempotency-key': 'order-42' });
  t.equal(other.status, 409);
  t.match(other.body, {
    status: 'failed',
    code: 'conflict',
    job_id: '',
    source: '',
    search_score: 0,
    sandbox_session: '',
    cached_files: [],
  });
  t.match(other.body.error, /already used with a different request body/);
  const stranger = await stack.createAccount({ name: 'Own keys' });
  const theirs = await generate(body, stranger.apiKey, { 'idempotency-key': 'order-42' });
  t.not(theirs.body.job_id, first.body.job_id, 'keys are per account');
  const events = await history(first.body.job_id);
  t.equal(events.filter((e) => e.type === 'JobRequested').length, 1, 'one job was requested');
  const bad = await generate(body, apiKey, { 'idempotency-key': 'x'.repeat(300) });
  t.equal(bad.status, 400);
});

t.test('Idempotency-Key: requests with the same key at once start one job, and each is answered with it', async (t) => {
  const { apiKey: own } = await stack.createAccount({ name: 'Concurrent retries', burst: 20 });
  const body = { query: 'A landing page for a radio show called Night Owls' };
  const answers = await Promise.all(Array.from({ length: 6 }, () => generate(body, own, { 'idempotency-key': 'order-43' })));
  t.same(
    answers.map((answer) => answer.status),
    [200, 200, 200, 200, 200, 200],
  );
  const jobIds = new Set(answers.map((answer) => answer.body.job_id));
  t.equal(jobIds.size, 1, 'every answer names the same job');
  const events = await history([...jobIds][0]);
  t.equal(events.filter((e) => e.type === 'JobRequested').length, 1, 'one job was requested');
});

t.test('fork: an allowed site is copied, then the request is applied; the copy is recorded', async (t) => {
  const url = `http://127.0.0.1:${(site.address() as AddressInfo).port}/`;
  const started = await generate({ query: 'Change the main heading to "Forked and improved"', source_url: url });
  t.equal(started.body.source, 'fork');
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.equal(job.source, 'fork');
  const index = job.files.find((f: any) => f.path === 'index.html');
  t.match(index.content, /<h1>Forked and improved<\/h1>/);
  t.match(index.content, /Hello from the origin\./);
  t.match(index.content, /href="css\/site\.css"/, 'same-origin URLs become relative');
  t.equal(job.files.find((f: any) => f.path === 'css/site.css').content, SITE_CSS, 'assets are copied as they are');
  const forked = (await history(job.job_id)).find((e) => e.type === 'SourceForked');
  t.equal(forked.data.source_url, url);
  t.same(forked.data.files.map((f: any) => f.path).sort(), ['css/site.css', 'index.html']);
});

t.test('fork: a forbidden address fails the job with a plain reason and never receives a request', async (t) => {
  const url = `http://127.0.0.1:${(forbidden.address() as AddressInfo).port}/`;
  const started = await generate({ query: 'Copy this site', source_url: url });
  t.equal(started.status, 200, 'accepted: the fork runs in the background');
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'failed');
  t.match(job.error, /^source_url: .*(loopback|not allowed|private)/i);
  t.equal(forbiddenConnections, 0, 'the forbidden server got no connection at all');
  for (const target of ['http://localhost:1/', 'http://[::1]:1/', 'http://0.0.0.0:1/', 'http://169.254.169.254/latest/meta-data/']) {
    const blocked = await stack.waitForJob((await generate({ query: 'Copy', source_url: target })).body.job_id, apiKey);
    t.equal(blocked.status, 'failed', target);
    t.match(blocked.error, /^source_url: /);
  }
});
