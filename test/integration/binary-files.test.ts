// Binary files end to end (issue 27), on a real stack (nats-server, PostgreSQL): a PNG, a JPEG and
// a WOFF2 font sent with an edit come back byte for byte from every place that holds or answers
// them: the log (events and the blob store), the read model (GET /job from a gateway that never
// saw the job, the blobs table), the event stream and the SDK, exports, the preview, the diff.
// Malformed base64, a `.png` that is not a PNG and a PNG sent as text are 400s in the endpoint's
// shape; the size limit counts decoded bytes; text files are answered exactly as before.
import { createHash } from 'node:crypto';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import t from 'tap';
import { Sitewright, binaryFile, fileBytes } from 'sitewright/client';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { FONT_WOFF2, PHOTO_JPG, base64File, makePng } from '../support/binary-files.ts';
import { GENERATE_EMPTY } from '../support/refusal-shapes.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

/** Small, so a file over the limit is quick to send; the font (40,656 bytes) fits. */
const MAX_FILE_BYTES = 60_000;
const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

const PAGE =
  '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Bakery</title><link rel="icon" href="logo.png"></head>' +
  '<body><main><h1>Old heading</h1><img src="logo.png" alt="Bakery logo" width="40" height="20"><img src="photos/bread.jpg" alt="A loaf" width="16" height="16"></main></body></html>\n';
const LOGO = makePng(40, 20);
const LOGO_V2 = makePng(40, 20, [20, 120, 220]);

let stack: TestStack;
let apiKey: string;
let accountId: string;

t.before(async () => {
  stack = await startStack({ env: { MAX_FILE_BYTES: String(MAX_FILE_BYTES) } });
  ({ apiKey, accountId } = await stack.createAccount({ name: 'Binary files', burst: 50, rate_limit_per_minute: 600 }));
});
t.teardown(() => stack?.stop());

