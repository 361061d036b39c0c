// Accounts' retention_days against real nats-server and PostgreSQL: set on create and PATCH, shown
// on GET, kept by the read model; the scheduler's sweep erases the jobs older than that (JobErased
// by `retention`, the job's key destroyed), keeps younger ones and accounts without retention,
// counts in its metrics and says so in its log; and a sweep SIGKILLed mid-way and run again by a
// fresh process ends with exactly one JobErased per job.
import { spawn, type ChildProcess } from 'node:child_process';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t from 'tap';
import { startScheduler } from '../../services/scheduler/start-scheduler.ts';
import { loadConfig } from '../../shared/config/config.ts';
import type { JobEvent } from '../../shared/events/catalogue.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog, type StoredEvent } from '../../shared/event-log/event-log.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { accountKeyName, createKeyStore, jobKeyName, openKeyBucket, type KeyStore } from '../../shared/privacy/key-store.ts';
import { requestedEvent } from '../support/job-events.ts';
import { loggerWithLines } from '../support/log-lines.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { freshKeyStates, openTestSealer, TEST_MASTER_KEY } from '../support/sealing.ts';

const DAY_MS = 86_400_000;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

let stack: TestStack;
let nc: NatsConnection;
let log: EventLog;
let keys: KeyStore;
let db: pg.Client;
const children = new Set<ChildProcess>();

t.before(async () => {
  // No generator runs the requested jobs, and the scheduler starts when each test wants it.
  stack = await startStack({ generators: 0, scheduler: false, env: { RETENTION_SWEEP_INTERVAL_MS: '200' } });
  nc = await connect({ servers: stack.nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 10_000, sealer: (await openTestSealer(nc)).sealer });
  keys = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: Buffer.from(TEST_MASTER_KEY, 'hex') });
  db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  await db?.end();
  await keys?.stop();
  await nc?.close();
  await stack?.stop();
});

async function createAccount(name: string, retentionDays?: number): Promise<string> {
  const created = await stack.http('POST', '/admin/accounts', {
    headers: admin,
    body: { name, ...(retentionDays === undefined ? {} : { retention_days: retentionDays }) },
  });
  if (created.status !== 200) throw new Error(created.text);
  await keys.key(accountKeyName(created.body.account_id), { parent: 'master' });
  return created.body.account_id;
}

/** Jobs of the account requested `daysAgo` days ago, each with its key, appended as the gateway does. */
async function requestJobs(accountId: string, count: number, daysAgo: number): Promise<string[]> {
  const ids = Array.from({ length: count }, () => newJobId());
  const occurredAt = new Date(Date.now() - daysAgo * DAY_MS).toISOString();
  for (let start = 0; start < ids.length; start += 50) {
    await Promise.all(
      ids.slice(start, start + 50).map(async (jobId) => {
        await keys.key(jobKeyName(jobId), { parent: accountKeyName(accountId) });
        const event: JobEvent = { ...requestedEvent(jobId, `A site kept ${daysAgo} days`, accountId), occurred_at: occurredAt };
        await log.append(jobSubject(jobId, 'requested'), event, { msgId: jobId, expectLastSubjectSeq: 0 });
      }),
    );
  }
  return ids;
}

const erasures = () => log.readSubjects('jobs.*.erased');
const jobOf = (stored: StoredEvent) => stored.subject.split('.')[1]!;

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

/** The jobs' keys' states, as read afresh: the test's own store hears of the scheduler's erasures a moment late. */
async function keyStates(jobIds: string[]): Promise<string[]> {
  return [...new Set(await freshKeyStates(nc, jobIds.map(jobKeyName)))];
}

