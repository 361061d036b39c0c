// Webhooks end to end with real receivers on 127.0.0.1: registration, Standard Webhooks
// signatures checked by the `standardwebhooks` package, retries that keep the webhook-id, the
// 24-hour schedule under an injected clock, the address rules, operators' deliveries and
// redelivery, and several dispatchers at once.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { Webhook } from 'standardwebhooks';
import { loadConfig } from '../../shared/config/config.ts';
import { RETRY_DELAYS_MS, RETRY_WINDOW_MS } from '../../shared/webhooks/retry-schedule.ts';
import { startDispatcher, type DispatcherHandle, type DispatcherOptions } from '../../services/dispatcher/start-dispatcher.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

let stack: TestStack;
let receiver: WebhookReceiver;
let other: WebhookReceiver;
const dispatchers = new Set<DispatcherHandle>();
const children = new Set<ChildProcess>();
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

t.before(async () => {
  receiver = await WebhookReceiver.start();
  other = await WebhookReceiver.start();
  stack = await startStack({ env: { WEBHOOK_ALLOWED_HOSTS: `${receiver.host},${other.host}`, WEBHOOK_TIMEOUT_MS: '1000' } });
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  for (const dispatcher of dispatchers) await dispatcher.stop().catch(() => {});
  await stack?.stop();
  await receiver?.close();
  await other?.close();
});

async function dispatcher(options: DispatcherOptions = {}, env: Record<string, string> = {}): Promise<DispatcherHandle> {
  const handle = await startDispatcher(loadConfig({ ...stack.env, ...env }), quietLogger(), options);
  dispatchers.add(handle);
  return handle;
}

async function stopDispatchers(): Promise<void> {
  for (const handle of dispatchers) await handle.stop();
  dispatchers.clear();
}

async function register(apiKey: string, url: string, events: string[]): Promise<{ webhook_id: string; secret: string }> {
  const response = await stack.http('POST', '/webhooks', { apiKey, body: { url, events } });
  if (response.status !== 200) throw new Error(`could not register: ${response.text}`);
  return response.body;
}

async function generate(apiKey: string, query: string): Promise<string> {
  const response = await stack.http('POST', '/generate', { apiKey, body: { query } });
  return response.body.job_id;
}

async function deliveries(webhookId: string): Promise<any> {
  return (await stack.http('GET', `/admin/webhooks/${webhookId}/deliveries`, { headers: admin })).body;
}

