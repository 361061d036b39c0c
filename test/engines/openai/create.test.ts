import t from 'tap';
import { createOpenAIEngine, defaultMaxTokensParam } from '../../../services/generator/engines/openai/openai-engine.ts';
import { PROMPT_VERSION } from '../../../services/generator/engines/openai/prompts.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';

t.test('creates a site from streamed blocks, with commentary as progress', async (t) => {
  const fake = await FakeOpenAI.start(7);
  t.teardown(() => fake.close());
  const answer =
    'I will write the home page first.\n' +
    fileBlock('index.html', PAGE) +
    'Now the styles.\n' +
    '<file path="styles.css">\n```css\n' +
    STYLES +
    '```\n</file>\n' +
    'All done.';
  fake.enqueue(streamAnswer(answer, { usage: { prompt_tokens: 321, completion_tokens: 123, total_tokens: 444 } }));

  const engine = createOpenAIEngine(testConfig(fake));
  t.equal(engine.name, 'openai');
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_1', query: 'A bakery site', files: [] }, recorder.context);

  t.same(
    result.files.map((file) => [file.path, file.language]),
    [
      ['index.html', 'html'],
      ['styles.css', 'css'],
    ],
  );
  t.equal(result.files[0]?.content, PAGE, 'file content arrives verbatim, multi-byte characters intact');
  t.equal(result.files[1]?.content, STYLES, 'the code fence inside the block is dropped');
  t.same(
    recorder.emitted.map((file) => file.path),
    ['index.html', 'styles.css'],
  );
  t.match(result.summary, /2 files/);
  t.ok(recorder.progress.includes('I will write the home page first.'), 'commentary becomes progress');
  t.ok(recorder.progress.includes('Writing styles.css (file 2)'));
  t.ok(recorder.progress.includes('All done.'));
  t.same(recorder.usage, [
    { model: 'test-model', promptTokens: 321, completionTokens: 123, totalTokens: 444, promptVersion: PROMPT_VERSION },
  ]);

  t.equal(fake.requests.length, 1);
  const request = fake.requests[0]!;
  t.equal(request.method, 'POST');
  t.equal(request.url, '/v1/chat/completions');
  t.equal(request.headers.authorization, 'Bearer sk-test-key');
  t.equal(request.body.model, 'test-model');
  t.equal(request.body.stream, true);
  t.same(request.body.stream_options, { include_usage: true });
  t.equal(request.body.max_tokens, 8192, 'a non-OpenAI endpoint gets max_tokens by default');
  const [system, user] = request.body.messages;
  t.equal(system?.role, 'system');
  t.match(system?.content, /no CDNs/i);
  t.match(system?.content, /Accessible/);
  t.match(system?.content, /Responsive/);
  t.match(system?.content, /<edit path="styles.css">/, 'the protocol is part of the system prompt');
  t.equal(user?.role, 'user');
  t.match(user?.content, /A bakery site/);
  t.equal(fake.unscripted, 0);
});

t.test('an explicit max tokens parameter name is honoured', async (t) => {
  const fake = await FakeOpenAI.start(3);
  t.teardown(() => fake.close());
  fake.enqueue(streamAnswer(fileBlock('index.html', PAGE)));
  const engine = createOpenAIEngine(
    testConfig(fake, { OPENAI_MAX_TOKENS_PARAM: 'max_completion_tokens', OPENAI_MAX_OUTPUT_TOKENS: '2048' }),
  );
  await engine.run({ jobId: 'job_2', query: 'A page', files: [] }, recordingContext().context);
  t.equal(fake.requests[0]?.body.max_completion_tokens, 2048);
  t.notOk('max_tokens' in (fake.requests[0]?.body ?? {}));
});

t.test('the output-limit parameter is chosen from the endpoint', async (t) => {
  t.equal(defaultMaxTokensParam(undefined), 'max_completion_tokens');
  t.equal(defaultMaxTokensParam('https://api.openai.com/v1'), 'max_completion_tokens');
  t.equal(defaultMaxTokensParam('https://my-resource.openai.azure.com/openai/v1/'), 'max_completion_tokens');
  t.equal(defaultMaxTokensParam('https://openrouter.ai/api/v1'), 'max_tokens');
  t.equal(defaultMaxTokensParam('http://localhost:11434/v1'), 'max_tokens');
});
