// A log written before sealing (issue 31) reads the same after the upgrade: its events, stored
// clear by a plain JetStream publish as every earlier release wrote them, are projected as the fold
// of what was written, answered by GET /job, and rebuilt row for row by a replay, beside new jobs
// whose events are sealed.
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t from 'tap';
import { newApiKey } from '../../services/gateway/auth/api-key-format.ts';
import { replayReadModel } from '../../services/projector/replay.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { SitewrightEvent } from '../../shared/events/catalogue.ts';
import { accountSubject, JOBS_STREAM, jobSubject, keySubject, projectSubject } from '../../shared/events/subjects.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { foldJob } from '../../shared/jobs/job-state.ts';
import { toSnapshot } from '../../shared/jobs/job-state-snapshot.ts';
import { projectKey } from '../../shared/projects/project-key.ts';
import { openTestSealer } from '../support/sealing.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let nc: NatsConnection;

t.before(async () => {
  // The scheduler starts after the old log is written, as the upgraded release's would: started
  // before, it could admit the old job between its request and its completion appended one by one
  // (seen in CI under load), which no earlier release's log holds.
  stack = await startStack({ scheduler: false });
  nc = await connect({ servers: stack.nats.url });
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
});

async function rows(sql: string, params: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** The read model's rows that replays rebuild (times of the projector's own work left out). */
async function model(): Promise<Record<string, any[]>> {
  return {
    accounts: await rows('select * from accounts order by id'),
    api_keys: await rows('select * from api_keys order by key_id'),
    jobs: await rows('select * from jobs order by id'),
    job_files: await rows('select * from job_files order by 1, 2'),
    projects: await rows('select * from projects order by sandbox_session'),
    deployments: await rows('select * from deployments order by seq'),
  };
}

const QUERY = 'A site for the old bakery on Quai Saint-Antoine, written before sealing';

t.test('events stored clear by an earlier release are projected, answered and replayed as before', async (t) => {
  const js = jetstream(nc);
  const accountId = 'acct_01M7ZWKGQGNP718CS7J9W4OLD0';
  // The bodies as this release stores them (per account, sealed): what is read clear here is the log.
  const sealing = await openTestSealer(nc);
  t.teardown(() => sealing.stop());
  const blobs = await openBlobStore(nc, 1, sealing.keys, { cacheBytes: 0 });
  const [index, styles] = await blobs.putFiles(accountId, [
    { path: 'index.html', content: '<!doctype html><title>Old bakery</title><h1>Old bakery</h1>' },
    { path: 'styles.css', content: 'h1 { color: brown }' },
  ]);
  const key = newApiKey();
  const context = { accountId, actor: 'gateway' };
  const jobId = newJobId();
  const sandbox = 'sbx_old_bakery';
  const account: SitewrightEvent[] = [
    accountEnvelope({ type: 'AccountCreated', version: 1, data: { name: 'Old bakery', rate_limit_per_minute: 600, burst: 50 } }, context),
    accountEnvelope({ type: 'ApiKeyIssued', version: 1, data: { key_id: key.keyId, key_hash: key.keyHash, label: 'old key' } }, context),
  ];
  const job = [
    jobEnvelope(
      jobId,
      {
        type: 'JobRequested',
        version: 1,
        data: {
          query: QUERY,
          files: [],
          source_url: null,
          user_id: 'old-user-7',
          project_id: 'old-bakery',
          source: 'generated',
          sandbox_session: sandbox,
          search_score: 0,
          base: null,
        },
      },
      context,
    ),
    jobEnvelope(jobId, { type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'old', engine: 'offline' } }, context),
    jobEnvelope(
      jobId,
      { type: 'FilesEmitted', version: 1, data: { files: [index!], progress: 'Wrote index.html (1 file so far)' } },
      context,
    ),
    jobEnvelope(
      jobId,
      {
        type: 'JobCompleted',
        version: 1,
        data: { files: [index!, styles!], deployment_id: 'dep_old', progress: 'Made a page', checks: null },
      },
      context,
    ),
    jobEnvelope(
      jobId,
      { type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://old-bakery.example/', deployment_id: 'dep_old' } },
      context,
    ),
  ];
  const project = projectSubject(projectKey(accountId, 'old-bakery'));
  const appends: [string, SitewrightEvent][] = [
    [accountSubject(accountId), account[0]!],
    [keySubject(key.keyId), account[1]!],
    [
      project,
      accountEnvelope({ type: 'ProjectCreated', version: 1, data: { project_id: 'old-bakery', sandbox_session: sandbox } }, context),
    ],
    [jobSubject(jobId, 'requested'), job[0]!],
    [jobSubject(jobId, 'work'), job[1]!],
    [jobSubject(jobId, 'work'), job[2]!],
    [jobSubject(jobId, 'finished'), job[3]!],
    [
      project,
      accountEnvelope(
        {
          type: 'ProjectVersionReady',
          version: 1,
          data: { project_id: 'old-bakery', sandbox_session: sandbox, job_id: jobId, deployment_id: 'dep_old' },
        },
        context,
      ),
    ],
    [jobSubject(jobId, 'deployed'), job[4]!],
  ];
  // As an earlier release appended them: the JSON of the event, clear, by a plain publish.
  for (const [subject, event] of appends) await js.publish(subject, JSON.stringify(event));
  const jsm = await jetstreamManager(nc);
  const stored = await jsm.direct.getMessage(JOBS_STREAM, { last_by_subj: jobSubject(jobId, 'requested') });
  t.match(new TextDecoder().decode(stored!.data), QUERY, 'the log holds the request clear');

  await stack.caughtUp();
  const [row] = await rows('select status, query, progress, state from jobs where id = $1', [jobId]);
  t.equal(row?.status, 'ready');
  t.equal(row?.query, QUERY);
  t.same(row?.state, JSON.parse(JSON.stringify(toSnapshot(foldJob(job)))), 'the stored state is the fold of the clear events');
  const answered = await stack.http('GET', `/job/${jobId}`, { apiKey: key.apiKey });
  t.equal(answered.status, 200, 'its old API key still opens it');
  t.equal(answered.body.deploy_url, 'https://old-bakery.example/');
  t.same(
    answered.body.files.map((file: { path: string }) => file.path),
    ['index.html', 'styles.css'],
  );
  t.match(answered.body.files[0].content, 'Old bakery', 'its files read back');
  const [projectRow] = await rows('select latest_ready_job_id from projects where project_id = $1', ['old-bakery']);
  t.equal(projectRow?.latest_ready_job_id, jobId);

  // After the upgrade, new jobs of the same account are sealed, side by side with the old ones.
  await stack.startScheduler();
  const fresh = await stack.http('POST', '/generate', {
    apiKey: key.apiKey,
    body: { query: 'A new site after the upgrade', project_id: 'old-bakery' },
  });
  t.equal(fresh.status, 200);
  await stack.waitForJob(fresh.body.job_id, key.apiKey);
  const sealed = await jsm.direct.getMessage(JOBS_STREAM, { last_by_subj: jobSubject(fresh.body.job_id, 'requested') });
  t.notMatch(new TextDecoder().decode(sealed!.data), 'after the upgrade', "the new job's request is sealed");

  await stack.caughtUp();
  const live = await model();
  t.equal(live.jobs?.length, 2);
  const result = await replayReadModel(stack.config, quietLogger());
  t.equal(result.applied, result.events, 'every event replayed');
  await stack.caughtUp();
  t.same(await model(), live, 'the replay rebuilds the live model, clear and sealed events alike');
});
