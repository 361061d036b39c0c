// A request refused by the rate limit or the monthly quota appends nothing to the log, even with
// an Idempotency-Key; a retry of an accepted request still gets its job, over the limit or not.
import { jetstreamManager, type JetStreamManager } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { openTokenUsageBucket } from '../../shared/jetstream/log-declarations.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { createMonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let nc: NatsConnection;
let jsm: JetStreamManager;
t.before(async () => {
  stack = await startStack();
  nc = await connect({ servers: stack.env.NATS_URL! });
  jsm = await jetstreamManager(nc);
});
t.teardown(async () => {
  await nc?.close();
  await stack?.stop();
});

/** Messages in the whole stream, and on the Idempotency-Key subjects. */
async function counts(): Promise<{ all: number; idempotency: number }> {
  const all = (await jsm.streams.info(JOBS_STREAM)).state.messages;
  const filtered = await jsm.streams.info(JOBS_STREAM, { subjects_filter: 'idempotency.>' });
  const idempotency = Object.values(filtered.state.subjects ?? {}).reduce((sum, n) => sum + n, 0);
  return { all, idempotency };
}

const generate = (apiKey: string, key: string, query = 'A site for a bakery') =>
  stack.http('POST', '/generate', { apiKey, body: { query }, headers: { 'idempotency-key': key } });

t.test('over the rate limit: distinct Idempotency-Keys append nothing; a retry of the accepted request is answered', async (t) => {
  const { apiKey } = await stack.createAccount({ rate_limit_per_minute: 1, burst: 1 });
  const accepted = await generate(apiKey, 'first');
  t.equal(accepted.status, 200);
  await stack.waitForJob(accepted.body.job_id, apiKey);
  const before = await counts();
  t.ok(before.idempotency >= 1, 'the accepted request recorded its key');

  for (let i = 0; i < 5; i++) {
    const refused = await generate(apiKey, `refused-${i}`, `Another site ${i}`);
    t.equal(refused.status, 429);
    t.equal(refused.body.code, 'rate_limited');
  }
  t.same(await counts(), before, 'the stream has no new message');

  const retry = await generate(apiKey, 'first');
  t.equal(retry.status, 200, 'a retry of the accepted request is answered over the limit');
  t.equal(retry.body.job_id, accepted.body.job_id, 'with its job');
  t.equal(retry.headers.get('idempotent-replayed'), 'true');
  const conflict = await generate(apiKey, 'first', 'Another body');
  t.equal(conflict.status, 409, 'the key with another body is still a conflict');
  t.same(await counts(), before, 'and neither appended anything');
});

t.test('over the monthly quota: distinct Idempotency-Keys append nothing', async (t) => {
  const created = await stack.http('POST', '/admin/accounts', {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    body: { name: 'Capped', monthly_token_limit: 100 },
  });
  t.equal(created.status, 200);
  const { account_id: accountId, api_key: apiKey } = created.body;
  await createMonthlyUsage(await openTokenUsageBucket(nc, 1)).add(accountId, 150);
  const before = await counts();
  for (let i = 0; i < 5; i++) {
    const refused = await generate(apiKey, `quota-${i}`, `A quota site ${i}`);
    t.equal(refused.status, 429);
    t.equal(refused.body.code, 'quota_exceeded');
  }
  t.same(await counts(), before, 'the stream has no new message');
});