async function until<T>(read: () => Promise<T>, ok: (value: T) => boolean, timeoutMs = 20_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (ok(value)) return value;
    if (Date.now() > deadline) throw new Error(`condition not met; last value: ${JSON.stringify(value).slice(0, 800)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

t.test('registration: secret shown once, listed without it, deleted once, in the usual shapes', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Hooks' });
  const created = await stack.http('POST', '/webhooks', { apiKey, body: { url: receiver.url(), events: ['job.ready', 'job.failed'] } });
  t.equal(created.status, 200);
  t.match(created.body.webhook_id, /^wh_[0-9A-Z]{26}$/);
  t.match(created.body.secret, /^whsec_[A-Za-z0-9+/]+=*$/);
  t.same(created.body.events, ['job.ready', 'job.failed']);

  const listed = await stack.http('GET', '/webhooks', { apiKey });
  t.equal(listed.status, 200);
  t.equal(listed.body.webhooks.length, 1);
  t.equal(listed.body.webhooks[0].webhook_id, created.body.webhook_id);
  t.equal(listed.body.webhooks[0].status, 'enabled');
  t.notOk('secret' in listed.body.webhooks[0], 'the secret is not shown again');

  const bad = await stack.http('POST', '/webhooks', { apiKey, body: { url: 'ftp://example.com/', events: ['job.done'] } });
  t.equal(bad.status, 400);
  t.equal(bad.body.code, 'invalid_request');
  t.match(bad.body.error, /url: must use http or https/);
  t.match(bad.body.error, /events\[0\]: must be one of job\.partial, job\.ready, job\.failed, job\.deployed/);
  t.same(
    { ...bad.body, error: '' },
    { status: 'failed', webhook_id: '', url: '', events: [], secret: '', created_at: '', error: '', code: 'invalid_request' },
  );
  const empty = await stack.http('POST', '/webhooks', { apiKey, body: { url: 'https://example.com/', events: [] } });
  t.equal(empty.status, 400);
  const local = await stack.http('POST', '/webhooks', { apiKey, body: { url: 'http://10.1.2.3/hook', events: ['job.ready'] } });
  t.equal(local.status, 400);
  t.match(local.body.error, /10\.1\.2\.3 is a private address/);
  const control = await stack.http('POST', '/webhooks', {
    apiKey,
    body: { url: 'https://hooks.example.com/\u0001', events: ['job.ready'] },
  });
  t.equal(control.status, 400, 'control characters are refused at the door');
  t.equal(control.body.code, 'invalid_request');
  const odd = await stack.http('POST', '/webhooks', { apiKey, body: { url: 'https://Hooks.Example.COM/a b', events: ['job.ready'] } });
  t.equal(odd.status, 200);
  t.equal(odd.body.url, 'https://hooks.example.com/a%20b', 'stored normalised');
  t.equal((await stack.http('DELETE', `/webhooks/${odd.body.webhook_id}`, { apiKey })).status, 200);
  const noKey = await stack.http('GET', '/webhooks');
  t.equal(noKey.status, 401);
  t.same(noKey.body.webhooks, []);

  const stranger = await stack.createAccount({ name: 'Stranger' });
  const foreign = await stack.http('DELETE', `/webhooks/${created.body.webhook_id}`, { apiKey: stranger.apiKey });
  t.equal(foreign.status, 404, "another account's webhook is not found");
  t.equal((await stack.http('GET', '/webhooks', { apiKey: stranger.apiKey })).body.webhooks.length, 0);

  const deleted = await stack.http('DELETE', `/webhooks/${created.body.webhook_id}`, { apiKey });
  t.equal(deleted.status, 200);
  t.equal(deleted.body.status, 'deleted');
  t.equal(deleted.body.secret, '');
  t.equal((await stack.http('DELETE', `/webhooks/${created.body.webhook_id}`, { apiKey })).status, 404);
  t.equal((await stack.http('DELETE', '/webhooks/wh_nope.>', { apiKey })).status, 404);
  t.same((await stack.http('GET', '/webhooks', { apiKey })).body.webhooks, []);
});

t.test('deliveries are signed the Standard Webhooks way and carry the job without file contents', async (t) => {
  receiver.reset();
  const { apiKey } = await stack.createAccount({ name: 'Signed' });
  const hook = await register(apiKey, receiver.url(), ['job.partial', 'job.ready', 'job.deployed']);
  // Two dispatchers share the work.
  await dispatcher();
  await dispatcher();
  const jobId = await generate(apiKey, 'A website for a bakery called Crumb in Leeds');
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'ready');
  await stack.http('POST', `/job/${jobId}/deployed`, { apiKey, body: { deploy_url: 'https://crumb.example.com/' } });
  const requests = await receiver.waitFor(3);

  const verifier = new Webhook(hook.secret);
  const types: string[] = [];
  for (const request of requests) {
    const payload = verifier.verify(request.body, request.headers as Record<string, string>) as any;
    types.push(payload.type);
    t.match(request.headers['webhook-id'], /^msg_[0-9a-f]{32}$/);
    t.equal(payload.data.job_id, jobId);
  }
  t.same(types.sort(), ['job.deployed', 'job.partial', 'job.ready']);
  const ready = requests.map((request) => JSON.parse(request.body)).find((body) => body.type === 'job.ready');
  t.same(Object.keys(ready).sort(), ['data', 'timestamp', 'type']);
  t.equal(ready.data.status, 'ready');
  t.equal(ready.data.deployment_id, job.deployment_id);
  t.same(
    ready.data.files.map((file: any) => file.path),
    job.files.map((file: any) => file.path),
  );
  for (const file of ready.data.files) t.same(Object.keys(file).sort(), ['language', 'path', 'size'], 'no file contents');
  t.equal(ready.data.files[0].size, Buffer.byteLength(job.files[0].content));
  t.same(ready.data.usage, { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 });

  const tampered = { ...(requests[0]!.headers as Record<string, string>) };
  const noSignature = { name: 'WebhookVerificationError', message: 'No matching signature found' };
  t.throws(() => verifier.verify(`${requests[0]!.body} `, tampered), noSignature, 'a changed body fails verification');
  t.throws(
    () => new Webhook(`whsec_${Buffer.from('another secret!!').toString('base64')}`).verify(requests[0]!.body, tampered),
    noSignature,
    'another secret fails',
  );

  const list = await until(
    () => deliveries(hook.webhook_id),
    (body) => body.deliveries.length === 3 && body.deliveries.every((d: any) => d.state === 'delivered'),
  );
  t.equal(list.account_id.startsWith('acct_'), true);
  t.equal(list.deliveries[0].attempts[0].status_code, 200);
  t.equal(requests.length, 3, 'each event delivered once when every attempt succeeds');
  await stopDispatchers();
  await stack.http('DELETE', `/webhooks/${hook.webhook_id}`, { apiKey });
});

t.test('retries after a 500 and a timeout keep the webhook-id; operators see every attempt and can redeliver', async (t) => {
  receiver.reset();
  const { apiKey } = await stack.createAccount({ name: 'Retries' });
  const hook = await register(apiKey, receiver.url(), ['job.ready']);
  // A compressed clock: the 5 s and 5 min waits pass in milliseconds.
  await dispatcher({ clock: { now: () => Date.now(), realDelayMs: (ms) => Math.min(ms, 50) } });
  receiver.answer = (index) => (index === 0 ? 500 : index === 1 ? 'hang' : 200);
  const jobId = await generate(apiKey, 'A website for a florist called Stem');
  await stack.waitForJob(jobId, apiKey);
  const requests = await receiver.waitFor(3);
  const ids = new Set(requests.map((request) => request.headers['webhook-id']));
  t.equal(ids.size, 1, 'one webhook-id on every attempt');
  t.equal(new Set(requests.map((request) => request.body)).size, 1, 'the same body on every attempt');
  const verifier = new Webhook(hook.secret);
  for (const request of requests) t.doesNotThrow(() => verifier.verify(request.body, request.headers as Record<string, string>));

  const list = await until(
    () => deliveries(hook.webhook_id),
    (body) => body.deliveries[0]?.state === 'delivered',
  );
  const attempts = list.deliveries[0].attempts;
  t.same(
    attempts.map((a: any) => a.outcome),
    ['retrying', 'retrying', 'delivered'],
  );
  t.same(
    attempts.map((a: any) => a.status_code),
    [500, 0, 200],
  );
  t.equal(attempts[0].error, 'the endpoint answered HTTP 500');
  t.equal(attempts[1].error, 'the endpoint did not answer within 1000 ms');
  t.ok(attempts[1].duration_ms >= 900 && attempts[1].duration_ms < 3000, `the timeout is short (${attempts[1].duration_ms} ms)`);
  t.equal(list.deliveries[0].delivery_id, [...ids][0]);

  const redelivered = await stack.http(
    'POST',
    `/admin/webhooks/${hook.webhook_id}/deliveries/${list.deliveries[0].delivery_id}/redeliver`,
    { headers: admin },
  );
  t.equal(redelivered.status, 200);
  t.equal(redelivered.body.status, 'queued');
  const again = await receiver.waitFor(4);
  t.equal(again[3]!.headers['webhook-id'], [...ids][0], 'a redelivery keeps the webhook-id');
  t.equal(again[3]!.body, requests[0]!.body, 'and the body');

  const unknown = await stack.http('POST', `/admin/webhooks/${hook.webhook_id}/deliveries/msg_${'0'.repeat(32)}/redeliver`, {
    headers: admin,
  });
  t.equal(unknown.status, 404);
  t.same({ ...unknown.body, error: '' }, { status: 'failed', webhook_id: '', delivery_id: '', error: '', code: 'not_found' });
  t.equal((await stack.http('GET', '/admin/webhooks/wh_01M7ZWQKGBR3E2GTAQ4BDBAAGP/deliveries', { headers: admin })).status, 404);
  t.equal((await stack.http('GET', `/admin/webhooks/${hook.webhook_id}/deliveries`, { apiKey })).status, 401);
  await stopDispatchers();
  await stack.http('DELETE', `/webhooks/${hook.webhook_id}`, { apiKey });
});

t.test('a failing endpoint is retried with backoff for 24 hours (injected clock), then disabled', async (t) => {
  receiver.reset();
  const { apiKey } = await stack.createAccount({ name: 'Schedule' });
  const hook = await register(apiKey, receiver.url(), ['job.ready']);
  let offset = 0;
  const clock = {
    now: () => Date.now() + offset,
    // Virtual time jumps to the attempt's due time; the real wait is a few milliseconds.
    realDelayMs: (ms: number) => {
      offset += ms;
      return 10;
    },
  };
  await dispatcher({ clock, random: () => 0.5 });
  receiver.answer = () => 503;
  const jobId = await generate(apiKey, 'A website for a cafe called Bean');
  await stack.waitForJob(jobId, apiKey);

  const list = await until(
    () => deliveries(hook.webhook_id),
    (body) => body.deliveries[0]?.state === 'failed',
    30_000,
  );
  const attempts = list.deliveries[0].attempts;
  t.equal(attempts.length, RETRY_DELAYS_MS.length + 2, 'every scheduled attempt, then the last one at 24 hours');
  t.same(
    attempts.map((a: any) => a.outcome),
    [...new Array(attempts.length - 1).fill('retrying'), 'gave_up'],
  );
  const times = attempts.map((a: any) => Date.parse(a.at));
  for (let i = 1; i < RETRY_DELAYS_MS.length + 1; i++) {
    const gap = times[i] - times[i - 1];
    t.ok(
      gap >= RETRY_DELAYS_MS[i - 1]! && gap < RETRY_DELAYS_MS[i - 1]! + 2_000,
      `gap ${i} is the scheduled ${RETRY_DELAYS_MS[i - 1]} ms (got ${gap})`,
    );
  }
  const span = times[times.length - 1] - times[0];
  // Each attempt is recorded when it ends, a few milliseconds after it started.
  t.ok(span < RETRY_WINDOW_MS + 2_000 && span > RETRY_WINDOW_MS - 5_000, `attempts span 24 hours (${span} ms)`);

  const requests = receiver.requests;
  t.equal(requests.length, attempts.length, 'the receiver saw every attempt');
  t.equal(new Set(requests.map((request) => request.headers['webhook-id'])).size, 1, 'one webhook-id over 24 hours');
  const stamps = requests.map((request) => Number(request.headers['webhook-timestamp']));
  t.ok(stamps[stamps.length - 1]! - stamps[0]! >= 24 * 3600 - 5, 'webhook-timestamp follows the (injected) clock');

  const listed = await until(
    () => stack.http('GET', '/webhooks', { apiKey }),
    (response) => response.body.webhooks[0]?.status === 'disabled',
  );
  t.match(listed.body.webhooks[0].disabled_reason, /kept failing for 24 hours.*HTTP 503/);
  t.equal(list.endpoint_status === 'disabled' || (await deliveries(hook.webhook_id)).endpoint_status === 'disabled', true);

  // A disabled endpoint gets nothing more.
  const before = receiver.requests.length;
  const second = await generate(apiKey, 'A website for a second cafe called Leaf');
  await stack.waitForJob(second, apiKey);
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  t.equal(receiver.requests.length, before, 'no delivery to a disabled endpoint');
  await stopDispatchers();
});

t.test('blocked addresses receive zero connections; redirects are not followed', async (t) => {
  receiver.reset();
  other.reset();
  const { apiKey } = await stack.createAccount({ name: 'Blocked' });
  // The name resolves to the receiver's loopback address, which is not allowed for this host name.
  const blocked = await register(apiKey, `http://hooks.blocked.test:${receiver.port}/hook`, ['job.ready']);
  const redirecting = await register(apiKey, other.url('/moved'), ['job.ready']);
  other.answer = () => ({ redirect: receiver.url('/elsewhere') });
  await dispatcher({ lookup: async (host) => (host === 'hooks.blocked.test' ? [{ address: '127.0.0.1', family: 4 }] : []) });
  const jobId = await generate(apiKey, 'A website for a gym called Lift');
  await stack.waitForJob(jobId, apiKey);

  const list = await until(
    () => deliveries(blocked.webhook_id),
    (body) => body.deliveries[0]?.attempts.length >= 1,
  );
  const attempt = list.deliveries[0].attempts[0];
  t.equal(attempt.status_code, 0);
  t.match(attempt.error, /hooks\.blocked\.test resolves to 127\.0\.0\.1, which is a loopback address/);
  t.equal(attempt.outcome, 'retrying');

  const moved = await until(
    () => deliveries(redirecting.webhook_id),
    (body) => body.deliveries[0]?.attempts.length >= 1,
  );
  t.equal(moved.deliveries[0].attempts[0].status_code, 302);
  t.match(moved.deliveries[0].attempts[0].error, /redirects are not followed/);
  t.equal(other.requests.length >= 1, true);
  t.equal(receiver.connections, 0, 'the blocked address and the redirect target got no connection');
  await stack.http('DELETE', `/webhooks/${blocked.webhook_id}`, { apiKey });
  await stack.http('DELETE', `/webhooks/${redirecting.webhook_id}`, { apiKey });
  // The next scheduled attempt (about 5 s later) finds the endpoint deleted: recorded, nothing sent.
  const skipped = await until(
    () => deliveries(blocked.webhook_id),
    (body) => body.deliveries[0]?.state === 'skipped',
  );
  t.equal(skipped.endpoint_status, 'deleted');
  t.equal(skipped.deliveries[0].attempts.at(-1).error, 'the endpoint is deleted; nothing was sent');
  t.equal(receiver.connections, 0);
  await stopDispatchers();
});

