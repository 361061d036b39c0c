// Generators are separate processes here, killed and frozen mid-job. The openai engine runs
// against the stand-in provider, which holds its answer half-way so the kill lands mid-job.
// Whatever happens to a generator, the job ends exactly once, and an accepted job is never lost.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { FakeOpenAI, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { PAGE, STYLES, fileBlock } from '../support/fake-openai/engine-harness.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let fake: FakeOpenAI;
let apiKey: string;
let accountId: string;
const children = new Set<ChildProcess>();

const ANSWER = `Building the bakery site.\n${fileBlock('index.html', PAGE)}${fileBlock('styles.css', STYLES)}`;
const AFTER_FIRST_FILE = ANSWER.indexOf('<file path="styles.css"');

// Generator processes started, killed and restarted: 95 s of tap's default 120 s in a fresh-clone
// CI run here; every wait inside keeps its own bound.
t.setTimeout(300_000);

t.before(async () => {
  fake = await FakeOpenAI.start();
  stack = await startStack({ generators: 0, env: { GENERATOR_ACK_WAIT_MS: '2000', GENERATOR_MAX_DELIVER: '3' } });
  ({ apiKey, accountId } = await stack.createAccount({ name: 'Crash', burst: 20, rate_limit_per_minute: 600 }));
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  await stack?.stop();
  await fake?.close();
});

/** A generator process; `logs` collects its JSON log lines at LOG_LEVEL `logLevel` (silent by default). */
function generatorProcess(name: string, logLevel = 'silent'): ChildProcess & { logs: string[] } {
  const child = spawn(process.execPath, ['services/generator/main.ts'], {
    env: {
      ...process.env,
      ...stack.env,
      ENGINE: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'test-model',
      OPENAI_RETRY_BASE_MS: '10',
      GENERATOR_CONCURRENCY: '1',
      GENERATOR_ID: name,
      LOG_LEVEL: logLevel,
    },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  const logs: string[] = [];
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => logs.push(...chunk.split('\n').filter(Boolean)));
  children.add(child);
  child.once('exit', () => children.delete(child));
  return Object.assign(child, { logs });
}

async function history(jobId: string): Promise<any[]> {
  const response = await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  return response.body.events;
}

async function start(query: string): Promise<string> {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query } });
  t.equal(started.status, 200);
  return started.body.job_id;
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

t.test('a generator killed mid-job: another finishes it, exactly once', async (t) => {
  let release: () => void = () => {};
  fake.enqueue(streamAnswer(ANSWER, { pauseAt: AFTER_FIRST_FILE, resume: new Promise<void>((resolve) => (release = resolve)) }));
  const a = generatorProcess('gen-a');
  const jobId = await start('A site for a bakery');
  const partial = await stack.waitForJob(jobId, apiKey, (job) => job.status === 'partial');
  t.same(
    partial.files.map((f: any) => f.path),
    ['index.html'],
    'pollers saw the first file while the model was still writing',
  );

  a.kill('SIGKILL');
  await exited(a);
  release();
  fake.enqueue(streamAnswer(ANSWER));
  const b = generatorProcess('gen-b');
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.same(job.files.map((f: any) => f.path).sort(), ['index.html', 'styles.css']);
  t.equal(job.files.find((f: any) => f.path === 'index.html').content, PAGE);

  const events = await history(jobId);
  const types = events.map((e) => e.type);
  t.equal(types.filter((type) => type === 'JobCompleted').length, 1, 'completed once');
  t.equal(types.filter((type) => type === 'JobFailed').length, 0, 'never failed');
  const starts = events.filter((e) => e.type === 'JobStarted');
  t.same(
    starts.map((e) => [e.data.attempt, e.data.generator_id]),
    [
      [1, 'gen-a'],
      [2, 'gen-b'],
    ],
  );
  const emittedIndex = events.filter((e) => e.type === 'FilesEmitted' && e.data.files.some((f: any) => f.path === 'index.html'));
  t.equal(emittedIndex.length, 1, 'the file written before the crash is not emitted again');
  t.ok(
    events.some((e) => e.type === 'UsageRecorded'),
    'token usage is recorded',
  );
  const summed = (await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body
    .usage;
  const recorded = events.filter((e) => e.type === 'UsageRecorded');
  t.equal(summed.calls, recorded.length, 'the job sums its model calls');
  t.equal(
    summed.total_tokens,
    recorded.reduce((sum, e) => sum + e.data.total_tokens, 0),
  );
  b.kill('SIGTERM');
  await exited(b);
});

t.test('a frozen generator that wakes up after being replaced is cut off by the log', async (t) => {
  let release: () => void = () => {};
  fake.enqueue(streamAnswer(ANSWER, { pauseAt: AFTER_FIRST_FILE, resume: new Promise<void>((resolve) => (release = resolve)) }));
  const a = generatorProcess('gen-frozen', 'warn');
  const jobId = await start('A site for a second bakery');
  await stack.waitForJob(jobId, apiKey, (job) => job.status === 'partial');
  a.kill('SIGSTOP');

  fake.enqueue(streamAnswer(ANSWER));
  const b = generatorProcess('gen-replacement');
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'ready', job.error);

  // Wake the stale one and let its model answer finish: its next append must be refused.
  const finishedBefore = fake.finishedResponses;
  a.kill('SIGCONT');
  release();
  const deadline = Date.now() + 20_000;
  const refused = () => a.logs.some((line) => line.includes('superseded by a newer attempt'));
  while (!refused() && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 100));
  t.ok(fake.finishedResponses > finishedBefore, 'the stale generator received the rest of its answer');
  t.ok(refused(), `the stale generator tried to append and the log refused it: ${a.logs.join('\n').slice(0, 500)}`);

  const events = await history(jobId);
  const replacementStart = events.findIndex((e) => e.type === 'JobStarted' && e.data.generator_id === 'gen-replacement');
  t.ok(replacementStart > 0);
  const staleAfter = events.slice(replacementStart).filter((e) => e.actor === 'generator:gen-frozen');
  t.same(staleAfter, [], 'nothing from the stale generator after the replacement started');
  t.equal(events.filter((e) => e.type === 'JobCompleted' || e.type === 'JobFailed').length, 1, 'ended exactly once');
  t.equal(events[events.length - 1].type, 'JobCompleted');
  a.kill('SIGKILL');
  b.kill('SIGTERM');
  await Promise.all([exited(a), exited(b)]);
});