const admin = (path: string) => fetch(`${stack.baseUrl}${path}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });

/** Every file of an answer, by path. */
const byPath = (files: any[]) => new Map<string, any>(files.map((file) => [file.path, file]));

let first: any;

t.test('a PNG, a JPEG and a font round trip byte for byte through an edit: the log, the read model, exports, the preview', async (t) => {
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: 'Change the main heading to "Binary Bakery"',
      project_id: 'binary-bakery',
      files: [
        { path: 'index.html', content: PAGE },
        base64File('logo.png', LOGO),
        base64File('photos/bread.jpg', PHOTO_JPG),
        base64File('fonts/open-sans.woff2', FONT_WOFF2),
      ],
    },
  });
  t.equal(started.status, 200, started.text);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  first = job;

  // GET /job, as the gateway that took the job answers it (from the log).
  const files = byPath(job.files);
  t.same([...files.keys()].sort(), ['fonts/open-sans.woff2', 'index.html', 'logo.png', 'photos/bread.jpg']);
  t.match(files.get('index.html').content, /<h1>Binary Bakery<\/h1>/);
  t.same(Object.keys(files.get('index.html')).sort(), ['content', 'language', 'path'], 'a text file: its three fields, no encoding');
  t.same(files.get('logo.png'), { path: 'logo.png', content: LOGO.toString('base64'), language: 'png', encoding: 'base64' });
  t.same(files.get('photos/bread.jpg'), { ...base64File('photos/bread.jpg', PHOTO_JPG), language: 'jpeg' });
  t.same(files.get('fonts/open-sans.woff2'), { ...base64File('fonts/open-sans.woff2', FONT_WOFF2), language: 'font' });

  // The event stream: a ready job is one `job` event, its files as GET /job answers them.
  const stream = await fetch(`${stack.baseUrl}/job/${job.job_id}/events`, {
    headers: { authorization: `Bearer ${apiKey}`, accept: 'text/event-stream' },
  });
  t.match(stream.headers.get('content-type'), /^text\/event-stream/);
  const data = (await stream.text()).split('\n').find((line) => line.startsWith('data: '))!;
  t.same(JSON.parse(data.slice(6)).files, job.files, 'the event stream carries the same files, the binary ones in base64');

  // The log: references with the digest and size of the bytes themselves, and the blobs are those bytes.
  const events = await stack.http('GET', `/admin/jobs/${job.job_id}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  const requested = events.body.events.find((event: any) => event.type === 'JobRequested');
  const completed = events.body.events.find((event: any) => event.type === 'JobCompleted');
  for (const [path, bytes] of [
    ['logo.png', LOGO],
    ['photos/bread.jpg', PHOTO_JPG],
    ['fonts/open-sans.woff2', FONT_WOFF2],
  ] as const) {
    const expected = { path, digest: sha256(bytes), size: bytes.length, encoding: 'base64' };
    t.match(
      requested.data.files.find((file: any) => file.path === path),
      expected,
      `${path}: JobRequested names its bytes`,
    );
    t.match(
      completed.data.files.find((file: any) => file.path === path),
      expected,
      `${path}: passed through the engine unchanged`,
    );
    const blob = await admin(`/admin/blobs/${sha256(bytes)}?account_id=${accountId}`);
    t.equal(blob.status, 200);
    t.same(Buffer.from(await blob.arrayBuffer()), bytes, `${path}: GET /admin/blobs answers its bytes`);
  }
  const html = completed.data.files.find((file: any) => file.path === 'index.html');
  t.notOk('encoding' in html, "a text file's reference is as it always was");

  // The export of the log (NDJSON CloudEvents) carries the same references.
  const exported = await admin('/admin/events?limit=1000');
  const lines = (await exported.text())
    .split('\n')
    .filter(Boolean)
    .map((line) => JSON.parse(line));
  const exportedRequest =
    lines.find((event) => event.type.endsWith('JobRequested') && event.subject?.includes(job.job_id)) ??
    lines.find((event) => JSON.stringify(event).includes(job.job_id) && JSON.stringify(event).includes('"encoding":"base64"'));
  t.ok(exportedRequest, 'the export holds the request');
  t.match(JSON.stringify(exportedRequest), /"path":"logo\.png","digest":"[0-9a-f]{64}","size":\d+,"language":"png","encoding":"base64"/);

  // The read model: a gateway that never saw the job answers it from PostgreSQL.
  await stack.caughtUp();
  const fresh = await startGateway(stack.config, quietLogger());
  try {
    const again = await fetch(`${fresh.url}/job/${job.job_id}`, { headers: { authorization: `Bearer ${apiKey}` } });
    const body = (await again.json()) as any;
    t.same(body.files, job.files, 'the read model answers the same files, the binary ones in base64');
  } finally {
    await fresh.stop();
  }
  const db = new pg.Client({ connectionString: stack.db.url });
  await db.connect();
  try {
    const rows = await db.query('select encoding, size, content from blobs where account_id = $1 and digest = $2', [
      accountId,
      sha256(LOGO),
    ]);
    t.same(
      rows.rows,
      [{ encoding: 'base64', size: LOGO.length, content: LOGO.toString('base64') }],
      'the blobs table: base64, decoded size',
    );
    const page = await db.query(
      'select b.encoding from job_files f join blobs b on b.account_id = f.account_id and b.digest = f.digest where f.job_id = $1 and f.path = $2',
      [job.job_id, 'index.html'],
    );
    t.same(page.rows, [{ encoding: 'utf-8' }]);
  } finally {
    await db.end();
  }

  // The preview serves the bytes with the image's content type.
  const preview = await fetch(`${stack.gateway.previewBaseUrl}/preview/${job.sandbox_session}/logo.png`);
  t.equal(preview.status, 200);
  t.equal(preview.headers.get('content-type'), 'image/png');
  t.same(Buffer.from(await preview.arrayBuffer()), LOGO, 'the preview serves the PNG byte for byte');
  const font = await fetch(`${stack.gateway.previewBaseUrl}/preview/${job.sandbox_session}/fonts/open-sans.woff2`);
  t.equal(font.headers.get('content-type'), 'font/woff2');
  t.same(Buffer.from(await font.arrayBuffer()), FONT_WOFF2);
});

t.test('the next version: binary files carried by the project, a changed image named by the diff', async (t) => {
  t.ok(first, 'the test above made the first version');
  // No files: the project's latest version is the starting point, its images included.
  const carried = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "Binary Bakery and Cafe"', project_id: 'binary-bakery' },
  });
  t.equal(carried.status, 200, carried.text);
  const second = await stack.waitForJob(carried.body.job_id, apiKey);
  t.equal(second.status, 'ready', second.error);
  t.same(byPath(second.files).get('logo.png'), byPath(first.files).get('logo.png'), "the project's image is carried over unchanged");

  // The caller sends a new logo: the diff names it, without a text diff of its base64.
  const files = second.files.map((file: any) => (file.path === 'logo.png' ? base64File('logo.png', LOGO_V2) : file));
  const edited = await stack.http('POST', '/generate', { apiKey, body: { query: 'Change the main heading to "Binary Bakery"', files } });
  t.equal(edited.status, 200, edited.text);
  const third = await stack.waitForJob(edited.body.job_id, apiKey);
  t.equal(third.status, 'ready', third.error);
  const diff = await stack.http('GET', `/job/${third.job_id}/diff?against=${second.job_id}`, { apiKey });
  t.equal(diff.status, 200, diff.text);
  const logo = diff.body.changed.find((change: any) => change.path === 'logo.png');
  t.same(logo, { path: 'logo.png', diff: '', diff_truncated: false, binary: true }, 'named, not diffed as text');
  const page = diff.body.changed.find((change: any) => change.path === 'index.html');
  t.match(page, { diff: /Binary Bakery/, diff_truncated: false });
  t.notOk('binary' in page, 'a text file is diffed as ever');
  t.equal(diff.body.unchanged, 2, 'the photo and the font');
});

