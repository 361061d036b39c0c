// `npm start` on a fresh DATA_DIR: a child nats-server, an embedded PostgreSQL and the three
// services; it prints the base URL, a development API key and the admin token; SIGTERM stops it
// cleanly and a restart on the same DATA_DIR keeps every job, file and key. Killed outright, it
// leaves nothing running that the next start cannot replace.
import t, { type Test } from 'tap';
import { isAlive as alive } from '../../infra/embedded/leftover-process.ts';
import { freePort } from '../../infra/nats/nats-server-process.ts';
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, readdir, readFile, rm, stat } from 'node:fs/promises';
import { availableParallelism, tmpdir } from 'node:os';
import { join } from 'node:path';
import { Kvm } from '@nats-io/kv';
import { connect } from '@nats-io/transport-node';
import { accountKeyName, KEY_BUCKET, NO_MASTER_KEY_LINE } from '../../shared/privacy/key-store.ts';
import { rawNatsExchange } from '../support/nats-protocol.ts';

let dataDir: string;
const children = new Set<ChildProcess>();

// Three starts of the whole embedded stack (PostgreSQL initialised, five children) took 97 s of tap's
// default 120 s in a fresh-clone CI run here; every wait inside keeps its own bound.
t.setTimeout(300_000);

t.before(async () => {
  dataDir = await mkdtemp(join(tmpdir(), 'sitewright-embedded-'));
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  // Servers a failed test may have left behind (their parent killed outright).
  for (const file of [join(dataDir, 'nats', 'nats-server.pid'), join(dataDir, 'postgres', 'postmaster.pid')]) {
    const pid = Number.parseInt((await readFile(file, 'utf8').catch(() => '')).split('\n')[0]!, 10);
    const ours = pid > 1 && (await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes(dataDir);
    if (ours) {
      try {
        process.kill(pid, 'SIGKILL');
      } catch {
        // Already gone.
      }
    }
  }
  await rm(dataDir, { recursive: true, force: true });
});

interface Started {
  child: ChildProcess;
  url: string;
  apiKey: string;
  adminToken: string;
  /** Everything it printed so far, stdout and stderr. */
  output(): string;
}

/** `npm start` with `settings` in its environment; `ownProcessGroup`: the leader of a process group, as in a terminal. */
async function npmStart(settings: Record<string, string> = {}, ownProcessGroup = false): Promise<Started> {
  const { NATS_URL: _n, DATABASE_URL: _d, ADMIN_TOKEN: _a, ...env } = process.env;
  const child = spawn(process.execPath, ['infra/embedded/start.ts'], {
    env: { ...env, DATA_DIR: dataDir, PORT: '0', LOG_LEVEL: 'warn', ...settings },
    stdio: ['ignore', 'pipe', 'pipe'],
    detached: ownProcessGroup,
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  let out = '';
  let err = '';
  child.stderr!.on('data', (chunk) => (err += chunk));
  child.stdout!.on('data', (chunk) => (out += chunk));
  return await new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`npm start printed no credentials in time:\n${out}\n${err}`)), 90_000);
    child.once('exit', (code) => reject(new Error(`exited with ${code}:\n${out}\n${err}`)));
    child.stdout!.on('data', () => {
      const url = /^Sitewright listening on (http:\/\/127\.0\.0\.1:\d+)$/m.exec(out)?.[1];
      const apiKey = /^API key: (\S+)$/m.exec(out)?.[1];
      const adminToken = /^Admin token: (\S+)$/m.exec(out)?.[1];
      if (url && apiKey && adminToken) {
        clearTimeout(timer);
        resolve({ child, url, apiKey, adminToken, output: () => `${out}${err}` });
      }
    });
  });
}

/** The body of GET `url` once it answers; what refused it last, when it never does within `withinMs`. */
async function scrapeWhenUp(url: string, withinMs: number): Promise<string> {
  const deadline = Date.now() + withinMs;
  for (;;) {
    try {
      return await (await fetch(url)).text();
    } catch (error) {
      if (Date.now() > deadline)
        return `not answering after ${withinMs} ms: ${String(error instanceof Error ? (error.cause ?? error.message) : error)}`;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  }
}

/**
 * Kills what a subtest left running when it failed half-way, and waits for it to be gone: otherwise
 * its stack (whose supervisor restarts what dies) would fight the next subtest's over the DATA_DIR.
 */
async function killLeftovers(): Promise<void> {
  await Promise.all(
    [...children].map(async (child) => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;
    }),
  );
}

