import t from 'tap';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';

async function setup(t: WithTeardown, seed: number) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  return { fake, engine: createOpenAIEngine(testConfig(fake)) };
}

const site = (): SiteFile[] => [
  { path: 'index.html', content: PAGE, language: 'html' },
  { path: 'styles.css', content: STYLES, language: 'css' },
];

const BAD_EDIT = '<edit path="styles.css"><search>\nh1 { color: red; }\n</search><replace>\nh1 { color: blue; }\n</replace></edit>';
const GOOD_EDIT = '<edit path="styles.css"><search>\n  color: #333;\n</search><replace>\n  color: blue;\n</replace></edit>';

t.test('an answer with no files gets one repair round, which can succeed', async (t) => {
  const { fake, engine } = await setup(t, 61);
  const chatter = 'Sure! I would build a lovely bakery site with a warm palette.';
  fake.enqueue(streamAnswer(chatter), streamAnswer(fileBlock('index.html', PAGE)));
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_r1', query: 'A bakery', files: [] }, recorder.context);
  t.equal(result.files[0]?.content, PAGE);
  const messages = fake.requests[1]!.body.messages;
  t.same(
    messages.map((message) => message.role),
    ['system', 'user', 'assistant', 'user'],
  );
  t.equal(messages[2]?.content, chatter);
  t.match(messages[3]?.content, /no usable blocks/);
  t.match(messages[3]?.content, /one <file> block for each file/);
  t.equal(recorder.usage.length, 2);
});

t.test('an answer with no files, twice, fails', async (t) => {
  const { fake, engine } = await setup(t, 62);
  fake.enqueue(streamAnswer('Here you go!'), streamAnswer('```html\n<p>oops</p>\n```'));
  const error = await engine.run({ jobId: 'job_r2', query: 'A bakery', files: [] }, recordingContext().context).catch((e: unknown) => e);
  t.type(error, EngineError);
  t.match((error as EngineError).message, /did not produce any files, even when asked again/);
  t.equal((error as EngineError).retryable, false);
  t.equal(fake.requests.length, 2, 'exactly one repair round');
});

t.test('an edit answer with no blocks asks for changes, then fails', async (t) => {
  const { fake, engine } = await setup(t, 63);
  fake.enqueue(streamAnswer('Looks good already.'), streamAnswer('Really, nothing to do.'));
  const error = await engine
    .run({ jobId: 'job_r3', query: 'Tweak it', files: site() }, recordingContext().context)
    .catch((e: unknown) => e);
  t.match((error as EngineError).message, /did not produce any changes/);
  t.match(fake.requests[1]!.body.messages[3]?.content, /<edit>, <file> or <delete> blocks/);
});

