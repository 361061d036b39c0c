// The analytics read model: GET /admin/stats agrees with the jobs made in the test (final status,
// source, engine, build seconds with median and p95, tokens, deployments), live and after
// `npm run replay` rebuilt the read model from the log; the BI views answer the same figures.
import pg from 'pg';
import t from 'tap';
import { replayReadModel } from '../../services/projector/replay.ts';
import { FakeOpenAI, errorAnswer, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { PAGE, STYLES, fileBlock } from '../support/fake-openai/engine-harness.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };
let stack: TestStack;
let fake: FakeOpenAI;

t.before(async () => {
  fake = await FakeOpenAI.start();
  stack = await startStack({ generators: 0 });
});
t.teardown(async () => {
  await stack?.stop();
  await fake?.close();
});

/** PostgreSQL's percentile_cont: linear interpolation between the closest ranks. */
function percentile(values: number[], fraction: number): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const position = fraction * (sorted.length - 1);
  const lower = Math.floor(position);
  const upper = Math.ceil(position);
  return sorted[lower]! + (sorted[upper]! - sorted[lower]!) * (position - lower);
}

t.test('stats agree with the jobs made, live and after a replay', async (t) => {
  const { accountId, apiKey } = await stack.createAccount({ name: 'Counted', rate_limit_per_minute: 6000, burst: 100 });
  const other = await stack.createAccount({ name: 'Not counted' });
  const start = async (key: string, body: Record<string, unknown>) =>
    (await stack.http('POST', '/generate', { apiKey: key, body })).body.job_id as string;

  // The openai engine against the stand-in provider: one job ready with recorded tokens, one failed.
  const openai = await stack.addGenerator({
    ENGINE: 'openai',
    OPENAI_BASE_URL: fake.baseURL,
    OPENAI_API_KEY: 'sk-test',
    OPENAI_MODEL: 'test-model',
    OPENAI_RETRY_BASE_MS: '1',
    OPENAI_MAX_RETRIES: '0',
  });
  fake.enqueue(streamAnswer(`Here it is.\n${fileBlock('index.html', PAGE)}${fileBlock('styles.css', STYLES)}`));
  const modelJob = await start(apiKey, { query: 'A bakery site made by the model' });
  await stack.waitForJob(modelJob, apiKey);
  fake.enqueue(errorAnswer(400));
  fake.enqueue(errorAnswer(400));
  fake.enqueue(errorAnswer(400));
  const failedJob = await start(apiKey, { query: 'A site the model will not make' });
  await stack.waitForJob(failedJob, apiKey);
  await openai.stop();

  // The offline engine: three new sites, one identical request answered from the cache at once.
  await stack.addGenerator();
  const offline = [];
  for (const query of ['A site for a gym called Iron Works', 'A site for a dentist in Porto', 'A site for a jazz club called Blue Room'])
    offline.push(await start(apiKey, { query }));
  for (const id of offline) await stack.waitForJob(id, apiKey);
  await stack.caughtUp(); // the cache is searched in the read model
  const cached = await start(apiKey, { query: 'A site for a gym called Iron Works' });
  await stack.waitForJob(cached, apiKey);
  await stack.waitForJob(await start(other.apiKey, { query: 'Someone else entirely' }), other.apiKey);
  for (const url of ['https://iron.example/', 'https://iron-2.example/'])
    await stack.http('POST', `/job/${offline[0]}/deployed`, { apiKey, body: { deploy_url: url } });
  await stack.http('POST', `/job/${modelJob}/deployed`, { apiKey, body: { deploy_url: 'https://bakery.example/' } });
  await stack.caughtUp();

  // What the jobs themselves say.
  const ids = [modelJob, failedJob, ...offline, cached];
  const jobs = await Promise.all(ids.map(async (id) => (await stack.http('GET', `/job/${id}`, { apiKey })).body));
  const histories = await Promise.all(
    ids.map(async (id) => (await stack.http('GET', `/admin/jobs/${id}/events`, { headers: admin })).body),
  );
  const engines = histories.map(
    (history) => history.events.filter((event: any) => event.type === 'JobStarted').at(-1)?.data.engine ?? 'none',
  );
  const ready = jobs.filter((job) => job.status === 'ready');
  const seconds = ready.map((job) => (Date.parse(job.finished_at) - Date.parse(job.created_at)) / 1000);
  const tokens = histories.reduce((sum, history) => sum + history.usage.total_tokens, 0);
  t.equal(jobs.filter((job) => job.status === 'failed').length, 1, 'one job failed');
  t.equal(jobs.find((job) => job.job_id === cached).source, 'cache');
  t.ok(tokens > 0, 'the model job recorded tokens');
  const count = (values: string[]) => {
    const counts: Record<string, number> = {};
    for (const value of values) counts[value] = (counts[value] ?? 0) + 1;
    return counts;
  };

  const day = jobs[0].created_at.slice(0, 10);
  const stats = await stack.http('GET', `/admin/stats?from=${day}&to=${day}&account_id=${accountId}`, { headers: admin });
  t.equal(stats.status, 200);
  const totals = stats.body.totals;
  t.same(totals.jobs, { total: ids.length, ready: ready.length, failed: 1, running: 0 });
  t.same(totals.by_source, { generated: ids.length - 1, cache: 1, fork: 0 });
  t.same(totals.by_engine, count(engines));
  t.same(totals.by_engine, { openai: 2, offline: 3, none: 1 }, 'the cached job never started an engine');
  t.equal(totals.tokens.total, tokens);
  t.equal(totals.tokens.prompt + totals.tokens.completion, tokens);
  t.equal(totals.deployments, 3);
  t.ok(Math.abs(totals.build_seconds.median - percentile(seconds, 0.5)!) < 1e-6, `median ${totals.build_seconds.median}`);
  t.ok(Math.abs(totals.build_seconds.p95 - percentile(seconds, 0.95)!) < 1e-6, `p95 ${totals.build_seconds.p95}`);
  t.equal(stats.body.days.length, 1, 'one row: this account, today');
  t.match(stats.body.days[0], { account_id: accountId, day, ...totals });

  const everyone = await stack.http('GET', `/admin/stats?from=${day}&to=${day}`, { headers: admin });
  t.equal(everyone.body.days.length, 2, 'a row per account');
  t.equal(everyone.body.totals.jobs.total, ids.length + 1);

  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  try {
    const view = (await client.query('select * from analytics_account_day where account_id = $1', [accountId])).rows[0];
    t.match(
      view,
      { jobs: ids.length, ready: ready.length, failed: 1, cache: 1, deployments: 3, total_tokens: String(tokens) },
      'the BI view holds the same figures',
    );
    const perEngine = (
      await client.query('select engine, jobs from analytics_account_day_engine where account_id = $1 order by engine', [accountId])
    ).rows;
    t.same(perEngine, [
      { engine: '', jobs: 1 },
      { engine: 'offline', jobs: 3 },
      { engine: 'openai', jobs: 2 },
    ]);
  } finally {
    await client.end();
  }

  const result = await replayReadModel(stack.config, quietLogger());
  t.ok(result.events > 0);
  await stack.caughtUp();
  const replayed = await stack.http('GET', `/admin/stats?from=${day}&to=${day}&account_id=${accountId}`, { headers: admin });
  t.same(replayed.body, stats.body, 'the same figures after the read model was rebuilt from the log');
  const history = await stack.http('GET', `/admin/accounts/${accountId}/events`, { headers: admin });
  t.same(
    history.body.events.map((event: any) => event.type),
    ['AccountCreated', 'ApiKeyIssued'],
    'the account history is rebuilt too',
  );
});

t.test('stats refuse what they cannot answer, in their own shape', async (t) => {
  for (const query of [
    'from=2026-13-01',
    'from=2026-02-30&to=2026-03-01',
    'from=2026-03-02&to=2026-03-01',
    'from=2024-01-01&to=2026-01-01',
    'account_id=x',
    'colour=red',
  ]) {
    const answer = await stack.http('GET', `/admin/stats?${query}`, { headers: admin });
    t.equal(answer.status, 400, query);
    t.match(answer.body, { status: 'failed', code: 'invalid_request', from: '', to: '', days: [], totals: { jobs: { total: 0 } } });
  }
  const empty = await stack.http('GET', '/admin/stats?from=2001-01-01&to=2001-01-31', { headers: admin });
  t.match(empty.body, { status: 'ok', days: [], totals: { jobs: { total: 0 }, build_seconds: { median: null, p95: null } } });
  const defaults = await stack.http('GET', '/admin/stats', { headers: admin });
  t.equal(defaults.body.to, new Date().toISOString().slice(0, 10));
  t.equal((Date.parse(defaults.body.to) - Date.parse(defaults.body.from)) / 86_400_000, 29, 'thirty days by default');
  t.equal((await stack.http('GET', '/admin/stats')).status, 401);
});