/** SIGTERM, and the exit code; how long the stop took goes to the test's log. */
async function stop(t: Test, child: ChildProcess): Promise<number | null> {
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const began = Date.now();
  child.kill('SIGTERM');
  const code = await exited;
  t.comment(`npm start stopped ${Date.now() - began} ms after SIGTERM, exit code ${code}`);
  return code;
}

t.test('start, use, stop, restart: everything is kept', async (t) => {
  t.teardown(killLeftovers);
  const first = await npmStart();
  t.match(first.apiKey, /^sw_[0-9A-Z]{26}_[A-Za-z0-9]{40}$/);
  const started = await fetch(`${first.url}/generate`, {
    method: 'POST',
    headers: { authorization: `Bearer ${first.apiKey}`, 'content-type': 'application/json' },
    body: JSON.stringify({ query: 'A website for a florist called Petal & Stem' }),
  });
  t.equal(started.status, 200);
  const { job_id: jobId } = (await started.json()) as { job_id: string };
  let job: any;
  for (let i = 0; i < 200; i++) {
    job = await (await fetch(`${first.url}/job/${jobId}`, { headers: { authorization: `Bearer ${first.apiKey}` } })).json();
    if (job.status === 'ready' || job.status === 'failed') break;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  t.equal(job.status, 'ready', job.error);
  // Previews are served on an origin of their own, printed beside the API's.
  const previews = /^Previews on (http:\/\/127\.0\.0\.1:\d+) /m.exec(first.output())?.[1];
  t.ok(previews && new URL(previews).port !== new URL(first.url).port, `previews on ${previews}, the API on ${first.url}`);
  const missing = await fetch(`${previews}/preview/no-such-session/index.html`);
  t.equal(missing.status, 404, 'the preview listener answers');
  // Every service's metrics, printed on one line: the children each on a port of their own.
  const metricsLine = /^Metrics: (.*)$/m.exec(first.output())?.[1] ?? '';
  const metricsUrls = Object.fromEntries(metricsLine.split(', ').map((entry) => entry.split(' ')));
  t.same(Object.keys(metricsUrls), ['gateway', 'projector', 'scheduler', 'generator', 'dispatcher'], metricsLine);
  // The children start beside the gateway, not before it: the projector (niced, migrating, opening
  // the key store) may come up after the first job is ready (polls need only the gateway and the
  // log), so each is given a while to begin serving, as a Prometheus would retry its scrapes.
  for (const [service, url] of Object.entries(metricsUrls)) {
    const text = await scrapeWhenUp(url as string, 60_000);
    t.match(text, new RegExp(`^sitewright_${service}_process_cpu_seconds_total `, 'm'), `the ${service} serves its metrics at ${url}`);
  }
  const generatorMetrics = await (await fetch(metricsUrls.generator as string)).text();
  t.match(
    generatorMetrics,
    /^sitewright_generator_jobs_finished_total\{engine="offline",outcome="ready",error_code=""\} 1$/m,
    'the child generator counted the job',
  );
  // Its nats-server lets in only the services' users, whose passwords only this user can read.
  const natsPort = Number(/^listen: "127\.0\.0\.1:(\d+)"$/m.exec(await readFile(join(dataDir, 'nats', 'nats-server.conf'), 'utf8'))?.[1]);
  t.same(await rawNatsExchange(natsPort, {}), ["-ERR 'Authorization Violation'"], 'an anonymous client is refused');
  const credentials = JSON.parse(await readFile(join(dataDir, 'credentials.json'), 'utf8'));
  t.same(
    await rawNatsExchange(natsPort, { user: 'generator', pass: credentials.nats_passwords.generator }, 'PUB keys.key_x 2\r\n{}\r\n'),
    [`-ERR 'Permissions Violation for Publish to "keys.key_x"'`, 'PONG'],
    "the generator's password is refused on keys.>",
  );
  // A MASTER_KEY made once for the DATA_DIR, given to every service and never printed: the
  // account's key in the key store is wrapped by it, and no service warned of its absence.
  t.match(credentials.master_key, /^[0-9a-f]{64}$/, 'a master key is kept with the other secrets');
  t.notMatch(first.output(), credentials.master_key, 'and never printed');
  t.notMatch(first.output(), NO_MASTER_KEY_LINE.slice(0, 30), 'no service runs without it');
  const nc = await connect({ servers: `127.0.0.1:${natsPort}`, user: 'gateway', pass: credentials.nats_passwords.gateway });
  try {
    const bucket = await new Kvm(nc).open(KEY_BUCKET);
    const accountKey = (await bucket.get(accountKeyName(credentials.dev_account_id)))?.json<{ wrapped_by: string }>();
    t.equal(accountKey?.wrapped_by, 'master', "the development account's key is wrapped by the master key");
  } finally {
    await nc.close();
  }
  t.equal((await stat(join(dataDir, 'credentials.json'))).mode & 0o777, 0o600, 'the passwords are kept in a file of mode 0600');
  t.equal((await stat(join(dataDir, 'nats', 'nats-server.conf'))).mode & 0o777, 0o600, "and so is nats-server's configuration");
  t.equal(await stop(t, first.child), 0, 'SIGTERM stops everything cleanly', { output: first.output().slice(-6_000) });

  const second = await npmStart();
  t.equal(second.apiKey, first.apiKey, 'the same development key is printed on every start');
  t.equal(second.adminToken, first.adminToken);
  const again = (await (
    await fetch(`${second.url}/job/${jobId}`, { headers: { authorization: `Bearer ${second.apiKey}` } })
  ).json()) as any;
  t.equal(again.status, 'ready', 'the job survived the restart');
  t.same(again.files, job.files, 'with every file');
  t.same(
    JSON.parse(await readFile(join(dataDir, 'credentials.json'), 'utf8')).nats_passwords,
    credentials.nats_passwords,
    'the same NATS passwords',
  );
  t.equal(JSON.parse(await readFile(join(dataDir, 'credentials.json'), 'utf8')).master_key, credentials.master_key, 'the same master key');
  t.equal(await stop(t, second.child), 0, 'SIGTERM stops the second start cleanly', { output: second.output().slice(-6_000) });
});

/**
 * The fields of /proc/<pid>/stat after the command name (which may hold spaces): [0] the state,
 * [1] the parent's pid, ... [16] the niceness. None when the process is gone.
 */
async function statFields(pid: number | string): Promise<string[]> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  return stat.slice(stat.lastIndexOf(')') + 2).split(' ');
}