t.test('retention_days: set on create and PATCH, shown on GET, kept by the read model, refused when not a number of days', async (t) => {
  const accountId = await createAccount('Kept a month', 30);
  const shown = await stack.http('GET', `/admin/accounts/${accountId}`, { headers: admin });
  t.equal(shown.body.retention_days, 30);
  const unlimited = await createAccount('Kept for ever');
  t.equal((await stack.http('GET', `/admin/accounts/${unlimited}`, { headers: admin })).body.retention_days, null, 'null by default');

  const patched = await stack.http('PATCH', `/admin/accounts/${accountId}`, { headers: admin, body: { retention_days: 7 } });
  t.equal(patched.status, 200);
  t.equal(patched.body.retention_days, 7, 'the PATCH answer has it');
  t.equal((await stack.http('GET', `/admin/accounts/${accountId}`, { headers: admin })).body.retention_days, 7);
  await stack.caughtUp();
  const rows = await db.query('select id, retention_days from accounts where id = any($1) order by id', [[accountId, unlimited]]);
  t.same(
    Object.fromEntries(rows.rows.map((row) => [row.id, row.retention_days])),
    { [accountId]: 7, [unlimited]: null },
    'the accounts table keeps it',
  );
  const removed = await stack.http('PATCH', `/admin/accounts/${accountId}`, { headers: admin, body: { retention_days: null } });
  t.equal(removed.body.retention_days, null, 'null removes it');
  await stack.caughtUp();
  t.equal((await db.query('select retention_days from accounts where id = $1', [accountId])).rows[0].retention_days, null);

  for (const bad of [0, -1, 1.5, 36_501, '30']) {
    const onCreate = await stack.http('POST', '/admin/accounts', { headers: admin, body: { name: 'x', retention_days: bad } });
    t.equal(onCreate.status, 400, `create with ${JSON.stringify(bad)}`);
    t.match(onCreate.body, { status: 'failed', code: 'invalid_request', error: /^retention_days: /, account_id: '' });
    const onPatch = await stack.http('PATCH', `/admin/accounts/${accountId}`, { headers: admin, body: { retention_days: bad } });
    t.equal(onPatch.status, 400, `PATCH with ${JSON.stringify(bad)}`);
    t.match(onPatch.body, { status: 'failed', code: 'invalid_request', error: /^retention_days: /, retention_days: null, seq: 0 });
  }
});

t.test('the sweep erases the jobs older than the window, and nothing else; a later clock takes the younger ones', async (t) => {
  const kept = await createAccount('Kept 30 days', 30);
  const forever = await createAccount('Kept for ever');
  const old = await requestJobs(kept, 3, 40);
  const [young] = await requestJobs(kept, 1, 10);
  const untouched = await requestJobs(forever, 2, 400);
  await stack.caughtUp();

  const scheduler = await stack.startScheduler();
  const erased = await until('the old jobs erased', erasures, (events) => events.length >= 3);
  // Two sweeps more: nothing else goes, nothing is erased twice.
  await new Promise((resolve) => setTimeout(resolve, 600));
  const after = await erasures();
  t.same(after.map(jobOf).sort(), [...old].sort(), 'exactly the old jobs, once each');
  t.same(after, erased, 'nothing more in later sweeps');
  for (const stored of after) {
    t.match(stored.event, { type: 'JobErased', account_id: kept, data: { by: 'retention' }, actor: `scheduler:${scheduler.schedulerId}` });
  }
  t.same(await keyStates(old), ['erased'], "the old jobs' keys are destroyed");
  t.same(await keyStates([young!, ...untouched]), ['live'], 'the younger job and the account without retention keep theirs');
  await stack.scheduler?.stop();
  stack.scheduler = undefined;

  // Twenty-five days later the young job is 35 days old.
  const { logger, lines } = loggerWithLines({ level: 'info' });
  const later = await startScheduler(loadConfig({ ...stack.env, METRICS_PORT: '0' }), logger, { now: () => Date.now() + 25 * DAY_MS });
  t.teardown(() => later.stop());
  await until('the young job erased', erasures, (events) => events.some((stored) => jobOf(stored) === young));
  await new Promise((resolve) => setTimeout(resolve, 600));
  t.same((await erasures()).map(jobOf).sort(), [...old, young!].sort(), 'the young job too, and still no other');
  t.same(await keyStates([young!]), ['erased']);
  t.same(await keyStates(untouched), ['live'], 'an account without retention is never swept');

  const sweeps = lines.filter((line) => line.msg === 'retention sweep');
  t.ok(sweeps.length >= 2, 'a line per sweep');
  t.ok(
    sweeps.some((line) => line.accounts === 1 && line.erased === 1),
    'the progress line: accounts with a retention, jobs erased (and jobs left)',
  );
  t.match(sweeps.at(-1), { accounts: 1, erased: 0, left: 0 }, 'then nothing left');
  const metrics = await (await fetch(later.metricsUrl!)).text();
  t.match(metrics, /^sitewright_scheduler_jobs_erased_total\{by="retention"\} 1$/m, 'erased jobs by reason');
  t.match(metrics, /^sitewright_scheduler_retention_jobs_due 0$/m, 'none left due');
  t.match(metrics, /^sitewright_scheduler_retention_sweep_seconds \d/m, "the last sweep's duration");
});

