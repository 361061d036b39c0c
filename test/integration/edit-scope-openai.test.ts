// Issue 27's edit scope with the openai engine, through the running service and the fake
// provider: the model is told the target and the locked files, and an answer that ignores them
// (rewriting the whole page, the stylesheet, a locked page, deleting one and adding another) is
// repaired by the generator before the job is ready: only the target's bytes change.
import t from 'tap';
import { FakeOpenAI, streamAnswer } from '../support/fake-openai/fake-openai.ts';
import { fileBlock } from '../support/fake-openai/engine-harness.ts';
import { startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let fake: FakeOpenAI;
let apiKey: string;

t.before(async () => {
  fake = await FakeOpenAI.start(27);
  stack = await startStack({
    env: {
      ENGINE: 'openai',
      OPENAI_BASE_URL: fake.baseURL,
      OPENAI_API_KEY: 'sk-test-key',
      OPENAI_MODEL: 'test-model',
      OPENAI_MAX_RETRIES: '0',
      OPENAI_RETRY_BASE_MS: '1',
      OPENAI_RETRY_MAX_MS: '50',
      OPENAI_QUALITY_ROUNDS: '0',
      GENERATOR_MAX_DELIVER: '1',
    },
  });
  ({ apiKey } = await stack.createAccount({ name: 'Edit scope openai', burst: 20, rate_limit_per_minute: 600 }));
});
t.teardown(async () => {
  await stack?.stop();
  await fake?.close();
});

const page = (title: string, main: string) =>
  `<!doctype html>\n<html lang="en">\n<head>\n  <meta charset="utf-8">\n  <title>${title}</title>\n  <link rel="stylesheet" href="site.css">\n</head>\n<body>\n  <header><h1>${title}</h1></header>\n  <main>\n${main}\n  </main>\n</body>\n</html>\n`;
const PRICING = '    <section class="pricing">\n      <h2>Plans</h2>\n      <p>Basic: $10</p>\n    </section>';
const INDEX = page('Blue Door', `${PRICING}\n    <section><h2>About</h2><p>Since 1990.</p></section>`);
const TERMS = page('Terms', '    <p>Be nice.</p>');
const CSS = 'body { color: #222; }\n';
const FILES = [
  { path: 'index.html', content: INDEX },
  { path: 'terms.html', content: TERMS },
  { path: 'site.css', content: CSS },
];
const usage = { usage: { prompt_tokens: 10, completion_tokens: 10, total_tokens: 20 } };

t.test('a model answer that changes outside the target and a locked file is repaired', async (t) => {
  const NEW_PRICING = '    <section class="pricing">\n      <h2>Plans</h2>\n      <p>Basic: $12</p>\n      <p>Pro: $30</p>\n    </section>';
  const rewritten = page('Green Door', `${NEW_PRICING}\n    <section><h2>About us</h2><p>Since 1991.</p></section>`);
  fake.enqueue(
    streamAnswer(
      [
        fileBlock('index.html', rewritten),
        fileBlock('site.css', 'body { color: red; }\n'),
        '<delete path="terms.html"/>\n',
        fileBlock('extra.html', page('Extra', '    <p>New.</p>')),
      ],
      usage,
    ),
  );
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: 'Raise the Basic plan to $12 and add a Pro plan at $30',
      files: FILES,
      target: { selector: 'main > .pricing', path: 'index.html' },
      locked_paths: ['terms.html'],
    },
  });
  t.equal(started.status, 200);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.same(
    job.files.map((file: any) => file.path),
    ['index.html', 'terms.html', 'site.css'],
    'no file added, none deleted',
  );
  const byPath = new Map<string, string>(job.files.map((file: any) => [file.path, file.content]));
  t.equal(byPath.get('index.html'), INDEX.replace(PRICING, NEW_PRICING), 'only the target changed on the page');
  t.equal(byPath.get('terms.html'), TERMS, 'the locked page is back, byte for byte');
  t.equal(byPath.get('site.css'), CSS, 'the stylesheet is as it was');
  t.match(
    job.progress,
    /Undid changes outside "main > \.pricing" in 3 files: index\.html, site\.css, extra\.html\. Kept 1 locked file as it was: terms\.html$/,
  );

  // What the model was told.
  const asked = fake.requests.at(-1)?.body as { messages: { role: string; content: string }[] };
  const user = asked.messages.find((message) => message.role === 'user')?.content ?? '';
  t.match(user, /inside the elements matching the CSS selector `main > \.pricing` on index\.html/);
  t.match(user, /These files are locked: do not change, delete or rename them[\s\S]*- terms\.html/);
});

t.test('an answer that drops the target cannot be placed: the job fails and says why', async (t) => {
  fake.enqueue(streamAnswer([fileBlock('index.html', page('Blue Door', '    <p>No pricing any more.</p>'))], usage));
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Simplify the pricing', files: FILES, target: { selector: '.pricing' } },
  });
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'failed');
  t.match(
    job.error,
    /^The change could not be kept inside "\.pricing" on index\.html: the page had 1 element matching it and the result has 0\./,
  );
  t.same(job.files, [], 'nothing outside the target was ever shown as the job’s files');
});
