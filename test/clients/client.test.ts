// The TypeScript client (imported by its package name, sitewright/client) against a real stack:
// the happy path over Server-Sent Events, the long-poll fallback, typed errors, and retries that
// never start a second job. A proxy in front of the gateway loses answers and refuses streams.
import { readFile } from 'node:fs/promises';
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import t from 'tap';
import {
  ConflictError,
  ConnectionError,
  ErasedError,
  InvalidRequestError,
  NotFoundError,
  RateLimitedError,
  Sitewright,
  SitewrightError,
  UnauthorizedError,
  UnavailableError,
  WaitTimeoutError,
  type Job,
  type RetryNotice,
} from 'sitewright/client';
import { closedPort } from '../support/cli-process.ts';
import { startProxy, type TestProxy } from '../support/http-proxy.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
const proxies: TestProxy[] = [];

// No generator at first: jobs stay `building` until the long-poll test adds one.
t.before(async () => {
  stack = await startStack({ generators: 0 });
  // Event stream opens spend the account's rate limit as POST /generate does (docs/api.md): room for every test's jobs and streams.
  ({ apiKey } = await stack.createAccount({ name: 'Client test', burst: 50, rate_limit_per_minute: 600 }));
});
t.teardown(async () => {
  await Promise.all(proxies.map((proxy) => proxy.close()));
  await stack?.stop();
});

const proxy = async (...args: Parameters<typeof startProxy> extends [string, ...infer Rest] ? Rest : never) => {
  const started = await startProxy(stack.baseUrl, ...args);
  proxies.push(started);
  return started;
};

