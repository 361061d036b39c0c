// Cancel and usage with the openai engine against the stand-in provider: a cancel during a
// streamed answer ends the job once through the log and closes the provider's stream within a
// second; GET /job reports the tokens the job's model calls used.
import t from 'tap';
import { FakeOpenAI, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { PAGE, STYLES, fileBlock } from '../support/fake-openai/engine-harness.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let fake: FakeOpenAI;
let apiKey: string;

const ANSWER = `Building the bakery site.\n${fileBlock('index.html', PAGE)}${fileBlock('styles.css', STYLES)}`;
const AFTER_FIRST_FILE = ANSWER.indexOf('<file path="styles.css"');

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
  ({ apiKey } = await stack.createAccount({ name: 'Cancel', burst: 20, rate_limit_per_minute: 600 }));
});
t.teardown(async () => {
  await stack?.stop();
  await fake?.close();
});

async function events(jobId: string): Promise<any[]> {
  return (await stack.http('GET', `/admin/jobs/${jobId}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })).body.events;
}

t.test('cancel during a streamed answer closes the model stream and ends the job once', async (t) => {
  fake.enqueue(streamAnswer(ANSWER, { pauseAt: AFTER_FIRST_FILE, resume: new Promise<void>(() => {}) }));
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a bakery' } });
  const jobId = started.body.job_id;
  await stack.waitForJob(jobId, apiKey, (job) => job.status === 'partial');
  t.equal(fake.closedByClient, 0, 'the stream is open while the model writes');

  const cancelledAt = Date.now();
  const cancelled = await stack.http('POST', `/job/${jobId}/cancel`, { apiKey });
  t.equal(cancelled.status, 200);
  t.equal(cancelled.body.status, 'failed');
  t.equal(cancelled.body.error, 'Cancelled by the caller.');
  t.equal(cancelled.body.error_code, 'cancelled');
  t.same(
    cancelled.body.files.map((f: any) => f.path),
    ['index.html'],
    'the files written so far stay visible',
  );

  while (fake.closedByClient === 0 && Date.now() - cancelledAt < 3_000) await new Promise((resolve) => setTimeout(resolve, 20));
  t.equal(fake.closedByClient, 1, 'the provider saw its stream closed');
  t.ok(Date.now() - cancelledAt < 1_000, `the stream closed within a second (${Date.now() - cancelledAt} ms)`);

  const job = await stack.waitForJob(jobId, apiKey);
  t.equal(job.status, 'failed');
  t.equal(job.error_code, 'cancelled');

  const again = await stack.http('POST', `/job/${jobId}/cancel`, { apiKey });
  t.equal(again.status, 409, 'a final job cannot be cancelled');
  t.equal(again.body.code, 'conflict');
  t.equal(again.body.status, 'failed');
  t.same(again.body.files, [], 'the error has the job shape');
  t.hasOwnProps(again.body, ['usage', 'error_code', 'deployment_id']);

  await new Promise((resolve) => setTimeout(resolve, 300));
  const history = await events(jobId);
  t.equal(history.filter((e) => e.type === 'JobFailed').length, 1, 'failed exactly once');
  t.equal(history.filter((e) => e.type === 'JobCompleted').length, 0);
  t.equal(history.find((e) => e.type === 'JobFailed').data.reason, 'cancelled');
});

t.test("another account's job is a 404; an unknown job too", async (t) => {
  const other = await stack.createAccount({ name: 'Other' });
  fake.enqueue(streamAnswer(ANSWER));
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a florist' } });
  const response = await stack.http('POST', `/job/${started.body.job_id}/cancel`, { apiKey: other.apiKey });
  t.equal(response.status, 404);
  t.equal(response.body.code, 'not_found');
  const unknown = await stack.http('POST', '/job/job_01M7ZWQKGBR3E2GTAQ4BDBAAGP/cancel', { apiKey });
  t.equal(unknown.status, 404);
  await stack.waitForJob(started.body.job_id, apiKey);
});

t.test('GET /job reports the usage the model calls recorded', async (t) => {
  fake.enqueue(streamAnswer(ANSWER, { usage: { prompt_tokens: 1200, completion_tokens: 345, total_tokens: 1545 } }));
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A site for a cheese shop' } });
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.same(job.usage, { prompt_tokens: 1200, completion_tokens: 345, total_tokens: 1545 });
  t.equal(job.error_code, '');
  await stack.caughtUp();
  const fromReadModel = (await stack.http('GET', `/job/${started.body.job_id}`, { apiKey })).body;
  t.same(fromReadModel.usage, { prompt_tokens: 1200, completion_tokens: 345, total_tokens: 1545 }, 'the read model has the same usage');
});