t.test('when every delivery dies, the job fails once with a plain reason instead of hanging', async (t) => {
  const jobId = await start('A site nobody can finish');
  for (const name of ['gen-d1', 'gen-d2', 'gen-d3']) {
    fake.enqueue({ type: 'hang' });
    const requestsBefore = fake.requests.length;
    const child = generatorProcess(name);
    const deadline = Date.now() + 20_000;
    while (fake.requests.length === requestsBefore && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 50));
    t.ok(fake.requests.length > requestsBefore, `${name} picked the job up`);
    child.kill('SIGKILL');
    await exited(child);
  }
  // A generator that is merely running hears the server's max-deliveries advisory.
  const watcher = generatorProcess('gen-watcher');
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'failed');
  t.match(job.error, /could not be completed after 3 attempts/);
  const events = await history(jobId);
  t.equal(events.filter((e) => e.type === 'JobFailed').length, 1);
  t.equal(events.filter((e) => e.type === 'JobStarted').length, 3);
  watcher.kill('SIGTERM');
  await exited(watcher);
});

t.test('token usage adds up per account for operators', async (t) => {
  await stack.caughtUp();
  const account = await stack.http('GET', `/admin/accounts/${accountId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(account.status, 200);
  t.ok(account.body.usage.total_tokens > 0, "usage is summed over the account's jobs");
  t.equal(account.body.usage.total_tokens, account.body.usage.prompt_tokens + account.body.usage.completion_tokens);
  t.match(account.body.jobs, { total: 3, ready: 2, failed: 1 });
});

t.test('SIGTERM lets a generator finish its job before it exits', async (t) => {
  let release: () => void = () => {};
  fake.enqueue(streamAnswer(ANSWER, { pauseAt: AFTER_FIRST_FILE, resume: new Promise<void>((resolve) => (release = resolve)) }));
  const child = generatorProcess('gen-graceful');
  const jobId = await start('A site finished during shutdown');
  await stack.waitForJob(jobId, apiKey, (job) => job.status === 'partial');
  child.kill('SIGTERM');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(child.exitCode, null, 'still running while its job is in flight');
  release();
  const code = await exited(child);
  t.equal(code, 0, 'exits cleanly');
  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'ready');
  const events = await history(jobId);
  t.equal(events.filter((e) => e.type === 'JobStarted').length, 1, 'finished by the same generator, no redelivery');
});
