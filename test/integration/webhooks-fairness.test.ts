// Webhooks shared fairly between accounts, with real nats-server, PostgreSQL and receivers on
// 127.0.0.1: at most MAX_WEBHOOKS_PER_ACCOUNT endpoints an account (also when registrations race),
// one account flooding deliveries to an address that never answers does not hold up another
// account's delivery, and an endpoint failing again and again is paused by its circuit breaker.
import t from 'tap';
import { createServer, type Server, type Socket } from 'node:net';
import type { AddressInfo } from 'node:net';
import { loadConfig } from '../../shared/config/config.ts';
import { startDispatcher, type DispatcherHandle, type DispatcherOptions } from '../../services/dispatcher/start-dispatcher.ts';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

/** Accepts connections and never answers: a dead endpoint that costs every attempt its timeout. */
class BlackHole {
  connections = 0;
  private readonly sockets = new Set<Socket>();
  private readonly server: Server;
  private constructor(server: Server) {
    this.server = server;
    server.on('connection', (socket) => {
      this.connections += 1;
      this.sockets.add(socket);
      socket.on('error', () => {});
      socket.on('close', () => this.sockets.delete(socket));
    });
  }
  static async start(): Promise<BlackHole> {
    const server = createServer();
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return new BlackHole(server);
  }
  get host(): string {
    return `127.0.0.1:${(this.server.address() as AddressInfo).port}`;
  }
  async close(): Promise<void> {
    for (const socket of this.sockets) socket.destroy();
    await new Promise((resolve) => this.server.close(resolve));
  }
}

let stack: TestStack;
let hole: BlackHole;
let receiver: WebhookReceiver;
let failing: WebhookReceiver;
const dispatchers = new Set<DispatcherHandle>();

t.before(async () => {
  hole = await BlackHole.start();
  receiver = await WebhookReceiver.start();
  failing = await WebhookReceiver.start();
  stack = await startStack({ env: { WEBHOOK_ALLOWED_HOSTS: `${hole.host},${receiver.host},${failing.host}`, WEBHOOK_TIMEOUT_MS: '3000' } });
});
t.teardown(async () => {
  for (const dispatcher of dispatchers) await dispatcher.stop().catch(() => {});
  await stack?.stop();
  await hole?.close();
  await receiver?.close();
  await failing?.close();
});

async function dispatcher(env: Record<string, string> = {}, options: DispatcherOptions = {}): Promise<DispatcherHandle> {
  const handle = await startDispatcher(loadConfig({ ...stack.env, ...env }), quietLogger(), options);
  dispatchers.add(handle);
  return handle;
}

async function stopDispatchers(): Promise<void> {
  for (const handle of dispatchers) await handle.stop();
  dispatchers.clear();
}

const register = (apiKey: string, url: string, events = ['job.deployed']) =>
  stack.http('POST', '/webhooks', { apiKey, body: { url, events } });

async function readyJob(apiKey: string, query: string): Promise<string> {
  const response = await stack.http('POST', '/generate', { apiKey, body: { query } });
  const jobId = response.body.job_id;
  const job = await stack.waitForJob(jobId, apiKey);
  if (job.status !== 'ready') throw new Error(`job ${jobId} is ${job.status}`);
  return jobId;
}

