// What tracing costs (issue 30): the same flood of distinct offline jobs through a stack of service
// processes with tracing off, on at 100 % and on at 1 % (parentbased_traceidratio), spans sent as
// OTLP/protobuf to a receiver in this process. Prints jobs/s, POST latency and CPU ms per job by
// service, and one BENCH_JSON line. `BENCH_ONLY=tracing npm run bench`; part of the whole bench.
import { cpus } from 'node:os';
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { cpuSecondsOf } from './process-cpu.ts';
import { startOtlpReceiver } from '../support/otlp-receiver.ts';
import { SERVICES, startProcessStack, type ProcessStack } from '../support/process-stack.ts';

const JOBS = Number(process.env.BENCH_TRACING_JOBS ?? 200);
const IN_FLIGHT = 16;

interface ModeFigures {
  mode: string;
  jobs_per_second: number;
  post_ms: { p50: number; p99: number };
  cpu_ms_per_job: Record<string, number>;
  otlp_requests: number;
  otlp_kib: number;
}

const percentile = (sorted: number[], p: number) => sorted[Math.min(sorted.length - 1, Math.floor(p * sorted.length))] ?? 0;

function cpuReadings(stack: ProcessStack): Record<string, number> {
  const readings: Record<string, number> = {};
  for (const name of SERVICES) readings[name] = (cpuSecondsOf(stack.pids[name]) ?? 0) * 1000;
  readings['nats-server'] = (cpuSecondsOf(stack.nats.process.pid ?? 0) ?? 0) * 1000;
  return readings;
}

async function flood(stack: ProcessStack, apiKey: string, mode: string, jobs = JOBS): Promise<{ seconds: number; postMs: number[] }> {
  const headers = { authorization: `Bearer ${apiKey}`, 'content-type': 'application/json' };
  const postMs: number[] = [];
  const started = performance.now();
  let next = 0;
  const worker = async () => {
    while (next < jobs) {
      const n = next++;
      const sent = performance.now();
      const response = await fetch(`${stack.baseUrl}/generate`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ query: `A site for the ${mode} bench shop number ${n} in town ${n * 7919}` }),
      });
      postMs.push(performance.now() - sent);
      if (response.status !== 200) throw new Error(`POST /generate answered ${response.status}: ${(await response.text()).slice(0, 300)}`);
      const { job_id: jobId } = (await response.json()) as { job_id: string };
      for (;;) {
        const job = (await (await fetch(`${stack.baseUrl}/job/${jobId}?wait=10`, { headers })).json()) as { status: string };
        if (job.status === 'ready') break;
        if (job.status === 'failed') throw new Error(`a bench job failed: ${JSON.stringify(job).slice(0, 300)}`);
      }
    }
  };
  await Promise.all(Array.from({ length: IN_FLIGHT }, worker));
  return { seconds: (performance.now() - started) / 1000, postMs };
}

/** Spans one offline job makes across the services, tracing at 100 % (counted from OTLP/JSON). */
async function spansPerJob(jobs: number): Promise<number> {
  const receiver = await startOtlpReceiver();
  const stack = await startProcessStack({
    LOG_LEVEL: 'warn',
    OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url,
    OTEL_EXPORTER_OTLP_PROTOCOL: 'http/json',
    OTEL_BSP_SCHEDULE_DELAY: '200',
  });
  try {
    const { apiKey } = await stack.createAccount({ rate_limit_per_minute: 100_000, burst: 1_000 });
    await new Promise((resolve) => setTimeout(resolve, 1_000));
    const before = receiver.spans.length;
    await flood(stack, apiKey, 'counting', jobs);
    // Every service's last batch of spans (sent every 200 ms).
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    return (receiver.spans.length - before) / jobs;
  } finally {
    await stack.stop();
    await receiver.close();
  }
}

async function measure(mode: string, env: Record<string, string>): Promise<ModeFigures> {
  const receiver = await startOtlpReceiver();
  const stack = await startProcessStack({
    LOG_LEVEL: 'warn',
    ...(mode === 'off' ? {} : { OTEL_EXPORTER_OTLP_ENDPOINT: receiver.url, OTEL_BSP_SCHEDULE_DELAY: '1000' }),
    ...env,
  });
  try {
    const { apiKey } = await stack.createAccount({ rate_limit_per_minute: 100_000, burst: 1_000 });
    await flood(stack, apiKey, `${mode} warm-up`);
    const before = cpuReadings(stack);
    const requestsBefore = receiver.requests.length;
    const { seconds, postMs } = await flood(stack, apiKey, mode);
    const after = cpuReadings(stack);
    const cpu: Record<string, number> = {};
    let total = 0;
    for (const role of Object.keys(after)) {
      const perJob = (after[role]! - before[role]!) / JOBS;
      cpu[role] = Math.round(perJob * 10) / 10;
      total += perJob;
    }
    cpu.total = Math.round(total * 10) / 10;
    const sorted = postMs.sort((a, b) => a - b);
    const sent = receiver.requests.slice(requestsBefore);
    return {
      mode,
      jobs_per_second: Math.round((JOBS / seconds) * 10) / 10,
      post_ms: { p50: Math.round(percentile(sorted, 0.5) * 10) / 10, p99: Math.round(percentile(sorted, 0.99) * 10) / 10 },
      cpu_ms_per_job: cpu,
      otlp_requests: sent.length,
      otlp_kib: Math.round(sent.reduce((sum, request) => sum + request.bytes, 0) / 102.4) / 10,
    };
  } finally {
    await stack.stop();
    await receiver.close();
  }
}

