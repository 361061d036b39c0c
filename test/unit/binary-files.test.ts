// Binary files (issue 27), without a stack: the format checks by magic number, strict base64, the
// request schema's rules for a file's content by its encoding, the language labels and content
// types, and the generator's rules for an engine's output.
import t from 'tap';
import { generateRequestSchema } from '../../shared/api/schemas.ts';
import { binaryContentProblem, binaryFormatOf, isBinaryPath } from '../../shared/files/binary-formats.ts';
import { contentTypeForPath, languageForPath } from '../../shared/files/file-language.ts';
import { base64DecodedLength, decodeStrictBase64, strictBase64Problem } from '../../shared/files/strict-base64.ts';
import { checkEncoding, checkFileSize, checkResult, labelled } from '../../services/generator/output-rules.ts';
import { SiteDraft } from '../../services/generator/engines/openai/site-draft.ts';
import { checkSite } from '../../services/generator/checks/site-checks.ts';
import { webhookData } from '../../shared/webhooks/webhook-payload.ts';
import { initialJobState } from '../../shared/jobs/job-state.ts';
import { jobEtag } from '../../services/gateway/read/job-etag.ts';
import { outputFile } from '../../services/gateway/read/job-response.ts';
import { FONT_WOFF2, PHOTO_JPG, base64File, makePng } from '../support/binary-files.ts';

const bytes = (...parts: (number[] | string)[]) =>
  Buffer.concat(parts.map((part) => (typeof part === 'string' ? Buffer.from(part, 'latin1') : Buffer.from(part))));

const SAMPLES: Record<string, Buffer> = {
  'a.png': makePng(2, 2),
  'a.jpg': PHOTO_JPG,
  'a.jpeg': PHOTO_JPG,
  'a.gif': bytes('GIF89a', [1, 0, 1, 0, 0, 0, 0]),
  'old.gif': bytes('GIF87a', [1, 0, 1, 0]),
  'a.webp': bytes('RIFF', [26, 0, 0, 0], 'WEBPVP8 '),
  'a.avif': bytes([0, 0, 0, 0x1c], 'ftypavif', [0, 0, 0, 0], 'avifmif1miaf'),
  'seq.avif': bytes([0, 0, 0, 0x18], 'ftypavis', [0, 0, 0, 0], 'avismsf1'),
  'compat.avif': bytes([0, 0, 0, 0x18], 'ftypmif1', [0, 0, 0, 0], 'mif1avif'),
  'favicon.ico': bytes([0, 0, 1, 0, 1, 0, 16, 16]),
  'a.woff': bytes('wOFF', [0, 1, 0, 0]),
  'a.woff2': FONT_WOFF2,
  'a.ttf': bytes([0, 1, 0, 0, 0, 10]),
  'a.otf': bytes('OTTO', [0, 10]),
  'mac.ttf': bytes('true', [0, 10]),
};

