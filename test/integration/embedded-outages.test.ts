// `npm start` while its dependencies die and come back: the embedded PostgreSQL, the child
// nats-server and a service child are killed with SIGKILL; the supervisor starts each again
// (logged), POST /generate and GET /job keep their promises during the outage and after it, and
// the projector catches up by itself. The operator's ADMIN_TOKEN never appears in the output.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { readdirSync, readFileSync } from 'node:fs';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { createServer, type Server } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';

const OPERATOR_TOKEN = `operator-secret-${Math.random().toString(36).slice(2)}-token`;
const REQUEST_TIMEOUT_MS = 3_000;
const GENERATE_EMPTY_KEYS = ['cached_files', 'code', 'error', 'job_id', 'sandbox_session', 'search_score', 'source', 'status'];

let dataDir: string;
let child: ChildProcess | undefined;
let output = '';
let base = '';
let apiKey = '';

t.setTimeout(240_000);

t.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitewright-outages-'));
  const { NATS_URL: _n, DATABASE_URL: _d, ...env } = process.env;
  child = spawn(process.execPath, ['infra/embedded/start.ts'], {
    env: {
      ...env,
      DATA_DIR: dataDir,
      PORT: '0',
      LOG_LEVEL: 'debug',
      ADMIN_TOKEN: OPERATOR_TOKEN,
      REQUEST_TIMEOUT_MS: String(REQUEST_TIMEOUT_MS),
      GENERATOR_ACK_WAIT_MS: '5000',
      SHUTDOWN_GRACE_MS: '5000',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  child.stdout!.on('data', (chunk) => (output += chunk));
  child.stderr!.on('data', (chunk) => (output += chunk));
  await until(
    () => /^Admin token: /m.test(output),
    90_000,
    () => `npm start did not come up:\n${output.slice(-3000)}`,
  );
  base = /^Sitewright listening on (\S+)$/m.exec(output)![1]!;
  apiKey = /^API key: (\S+)$/m.exec(output)![1]!;
});
t.teardown(async () => {
  // A failed run may leave npm start up: SIGTERM stops its nats-server and PostgreSQL too.
  if (child && child.exitCode === null && child.signalCode === null) {
    const exited = new Promise((resolve) => child!.once('exit', resolve));
    child.kill('SIGTERM');
    const timer = setTimeout(() => child?.kill('SIGKILL'), 30_000);
    await exited;
    clearTimeout(timer);
  }
  await rm(dataDir, { recursive: true, force: true });
});

async function until(check: () => boolean | Promise<boolean>, timeoutMs: number, why: () => string): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(why());
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

async function call(method: string, path: string, options: { body?: unknown; token?: string } = {}) {
  const started = Date.now();
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${options.token ?? apiKey}`, ...(options.body ? { 'content-type': 'application/json' } : {}) },
    body: options.body ? JSON.stringify(options.body) : undefined,
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS + 10_000),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any, ms: Date.now() - started };
}

async function waitReady(jobId: string) {
  let job: any;
  await until(
    async () => {
      job = (await call('GET', `/job/${jobId}`)).body;
      return job.status === 'ready' || job.status === 'failed';
    },
    60_000,
    () => `job ${jobId} did not finish: ${JSON.stringify(job)}`,
  );
  return job;
}

/** A process of this test's tree, found by a piece of its command line and our DATA_DIR. */
function pidOf(commandPart: string): number {
  for (const entry of readdirSync('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    try {
      const command = readFileSync(`/proc/${entry}/cmdline`, 'utf8').replaceAll('\0', ' ');
      if (!command.includes(commandPart)) continue;
      if (command.includes(dataDir) || readFileSync(`/proc/${entry}/environ`, 'utf8').includes(`DATA_DIR=${dataDir}`)) return Number(entry);
    } catch {
      // the process ended meanwhile
    }
  }
  throw new Error(`no process matching ${commandPart}`);
}

/** Holds a port so the killed server cannot come back until released: a controlled outage. */
async function holdPort(port: number): Promise<Server> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await new Promise<Server>((resolve, reject) => {
        const server = createServer((socket) => socket.destroy());
        server.once('error', reject);
        server.listen(port, '127.0.0.1', () => resolve(server));
      });
    } catch (error) {
      if (attempt > 100) throw error;
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }
}

t.test('PostgreSQL dies: jobs are still accepted and polled; it is restarted and the read model catches up', async (t) => {
  const account = await call('POST', '/admin/accounts', { token: OPERATOR_TOKEN, body: { name: 'Outages' } });
  t.equal(account.status, 200, 'the operator token works');
  t.equal((await call('POST', '/admin/accounts', { token: 'not-the-operator-token', body: { name: 'x' } })).status, 401);
  const accountId = account.body.account_id;
  const before = await call('POST', '/generate', { body: { query: 'A website for a bakery called Crumbs' } });
  const readyBefore = await waitReady(before.body.job_id);
  t.equal(readyBefore.status, 'ready');

  const pidFile = (await readFile(join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n');
  const port = Number(pidFile[3]);
  process.kill(Number(pidFile[0]), 'SIGKILL');
  const blocker = await holdPort(port);

  const during = await call('POST', '/generate', { body: { query: 'A website for a bakery called Crumbs' } });
  t.equal(during.status, 200, `accepted while the database is down: ${JSON.stringify(during.body)}`);
  t.equal(during.body.status, 'building');
  t.equal(during.body.search_score, 0, 'the cache search is skipped');
  const polled = await call('GET', `/job/${during.body.job_id}`);
  t.equal(polled.status, 200, 'a new job is polled from the log');
  t.match(polled.body.status, /^(building|partial|ready)$/);
  const old = await call('GET', `/job/${before.body.job_id}`);
  t.equal(old.status, 200);
  t.same(old.body.files, readyBefore.files, 'an older job is answered from the log, files and all');
  const needsDatabase = await call('GET', `/admin/accounts/${accountId}`, { token: OPERATOR_TOKEN });
  t.equal(needsDatabase.status, 503, 'what needs the database answers 503');
  t.equal(needsDatabase.body.code, 'unavailable');
  t.equal(needsDatabase.body.account_id, '', 'in the account shape');
  t.ok(Number(needsDatabase.headers.get('retry-after')) >= 1, 'with Retry-After');
  t.ok(needsDatabase.ms < REQUEST_TIMEOUT_MS + 2_000, 'within the request timeout');
  const ready = await call('GET', '/readyz');
  t.equal(ready.status, 503);
  t.match(ready.body.checks, { log: 'ok', database: /^(unreachable|timed out)$/ });
  t.match(ready.body.error, /database/);

  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  await until(
    async () => (await call('GET', '/readyz')).status === 200,
    90_000,
    () => `PostgreSQL did not come back:\n${output.slice(-3000)}`,
  );
  t.match(output, /postgres exited unexpectedly; starting it again/, 'the supervisor logged the death');
  // The database answers /readyz as soon as it accepts connections, a moment before the supervisor's
  // start returns and logs the restart (through npm start's output pipe): its line is waited for.
  await until(
    () => /postgres is running again/.test(output),
    10_000,
    () => `no restart line:\n${output.slice(-3000)}`,
  ).catch(() => {});
  t.match(output, /postgres is running again/, 'and the restart');
  const finished = await waitReady(during.body.job_id);
  t.equal(finished.status, 'ready', 'the job accepted during the outage finished');
  const devAccountId = JSON.parse(await readFile(join(dataDir, 'credentials.json'), 'utf8')).dev_account_id;
  await until(
    async () => {
      const dev = await call('GET', `/admin/accounts/${devAccountId}`, { token: OPERATOR_TOKEN });
      return dev.status === 200 && dev.body.jobs.ready >= 2;
    },
    60_000,
    () => 'the read model did not catch up with the jobs of the outage',
  );
  t.pass('the projector caught up by itself');
});

t.test('nats-server dies: 503 in shape within the request timeout; it is restarted and jobs flow again', async (t) => {
  const natsPid = pidOf('nats-server');
  const config = await readFile(join(dataDir, 'nats', 'nats-server.conf'), 'utf8');
  const port = Number(/listen: "127\.0\.0\.1:(\d+)"/.exec(config)![1]);
  process.kill(natsPid, 'SIGKILL');
  const blocker = await holdPort(port);

  const refused = await call('POST', '/generate', { body: { query: 'A website while the log is down' } });
  t.equal(refused.status, 503);
  t.equal(refused.body.code, 'unavailable');
  t.same(Object.keys(refused.body).sort(), GENERATE_EMPTY_KEYS, 'in the generate shape');
  t.ok(Number(refused.headers.get('retry-after')) >= 1);
  t.ok(refused.ms < REQUEST_TIMEOUT_MS + 2_000, `within REQUEST_TIMEOUT_MS (${refused.ms} ms), never a hang`);
  const poll = await call('GET', '/job/job_01ARZ3NDEKTSV4RRFFQ69G5FAV');
  t.ok(poll.status === 404 || poll.status === 503, `a poll answers (${poll.status})`);
  t.ok(poll.ms < REQUEST_TIMEOUT_MS + 2_000);

  await new Promise<void>((resolve) => blocker.close(() => resolve()));
  await until(
    async () => (await call('GET', '/readyz')).status === 200,
    90_000,
    () => `nats-server did not come back:\n${output.slice(-3000)}`,
  );
  t.match(output, /nats-server exited unexpectedly; starting it again/);
  const after = await call('POST', '/generate', { body: { query: 'A website for a cafe called Beans after the outage' } });
  t.equal(after.status, 200, JSON.stringify(after.body));
  t.equal((await waitReady(after.body.job_id)).status, 'ready', 'jobs flow again');
});

t.test('a service child dies: it is restarted and takes work again', async (t) => {
  process.kill(pidOf('services/generator/main.ts'), 'SIGKILL');
  const started = await call('POST', '/generate', { body: { query: 'A website for a florist while the generator restarts' } });
  t.equal(started.status, 200);
  t.equal((await waitReady(started.body.job_id)).status, 'ready');
  t.match(output, /generator exited unexpectedly; starting it again/);
});

t.test('the operator ADMIN_TOKEN never appears in the output', async (t) => {
  const exited = new Promise<number | null>((resolve) => child!.once('exit', (code) => resolve(code)));
  child!.kill('SIGTERM');
  const code = await exited;
  if (code !== 0) t.comment(output.slice(-2000));
  t.equal(code, 0, 'stops cleanly');
  t.match(output, /^Admin token: the ADMIN_TOKEN you set$/m, 'npm start says it uses the token without printing it');
  t.match(output, /^API key: sw_/m, 'the development key it generated is printed');
  t.notOk(output.includes(OPERATOR_TOKEN), 'the token is nowhere in stdout or stderr');
  t.ok(output.length > 1000, 'the output (debug level) was captured');
});