/** A scheduler process; `lines` are its log lines. */
function schedulerProcess(): ChildProcess & { lines: Record<string, any>[] } {
  const child = spawn(process.execPath, ['services/scheduler/main.ts'], {
    env: { ...process.env, ...stack.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const lines: Record<string, any>[] = [];
  let rest = '';
  child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
    const text = rest + chunk;
    const complete = text.split('\n');
    rest = complete.pop()!;
    for (const line of complete) if (line.startsWith('{')) lines.push(JSON.parse(line));
  });
  return Object.assign(child, { lines });
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

t.test('a sweep SIGKILLed mid-way and run again by a fresh process erases each job exactly once', async (t) => {
  const accountId = await createAccount('Many old jobs', 1);
  const jobIds = await requestJobs(accountId, 400, 3);
  // One job half erased already, as a sweep killed between the event and the key leaves it: the
  // last one a sweep comes to (all were requested at once: the sweep goes by id).
  const halfErased = [...jobIds].sort().at(-1)!;
  // Live when its event is written (the projector may destroy it any moment after).
  t.same(await keyStates([halfErased]), ['live']);
  const event = jobEnvelope(
    halfErased,
    { type: 'JobErased', version: 1, data: { by: 'retention' } },
    { accountId, actor: 'scheduler:killed' },
  );
  await log.append(jobSubject(halfErased, 'erased'), event, { expectLastSubjectSeq: 0 });
  await stack.caughtUp();
  const before = (await erasures()).length;
  const ofAccount = async () => (await erasures()).filter((stored) => stored.event.account_id === accountId);

  const first = schedulerProcess();
  await until('40 erasures', ofAccount, (events) => events.length >= 40, 60_000);
  first.kill('SIGKILL');
  await exited(first);
  const atKill = (await ofAccount()).length;
  t.ok(atKill < jobIds.length, `killed mid-sweep (${atKill} of ${jobIds.length} erased)`);

  const second = schedulerProcess();
  t.teardown(async () => {
    second.kill('SIGTERM');
    await exited(second);
  });
  await until('every job erased', ofAccount, (events) => events.length >= jobIds.length, 120_000);
  await until(
    'a sweep with nothing left',
    async () => second.lines,
    (lines) => lines.some((line) => line.msg === 'retention sweep' && line.erased === 0 && line.left === 0),
  );
  const mine = await ofAccount();
  t.equal(mine.length, jobIds.length, 'one JobErased per job');
  t.same([...new Set(mine.map(jobOf))].sort(), [...jobIds].sort(), 'every job, none twice');
  t.equal((await erasures()).length - before, jobIds.length - 1, 'nothing else erased (the half-erased job had its event)');
  // The job the first process was killed on between its event and its key, and the half-erased one,
  // are finished by the projector (erasure-keys projection) once it folds their JobErased; their
  // rows are gone by then, so no sweep comes to them again.
  await stack.caughtUp();
  t.same(await keyStates(jobIds), ['erased'], 'every key destroyed, the half-erased one too');
  const progress = second.lines.filter((line) => line.msg === 'retention sweep');
  t.ok(
    progress.some((line) => line.erased > 0),
    'the fresh process erased the rest',
  );
  t.ok(
    progress.some((line) => line.erased > 0 && line.left > 0 && line.seconds < 1),
    'a sweep works at most its interval (200 ms here, plus the job in hand) and says how many it left',
  );
});