t.test('each binary format accepts its own signature and no other', async (t) => {
  for (const [path, sample] of Object.entries(SAMPLES)) {
    t.equal(binaryContentProblem(path, sample), null, `${path} is what it says`);
    const format = binaryFormatOf(path)!;
    for (const [other, otherSample] of Object.entries(SAMPLES)) {
      // TrueType and OpenType share the sfnt signatures: a .ttf with CFF outlines is as common as the reverse.
      const sfnt = (name: string) => /\.(ttf|otf)$/.test(name);
      if (binaryFormatOf(other)!.contentType === format.contentType || (sfnt(path) && sfnt(other))) continue;
      t.match(binaryContentProblem(path, otherSample), new RegExp(`is not ${format.name}`), `${other}'s bytes are not ${path}`);
    }
  }
  t.match(binaryContentProblem('logo.png', Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>')), /is not a PNG image/);
  t.match(binaryContentProblem('logo.png', Buffer.alloc(0)), /is not a PNG image/, 'empty bytes are no PNG');
  t.match(binaryContentProblem('logo.png', makePng(1, 1).subarray(0, 7)), /is not a PNG image/, 'a signature cut short');
  t.match(
    binaryContentProblem('a.avif', bytes([0, 0, 0, 0x14], 'ftypheic', [0, 0, 0, 0], 'mif1')),
    /is not an AVIF image/,
    'HEIC is not AVIF',
  );
  t.match(binaryContentProblem('a.webp', bytes('RIFF', [26, 0, 0, 0], 'WAVEfmt ')), /is not a WebP image/, 'a WAV is not WebP');
  t.match(binaryContentProblem('index.html', makePng(1, 1)), /text file/, 'an HTML page is never binary');
  t.match(binaryContentProblem('logo.svg', makePng(1, 1)), /text file/, 'SVG stays text');
});

t.test('which paths are binary, their language labels and content types', async (t) => {
  for (const path of ['a.png', 'b/C.PNG', 'a.jpg', 'a.jpeg', 'a.gif', 'a.webp', 'a.avif', 'a.ico', 'f.woff', 'f.woff2', 'f.ttf', 'f.otf'])
    t.ok(isBinaryPath(path), path);
  for (const path of ['index.html', 'logo.svg', 'site.css', 'app.js', 'png', '.png', 'a.png.txt', 'README'])
    t.notOk(isBinaryPath(path), path);
  t.same(
    ['a.png', 'a.jpg', 'a.jpeg', 'a.gif', 'a.webp', 'a.avif', 'a.ico', 'f.woff', 'f.woff2', 'f.ttf', 'f.otf', 'logo.svg'].map(
      languageForPath,
    ),
    ['png', 'jpeg', 'jpeg', 'gif', 'webp', 'avif', 'ico', 'font', 'font', 'font', 'font', 'svg'],
  );
  t.equal(contentTypeForPath('img/Logo.PNG'), 'image/png');
  t.equal(contentTypeForPath('a.avif'), 'image/avif');
  t.equal(contentTypeForPath('f.woff2'), 'font/woff2');
  t.equal(contentTypeForPath('f.ttf'), 'font/ttf');
  t.equal(contentTypeForPath('logo.svg'), 'image/svg+xml; charset=utf-8');
  t.equal(contentTypeForPath('index.html'), 'text/html; charset=utf-8');
});

t.test('strict base64: RFC 4648, padded, canonical, nothing else', async (t) => {
  for (const good of ['', 'QQ==', 'QUI=', 'QUJD', makePng(3, 3).toString('base64'), FONT_WOFF2.toString('base64')]) {
    t.equal(strictBase64Problem(good), null, good.slice(0, 20));
    t.same(decodeStrictBase64(good), Buffer.from(good, 'base64'));
    t.equal(base64DecodedLength(good), Buffer.from(good, 'base64').length, 'the decoded length, without decoding');
  }
  const bad: [string, RegExp][] = [
    ['QQ', /multiple of 4/],
    ['QQ=', /multiple of 4/],
    ['QUJD\n', /multiple of 4/],
    ['QU J', /only A-Z/],
    ['QUJ\nQUJD', /only A-Z/],
    ['Q-_D', /only A-Z/],
    ['QQ=A', /only A-Z/],
    ['Q===', /only A-Z/],
    ['QR==', /canonical/],
    ['QUJ=', /canonical/],
    ['éàüö', /only A-Z/],
  ];
  for (const [text, reason] of bad) {
    t.match(strictBase64Problem(text), reason, JSON.stringify(text));
    t.equal(decodeStrictBase64(text), null, JSON.stringify(text));
  }
});

t.test('the request schema: a file content by its encoding, sizes in decoded bytes', async (t) => {
  const limits = { maxFiles: 10, maxFileBytes: 100 };
  const schema = generateRequestSchema(limits);
  const messageOf = (file: Record<string, unknown>) => {
    const parsed = schema.safeParse({ query: 'Add the logo', files: [file] });
    return parsed.success ? null : parsed.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ');
  };
  const png = makePng(2, 2);
  t.equal(messageOf(base64File('logo.png', png)), null, 'a PNG in base64');
  t.equal(
    messageOf(base64File('photo.jpg', PHOTO_JPG.subarray(0, 100))),
    null,
    '100 bytes: at the limit, though its base64 is 136 characters',
  );
  t.equal(messageOf({ path: 'index.html', content: '<p>hi</p>' }), null, 'text as ever');
  t.equal(messageOf({ path: 'index.html', content: '<p>hi</p>', encoding: 'utf-8' }), null, 'utf-8 said outright');
  t.equal(messageOf({ path: 'logo.svg', content: '<svg/>' }), null, 'SVG is text');

  t.equal(messageOf(base64File('photo.jpg', PHOTO_JPG.subarray(0, 101))), 'files.0.content: must be at most 100 bytes (got 101)');
  t.equal(messageOf({ path: 'index.html', content: 'x'.repeat(101) }), 'files.0.content: must be at most 100 bytes (got 101)');
  t.match(messageOf({ path: 'logo.png', content: 'iVBORw0KGgo=!', encoding: 'base64' }), /^files\.0\.content: must be base64/);
  const wrapped = `${png.toString('base64').slice(0, 20)}\n${png.toString('base64').slice(20)}`;
  t.match(messageOf({ path: 'logo.png', content: wrapped, encoding: 'base64' }), /^files\.0\.content: must be base64/, 'no line breaks');
  t.match(messageOf({ path: 'logo.png', content: 'iVBORw0KGgp=', encoding: 'base64' }), /^files\.0\.content: must be canonical base64/);
  t.match(
    messageOf(base64File('logo.png', PHOTO_JPG.subarray(0, 90))),
    /^files\.0\.content: is not a PNG image: its first bytes are not those of a PNG image, as "logo\.png" says it is$/,
  );
  t.match(
    messageOf({ path: 'logo.png', content: 'PNG' }),
    /^files\.0\.content: "logo\.png" is a PNG image: send its bytes in base64 with "encoding": "base64"$/,
  );
  t.match(messageOf(base64File('index.html', Buffer.from('<p>hi</p>'))), /^files\.0\.content: is base64, but "index\.html" is a text file/);
  t.match(messageOf(base64File('logo.svg', Buffer.from('<svg/>'))), /^files\.0\.content: is base64, but "logo\.svg" is a text file/);
  t.match(messageOf({ path: 'a.png', content: png.toString('base64'), encoding: 'binary' }), /^files\.0\.encoding: /);
});

t.test("an engine's output: binary files checked as a caller's, sizes in decoded bytes", async (t) => {
  const png = makePng(4, 4);
  const site = (...more: { path: string; content: string; language: string; encoding?: 'base64' }[]) => [
    { path: 'index.html', content: '<!doctype html><title>x</title>', language: 'html' },
    ...more,
  ];
  t.doesNotThrow(() => checkResult(site({ ...base64File('logo.png', png), language: 'png' }), { maxFiles: 5, maxFileBytes: png.length }));
  t.throws(() => checkResult(site({ ...base64File('logo.png', png), language: 'png' }), { maxFiles: 5, maxFileBytes: png.length - 1 }), {
    message: new RegExp(`"logo\\.png" of ${png.length} bytes`),
  });
  t.throws(() => checkEncoding({ path: 'logo.png', content: 'not a png', language: 'png' }), {
    message: /as text, but it is a binary file/,
  });
  // A project's text `.png` from before binary files existed is kept when the engine leaves it as it was.
  const old = { path: 'logo.png', content: 'png', language: 'text' };
  t.doesNotThrow(() => checkResult(site(old), { maxFiles: 5, maxFileBytes: 100 }, [old]), 'passed through unchanged');
  t.throws(() => checkResult(site({ ...old, content: 'png!' }), { maxFiles: 5, maxFileBytes: 100 }, [old]), {
    message: /as text, but it is a binary file/,
  });
  t.throws(() => checkEncoding({ ...base64File('logo.png', PHOTO_JPG), language: 'png' }), { message: /is not a PNG image/ });
  t.throws(() => checkEncoding({ path: 'logo.png', content: 'iVBOR w0K', language: 'png', encoding: 'base64' }), {
    message: /must be base64/,
  });
  t.doesNotThrow(() => checkFileSize({ ...base64File('logo.png', png), language: 'png' }, png.length));
  t.same(
    labelled({ ...base64File('img/logo.png', png), language: '' }),
    { ...base64File('img/logo.png', png), language: 'png' },
    'the encoding stays',
  );
  t.same(
    labelled({ path: 'a.css', content: 'a{}', language: '' }),
    { path: 'a.css', content: 'a{}', language: 'css' },
    'text: three fields',
  );

  // The quality report reads pages and stylesheets only: a binary file is never parsed as one.
  const report = await checkSite([
    {
      path: 'index.html',
      content:
        '<!doctype html><html lang="en"><head><title>x</title></head><body><main><img src="logo.png" alt="Logo"></main></body></html>',
      language: 'html',
    },
    { ...base64File('logo.png', png), language: 'png' },
  ]);
  t.equal(report.links_ok, true, 'the image is among the files');

  // The model can neither edit, overwrite nor delete a given image, nor write a picture as text:
  // such blocks are not applied and are noted (test/engines/openai/pictures.test.ts says how the job tells it).
  const draft = new SiteDraft([{ ...base64File('logo.png', png), language: 'png' }]);
  t.same(draft.edit('logo.png', [{ search: 'iVBOR', replace: 'xxxxx' }]), { ok: true, file: null });
  t.same(draft.write('logo.png', 'a logo'), { ok: true, file: null });
  t.same(draft.delete('logo.png'), { ok: true, file: null });
  t.same(draft.keptPaths, ['logo.png'], 'the attempts on the given image are noted');
  t.same(draft.write('photo.jpg', 'a photo'), { ok: true, file: null });
  t.same(draft.textPicturePaths, ['photo.jpg'], 'a picture written as text is noted, not written');
  t.same(draft.result(), [{ ...base64File('logo.png', png), language: 'png' }], 'the image is as it was');
});

t.test('answers: text files keep their three fields, binary files say base64', async (t) => {
  t.same(outputFile({ path: 'a.html', content: 'x', language: 'html', encoding: 'utf-8' }), {
    path: 'a.html',
    content: 'x',
    language: 'html',
  });
  t.same(outputFile({ ...base64File('a.png', makePng(1, 1)), language: 'png' }), {
    ...base64File('a.png', makePng(1, 1)),
    language: 'png',
  });

  const ref = (encoding?: 'base64') => ({
    path: 'a.png',
    digest: 'a'.repeat(64),
    size: 70,
    language: 'png',
    ...(encoding ? { encoding } : {}),
  });
  const state = {
    ...initialJobState,
    exists: true,
    createdAt: '2026-01-01T00:00:00.000Z',
    files: [ref('base64'), { ...ref(), path: 'a.html', language: 'html' }],
  };
  t.same(webhookData(state, '2026-01-01T00:00:01.000Z').files, [
    { path: 'a.png', size: 70, language: 'png', encoding: 'base64' },
    { path: 'a.html', size: 70, language: 'html' },
  ]);

  const answer = (files: any[]) => ({ files, status: 'ready', elapsed_seconds: 1 }) as any;
  const text = { path: 'a.png', content: 'QUJD', language: 'png' };
  t.not(jobEtag(answer([text])), jobEtag(answer([{ ...text, encoding: 'base64' }])), 'the encoding counts in the ETag');
});
