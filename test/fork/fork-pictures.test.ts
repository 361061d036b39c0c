// Issue 27: a fork carries the site's own pictures as binary files (byte for byte), points the
// copied pages and styles at them, and leaves as links, listed in `skipped` with the reason, the
// pictures of other sites, those over the limits and files that only claim to be pictures.
import t from 'tap';
import { DEFAULT_FORK_LIMITS, fetchSite } from '../../services/generator/fork/fetch-site.ts';
import type { ForkLimits, ForkResult } from '../../services/generator/fork/fetch-site.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';
import { serveFiles } from '../support/site-quality/serve-files.ts';
import { canvasImage, samplePng } from '../support/sample-images.ts';
import { siteHandler, startServer } from './fixtures/local-servers.ts';

const HTML = 'text/html; charset=utf-8';
const browser = await launchBrowser();
t.teardown(() => browser.close());

const logo = samplePng(200, 60);
const small = await canvasImage(browser, 320, 200, 'image/jpeg');
const large = await canvasImage(browser, 640, 400, 'image/jpeg');
const texture = await canvasImage(browser, 64, 64, 'image/webp');
const icon = samplePng(32, 32, [30, 120, 200]);
const huge = samplePng(900, 900, [10, 200, 90]);

function site(): Record<string, [string, string | Buffer]> {
  return {
    '/': [
      HTML,
      `<!doctype html><html lang="en"><head><title>Home</title><link rel="icon" href="/favicon.png">
<link rel="stylesheet" href="/css/site.css"></head><body>
<header><img src="/img/logo.png" alt="Field &amp; Thread"></header>
<main><img src="/img/small.jpg" srcset="/img/small.jpg 1x, /img/large.jpg 2x" alt="Linen shirts on a rail">
<img src="/img/fake.png" alt="Broken"><img src="/img/huge.png" alt="Poster">
<img src="https://pictures.example.net/elsewhere.png" alt="Elsewhere"><a href="/about/">About</a></main></body></html>`,
    ],
    '/about/': [HTML, '<!doctype html><title>About</title><img src="/img/logo.png" alt="Logo"><a href="/">Home</a>'],
    '/css/site.css': ['text/css', 'body { background: url(../img/texture.webp) repeat }\n'],
    '/img/logo.png': ['image/png', logo],
    '/img/small.jpg': ['image/jpeg', small],
    '/img/large.jpg': ['application/octet-stream', large],
    '/img/texture.webp': ['image/webp', texture],
    '/favicon.png': ['image/png', icon],
    // A `.png` that is a web page: its bytes are no picture.
    '/img/fake.png': ['image/png', Buffer.from('<!doctype html><title>Oops</title><p>Not found</p>')],
    '/img/huge.png': ['image/png', huge],
  };
}

function options(hostPort: string, limits: Partial<ForkLimits> = {}) {
  return { allowedHosts: [hostPort], limits: { ...DEFAULT_FORK_LIMITS, maxImageBytes: huge.length - 1, ...limits } };
}

function file(result: ForkResult, path: string) {
  const found = result.files.find((f) => f.path === path);
  if (!found) throw new Error(`no file ${path} in ${result.files.map((f) => f.path).join(', ')}`);
  return found;
}

