// The event log behind per-service users (infra/nats/nats-authorization.ts, the block `npm start`
// writes): a client without credentials is refused, every service works with its own user, and a
// generator's user cannot write where API keys and accounts live, nor destroy the log.
import t, { type Test } from 'tap';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import { loadConfig } from '../../shared/config/config.ts';
import { openBlobStore } from '../../shared/jetstream/log-declarations.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { JOBS_STREAM, keySubject } from '../../shared/events/subjects.ts';
import { natsAuthOptions } from '../../shared/nats/nats-auth-options.ts';
import { authorizationBlock, NATS_USERS, type NatsUser } from '../../infra/nats/nats-authorization.ts';
import { startDispatcher, type DispatcherHandle } from '../../services/dispatcher/start-dispatcher.ts';
import { startRenderer, type RendererHandle } from '../../services/renderer/start-renderer.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { rawNatsExchange } from '../support/nats-protocol.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';

const passwords = Object.fromEntries(NATS_USERS.map((user) => [user, `${user}-password-${Math.random().toString(36).slice(2)}`])) as Record<
  NatsUser,
  string
>;
const login = (user: NatsUser) => ({ NATS_USER: user, NATS_PASSWORD: passwords[user] });

let dir: string;
let stack: TestStack;
let receiver: WebhookReceiver;
let dispatcher: DispatcherHandle | undefined;
let renderer: RendererHandle | undefined;
const opened: NatsConnection[] = [];

