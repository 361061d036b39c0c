// Issue 27: the request's pictures reach the model without ever being text in the prompt. With
// OPENAI_VISION=true they go as image parts (bounded in count and bytes); otherwise, or when the
// model takes no images, they are listed by path, size and pixel dimensions. Either way the
// model's answer cannot overwrite or delete them.
import t from 'tap';
import { createOpenAIEngine } from '../../../services/generator/engines/openai/openai-engine.ts';
import { MAX_VISION_IMAGES } from '../../../services/generator/engines/openai/picture-context.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { errorAnswer, FakeOpenAI, streamAnswer } from '../../support/fake-openai/fake-openai.ts';
import type { RequestContentPart } from '../../support/fake-openai/fake-openai.ts';
import { fileBlock, PAGE, recordingContext, STYLES, testConfig } from '../../support/fake-openai/engine-harness.ts';
import type { WithTeardown } from '../../support/fake-openai/engine-harness.ts';
import { samplePng } from '../../support/sample-images.ts';

function binary(path: string, bytes: Buffer): SiteFile {
  return { path, content: bytes.toString('base64'), language: 'text', encoding: 'base64' };
}

// AVIF: a file type box naming the brand, then meta > iprp > ipco > ispe with the size.
function avif(width: number, height: number): Buffer {
  const box = (type: string, body: Buffer) => {
    const head = Buffer.alloc(8);
    head.writeUInt32BE(8 + body.length);
    head.write(type, 4, 'latin1');
    return Buffer.concat([head, body]);
  };
  const ispe = Buffer.alloc(12);
  ispe.writeUInt32BE(width, 4);
  ispe.writeUInt32BE(height, 8);
  return Buffer.concat([
    box('ftyp', Buffer.from('avif\0\0\0\0', 'latin1')),
    box('meta', Buffer.concat([Buffer.alloc(4), box('iprp', box('ipco', box('ispe', ispe)))])),
  ]);
}

const logo = binary('logo.png', samplePng(240, 80));
const team = binary('images/team-photo.png', samplePng(400, 300, [40, 90, 160]));
const banner = binary('images/banner.avif', avif(1600, 900));
const ANSWER = `${fileBlock('index.html', PAGE.replace('<main>', '<main>\n    <img src="logo.png" alt="Rosa" width="240" height="80">'))}${fileBlock('styles.css', STYLES)}`;
// An answer that tries to replace one given picture with text and delete another.
const GRABBY = `${ANSWER}${fileBlock('logo.png', 'not a picture any more\n')}<delete path="images/team-photo.png"/>\n`;

async function setup(t: WithTeardown, seed: number, overrides: Record<string, string> = {}) {
  const fake = await FakeOpenAI.start(seed);
  t.teardown(() => fake.close());
  const config = testConfig(fake, { OPENAI_QUALITY_ROUNDS: '0', OPENAI_MAX_RETRIES: '0', ...overrides });
  return { fake, engine: createOpenAIEngine(config) };
}

function partsOf(content: string | RequestContentPart[] | undefined): RequestContentPart[] {
  return Array.isArray(content) ? content : [];
}

t.test('OPENAI_VISION=true: the pictures go as image parts after the request, and are listed', async (t) => {
  const { fake, engine } = await setup(t, 201, { OPENAI_VISION: 'true' });
  fake.enqueue(streamAnswer(GRABBY));
  const query = "A site for Rosa's Bakery. Our logo is logo.png.";
  const result = await engine.run({ jobId: 'job_p1', query, files: [logo, team, banner] }, recordingContext().context);
  t.equal(fake.requests.length, 1);
  const messages = fake.requests[0]!.body.messages;
  t.same(
    messages.map((m) => m.role),
    ['system', 'user'],
  );
  t.equal(typeof messages[0]!.content, 'string', 'the system prompt is as before');
  const parts = partsOf(messages[1]!.content);
  t.same(
    parts.map((part) => part.type),
    ['text', 'image_url', 'image_url'],
    'the request, then one part per picture a vision model reads (not the AVIF)',
  );
  const text = parts[0]!.text ?? '';
  t.match(
    text,
    /^Build this website:\n\nA site for Rosa's Bakery\. Our logo is logo\.png\.\n\nThe request comes with these pictures/,
    'a new site, built around them',
  );
  t.match(text, '- logo.png: PNG picture, 240 × 80 px, ');
  t.match(
    text,
    /- logo\.png: [^\n]* bytes \(image 1 below\)\n- images\/team-photo\.png: PNG picture, 400 × 300 px, [\d,]+ bytes \(image 2 below\)/,
  );
  t.match(text, /- images\/banner\.avif: AVIF picture, 1600 × 900 px, \d+ bytes\n/, 'listed, not sent');
  t.same(
    parts.slice(1).map((part) => part.image_url?.url),
    [`data:image/png;base64,${logo.content}`, `data:image/png;base64,${team.content}`],
    'the bytes as data: URLs',
  );
  t.notOk(text.includes(logo.content), 'no picture as text');

  const byPath = new Map(result.files.map((f) => [f.path, f]));
  t.same(byPath.get('logo.png'), logo, 'an answer cannot overwrite a given picture');
  t.same(byPath.get('images/team-photo.png'), team, 'nor delete one');
  t.same(byPath.get('images/banner.avif'), banner);
  t.match(byPath.get('index.html')?.content, '<img src="logo.png"');
  t.match(result.summary, /the given logo\.png, images\/team-photo\.png kept as given/);
});

