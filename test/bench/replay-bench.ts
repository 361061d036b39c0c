// `npm run bench -- --replay` (or `npm run bench:replay`): the read side. Builds a realistic log of
// BENCH_EVENTS (default 210,000) events with the catalogue and appends it to the real JOBS stream of a
// fresh nats-server (offline jobs in today's shape: JobRequested, JobStarted, one FilesEmitted,
// JobCompleted; half of them in projects, a quarter reported deployed; accounts and keys), sealed as
// the services seal them (BENCH_REPLAY_CLEAR=1: clear, a log from before sealing), with
// file bodies drawn from a pool of distinct blobs in the real blob store. Then, with the machine's
// PostgreSQL (BENCH_DATABASE_URL, default postgres://postgres@127.0.0.1:5432/postgres) and the
// projector as a process of its own, it times:
//   (b) a fresh projector filling an empty database (every blob fetched);
//   (a) `npm run replay`: a blue/green rebuild that keeps the blobs;
//   (c) the live projector's lag while 100 jobs/s are appended (4 events each, spread over ~0.3 s);
//   (d) end to end: BENCH_E2E_JOBS (default 2,000) offline jobs posted through one gateway
//       (32 connections), made by one generator process and projected, until all are `ready` in the
//       read model; and the events each job wrote, counted in the stream.
// Output: a line per figure and one `BENCH_JSON {...}` line.
import { spawn } from 'node:child_process';
import { randomBytes, randomUUID } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import { cpus, tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pg from 'pg';
import type { SitewrightEvent } from '../../shared/events/catalogue.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { accountSubject, jobSubject, keySubject, projectSubject, JOBS_STREAM } from '../../shared/events/subjects.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { startNatsServer } from '../../infra/nats/nats-server-process.ts';
import { ensureJobsStream, openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { calibrate, describeCalibration } from './machine-calibration.ts';
import { cpuPer, cpuSecondsOf, type Role } from './process-cpu.ts';

const EVENTS = Number(process.env.BENCH_EVENTS ?? 210_000);
const BLOB_POOL = Number(process.env.BENCH_BLOBS ?? 3_000);
const LIVE_SECONDS = Number(process.env.BENCH_LIVE_SECONDS ?? 20);
const LIVE_RATE = 100;
const E2E_JOBS = Number(process.env.BENCH_E2E_JOBS ?? 2_000);
// Events are stored as the services store them: their personal fields sealed with their job's (or
// project's, account's) key, each job's key made in the key store (issue 31). BENCH_REPLAY_CLEAR=1
// writes them clear instead, as every release before sealing did: a log from before the upgrade.
const CLEAR = process.env.BENCH_REPLAY_CLEAR === '1';
const ADMIN_TOKEN = 'bench-admin-token-0123456789';
const ADMIN_URL = process.env.BENCH_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const encoder = new TextEncoder();

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const now = () => new Date().toISOString();

function envelope(type: string, accountId: string, data: unknown, jobId?: string): SitewrightEvent {
  // Built from plain values, then checked by the catalogue in the projector like any event.
  return JSON.parse(
    JSON.stringify({
      id: randomUUID(),
      type,
      version: 1,
      occurred_at: now(),
      account_id: accountId,
      actor: 'bench',
      ...(jobId ? { job_id: jobId } : {}),
      data,
    }),
  );
}

interface Planned {
  subject: string;
  event: SitewrightEvent;
}

function jobEvents(accountId: string, index: number, pool: FileRef[]): Planned[] {
  const jobId = newJobId();
  const files = Array.from({ length: 3 + (index % 4) }, (_, i) => ({
    ...pool[(index * 7 + i * 13) % pool.length]!,
    path: i === 0 ? 'index.html' : `page-${i}.html`,
  }));
  const inProject = index % 2 === 0;
  const projectId = inProject ? `project-${index}` : null;
  const session = inProject ? `sbx_${index}` : '';
  const out: Planned[] = [];
  if (inProject)
    out.push({
      subject: projectSubject(`p${index}`),
      event: envelope('ProjectCreated', accountId, { project_id: projectId, sandbox_session: session }),
    });
  out.push(
    {
      subject: jobSubject(jobId, 'requested'),
      event: envelope(
        'JobRequested',
        accountId,
        {
          query: `A website for bakery number ${index} in Lyon with a menu and a contact form`,
          files: [],
          source_url: null,
          user_id: null,
          project_id: projectId,
          source: 'generated',
          sandbox_session: session,
          search_score: 0,
          base: null,
        },
        jobId,
      ),
    },
    {
      subject: jobSubject(jobId, 'work'),
      event: envelope('JobStarted', accountId, { attempt: 1, generator_id: 'bench', engine: 'offline' }, jobId),
    },
    {
      subject: jobSubject(jobId, 'work'),
      event: envelope('FilesEmitted', accountId, { files, progress: `Wrote ${files.length} files (${files.length} files so far)` }, jobId),
    },
    {
      subject: jobSubject(jobId, 'finished'),
      event: envelope('JobCompleted', accountId, { files, deployment_id: `dep_${index}`, progress: 'Made 3 pages' }, jobId),
    },
  );
  if (inProject)
    out.push({
      subject: projectSubject(`p${index}`),
      event: envelope('ProjectVersionReady', accountId, {
        project_id: projectId,
        sandbox_session: session,
        job_id: jobId,
        deployment_id: `dep_${index}`,
      }),
    });
  if (index % 4 === 1)
    out.push({
      subject: jobSubject(jobId, 'deployed'),
      event: envelope(
        'DeploymentReported',
        accountId,
        { deploy_url: `https://site-${index}.example/`, deployment_id: `dep_${index}` },
        jobId,
      ),
    });
  return out;
}

async function psql(url: string, sql: string, params: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function checkpointOf(client: pg.Client): Promise<number> {
  const rows = await client
    .query(`select last_seq from projection_checkpoints where name = 'read-model'`)
    .catch(() => ({ rows: [] as any[] }));
  return Number(rows.rows[0]?.last_seq ?? 0);
}

/**
 * The machine is shared, so wall-clock rates say as much about the neighbours as about us. This
 * samples the CPU time of the bench database's PostgreSQL backends (every 100 ms), so a phase can
 * also be reported as events per CPU-second of projector + PostgreSQL.
 */
function backendCpu(dbUrl: string, dbName: string) {
  const client = new pg.Client({ connectionString: dbUrl });
  client.on('error', () => {});
  const last = new Map<number, number>();
  const base = new Map<number, number>();
  let running = true;
  const loop = (async () => {
    await client.connect();
    while (running) {
      const rows = await client.query<{ pid: number }>('select pid from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [
        dbName,
      ]);
      for (const { pid } of rows.rows) {
        const cpu = cpuSecondsOf(pid);
        if (cpu === undefined) continue;
        if (!last.has(pid) && !base.has(pid)) base.set(pid, 0);
        last.set(pid, cpu);
      }
      await sleep(100);
    }
    await client.end();
  })();
  loop.catch(() => {});
  return {
    /** Starts a phase: CPU used before now does not count. */
    mark: () => {
      base.clear();
      for (const [pid, cpu] of last) base.set(pid, cpu);
    },
    used: () => [...last].reduce((sum, [pid, cpu]) => sum + Math.max(0, cpu - (base.get(pid) ?? 0)), 0),
    stop: async () => {
      running = false;
      await loop.catch(() => {});
    },
  };
}

/** BENCH_CPU_PROF=<dir>: every service writes a V8 CPU profile there when it stops (node --cpu-prof). */
const profileArgs = process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${process.env.BENCH_CPU_PROF}`] : [];

function service(script: string, env: Record<string, string>) {
  const child = spawn(process.execPath, [...profileArgs, script], {
    env: { ...process.env, ...env, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  let out = '';
  child.stdout.on('data', (chunk) => (out += chunk));
  const exited = new Promise<number>((resolve) => child.on('exit', (code) => resolve(code ?? 1)));
  return { child, exited, output: () => out };
}

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

async function post(url: string, token: string, body: unknown): Promise<{ status: number; body: any }> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const text = await response.text();
  return { status: response.status, body: text ? JSON.parse(text) : undefined };
}

/**
 * (d): jobs through the real services, on a nats-server and a database of their own (the
 * generators' consumer would otherwise first work through every JobRequested of the big log).
 */
async function endToEnd(): Promise<Record<string, unknown>> {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-e2e-bench-'));
  const nats = await startNatsServer({ storeDir: join(dir, 'nats') });
  const dbName = `sw_bench_e2e_${randomBytes(4).toString('hex')}`;
  await psql(ADMIN_URL, `create database "${dbName}"`);
  const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
  const port = await freePort();
  const serviceEnv = { NATS_URL: nats.url, DATABASE_URL: dbUrl, PORT: String(port), ADMIN_TOKEN, GENERATOR_CONCURRENCY: '8' };
  const projector = service('services/projector/main.ts', serviceEnv);
  const gateway = service('services/gateway/main.ts', serviceEnv);
  const generator = service('services/generator/main.ts', serviceEnv);
  // Generators run only what the scheduler admits: without it no job would start.
  const scheduler = service('services/scheduler/main.ts', serviceEnv);
  const base = `http://127.0.0.1:${port}`;
  const db = new pg.Client({ connectionString: dbUrl });
  const nc = await connect({ servers: nats.url });
  try {
    await db.connect();
    const jsm = await jetstreamManager(nc);
    for (let i = 0; ; i++) {
      const ready = await fetch(`${base}/readyz`)
        .then((r) => r.status)
        .catch(() => 0);
      if (ready === 200) break;
      if (i > 600) throw new Error('the gateway did not become ready');
      await sleep(100);
    }
    const account = await post(`${base}/admin/accounts`, ADMIN_TOKEN, {
      name: 'E2E bench',
      rate_limit_per_minute: 100_000,
      burst: 100_000,
    });
    if (account.status !== 200) throw new Error(`could not create the account: ${JSON.stringify(account.body)}`);
    const apiKey: string = account.body.api_key;
    const accountId: string = account.body.account_id;
    console.log(`(d) posting ${E2E_JOBS} offline jobs through the gateway...`);
    // CPU of every process over the run itself (start-up left out), per job: what bounds it.
    const pgCpu = backendCpu(dbUrl, dbName);
    await sleep(250);
    pgCpu.mark();
    const processes: [Role, number][] = [
      ['gateway', gateway.child.pid!],
      ['generator', generator.child.pid!],
      ['projector', projector.child.pid!],
      ['scheduler', scheduler.child.pid!],
      ['nats-server', nats.process.pid!],
    ];
    const cpuAt = () => new Map(processes.map(([role, pid]) => [role, (cpuSecondsOf(pid) ?? 0) * 1000]));
    const cpuBefore = cpuAt();
    const started = Date.now();
    const jobIds: string[] = [];
    let next = 0;
    const poster = async () => {
      while (next < E2E_JOBS) {
        const i = next++;
        const response = await post(`${base}/generate`, apiKey, {
          query: `A website for ${['a bakery', 'a florist', 'a tea room', 'a bike shop'][i % 4]} number ${i} in Lyon with a menu and a contact form`,
        });
        if (response.status !== 200) throw new Error(`POST /generate answered ${response.status}: ${JSON.stringify(response.body)}`);
        jobIds.push(response.body.job_id);
      }
    };
    await Promise.all(Array.from({ length: 32 }, poster));
    const posted = (Date.now() - started) / 1000;
    const countReady = async () =>
      Number((await db.query(`select count(*) as n from jobs where account_id = $1 and status = 'ready'`, [accountId])).rows[0].n);
    while ((await countReady()) < E2E_JOBS) await sleep(100);
    const seconds = (Date.now() - started) / 1000;
    const cpuAfter = cpuAt();
    await sleep(150);
    cpuAfter.set('PostgreSQL', pgCpu.used() * 1000);
    const cpuMsPerJob = cpuPer(cpuBefore, cpuAfter, E2E_JOBS);
    await pgCpu.stop();
    const sample = jobIds.slice(0, 20);
    let events = 0;
    for (const jobId of sample) {
      const info = await jsm.streams.info(JOBS_STREAM, { subjects_filter: `jobs.${jobId}.>` });
      events += Object.values(info.state.subjects ?? {}).reduce((sum, n) => sum + n, 0);
    }
    const cpu = Object.fromEntries(
      Object.entries({ gateway, generator, projector, scheduler }).map(([name, child]) => [
        name,
        Math.round((cpuSecondsOf(child.child.pid!) ?? 0) * 10) / 10,
      ]),
    );
    const result = {
      jobs: E2E_JOBS,
      seconds,
      jobs_per_second: Math.round((E2E_JOBS / seconds) * 10) / 10,
      posted_per_second: Math.round(E2E_JOBS / posted),
      events_per_job: events / sample.length,
      cpu_seconds: cpu,
      cpu_ms_per_job: cpuMsPerJob,
    };
    console.log(
      `(d) end to end: ${E2E_JOBS} offline jobs ready in the read model in ${seconds.toFixed(1)} s = ${result.jobs_per_second} jobs/s (posted at ${result.posted_per_second}/s); ${result.events_per_job} events per job`,
    );
    console.log(`    CPU-seconds used (start-up included): ${JSON.stringify(cpu)}`);
    console.log(
      `    CPU ms per job over the run: ${Object.entries(cpuMsPerJob)
        .map(([name, ms]) => `${name} ${ms}`)
        .join(', ')}`,
    );
    return result;
  } finally {
    for (const child of [gateway, generator, projector, scheduler]) child.child.kill('SIGTERM');
    await Promise.all([gateway.exited, generator.exited, projector.exited, scheduler.exited]);
    await db.end().catch(() => {});
    await nc.close();
    await nats.stop();
    await psql(ADMIN_URL, `drop database if exists "${dbName}" with (force)`).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitewright-replay-bench-'));
  const nats = await startNatsServer({ storeDir: join(dir, 'nats') });
  const dbName = `sw_bench_${randomBytes(4).toString('hex')}`;
  await psql(ADMIN_URL, `create database "${dbName}"`);
  const dbUrl = Object.assign(new URL(ADMIN_URL), { pathname: `/${dbName}` }).toString();
  // The services and this bench seal and open file bodies with the same account keys (issue 31).
  const env = { NATS_URL: nats.url, DATABASE_URL: dbUrl, MASTER_KEY: randomBytes(32).toString('hex') };
  const nc = await connect({ servers: nats.url });
  const children: ReturnType<typeof service>[] = [];
  const closers: (() => Promise<unknown>)[] = [];
  const calibration = await calibrate();
  console.log(describeCalibration(calibration));
  const figures: Record<string, unknown> = {
    machine: `${cpus().length} cores (${cpus()[0]?.model ?? 'unknown'}), shared`,
    calibration,
    events_target: EVENTS,
    sealed: !CLEAR,
  };
  try {
    await ensureJobsStream(nc, 1);
    const jsm = await jetstreamManager(nc);
    const js = jetstream(nc);
    const dataKeys = await openKeyStore(nc, { STREAM_REPLICAS: 1, MASTER_KEY: env.MASTER_KEY });
    closers.push(() => dataKeys.stop());
    const blobs = await openBlobStore(nc, 1, dataKeys, { cacheBytes: 0 });
    const sealer = createEventSealer(dataKeys);
    const stored = async (event: SitewrightEvent) => encoder.encode(JSON.stringify(CLEAR ? event : await sealer.seal(event)));

    // Each account's bodies are its own (issue 31): the pool is shared out between the accounts.
    const accounts = Array.from({ length: 50 }, (_, i) => `acct_bench_${i}`);
    console.log(`Putting ${BLOB_POOL} distinct file bodies into the blob store (${accounts.length} accounts)...`);
    const bodies = Array.from({ length: BLOB_POOL }, (_, i) => ({
      path: `f${i}.html`,
      content: `<!doctype html><html lang="en"><title>Page ${i}</title><body>${'<p>Fresh bread and pastries every morning. </p>'.repeat(60)}<!-- ${i} --></body></html>`,
    }));
    const pools = new Map<string, FileRef[]>();
    const share = Math.max(1, Math.floor(bodies.length / accounts.length));
    for (const [n, accountId] of accounts.entries()) {
      const own = bodies.slice(n * share, (n + 1) * share);
      const refs: FileRef[] = [];
      for (let i = 0; i < own.length; i += 50) refs.push(...(await blobs.putFiles(accountId, own.slice(i, i + 50))));
      pools.set(accountId, refs);
    }
    const poolOf = (accountId: string) => pools.get(accountId)!;

    console.log(`Appending about ${EVENTS} events, ${CLEAR ? 'clear (BENCH_REPLAY_CLEAR=1)' : 'sealed'}...`);
    const planned: Planned[] = [];
    for (const accountId of accounts) {
      planned.push({
        subject: accountSubject(accountId),
        event: envelope('AccountCreated', accountId, { name: `Bench ${accountId}`, rate_limit_per_minute: 600, burst: 50 }),
      });
      const keyId = `key_${accountId}`;
      planned.push({
        subject: keySubject(keyId),
        event: envelope('ApiKeyIssued', accountId, { key_id: keyId, key_hash: randomBytes(32).toString('hex'), label: 'bench' }),
      });
    }
    let appended = 0;
    const appendAll = async (items: Planned[]) => {
      for (let i = 0; i < items.length; i += 1_000) {
        await Promise.all(items.slice(i, i + 1_000).map(async (item) => js.publish(item.subject, await stored(item.event))));
      }
      appended += items.length;
    };
    await appendAll(planned);
    const appendStarted = Date.now();
    for (let job = 0; appended < EVENTS; job++) {
      const chunk: Planned[] = [];
      for (let j = 0; j < 500; j++) {
        const accountId = accounts[(job * 500 + j) % accounts.length]!;
        chunk.push(...jobEvents(accountId, job * 500 + j, poolOf(accountId)));
      }
      await appendAll(chunk);
    }
    const head = (await jsm.streams.info(JOBS_STREAM)).state.last_seq;
    console.log(`  ${head} events in the log (${Math.round(head / ((Date.now() - appendStarted) / 1000))} appended/s)`);
    figures.events = head;

    // (b) A fresh projector into an empty database: every blob is fetched.
    const db = new pg.Client({ connectionString: dbUrl });
    await db.connect();
    closers.push(() => db.end());
    const backends = backendCpu(dbUrl, dbName);
    closers.push(() => backends.stop());
    const fresh = service('services/projector/main.ts', env);
    children.push(fresh);
    const started = Date.now();
    while ((await checkpointOf(db)) < head) await sleep(50);
    const freshSeconds = (Date.now() - started) / 1000;
    const freshCpu = (cpuSecondsOf(fresh.child.pid!) ?? 0) + backends.used();
    figures.empty_database_events_per_second = Math.round(head / freshSeconds);
    figures.empty_database_events_per_cpu_second = Math.round(head / freshCpu);
    console.log(
      `(b) projector into an empty database (start-up included): ${head} events in ${freshSeconds.toFixed(1)} s = ${figures.empty_database_events_per_second} events/s; ` +
        `${freshCpu.toFixed(1)} CPU-s of projector + PostgreSQL = ${figures.empty_database_events_per_cpu_second} events per CPU-second`,
    );

    // (a) npm run replay while the projector runs: blue/green, blobs kept.
    backends.mark();
    const replay = service('services/projector/replay.ts', env);
    const code = await replay.exited;
    const replayBackendCpu = backends.used();
    if (code !== 0) throw new Error(`replay failed: ${replay.output()}`);
    const match = /\((\d+) applied, (\d+) events\/s\) in (\d+) ms/.exec(replay.output());
    figures.replay_events_per_second = Number(match?.[2] ?? 0);
    figures.replay_seconds = Number(match?.[3] ?? 0) / 1000;
    // A rebuild's fixed part (connecting, migrations, the switch) does not grow with the log; its
    // projecting part does: 1 million events take the fixed part plus a million at the projecting rate.
    const projectingMs = Number(/Projecting took (\d+) ms/.exec(replay.output())?.[1] ?? 0);
    figures.replay_projecting_events_per_second = Math.round(head / Math.max(0.001, projectingMs / 1000));
    const fixedSeconds = Math.max(0, Number(figures.replay_seconds) - projectingMs / 1000);
    figures.replay_fixed_seconds = Math.round(fixedSeconds * 10) / 10;
    figures.replay_1m_events_seconds_extrapolated =
      Math.round((fixedSeconds + 1_000_000 / Math.max(1, Number(figures.replay_projecting_events_per_second))) * 10) / 10;
    const replayCpu = Number(/CPU used by this process: ([\d.]+) s/.exec(replay.output())?.[1] ?? 0) + replayBackendCpu;
    figures.replay_events_per_cpu_second = Math.round(head / replayCpu);
    console.log(`(a) npm run replay (blobs kept): ${replay.output().trim()}`);
    console.log(
      `    1 million events, extrapolated: ${figures.replay_fixed_seconds} s fixed + 1,000,000 at ${figures.replay_projecting_events_per_second} events/s = ${figures.replay_1m_events_seconds_extrapolated} s`,
    );
    console.log(
      `    ${replayCpu.toFixed(1)} CPU-s of replay + PostgreSQL = ${figures.replay_events_per_cpu_second} events per CPU-second (start-up and migrations included)`,
    );

    // (c) Lag of the live projector while 100 jobs/s are appended.
    console.log(`(c) appending ${LIVE_RATE} jobs/s for ${LIVE_SECONDS} s...`);
    const appendedAt = new Map<number, number>();
    const lags: number[] = [];
    let polling = true;
    const poller = (async () => {
      let seen = await checkpointOf(db);
      while (polling) {
        const current = await checkpointOf(db);
        const at = Date.now();
        for (let seq = seen + 1; seq <= current; seq++) {
          const appendTime = appendedAt.get(seq);
          if (appendTime !== undefined) lags.push(at - appendTime);
        }
        seen = Math.max(seen, current);
        await sleep(5);
      }
    })();
    const liveStart = Date.now();
    const inFlight: Promise<void>[] = [];
    for (let tick = 0; tick < LIVE_SECONDS * 10; tick++) {
      // 10 jobs every 100 ms; each job's events follow each other like a generator's appends.
      for (let j = 0; j < LIVE_RATE / 10; j++) {
        const events = jobEvents(accounts[j]!, 1_000_000 + tick * 100 + j, poolOf(accounts[j]!)).filter(
          (item) => !item.event.type.startsWith('Project') && item.event.type !== 'DeploymentReported',
        );
        inFlight.push(
          (async () => {
            for (const item of events) {
              const ack = await js.publish(item.subject, await stored(item.event));
              appendedAt.set(ack.seq, Date.now());
              await sleep(50 + Math.random() * 50);
            }
          })(),
        );
      }
      const next = liveStart + (tick + 1) * 100;
      await sleep(Math.max(0, next - Date.now()));
    }
    await Promise.all(inFlight);
    const liveHead = (await jsm.streams.info(JOBS_STREAM)).state.last_seq;
    while ((await checkpointOf(db)) < liveHead) await sleep(20);
    polling = false;
    await poller;
    lags.sort((x, y) => x - y);
    const pct = (p: number) => lags[Math.min(lags.length - 1, Math.floor((p / 100) * lags.length))] ?? 0;
    figures.live = { jobs_per_second: LIVE_RATE, events: lags.length, lag_ms: { p50: pct(50), p99: pct(99), max: lags.at(-1) ?? 0 } };
    console.log(
      `(c) live lag at ${LIVE_RATE} jobs/s over ${lags.length} events: p50 ${pct(50)} ms, p99 ${pct(99)} ms, max ${lags.at(-1)} ms`,
    );

    for (const child of children) child.child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    children.length = 0;
    // BENCH_E2E_JOBS=0 measures the read side alone (a minute and a half rather than three).
    if (E2E_JOBS > 0) figures.end_to_end = await endToEnd();
    console.log(`BENCH_JSON ${JSON.stringify({ bench: 'replay', ...figures })}`);
  } finally {
    for (const child of children) child.child.kill('SIGTERM');
    await Promise.all(children.map((child) => child.exited));
    for (const close of closers) await close().catch(() => {});
    await nc.close();
    await nats.stop();
    await psql(ADMIN_URL, `drop database if exists "${dbName}" with (force)`).catch(() => {});
    await rm(dir, { recursive: true, force: true });
  }
}

if (process.env.BENCH_E2E_ONLY) console.log(`BENCH_JSON ${JSON.stringify({ bench: 'end-to-end', ...(await endToEnd()) })}`);
else await main();
