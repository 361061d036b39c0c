import t from 'tap';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import type { Engine } from '../../../services/generator/engines/engine.ts';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { PROMPT_VERSION } from '../../../services/generator/engines/openai/prompts.ts';
import { errorAnswer, FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';
import type { RecordingContext } from '../../support/fake-openai/engine-harness.ts';

async function failure(engine: Engine, recorder: RecordingContext = recordingContext()): Promise<EngineError> {
  const outcome = await engine.run({ jobId: 'job_l', query: 'A bakery', files: [] }, recorder.context).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(outcome instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(outcome)}`);
  return outcome;
}

async function start(t: WithTeardown, seed: number) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  return fake;
}

t.test('a provider that never answers times out with a plain message, without retrying', async (t) => {
  const fake = await start(t, 81);
  fake.enqueue({ type: 'hang' });
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_REQUEST_TIMEOUT_MS: '1000' }));
  const error = await failure(engine);
  t.match(error.message, /did not answer in time/);
  t.equal(error.retryable, true);
  t.equal(fake.requests.length, 1);
});

t.test('a stream that goes silent times out; files finished before that were emitted', async (t) => {
  const fake = await start(t, 82);
  const answer = fileBlock('index.html', PAGE) + fileBlock('styles.css', STYLES);
  fake.enqueue(streamAnswer(answer, { breakAt: fileBlock('index.html', PAGE).length + 10, breakWith: 'stall' }));
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_REQUEST_TIMEOUT_MS: '1000' }));
  const error = await failure(engine, recorder);
  t.match(error.message, /did not answer in time/);
  t.same(
    recorder.emitted.map((file) => file.path),
    ['index.html'],
  );
  t.equal(recorder.usage.length, 1, 'the tokens of the partial answer are recorded (estimated)');
});

t.test('the job deadline stops a call in flight', async (t) => {
  const fake = await start(t, 83);
  fake.enqueue({ type: 'hang' });
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_JOB_DEADLINE_MS: '300' }));
  const error = await failure(engine);
  t.match(error.message, /took longer than its time limit of 300 ms/);
  t.equal(error.retryable, false);
});

t.test('the job deadline also ends a wait between retries', async (t) => {
  const fake = await start(t, 84);
  fake.enqueue(errorAnswer(503));
  const engine = createOpenAIEngine(
    testConfig(fake, { OPENAI_JOB_DEADLINE_MS: '300', OPENAI_RETRY_BASE_MS: '600000', OPENAI_RETRY_MAX_MS: '600000' }),
  );
  const error = await failure(engine);
  t.match(error.message, /took longer than its time limit/);
  t.equal(fake.requests.length, 1);
});

t.test('a job stopped by the pipeline ends with a retryable error', async (t) => {
  const fake = await start(t, 85);
  fake.enqueue({ type: 'hang' });
  const controller = new AbortController();
  const recorder = recordingContext({ signal: controller.signal });
  const engine = createOpenAIEngine(testConfig(fake));
  const running = engine.run({ jobId: 'job_s', query: 'A bakery', files: [] }, recorder.context);
  // Abort once the request is known to be in flight, not after some guessed delay.
  while (fake.requests.length === 0) await new Promise((resolve) => setTimeout(resolve, 5));
  controller.abort(new Error('shutting down'));
  const error = await running.catch((e: unknown) => e);
  t.type(error, EngineError);
  t.match((error as EngineError).message, /stopped before it finished/);
  t.equal((error as EngineError).retryable, true);
});

t.test('a prompt over the token budget is never sent', async (t) => {
  const fake = await start(t, 86);
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_TOKEN_BUDGET: '100' }));
  const error = await failure(engine);
  t.match(error.message, /budget of 100 tokens/);
  t.equal(error.retryable, false);
  t.equal(fake.requests.length, 0);
});

t.test('a runaway answer is stopped as it streams', async (t) => {
  const fake = await start(t, 87);
  const endless = ['<file path="index.html">\n', ...Array.from({ length: 400 }, () => '<p>more and more</p>\n'.repeat(5))];
  fake.enqueue(streamAnswer(endless));
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_TOKEN_BUDGET: '3000' }));
  const error = await failure(engine, recorder);
  t.match(error.message, /budget of 3,000 tokens/);
  t.equal(fake.finishedResponses, 0, 'stopped before the provider had sent everything');
});

t.test('usage reported over the budget stops the job', async (t) => {
  const fake = await start(t, 88);
  fake.enqueue(
    streamAnswer(fileBlock('index.html', PAGE), { usage: { prompt_tokens: 2000, completion_tokens: 2000, total_tokens: 4000 } }),
  );
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_TOKEN_BUDGET: '3000' }));
  const error = await failure(engine, recorder);
  t.match(error.message, /budget/);
  t.equal(recorder.usage[0]?.totalTokens, 4000, 'the usage is recorded before the job stops');
});

t.test('without usage from the provider, usage is estimated', async (t) => {
  const fake = await start(t, 89);
  const answer = fileBlock('index.html', PAGE);
  fake.enqueue(streamAnswer(answer, { usage: null }));
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake));
  await engine.run({ jobId: 'job_u', query: 'A bakery', files: [] }, recorder.context);
  const [usage] = recorder.usage;
  t.equal(usage?.completionTokens, Math.ceil(answer.length / 4));
  t.ok((usage?.promptTokens ?? 0) > 100, 'the prompt is estimated from its length');
  t.equal(usage?.totalTokens, (usage?.promptTokens ?? 0) + (usage?.completionTokens ?? 0));
  t.equal(usage?.promptVersion, PROMPT_VERSION);
  t.equal(usage?.model, 'test-model');
});
