// Customers erase a job and a project (issue 31) on a real stack (nats-server, PostgreSQL, the
// offline engine) with a second gateway beside the first: every answer about them is then the erased
// 404 on both gateways (their caches answered before), the read model keeps no row holding the
// request's marker (the blobs' bodies aside: the blobs part collects those), the projector finishes
// an erasure whose eraser stopped before destroying the keys, the same project id starts a new
// project, and a replay after all this builds the very same read model as the live one.
import { randomBytes } from 'node:crypto';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import pg from 'pg';
import t, { type Test } from 'tap';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { erasedJobFiles } from '../../services/projector/erasure/erased-rows.ts';
import { replayReadModel } from '../../services/projector/replay.ts';
import { eraseJob } from '../../shared/erasure/erase-job.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { projectSubject } from '../../shared/events/subjects.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import {
  accountKeyName,
  createKeyStore,
  jobKeyName,
  openKeyBucket,
  projectKeyName,
  type KeyName,
  type KeyStore,
} from '../../shared/privacy/key-store.ts';
import { projectKey } from '../../shared/projects/project-key.ts';
import { dump } from '../support/read-model-dump.ts';
import { JOB_EMPTY, JOB_ERASURE_EMPTY, PROJECT_ERASURE_EMPTY } from '../support/refusal-shapes.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { freshKeyStates, openTestSealer, TEST_MASTER_KEY } from '../support/sealing.ts';

let stack: TestStack;
let second: GatewayHandle;
let nc: NatsConnection;
let log: EventLog;
let keys: KeyStore;
let apiKey: string;
let accountId: string;
let otherKey: string;

t.before(async () => {
  // The same-request test needs the search to find the earlier result: not cut short (50 ms by default) on a busy machine.
  stack = await startStack({ env: { CACHE_SEARCH_TIMEOUT_MS: '5000' } });
  second = await startGateway(stack.config, quietLogger());
  ({ apiKey, accountId } = await stack.createAccount({ name: 'Erasing', burst: 100, rate_limit_per_minute: 1000 }));
  ({ apiKey: otherKey } = await stack.createAccount({ name: 'Someone else' }));
  nc = await connect({ servers: stack.nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: (await openTestSealer(nc)).sealer });
  keys = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: Buffer.from(TEST_MASTER_KEY, 'hex') });
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await second?.stop();
  await stack?.stop();
});

/** A marker that occurs nowhere else: what must be gone from the read model after an erasure. */
const marker = () => `zq${randomBytes(6).toString('hex')}`;

