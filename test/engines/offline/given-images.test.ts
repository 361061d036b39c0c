// Issue 27: the pictures a request brings are used where a person would put them: the logo in
// the header and as the favicon, photos in the hero and the sections that fit, with alt text
// from the query or the file name, their real size set, lazy below the fold, kept byte for byte.
import t from 'tap';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import type { EngineContext } from '../../../services/generator/engines/engine.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import { describedIn, readableName } from '../../../services/generator/engines/offline/images/image-words.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { finishSite } from '../../../services/generator/engine-thread/engine-runner.ts';
import { renderSite } from '../../../shared/rendering/render-site.ts';
import { browserChecks, launchBrowser } from '../../support/site-quality/browser-checks.ts';
import { staticChecks } from '../../support/site-quality/static-checks.ts';
import { serveFiles } from '../../support/site-quality/serve-files.ts';
import { canvasImage, samplePng } from '../../support/sample-images.ts';

type Element = DefaultTreeAdapterMap['element'];

function imagesOf(html: string): Record<string, string>[] {
  const found: Record<string, string>[] = [];
  const visit = (node: DefaultTreeAdapterMap['parentNode']): void => {
    for (const child of node.childNodes) {
      if (!('tagName' in child)) continue;
      const element = child as Element;
      if (element.tagName === 'img' || element.tagName === 'link')
        found.push({ tag: element.tagName, ...Object.fromEntries(element.attrs.map((a) => [a.name, a.value])) });
      visit(element);
    }
  };
  visit(parse(html));
  return found;
}

function context(): EngineContext {
  return { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };
}

function binary(path: string, bytes: Buffer): SiteFile {
  return { path, content: bytes.toString('base64'), language: 'text', encoding: 'base64' };
}

const browser = await launchBrowser();
t.teardown(() => browser.close());
t.setTimeout(120_000);

const logo = binary('logo.png', samplePng(240, 80));
const team = binary('images/team-photo.jpg', await canvasImage(browser, 800, 533, 'image/jpeg'));
const front = binary('images/shop-front.jpg', await canvasImage(browser, 1200, 800, 'image/jpeg'));
const QUERY =
  "A website for Rosa's Bakery in Portland with a menu and opening hours. Our logo is logo.png. team-photo.jpg is a photo of our team at the bakery, and shop-front.jpg shows the shop on Main Street.";

t.test('a logo and two photos in: a new site that shows them where a person would', async (t) => {
  const result = await createOfflineEngine().run({ jobId: 'job_pics', query: QUERY, files: [logo, team, front] }, context());
  const byPath = new Map(result.files.map((f) => [f.path, f]));
  t.ok(byPath.has('index.html') && byPath.has('styles.css'), 'a new site, not an edit');
  for (const given of [logo, team, front]) t.same(byPath.get(given.path), given, `${given.path} kept byte for byte at its path`);

  for (const page of result.files.filter((f) => f.path.endsWith('.html'))) {
    const tags = imagesOf(page.content);
    t.match(
      tags.find((tag) => tag.tag === 'link' && tag.rel === 'icon'),
      { href: 'logo.png', type: 'image/png' },
      `${page.path}: the logo is the favicon`,
    );
    const header = page.content.slice(page.content.indexOf('<header'), page.content.indexOf('</header>'));
    t.match(
      header,
      /<img class="brand-logo" src="logo.png" alt="Rosa&#39;s Bakery" width="240" height="80" decoding="async">/,
      `${page.path}: the logo in the header, named by the site's name`,
    );
    t.notMatch(header, 'loading="lazy"', 'the logo is not lazy: it is seen at once');
  }
  const home = byPath.get('index.html')!.content;
  const images = imagesOf(home).filter((tag) => tag.tag === 'img');
  const hero = images.find((tag) => tag.src === 'images/shop-front.jpg');
  t.match(
    hero,
    { alt: 'The shop on Main Street', width: '1200', height: '800', decoding: 'async', fetchpriority: 'high' },
    'the front of the shop leads the page',
  );
  t.equal(hero?.loading, undefined, 'the hero is not lazy');
  t.match(home.slice(home.indexOf('class="hero'), home.indexOf('</section>')), 'images/shop-front.jpg', 'inside the hero');
  const teamImage = images.find((tag) => tag.src === 'images/team-photo.jpg');
  t.match(
    teamImage,
    { alt: 'Our team at the bakery', width: '800', height: '533', loading: 'lazy', decoding: 'async' },
    'the team photo, lazy below the fold',
  );
  for (const image of images) t.notMatch(image.alt, /^(image|photo|picture)$/i, 'no alt text says only "image"');

  const report = await checkSite(result.files);
  t.same(report, { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [] }, "the generator's quality report passes");
  const s = await staticChecks(result.files);
  t.same([...s.htmlErrors, ...s.basics, ...s.brokenLinks, ...s.remoteAssets], [], 'valid, complete, nothing remote');
  const b = await browserChecks(browser, result.files);
  t.same(
    [...b.axe, ...b.consoleErrors, ...b.missingFiles, ...b.overflow],
    [],
    'axe finds nothing serious; no errors, no 404s, no overflow at 375 px',
  );

  // The pictures load in a real browser, from a local server, at their real size.
  const served = await serveFiles(result.files);
  t.teardown(() => served.close());
  const page = await browser.newPage({ viewport: { width: 1280, height: 900 } });
  t.teardown(() => page.close());
  await page.goto(`${served.url}index.html`, { waitUntil: 'load' });
  await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
  await page.waitForFunction(() => [...document.images].every((img) => img.complete), null, { timeout: 10_000 });
  const loaded = await page.evaluate(() =>
    [...document.images].map((img) => ({ src: img.getAttribute('src'), natural: img.naturalWidth })),
  );
  t.same(
    loaded.sort((a, b) => String(a.src).localeCompare(String(b.src))),
    [
      { src: 'images/shop-front.jpg', natural: 1200 },
      { src: 'images/team-photo.jpg', natural: 800 },
      { src: 'logo.png', natural: 240 },
    ],
    'every picture loads (naturalWidth > 0, the real width)',
  );
  t.same(served.misses, [], 'nothing asked for is missing');
});