t.test("a fork carries the site's pictures and points at them", async (t) => {
  const server = await startServer(siteHandler(site()));
  t.teardown(() => server.close());
  const origin = server.origin;
  const result = await fetchSite(`${origin}/`, options(server.hostPort));

  const copied: [string, Buffer][] = [
    ['img/logo.png', logo],
    ['img/small.jpg', small],
    ['img/large.jpg', large],
    ['img/texture.webp', texture],
    ['favicon.png', icon],
  ];
  for (const [path, bytes] of copied) {
    const f = file(result, path);
    t.equal(f.encoding, 'base64', `${path} is a binary file`);
    t.ok(Buffer.from(f.content, 'base64').equals(bytes), `${path} byte for byte`);
  }
  const index = file(result, 'index.html').content;
  t.match(index, '<link rel="icon" href="favicon.png">');
  t.match(index, '<img src="img/logo.png" alt="Field &amp; Thread">');
  t.match(index, '<img src="img/small.jpg" srcset="img/small.jpg 1x, img/large.jpg 2x" alt="Linen shirts on a rail">');
  t.match(file(result, 'about/index.html').content, '<img src="../img/logo.png" alt="Logo">', 'relative from a page in a folder');
  t.match(file(result, 'css/site.css').content, 'url(../img/texture.webp)', 'CSS url() pictures too');

  t.match(index, `<img src="${origin}/img/fake.png" alt="Broken">`, 'not a picture: a link to the original');
  t.match(index, `<img src="${origin}/img/huge.png" alt="Poster">`, 'too large: a link to the original');
  t.match(index, '<img src="https://pictures.example.net/elsewhere.png" alt="Elsewhere">', 'another site: as written');
  t.notOk(
    result.files.some((f) => /fake|huge|elsewhere/.test(f.path)),
    'none of those is a file',
  );
  t.same(Object.fromEntries(result.skipped.map((s) => [s.url, s.reason])), {
    [`${origin}/img/fake.png`]:
      'not a picture: its bytes are no PNG, JPEG, GIF, WebP, AVIF or icon (the site sent image/png); not copied, linked to the original site',
    [`${origin}/img/huge.png`]: `picture larger than ${((huge.length - 1) / 1024).toFixed(1).replace(/\.0$/, '')} KB: not copied, linked to the original site`,
    'https://pictures.example.net/elsewhere.png': 'picture on another site: not copied, linked to it',
  });
  t.notOk(
    server.requests.some((r) => r.includes('elsewhere')),
    'nothing fetched from another site',
  );
  t.same(new Set(server.requests).size, server.requests.length, 'each URL fetched once');
  t.equal(result.fetched.length, result.files.length, 'the copied pictures are among what was fetched');

  // The copy shows its pictures from its own files, in a real browser.
  const served = await serveFiles(result.files);
  t.teardown(() => served.close());
  const page = await browser.newPage();
  t.teardown(() => page.close());
  const outside: string[] = [];
  await page.route('**/*', (route) => {
    if (route.request().url().startsWith(served.url)) return route.continue();
    outside.push(route.request().url());
    return route.abort();
  });
  await page.goto(`${served.url}index.html`, { waitUntil: 'load' });
  const widths = await page.evaluate(() =>
    Object.fromEntries([...document.images].map((img) => [img.getAttribute('alt'), img.naturalWidth])),
  );
  t.match(widths, { 'Field & Thread': 200, 'Linen shirts on a rail': 320 }, 'the copied pictures load (naturalWidth > 0)');
  t.notOk(
    outside.some((url) => url.includes('/img/logo.png') || url.includes('/img/small.jpg')),
    'not from the original',
  );
});

t.test('pictures only take what the text files leave of the limits; the fork never fails for them', async (t) => {
  const server = await startServer(siteHandler(site()));
  t.teardown(() => server.close());
  // Three text files (two pages, one style sheet) and room for one picture more.
  const fewFiles = await fetchSite(`${server.origin}/`, options(server.hostPort, { maxFiles: 4 }));
  t.same(
    fewFiles.files.filter((f) => f.encoding !== 'base64').map((f) => f.path),
    ['index.html', 'css/site.css', 'about/index.html'],
    'every text file is in',
  );
  t.equal(fewFiles.files.filter((f) => f.encoding === 'base64').length, 1, 'one picture fits');
  t.equal(
    fewFiles.skipped.filter((s) => s.reason === 'the limit of 4 files was reached: picture not copied, linked to the original site').length,
    4,
    'the other four are links, each listed',
  );

  const text = Object.values(site())
    .filter(([type]) => !type.startsWith('image') && type !== 'application/octet-stream')
    .reduce((sum, [, body]) => sum + Buffer.byteLength(body), 0);
  const fewBytes = await fetchSite(`${server.origin}/`, options(server.hostPort, { maxBytes: text + logo.length + 10 }));
  t.equal(fewBytes.files.filter((f) => f.encoding !== 'base64').length, 3, 'every text file is in');
  const reasons = fewBytes.skipped.map((s) => s.reason);
  t.ok(
    reasons.some((r) => r.startsWith("the fork's limit of")),
    `pictures past the fork's byte limit are skipped with the reason (${reasons.join(' | ')})`,
  );
  const bytes = fewBytes.files.filter((f) => f.encoding === 'base64').reduce((sum, f) => sum + Buffer.from(f.content, 'base64').length, 0);
  t.ok(bytes <= logo.length + 10, 'the pictures kept fit in what was left');
});
