// DELETE /admin/accounts/{id} against real nats-server and PostgreSQL: the operator and reason in
// the AccountErased event, the account key destroyed, its rate-limit and token counters deleted,
// its API keys refused at once on a second gateway, its queued jobs never admitted, its webhooks
// sent nothing more, GET answering 404 `erased`, refusals in the route's shape, and a request cut
// off after the event finished by asking again.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { accountSubject, jobSubject } from '../../shared/events/subjects.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { ensureJobsStream, openRateLimitBucket, openTokenUsageBucket } from '../../shared/jetstream/log-declarations.ts';
import { createKeyStore, accountKeyName, openKeyBucket, type KeyStore } from '../../shared/privacy/key-store.ts';
import { createMonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import type { KV } from '@nats-io/kv';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';
import { WebhookReceiver } from '../support/webhook-receiver.ts';
import { freshKeyStates, openTestSealer, TEST_MASTER_KEY } from '../support/sealing.ts';
import { ErasedKeyError } from '../../shared/privacy/event-sealing.ts';

const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-0123456789abcdef';

let stack: TestStack;
let second: GatewayHandle;
let nc: NatsConnection;
let log: EventLog;
let keys: KeyStore;
let rateLimits: KV;
let tokenUsage: KV;
let receiver: WebhookReceiver;

t.before(async () => {
  // No generator: an admitted job stays admitted, so the account's other jobs wait in its queue.
  receiver = await WebhookReceiver.start();
  stack = await startStack({
    generators: 0,
    dispatcher: true,
    env: { ADMIN_TOKENS: `alice:${ALICE}, bob:${BOB}`, SCHEDULER_SNAPSHOT_MS: '100', WEBHOOK_ALLOWED_HOSTS: receiver.host },
  });
  second = await startGateway(stack.config, quietLogger());
  nc = await connect({ servers: stack.nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: (await openTestSealer(nc)).sealer });
  keys = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: Buffer.from(TEST_MASTER_KEY, 'hex') });
  rateLimits = await openRateLimitBucket(nc, 1);
  tokenUsage = await openTokenUsageBucket(nc, 1);
});
t.teardown(async () => {
  await keys?.stop();
  await nc?.close();
  await second?.stop();
  await stack?.stop();
  await receiver?.close();
});

async function on(baseUrl: string, method: string, path: string, options: { auth?: string; body?: unknown; rawBody?: string } = {}) {
  const headers: Record<string, string> = {};
  if (options.auth) headers.authorization = `Bearer ${options.auth}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers: options.rawBody === undefined ? headers : { ...headers, 'content-type': 'text/plain' },
    body: options.rawBody ?? (options.body === undefined ? undefined : JSON.stringify(options.body)),
  });
  return { status: response.status, body: (await response.json()) as any };
}

async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 5_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await read();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not reached in ${timeoutMs} ms (last: ${JSON.stringify(value)})`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
}

const UNKNOWN_JOB = '/job/job_01M7ZWKGQGNP718CS7J9W4J1ME';
const ERASURE_EMPTY = { account_id: '', erased_at: '', already_erased: false, seq: 0 };

t.test('refusals in the route shape: token, id, media type, a reason required', async (t) => {
  const account = await stack.createAccount({ name: 'Not erased' });
  const path = `/admin/accounts/${account.accountId}`;
  const cases: [string, { auth?: string; body?: unknown; rawBody?: string }, number, string, RegExp][] = [
    ['no token', { body: { reason: 'x' } }, 401, 'unauthorized', /admin token/],
    ['a customer key', { auth: account.apiKey, body: { reason: 'x' } }, 401, 'unauthorized', /admin token/],
    ['no body', { auth: ALICE }, 400, 'invalid_request', /^body: must be a JSON object/],
    ['no reason', { auth: ALICE, body: {} }, 400, 'invalid_request', /^reason: /],
    ['an empty reason', { auth: ALICE, body: { reason: '' } }, 400, 'invalid_request', /^reason: must not be empty/],
    ['a blank reason', { auth: ALICE, body: { reason: ' \n ' } }, 400, 'invalid_request', /^reason: must not be empty/],
    ['a reason not text', { auth: ALICE, body: { reason: 7 } }, 400, 'invalid_request', /^reason: /],
    ['a control character', { auth: ALICE, body: { reason: 'bell\u0007' } }, 400, 'invalid_request', /^reason: must not contain control/],
    ['an unknown field', { auth: ALICE, body: { reason: 'x', hard: true } }, 400, 'invalid_request', /unknown fields: hard/],
    ['text, not JSON', { auth: ALICE, rawBody: 'reason=x' }, 415, 'unsupported_media_type', /JSON/],
  ];
  for (const [what, options, status, code, error] of cases) {
    const answer = await on(stack.baseUrl, 'DELETE', path, options);
    t.equal(answer.status, status, what);
    t.match(answer.body, { status: 'failed', code, error, ...ERASURE_EMPTY }, `${what}: in the route's shape`);
  }
  const unknown = await on(stack.baseUrl, 'DELETE', '/admin/accounts/acct_01M7ZWKGQGNP718CS7J9W4J1ME', {
    auth: ALICE,
    body: { reason: 'x' },
  });
  t.equal(unknown.status, 404);
  t.match(unknown.body, { code: 'not_found', ...ERASURE_EMPTY });
  const malformed = await on(stack.baseUrl, 'DELETE', '/admin/accounts/nope', { auth: ALICE, body: {} });
  t.equal(malformed.status, 404, "an id that cannot be an account's: 404 before the body");
  t.equal((await log.readSubjects(accountSubject(account.accountId))).length, 1, 'nothing was appended');
  t.equal((await on(stack.baseUrl, 'GET', UNKNOWN_JOB, { auth: account.apiKey })).status, 404, 'the key still works');
});