t.test('pictures the query does not describe: alt text from the file name, a gallery to hold them', async (t) => {
  const files = [
    binary('photos/fresh-sourdough_loaves.png', samplePng(400, 300)),
    binary('photos/IMG_2041.png', samplePng(400, 300, [40, 90, 160])),
    binary('photos/croissants.png', samplePng(300, 300, [200, 160, 40])),
  ];
  const site = generateSite('A small bakery called Crumb in Leeds with a contact form', { given: files });
  const home = site.files.find((f) => f.path === 'index.html')!.content;
  const images = imagesOf(home).filter((tag) => tag.tag === 'img');
  t.same(
    images.map((tag) => [tag.src, tag.alt]),
    [
      ['photos/fresh-sourdough_loaves.png', 'Fresh sourdough loaves'],
      ['photos/IMG_2041.png', 'Crumb: picture 2'],
      ['photos/croissants.png', 'Croissants'],
    ],
    'the first photo leads; a camera name gives no words, so the site and a number do',
  );
  t.ok(home.includes('id="gallery"'), 'the others in a gallery');
  t.equal(images.filter((tag) => tag.loading === 'lazy').length, 2, 'the gallery is lazy, the hero is not');
  t.match(home, '<link rel="icon" href="data:,">', 'no logo given: no favicon made up');
  t.same((await checkSite(site.files)).problems, []);
});

t.test('a request with pages stays an edit; its pictures are kept as they are', async (t) => {
  const made = generateSite('A cafe called Slow Drip with a menu').files;
  const photo = binary('img/latte.png', samplePng(64, 64));
  const result = await createOfflineEngine().run(
    { jobId: 'job_edit', query: 'Change the main heading to "Coffee, slowly"', files: [...made, photo] },
    context(),
  );
  t.same(
    result.files.map((f) => f.path),
    [...made, photo].map((f) => f.path),
    'no new site: the same files',
  );
  t.same(
    result.files.find((f) => f.path === 'img/latte.png'),
    photo,
    'the picture byte for byte',
  );
  t.match(result.files.find((f) => f.path === 'index.html')?.content, 'Coffee, slowly');
});

t.test('what a query says about a picture', async (t) => {
  t.same(describedIn('Our logo is brand.svg, please use it.', 'assets/brand.svg'), { logo: true, description: null });
  t.same(describedIn('brand.svg is our logo', 'brand.svg'), { logo: true, description: null });
  t.same(describedIn('Use a photo of our team at the bakery (team.jpg) on the about page', 'team.jpg'), {
    logo: false,
    description: 'Our team at the bakery',
  });
  t.same(describedIn('team.jpg: the whole crew on opening day. Thanks!', 'pics/team.jpg'), {
    logo: false,
    description: 'The whole crew on opening day',
  });
  t.same(describedIn('Here is a photo: x.jpg', 'x.jpg'), { logo: false, description: null }, 'a bare "photo" says nothing');
  t.same(describedIn('nothing about it', 'x.jpg'), { logo: false, description: null });
  t.equal(readableName('team-photo.jpg'), 'Team photo');
  t.equal(readableName('ourShopFront.webp'), 'Our shop front');
  t.equal(readableName('IMG_2041.JPG'), null);
  t.equal(readableName('photo.jpg'), null, 'never "photo" alone');
});