t.test('a search text that does not match gets a repair round, then the job fails naming the file', async (t) => {
  const { fake, engine } = await setup(t, 64);
  fake.enqueue(streamAnswer(BAD_EDIT), streamAnswer(BAD_EDIT));
  const recorder = recordingContext();
  const error = await engine.run({ jobId: 'job_r4', query: 'Blue heading', files: site() }, recorder.context).catch((e: unknown) => e);
  t.type(error, EngineError);
  t.match((error as EngineError).message, /"styles\.css" \(the search text of the change was not found in the file\)/);
  t.equal((error as EngineError).retryable, false);
  t.same(recorder.emitted, [], 'nothing was emitted for a failed edit');
  const repair = fake.requests[1]!.body.messages[3]?.content ?? '';
  t.match(repair, /- styles\.css: the search text of the change was not found in the file/);
  t.match(repair, /<file path="styles.css">\nbody \{/, 'the current file is shown so the search can be copied');
});

t.test('a failed edit repaired by the model succeeds; other blocks of the first answer stay applied', async (t) => {
  const { fake, engine } = await setup(t, 65);
  const first = `${BAD_EDIT}\n<edit path="index.html"><search>Open every day.</search><replace>Open daily.</replace></edit>`;
  fake.enqueue(streamAnswer(first), streamAnswer(GOOD_EDIT));
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_r5', query: 'Blue heading', files: site() }, recorder.context);
  const byPath = new Map(result.files.map((file) => [file.path, file.content]));
  t.equal(byPath.get('styles.css'), STYLES.replace('#333', 'blue'));
  t.equal(byPath.get('index.html'), PAGE.replace('Open every day.', 'Open daily.'));
  t.same(
    recorder.emitted.map((file) => file.path),
    ['index.html', 'styles.css'],
  );
});

t.test('ambiguous search texts and edits of missing files are problems too', async (t) => {
  const { fake, engine } = await setup(t, 66);
  const ambiguous = '<edit path="styles.css"><search>\n}\n</search><replace>\n}\n\n</replace></edit>';
  const missing = '<edit path="about.html"><search>x</search><replace>y</replace></edit>';
  fake.enqueue(streamAnswer(ambiguous + missing), streamAnswer(ambiguous + missing));
  const error = await engine.run({ jobId: 'job_r6', query: 'Fix', files: site() }, recordingContext().context).catch((e: unknown) => e);
  const message = (error as EngineError).message;
  t.match(message, /some files/);
  t.match(message, /"styles\.css" \(the search text of the change was found 2 times; it must match exactly once\)/);
  t.match(message, /"about\.html" \(there is no such file to edit\)/);
});

t.test('unusable paths and broken HTML are repaired like failed edits', async (t) => {
  const { fake, engine } = await setup(t, 67);
  const first =
    fileBlock('../escape.html', PAGE) +
    fileBlock('index.html', '<!doctype html>\n<html><body><p>cut off <a href="x') +
    fileBlock('styles.css', STYLES);
  fake.enqueue(streamAnswer(first), streamAnswer(`${fileBlock('index.html', PAGE)}<delete path="../escape.html"/>`));
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_r7', query: 'A bakery', files: [] }, recorder.context);
  t.same(result.files.map((file) => file.path).sort(), ['index.html', 'styles.css']);
  t.same(
    recorder.emitted.map((file) => file.path),
    ['styles.css', 'index.html'],
    'only usable files are emitted',
  );
  const repair = fake.requests[1]!.body.messages[3]?.content ?? '';
  t.match(repair, /- \.\.\/escape\.html: its path must not contain "\.\." segments/);
  t.match(repair, /- index\.html: the HTML does not parse/);
});

t.test('a block left open at the end of an answer is a problem of its file', async (t) => {
  const { fake, engine } = await setup(t, 68);
  fake.enqueue(streamAnswer(`${fileBlock('styles.css', STYLES)}<file path="index.html">\n<!doctype html>`), streamAnswer('I am done.'));
  const error = await engine.run({ jobId: 'job_r8', query: 'A bakery', files: [] }, recordingContext().context).catch((e: unknown) => e);
  t.match((error as EngineError).message, /"index\.html" \(its <file> block was never closed/);
});

t.test('a new site without any HTML page fails', async (t) => {
  const { fake, engine } = await setup(t, 69);
  fake.enqueue(streamAnswer(fileBlock('styles.css', STYLES)));
  const error = await engine.run({ jobId: 'job_r9', query: 'A bakery', files: [] }, recordingContext().context).catch((e: unknown) => e);
  t.match((error as EngineError).message, /did not write any HTML page/);
});

t.test('deleting every file leaves nothing to deploy and fails', async (t) => {
  const { fake, engine } = await setup(t, 70);
  fake.enqueue(streamAnswer('<delete path="index.html"/><delete path="styles.css"/>'));
  const error = await engine
    .run({ jobId: 'job_r10', query: 'Remove all', files: site() }, recordingContext().context)
    .catch((e: unknown) => e);
  t.match((error as EngineError).message, /without any files/);
});