t.test('vision off (the default): listed by path, size and pixels; never as text', async (t) => {
  const { fake, engine } = await setup(t, 202);
  fake.enqueue(streamAnswer(ANSWER));
  await engine.run({ jobId: 'job_p2', query: 'A bakery site with our logo', files: [logo, team] }, recordingContext().context);
  const content = fake.requests[0]!.body.messages[1]!.content;
  t.equal(typeof content, 'string', 'no parts');
  t.match(
    content,
    /- logo\.png: PNG picture, 240 × 80 px, [\d,]+ bytes\n- images\/team-photo\.png: PNG picture, 400 × 300 px, [\d,]+ bytes\n/,
  );
  t.notMatch(content, /image \d below/);
  t.notOk(String(content).includes(team.content.slice(0, 40)), 'no base64 in the prompt');
});

t.test('an edit lists the binary files apart and shows only the text ones', async (t) => {
  const { fake, engine } = await setup(t, 203);
  fake.enqueue(streamAnswer('<edit path="index.html"><search>Open every day.</search><replace>Open daily.</replace></edit>'));
  const page: SiteFile = { path: 'index.html', content: PAGE, language: 'html' };
  const styles: SiteFile = { path: 'styles.css', content: STYLES, language: 'css' };
  const result = await engine.run(
    { jobId: 'job_p3', query: 'Say we are open daily', files: [page, styles, logo] },
    recordingContext().context,
  );
  const content = String(fake.requests[0]!.body.messages[1]!.content);
  t.match(content, /^The site currently has 3 files\./, 'the picture counts among the files');
  t.match(content, '<file path="index.html">');
  t.notMatch(content, '<file path="logo.png">', 'a binary file is never a text block');
  t.match(content, /- logo\.png: PNG picture, 240 × 80 px/);
  t.same(
    result.files.find((f) => f.path === 'logo.png'),
    logo,
  );
  t.match(result.files.find((f) => f.path === 'index.html')?.content, 'Open daily.');
});

t.test('a model that takes no images gets the pictures listed instead', async (t) => {
  const { fake, engine } = await setup(t, 204, { OPENAI_VISION: 'true' });
  fake.enqueue(
    errorAnswer(400, {
      body: { error: { message: 'Invalid content type. image_url is only supported by certain models.', type: 'invalid_request_error' } },
    }),
    streamAnswer(ANSWER),
  );
  const recorder = recordingContext();
  const result = await engine.run({ jobId: 'job_p4', query: 'A bakery', files: [logo] }, recorder.context);
  t.equal(fake.requests.length, 2);
  t.ok(Array.isArray(fake.requests[0]!.body.messages[1]!.content), 'first with the picture');
  const second = fake.requests[1]!.body.messages[1]!.content;
  t.equal(typeof second, 'string', 'then without');
  t.match(second, /- logo\.png: PNG picture, 240 × 80 px/);
  t.ok(recorder.progress.includes('The AI model takes no images: the pictures are described to it instead'));
  t.same(
    result.files.find((f) => f.path === 'logo.png'),
    logo,
  );
});

t.test('image parts are bounded in count and bytes', async (t) => {
  const { fake, engine } = await setup(t, 205, { OPENAI_VISION: 'true' });
  fake.enqueue(streamAnswer(ANSWER), streamAnswer(ANSWER));
  const many = Array.from({ length: MAX_VISION_IMAGES + 3 }, (_, i) => binary(`photos/p${i}.png`, samplePng(20 + i, 10)));
  await engine.run({ jobId: 'job_p5', query: 'A gallery site', files: many }, recordingContext().context);
  const parts = partsOf(fake.requests[0]!.body.messages[1]!.content);
  t.equal(parts.filter((part) => part.type === 'image_url').length, MAX_VISION_IMAGES, `at most ${MAX_VISION_IMAGES} pictures sent`);
  t.match(parts[0]?.text, `- photos/p${MAX_VISION_IMAGES + 2}.png: PNG picture, ${20 + MAX_VISION_IMAGES + 2} × 10 px`, 'the rest listed');

  // Two 5 MiB pictures: the second would pass the 8 MiB of image parts a request may carry.
  const big = (i: number) =>
    binary(`big${i}.png`, Buffer.concat([samplePng(3000, 2000 + i).subarray(0, 33), Buffer.alloc(5 * 1024 * 1024)]));
  await engine.run({ jobId: 'job_p6', query: 'A poster site', files: [big(0), big(1)] }, recordingContext().context);
  const bigParts = partsOf(fake.requests[1]!.body.messages[1]!.content);
  t.equal(bigParts.filter((part) => part.type === 'image_url').length, 1, 'only what fits the byte bound');
  t.match(bigParts[0]?.text, /- big1\.png: PNG picture, 3000 × 2001 px, 5,242,[\d,]+ bytes\n/);
});

t.test('a raster picture written as text is not written', async (t) => {
  const { fake, engine } = await setup(t, 206);
  fake.enqueue(streamAnswer(`${ANSWER}${fileBlock('hero.jpg', 'a lovely photo of bread\n')}`));
  const result = await engine.run({ jobId: 'job_p7', query: 'A bakery', files: [] }, recordingContext().context);
  t.equal(fake.requests.length, 1, 'no repair round for it');
  t.notOk(
    result.files.some((f) => f.path === 'hero.jpg'),
    'no text file posing as a JPEG',
  );
  t.match(result.summary, /\(hero\.jpg not written: a picture cannot be text\)$/);
});
