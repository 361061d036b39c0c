// The visual review round (issue 28): with OPENAI_VISUAL_REVIEW=true the finished site is drawn in
// real Chromium and its screenshots at 1280 and 375 px, with the browser checks' problems, go to
// the model once as image parts; its fix is applied. A model that takes no images is skipped with
// a note; the round is off by default and needs a Chromium.
import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { refusesImages } from '../../../services/generator/engines/openai/visual-review.ts';
import { errorAnswer, FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';

t.setTimeout(180_000);

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

// A page wider than a phone: 900 px of table in a 375 px screen.
const WIDE = PAGE.replace('<p>Open every day.</p>', '<p>Open every day.</p>\n    <div class="prices">Prices</div>');
const WIDE_STYLES = `${STYLES}\n.prices {\n  width: 900px;\n}\n`;
const FIX = '<edit path="styles.css"><search>\n  width: 900px;\n</search><replace>\n  max-width: 100%;\n</replace></edit>';

async function setup(t: WithTeardown, seed: number, overrides: Record<string, string>, chromiumPath: string | null = CHROMIUM) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  const config = testConfig(fake, { OPENAI_QUALITY_ROUNDS: '0', OPENAI_MAX_RETRIES: '0', ...overrides });
  return { fake, engine: createOpenAIEngine(config, undefined, { chromiumPath }) };
}

/** The width in a PNG's IHDR chunk, from a data: URL. */
function pngWidth(dataUrl: string): number {
  const bytes = Buffer.from(dataUrl.replace(/^data:image\/png;base64,/, ''), 'base64');
  t.equal(bytes.subarray(1, 4).toString('latin1'), 'PNG');
  return bytes.readUInt32BE(16);
}

t.test('the screenshots and the rendered problems go to the model once, and its fix is applied', async (t) => {
  const { fake, engine } = await setup(t, 91, { OPENAI_VISUAL_REVIEW: 'true' });
  fake.enqueue(streamAnswer(`${fileBlock('index.html', WIDE)}${fileBlock('styles.css', WIDE_STYLES)}`), streamAnswer(FIX));
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_v1', query: 'A bakery with its prices', files: [] }, recorder.context);
  t.equal(fake.requests.length, 2, 'the first answer, then one review: no more');
  const messages = fake.requests[1]!.body.messages;
  t.same(
    messages.map((m) => m.role),
    ['system', 'user', 'assistant', 'user'],
    'the review continues the conversation',
  );
  const content = messages[3]!.content;
  const parts = Array.isArray(content) ? content : [];
  t.ok(Array.isArray(content), 'the review is sent as parts');
  const text = parts.find((part) => part.type === 'text')?.text ?? '';
  t.match(text, /1\. index\.html at 1280 px \(desktop\)\n2\. index\.html at 375 px \(phone\)/, 'the pictures are named in order');
  t.match(
    text,
    /- index\.html at phone \[horizontal-overflow\] body > main > div\.prices: /,
    "the browser's problem, with the element, at the phone width",
  );
  t.match(text, /<file path="styles.css">\n[\s\S]*width: 900px;/, 'the files as they stand, for the edits to match');
  const images = parts.filter((part) => part.type === 'image_url').map((part) => part.image_url!.url);
  t.equal(images.length, 2, 'one picture per page and width');
  t.same(images.map(pngWidth), [1280, 375], 'PNG screenshots at 1280 and 375 px');
  t.match(result.files.find((file) => file.path === 'styles.css')?.content, /max-width: 100%;/, "the model's fix is in the site");
  t.equal(recorder.usage.length, 2, 'the usage counts both calls');
  t.ok(recorder.progress.includes('Reviewing 2 screenshots with the AI model'));
  t.equal(result.summary, 'Done: 2 files written');
});

t.test('a model that takes no images: the site is kept and the summary says the review was skipped', async (t) => {
  const { fake, engine } = await setup(t, 92, { OPENAI_VISUAL_REVIEW: 'true' });
  fake.enqueue(
    streamAnswer(`${fileBlock('index.html', WIDE)}${fileBlock('styles.css', WIDE_STYLES)}`),
    errorAnswer(400, {
      body: { error: { message: 'Invalid content type. image_url is only supported by certain models.', type: 'invalid_request_error' } },
    }),
  );
  const result = await engine.run({ jobId: 'job_v2', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(fake.requests.length, 2, 'asked once, not retried');
  t.equal(result.files.find((file) => file.path === 'styles.css')?.content, WIDE_STYLES, 'the site as the first answer left it');
  t.equal(result.summary, 'Done: 2 files written (the visual review was skipped: the AI model does not take images)');
});

t.test('off by default; on without a Chromium it says so', async (t) => {
  const off = await setup(t, 93, {});
  off.fake.enqueue(streamAnswer(`${fileBlock('index.html', WIDE)}${fileBlock('styles.css', WIDE_STYLES)}`));
  const plain = await off.engine.run({ jobId: 'job_v3', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(off.fake.requests.length, 1, 'no review unless asked for');
  t.equal(plain.summary, 'Done: 2 files written');

  const blind = await setup(t, 94, { OPENAI_VISUAL_REVIEW: 'true' }, null);
  blind.fake.enqueue(streamAnswer(`${fileBlock('index.html', WIDE)}${fileBlock('styles.css', WIDE_STYLES)}`));
  const result = await blind.engine.run({ jobId: 'job_v4', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(blind.fake.requests.length, 1);
  t.equal(result.summary, 'Done: 2 files written (no visual review: no Chromium where the generator runs)');
});

t.test("the provider's refusal of images is told from other refusals", async (t) => {
  const { APIError } = await import('openai');
  const refusal = (status: number, message: string) =>
    new Error('wrapped', { cause: APIError.generate(status, { error: { message } }, message, new Headers()) });
  t.ok(refusesImages(refusal(400, 'This model does not support image input')));
  t.ok(refusesImages(refusal(400, 'Model is not multimodal')));
  t.ok(refusesImages(refusal(422, 'vision is not enabled for this deployment')));
  t.notOk(refusesImages(refusal(400, 'max_tokens is too large')), 'another 400');
  t.notOk(refusesImages(refusal(500, 'image decoder crashed')), 'a server error is not a refusal');
  t.notOk(refusesImages(refusal(429, 'rate limit on image requests')), 'nor a rate limit');
  t.notOk(refusesImages(new Error('image')), 'nor an error that is not the provider');
});
