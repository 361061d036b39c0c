// `npm run bench:scale` for real, in a tiny configuration: the embedded stack, one step of two
// generators (the stack's own and a process the bench adds), an extra gateway, 20 jobs. Its JSON
// line must hold every step with every job counted (posted = ready, none failed), a positive CPU
// cost for each role that does a job's work, and the figures consistent with each other; and the
// bench must leave nothing behind, after a full run as after a Ctrl-C.
import t, { type Test } from 'tap';
import { spawn } from 'node:child_process';
import { existsSync, readdirSync, readFileSync } from 'node:fs';

const JOBS = 20;

interface Run {
  code: number | null;
  output: string;
  dataDir: string;
  /** In the bench's environment, so in that of every process it starts that inherits it (the flood driver). */
  marker: string;
}

/** Runs the bench with `args`; `interrupt(output)`: whether to send SIGINT now that it printed `output`. */
function bench(args: string[], interrupt?: (output: string) => boolean): Promise<Run> {
  const marker = `SCALE_BENCH_TEST=${process.pid}-${Math.random()}`;
  const [name, value] = marker.split('=');
  const child = spawn(process.execPath, ['test/bench/scale-bench.ts', ...args], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, [name!]: value },
  });
  let output = '';
  let interrupted = false;
  const collect = (chunk: Buffer) => {
    output += chunk.toString();
    if (interrupt && !interrupted && interrupt(output)) {
      interrupted = true;
      child.kill('SIGINT');
    }
  };
  child.stdout.on('data', collect);
  child.stderr.on('data', collect);
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, output, dataDir: /\(DATA_DIR (\S+)\)/.exec(output)?.[1] ?? '', marker })),
  );
}

/** Processes still running that the bench started: their command line or environment names its DATA_DIR or holds its marker. */
function leftOver({ dataDir, marker }: Run): number[] {
  const pids: number[] = [];
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const text = readFileSync(`/proc/${entry}/cmdline`, 'utf8') + readFileSync(`/proc/${entry}/environ`, 'utf8');
      if (text.includes(dataDir) || text.includes(marker)) pids.push(Number(entry));
    } catch {
      // Gone meanwhile.
    }
  }
  return pids;
}

async function nothingLeft(t: Test, run: Run): Promise<void> {
  const { dataDir } = run;
  t.ok(dataDir.length > 0, 'the bench said where its data lives');
  // Children that were told to stop may take a moment to be gone.
  for (let i = 0; i < 50 && leftOver(run).length > 0; i++) await new Promise((resolve) => setTimeout(resolve, 200));
  t.same(leftOver(run), [], 'no process of the stack is left');
  t.notOk(existsSync(dataDir), 'its temporary DATA_DIR is deleted');
}

// Both run at once (each with a stack of its own), so the file takes the time of the longer one.
const full = bench(['--generators', '2', '--jobs', String(JOBS), '--gateways', '1', '--warmup', '2', '--idle-seconds', '1']);
const interrupted = bench(['--generators', '2', '--jobs', '400', '--warmup', '0', '--idle-seconds', '0'], (output) =>
  output.includes('[scale] step: 2 generators'),
);

t.test('two generators (one a process the bench added), two gateways, 20 jobs: every job counted, every role costs CPU', async (t) => {
  const run = await full;
  t.equal(run.code, 0, run.output);
  const line = /^BENCH_SCALE_JSON (.*)$/m.exec(run.output)?.[1];
  t.ok(line, 'one BENCH_SCALE_JSON line');
  const result = JSON.parse(line ?? '{}');
  t.equal(result.ok, true);
  t.same(result.failures, []);
  t.equal(result.jobs_per_step, JOBS);
  t.type(result.cores, 'number');
  t.match(result.nats_gomaxprocs, /^\d+$/, "the embedded default sets nats-server's threads");
  t.same(
    result.steps.map((step: any) => [step.generators, step.gateways]),
    [[2, 2]],
  );
  for (const step of result.steps) {
    const at = `${step.generators} generator(s)`;
    t.equal(step.posts.posts, JOBS, `${at}: every request posted`);
    t.equal(step.posts.accepted, JOBS, `${at}: every POST answered 200`);
    t.equal(step.jobs, JOBS, `${at}: the read model holds the step's jobs and no others`);
    t.equal(step.ready, JOBS, `${at}: every job ready`);
    t.equal(step.failed, 0);
    t.ok(step.seconds > 0 && step.posts.seconds > 0 && step.posts.seconds <= step.seconds, `${at}: posting ends before the jobs do`);
    t.ok(Math.abs(step.jobs_per_second - JOBS / step.seconds) < 0.1, `${at}: jobs/s is the step's jobs over its time`);
    t.ok(
      step.posts.post_ms.p50 > 0 && step.posts.post_ms.p50 <= step.posts.post_ms.p99,
      `${at}: POST latency p50 ${step.posts.post_ms.p50} ms`,
    );
    for (const role of ['generator', 'nats-server', 'gateway', 'PostgreSQL', 'projector'])
      t.ok(step.cpu_ms_per_job[role] > 0, `${at}: ${role} ${step.cpu_ms_per_job[role]} ms of CPU a job`);
    const roles = Object.entries(step.cpu_ms_per_job).filter(([role]) => role !== 'total');
    const sum = roles.reduce((total, [, ms]) => total + (ms as number), 0);
    t.ok(Math.abs(sum - step.cpu_ms_per_job.total) < 0.1 * roles.length, `${at}: the total is the roles' sum`);
    t.ok(step.idle_cpu_ms_per_second.total >= 0, `${at}: the idle CPU is read`);
    t.match(step.nats_messages_per_job.generator, /^\d+\.\d\/\d+\.\d$/, `${at}: the generators' messages to and from nats-server`);
    // The account's own limit (8 by default) would cap more than four generators: each step's
    // account may run every generator slot of the step and the scheduler's buffer on top.
    t.equal(
      step.account_concurrency,
      step.generators * result.generator_concurrency + result.scheduler_buffer,
      `${at}: the account's limit fits the step`,
    );
  }
  t.same([result.generator_concurrency, result.scheduler_buffer], [2, 4], "the generators' and the scheduler's defaults");
  t.equal(result.steps[0].efficiency, 1, 'without a step of one generator, the first step is the reference');
  t.match(run.output, /^\| +generators \| +gateways \| +jobs\/s \| +efficiency \|/m, 'the table is printed');
  await nothingLeft(t, run);
});

t.test('Ctrl-C during a step stops everything it started', async (t) => {
  const run = await interrupted;
  t.equal(run.code, 130, run.output);
  t.match(run.output, /interrupted; stopping the stack/);
  await nothingLeft(t, run);
});
