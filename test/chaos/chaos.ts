// `npm run chaos [-- --jobs N --seconds S --kill-every-ms M]`: runs the services as separate
// processes (two gateways, two generators, a projector, two schedulers: one active, one standby)
// on a private nats-server and a private PostgreSQL database, all on 127.0.0.1; drives jobs with
// Idempotency-Key retries while it SIGKILLs a random process (a service or nats-server) every M ms
// and starts it again; then prints jobs accepted, lost, finished twice, admitted twice, and keys
// with two jobs. Exit 1 on any of those.
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { freePort, startNatsServer, type NatsServerProcess } from '../../infra/nats/nats-server-process.ts';
import { createTestDatabase } from '../support/postgres.ts';

const { values } = parseArgs({
  options: {
    jobs: { type: 'string', default: '200' },
    seconds: { type: 'string', default: '90' },
    'kill-every-ms': { type: 'string', default: '2500' },
  },
});
const JOBS = Math.min(5_000, Number(values.jobs));
const SECONDS = Math.min(1_800, Number(values.seconds));
const KILL_EVERY_MS = Math.max(500, Number(values['kill-every-ms']));
const ADMIN_TOKEN = `chaos-admin-${Math.random().toString(36).slice(2)}-token`;
const HOST = '127.0.0.1';

const dir = await mkdtemp(join(tmpdir(), 'sitewright-chaos-'));
const db = await createTestDatabase('sw_chaos');
const natsPort = await freePort();
let nats: NatsServerProcess = await startNatsServer({ storeDir: join(dir, 'nats'), port: natsPort, host: HOST });
const gatewayPorts = [await freePort(), await freePort()];
const baseEnv = {
  ...process.env,
  NATS_URL: nats.url,
  DATABASE_URL: db.url,
  HOST,
  ADMIN_TOKEN,
  LOG_LEVEL: 'warn',
  REQUEST_TIMEOUT_MS: '3000',
  GENERATOR_ACK_WAIT_MS: '4000',
  SHUTDOWN_GRACE_MS: '2000',
  RATE_LIMIT_PER_MINUTE: '100000',
  RATE_LIMIT_BURST: '100000',
};

interface Service {
  name: string;
  env: Record<string, string | undefined>;
  entry: string;
  child?: ChildProcess;
}
const services: Service[] = [
  { name: 'gateway-1', entry: 'services/gateway/main.ts', env: { ...baseEnv, PORT: String(gatewayPorts[0]) } },
  { name: 'gateway-2', entry: 'services/gateway/main.ts', env: { ...baseEnv, PORT: String(gatewayPorts[1]) } },
  { name: 'generator-1', entry: 'services/generator/main.ts', env: { ...baseEnv, GENERATOR_ID: 'chaos-1' } },
  { name: 'generator-2', entry: 'services/generator/main.ts', env: { ...baseEnv, GENERATOR_ID: 'chaos-2' } },
  { name: 'projector', entry: 'services/projector/main.ts', env: baseEnv },
  { name: 'scheduler-1', entry: 'services/scheduler/main.ts', env: baseEnv },
  { name: 'scheduler-2', entry: 'services/scheduler/main.ts', env: baseEnv },
];
const launch = (service: Service) => {
  service.child = spawn(process.execPath, [service.entry], { env: service.env, stdio: ['ignore', 'ignore', 'ignore'] });
};
services.forEach(launch);
// Whatever happens (a failure, Ctrl-C), no process of the run outlives it.
process.once('exit', () => {
  for (const service of services) service.child?.kill('SIGKILL');
  nats.process.kill('SIGKILL');
});
process.once('SIGINT', () => process.exit(130));
const gateways = gatewayPorts.map((port) => `http://${HOST}:${port}`);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
async function call(base: string, method: string, path: string, body?: unknown, headers: Record<string, string> = {}) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { ...headers, ...(body ? { 'content-type': 'application/json' } : {}) },
    body: body ? JSON.stringify(body) : undefined,
    signal: AbortSignal.timeout(10_000),
  });
  return { status: response.status, body: (await response.json()) as any };
}

let apiKey = '';
for (let attempt = 0; !apiKey; attempt++) {
  if (attempt > 120) throw new Error('the gateways did not come up');
  try {
    const created = await call(gateways[0]!, 'POST', '/admin/accounts', { name: 'Chaos' }, { authorization: `Bearer ${ADMIN_TOKEN}` });
    if (created.status === 200) apiKey = created.body.api_key;
  } catch {
    await sleep(500);
  }
}