t.test('an erased account: event, key, counters, keys refused on every gateway, queue dropped, 404 erased', async (t) => {
  const account = await stack.createAccount({ name: 'To be erased' });
  const alive = await stack.createAccount({ name: 'Not erased, with a webhook' });
  const path = `/admin/accounts/${account.accountId}`;
  t.equal((await on(stack.baseUrl, 'PATCH', path, { auth: ALICE, body: { max_concurrent_jobs: 1 } })).status, 200);
  for (const each of [account, alive]) {
    const hook = await on(stack.baseUrl, 'POST', '/webhooks', { auth: each.apiKey, body: { url: receiver.url(), events: ['job.failed'] } });
    t.equal(hook.status, 200);
  }
  const aliveJob = await on(stack.baseUrl, 'POST', '/generate', { auth: alive.apiKey, body: { query: 'A site that stays' } });
  t.equal((await keys.key(accountKeyName(account.accountId), { parent: 'master' })).state, 'live');
  // Both gateways hold the key and the account in memory.
  for (const url of [stack.baseUrl, second.url]) t.equal((await on(url, 'GET', UNKNOWN_JOB, { auth: account.apiKey })).status, 404);
  const jobIds: string[] = [];
  for (let i = 0; i < 3; i++) {
    const generated = await on(stack.baseUrl, 'POST', '/generate', {
      auth: account.apiKey,
      body: { query: `A site for the erased, ${i}` },
    });
    t.equal(generated.status, 200);
    jobIds.push(generated.body.job_id);
  }
  // One admitted (and never started: no generator), two waiting behind the account's limit of 1.
  await until(
    'the first admission',
    () => log.readSubjects('jobs.*.admitted'),
    (admitted) => admitted.some((stored) => stored.subject === jobSubject(jobIds[0]!, 'admitted')),
  );
  await createMonthlyUsage(tokenUsage).add(account.accountId, 150);
  t.ok(await rateLimits.get(account.accountId), 'POST /generate made its rate-limit bucket');

  const erased = await on(second.url, 'DELETE', path, {
    auth: ALICE,
    body: { reason: 'The customer asked us to delete everything (ticket 4711).' },
  });
  t.equal(erased.status, 200);
  t.match(erased.body, { status: 'ok', account_id: account.accountId, already_erased: false, error: '' });
  t.ok(erased.body.seq > 0, 'the sequence of its AccountErased');
  const history = await log.readSubjects(accountSubject(account.accountId));
  const last = history.at(-1)!;
  t.equal(last.event.type, 'AccountErased', "the account profile's last event");
  t.equal(last.seq, erased.body.seq);
  t.equal(last.event.actor, 'admin:alice', 'the named operator');
  t.same(last.event.type === 'AccountErased' && last.event.data, { reason: 'The customer asked us to delete everything (ticket 4711).' });
  t.equal(erased.body.erased_at, last.event.occurred_at);
  t.same(await freshKeyStates(nc, [accountKeyName(account.accountId)]), ['erased'], 'the account key is destroyed');
  const bucket = await rateLimits.get(account.accountId);
  t.ok(bucket?.operation !== 'PUT', 'the rate-limit bucket is deleted');
  const months: string[] = [];
  for await (const key of await tokenUsage.keys(`${account.accountId}.>`)) months.push(key);
  t.same(months, [], 'the token counters are deleted');

  // The key authenticates nothing more, on the gateway that erased it and on the other at once.
  t.equal((await on(second.url, 'GET', UNKNOWN_JOB, { auth: account.apiKey })).status, 401, 'the erasing gateway');
  const there = await until(
    'the other gateway refusing the key',
    () => on(stack.baseUrl, 'GET', UNKNOWN_JOB, { auth: account.apiKey }),
    (answer) => answer.status === 401,
    1_000,
  );
  t.equal(there.body.code, 'unauthorized');

  const shown = await on(stack.baseUrl, 'GET', path, { auth: BOB });
  t.equal(shown.status, 404);
  t.match(shown.body, { status: 'failed', code: 'erased', account_id: '', name: '', retention_days: null, error: /erased/ });
  const patched = await on(stack.baseUrl, 'PATCH', path, { auth: BOB, body: { weight: 2 } });
  t.equal(patched.status, 404);
  t.equal(patched.body.code, 'erased');

  // The scheduler dropped its queue: the waiting jobs are never admitted. Nothing more can be
  // written about the erased account's jobs (their keys are gone), not even their end; the other
  // account's end is a webhook as ever.
  const fail = (jobId: string, accountId: string) =>
    log.append(
      jobSubject(jobId, 'finished'),
      jobEnvelope(jobId, { type: 'JobFailed', version: 1, data: { error: 'Stopped.', reason: 'internal' } }, { accountId, actor: 'test' }),
      { expectLastSubjectSeq: 0 },
    );
  await t.rejects(fail(jobIds[0]!, account.accountId), ErasedKeyError, "an erased account's job ends nowhere");
  await fail(aliveJob.body.job_id, alive.accountId);
  const [delivered] = await receiver.waitFor(1);
  t.match(JSON.parse(delivered!.body), { type: 'job.failed', data: { job_id: aliveJob.body.job_id } }, "the other account's webhook");
  await new Promise((resolve) => setTimeout(resolve, 500));
  t.equal(receiver.requests.length, 1, "nothing sent to the erased account's endpoint");
  const queues = await until(
    'a queues view without the account',
    () => on(stack.baseUrl, 'GET', '/admin/queues', { auth: ADMIN_TOKEN }),
    (answer) => Date.parse(answer.body.as_of) > Date.parse(last.event.occurred_at) + 500,
  );
  t.notOk(
    queues.body.accounts.some((queue: any) => queue.account_id === account.accountId),
    'the account is not in the queues',
  );
  const admitted = (await log.readSubjects('jobs.*.admitted')).map((stored) => stored.subject);
  t.notOk(admitted.includes(jobSubject(jobIds[1]!, 'admitted')), 'its second job was never admitted');
  t.notOk(admitted.includes(jobSubject(jobIds[2]!, 'admitted')), 'nor its third');

  const again = await on(stack.baseUrl, 'DELETE', path, { auth: BOB, body: { reason: 'Again, to be sure.' } });
  t.equal(again.status, 200, 'asking again is fine');
  t.match(again.body, {
    status: 'ok',
    account_id: account.accountId,
    already_erased: true,
    erased_at: erased.body.erased_at,
    seq: erased.body.seq,
  });
  t.equal(
    (await log.readSubjects(accountSubject(account.accountId))).filter((stored) => stored.event.type === 'AccountErased').length,
    1,
    'one AccountErased',
  );
});