async function jobsOfAccount(accountId: string): Promise<number> {
  await stack.caughtUp();
  const account = await stack.http('GET', `/admin/accounts/${accountId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return account.body.jobs.total;
}

t.test('errors are typed by code, with the service message, status and request id', async (t) => {
  const client = new Sitewright({ baseUrl: stack.baseUrl, apiKey });

  const wrongKey = new Sitewright({
    baseUrl: stack.baseUrl,
    apiKey: 'sw_01M7ZWJ845R6WXV34QPYHJ8YHD_notARealSecretAtAllxxxxxxxxxxxxxxxxxxxxxxx',
  });
  const unauthorized = await wrongKey.job('job_01ARZ3NDEKTSV4RRFFQ69G5FAV').catch((error: unknown) => error);
  t.ok(unauthorized instanceof UnauthorizedError, 'a wrong key is an UnauthorizedError');
  t.match(unauthorized, { code: 'unauthorized', status: 401 });

  const missing = await client.job('job_01ARZ3NDEKTSV4RRFFQ69G5FAV').catch((error: unknown) => error);
  t.ok(missing instanceof NotFoundError, 'an unknown job is a NotFoundError');
  t.ok(missing instanceof SitewrightError);
  t.match(missing, { code: 'not_found', status: 404, message: /No job with this id/ });
  t.match((missing as SitewrightError).requestId, /\S/, 'the request id is kept for the operator');

  const invalid = await client.generate({ query: '' }).catch((error: unknown) => error);
  t.ok(invalid instanceof InvalidRequestError);
  t.match(invalid, { code: 'invalid_request', status: 400, message: /^query: must be 1 to 4000 characters/ });

  const started = await client.generate({ query: 'A website for a tea room called Steep in Leeds' });
  t.equal(started.status, 'building');
  const conflict = await client.reportDeployment(started.job_id, 'https://steep.example.com/').catch((error: unknown) => error);
  t.ok(conflict instanceof ConflictError, 'reporting a deployment of a building job is a ConflictError');
  t.match(conflict, { code: 'conflict', status: 409, message: /can be reported only for a ready job/ });
});

t.test('deleteJob and deleteProject erase for good; later calls about them are ErasedErrors (NotFoundErrors too)', async (t) => {
  const client = new Sitewright({ baseUrl: stack.baseUrl, apiKey });
  const started = await client.generate({ query: 'A website for a record shop called Groove', project_id: 'groove' });
  t.same(await client.deleteJob(started.job_id), { status: 'erased', job_id: started.job_id, error: '' });
  const gone = await client.job(started.job_id).catch((error: unknown) => error);
  t.ok(gone instanceof ErasedError, 'an erased job is an ErasedError');
  t.ok(gone instanceof NotFoundError, 'and a NotFoundError, for callers that know only those');
  t.match(gone, { code: 'erased', status: 404, message: /erased/ });
  t.ok((await client.deleteJob(started.job_id).catch((error: unknown) => error)) instanceof ErasedError, 'erased once');

  t.same(await client.deleteProject('groove'), { status: 'erased', project_id: 'groove', error: '' });
  t.ok((await client.deleteProject('groove').catch((error: unknown) => error)) instanceof ErasedError);
  t.match(await client.deleteProject('never-made').catch((error: unknown) => error), { code: 'not_found', status: 404 });
});

t.test('wait() gives up after timeoutMs with the last state it saw', async (t) => {
  const client = new Sitewright({ baseUrl: stack.baseUrl, apiKey });
  const started = await client.generate({ query: 'A website for a bike repair shop called Spokes' });
  const began = Date.now();
  const error = await client.wait(started.job_id, { timeoutMs: 1500 }).catch((e: unknown) => e);
  t.ok(error instanceof WaitTimeoutError, 'a WaitTimeoutError');
  t.equal((error as WaitTimeoutError).code, 'timeout');
  t.equal((error as WaitTimeoutError).job?.status, 'building', 'with the job as last seen');
  t.ok(Date.now() - began >= 1400, 'after the time given');
});

t.test('when the event stream is refused, wait() long-polls with If-None-Match until the job is ready', async (t) => {
  // A gateway at its cap of open streams answers 503; so does this proxy, to every stream.
  const refusing = await proxy((request) =>
    request.url?.endsWith('/events')
      ? {
          kind: 'answer',
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '5' },
          body: JSON.stringify({ status: 'failed', error: 'Too many open streams.', code: 'unavailable' }),
        }
      : { kind: 'forward' },
  );
  const client = new Sitewright({ baseUrl: refusing.url, apiKey });
  const started = await client.generate({ query: 'A website for a pottery studio called Clayworks in Bath' });
  const updates: Job[] = [];
  const waiting = client.wait(started.job_id, { onUpdate: (job) => updates.push(job) });

  // The job cannot move without a generator: the client is long-polling meanwhile.
  const longPolls = () => refusing.seen.filter((request) => request.url.includes(`/job/${started.job_id}?wait=`));
  for (let i = 0; i < 100 && longPolls().length === 0; i++) await new Promise((resolve) => setTimeout(resolve, 50));
  t.ok(longPolls().length > 0, 'a long poll is open');
  t.match(longPolls()[0]!.headers['if-none-match'], /^W\/"/, 'with the ETag of the state it has');
  t.equal(updates[0]?.status, 'building', 'the first state came from a plain poll');

  await stack.addGenerator();
  const job = await waiting;
  t.equal(job.status, 'ready', job.error);
  t.equal(updates.at(-1)?.status, 'ready', 'onUpdate saw the final state');
  t.equal(refusing.seen.filter((request) => request.url.endsWith('/events')).length, 1, 'a refused stream is not retried: polls take over');
  t.ok(job.files.some((file) => file.path === 'index.html'));
});

t.test('happy path: generate, follow the events, write the files, report the deployment', async (t) => {
  const watching = await proxy();
  const client = new Sitewright({ baseUrl: watching.url, apiKey });
  const started = await client.generate({ query: 'A website for a flower shop called Petal House in Bristol', project_id: 'petal-house' });
  t.equal(started.status, 'building');
  t.match(started.job_id, /^job_/);
  t.match(started.sandbox_session, /^sbx_/);

  const updates: Job[] = [];
  const job = await client.wait(started.job_id, { onUpdate: (update) => updates.push(update) });
  t.equal(job.status, 'ready', job.error);
  t.equal(job.project_id, 'petal-house');
  t.match(job.deployment_id, /^dep_/);
  t.same(updates.at(-1), job, 'the final update is the job returned');
  t.ok(updates.every((update) => update.job_id === started.job_id));
  const order = ['building', 'partial', 'ready'];
  t.ok(
    updates.every((update, i) => i === 0 || order.indexOf(update.status) >= order.indexOf(updates[i - 1]!.status)),
    'states only move forward',
  );
  t.ok(
    watching.seen.some((request) => request.url === `/job/${started.job_id}/events`),
    'followed over Server-Sent Events',
  );
  // The stream alone carries the job, unless it missed a change (one between the gateway's read of
  // the job and its subscription): then the poll that checks its first event finds the job moved on.
  const check = watching.seen.find((request) => request.url === `/job/${started.job_id}` && request.headers['if-none-match'] !== undefined);
  const longPolls = watching.seen.filter((request) => request.url.includes('?wait='));
  t.ok(longPolls.length === 0 || check?.status === 200, 'long polls only once the check found a missed change');

  const dir = await mkdtemp(join(tmpdir(), 'sitewright-client-'));
  const written = await client.writeFiles(job, dir);
  t.ok(job.files.length > 0, 'the job has files');
  t.equal(written.length, job.files.length);
  for (const file of job.files) t.equal(await readFile(join(dir, file.path), 'utf8'), file.content, `${file.path} written as served`);

  const reported = await client.reportDeployment(job.job_id, 'https://petal-house.example.com/');
  t.same(reported, {
    status: 'ready',
    job_id: job.job_id,
    deploy_url: 'https://petal-house.example.com/',
    deployment_id: job.deployment_id,
    error: '',
  });
  const direct = new Sitewright({ baseUrl: stack.baseUrl, apiKey });
  await stack.caughtUp();
  t.equal((await direct.job(job.job_id)).deploy_url, 'https://petal-house.example.com/');
});

t.test('a stream cut off before the end: long polls finish the wait', async (t) => {
  const cutting = await proxy((request) => (request.url?.endsWith('/events') ? { kind: 'cut-after', bytes: 12 } : { kind: 'forward' }));
  const client = new Sitewright({ baseUrl: cutting.url, apiKey });
  const started = await client.generate({ query: 'A website for a climbing gym called Crux in Sheffield' });
  const job = await client.wait(started.job_id);
  t.equal(job.status, 'ready', job.error);
  t.ok(
    cutting.seen.some((request) => request.url.endsWith('/events')),
    'the stream was tried',
  );
  t.ok(
    cutting.seen.some((request) => request.url.startsWith(`/job/${started.job_id}`) && !request.url.endsWith('/events')),
    'then polls',
  );
});

async function pauseGenerators(): Promise<void> {
  while (stack.generators.length > 0) await stack.generators.pop()!.stop();
}

async function until(condition: () => boolean, what: string): Promise<void> {
  for (let i = 0; i < 400 && !condition(); i++) await new Promise((resolve) => setTimeout(resolve, 25));
  if (!condition()) throw new Error(`timed out waiting until ${what}`);
}

t.test('a stream that missed a change is caught by a poll of its first event', async (t) => {
  await pauseGenerators();
  let release = () => {};
  const released = new Promise<void>((resolve) => (release = resolve));
  let held = () => {};
  const holding = new Promise<void>((resolve) => (held = resolve));
  const missing = await proxy((request) =>
    request.url?.endsWith('/events') ? { kind: 'first-event-only', release: released, held } : { kind: 'forward' },
  );
  const client = new Sitewright({ baseUrl: missing.url, apiKey });
  const started = await client.generate({ query: 'A website for a sailing club called Tack in Cowes' });
  const updates: Job[] = [];
  const waiting = client.wait(started.job_id, { onUpdate: (job) => updates.push(job), streamQuietMs: 60_000 });

  // The stream's first event (building) is held back until the job is ready; nothing follows it.
  await holding;
  await stack.addGenerator();
  await stack.waitForJob(started.job_id, apiKey);
  const releasedAt = Date.now();
  release();
  const job = await waiting;
  t.equal(job.status, 'ready', job.error);
  t.ok(Date.now() - releasedAt < 10_000, 'without waiting for the stream to go quiet');
  t.equal(updates[0]?.status, 'building', "the stream's first event was told");
  t.equal(updates.at(-1)?.status, 'ready');
  t.ok(
    missing.seen.some((request) => request.url === `/job/${started.job_id}` && typeof request.headers['if-none-match'] === 'string'),
    'a poll checked the first event',
  );
});

t.test('a stream that goes quiet is left for long polls', async (t) => {
  await pauseGenerators();
  const quiet = await proxy((request) => (request.url?.endsWith('/events') ? { kind: 'first-event-only' } : { kind: 'forward' }));
  const client = new Sitewright({ baseUrl: quiet.url, apiKey });
  const started = await client.generate({ query: 'A website for a rowing club called Oar in Henley' });
  // Admission by the scheduler changes the job (its queue place); one that fell between the
  // stream's first event and the check would rightly make the client leave the stream at once.
  await stack.waitForJob(started.job_id, apiKey, (job) => job.queue_position === 0, 30_000);
  const waiting = client.wait(started.job_id, { streamQuietMs: 1500 });
  // The check of the first event finds nothing new (304): the stream is kept, and then hears nothing.
  const checked = () => quiet.seen.some((request) => request.url === `/job/${started.job_id}` && request.status === 304);
  await until(checked, 'the first event was checked');
  await stack.addGenerator();
  const job = await waiting;
  t.equal(job.status, 'ready', job.error);
  t.ok(
    quiet.seen.some((request) => request.url.startsWith(`/job/${started.job_id}?wait=`)),
    'long polls took over',
  );
});

t.test('a generate whose answer is lost is retried with the same Idempotency-Key: one job', async (t) => {
  const account = await stack.createAccount({ name: 'Lost answers' });
  let generates = 0;
  const lossy = await proxy((request) =>
    request.method === 'POST' && request.url === '/generate' && generates++ === 0 ? { kind: 'lose-answer' } : { kind: 'forward' },
  );
  const retries: RetryNotice[] = [];
  const client = new Sitewright({ baseUrl: lossy.url, apiKey: account.apiKey, onRetry: (retry) => retries.push(retry) });
  const started = await client.generate({ query: 'A website for a bakery called Crumb in York' });
  t.equal(started.status, 'building');

  const posts = lossy.seen.filter((request) => request.url === '/generate');
  t.equal(posts.length, 2, 'sent twice');
  t.ok(posts[0]!.headers['idempotency-key'], 'with an Idempotency-Key');
  t.equal(posts[1]!.headers['idempotency-key'], posts[0]!.headers['idempotency-key'], 'the same key both times');
  t.ok(posts[0]!.upstreamHeaders, 'the gateway did answer the first one');
  t.equal(posts[1]!.upstreamHeaders?.['idempotent-replayed'], 'true', 'the retry was answered with the same job');
  t.equal(retries.length, 1);
  t.ok(retries[0]!.error instanceof ConnectionError, 'retried after a network failure');
  t.equal(await jobsOfAccount(account.accountId), 1, 'one job for the account');
});

t.test('429 is retried after Retry-After with the same key; without retries it is a RateLimitedError', async (t) => {
  const account = await stack.createAccount({ name: 'Tiny rate', rate_limit_per_minute: 60, burst: 1 });
  const watching = await proxy();
  const retries: RetryNotice[] = [];
  const client = new Sitewright({ baseUrl: watching.url, apiKey: account.apiKey, onRetry: (retry) => retries.push(retry) });
  const first = await client.generate({ query: 'A website for a cheese shop called Rind' });
  const second = await client.generate({ query: 'A website for a wine bar called Cork' });
  t.not(second.job_id, first.job_id);
  t.equal(retries.length, 1, 'the second was rate limited once');
  t.ok(retries[0]!.error instanceof RateLimitedError);
  t.equal(retries[0]!.delayMs, (retries[0]!.error.retryAfterSeconds ?? 0) * 1000, 'after the Retry-After the service asked for');
  t.ok((retries[0]!.error.retryAfterSeconds ?? 0) >= 1);
  const posts = watching.seen.filter((request) => request.url === '/generate');
  t.equal(posts.length, 3);
  t.not(posts[0]!.headers['idempotency-key'], posts[1]!.headers['idempotency-key'], 'each generate has its own key');
  t.equal(posts[2]!.headers['idempotency-key'], posts[1]!.headers['idempotency-key'], 'the retry kept its key');
  t.equal(await jobsOfAccount(account.accountId), 2, 'one job per key');

  const impatient = new Sitewright({ baseUrl: stack.baseUrl, apiKey: account.apiKey, maxRetries: 0 });
  const limited = await impatient.generate({ query: 'A website for a deli called Brine' }).catch((error: unknown) => error);
  t.ok(limited instanceof RateLimitedError);
  t.match(limited, { code: 'rate_limited', status: 429, message: /Too many jobs started/ });
  t.ok(((limited as RateLimitedError).retryAfterSeconds ?? 0) >= 1, 'retryAfterSeconds from the Retry-After header');
});

t.test('503 is retried after its Retry-After', async (t) => {
  const started = await new Sitewright({ baseUrl: stack.baseUrl, apiKey }).generate({ query: 'A website for a bookshop called Spine' });
  let polls = 0;
  const flaky = await proxy((request) =>
    request.url?.startsWith('/job/') && polls++ === 0
      ? {
          kind: 'answer',
          status: 503,
          headers: { 'content-type': 'application/json', 'retry-after': '1' },
          body: JSON.stringify({ status: 'failed', error: 'The service cannot reach its database right now.', code: 'unavailable' }),
        }
      : { kind: 'forward' },
  );
  const retries: RetryNotice[] = [];
  const client = new Sitewright({ baseUrl: flaky.url, apiKey, onRetry: (retry) => retries.push(retry) });
  const began = Date.now();
  const job = await client.job(started.job_id);
  t.equal(job.job_id, started.job_id);
  t.equal(retries.length, 1);
  t.ok(retries[0]!.error instanceof UnavailableError);
  t.equal(retries[0]!.delayMs, 1000);
  t.ok(Date.now() - began >= 950, 'waited the second it was told to');
});

t.test('an unreachable service is a ConnectionError once the retries are spent', async (t) => {
  const retries: RetryNotice[] = [];
  const client = new Sitewright({
    baseUrl: `http://127.0.0.1:${await closedPort()}`,
    apiKey,
    maxRetries: 2,
    onRetry: (retry) => retries.push(retry),
  });
  const error = await client.job('job_01ARZ3NDEKTSV4RRFFQ69G5FAV').catch((e: unknown) => e);
  t.ok(error instanceof ConnectionError);
  t.match(error, {
    code: 'unreachable',
    status: 0,
    message: /Could not reach the Sitewright service at http:\/\/127\.0\.0\.1:\d+: connect ECONNREFUSED/,
  });
  t.equal(retries.length, 2, 'retried as often as allowed');
});