let killing = true;
const killed: string[] = [];
const killer = (async () => {
  while (killing) {
    await sleep(KILL_EVERY_MS);
    if (!killing) break;
    const pick = Math.floor(Math.random() * (services.length + 1));
    if (pick === services.length) {
      killed.push('nats-server');
      await nats.kill();
      await sleep(500);
      nats = await startNatsServer({ storeDir: join(dir, 'nats'), port: natsPort, host: HOST });
    } else {
      const service = services[pick]!;
      killed.push(service.name);
      service.child?.kill('SIGKILL');
      await sleep(300);
      launch(service);
    }
  }
})();

// Each job: one Idempotency-Key, retried (either gateway) until accepted or the time is up.
const deadline = Date.now() + SECONDS * 1000;
const jobsByKey = new Map<string, Set<string>>();
let attempts = 0;
async function drive(index: number): Promise<void> {
  const key = `chaos-${index}-${Math.random().toString(36).slice(2)}`;
  const body = { query: `A website for shop number ${index} called Chaos ${index}` };
  const seen = new Set<string>();
  jobsByKey.set(key, seen);
  for (let attempt = 0; Date.now() < deadline; attempt++) {
    attempts += 1;
    try {
      const answer = await call(gateways[attempt % 2]!, 'POST', '/generate', body, {
        authorization: `Bearer ${apiKey}`,
        'idempotency-key': key,
      });
      if (answer.status === 200) {
        seen.add(answer.body.job_id);
        return;
      }
    } catch {
      // the gateway was killed under us: retry with the same key
    }
    await sleep(200);
  }
}
// Jobs are spread over most of the time, so they meet the kills.
const began = Date.now();
const spacingMs = (SECONDS * 1000 * 0.7) / JOBS;
const CONCURRENCY = 8;
let next = 0;
await Promise.all(
  Array.from({ length: CONCURRENCY }, async () => {
    while (next < JOBS && Date.now() < deadline) {
      const index = next++;
      await sleep(Math.max(0, began + index * spacingMs - Date.now()));
      await drive(index);
    }
  }),
);
killing = false;
await killer;

// Everything back up; then every accepted job must end, once.
for (const service of services) if (service.child?.exitCode !== null || service.child?.signalCode !== null) launch(service);
const accepted = [...jobsByKey.values()].flatMap((ids) => [...ids]);
const finalStatus = new Map<string, string>();
const settleBy = Date.now() + 120_000;
while (Date.now() < settleBy && finalStatus.size < accepted.length) {
  for (const jobId of accepted) {
    if (finalStatus.has(jobId)) continue;
    try {
      const answer = await call(gateways[0]!, 'GET', `/job/${jobId}`, undefined, { authorization: `Bearer ${apiKey}` });
      if (answer.status === 200 && (answer.body.status === 'ready' || answer.body.status === 'failed'))
        finalStatus.set(jobId, answer.body.status);
    } catch {
      // still coming back
    }
  }
  if (finalStatus.size < accepted.length) await sleep(1_000);
}
const nc = await connect({ servers: nats.url });
const jsm = await jetstreamManager(nc);
const info = await jsm.streams.info(JOBS_STREAM, { subjects_filter: 'jobs.*.finished' });
const admissions = await jsm.streams.info(JOBS_STREAM, { subjects_filter: 'jobs.*.admitted' });
await nc.close();
const finishedTwice = Object.values(info.state.subjects ?? {}).filter((count) => count > 1).length;
const admittedTwice = Object.values(admissions.state.subjects ?? {}).filter((count) => count > 1).length;

const lost = accepted.filter((jobId) => !finalStatus.has(jobId)).length;
const keysWithTwoJobs = [...jobsByKey.values()].filter((ids) => ids.size > 1).length;
const notAccepted = [...jobsByKey.values()].filter((ids) => ids.size === 0).length;
console.log(
  `kills: ${killed.length} (${[...new Set(killed)].map((name) => `${name} ${killed.filter((k) => k === name).length}`).join(', ')})`,
);
console.log(`requests: ${attempts}; keys: ${jobsByKey.size}; not accepted before the time was up: ${notAccepted}`);
console.log(`jobs accepted: ${accepted.length}`);
console.log(
  `jobs ready: ${[...finalStatus.values()].filter((s) => s === 'ready').length}, failed: ${[...finalStatus.values()].filter((s) => s === 'failed').length}`,
);
console.log(`jobs lost: ${lost}`);
console.log(`jobs finished twice: ${finishedTwice}`);
console.log(`jobs admitted: ${Object.keys(admissions.state.subjects ?? {}).length}, admitted twice: ${admittedTwice}`);
console.log(`keys with two jobs: ${keysWithTwoJobs}`);

for (const service of services) service.child?.kill('SIGTERM');
await sleep(2_500);
for (const service of services) service.child?.kill('SIGKILL');
await nats.stop();
await db.drop();
await rm(dir, { recursive: true, force: true });
process.exit(lost > 0 || finishedTwice > 0 || admittedTwice > 0 || keysWithTwoJobs > 0 ? 1 : 0);