t.test('the SDK: base64 out over the event stream, real bytes on disk', async (t) => {
  const client = new Sitewright({ baseUrl: stack.baseUrl, apiKey });
  const started = await client.generate({
    query: 'Change the main heading to "Crumbs"',
    files: [{ path: 'index.html', content: PAGE }, binaryFile('logo.png', LOGO), binaryFile('photos/bread.jpg', PHOTO_JPG)],
  });
  const job = await client.wait(started.job_id);
  t.equal(job.status, 'ready', job.error);
  const logo = job.files.find((file) => file.path === 'logo.png')!;
  t.equal(logo.encoding, 'base64');
  t.same(Buffer.from(fileBytes(logo)), LOGO);
  const dir = await mkdtemp(join(tmpdir(), 'sw-binary-'));
  await client.writeFiles(job, dir);
  t.same(await readFile(join(dir, 'logo.png')), LOGO, 'writeFiles writes the PNG byte for byte');
  t.same(await readFile(join(dir, 'photos/bread.jpg')), PHOTO_JPG, 'and the JPEG');
  t.match(await readFile(join(dir, 'index.html'), 'utf8'), /<h1>Crumbs<\/h1>/);
});

t.test('refusals: 400s in the endpoint shape that name the field', async (t) => {
  const refused = async (files: unknown[], error: RegExp, what: string) => {
    const answer = await stack.http('POST', '/generate', { apiKey, body: { query: 'Add the logo', files } });
    t.equal(answer.status, 400, what);
    t.same(answer.body, { status: 'failed', code: 'invalid_request', error: answer.body.error, ...GENERATE_EMPTY }, `${what}: the shape`);
    t.match(answer.body.error, error, what);
  };
  const page = { path: 'index.html', content: PAGE };
  await refused(
    [page, { path: 'logo.png', content: 'iVBORw0KGgo*AAAA', encoding: 'base64' }],
    /^files\[1\]\.content: must be base64/,
    'malformed',
  );
  await refused(
    [page, { path: 'logo.png', content: 'iVBORw0KGgp=', encoding: 'base64' }],
    /^files\[1\]\.content: must be canonical base64/,
    'non-canonical',
  );
  await refused(
    [page, base64File('logo.png', PHOTO_JPG)],
    /^files\[1\]\.content: is not a PNG image: its first bytes are not those of a PNG image, as "logo\.png" says it is$/,
    'a JPEG named .png',
  );
  await refused(
    [page, { path: 'logo.png', content: 'PNG' }],
    /^files\[1\]\.content: "logo\.png" is a PNG image: send its bytes in base64/,
    'a PNG as text',
  );
  await refused(
    [base64File('index.html', Buffer.from(PAGE))],
    /^files\[0\]\.content: is base64, but "index\.html" is a text file/,
    'a page as base64',
  );
  await refused([page, { ...base64File('logo.png', LOGO), encoding: 'binary' }], /^files\[1\]\.encoding: /, 'an unknown encoding');

  // The limit counts decoded bytes: a PNG of exactly MAX_FILE_BYTES is taken, though its base64 is a third longer.
  const atLimit = makePng(8, 8, [1, 2, 3], MAX_FILE_BYTES);
  t.equal(atLimit.length, MAX_FILE_BYTES);
  const taken = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "At the limit"', files: [page, base64File('logo.png', atLimit)] },
  });
  t.equal(taken.status, 200, taken.text);
  await refused(
    [page, base64File('logo.png', makePng(8, 8, [1, 2, 3], MAX_FILE_BYTES + 1))],
    new RegExp(`^files\\[1\\]\\.content: must be at most ${MAX_FILE_BYTES} bytes \\(got ${MAX_FILE_BYTES + 1}\\)$`),
    'one byte over',
  );
  const job = await stack.waitForJob(taken.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.same(
    Buffer.from(byPath(job.files).get('logo.png').content, 'base64'),
    atLimit,
    'the engine passed it through, though its base64 is over the limit',
  );
});

t.test('/openapi.json and /asyncapi.json describe the encoding', async (t) => {
  const document = JSON.stringify((await stack.http('GET', '/openapi.json')).body);
  t.match(document, /"encoding":\{[^}]*"enum":\["utf-8","base64"\]/, 'requests: utf-8 or base64');
  t.match(document, /"encoding":\{[^}]*"const":"base64"|"encoding":\{[^}]*"enum":\["base64"\]/, 'answers: base64 on binary files only');
  const events = JSON.stringify((await stack.http('GET', '/asyncapi.json')).body);
  t.match(events, /its blob is its bytes/, "the events' file references");
});
