// Engine work runs on engine threads with a CPU budget: a request that keeps its thread busy
// fails at once with `too_complex` (never handed to another generator), while the generator's
// own thread heartbeats and another account's job on the same generator is ready within seconds.
import t from 'tap';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const hostileEngine = new URL('../support/engines/hostile-engine.ts', import.meta.url).href;

async function jobEvents(stack: TestStack, jobId: string): Promise<{ type: string; data: any }[]> {
  const response = await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.body.events;
}

async function generate(stack: TestStack, apiKey: string, query: string, files?: { path: string; content: string }[]): Promise<string> {
  const response = await stack.http('POST', '/generate', { apiKey, body: files ? { query, files } : { query } });
  if (response.status !== 202 && response.status !== 200) throw new Error(`POST /generate answered ${response.status}: ${response.text}`);
  return response.body.job_id;
}

t.test('a job past its CPU budget fails once with too_complex while another account is served', async (t) => {
  const stack = await startStack({
    engineModule: hostileEngine,
    // A generator whose thread froze would miss its heartbeats and see the job redelivered within 1.5 s.
    env: { ENGINE_STEP_TIMEOUT_MS: '1000', GENERATOR_CONCURRENCY: '2', GENERATOR_ACK_WAIT_MS: '1500', GENERATOR_MAX_DELIVER: '3' },
  });
  t.teardown(() => stack.stop());
  const hostile = await stack.createAccount({ name: 'Spinner' });
  const ordinary = await stack.createAccount({ name: 'Ordinary' });

  const started = Date.now();
  const spinning = await generate(stack, hostile.apiKey, 'spin for ever');
  await new Promise((resolve) => setTimeout(resolve, 300));
  const plain = await generate(stack, ordinary.apiKey, 'A page for a bakery');
  const ready = await stack.waitForJob(plain, ordinary.apiKey, undefined, 15_000);
  t.equal(ready.status, 'ready', 'the other account is served while a thread spins');
  t.ok(Date.now() - started < 10_000, 'and within seconds');

  const failed = await stack.waitForJob(spinning, hostile.apiKey, undefined, 15_000);
  t.match(failed, { status: 'failed', error_code: 'too_complex' });
  t.match(failed.error, /took too long to process \(more than 1 s of work\)/);
  t.ok(Date.now() - started < 12_000, 'the spinning job ended soon after its budget ran out');
  // Give a redelivery time to happen, were there one.
  await new Promise((resolve) => setTimeout(resolve, 2_000));
  const events = await jobEvents(stack, spinning);
  t.equal(events.filter((event) => event.type === 'JobStarted').length, 1, 'one attempt: never handed to another generator');
  t.equal(events.filter((event) => event.type === 'JobFailed').length, 1);

  // The thread that was terminated is replaced: the next job runs.
  const after = await generate(stack, hostile.apiKey, 'A page for a florist');
  t.equal((await stack.waitForJob(after, hostile.apiKey, undefined, 15_000)).status, 'ready');
});

t.test('waiting on a model does not count against the CPU budget', async (t) => {
  const stack = await startStack({ engineModule: hostileEngine, env: { ENGINE_STEP_TIMEOUT_MS: '300' } });
  t.teardown(() => stack.stop());
  const account = await stack.createAccount();
  const sleeping = await generate(stack, account.apiKey, 'sleep a while');
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const job = (await stack.http('GET', `/job/${sleeping}`, { apiKey: account.apiKey })).body;
  t.equal(job.status, 'building', 'a job that waits (no CPU) is still running after five times its budget');
  const cancelled = await stack.http('POST', `/job/${sleeping}/cancel`, { apiKey: account.apiKey });
  t.equal(cancelled.status, 200, 'and a cancel stops it');
  t.match(await stack.waitForJob(sleeping, account.apiKey, undefined, 10_000), { status: 'failed', error_code: 'cancelled' });
});

t.test('a job past its memory limit fails with too_complex and the next job runs', async (t) => {
  const stack = await startStack({ engineModule: hostileEngine, env: { ENGINE_MEMORY_MB: '160', ENGINE_STEP_TIMEOUT_MS: '20000' } });
  t.teardown(() => stack.stop());
  const account = await stack.createAccount();
  const hoarding = await generate(stack, account.apiKey, 'hoard memory');
  const failed = await stack.waitForJob(hoarding, account.apiKey, undefined, 30_000);
  t.match(failed, { status: 'failed', error_code: 'too_complex' });
  t.match(failed.error, /needed more than 160 MiB of memory/);
  const next = await generate(stack, account.apiKey, 'A page for a florist');
  t.equal((await stack.waitForJob(next, account.apiKey, undefined, 15_000)).status, 'ready');
});

t.test("the offline engine: four edits of a million line breaks do not hold up another account's job", async (t) => {
  const stack = await startStack({ env: { GENERATOR_CONCURRENCY: '2', ENGINE_STEP_TIMEOUT_MS: '3000' } });
  t.teardown(() => stack.stop());
  const hostile = await stack.createAccount({ name: 'Edits', burst: 10 });
  const ordinary = await stack.createAccount({ name: 'Ordinary' });
  const files = [
    {
      path: 'index.html',
      content:
        '<!doctype html><html lang="en"><head><title>Home</title><link rel="stylesheet" href="style.css"></head><body><h1>Home</h1></body></html>',
    },
    { path: 'style.css', content: `${'\n'.repeat(1_000_000)}a{}` },
  ];
  const started = Date.now();
  const edits = [];
  for (let i = 0; i < 4; i++) edits.push(await generate(stack, hostile.apiKey, `Add a dark mode toggle ${i}`, files));
  await new Promise((resolve) => setTimeout(resolve, 500));
  const plain = await generate(stack, ordinary.apiKey, 'A one-page site for a bakery in Lyon');
  t.equal((await stack.waitForJob(plain, ordinary.apiKey, undefined, 20_000)).status, 'ready');
  t.ok(Date.now() - started < 20_000, `the ordinary job was ready in ${Date.now() - started} ms`);
  for (const edit of edits) {
    const job = await stack.waitForJob(edit, hostile.apiKey, undefined, 30_000);
    // Linear edits finish; were one to run past its budget it would fail, never hang or go round.
    t.ok(job.status === 'ready' || job.error_code === 'too_complex', `edit ended: ${job.status} ${job.error_code}`);
  }
});

t.test('markup nested thousands deep fails at once with too_complex, not after every delivery', async (t) => {
  const stack = await startStack({ env: { GENERATOR_MAX_DELIVER: '3' } });
  t.teardown(() => stack.stop());
  const account = await stack.createAccount();
  const nested = `<!doctype html><html lang="en"><head><title>Deep</title></head><body>${'<div>'.repeat(20_000)}<h1>Deep</h1></body></html>`;
  const jobId = await generate(stack, account.apiKey, 'Change the main heading to "Shallow"', [{ path: 'index.html', content: nested }]);
  const failed = await stack.waitForJob(jobId, account.apiKey, undefined, 20_000);
  t.match(failed, { status: 'failed', error_code: 'too_complex' });
  t.match(failed.error, /nested too deeply/);
  const events = await jobEvents(stack, jobId);
  t.equal(events.filter((event) => event.type === 'JobStarted').length, 1, 'one attempt');
});
