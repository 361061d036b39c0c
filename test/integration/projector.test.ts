// The read model is a pure function of the log: a projector restart double-applies nothing, and
// dropping the read model and replaying the stream from sequence 1 rebuilds the same rows.
import t from 'tap';
import pg from 'pg';
import { openOrm } from '../../shared/db/orm.ts';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { applyBatch, CheckpointMovedError, createJobStateCache, readCheckpoint } from '../../services/projector/apply-events.ts';
import { replayReadModel } from '../../services/projector/replay.ts';
import { startProjector } from '../../services/projector/start-projector.ts';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { openBlobBucket } from '../../infra/jetstream/log-declarations.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;

const TABLES: Record<string, string> = {
  accounts: 'id',
  api_keys: 'key_id',
  jobs: 'id',
  job_files: 'job_id, path',
  blobs: 'digest',
  deployments: 'seq',
};

async function dump(url: string): Promise<Record<string, unknown[]>> {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  const out: Record<string, unknown[]> = {};
  for (const [table, order] of Object.entries(TABLES)) {
    out[table] = (await client.query(`select * from "${table}" order by ${order}`)).rows;
  }
  out.checkpoint = (await client.query('select name, last_seq from projection_checkpoints')).rows;
  await client.end();
  return out;
}

async function runJobs(count: number, prefix: string): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    const started = await stack.http('POST', '/generate', { apiKey, body: { query: `${prefix} site number ${i} for a café called "Bean ${i}"`, project_id: `p-${prefix}-${i}` } });
    ids.push(started.body.job_id);
  }
  for (const id of ids) await stack.waitForJob(id, apiKey);
  return ids;
}

t.before(async () => {
  stack = await startStack();
  ({ apiKey } = await stack.createAccount({ name: 'Projection', burst: 100, rate_limit_per_minute: 1000 }));
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

  await stack.projector!.stop();
  // Work continues while the projector is down; polls are answered from the log.
  const second = await runJobs(2, 'Second');
  const polled = await stack.http('GET', `/job/${second[1]}`, { apiKey });
  t.equal(polled.body.status, 'ready', `answered from the log while the read model lags: ${JSON.stringify(polled.body).slice(0, 300)}`);

  const restarted = await startProjector(stack.config, quietLogger());
  stack.projector = restarted;
  await stack.caughtUp();
  const after = await dump(stack.db.url);
  t.equal(after.jobs!.length, 5, 'the jobs made while it was down are projected');
  t.equal(after.deployments!.length, 1, 'the deployment report is not applied twice');
  t.same(after.jobs!.filter((job: any) => first.includes(job.id)), before.jobs, 'rows of earlier jobs are unchanged');
  t.same(after.api_keys, before.api_keys);
  const revoked = (after.api_keys as any[]).find((key) => key.key_id === extra.keyId);
  t.ok(revoked.revoked_at, 'the revocation is projected');
});

t.test('a batch applied twice is refused by the checkpoint, leaving the rows unchanged', async (t) => {
  await stack.caughtUp();
  const before = await dump(stack.db.url);
  const orm = await openOrm(stack.db.url, { poolMax: 2 });
  const nc = await connect({ servers: stack.nats.url });
  try {
    const jsm = await jetstreamManager(nc);
    const blobs = createBlobStore(await openBlobBucket(nc, 1));
    const last = (await jsm.streams.info('JOBS')).state.last_seq;
    const message = await jsm.streams.getMessage('JOBS', { seq: last });
    const batch = [{ seq: last, subject: message!.subject, event: parseEvent(message!.json()) }];
    const em = orm.em.fork();
    const checkpoint = await readCheckpoint(em);
    t.equal(checkpoint, last);
    await t.rejects(applyBatch(em, blobs, createJobStateCache(), last - 1, batch), CheckpointMovedError);
    t.same(await dump(stack.db.url), before);
  } finally {
    await nc.close();
    await orm.close();
  }
});

t.test('npm run replay rebuilds exactly the live read model, while the service runs', async (t) => {
  await runJobs(2, 'Third');
  await stack.caughtUp();
  const live = await dump(stack.db.url);
  const result = await replayReadModel(stack.config, quietLogger());
  t.ok(result.events > 0);
  await stack.caughtUp();
  const rebuilt = await dump(stack.db.url);
  t.same(rebuilt, live, 'every row of every table is the same after a replay from sequence 1');
});