async function reportDeployed(apiKey: string, jobId: string, n: number): Promise<void> {
  const response = await stack.http('POST', `/job/${jobId}/deployed`, { apiKey, body: { deploy_url: `https://example.com/${n}` } });
  if (response.status !== 200) throw new Error(`could not report a deployment: ${response.text}`);
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

let floodKey = '';

t.test('an account has at most MAX_WEBHOOKS_PER_ACCOUNT webhooks, also when registrations race', async (t) => {
  // The flood reports hundreds of deployments, and each spends the account's rate limit.
  const { apiKey } = await stack.createAccount({ name: 'Flood', burst: 1_000, rate_limit_per_minute: 60_000 });
  floodKey = apiKey;
  for (let i = 0; i < 10; i++)
    t.equal((await register(apiKey, `http://${hole.host}/hook/${i}`)).status, 200, `webhook ${i + 1} is registered`);
  const refused = await register(apiKey, `http://${hole.host}/hook/10`);
  t.equal(refused.status, 409, 'the 11th is refused');
  t.same(
    { ...refused.body, error: '' },
    { status: 'failed', webhook_id: '', url: '', events: [], secret: '', created_at: '', error: '', code: 'conflict' },
    'in the webhook error shape',
  );
  t.match(refused.body.error, /already has 10 webhooks.*Delete one/);
  t.equal((await stack.http('GET', '/webhooks', { apiKey })).body.webhooks.length, 10);

  // Eight registered, then eight more at once through two gateways: exactly two get in, whatever
  // the interleaving.
  const second = await startGateway(stack.config, quietLogger());
  t.teardown(() => second.stop());
  const racing = await stack.createAccount({ name: 'Racing' });
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) ids.push((await register(racing.apiKey, receiver.url(`/r/${i}`))).body.webhook_id);
  const viaSecond = async (i: number) => {
    const response = await fetch(`${second.url}/webhooks`, {
      method: 'POST',
      headers: { authorization: `Bearer ${racing.apiKey}`, 'content-type': 'application/json' },
      body: JSON.stringify({ url: receiver.url(`/race/${i}`), events: ['job.deployed'] }),
    });
    await response.text();
    return { status: response.status };
  };
  const answers = await Promise.all(
    Array.from({ length: 8 }, (_, i) => (i % 2 === 0 ? register(racing.apiKey, receiver.url(`/race/${i}`)) : viaSecond(i))),
  );
  t.same(
    answers.map((answer) => answer.status).sort(),
    [200, 200, 409, 409, 409, 409, 409, 409],
    'two of eight concurrent registrations fit under the limit',
  );
  t.equal((await stack.http('GET', '/webhooks', { apiKey: racing.apiKey })).body.webhooks.length, 10, 'the account holds exactly 10');
  // A deleted webhook frees its place.
  t.equal((await stack.http('DELETE', `/webhooks/${ids[0]}`, { apiKey: racing.apiKey })).status, 200);
  t.equal((await register(racing.apiKey, receiver.url('/again'))).status, 200, 'one more after a deletion');
  t.equal((await register(racing.apiKey, receiver.url('/over'))).status, 409);
});

