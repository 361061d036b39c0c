import t from 'tap';
import { pino } from 'pino';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import type { Engine } from '../../../services/generator/engines/engine.ts';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { errorAnswer, FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';

// A complete site: the page's stylesheet is there, so the quality round has nothing to ask.
const SITE = `${fileBlock('index.html', PAGE)}${fileBlock('styles.css', STYLES)}`;

const SECRET_TEXT = 'Incorrect API key provided: sk-test-***key. You can find your API key at https://example.';

async function setup(t: WithTeardown, overrides: Record<string, string> = {}, seed = 31) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  const delays: number[] = [];
  const engine = createOpenAIEngine(testConfig(fake, overrides), undefined, {
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  return { fake, engine, delays };
}

async function failure(engine: Engine, recorder = recordingContext()): Promise<EngineError> {
  const error = await engine.run({ jobId: 'job_x', query: 'A bakery', files: [] }, recorder.context).then(
    () => null,
    (error: unknown) => error,
  );
  if (!(error instanceof EngineError)) throw new Error(`expected an EngineError, got ${String(error)}`);
  return error;
}

t.test('429 with Retry-After, then success', async (t) => {
  const { fake, engine, delays } = await setup(t, { OPENAI_RETRY_MAX_MS: '5000' });
  fake.enqueue(
    errorAnswer(429, { headers: { 'retry-after': '2' }, body: { error: { message: 'Rate limit reached', type: 'requests' } } }),
    errorAnswer(429, { headers: { 'retry-after-ms': '7' } }),
    streamAnswer(SITE),
  );
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_429', query: 'A bakery', files: [] }, recorder.context);
  t.equal(result.files[0]?.content, PAGE);
  t.same(delays, [2000, 7], 'the waits are what the provider asked for');
  t.equal(fake.requests.length, 3);
  t.equal(recorder.usage.length, 1, 'only the answered call used tokens');
});

t.test('a Retry-After beyond the longest wait fails at once with a plain message', async (t) => {
  const { fake, engine, delays } = await setup(t, { OPENAI_RETRY_MAX_MS: '1000' });
  fake.enqueue(errorAnswer(429, { headers: { 'retry-after': '3600' } }));
  const error = await failure(engine);
  t.match(error.message, /rate limiting/);
  t.equal(error.retryable, true, 'a later redelivery may succeed');
  t.same(delays, []);
  t.equal(fake.requests.length, 1);
});

t.test('repeated 500s are retried with backoff, then fail', async (t) => {
  const { fake, engine, delays } = await setup(t, { OPENAI_MAX_RETRIES: '2', OPENAI_RETRY_BASE_MS: '100', OPENAI_RETRY_MAX_MS: '150' });
  const body = { error: { message: 'upstream exploded: stack trace at line 42', type: 'server_error' } };
  fake.enqueue(errorAnswer(500, { body }), errorAnswer(502, { body }), errorAnswer(503, { body }));
  const error = await failure(engine);
  t.equal(fake.requests.length, 3, 'one call and two retries');
  t.equal(delays.length, 2);
  t.ok(delays[0]! >= 50 && delays[0]! <= 100, `first backoff within [50, 100]: ${delays[0]}`);
  t.ok(delays[1]! >= 75 && delays[1]! <= 150, `second backoff capped at 150: ${delays[1]}`);
  t.match(error.message, /temporary problem \(HTTP 503\)/);
  t.notMatch(error.message, /exploded/, 'the provider text is not passed through');
  t.equal(error.retryable, true);
});

t.test('a rejected key fails the job at once', async (t) => {
  for (const status of [401, 403]) {
    const { fake, engine, delays } = await setup(t, {}, status);
    fake.enqueue(
      errorAnswer(status, { body: { error: { message: SECRET_TEXT, type: 'invalid_request_error', code: 'invalid_api_key' } } }),
    );
    const error = await failure(engine);
    t.match(error.message, /rejected the site generator's API key/, `HTTP ${status}`);
    t.match(error.message, /OPENAI_API_KEY/);
    t.notMatch(error.message, /sk-test|Incorrect/, 'no provider text, no key fragment');
    t.equal(error.retryable, false);
    t.equal(fake.requests.length, 1, 'not retried');
    t.same(delays, []);
  }
});

t.test('other refusals get their own plain messages and are not retried', async (t) => {
  const cases: Array<{ status: number; body?: unknown; expect: RegExp; retryable: boolean }> = [
    { status: 404, expect: /does not offer the configured model/, retryable: false },
    {
      status: 400,
      body: { error: { message: "This model's maximum context length is 8192 tokens", code: 'context_length_exceeded' } },
      expect: /too large for the AI model/,
      retryable: false,
    },
    { status: 422, body: { error: { message: 'bad temperature' } }, expect: /refused the request \(HTTP 422\)/, retryable: false },
    {
      status: 429,
      body: { error: { message: 'You exceeded your current quota', type: 'insufficient_quota', code: 'insufficient_quota' } },
      expect: /run out of credit/,
      retryable: false,
    },
  ];
  for (const [index, c] of cases.entries()) {
    const { fake, engine } = await setup(t, {}, 40 + index);
    fake.enqueue(c.body === undefined ? errorAnswer(c.status) : errorAnswer(c.status, { body: c.body }));
    const error = await failure(engine);
    t.match(error.message, c.expect, `HTTP ${c.status}`);
    t.equal(error.retryable, c.retryable);
    t.equal(fake.requests.length, 1);
  }
});

t.test('a connection dropped mid-answer is retried as a continuation of what arrived', async (t) => {
  // Only the continuation is counted here: the page's missing stylesheet is not sent back.
  const { fake, engine, delays } = await setup(t, { OPENAI_QUALITY_ROUNDS: '0' });
  const whole = `Writing.\n${fileBlock('index.html', PAGE)}`;
  const drop = 120;
  fake.enqueue(streamAnswer(whole, { breakAt: drop, breakWith: 'drop' }), streamAnswer(whole.slice(drop)));
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_d', query: 'A bakery', files: [] }, recorder.context);
  t.equal(result.files[0]?.content, PAGE);
  t.equal(delays.length, 1);
  const messages = fake.requests[1]!.body.messages;
  t.equal(messages[2]?.role, 'assistant');
  t.equal(messages[2]?.content, whole.slice(0, drop));
  t.equal(recorder.usage.length, 2, 'the broken call is recorded too (estimated)');
});

t.test('a stream that ends without finishing is retried', async (t) => {
  const { fake, engine } = await setup(t);
  fake.enqueue(streamAnswer('Plan.\n', { breakAt: 6, breakWith: 'end' }), streamAnswer(SITE));
  const result = await engine.run({ jobId: 'job_end', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(result.files[0]?.content, PAGE);
  t.equal(fake.requests.length, 2);
});

t.test('an error event inside the stream is summarised', async (t) => {
  const { fake, engine } = await setup(t, { OPENAI_MAX_RETRIES: '0' });
  fake.enqueue(
    streamAnswer('Starting', { errorPayload: { error: { message: 'model overloaded, internal id 1234', type: 'server_error' } } }),
  );
  const error = await failure(engine);
  t.match(error.message, /stopped while answering/);
  t.notMatch(error.message, /overloaded|1234/);
});

t.test('a content filter stop fails with a plain message', async (t) => {
  const { fake, engine } = await setup(t);
  fake.enqueue(streamAnswer('I cannot', { finishReason: 'content_filter' }));
  const error = await failure(engine);
  t.match(error.message, /content filter/);
  t.equal(error.retryable, false);
});

t.test('an unreachable provider is retried, then fails', async (t) => {
  const fake = await FakeOpenAI.start(50);
  const config = testConfig(fake, { OPENAI_MAX_RETRIES: '1' });
  await fake.close();
  const delays: number[] = [];
  const engine = createOpenAIEngine(config, undefined, {
    sleep: async (ms) => {
      delays.push(ms);
    },
  });
  const error = await failure(engine);
  t.match(error.message, /could not be reached/);
  t.equal(error.retryable, true);
  t.equal(delays.length, 1);
});

t.test("the operator's log gets a bounded summary of provider errors, never the key", async (t) => {
  const fake = await FakeOpenAI.start(90);
  t.teardown(() => fake.close());
  const lines: string[] = [];
  const logger = pino({ level: 'debug' }, { write: (line: string) => void lines.push(line) });
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_API_KEY: 'sk-very-secret-value' }), logger);
  fake.enqueue(errorAnswer(401, { body: { error: { message: 'Invalid key', code: 'invalid_api_key' } } }));
  await failure(engine);
  const records = lines.map((line) => JSON.parse(line) as Record<string, unknown>);
  const failed = records.find((record) => record.msg === 'AI provider call failed');
  t.ok(failed, 'the failure is logged');
  t.equal(failed?.status, 401);
  t.equal(failed?.code, 'invalid_api_key');
  t.equal(failed?.engine, 'openai');
  t.equal(failed?.jobId, 'job_x');
  t.equal(failed?.attemptsLeft, 0);
  t.notOk(
    lines.some((line) => line.includes('sk-very-secret-value')),
    'the key is never logged',
  );
});
