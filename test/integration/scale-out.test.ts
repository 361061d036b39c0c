// Several gateways and generators on one log and one database: the rate limit is shared, any
// gateway answers for any job at once, and every job ends exactly once.
import t from 'tap';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let second: GatewayHandle;

t.before(async () => {
  stack = await startStack({ generators: 2 });
  second = await startGateway(stack.config, quietLogger());
});
t.teardown(async () => {
  await second?.stop();
  await stack?.stop();
});

async function post(baseUrl: string, apiKey: string, query: string) {
  const response = await fetch(`${baseUrl}/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query }),
  });
  return { status: response.status, body: (await response.json()) as any };
}

t.test('the token bucket is shared by every gateway', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Shared bucket', rate_limit_per_minute: 3, burst: 3 });
  const statuses = [];
  for (let i = 0; i < 6; i++) statuses.push((await post(i % 2 ? second.url : stack.baseUrl, apiKey, `Site ${i}`)).status);
  t.equal(statuses.filter((status) => status === 200).length, 3, 'three accepted in all, not three per gateway');
  t.equal(statuses.filter((status) => status === 429).length, 3);
});

t.test('concurrent requests on both gateways never take more than the burst', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Concurrent bucket', rate_limit_per_minute: 1, burst: 5 });
  const answers = await Promise.all(Array.from({ length: 14 }, (_, i) => post(i % 2 ? second.url : stack.baseUrl, apiKey, `Burst ${i}`)));
  t.equal(answers.filter((answer) => answer.status === 200).length, 5, 'exactly the burst is accepted');
  t.ok(
    answers.every((answer) => answer.status === 200 || answer.status === 429),
    'the rest are 429, never 503',
  );
});

t.test('a job accepted by one gateway is answered by another at once', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Two gateways', burst: 20, rate_limit_per_minute: 600 });
  const ids: string[] = [];
  for (let i = 0; i < 8; i++) {
    const started = await post(stack.baseUrl, apiKey, `A site for a gym called Iron ${i}`);
    const polled = await fetch(`${second.url}/job/${started.body.job_id}`, { headers: { authorization: `Bearer ${apiKey}` } });
    t.equal(polled.status, 200, 'never a 404 on the other gateway');
    ids.push(started.body.job_id);
  }
  for (const id of ids) {
    const job = await stack.waitForJob(id, apiKey);
    t.equal(job.status, 'ready');
    const events = await stack.http('GET', `/admin/jobs/${id}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    const types = events.body.events.map((e: any) => e.type);
    t.equal(types.filter((type: string) => type === 'JobStarted').length, 1, 'one generator took it');
    t.equal(types.filter((type: string) => type === 'JobCompleted').length, 1, 'ended once');
  }
});

t.test('a key revoked through one gateway stops working on the other at once', async (t) => {
  const account = await stack.createAccount({ name: 'Revoked across gateways' });
  t.equal((await post(second.url, account.apiKey, 'Warm the cache')).status, 200);
  const revoked = await fetch(`${stack.baseUrl}/admin/keys/${account.keyId}/revoke`, {
    method: 'POST',
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  t.equal(revoked.status, 200);
  // The other gateway hears the revocation on the log's subject; give the message a moment.
  const deadline = Date.now() + 5_000;
  let status = 200;
  while (status === 200 && Date.now() < deadline) {
    status = (await post(second.url, account.apiKey, 'After revocation')).status;
    if (status === 200) await new Promise((resolve) => setTimeout(resolve, 20));
  }
  t.equal(status, 401);
});