t.before(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitewright-nats-auth-'));
  receiver = await WebhookReceiver.start();
  stack = await startStack({
    env: { WEBHOOK_ALLOWED_HOSTS: receiver.host },
    // The server's log, to find any call a service's permissions forgot.
    natsConfig: `log_file: ${JSON.stringify(join(dir, 'nats.log'))}\n${authorizationBlock((user) => JSON.stringify(passwords[user]))}`,
    serviceEnv: {
      gateway: login('gateway'),
      generator: login('generator'),
      // A short grace period: the projector's user collects a body in a test below.
      projector: { ...login('projector'), BLOB_COLLECT_GRACE_MS: '1000' },
      scheduler: login('scheduler'),
    },
  });
  dispatcher = await startDispatcher(loadConfig({ ...stack.env, ...login('dispatcher') }), quietLogger());
  renderer = await startRenderer(
    loadConfig({ ...stack.env, ...login('renderer'), CHROMIUM_PATH: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium' }),
    quietLogger(),
  );
});
t.teardown(async () => {
  for (const nc of opened) await nc.close().catch(() => {});
  await dispatcher?.stop();
  await renderer?.stop();
  await stack?.stop();
  await receiver?.close();
  await rm(dir, { recursive: true, force: true });
});

async function connectAs(user: NatsUser): Promise<NatsConnection> {
  const nc = await connect({ servers: stack.nats.url, ...natsAuthOptions(loadConfig(login(user))) });
  opened.push(nc);
  return nc;
}

/** Each subject, published to as `user`, is refused by the server's permissions (the connection stays up). */
async function refusesPublishing(t: Test, user: NatsUser, subjects: string[]): Promise<void> {
  const as = { user, pass: passwords[user] };
  for (const subject of subjects) {
    t.same(
      await rawNatsExchange(stack.nats.port, as, `PUB ${subject} 2\r\n{}\r\n`),
      [`-ERR 'Permissions Violation for Publish to "${subject}"'`, 'PONG'],
      subject,
    );
  }
}

t.test('a client without credentials, or with a wrong password, is refused', async (t) => {
  t.same(await rawNatsExchange(stack.nats.port, {}), ["-ERR 'Authorization Violation'"], 'CONNECT {} then PING: no PONG');
  t.same(await rawNatsExchange(stack.nats.port, { user: 'generator', pass: 'guessed' }), ["-ERR 'Authorization Violation'"]);
  t.same(
    await rawNatsExchange(stack.nats.port, { user: 'generator', pass: passwords.generator }),
    ['PONG'],
    'the right password is let in',
  );
  await t.rejects(connect({ servers: stack.nats.url, reconnect: false }), /Authorization Violation/i, 'nats.js without credentials');
});

t.test('every service works with its own user: a job goes from POST to ready, and its webhook is delivered', async (t) => {
  const { apiKey } = await stack.createAccount({ name: 'Own users' });
  const hook = await stack.http('POST', '/webhooks', { apiKey, body: { url: receiver.url(), events: ['job.ready'] } });
  t.equal(hook.status, 200, hook.text);
  const posted = await stack.http('POST', '/generate', { apiKey, body: { query: 'A website for a bakery called Crumb' } });
  t.equal(posted.status, 200, posted.text);
  const job = await stack.waitForJob(posted.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  const lastSeq = (await (await jetstreamManager(await connectAs('operator'))).streams.info(JOBS_STREAM)).state.last_seq;
  const projected = await Promise.race([
    stack.projector!.waitFor(lastSeq).then(() => true),
    new Promise((resolve) => setTimeout(() => resolve(false), 30_000)),
  ]);
  t.ok(projected, 'the projector, as its own user, projected the whole log');
  const [delivery] = await receiver.waitFor(1, 30_000);
  t.match(delivery?.body, job.job_id as string, 'the dispatcher, as its own user, delivered the webhook');
  const rendered = await stack.waitForJob(job.job_id, apiKey, (seen) => seen.rendered_status !== 'pending', 60_000);
  t.equal(rendered.rendered_status, 'done', 'the renderer, as its own user, rendered the job');
  const screenshot = await stack.http('GET', rendered.screenshots[0].url, { apiKey });
  t.equal(screenshot.status, 200, 'and stored its screenshots');
  const log = await readFile(join(dir, 'nats.log'), 'utf8');
  t.notMatch(log, /Permissions Violation/, 'no service was refused anything it asked for');
});

t.test("the scheduler's user admits jobs and nothing else: no request, no work, no end, no account", async (t) => {
  await refusesPublishing(t, 'scheduler', [
    'jobs.job_x.requested',
    'jobs.job_x.work',
    'jobs.job_x.finished',
    'accounts.acct_x.profile',
    '$JS.API.STREAM.UPDATE.JOBS',
  ]);
  // Its own subject, jobs.*.admitted, it used in the test above (the job was admitted); a junk
  // publish there would land in the log. Its view of the queues reaches the gateway too:
  let view: any;
  for (const deadline = Date.now() + 10_000; Date.now() < deadline; await new Promise((resolve) => setTimeout(resolve, 200))) {
    view = (await stack.http('GET', '/admin/queues', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body;
    if (view.as_of) break;
  }
  t.not(view.as_of, '', 'the scheduler, as its own user, wrote its view of the queues (KV bucket scheduler)');
});

t.test("the renderer's user records renders and nothing else: no request, no work, no end, no file body", async (t) => {
  await refusesPublishing(t, 'renderer', [
    'jobs.job_x.requested',
    'jobs.job_x.work',
    'jobs.job_x.finished',
    'jobs.job_x.deployed',
    '$O.blobs.M.x',
    'accounts.acct_x.profile',
    '$JS.API.STREAM.UPDATE.JOBS',
  ]);
});

t.test("the projector's user collects unused bodies, and purges nothing else", async (t) => {
  // A body the generator's user stored and no job uses (a job that never got its event appended).
  const generator = await connectAs('generator');
  const keys = await openKeyStore(generator, stack.config);
  const blobs = await openBlobStore(generator, 1, keys, { cacheBytes: 0 });
  const [ref] = await blobs.putFiles('acct_auth_collect', [{ path: 'orphan.html', content: '<p>no job uses me</p>' }]);
  await new Promise((resolve) => setTimeout(resolve, 1_200));
  const counts = await stack.projector!.blobs.sweep();
  t.ok(counts.bodies >= 1, 'the sweep, as the projector user, deleted it');
  await t.rejects(blobs.get('acct_auth_collect', ref!.digest), { name: 'MissingBlobError' }, 'it is gone');
  await keys.stop();
  await refusesPublishing(t, 'projector', [
    'jobs.job_x.requested',
    '$O.blobs.C.x',
    '$JS.API.STREAM.PURGE.JOBS',
    '$JS.API.STREAM.PURGE.KV_data_keys',
    '$JS.API.STREAM.MSG.DELETE.OBJ_blobs',
    '$JS.API.STREAM.DELETE.OBJ_blobs',
  ]);
  const log = await readFile(join(dir, 'nats.log'), 'utf8');
  t.notMatch(log, /Permissions Violation for Publish to "\$(O|JS\.API\.STREAM\.PURGE)\./, 'the sweep was refused nothing');
});

t.test("a generator's user cannot write API keys or accounts, nor destroy the log", async (t) => {
  const forgedKey = keySubject('key_01JZZZZZZZZZZZZZZZZZZZZZZZ');
  t.same(await rawNatsExchange(stack.nats.port, { user: 'generator', pass: passwords.generator }, `PUB ${forgedKey} 2\r\n{}\r\n`), [
    `-ERR 'Permissions Violation for Publish to "${forgedKey}"'`,
    'PONG',
  ]);
  t.same(
    await rawNatsExchange(stack.nats.port, { user: 'generator', pass: passwords.generator }, 'PUB accounts.acct_x.profile 2\r\n{}\r\n'),
    [`-ERR 'Permissions Violation for Publish to "accounts.acct_x.profile"'`, 'PONG'],
  );
  t.same(
    await rawNatsExchange(stack.nats.port, { user: 'generator', pass: passwords.generator }, 'PUB $JS.API.STREAM.UPDATE.JOBS 2\r\n{}\r\n'),
    [`-ERR 'Permissions Violation for Publish to "$JS.API.STREAM.UPDATE.JOBS"'`, 'PONG'],
  );

  const generator = await connectAs('generator');
  const forged = JSON.stringify({ type: 'ApiKeyIssued', key_id: 'key_01JZZZZZZZZZZZZZZZZZZZZZZZ', account_id: 'acct_x' });
  // The server's permission denial, not a timeout or a closed connection, is what must refuse these.
  const denied = (subject: string) => ({ name: 'RequestError', message: `Permissions Violation for Publish to "${subject}"` });
  await t.rejects(
    jetstream(generator, { timeout: 2_000 }).publish(forgedKey, forged),
    denied(forgedKey),
    'a JetStream publish of an ApiKeyIssued fails',
  );
  const jsm = await jetstreamManager(generator);
  await t.rejects(jsm.streams.delete(JOBS_STREAM), denied(`$JS.API.STREAM.DELETE.${JOBS_STREAM}`), 'the JOBS stream cannot be deleted');
  await t.rejects(jsm.streams.purge(JOBS_STREAM), denied(`$JS.API.STREAM.PURGE.${JOBS_STREAM}`), '... nor purged');

  const gateway = await connectAs('gateway');
  const gatewayJsm = await jetstreamManager(gateway);
  t.equal(await gatewayJsm.streams.getMessage(JOBS_STREAM, { last_by_subj: forgedKey }), null, 'nothing landed on the forged key');
  t.ok((await gatewayJsm.streams.info(JOBS_STREAM)).state.messages > 0, 'the log is whole');
  // The gateway's own user does write there (an account's first key): the denial above is the permission, not a broken connection.
  const { keyId } = await stack.createAccount({ name: 'Issued by the gateway' });
  t.ok(await gatewayJsm.streams.getMessage(JOBS_STREAM, { last_by_subj: keySubject(keyId) }), "the gateway's ApiKeyIssued is in the log");
});