async function call(base: string, method: string, path: string, key = apiKey, body?: unknown) {
  const response = await fetch(`${base}${path}`, {
    method,
    headers: { authorization: `Bearer ${key}`, ...(body === undefined ? {} : { 'content-type': 'application/json' }) },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  const text = await response.text();
  let parsed: any = text;
  try {
    parsed = JSON.parse(text);
  } catch {
    // Left as text.
  }
  return { status: response.status, body: parsed };
}

async function generate(body: Record<string, unknown>): Promise<any> {
  const started = await stack.http('POST', '/generate', { apiKey, body });
  if (started.status !== 200) throw new Error(`generate refused: ${started.text}`);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  if (job.status !== 'ready') throw new Error(`job failed: ${job.error}`);
  return job;
}

/** Polls `path` on `base` until it answers the erased 404; how long that took. */
async function erasedWithin(t: Test, base: string, path: string, key = apiKey, timeoutMs = 5_000): Promise<number> {
  const started = Date.now();
  let last: any;
  while (Date.now() - started < timeoutMs) {
    last = await call(base, 'GET', path, key);
    if (last.status === 404 && last.body.code === 'erased') return Date.now() - started;
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
  t.fail(`${path} was not answered as erased in time: ${last.status} ${last.body.code ?? last.body.status} ${last.body.error}`);
  return timeoutMs;
}

/** Every table of the read model (but `blobs`, the file bodies) whose rows hold `text` anywhere. */
async function tablesHolding(text: string): Promise<string[]> {
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  try {
    const tables = await client.query<{ table_name: string }>(
      `select table_name from information_schema.tables where table_schema = current_schema() and table_type = 'BASE TABLE' and table_name <> 'blobs'`,
    );
    const holding: string[] = [];
    for (const { table_name: table } of tables.rows) {
      const found = await client.query(`select 1 from "${table}" r where r::text like $1 limit 1`, [`%${text}%`]);
      if (found.rows.length > 0) holding.push(table);
    }
    return holding;
  } finally {
    await client.end();
  }
}

async function rows(sql: string, params: unknown[] = []): Promise<any[]> {
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  try {
    return (await client.query(sql, params)).rows;
  } finally {
    await client.end();
  }
}

/** A key's state as a process that never cached it reads it. */
const keyState = async (name: KeyName) => (await freshKeyStates(nc, [name]))[0];

t.test('a job erased: every answer on both gateways is the erased 404, and the read model forgets it', async (t) => {
  const mark = marker();
  const job = await generate({ query: `A website for the bakery of ${mark} in Lyon`, user_id: `user-${mark}` });
  const id = job.job_id;
  t.equal((await stack.http('POST', `/job/${id}/deployed`, { apiKey, body: { deploy_url: `https://${mark}.example/` } })).status, 200);
  await stack.caughtUp();
  t.not(await tablesHolding(mark), [], 'the marker is in the read model before');
  const pool = new pg.Pool({ connectionString: stack.db.url, max: 1 });
  t.teardown(() => pool.end());
  t.same(
    (await erasedJobFiles(pool, [id])).map((file) => file.digest).sort(),
    (await log.readJob(id)).state.files.map((file) => file.digest).sort(),
    "blob collection's input: the digests of the job's files, read before they go",
  );
  for (const base of [stack.baseUrl, second.url]) {
    t.equal((await call(base, 'GET', `/job/${id}`)).status, 200, 'answered before');
    t.equal((await call(base, 'GET', `/job/${id}`)).status, 200, 'answered before, from the final-job cache');
  }

  const erased = await call(stack.baseUrl, 'DELETE', `/job/${id}`);
  t.equal(erased.status, 200);
  t.same(erased.body, { status: 'erased', job_id: id, error: '' });

  const answer = await call(stack.baseUrl, 'GET', `/job/${id}`);
  t.equal(answer.status, 404, 'at once on the gateway that erased it');
  t.same(
    answer.body,
    {
      status: 'failed',
      ...JOB_EMPTY,
      error: "This job was erased at its owner's request: its request, files and results are gone for good.",
      code: 'erased',
    },
    'said plainly, in the job shape',
  );
  const ms = await erasedWithin(t, second.url, `/job/${id}`);
  t.ok(ms < 2_000, `the second gateway dropped its cached answer (${ms} ms)`);
  for (const base of [stack.baseUrl, second.url]) {
    t.match(await call(base, 'GET', `/job/${id}/diff?against=${id}`), { status: 404, body: { code: 'erased' } }, 'diff');
    t.match(await call(base, 'GET', `/job/${id}/screenshots/index.html`), { status: 404, body: { code: 'erased' } }, 'screenshots');
    t.match(await call(base, 'GET', `/job/${id}/events`), { status: 404, body: { code: 'erased' } }, 'event stream');
    t.match(await call(base, 'GET', `/job/${id}?wait=1`), { status: 404, body: { code: 'erased' } }, 'long poll');
    t.match(await call(base, 'POST', `/job/${id}/cancel`), { status: 404, body: { code: 'erased' } }, 'cancel');
    t.match(
      await call(base, 'POST', `/job/${id}/deployed`, apiKey, { deploy_url: 'https://later.example/' }),
      { status: 404, body: { code: 'erased', deploy_url: '' } },
      'deployed, in its own shape',
    );
  }
  t.same(
    await call(stack.baseUrl, 'DELETE', `/job/${id}`),
    { status: 404, body: { status: 'failed', ...JOB_ERASURE_EMPTY, error: answer.body.error, code: 'erased' } },
    'erased once; in its own shape',
  );
  t.match(
    await call(second.url, 'GET', `/job/${id}`, otherKey),
    { status: 404, body: { code: 'not_found' } },
    'another account learns nothing',
  );
  t.match(await call(stack.baseUrl, 'DELETE', `/job/${id}`, otherKey), { status: 404, body: { ...JOB_ERASURE_EMPTY, code: 'not_found' } });
  t.match(
    await call(stack.baseUrl, 'DELETE', '/job/nope'),
    { status: 404, body: { ...JOB_ERASURE_EMPTY, code: 'not_found' } },
    'a malformed id',
  );

  await stack.caughtUp();
  t.same(await tablesHolding(mark), [], 'no row of the read model holds the request, the user id or the deploy URL');
  t.same(await rows('select id from jobs where id = $1', [id]), []);
  t.same(await rows('select job_id from deployments where job_id = $1', [id]), []);
  t.match(
    await rows('select job_id, status, total_tokens from job_facts where job_id = $1', [id]),
    [{ job_id: id, status: 'ready' }],
    'the facts stay',
  );
  t.equal(await keyState(jobKeyName(id)), 'erased');
  t.match(await call(second.url, 'GET', `/job/${id}`), { status: 404, body: { code: 'erased' } }, 'still erased once the rows are gone');
});

t.test("an erased result is never a new job's starting point, though a gateway found it for the same request before", async (t) => {
  const query = `A website for a puppet theatre called Strings ${marker()}`;
  const earlier = await generate({ query });
  await stack.caughtUp();
  const reused = await call(second.url, 'POST', '/generate', apiKey, { query });
  t.match(reused.body, { source: 'cache', search_score: 1 }, 'the very same request is answered with the earlier result (and remembered)');
  t.equal((await call(stack.baseUrl, 'DELETE', `/job/${earlier.job_id}`)).status, 200);
  await erasedWithin(t, second.url, `/job/${earlier.job_id}`);
  const after = await call(second.url, 'POST', '/generate', apiKey, { query });
  t.equal(after.status, 200);
  t.match(after.body, { source: 'generated', search_score: 0, cached_files: [] }, 'started from the request alone');
  const requested = await log.last(`jobs.${after.body.job_id}.requested`);
  t.match(requested?.event.data, { base: null, files: [] });
});

t.test('a project erased: its jobs, versions, restore and preview answer erased everywhere; the id starts a new project', async (t) => {
  const mark = marker();
  const projectId = `shop-${mark}`;
  const v1 = await generate({
    query: `A website for the flower shop of ${mark} in Bristol`,
    project_id: projectId,
    user_id: `user-${mark}`,
  });
  const v2 = await generate({ query: `Add an about page for ${mark}`, project_id: projectId });
  const session = v1.sandbox_session;
  t.equal(v2.sandbox_session, session);
  await stack.caughtUp();
  t.equal((await call(stack.baseUrl, 'GET', `/projects/${projectId}/versions`)).body.versions.length, 2);
  for (const gateway of [stack.gateway, second]) {
    t.equal((await fetch(`${gateway.previewUrl}/preview/${session}/`)).status, 200, 'a preview before');
    t.equal((await call(gateway.url, 'GET', `/job/${v1.job_id}`)).status, 200);
  }

  const erased = await call(second.url, 'DELETE', `/projects/${projectId}`);
  t.equal(erased.status, 200);
  t.same(erased.body, { status: 'erased', project_id: projectId, error: '' });

  for (const gateway of [second, stack.gateway]) {
    for (const job of [v1, v2]) await erasedWithin(t, gateway.url, `/job/${job.job_id}`);
    t.match(await call(gateway.url, 'GET', `/projects/${projectId}/versions`), { status: 404, body: { code: 'erased', versions: [] } });
    t.match(await call(gateway.url, 'POST', `/projects/${projectId}/restore`, apiKey, { job_id: v1.job_id }), {
      status: 404,
      body: { code: 'erased' },
    });
    const preview = await fetch(`${gateway.previewUrl}/preview/${session}/`);
    t.equal(preview.status, 404, 'the preview stops');
    t.equal(((await preview.json()) as { code: string }).code, 'erased');
  }
  t.same(await call(stack.baseUrl, 'DELETE', `/projects/${projectId}`), {
    status: 404,
    body: {
      status: 'failed',
      ...PROJECT_ERASURE_EMPTY,
      error:
        "This project was erased at its owner's request, with every job of it: its files and versions are gone for good. The same project_id in POST /generate starts a new project.",
      code: 'erased',
    },
  });
  t.match(await call(stack.baseUrl, 'DELETE', '/projects/no%20spaces'), {
    status: 404,
    body: { ...PROJECT_ERASURE_EMPTY, code: 'not_found' },
  });
  t.match(await call(stack.baseUrl, 'DELETE', `/projects/nothing-${mark}`), { status: 404, body: { code: 'not_found' } });
  t.match(await call(stack.baseUrl, 'DELETE', `/projects/${projectId}`, otherKey), { status: 404, body: { code: 'not_found' } });

  await stack.caughtUp();
  t.same(await tablesHolding(mark), [], 'no row of the read model holds the requests, the user id or the project id');
  t.same(await rows('select account_id from erased_sessions where sandbox_session = $1', [session]), [{ account_id: accountId }]);
  t.equal(await keyState(projectKeyName(accountId, projectId, session)), 'erased', "the project's key");
  t.equal(await keyState(jobKeyName(v1.job_id)), 'erased', "its jobs' keys");
  const fresh = await startGateway(stack.config, quietLogger());
  try {
    const preview = await fetch(`${fresh.previewUrl}/preview/${session}/`);
    t.equal(((await preview.json()) as { code: string }).code, 'erased', 'a gateway started since reads the tombstone');
  } finally {
    await fresh.stop();
  }

  const again = await generate({ query: 'A website for a tea room', project_id: projectId });
  t.not(again.sandbox_session, session, 'a new project: a new sandbox session');
  const requested = await log.last(`jobs.${again.job_id}.requested`);
  t.match(requested?.event.data, { files: [], base: null }, 'started from the request, not the erased files');
  await stack.caughtUp();
  const listed = await call(stack.baseUrl, 'GET', `/projects/${projectId}/versions`);
  t.same(
    listed.body.versions.map((version: any) => version.job_id),
    [again.job_id],
    "only the new project's version",
  );
  t.equal((await fetch(`${stack.gateway.previewUrl}/preview/${again.sandbox_session}/`)).status, 200, 'its preview');
});

t.test('an eraser killed after its event, before the keys: the projector destroys them', async (t) => {
  const keyless = { ...keys, erase: async () => {} };
  const job = await generate({ query: `A website for ${marker()}` });
  // Written as a sealing writer would have: the account's key, then the job's under it.
  await keys.key(accountKeyName(accountId), { parent: 'master' });
  await keys.key(jobKeyName(job.job_id), { parent: accountKeyName(accountId) });
  t.equal(await keyState(jobKeyName(job.job_id)), 'live');
  t.same(await eraseJob(log, keyless, { accountId, jobId: job.job_id, by: 'customer', actor: 'test' }), { outcome: 'erased' });
  await stack.caughtUp();
  t.equal(await keyState(jobKeyName(job.job_id)), 'erased', 'the JobErased folded: the key destroyed');

  const projectId = `crashed-${marker()}`;
  const project = await generate({ query: 'A website for a gallery', project_id: projectId });
  const dataKey = projectKeyName(accountId, projectId, project.sandbox_session);
  await keys.key(dataKey, { parent: accountKeyName(accountId) });
  const subject = projectSubject(projectKey(accountId, projectId));
  const head = await log.last(subject);
  await log.append(
    subject,
    accountEnvelope(
      {
        type: 'ProjectErased',
        version: 1,
        data: { project_key: projectKey(accountId, projectId), sandbox_session: project.sandbox_session, data_key: dataKey },
      },
      { accountId, actor: 'gateway' },
    ),
    { expectLastSubjectSeq: head!.seq },
  );
  await stack.caughtUp();
  t.equal(await keyState(dataKey), 'erased', "the project's key");
  t.equal(await keyState(jobKeyName(project.job_id)), 'erased', "its job's key");
  t.same(await rows('select id from jobs where id = $1', [project.job_id]), [], 'its rows');
  t.match(await call(stack.baseUrl, 'DELETE', `/projects/${projectId}`), { status: 404, body: { code: 'erased' } }, 'said erased');
});

t.test("an account erased (its AccountErased appended, as the operators' API does): the projector leaves a tombstone", async (t) => {
  const mark = marker();
  const doomed = await stack.createAccount({ name: `Shop of ${mark}` });
  const started = await stack.http('POST', '/generate', {
    apiKey: doomed.apiKey,
    body: { query: `A website for ${mark}`, project_id: `p-${mark}`, user_id: `user-${mark}` },
  });
  const job = await stack.waitForJob(started.body.job_id, doomed.apiKey);
  await stack.caughtUp();
  t.equal((await call(second.url, 'GET', `/job/${job.job_id}`, doomed.apiKey)).status, 200, 'answered before');
  const subject = `accounts.${doomed.accountId}.profile`;
  const head = await log.last(subject);
  // The key is left alone: the projector destroys it.
  await log.append(
    subject,
    accountEnvelope(
      { type: 'AccountErased', version: 1, data: { reason: 'Asked by its owner' } },
      { accountId: doomed.accountId, actor: 'admin:test' },
    ),
    {
      expectLastSubjectSeq: head!.seq,
    },
  );
  // Its keys stop working (the operators' side); its previews, which need no key, say erased at once.
  const deadline = Date.now() + 5_000;
  let preview: Response;
  do preview = await fetch(`${second.previewUrl}/preview/${job.sandbox_session}/`);
  while (preview.status === 200 && Date.now() < deadline);
  t.equal(((await preview.json()) as { code: string }).code, 'erased', 'its previews stop');
  t.equal((await call(second.url, 'GET', `/job/${job.job_id}`, doomed.apiKey)).status, 401, 'its key no longer works');

  await stack.caughtUp();
  t.same(await tablesHolding(mark), [], 'no row holds its name, requests, user ids or project ids');
  t.match(await rows('select name, erased from accounts where id = $1', [doomed.accountId]), [{ name: '', erased: true }], 'a tombstone');
  t.same(await rows('select key_id from api_keys where account_id = $1', [doomed.accountId]), [], 'its keys');
  t.same(await rows('select id from jobs where account_id = $1', [doomed.accountId]), [], 'its jobs');
  t.same(await rows('select sandbox_session from projects where account_id = $1', [doomed.accountId]), [], 'its projects');
  t.same(await rows('select sandbox_session from erased_sessions where account_id = $1', [doomed.accountId]), [
    { sandbox_session: job.sandbox_session },
  ]);
  t.ok((await rows('select type from account_history where account_id = $1', [doomed.accountId])).length >= 2, 'its history stays, blank');
  t.equal(await keyState(accountKeyName(doomed.accountId)), 'erased', "the account's key");
  t.equal(await keyState(jobKeyName(job.job_id)), 'erased', "its job's key");
  t.equal((await rows('select count(*)::int as n from job_facts where account_id = $1', [doomed.accountId]))[0].n, 1, 'its facts stay');
});

t.test('a replay after the erasures builds the very same read model as the live one', async (t) => {
  await stack.caughtUp();
  const live = await dump(stack.db.url);
  const result = await replayReadModel(stack.config, quietLogger());
  t.equal(result.applied, result.events);
  await stack.caughtUp();
  t.same(await dump(stack.db.url), live, 'every row of every table');
});