/** The pids whose parent is `parent`, from /proc. */
async function childPids(parent: number): Promise<number[]> {
  const pids: number[] = [];
  for (const entry of await readdir('/proc')) {
    if (!/^\d+$/.test(entry)) continue;
    if (Number((await statFields(entry))[1]) === parent) pids.push(Number(entry));
  }
  return pids;
}

async function gone(pids: number[], withinMs: number): Promise<boolean> {
  for (const deadline = Date.now() + withinMs; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 100))) {
    if (pids.every((pid) => !alive(pid))) return true;
  }
  return false;
}

const pidIn = async (file: string) => Number.parseInt((await readFile(file, 'utf8')).split('\n')[0]!, 10);

t.test('killed outright, npm start leaves nothing behind that the next start cannot replace', async (t) => {
  t.teardown(killLeftovers);
  const monitorPort = await freePort();
  const first = await npmStart({ NATS_MONITOR_PORT: String(monitorPort) });
  const services = [];
  for (const pid of await childPids(first.child.pid!)) {
    if ((await readFile(`/proc/${pid}/cmdline`, 'utf8').catch(() => '')).includes('services/')) services.push(pid);
  }
  t.equal(services.length, 5, 'the projector, the scheduler, the generator, the dispatcher and the renderer run as children');
  // The generator and the scheduler are on the path of the jobs callers wait for: they are not niced (at nice 10 a burst of requests
  // left it a tenth of a core, and a job's POST-to-ready p99 doubled); the projector and the
  // dispatcher (and the renderer, with its Chromium) yield to it and to the gateway.
  const niceness: Record<string, number> = {};
  for (const pid of services) {
    const command = await readFile(`/proc/${pid}/cmdline`, 'utf8');
    const name = /services\/(\w+)\//.exec(command)?.[1] ?? command;
    niceness[name] = Number((await statFields(pid))[16]);
  }
  t.same(niceness, { generator: 0, scheduler: 0, projector: 5, dispatcher: 5, renderer: 5 }, 'their scheduling niceness');
  const natsPid = await pidIn(join(dataDir, 'nats', 'nats-server.pid'));
  const postgresPid = await pidIn(join(dataDir, 'postgres', 'postmaster.pid'));
  t.ok(alive(natsPid) && alive(postgresPid), 'nats-server and PostgreSQL write their pid files in DATA_DIR');
  // nats-server shares the machine with the rest of the stack: Go threads for half the cores (one
  // on two), unless the environment says otherwise.
  const natsEnvironment = (await readFile(`/proc/${natsPid}/environ`, 'utf8')).split('\0');
  const maxProcs = process.env.GOMAXPROCS || String(Math.max(1, Math.floor(availableParallelism() / 2)));
  t.ok(natsEnvironment.includes(`GOMAXPROCS=${maxProcs}`), `nats-server runs with GOMAXPROCS=${maxProcs}`);
  // NATS_MONITOR_PORT: the child nats-server's monitoring endpoints, showing the stack's connections
  // (the child services connect while the gateway prints its credentials, or soon after).
  const serviceNames = [
    'sitewright-gateway',
    'sitewright-projector',
    'sitewright-generator',
    'sitewright-dispatcher',
    'sitewright-renderer',
  ];
  const connected = (names: string[]) =>
    serviceNames.filter((service) => names.some((name) => name === service || name.startsWith(`${service}-`)));
  let names: string[] = [];
  for (let i = 0; i < 100 && connected(names).length < serviceNames.length; i++) {
    if (i > 0) await new Promise((resolve) => setTimeout(resolve, 200));
    const connz = (await (await fetch(`http://127.0.0.1:${monitorPort}/connz?limit=100`)).json()) as { connections: { name?: string }[] };
    names = connz.connections.map((connection) => connection.name ?? '');
  }
  t.same(connected(names), serviceNames, "nats-server's /connz on NATS_MONITOR_PORT lists every service's connection");

  first.child.kill('SIGKILL');
  t.ok(await gone(services, 20_000), 'its services stop by themselves when it dies');
  t.ok(alive(natsPid) && alive(postgresPid), 'its servers are left running');

  const second = await npmStart();
  t.ok(!alive(natsPid) && !alive(postgresPid), 'the next start stopped the leftover servers before starting its own');
  const health = await fetch(`${second.url}/readyz`);
  t.equal(health.status, 200, 'and is ready');
  t.equal(await stop(t, second.child), 0, 'SIGTERM stops it cleanly', { output: second.output().slice(-6_000) });
});

t.test('a Ctrl-C in its terminal stops everything in order and starts nothing again', async (t) => {
  t.teardown(killLeftovers);
  // A terminal sends SIGINT to every process of its foreground group: npm start and its children
  // (nats-server, PostgreSQL, the services) at once. Their exits are then no deaths to restart after.
  const started = await npmStart({}, true);
  const natsPid = await pidIn(join(dataDir, 'nats', 'nats-server.pid'));
  const postgresPid = await pidIn(join(dataDir, 'postgres', 'postmaster.pid'));
  const exited = new Promise<number | null>((resolve) => started.child.once('exit', (code) => resolve(code)));
  process.kill(-started.child.pid!, 'SIGINT');
  t.equal(await exited, 0, 'npm start exits cleanly');
  t.notMatch(started.output(), /exited unexpectedly|starting it again|running again/, 'and restarts nothing on the way');
  t.ok(await gone([natsPid, postgresPid], 10_000), 'nats-server and PostgreSQL are gone');
});
