// The quality round: problems the static checks find in the model's site go back to the model
// once, before the job is ready.
import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';

async function setup(t: WithTeardown, seed: number, overrides: Record<string, string> = {}) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  return { fake, engine: createOpenAIEngine(testConfig(fake, overrides)) };
}

const WITH_IMAGE = PAGE.replace('<p>Open every day.</p>', '<p>Open every day.</p>\n    <img src="bread.svg">');
const BREAD = '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 10 10"><circle cx="5" cy="5" r="4"/></svg>\n';
const FIX =
  '<edit path="index.html"><search>\n    <img src="bread.svg">\n</search><replace>\n    <img src="bread.svg" alt="A round loaf">\n</replace></edit>';

t.test('a reported problem goes back to the model once, and its fix makes the site ready clean', async (t) => {
  const { fake, engine } = await setup(t, 81);
  fake.enqueue(
    streamAnswer(`${fileBlock('index.html', WITH_IMAGE)}${fileBlock('styles.css', STYLES)}${fileBlock('bread.svg', BREAD)}`),
    streamAnswer(FIX),
  );
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_q1', query: 'A bakery with a picture of bread', files: [] }, recorder.context);
  t.equal(fake.requests.length, 2, 'one quality round');
  const messages = fake.requests[1]!.body.messages;
  t.same(
    messages.map((m) => m.role),
    ['system', 'user', 'assistant', 'user'],
    'the round continues the conversation',
  );
  const ask = messages[3]?.content ?? '';
  t.match(ask, /- index\.html \[img-alt\]: line \d+: the image bread\.svg has no alt text/);
  t.match(ask, /<file path="index.html">\n<!doctype html>/, 'the current page is shown');
  t.ok(recorder.progress.includes('Fixing 1 quality problem'));
  const page = result.files.find((f) => f.path === 'index.html')!;
  t.match(page.content, /<img src="bread\.svg" alt="A round loaf">/);
  t.same((await checkSite(result.files)).problems, [], 'the repaired site has a clean report');
  t.equal(recorder.usage.length, 2);
});

t.test('a quality round that cannot be answered keeps the site as it was', async (t) => {
  const { fake, engine } = await setup(t, 82, { OPENAI_MAX_RETRIES: '0' });
  fake.enqueue(streamAnswer(`${fileBlock('index.html', WITH_IMAGE)}${fileBlock('styles.css', STYLES)}${fileBlock('bread.svg', BREAD)}`));
  const result = await engine.run({ jobId: 'job_q2', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(fake.requests.length, 2, 'the round was tried once, and only once');
  t.equal(result.files.find((f) => f.path === 'index.html')?.content, WITH_IMAGE);
});

t.test("problems the caller's files already had are reported, not sent back", async (t) => {
  const { fake, engine } = await setup(t, 83);
  const sloppy: SiteFile[] = [
    { path: 'index.html', content: WITH_IMAGE, language: 'html' },
    { path: 'styles.css', content: STYLES, language: 'css' },
    { path: 'bread.svg', content: BREAD, language: 'svg' },
  ];
  fake.enqueue(streamAnswer('<edit path="index.html"><search>Open every day.</search><replace>Open daily.</replace></edit>'));
  const result = await engine.run({ jobId: 'job_q3', query: 'Say open daily', files: sloppy }, recordingContext().context);
  t.equal(fake.requests.length, 1, 'no quality round for an inherited problem');
  t.match(result.files.find((f) => f.path === 'index.html')?.content, /Open daily\./);
});

t.test('OPENAI_QUALITY_ROUNDS=0 turns the round off', async (t) => {
  const { fake, engine } = await setup(t, 84, { OPENAI_QUALITY_ROUNDS: '0' });
  fake.enqueue(streamAnswer(fileBlock('index.html', WITH_IMAGE)));
  await engine.run({ jobId: 'job_q4', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(fake.requests.length, 1);
});
