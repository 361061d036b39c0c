// The scheduler as separate processes, SIGKILLed mid-flood: the standby takes over, then a fresh
// process after the second kill. Each rebuilds its queues from the log; at the end every job was
// admitted once, started once, ended once, and each account's jobs were admitted in request order.
import t from 'tap';
import { spawn, type ChildProcess } from 'node:child_process';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { appendRequests, jobEvents, openLog, type LogClient } from '../support/job-flood.ts';

let stack: TestStack;
let client: LogClient;
const children = new Set<ChildProcess>();

t.before(async () => {
  stack = await startStack({ scheduler: false, generators: 1 });
  client = await openLog(stack.nats.url);
});
t.teardown(async () => {
  for (const child of children) child.kill('SIGKILL');
  await client?.close();
  await stack?.stop();
});

/** A scheduler process; resolves `active` when its log says it caught up and admits. */
function schedulerProcess(): ChildProcess & { active: Promise<void> } {
  const child = spawn(process.execPath, ['services/scheduler/main.ts'], {
    env: { ...process.env, ...stack.env, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'inherit'],
  });
  children.add(child);
  child.once('exit', () => children.delete(child));
  const active = new Promise<void>((resolve) => {
    child.stdout!.setEncoding('utf8').on('data', (chunk: string) => {
      if (chunk.includes('scheduler caught up with the log')) resolve();
    });
  });
  return Object.assign(child, { active });
}

const exited = (child: ChildProcess) =>
  new Promise((resolve) => (child.exitCode !== null || child.signalCode !== null ? resolve(null) : child.once('exit', resolve)));

async function countOf(type: string): Promise<number> {
  return (await jobEvents(client.log)).filter((stored) => stored.event.type === type).length;
}

async function until(what: string, check: () => Promise<boolean>, timeoutMs: number): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (!(await check())) {
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms`);
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

t.test('schedulers SIGKILLed mid-flood: nothing lost, nothing run twice, order within an account kept', async (t) => {
  const none = await stack.http('GET', '/admin/queues', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.match(
    none.body,
    { status: 'ok', as_of: '', accounts_waiting: 0, accounts: [] },
    'before any scheduler ran, GET /admin/queues says there is no view',
  );
  const first = schedulerProcess();
  await first.active;
  const standby = schedulerProcess();
  const a = await stack.createAccount({ name: 'Flood A' });
  const b = await stack.createAccount({ name: 'Flood B' });
  const [aIds, bIds] = await Promise.all([
    appendRequests(client.log, a.accountId, 250, 'a'),
    appendRequests(client.log, b.accountId, 150, 'b'),
  ]);
  const total = aIds.length + bIds.length;

  await until('40 admissions', async () => (await countOf('JobAdmitted')) >= 40, 60_000);
  first.kill('SIGKILL');
  await exited(first);
  const atFirstKill = await countOf('JobAdmitted');
  t.ok(atFirstKill < total, `killed mid-flood (${atFirstKill} of ${total} admitted)`);

  // The standby takes the lock once the killed one's database session ends, and goes on.
  await standby.active;
  await until('40 more admissions', async () => (await countOf('JobAdmitted')) >= atFirstKill + 40, 60_000);
  standby.kill('SIGKILL');
  await exited(standby);
  const atSecondKill = await countOf('JobAdmitted');
  t.ok(atSecondKill < total, `killed again mid-flood (${atSecondKill} of ${total} admitted)`);

  const restarted = schedulerProcess();
  await restarted.active;
  await until('every job ended', async () => (await countOf('JobCompleted')) + (await countOf('JobFailed')) >= total, 180_000);

  const events = await jobEvents(client.log);
  const perJob = new Map<string, Record<string, number>>();
  for (const { event } of events) {
    if (!('job_id' in event)) continue;
    const counts = perJob.get(event.job_id) ?? {};
    counts[event.type] = (counts[event.type] ?? 0) + 1;
    perJob.set(event.job_id, counts);
  }
  const wrong = [...aIds, ...bIds].filter((jobId) => {
    const counts = perJob.get(jobId) ?? {};
    return counts.JobRequested !== 1 || counts.JobAdmitted !== 1 || counts.JobStarted !== 1 || counts.JobCompleted !== 1;
  });
  t.same(wrong, [], 'every job requested, admitted, started and completed exactly once');

  for (const [name, accountId] of [
    ['A', a.accountId],
    ['B', b.accountId],
  ] as const) {
    const requested = events
      .filter((stored) => stored.event.type === 'JobRequested' && stored.event.account_id === accountId)
      .map((stored) => (stored.event as { job_id: string }).job_id);
    const admitted = events
      .filter((stored) => stored.event.type === 'JobAdmitted' && stored.event.account_id === accountId)
      .map((stored) => (stored.event as { job_id: string }).job_id);
    t.same(admitted, requested, `account ${name}: admitted in request order across the kills`);
  }
  restarted.kill('SIGTERM');
  await exited(restarted);
});

t.test('a restarted scheduler keeps what the log says was admitted: no job admitted twice, the buffer stays full', async (t) => {
  // No generator: admitted jobs stay unstarted, so the buffer (SCHEDULER_BUFFER, 4) stays full.
  await Promise.all(stack.generators.splice(0).map((generator) => generator.stop()));
  const c = await stack.createAccount({ name: 'Idle generators' });
  const ids = await appendRequests(client.log, c.accountId, 10, 'c');
  const admissionsOfC = async () =>
    (await jobEvents(client.log))
      .filter((stored) => stored.event.type === 'JobAdmitted' && stored.event.account_id === c.accountId)
      .map((stored) => (stored.event as { job_id: string }).job_id);
  const first = schedulerProcess();
  await first.active;
  await until('the buffer filled', async () => (await admissionsOfC()).length >= 4, 30_000);
  first.kill('SIGKILL');
  await exited(first);
  const second = schedulerProcess();
  await second.active;
  // Time for any wrong admission to reach the log.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const admitted = await admissionsOfC();
  t.equal(admitted.length, 4, 'still four admitted: the buffer was rebuilt full from the log');
  t.equal(new Set(admitted).size, 4, 'four different jobs: none admitted twice');
  t.ok(admitted.every((id) => ids.includes(id)));
  second.kill('SIGTERM');
  await exited(second);
});
