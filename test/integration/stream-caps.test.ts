// Open Server-Sent Event streams and long polls are capped per account (429) and per gateway
// (503), in GET /job's shape with Retry-After; closing one frees its slot.
import t, { type Test } from 'tap';
import { JOB_EMPTY } from '../support/refusal-shapes.ts';
import { startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;

t.before(async () => {
  // No generator: jobs stay `building`, so streams and long polls stay open.
  // No scheduler either: no admission ends a long poll before its time.
  stack = await startStack({
    generators: 0,
    projector: false,
    scheduler: false,
    env: { MAX_STREAMS_PER_ACCOUNT: '2', MAX_STREAMS_PER_GATEWAY: '3' },
  });
});
t.teardown(() => stack?.stop());

function isRefusal(t: Test, response: { status: number; body: any; headers: Headers }, status: number, code: string) {
  t.equal(response.status, status, `HTTP ${status}`);
  t.equal(response.body.code, code);
  t.equal(response.body.status, 'failed');
  t.match(response.body.error, /event streams and long polls/);
  t.same(Object.keys(response.body).sort(), ['code', 'error', 'status', ...Object.keys(JOB_EMPTY)].sort(), "GET /job's shape");
  for (const [key, value] of Object.entries(JOB_EMPTY)) t.same(response.body[key], value, `${key} at its empty default`);
  t.ok(Number(response.headers.get('retry-after')) >= 1, 'Retry-After in seconds');
}

async function startJob(apiKey: string): Promise<string> {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: `A site that stays building ${Math.random()}` } });
  return started.body.job_id;
}

/** Opens an event stream and resolves once its first event has arrived (the slot is held then). */
async function openStream(apiKey: string, jobId: string): Promise<{ status: number; close(): void; text(): Promise<string> }> {
  const aborter = new AbortController();
  const response = await fetch(`${stack.baseUrl}/job/${jobId}/events`, {
    headers: { authorization: `Bearer ${apiKey}` },
    signal: aborter.signal,
  });
  if (response.status === 200) {
    const reader = response.body!.getReader();
    await reader.read();
    return { status: 200, close: () => aborter.abort(), text: async () => '' };
  }
  return { status: response.status, close: () => aborter.abort(), text: () => response.text() };
}

t.test('429 per account and 503 per gateway, in shape with Retry-After; a closed stream frees its slot', async (t) => {
  const a = await stack.createAccount({ name: 'A' });
  const b = await stack.createAccount({ name: 'B' });
  const c = await stack.createAccount({ name: 'C' });
  const jobA = await startJob(a.apiKey);
  const jobB = await startJob(b.apiKey);
  const jobC = await startJob(c.apiKey);

  const first = await openStream(a.apiKey, jobA);
  t.equal(first.status, 200);
  // A long poll holds a slot as long as it waits.
  const longPoll = stack.http('GET', `/job/${jobA}?wait=3`, { apiKey: a.apiKey });
  await new Promise((resolve) => setTimeout(resolve, 300));

  const overAccount = await stack.http('GET', `/job/${jobA}/events`, { apiKey: a.apiKey });
  isRefusal(t, overAccount, 429, 'rate_limited');
  const overAccountPoll = await stack.http('GET', `/job/${jobA}?wait=2`, { apiKey: a.apiKey });
  isRefusal(t, overAccountPoll, 429, 'rate_limited');
  const plainPoll = await stack.http('GET', `/job/${jobA}`, { apiKey: a.apiKey });
  t.equal(plainPoll.status, 200, 'a poll without ?wait needs no slot');

  const third = await openStream(b.apiKey, jobB);
  t.equal(third.status, 200, 'another account still gets a stream');
  const full = await stack.http('GET', `/job/${jobC}/events`, { apiKey: c.apiKey });
  isRefusal(t, full, 503, 'unavailable');
  const metrics = await stack.http('GET', '/metrics');
  t.match(metrics.text, /^sitewright_gateway_open_streams 3$/m, '/metrics counts the open streams');

  t.equal((await longPoll).status, 200, 'the long poll answers when its wait is over');
  first.close();
  // The server hears the close a moment later.
  let again = await openStream(c.apiKey, jobC);
  for (let i = 0; i < 50 && again.status !== 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    again = await openStream(c.apiKey, jobC);
  }
  t.equal(again.status, 200, 'slots freed by a closed stream and a finished long poll are given again');
  again.close();
  third.close();
});