function dispatcherProcess(): ChildProcess {
  const child = spawn(process.execPath, ['services/dispatcher/main.ts'], {
    env: { ...process.env, ...stack.env, LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

t.test('a dispatcher killed mid-delivery loses nothing: another delivers with the same webhook-id', async (t) => {
  receiver.reset();
  const { apiKey } = await stack.createAccount({ name: 'Killed' });
  const hook = await register(apiKey, receiver.url(), ['job.ready']);
  receiver.answer = (index) => (index === 0 ? 'hang' : 200);
  const a = dispatcherProcess();
  const jobId = await generate(apiKey, 'A website for a bookshop called Spine');
  await stack.waitForJob(jobId, apiKey);
  await receiver.waitFor(1);
  a.kill('SIGKILL');
  await exited(a);

  const b = dispatcherProcess();
  const requests = await receiver.waitFor(2, 30_000);
  t.equal(requests[1]!.headers['webhook-id'], requests[0]!.headers['webhook-id'], 'the same webhook-id after the crash');
  t.equal(requests[1]!.body, requests[0]!.body);
  const list = await until(
    () => deliveries(hook.webhook_id),
    (body) => body.deliveries[0]?.state === 'delivered',
  );
  t.equal(list.deliveries.length, 1);

  // Events appended while no dispatcher runs wait in the log for the next one.
  b.kill('SIGTERM');
  await exited(b);
  const second = await generate(apiKey, 'A website for a second bookshop called Folio');
  await stack.waitForJob(second, apiKey);
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.equal(receiver.requests.length, 2, 'nothing is delivered while no dispatcher runs');
  dispatcherProcess();
  const later = await receiver.waitFor(3, 30_000);
  t.equal(JSON.parse(later[2]!.body).data.job_id, second, 'the next dispatcher delivers it');
  await stack.http('DELETE', `/webhooks/${hook.webhook_id}`, { apiKey });
});