t.test('an erasure cut off after its event is finished by asking again', async (t) => {
  const account = await stack.createAccount({ name: 'Half erased' });
  t.equal((await keys.key(accountKeyName(account.accountId), { parent: 'master' })).state, 'live');
  await createMonthlyUsage(tokenUsage).add(account.accountId, 10);
  // What a gateway killed right after the append leaves: the event, the key and the counters.
  const subject = accountSubject(account.accountId);
  const event = accountEnvelope(
    { type: 'AccountErased', version: 1, data: { reason: 'Contract ended.' } },
    { accountId: account.accountId, actor: 'admin:alice' },
  );
  // The key is live up to here (checked above); from this append on the projector may destroy it
  // too (erasure-keys), so only the end state is asserted.
  await log.append(subject, event, { expectLastSubjectSeq: (await log.last(subject))!.seq });

  const finished = await on(stack.baseUrl, 'DELETE', `/admin/accounts/${account.accountId}`, { auth: BOB, body: { reason: 'Finishing.' } });
  t.equal(finished.status, 200);
  t.match(finished.body, { already_erased: true, erased_at: event.occurred_at });
  t.same(await freshKeyStates(nc, [accountKeyName(account.accountId)]), ['erased'], 'the key is destroyed now');
  const months: string[] = [];
  for await (const key of await tokenUsage.keys(`${account.accountId}.>`)) months.push(key);
  t.same(months, [], 'and the counters deleted');
  t.equal((await on(stack.baseUrl, 'GET', UNKNOWN_JOB, { auth: account.apiKey })).status, 401);
});
