// Monthly token quotas with the openai engine's recorded usage (stand-in provider): a running job
// stops at the limit with a plain reason and is reported with its usage; then POST /generate
// answers 429 quota_exceeded; an AccountSettingsChanged event in the log moves the limit.
import t from 'tap';
import { connect } from '@nats-io/transport-node';
import { jetstream } from '@nats-io/jetstream';
import { accountSubject } from '../../shared/events/subjects.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { FakeOpenAI, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { PAGE, STYLES, fileBlock } from '../support/fake-openai/engine-harness.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let fake: FakeOpenAI;
const admin = { authorization: `Bearer ${ADMIN_TOKEN}` };

const ANSWER = `Building the bakery site.\n${fileBlock('index.html', PAGE)}${fileBlock('styles.css', STYLES)}`;
const AFTER_FIRST_FILE = ANSWER.indexOf('<file path="styles.css"') + 40;

t.before(async () => {
  fake = await FakeOpenAI.start();
  stack = await startStack({
    env: {
      ENGINE: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-test',
      OPENAI_MODEL: 'test-model',
      OPENAI_RETRY_BASE_MS: '10',
    },
  });
});
t.teardown(async () => {
  await stack?.stop();
  await fake?.close();
});

async function generate(apiKey: string, query: string) {
  return await stack.http('POST', '/generate', { apiKey, body: { query } });
}

t.test('a monthly token limit: the running job stops at it, then new jobs get 429 quota_exceeded', async (t) => {
  const created = await stack.http('POST', '/admin/accounts', { headers: admin, body: { name: 'Capped', monthly_token_limit: 2000 } });
  t.equal(created.status, 200);
  const { account_id: accountId, api_key: apiKey } = created.body;
  const unlimited = await stack.createAccount({ name: 'Unlimited' });

  fake.enqueue(streamAnswer(ANSWER, { usage: { prompt_tokens: 1200, completion_tokens: 345, total_tokens: 1545 } }));
  const first = await generate(apiKey, 'A site for a bakery');
  const done = await stack.waitForJob(first.body.job_id, apiKey);
  t.equal(done.status, 'ready', 'under the limit a job runs normally');
  t.same(done.usage, { prompt_tokens: 1200, completion_tokens: 345, total_tokens: 1545 });

  // The second job's first model call is cut off by length; its usage takes the account past
  // the limit, so no second call is made.
  // Nothing is scripted for a continuation: were one asked for, the stand-in would count it.
  fake.enqueue(
    streamAnswer(ANSWER.slice(0, AFTER_FIRST_FILE), {
      finishReason: 'length',
      usage: { prompt_tokens: 400, completion_tokens: 200, total_tokens: 600 },
    }),
  );
  const requestsBefore = fake.requests.length;
  const second = await generate(apiKey, 'A site for a second bakery');
  t.equal(second.status, 200, 'accepted: the limit was not spent yet');
  const stopped = await stack.waitForJob(second.body.job_id, apiKey);
  t.equal(stopped.status, 'failed');
  t.equal(stopped.error_code, 'quota_exceeded');
  t.match(stopped.error, /monthly limit of 2000 tokens was reached, so the job was stopped/);
  t.same(stopped.usage, { prompt_tokens: 400, completion_tokens: 200, total_tokens: 600 }, 'a failed job is reported with its usage');
  t.same(
    stopped.files.map((f: any) => f.path),
    ['index.html'],
    'files written before the stop are kept',
  );
  t.equal(fake.requests.length, requestsBefore + 1, 'no model call after the limit');
  await new Promise((resolve) => setTimeout(resolve, 300));
  t.equal(fake.unscripted, 0, 'the continuation was never asked for');
  t.equal(fake.requests.length, requestsBefore + 1);

  const refused = await generate(apiKey, 'A site for a third bakery');
  t.equal(refused.status, 429);
  t.equal(refused.body.code, 'quota_exceeded');
  t.equal(refused.body.status, 'failed');
  t.equal(refused.body.job_id, '');
  t.same(refused.body.cached_files, []);
  t.match(refused.body.error, /used its monthly limit of 2000 tokens \(2145 used this month\)/);
  const retryAfter = Number(refused.headers.get('retry-after'));
  t.ok(retryAfter > 0 && retryAfter <= 31 * 24 * 3600, 'Retry-After points at the next month');

  const account = await stack.http('GET', `/admin/accounts/${accountId}`, { headers: admin });
  t.equal(account.body.monthly_token_limit, 2000);
  t.equal(account.body.tokens_this_month, 2145);

  fake.enqueue(streamAnswer(ANSWER));
  const other = await generate(unlimited.apiKey, 'A site for a florist');
  t.equal(other.status, 200, 'other accounts are not affected');
  t.equal((await stack.waitForJob(other.body.job_id, unlimited.apiKey)).status, 'ready');

  // An operator raises the limit (AccountSettingsChanged, as PATCH /admin/accounts/{id} appends it).
  const nc = await connect({ servers: stack.env.NATS_URL! });
  try {
    const changed = accountEnvelope(
      { type: 'AccountSettingsChanged', version: 1, data: { monthly_token_limit: 10_000 } },
      { accountId, actor: 'admin' },
    );
    await jetstream(nc).publish(accountSubject(accountId), JSON.stringify(changed));
  } finally {
    await nc.close();
  }
  fake.enqueue(streamAnswer(ANSWER));
  const raised = await generate(apiKey, 'A site for a fourth bakery');
  t.equal(raised.status, 200, 'a raised limit lets jobs start again');
  t.equal((await stack.waitForJob(raised.body.job_id, apiKey)).status, 'ready');
  t.equal((await stack.http('GET', `/admin/accounts/${accountId}`, { headers: admin })).body.monthly_token_limit, 10_000);

  const invalid = await stack.http('POST', '/admin/accounts', { headers: admin, body: { name: 'Bad', monthly_token_limit: 0 } });
  t.equal(invalid.status, 400);
  t.match(invalid.body.error, /monthly_token_limit/);
});
