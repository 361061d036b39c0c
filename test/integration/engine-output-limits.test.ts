// Engine output is held to the limits of a caller's input (MAX_FILES, MAX_FILE_BYTES): an engine
// that writes 501 files or a 2 MiB file fails the job with a plain reason. The openai engine
// runs against the fake provider, through the whole stack.
import t from 'tap';
import { FakeOpenAI, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE } from '../support/fake-openai/engine-harness.ts';
import { startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let fake: FakeOpenAI;
let apiKey: string;

t.before(async () => {
  fake = await FakeOpenAI.start(91);
  stack = await startStack({
    env: {
      ENGINE: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_MODEL: 'test-model',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_RETRY_BASE_MS: '1',
      OPENAI_RETRY_MAX_MS: '50',
      OPENAI_MAX_OUTPUT_TOKENS: '10000000',
      OPENAI_TOKEN_BUDGET: '100000000',
      GENERATOR_MAX_DELIVER: '1',
    },
  });
  ({ apiKey } = await stack.createAccount({ name: 'Limits', burst: 20, rate_limit_per_minute: 600 }));
});
t.teardown(async () => {
  await stack?.stop();
  await fake?.close();
});

async function run(query: string): Promise<any> {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query } });
  t.equal(started.status, 200);
  return await stack.waitForJob(started.body.job_id, apiKey);
}

t.test('an engine that writes 501 files fails the job with a plain reason', async (t) => {
  const blocks = [fileBlock('index.html', PAGE)];
  for (let i = 1; i <= 500; i++) blocks.push(fileBlock(`notes/note-${i}.txt`, `Note ${i}\n`));
  fake.enqueue(streamAnswer(blocks, { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }));
  const job = await run('A site with far too many pages');
  t.equal(job.status, 'failed');
  t.equal(job.error, 'The engine produced more than 500 files, the most a site may have. Ask for a smaller site.');
  t.ok(job.files.length <= 500, `no more than 500 files were kept (${job.files.length})`);
});

t.test('an engine that writes a 2 MiB file fails the job with a plain reason', async (t) => {
  const big = `<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Big</title></head><body><p>${'a'.repeat(2 * 1024 * 1024)}</p></body></html>\n`;
  fake.enqueue(streamAnswer([fileBlock('index.html', big)], { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } }));
  const job = await run('A site with one enormous page');
  t.equal(job.status, 'failed');
  t.match(job.error, /^The engine produced "index\.html" of 2,097,2\d\d bytes, more than the 1,048,576 bytes a file may have\./);
  t.same(job.files, [], 'the oversized file never became part of the job');
});