t.test('an edit places the pictures where an instruction asks', async (t) => {
  const made = generateSite('A cafe called Slow Drip with a menu and an about section').files;
  const brand = binary('assets/slow-drip-logo.png', samplePng(300, 100));
  const latte = binary('assets/latte-art.png', samplePng(400, 300, [120, 80, 40]));
  const beans = binary('assets/beans.png', samplePng(400, 300, [60, 40, 20]));
  const query =
    'Use assets/slow-drip-logo.png as our logo. Add latte-art.png to the about section. Add beans.png (freshly roasted beans from our roaster) to the gallery.';
  const result = await createOfflineEngine().run({ jobId: 'job_place', query, files: [...made, brand, latte, beans] }, context());
  const byPath = new Map(result.files.map((f) => [f.path, f]));
  for (const given of [brand, latte, beans]) t.same(byPath.get(given.path), given, `${given.path} byte for byte`);
  const home = byPath.get('index.html')!.content;
  const tags = imagesOf(home);
  t.match(
    tags.find((tag) => tag.tag === 'link' && tag.rel === 'icon'),
    { href: 'assets/slow-drip-logo.png', type: 'image/png' },
  );
  t.match(
    home.slice(home.indexOf('<header'), home.indexOf('</header>')),
    '<img class="brand-logo" src="assets/slow-drip-logo.png" alt="Slow Drip" width="300" height="100" decoding="async">',
  );
  const about = home.slice(home.indexOf('id="about"'), home.indexOf('</section>', home.indexOf('id="about"')));
  t.match(about, /<img class="photo-img" src="assets\/latte-art.png" alt="Latte art" width="400" height="300" loading="lazy"/);
  const gallery = home.slice(home.indexOf('id="gallery"'), home.indexOf('</section>', home.indexOf('id="gallery"')));
  t.match(
    gallery,
    /<img class="gallery-photo" src="assets\/beans.png" alt="Freshly roasted beans from our roaster" width="400" height="300" loading="lazy"/,
  );
  t.match(byPath.get('styles.css')?.content, '.brand-logo', 'the pictures get their styles');
  t.same((await checkSite(result.files)).problems, [], 'the edited site passes the quality report');
  const b = await browserChecks(browser, result.files);
  t.same([...b.axe, ...b.consoleErrors, ...b.missingFiles], [], 'and the browser checks');
});

t.test("the job's summary says where the pictures went", async (t) => {
  const result = await createOfflineEngine().run({ jobId: 'job_sum', query: QUERY, files: [logo, team, front] }, context());
  t.match(
    result.summary,
    /Pictures: logo\.png in the header and as the favicon; images\/shop-front\.jpg in the hero; images\/team-photo\.jpg in the (team|about) section$/,
  );
});

t.test('the output rules keep a picture binary and measure its decoded bytes', async (t) => {
  // A 600 KiB picture is 800 KiB of base64: under a 700 KiB limit only when counted decoded.
  const big = binary('images/shop-front.png', Buffer.concat([samplePng(1200, 800).subarray(0, 33), Buffer.alloc(600 * 1024)]));
  const limits = { maxFiles: 50, maxFileBytes: 700 * 1024 };
  const finished = await finishSite(
    createOfflineEngine(),
    { jobId: 'job_rules', query: 'A bakery called Crumb', files: [big] },
    context(),
    limits,
  );
  t.same(
    finished.files.find((f) => f.path === big.path),
    big,
    'still base64, byte for byte',
  );
  t.equal(finished.checks.problems.length, 0);
});