t.test("a flood of deliveries to a dead endpoint does not hold up another account's delivery", async (t) => {
  receiver.reset();
  const floodJob = await readyJob(floodKey, 'A website for a bakery called Crumb');
  const healthy = await stack.createAccount({ name: 'Healthy' });
  t.equal((await register(healthy.apiKey, receiver.url('/healthy'))).status, 200);
  const healthyJob = await readyJob(healthy.apiKey, 'A website for a florist called Petal');
  t.teardown(stopDispatchers);
  // A small holding area: the dispatcher must move the flood's tasks to the back of the queue to
  // reach the other account's task behind them.
  await dispatcher({ WEBHOOK_TIMEOUT_MS: '500' }, { holdLimit: 16 });
  // 30 reports to 10 endpoints: 300 deliveries, each holding a worker for the 0.5 s timeout (old
  // code: 8 workers for all of them, some 20 s before the other account's turn).
  for (let i = 0; i < 30; i++) await reportDeployed(floodKey, floodJob, i);
  await t.resolves(
    (async () => {
      while (hole.connections < 2) await sleep(50);
    })(),
    'the flood reaches the dead endpoint',
  );
  await sleep(500);

  const started = Date.now();
  await reportDeployed(healthy.apiKey, healthyJob, 1);
  const [request] = await receiver.waitFor(1, 60_000);
  const waited = request!.at - started;
  t.ok(waited < 5_000, `the other account's delivery arrived in ${waited} ms while the flood waits`);
  t.equal(JSON.parse(request!.body).data.job_id, healthyJob);
  // Moves are not deliveries: every attempt of the flood is numbered from 1 without gaps.
  const floodHooks = (await stack.http('GET', '/webhooks', { apiKey: floodKey })).body.webhooks;
  const attemptNumbers = async () => {
    const numbers: number[][] = [];
    spans.length = 0;
    for (const webhook of floodHooks) {
      const list = await stack.http('GET', `/admin/webhooks/${webhook.webhook_id}/deliveries`, {
        headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
      });
      for (const delivery of list.body.deliveries) {
        numbers.push(delivery.attempts.map((attempt: { attempt: number }) => attempt.attempt));
        for (const attempt of delivery.attempts)
          spans.push({ start: Date.parse(attempt.at) - attempt.duration_ms, end: Date.parse(attempt.at) });
      }
    }
    return numbers;
  };
  const spans: { start: number; end: number }[] = [];
  let numbers = await attemptNumbers();
  // Past the first 16 (held, never moved): tasks moved to the back, some after a first attempt.
  for (const deadline = Date.now() + 30_000; numbers.length < 30 && Date.now() < deadline; numbers = await attemptNumbers())
    await sleep(250);
  t.ok(numbers.length >= 30, `the flood's deliveries are being attempted (${numbers.length})`);
  // From the dispatcher's own records: how many of the flood's attempts ever ran at once.
  // (the attempts running when each one started; a few ms of slack between two clocks' readings)
  const mostAtOnce = Math.max(
    ...spans.map((span) => spans.filter((other) => other.start <= span.start + 5 && span.start + 5 < other.end).length),
  );
  t.ok(mostAtOnce <= 2, `the flooding account never had more than its share of attempts at once (${mostAtOnce})`);
  t.same(
    numbers,
    numbers.map((list) => list.map((_, i) => i + 1)),
    'attempt numbers count attempts only, however often a task was moved',
  );
  // The flood's remaining tasks find their endpoints deleted and are dropped.
  for (const webhook of (await stack.http('GET', '/webhooks', { apiKey: floodKey })).body.webhooks) {
    await stack.http('DELETE', `/webhooks/${webhook.webhook_id}`, { apiKey: floodKey });
  }
});

t.test('an endpoint failing again and again is paused, then tried once, and resumes when it recovers', async (t) => {
  failing.reset();
  failing.answer = () => 500;
  const { apiKey } = await stack.createAccount({ name: 'Breaker' });
  t.equal((await register(apiKey, failing.url('/breaker'))).status, 200);
  const jobId = await readyJob(apiKey, 'A website for a gym called Lift');
  t.teardown(stopDispatchers);
  // One attempt at a time, so the three failures before the pause are exactly three.
  await dispatcher({
    WEBHOOK_ACCOUNT_CONCURRENCY: '1',
    WEBHOOK_BREAKER_FAILURES: '3',
    WEBHOOK_BREAKER_PAUSE_MS: '3000',
    WEBHOOK_BREAKER_MAX_PAUSE_MS: '6000',
  });
  for (let i = 0; i < 6; i++) await reportDeployed(apiKey, jobId, i);

  const firstFour = await failing.waitFor(4, 30_000);
  const pause1 = firstFour[3]!.at - firstFour[2]!.at;
  t.ok(pause1 >= 2_900, `no attempt for the 3 s pause after the third failure in a row (next after ${pause1} ms)`);
  t.ok(pause1 < 5_000, `then one trial (after ${pause1} ms)`);
  failing.answer = () => 200;
  const [, , , , fifth] = await failing.waitFor(5, 30_000);
  const pause2 = fifth!.at - firstFour[3]!.at;
  t.ok(pause2 >= 5_900, `the failed trial doubles the pause (next after ${pause2} ms)`);
  // The successful trial closes the circuit: every delivery goes out.
  const ids = new Set(firstFour.map((request) => request.headers['webhook-id']));
  const all = await failing.waitFor(4 + 6, 30_000);
  const delivered = new Set(all.slice(4).map((request) => request.headers['webhook-id']));
  t.equal(delivered.size, 6, 'all six messages delivered after the circuit closed');
  for (const id of ids) t.ok(delivered.has(id), 'a message tried while failing is delivered later with its webhook-id');
});
