import t from 'tap';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';

const CUT = PAGE.indexOf('Fresh bread') + 5; // in the middle of a line, inside index.html

t.test('an answer cut off inside a file is continued and the file comes out whole', async (t) => {
  const fake = await FakeOpenAI.start(21);
  t.teardown(() => fake.close());
  const firstPart = `Writing the page.\n<file path="index.html">\n${PAGE.slice(0, CUT)}`;
  const secondPart = `${PAGE.slice(CUT)}</file>\n${fileBlock('styles.css', STYLES)}`;
  fake.enqueue(
    streamAnswer(firstPart, { finishReason: 'length', usage: { prompt_tokens: 50, completion_tokens: 40, total_tokens: 90 } }),
    streamAnswer(secondPart, { usage: { prompt_tokens: 95, completion_tokens: 30, total_tokens: 125 } }),
  );
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run({ jobId: 'job_c', query: 'A bakery', files: [] }, recorder.context);

  t.equal(result.files.find((file) => file.path === 'index.html')?.content, PAGE, 'joined seamlessly');
  t.equal(result.files.find((file) => file.path === 'styles.css')?.content, STYLES);
  t.same(
    recorder.emitted.map((file) => file.path),
    ['index.html', 'styles.css'],
    'the split file is emitted once, when complete',
  );
  t.same(
    recorder.usage.map((usage) => usage.totalTokens),
    [90, 125],
    'both calls are recorded',
  );
  t.ok(recorder.progress.some((line) => /part 2 of up to 4/.test(line)));

  t.equal(fake.requests.length, 2);
  const messages = fake.requests[1]!.body.messages;
  t.same(
    messages.map((message) => message.role),
    ['system', 'user', 'assistant', 'user'],
  );
  t.equal(messages[2]?.content, firstPart, 'the partial answer goes back as the assistant message');
  t.match(messages[3]?.content, /Continue exactly where it stopped/);
  t.same(messages.slice(0, 2), fake.requests[0]!.body.messages, 'the original request is repeated unchanged');
});

t.test('a continuation that restarts the interrupted line is joined without a stutter', async (t) => {
  const fake = await FakeOpenAI.start(22);
  t.teardown(() => fake.close());
  const lineStart = PAGE.lastIndexOf('\n', CUT) + 1;
  const firstPart = `<file path="index.html">\n${PAGE.slice(0, CUT)}`;
  const secondPart = `${PAGE.slice(lineStart)}</file>\n`;
  fake.enqueue(streamAnswer(firstPart, { finishReason: 'length' }), streamAnswer(secondPart));
  const engine = createOpenAIEngine(testConfig(fake));
  const result = await engine.run({ jobId: 'job_r', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(result.files[0]?.content, PAGE);
});

t.test('three segments: the file spans all of them', async (t) => {
  const fake = await FakeOpenAI.start(23);
  t.teardown(() => fake.close());
  const whole = fileBlock('index.html', PAGE);
  const a = 40;
  const b = 200;
  fake.enqueue(
    streamAnswer(whole.slice(0, a), { finishReason: 'length' }),
    streamAnswer(whole.slice(a, b), { finishReason: 'length' }),
    streamAnswer(whole.slice(b)),
  );
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_MAX_SEGMENTS: '3' }));
  const result = await engine.run({ jobId: 'job_3', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(result.files[0]?.content, PAGE);
  t.equal(fake.requests[2]?.body.messages[2]?.content, whole.slice(0, b), 'the whole answer so far is sent back');
  t.equal(fake.requests[2]?.body.messages.length, 4, 'one assistant message, one continuation request');
});

t.test('an answer still cut off after the last segment fails, and its open file is never emitted', async (t) => {
  const fake = await FakeOpenAI.start(24);
  t.teardown(() => fake.close());
  const whole = fileBlock('styles.css', STYLES) + fileBlock('index.html', PAGE);
  fake.enqueue(
    streamAnswer(whole.slice(0, 150), { finishReason: 'length' }),
    streamAnswer(whole.slice(150, 300), { finishReason: 'length' }),
  );
  const recorder = recordingContext();
  const engine = createOpenAIEngine(testConfig(fake, { OPENAI_MAX_SEGMENTS: '2' }));
  const error = await engine.run({ jobId: 'job_l', query: 'A bakery', files: [] }, recorder.context).catch((error: unknown) => error);
  t.type(error, EngineError);
  t.match((error as EngineError).message, /longer than the service allows \(2 parts of 8192 tokens/);
  t.equal((error as EngineError).retryable, false);
  t.same(
    recorder.emitted.map((file) => file.path),
    ['styles.css'],
    'the finished file was emitted, the unfinished one never',
  );
  t.equal(fake.requests.length, 2);
});