console.log(
  `[bench] tracing: ${JOBS} distinct offline jobs per mode (${IN_FLIGHT} in flight) after as many to warm up; ${cpus().length} x ${cpus()[0]?.model}`,
);
const modes: [string, Record<string, string>][] = [
  ['off', {}],
  ['on, 100 %', { OTEL_TRACES_SAMPLER: 'parentbased_always_on' }],
  ['on, 1 %', { OTEL_TRACES_SAMPLER: 'parentbased_traceidratio', OTEL_TRACES_SAMPLER_ARG: '0.01' }],
];
// The modes take turns, round after round, so a busy spell of a shared machine falls on each alike;
// each mode's figures are the round with its median CPU per job.
const ROUNDS = Number(process.env.BENCH_TRACING_ROUNDS ?? 3);
const runs = new Map<string, ModeFigures[]>(modes.map(([mode]) => [mode, []]));
for (let round = 0; round < ROUNDS; round++) {
  for (const [mode, env] of modes) {
    const figures = await measure(mode, env);
    runs.get(mode)!.push(figures);
    const cpu = Object.entries(figures.cpu_ms_per_job)
      .map(([role, ms]) => `${role} ${ms}`)
      .join(', ');
    console.log(
      `[bench] tracing ${mode} (round ${round + 1}): ${figures.jobs_per_second} jobs/s, POST p50 ${figures.post_ms.p50} ms p99 ${figures.post_ms.p99} ms; CPU ms per job: ${cpu}; OTLP ${figures.otlp_requests} requests, ${figures.otlp_kib} KiB`,
    );
  }
}
const results = modes.map(([mode]) => {
  const sorted = [...runs.get(mode)!].sort((a, b) => a.cpu_ms_per_job.total! - b.cpu_ms_per_job.total!);
  return sorted[Math.floor((sorted.length - 1) / 2)]!;
});
const off = results[0]!.cpu_ms_per_job.total!;
for (const figures of results)
  console.log(
    `[bench] tracing ${figures.mode} (median of ${ROUNDS} rounds): ${figures.cpu_ms_per_job.total} ms CPU per job = ${(figures.cpu_ms_per_job.total! / off).toFixed(2)} x tracing off; ${figures.jobs_per_second} jobs/s; POST p99 ${figures.post_ms.p99} ms`,
  );
// What the flood's CPU readings cannot resolve on a shared machine (their spread between rounds of one
// mode is larger than tracing's cost): the cost counted from its parts, spans per job times the CPU
// one span costs from start to export.
const perJob = await spansPerJob(100);
/** span-cost.ts in a process of its own (the API keeps the first tracer it hands out). */
function microsecondsPerSpan(mode: string): number {
  const run = spawnSync(process.execPath, [fileURLToPath(new URL('./span-cost.ts', import.meta.url)), mode], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`span-cost.ts ${mode} failed: ${run.stderr}`);
  return (JSON.parse(run.stdout.trim().split('\n').at(-1)!) as { microseconds: number }).microseconds;
}

const loop = microsecondsPerSpan('no span');
const span = {
  sampled: Math.max(0, microsecondsPerSpan('sampled') - loop),
  notSampled: Math.max(0, microsecondsPerSpan('not sampled') - loop),
  off: Math.max(0, microsecondsPerSpan('off') - loop),
};
const costMs = (sampledShare: number) => (perJob * (sampledShare * span.sampled + (1 - sampledShare) * span.notSampled)) / 1000;
const tracingCost = { sampled_100: costMs(1), sampled_1: costMs(0.01), off: (perJob * span.off) / 1000 };
console.log(
  `[bench] tracing: ${perJob.toFixed(1)} spans per offline job; CPU per span from start to OTLP/protobuf export ${span.sampled.toFixed(1)} µs, dropped by the sampler ${span.notSampled.toFixed(2)} µs, tracing off ${span.off.toFixed(2)} µs (the loop's own ${loop.toFixed(2)} µs taken off)`,
);
console.log(
  `[bench] tracing: counted from its parts, CPU per job ${tracingCost.sampled_100.toFixed(2)} ms at 100 % (${((tracingCost.sampled_100 / off) * 100).toFixed(1)} % of the stack's ${off} ms), ${tracingCost.sampled_1.toFixed(3)} ms at 1 %, ${tracingCost.off.toFixed(3)} ms off`,
);
console.log(
  `BENCH_JSON ${JSON.stringify({ tracing: results, spans_per_job: perJob, span_cpu_us: span, tracing_cpu_ms_per_job: tracingCost })}`,
);