t.test('an SVG logo, a product picture and a tokens file: still a new site', async (t) => {
  const svg: SiteFile = {
    path: 'brand.svg',
    content:
      '<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 96 96"><title>FT</title><circle cx="48" cy="48" r="40" fill="#335"/></svg>\n',
    language: 'svg',
  };
  const mug = binary('shop/product-mug.png', samplePng(500, 500, [180, 180, 170]));
  const tokens: SiteFile = { path: 'tokens.json', content: '{"color":{"brand":{"$type":"color","$value":"#335577"}}}', language: 'json' };
  const result = await createOfflineEngine().run(
    {
      jobId: 'job_svg',
      query: 'An online shop called Field & Thread with a product page. Our logo is brand.svg.',
      files: [svg, mug, tokens],
    },
    context(),
  );
  const home = result.files.find((f) => f.path === 'index.html')!.content;
  const tags = imagesOf(home);
  t.match(
    tags.find((tag) => tag.tag === 'link' && tag.rel === 'icon'),
    { href: 'brand.svg', type: 'image/svg+xml' },
  );
  t.match(
    tags.find((tag) => tag.src === 'brand.svg'),
    { class: 'brand-logo', alt: 'Field & Thread', width: '96', height: '96' },
    'its size from the viewBox',
  );
  t.match(home, '<span aria-hidden="true">Field &amp; Thread</span>', 'a square logo: the name beside it, read once');
  const product = home.slice(home.indexOf('id="product"'), home.indexOf('</section>', home.indexOf('id="product"')));
  t.match(
    product,
    /<img class="photo-img" src="shop\/product-mug.png" alt="Product mug" width="500" height="500" loading="lazy"/,
    'the product picture on the product',
  );
  t.same(
    result.files.find((f) => f.path === 'brand.svg'),
    svg,
  );
  t.same(
    result.files.find((f) => f.path === 'tokens.json'),
    tokens,
    'the tokens file is kept as given',
  );
  t.same((await checkSite(result.files)).problems, []);
});

t.test('"add these photos" places the pictures no page shows yet', async (t) => {
  const site = generateSite('A photographer called Ana Ruiz with a gallery').files;
  const shownAlready = binary('img/portrait.png', samplePng(120, 160));
  const page = site.find((f) => f.path === 'index.html')!;
  const withPortrait = {
    ...page,
    content: page.content.replace('</main>', '<p><img src="img/portrait.png" alt="Ana" width="120" height="160"></p>\n</main>'),
  };
  const files = [
    ...site.filter((f) => f !== page),
    withPortrait,
    shownAlready,
    binary('img/sea-cliffs.png', samplePng(400, 300)),
    binary('img/old-town.png', samplePng(400, 300)),
  ];
  const result = await createOfflineEngine().run({ jobId: 'job_these', query: 'Add these photos to the gallery.', files }, context());
  const home = result.files.find((f) => f.path === 'index.html')!.content;
  const gallery = home.slice(home.indexOf('id="gallery"'), home.indexOf('</section>', home.indexOf('id="gallery"')));
  t.same(
    imagesOf(gallery).map((tag) => [tag.src, tag.alt]),
    [
      ['img/sea-cliffs.png', 'Sea cliffs'],
      ['img/old-town.png', 'Old town'],
    ],
    'the new ones, not the portrait the page already shows',
  );
  t.match(result.summary, /gallery[^;]* with 2 pictures/i);
});

t.test('a favicon file is the favicon, a second logo is kept but not shown', async (t) => {
  const ico = binary('favicon.ico', Buffer.from([0, 0, 1, 0, 1, 0, 32, 32, 0, 0, 1, 0, 32, 0, 0, 0, 0, 0, 22, 0, 0, 0]));
  const dark = binary('logo-dark.png', samplePng(240, 80, [20, 20, 20]));
  const photo = binary('street.png', samplePng(400, 300));
  const site = generateSite('A barber shop called Sharp in Leeds', { given: [logo, dark, ico, photo] });
  const home = site.files.find((f) => f.path === 'index.html')!.content;
  const tags = imagesOf(home);
  t.same(
    tags.filter((tag) => tag.tag === 'link' && /icon/.test(tag.rel ?? '')).map((tag) => [tag.href, tag.type]),
    [['favicon.ico', 'image/x-icon']],
  );
  t.same(
    tags.filter((tag) => tag.tag === 'img').map((tag) => tag.src),
    ['logo.png', 'street.png'],
    'the logo in the header, the photo in the hero; neither the dark logo nor the icon on the page',
  );
  for (const given of [logo, dark, ico, photo])
    t.same(
      site.files.find((f) => f.path === given.path),
      given,
    );
});

t.test("the renderer's browser checks see the pictures load", async (t) => {
  const result = await createOfflineEngine().run({ jobId: 'job_render', query: QUERY, files: [logo, team, front] }, context());
  const store = { put: async () => 'digest', get: async () => null };
  const rendered = await renderSite(browser, result.files, store, { pageTimeoutMs: 20_000, maxPages: 3 });
  t.same(
    rendered.checks.problems.filter((problem) => problem.rule === 'broken-image'),
    [],
    'no picture the renderer draws is broken',
  );
});
