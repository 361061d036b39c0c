// The read model is a pure function of the log: a projector restart double-applies nothing, a
// rebuild beside the live model produces it row for row and switches readers in one step, a
// killed rebuild leaves it untouched, and an event the database refuses is reported by /readyz
// (with its stream sequence) until it goes through.
import { spawn } from 'node:child_process';
import t from 'tap';
import pg from 'pg';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { applyBatch, projectorPool } from '../../services/projector/apply-batch.ts';
import type { Db } from '../../services/projector/sql/row-set.ts';
import { CheckpointMovedError, readCheckpoint, SWAP_LOCK } from '../../services/projector/checkpoint.ts';
import { createProjections } from '../../services/projector/projections/index.ts';
import { REBUILD_SCHEMA } from '../../services/projector/read-model-swap.ts';
import { runProjection } from '../../services/projector/projection-loop.ts';
import { replayReadModel } from '../../services/projector/replay.ts';
import { startProjector } from '../../services/projector/start-projector.ts';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import type { JobEventDraft } from '../../shared/jobs/decide.ts';
import { toSnapshot } from '../../shared/jobs/job-state-snapshot.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { openTestSealer } from '../support/sealing.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { dump } from '../support/read-model-dump.ts';

let stack: TestStack;
let apiKey: string;
let accountId: string;

async function query<T extends pg.QueryResultRow = any>(sql: string, params: unknown[] = []): Promise<T[]> {
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  try {
    return (await client.query<T>(sql, params)).rows;
  } finally {
    await client.end();
  }
}

async function runJobs(count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const started = await stack.http('POST', '/generate', {
      apiKey,
      body: { query: `${prefix} site number ${i} for a café called "Bean ${i}"`, project_id: `p-${prefix}-${i}` },
    });
    ids.push(started.body.job_id);
  }
  for (const id of ids) await stack.waitForJob(id, apiKey);
  return ids;
}

t.before(async () => {
  stack = await startStack();
  ({ apiKey, accountId } = await stack.createAccount({ name: 'Projection', burst: 100, rate_limit_per_minute: 1000 }));
});
t.teardown(() => stack?.stop());

