// Fair scheduling between accounts on a real stack (nats-server, PostgreSQL, the scheduler, the
// generators, the gateway): an account's job starts at once behind another's flood, weights give
// proportional shares, max_concurrent_jobs holds, a cancelled waiting job is never admitted.
import t from 'tap';
import { JOBS_STREAM, jobSubject } from '../../shared/events/subjects.ts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { appendRequests, jobEvents, openLog, type LogClient } from '../support/job-flood.ts';

// Four stacks of their own, floods of up to 1,500 jobs each: on a 2-core machine the file takes
// about two minutes, tap's default for a whole file. Each wait inside keeps its own bound.
t.setTimeout(300_000);

const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

async function withStack(
  env: Record<string, string>,
  run: (stack: TestStack, client: LogClient) => Promise<void>,
  generators = 1,
): Promise<void> {
  const stack = await startStack({ env, generators });
  const client = await openLog(stack.nats.url);
  try {
    await stack.scheduler!.active();
    await run(stack, client);
  } finally {
    await client.close();
    await stack.stop();
  }
}

/** Jobs that have their final event. */
async function finishedCount(natsUrl: string): Promise<number> {
  const nc = await connect({ servers: natsUrl });
  try {
    const info = await (await jetstreamManager(nc)).streams.info(JOBS_STREAM, { subjects_filter: 'jobs.*.finished' });
    return Object.keys(info.state.subjects ?? {}).length;
  } finally {
    await nc.close();
  }
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 60_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms; last ${JSON.stringify(value).slice(0, 300)}`);
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

t.test("an account's first job is admitted next and ready at once while 1,500 of another account's are queued", async (t) => {
  await withStack({}, async (stack, { log }) => {
    const flooder = await stack.createAccount({ name: 'Flooder' });
    const small = await stack.createAccount({ name: 'Small' });
    const startedAt = Date.now();
    await appendRequests(log, flooder.accountId, 1_500);
    t.comment(`1,500 requests appended in ${Date.now() - startedAt} ms`);
    const posted = Date.now();
    const created = await stack.http('POST', '/generate', {
      apiKey: small.apiKey,
      body: { query: 'A one-page site for a tea shop called Leaf' },
    });
    t.equal(created.status, 200);
    const job = await stack.waitForJob(created.body.job_id, small.apiKey, undefined, 30_000);
    const readyMs = Date.now() - posted;
    const finished = await finishedCount(stack.nats.url);
    t.comment(`ready after ${readyMs} ms, with ${finished - 1} of the flood finished`);
    t.equal(job.status, 'ready');
    // The 2 s is the bench's figure (docs/benchmarks.md: 146 ms behind 1,500, 237 ms behind
    // 20,000, on an otherwise idle stack); here other test files share the 2 cores, so the time is
    // held to a looser bound and the fairness itself to an exact one, from the log.
    t.ok(readyMs < 5_000, `ready within seconds (${readyMs} ms)`);
    t.ok(finished < 750, `most of the flood was still queued (${finished - 1} of 1,500 finished)`);
    const events = await jobEvents(log);
    const requestedAt = events.find(
      (stored) => stored.event.type === 'JobRequested' && 'job_id' in stored.event && stored.event.job_id === created.body.job_id,
    )!.seq;
    const admittedAt = events.find(
      (stored) => stored.event.type === 'JobAdmitted' && 'job_id' in stored.event && stored.event.job_id === created.body.job_id,
    )!.seq;
    const floodAdmissionsBetween = events.filter(
      (stored) => stored.event.type === 'JobAdmitted' && stored.seq > requestedAt && stored.seq < admittedAt,
    ).length;
    t.ok(
      floodAdmissionsBetween <= stack.config.SCHEDULER_BUFFER,
      `admitted next, behind at most the admissions already under way (${floodAdmissionsBetween})`,
    );
    const queues = await stack.http('GET', '/admin/queues', { headers: admin });
    t.equal(queues.status, 200);
    const row = queues.body.accounts.find((account: any) => account.account_id === flooder.accountId);
    t.ok(row && row.queued > 0 && row.oldest_wait_seconds > 0, 'operators see the flood waiting');
    t.ok(queues.body.age_seconds < 5, 'a fresh view');
    // The scheduler writes its view every SCHEDULER_SNAPSHOT_MS: the small job's admission shows within a few.
    const metrics = await until(
      'the admission on /metrics',
      async () => (await stack.http('GET', '/metrics')).text,
      (text) => new RegExp(`^sitewright_queue_wait_seconds_count\\{account="${small.accountId}"\\}`, 'm').test(text),
      10_000,
    );
    t.match(
      metrics,
      new RegExp(`^sitewright_queue_depth\\{account="${flooder.accountId}"\\} [1-9]\\d*$`, 'm'),
      'the queue depth per account on /metrics',
    );
    t.match(
      metrics,
      new RegExp(`^sitewright_queue_wait_seconds_count\\{account="${small.accountId}"\\} 1$`, 'm'),
      "the small account's one wait in its histogram",
    );
  });
});

t.test('weights: two flooding accounts share admissions 3 to 1; equal weights share equally', async (t) => {
  await withStack({}, async (stack, { log }) => {
    const heavy = await stack.createAccount({ name: 'Heavy' });
    const light = await stack.createAccount({ name: 'Light' });
    const equal = await stack.createAccount({ name: 'Equal' });
    const patched = await stack.http('PATCH', `/admin/accounts/${heavy.accountId}`, { headers: admin, body: { weight: 3 } });
    t.equal(patched.status, 200);
    t.equal(patched.body.weight, 3);
    t.equal(patched.body.max_concurrent_jobs, 8, 'the default limit is in force');
    // Both floods are in the log before most admissions: only the short buffer is admitted ahead.
    await Promise.all([appendRequests(log, heavy.accountId, 400, 'heavy'), appendRequests(log, light.accountId, 400, 'light')]);
    const lastRequest = (await jobEvents(log)).filter((stored) => stored.event.type === 'JobRequested').at(-1)!.seq;
    const admissionsAfter = async () =>
      (await jobEvents(log)).filter((stored) => stored.event.type === 'JobAdmitted' && stored.seq > lastRequest);
    const window = (await until('200 admissions', admissionsAfter, (found) => found.length >= 200)).slice(0, 200);
    const heavyShare = window.filter((stored) => stored.event.account_id === heavy.accountId).length;
    t.comment(`weight 3 against 1: ${heavyShare} of 200 admissions`);
    t.ok(heavyShare >= 140 && heavyShare <= 160, `about three quarters (${heavyShare} of 200)`);

    // The same weight: equal shares. The heavy account goes back to the default first.
    await stack.http('PATCH', `/admin/accounts/${heavy.accountId}`, { headers: admin, body: { weight: null } });
    await appendRequests(log, equal.accountId, 300, 'equal');
    const lastEqual = (await jobEvents(log)).filter((stored) => stored.event.type === 'JobRequested').at(-1)!.seq;
    const equalWindow = (
      await until(
        '150 more admissions',
        async () => (await jobEvents(log)).filter((stored) => stored.event.type === 'JobAdmitted' && stored.seq > lastEqual),
        (found) => found.length >= 150,
      )
    ).slice(0, 150);
    const byAccount = new Map<string, number>();
    for (const stored of equalWindow) byAccount.set(stored.event.account_id, (byAccount.get(stored.event.account_id) ?? 0) + 1);
    t.comment(`equal weights: ${JSON.stringify(Object.fromEntries(byAccount))}`);
    for (const [account, count] of byAccount) t.ok(count >= 45 && count <= 55, `${account}: a third of 150 within 5 % (${count})`);
    t.equal(byAccount.size, 3, 'all three accounts are served');
  });
});

t.test('max_concurrent_jobs: an account never has more jobs admitted and unfinished than its limit', async (t) => {
  // Two generators of 4: without the limit the account would run 8 at once.
  await withStack(
    { GENERATOR_CONCURRENCY: '4', SCHEDULER_BUFFER: '8' },
    async (stack, { log }) => {
      const limited = await stack.createAccount({ name: 'Limited' });
      const other = await stack.createAccount({ name: 'Other' });
      const patched = await stack.http('PATCH', `/admin/accounts/${limited.accountId}`, {
        headers: admin,
        body: { max_concurrent_jobs: 2 },
      });
      t.equal(patched.body.max_concurrent_jobs, 2);
      const ids = [
        ...(await appendRequests(log, limited.accountId, 40, 'limited')),
        ...(await appendRequests(log, other.accountId, 40, 'other')),
      ];
      // Operators see the limit in force while the account's jobs wait.
      const view = await until(
        'the limited account in the queues view',
        async () => (await stack.http('GET', '/admin/queues', { headers: admin })).body,
        (body) => body.accounts?.some((row: any) => row.account_id === limited.accountId && row.queued > 0),
        20_000,
      );
      const row = view.accounts.find((each: any) => each.account_id === limited.accountId);
      t.match(row, { max_concurrent_jobs: 2, weight: 1 }, 'its limit in GET /admin/queues');
      t.ok(row.running <= 2, `running at most 2 (${row.running})`);
      await until(
        'every job finished',
        () => finishedCount(stack.nats.url),
        (count) => count >= ids.length,
        120_000,
      );
      const running = new Map<string, number>();
      const most = new Map<string, number>();
      for (const stored of await jobEvents(log)) {
        const account = stored.event.account_id;
        if (stored.event.type === 'JobAdmitted') running.set(account, (running.get(account) ?? 0) + 1);
        if (stored.event.type === 'JobCompleted' || stored.event.type === 'JobFailed')
          running.set(account, (running.get(account) ?? 0) - 1);
        most.set(account, Math.max(most.get(account) ?? 0, running.get(account) ?? 0));
      }
      t.comment(`most admitted and unfinished at once: ${JSON.stringify(Object.fromEntries(most))}`);
      t.equal(most.get(limited.accountId), 2, 'the limited account ran two at once, never more');
      t.ok((most.get(other.accountId) ?? 0) > 2, 'the other account ran more than two at once meanwhile');
    },
    2,
  );
});

t.test('a job cancelled while queued leaves its queue at once and is never admitted', async (t) => {
  await withStack({}, async (stack, { log }) => {
    const account = await stack.createAccount({ name: 'Canceller', rate_limit_per_minute: 600, burst: 20 });
    const before = await appendRequests(log, account.accountId, 400, 'before');
    const created = await stack.http('POST', '/generate', { apiKey: account.apiKey, body: { query: 'A site for a florist called Petal' } });
    const jobId = created.body.job_id;
    const after = await appendRequests(log, account.accountId, 20, 'after');
    // The place is counted in the read model, which catches up with the flood within moments.
    const queued = await stack.waitForJob(jobId, account.apiKey, (job) => job.queue_position > 50, 20_000);
    t.equal(queued.progress, `Queued: ${queued.queue_position - 1} jobs of this account ahead`, 'the progress line says where it is');
    t.ok(queued.queue_position > 50, `behind its account's flood (position ${queued.queue_position})`);
    const cancelled = await stack.http('POST', `/job/${jobId}/cancel`, { apiKey: account.apiKey });
    t.equal(cancelled.status, 200);
    const job = await stack.waitForJob(jobId, account.apiKey, (each) => each.status === 'failed', 10_000);
    t.equal(job.error_code, 'cancelled');
    t.equal(job.queue_position, 0, 'no longer queued');
    // Everything requested after it gets admitted; it never does.
    await until(
      'the jobs after it admitted',
      async () => await log.last(jobSubject(after.at(-1)!, 'admitted')),
      (found) => found !== null,
      120_000,
    );
    t.equal(await log.last(jobSubject(jobId, 'admitted')), null, 'the cancelled job was never admitted');
    t.ok(await log.last(jobSubject(before[0]!, 'admitted')), 'its account went on');
  });
});