t.test('a restarted projector picks up where it stopped and double-applies nothing', async (t) => {
  const first = await runJobs(3, 'First');
  await stack.http('POST', `/job/${first[0]}/deployed`, { apiKey, body: { deploy_url: 'https://one.example/' } });
  const extra = await stack.createAccount({ name: 'Revoked later' });
  await stack.http('POST', `/admin/keys/${extra.keyId}/revoke`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  await stack.caughtUp();
  const before = await dump(stack.db.url);
  t.equal(before.jobs!.length, 3);
  t.equal(before.deployments!.length, 1);
  t.equal(before.projects!.length, 3);

  await stack.projector!.stop();
  // Work continues while the projector is down; polls are answered from the log. A gateway started
  // now has no cached answer, so its answer can only come from the log: the read model lacks the job.
  const second = await runJobs(2, 'Second');
  const fresh = await startGateway(stack.config, quietLogger());
  try {
    const polled = await fetch(`${fresh.url}/job/${second[1]}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await polled.json()) as { status: string; files: unknown[] };
    t.equal(body.status, 'ready', `answered from the log while the read model lags: ${JSON.stringify(body).slice(0, 300)}`);
    t.ok(body.files.length > 0, 'with its files, read from the blob store');
    const rows = await dump(stack.db.url);
    t.notOk(
      (rows.jobs as { id: string }[]).some((job) => job.id === second[1]),
      'the read model does not have the job yet',
    );
  } finally {
    await fresh.stop();
  }

  const restarted = await startProjector(stack.config, quietLogger());
  stack.projector = restarted;
  await stack.caughtUp();
  const after = await dump(stack.db.url);
  t.equal(after.jobs!.length, 5, 'the jobs made while it was down are projected');
  t.equal(after.deployments!.length, 1, 'the deployment report is not applied twice');
  t.same(
    after.jobs!.filter((job: any) => first.includes(job.id)),
    before.jobs,
    'rows of earlier jobs are unchanged',
  );
  t.same(after.api_keys, before.api_keys);
  const revoked = after.api_keys!.find((key) => key.key_id === extra.keyId);
  t.ok(revoked.revoked_at, 'the revocation is projected');
  const ready = after.projects!.filter((project) => project.latest_ready_job_id);
  t.equal(ready.length, 5, 'every project points at its ready job');
});

t.test('an offline job writes at most 7 events', async (t) => {
  const [jobId] = await runJobs(1, 'Counted');
  await stack.caughtUp();
  const nc = await connect({ servers: stack.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const info = await jsm.streams.info('JOBS', { subjects_filter: `jobs.${jobId}.>` });
    const perJob = Object.values(info.state.subjects ?? {}).reduce((sum, n) => sum + n, 0);
    // Its project's creation and version pointer are the job's only other events.
    t.ok(perJob + 2 <= 7, `${perJob} job events + 2 project events`);
    t.equal(perJob, 5, "JobRequested, the scheduler's JobAdmitted, JobStarted, one FilesEmitted, JobCompleted");
  } finally {
    await nc.close();
  }
});

t.test('a batch applied twice is refused by the checkpoint, leaving the rows unchanged', async (t) => {
  await stack.caughtUp();
  const before = await dump(stack.db.url);
  const pool = projectorPool({ connectionString: stack.db.url, max: 2 });
  const nc = await connect({ servers: stack.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const keys = await openKeyStore(nc, stack.config);
    const blobs = await openBlobStore(nc, 1, keys, { cacheBytes: 0 });
    const last = (await jsm.streams.info('JOBS')).state.last_seq;
    const message = await jsm.streams.getMessage('JOBS', { seq: last });
    const sealing = await openTestSealer(nc);
    const batch = [{ seq: last, subject: message!.subject, event: await sealing.sealer.open(message!.json()) }];
    await sealing.stop();
    t.equal(await readCheckpoint(pool), last);
    await t.rejects(
      applyBatch(pool, createProjections({ blobs, keys }), { checkpointName: 'read-model', takeSwapLock: true }, last - 1, batch),
      CheckpointMovedError,
    );
    await keys.stop();
    t.same(await dump(stack.db.url), before);
  } finally {
    await nc.close();
    await pool.end();
  }
});

t.test('a batch does not wait for its WAL to reach the disk (the read model can be derived again)', async (t) => {
  const pool = projectorPool({ connectionString: stack.db.url, max: 1 });
  const seen: string[] = [];
  const probe = {
    name: 'probe',
    prepare: async () => [
      async (db: Db) =>
        void seen.push((await db.query<{ setting: string }>("select current_setting('synchronous_commit') as setting")).rows[0]!.setting),
    ],
  };
  try {
    const batch = [
      {
        seq: 1,
        subject: 'accounts.probe',
        event: parseEvent(
          JSON.parse(
            JSON.stringify({
              id: '00000000-0000-4000-8000-000000000001',
              type: 'AccountCreated',
              version: 1,
              occurred_at: new Date().toISOString(),
              account_id: 'acct_probe',
              actor: 'test',
              data: { name: 'Probe', rate_limit_per_minute: 10, burst: 10 },
            }),
          ),
        ),
      },
    ];
    t.equal(await applyBatch(pool, [probe], { checkpointName: 'probe', takeSwapLock: false }, 0, batch), 1);
    t.same(seen, ['off'], 'inside the batch');
    const after = await pool.query<{ setting: string }>("select current_setting('synchronous_commit') as setting");
    t.equal(after.rows[0]!.setting, 'on', 'and only there: the connection is back to the default');
  } finally {
    await pool.query("delete from projection_checkpoints where name = 'probe'");
    await pool.end();
  }
});

t.test('a batch sends its writes together: none waits for the answer to the one before', async (t) => {
  const pool = projectorPool({ connectionString: stack.db.url, max: 1 });
  const seen: string[] = [];
  const write = (i: number) => (db: Db) => {
    seen.push(`sent ${i}`);
    return db.query('select pg_sleep(0.01)').then(() => seen.push(`answered ${i}`));
  };
  const probe = { name: 'probe', prepare: async () => [write(1), write(2), write(3)] };
  try {
    const batch = [
      {
        seq: 1,
        subject: 'accounts.probe',
        event: parseEvent(
          JSON.parse(
            JSON.stringify({
              id: '00000000-0000-4000-8000-000000000002',
              type: 'AccountCreated',
              version: 1,
              occurred_at: new Date().toISOString(),
              account_id: 'acct_probe',
              actor: 'test',
              data: { name: 'Probe', rate_limit_per_minute: 10, burst: 10 },
            }),
          ),
        ),
      },
    ];
    t.equal(await applyBatch(pool, [probe], { checkpointName: 'probe-pipelined', takeSwapLock: false }, 0, batch), 1);
    t.same(
      seen,
      ['sent 1', 'sent 2', 'sent 3', 'answered 1', 'answered 2', 'answered 3'],
      'every write sent before the first answer, answered in order',
    );
  } finally {
    await pool.query("delete from projection_checkpoints where name = 'probe-pipelined'");
    await pool.end();
  }
});

t.test('a killed rebuild leaves the live model as it was, and a new run resumes it', async (t) => {
  await runJobs(3, 'Killed');
  await stack.caughtUp();
  const live = await dump(stack.db.url);
  // The test holds the switch lock, so however fast the rebuild runs it cannot switch before it
  // is killed; one event per batch, so it is usually killed half-way.
  const holder = new pg.Client({ connectionString: stack.db.url });
  await holder.connect();
  await holder.query('select pg_advisory_lock(hashtext($1))', [SWAP_LOCK]);
  const child = spawn(process.execPath, ['services/projector/replay.ts'], {
    env: { ...process.env, ...stack.env, PROJECTOR_MAX_BATCH: '1', LOG_LEVEL: 'silent' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  let gone = false;
  const exited = new Promise<void>((resolve) =>
    child.on('exit', () => {
      gone = true;
      resolve();
    }),
  );
  const deadline = Date.now() + 60_000;
  let rebuilt = 0;
  while (Date.now() < deadline) {
    const rows = await query(`select last_seq from ${REBUILD_SCHEMA}.projection_checkpoints`).catch(() => []);
    rebuilt = Number(rows[0]?.last_seq ?? 0);
    if (rebuilt > 5 || gone) break;
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
  t.notOk(gone, `the replay was still running when killed: ${output}`);
  child.kill('SIGKILL');
  await exited;
  await holder.end();
  const target = Number(live.projection_checkpoints![0].last_seq);
  t.ok(rebuilt > 5 && rebuilt <= target, `killed before its switch (${rebuilt} of ${target} events rebuilt)`);
  t.same(await dump(stack.db.url), live, 'the live model is untouched');

  const result = await replayReadModel(stack.config, quietLogger());
  t.ok(result.applied < result.events, `resumed the killed rebuild (${result.applied} of ${result.events} applied)`);
  t.same(await dump(stack.db.url), live, 'the resumed rebuild switched in exactly the live model');
  t.same(await query(`select nspname from pg_namespace where nspname like 'sitewright_%'`), [], 'no rebuild schema left behind');
});

t.test('npm run replay rebuilds exactly the live model while the service runs; readers see the old model, then the new one', async (t) => {
  await runJobs(2, 'Third');
  await stack.caughtUp();
  const live = await dump(stack.db.url);
  const jobCount = live.jobs!.length;
  const accountCount = live.accounts!.length;
  // Mark the live rows of two tables: a rebuilt row never carries the mark, so every read tells
  // which model it saw, across tables too.
  await query(`update jobs set progress = 'old model'`);
  await query(`update accounts set name = 'old model'`);
  const seen: string[] = [];
  let reading = true;
  const reader = (async () => {
    const client = new pg.Client({ connectionString: stack.db.url });
    await client.connect();
    while (reading) {
      const row = (
        await client.query(
          `select (select count(*)::int from jobs) as jobs, (select count(*)::int from jobs where progress = 'old model') as old_jobs,
                  (select count(*)::int from accounts) as accounts, (select count(*)::int from accounts where name = 'old model') as old_accounts`,
        )
      ).rows[0];
      const complete = row.jobs === jobCount && row.accounts === accountCount;
      const model =
        complete && row.old_jobs === jobCount && row.old_accounts === accountCount
          ? 'old'
          : complete && row.old_jobs === 0 && row.old_accounts === 0
            ? 'new'
            : 'partial';
      seen.push(model === 'partial' ? `partial ${JSON.stringify(row)}` : model);
    }
    await client.end();
  })();
  const result = await replayReadModel(stack.config, quietLogger());
  await new Promise((resolve) => setTimeout(resolve, 50));
  reading = false;
  await reader;
  t.ok(result.events > 0);
  t.same(
    seen.filter((s) => s !== 'old' && s !== 'new'),
    [],
    'never a partial model',
  );
  t.equal(seen[0], 'old');
  t.equal(seen.at(-1), 'new');
  t.equal(seen.lastIndexOf('old'), seen.indexOf('new') - 1, 'old, then new, never back');
  await stack.caughtUp();
  t.same(await dump(stack.db.url), live, 'every row of every table is the same after a rebuild from sequence 1');
});

t.test('a rebuild in small batches, each folded while the one before commits, gives exactly the live model', async (t) => {
  const ids = await runJobs(3, 'Pipelined');
  const deployed = await stack.http('POST', `/job/${ids[0]}/deployed`, { apiKey, body: { deploy_url: 'https://pipelined.example.com/' } });
  t.equal(deployed.status, 200, 'a deployment in the log too');
  await stack.caughtUp();
  const live = await dump(stack.db.url);
  // Small odd batches: a job's events straddle batch boundaries, so each fold builds on states
  // remembered from a batch that may still be committing; with one job remembered, on states read
  // back from the database, which must wait for that commit.
  for (const [size, recentJobs] of [
    [1, 50_000],
    [3, 50_000],
    [7, 50_000],
    [3, 1],
  ] as const) {
    const result = await replayReadModel({ ...stack.config, PROJECTOR_MAX_BATCH: size, PROJECTOR_RECENT_JOBS: recentJobs }, quietLogger());
    t.equal(result.applied, result.events, `batches of ${size}, ${recentJobs} jobs remembered: every event applied`);
    await stack.caughtUp();
    t.same(await dump(stack.db.url), live, `batches of ${size}, ${recentJobs} jobs remembered: every row of every table is the same`);
  }
});

t.test('each run of the projection loop starts with nothing remembered from an earlier run', async (t) => {
  // A rebuild can switch in tables further along than the states a projection remembers; a run
  // restarted from the stored checkpoint must read states afresh, not fold onto stale ones.
  const pool = projectorPool({ connectionString: stack.db.url, max: 1 });
  const nc = await connect({ servers: stack.nats.url });
  let resets = 0;
  const probe = {
    name: 'probe',
    prepare: async () => [],
    reset: () => {
      resets += 1;
    },
  };
  const sealing = await openTestSealer(nc);
  try {
    const options = {
      js: jetstream(nc),
      sealer: sealing.sealer,
      pool,
      projections: [probe],
      logger: quietLogger(),
      maxBatch: 10,
      checkpointName: 'read-model',
      takeSwapLock: false,
      until: 0,
      onCheckpoint: () => {},
    };
    await runProjection(options, new AbortController().signal);
    await runProjection(options, new AbortController().signal);
    t.equal(resets, 2, 'forgotten at the start of each run');
  } finally {
    await sealing.stop();
    await nc.close();
    await pool.end();
  }
});

t.test('an event the database refuses makes /readyz 503 naming its sequence; projection resumes once the cause is gone', async (t) => {
  await stack.caughtUp();
  // A constraint of the test database stands in for any row PostgreSQL refuses.
  await query(`create function refuse_marked() returns trigger language plpgsql as $$
    begin if new.query like '%refuse-me%' then raise exception 'this row is refused by the test'; end if; return new; end $$`);
  await query(`create trigger refuse_marked before insert or update on jobs for each row execute function refuse_marked()`);
  const before = await stack.http('GET', '/job/' + 'job_00000000000000000000000000', { apiKey });
  t.equal(before.status, 404);
  const refused = await stack.http('POST', '/generate', { apiKey, body: { query: 'A bakery site refuse-me please' } });
  const fine = await stack.http('POST', '/generate', { apiKey, body: { query: 'A florist site that is fine' } });
  const nc = await connect({ servers: stack.nats.url });
  const requestedSeq = (await (
    await jetstreamManager(nc)
  ).streams.getMessage('JOBS', { last_by_subj: jobSubject(refused.body.job_id, 'requested') }))!.seq;
  await nc.close();

  let ready = await stack.http('GET', '/readyz');
  for (let i = 0; i < 200 && ready.status === 200; i++) {
    await new Promise((resolve) => setTimeout(resolve, 50));
    ready = await stack.http('GET', '/readyz');
  }
  t.equal(ready.status, 503);
  t.match(ready.body, {
    status: 'failed',
    code: 'unavailable',
    checks: { log: 'ok', database: 'ok', projection: `failing at event sequence ${requestedSeq}` },
  });
  t.match(ready.body.error, `event sequence ${requestedSeq}`);
  t.notMatch(ready.body.error, 'refused by the test', "the database's own message stays out of the public answer");
  const metrics = (await stack.http('GET', '/metrics')).text;
  t.match(metrics, /sitewright_projection_failures_total [1-9]\d*/);
  t.match(metrics, /sitewright_projection_lag_events [1-9]\d*/);
  t.match(metrics, /sitewright_projection_lag_seconds \d/);
  // Polls still answer, from the log.
  t.equal((await stack.waitForJob(fine.body.job_id, apiKey)).status, 'ready');
  t.equal((await stack.waitForJob(refused.body.job_id, apiKey)).status, 'ready', 'the refused job itself is answered from the log');

  await query(`drop trigger refuse_marked on jobs`);
  await stack.caughtUp();
  ready = await stack.http('GET', '/readyz');
  t.equal(ready.status, 200, 'ready again once the event goes through');
  t.match(ready.body, { checks: { projection: 'ok' } });
  const rows = await query(`select id from jobs where id = any($1)`, [[refused.body.job_id, fine.body.job_id]]);
  t.equal(rows.length, 2, 'both jobs are in the read model');
  t.match((await stack.http('GET', '/metrics')).text, /sitewright_projection_lag_events 0/);
});

t.test('old-format streams (JobProgressed events) still project', async (t) => {
  // This job's events are written by the test; no scheduler may admit it, no generator pick it up.
  await Promise.all([...stack.generators.map((generator) => generator.stop()), stack.scheduler?.stop()]);
  const nc = await connect({ servers: stack.nats.url });
  try {
    const { createEventLog } = await import('../../shared/event-log/event-log.ts');
    const { jobEnvelope } = await import('../../shared/event-log/event-envelope.ts');
    const { foldJob } = await import('../../shared/jobs/job-state.ts');
    const { newJobId } = await import('../../shared/jobs/job-id.ts');
    const jsm = await jetstreamManager(nc);
    const sealing = await openTestSealer(nc);
    t.teardown(() => sealing.stop());
    const log = createEventLog(nc, jsm, { timeoutMs: 5_000, sealer: sealing.sealer });
    const blobs = await openBlobStore(nc, 1, await openKeyStore(nc, stack.config), { cacheBytes: 0 });
    const jobId = newJobId();
    const [index, styles] = await blobs.putFiles(accountId, [
      { path: 'index.html', content: '<!doctype html><title>Old</title>' },
      { path: 'styles.css', content: 'body { margin: 0 }' },
    ]);
    const context = { accountId, actor: 'generator:old' };
    // Today's stream shape: a JobProgressed before every file.
    const drafts: JobEventDraft[] = [
      {
        type: 'JobRequested',
        version: 1,
        data: {
          query: 'An old-format job',
          files: [],
          source_url: null,
          user_id: null,
          project_id: null,
          source: 'generated',
          sandbox_session: '',
          search_score: 0,
          base: null,
        },
      },
      { type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'old', engine: 'offline' } },
      { type: 'JobProgressed', version: 1, data: { progress: 'Planning the site' } },
      { type: 'JobProgressed', version: 1, data: { progress: 'Writing index.html (1/2)' } },
      { type: 'FilesEmitted', version: 1, data: { files: [index!], progress: 'Wrote index.html (1 file so far)' } },
      { type: 'JobProgressed', version: 1, data: { progress: 'Writing styles.css (2/2)' } },
    ];
    const events = drafts.map((draft) => jobEnvelope(jobId, draft, context));
    let seq = 0;
    for (const event of events) {
      seq = await log.append(
        jobSubject(jobId, event.type === 'JobRequested' ? 'requested' : 'work'),
        parseEvent(JSON.parse(JSON.stringify(event))),
      );
    }
    await stack.projector!.waitFor(seq);
    const building = (await query(`select status, progress, state from jobs where id = $1`, [jobId]))[0];
    t.equal(building.status, 'partial');
    t.equal(building.progress, 'Writing styles.css (2/2)', 'the last JobProgressed is the progress line');
    t.same(building.state, JSON.parse(JSON.stringify(toSnapshot(foldJob(events)))), 'the stored state is the fold of the old events');
    const completed = jobEnvelope(
      jobId,
      { type: 'JobCompleted', version: 1, data: { files: [index!, styles!], deployment_id: 'dep_old', progress: 'Done', checks: null } },
      context,
    );
    seq = await log.append(jobSubject(jobId, 'finished'), completed);
    await stack.projector!.waitFor(seq);
    const job = await stack.http('GET', `/job/${jobId}`, { apiKey });
    t.equal(job.body.status, 'ready');
    t.same(
      job.body.files.map((f: any) => f.path),
      ['index.html', 'styles.css'],
    );
  } finally {
    await nc.close();
  }
});
