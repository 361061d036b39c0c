// The playground at GET /, used in real Chromium the way a person would: paste the key, write a
// request, press Generate, watch it, see the preview, open a file, download the zip, report the
// deployment. Also: axe, 375 px, no request leaves the gateway, the strict CSP holds.
import { readFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { unzipSync, strFromU8 } from 'fflate';
import type { Browser, Page } from 'playwright-core';
import t from 'tap';
import { makePng } from '../support/binary-files.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';
import { startStack, type TestStack } from '../support/stack.ts';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/**
 * axe-core's critical and serious violations. The page's CSP refuses injected script tags (the
 * shared helper's way), so axe is evaluated through the DevTools protocol, which CSP does not govern.
 */
async function runAxe(page: Page): Promise<string[]> {
  await page.evaluate(AXE_SOURCE);
  const violations = await page.evaluate(async () => {
    const axe = (
      window as Window & {
        axe?: {
          run(context: unknown, options: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
        };
      }
    ).axe;
    const result = await axe!.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id} at ${v.targets.join(', ')}`);
}

let stack: TestStack;
let apiKey: string;
let browser: Browser;

t.before(async () => {
  // With a renderer, so the page's screenshots panel is shown as a person sees it.
  stack = await startStack({ renderer: true });
  ({ apiKey } = await stack.createAccount({ name: 'Playground test' }));
  browser = await launchBrowser();
});
t.teardown(async () => {
  await browser?.close();
  await stack?.stop();
});

interface Watched {
  page: Page;
  outside: string[];
  problems: string[];
  urls: string[];
}

async function openPlayground(width: number): Promise<Watched> {
  const context = await browser.newContext({ viewport: { width, height: 900 }, acceptDownloads: true });
  const page = await context.newPage();
  const watched: Watched = { page, outside: [], problems: [], urls: [] };
  page.on('request', (request) => {
    const url = request.url();
    watched.urls.push(url);
    // The previews' origin is the service's too (PREVIEW_BASE_URL).
    if (!url.startsWith(`${stack.baseUrl}/`) && !url.startsWith(`${stack.gateway.previewBaseUrl}/`) && !/^(data|blob|about):/.test(url))
      watched.outside.push(url);
  });
  page.on('pageerror', (error) => watched.problems.push(error.message));
  page.on('console', (message) => {
    // The page polls the project's preview until the read model serves this job: those 404s are expected.
    if (message.type() === 'error' && !/status of 404/.test(message.text())) watched.problems.push(message.text());
  });
  await page.goto(`${stack.baseUrl}/`);
  return watched;
}

/** Waits for the job's final line and returns it: "Ready: ...", "Failed: ..." or "Lost track ...". */
async function finalStatus(page: Page): Promise<string> {
  const status = page.locator('#job-status');
  await page.waitForFunction(() => /^(Ready|Failed|Lost track)/.test(document.getElementById('job-status')?.textContent ?? ''), null, {
    timeout: 60_000,
  });
  return (await status.textContent()) ?? '';
}

async function generate(page: Page, key: string, request: string): Promise<void> {
  await page.getByLabel('API key').fill(key);
  await page.getByLabel('Request').fill(request);
  await page.getByRole('button', { name: 'Generate' }).click();
}

t.test('GET / is the playground, with a strict CSP; the API documents still answer', async (t) => {
  const page = await stack.http('GET', '/');
  t.equal(page.status, 200);
  t.match(page.headers.get('content-type'), /^text\/html/);
  const csp = page.headers.get('content-security-policy') ?? '';
  t.match(csp, /default-src 'none'/);
  t.match(csp, /script-src 'self'(;|$)/, 'no inline script, no other origin');
  t.match(csp, /connect-src 'self'/);
  t.match(csp, /frame-ancestors 'none'/);
  t.match(csp, /img-src 'self' data: blob:(;|$)/, 'images only from here, data: and the blob: URLs of fetched screenshots');
  t.match(page.text, /<label for="api-key">API key<\/label>/);
  for (const asset of [
    '/playground/playground.js',
    '/playground/playground.css',
    '/playground/vendor/fflate.js',
    '/playground/vendor/eventsource-parser/stream.js',
  ]) {
    const answer = await stack.http('GET', asset);
    t.equal(answer.status, 200, asset);
    t.equal(answer.headers.get('x-content-type-options'), 'nosniff');
  }
  t.equal((await stack.http('GET', '/docs')).status, 200);
  const openapi = (await stack.http('GET', '/openapi.json')).body;
  t.equal(openapi.openapi, '3.1.0');
  t.ok(openapi.paths['/'].get, 'the page is in the OpenAPI document');
  t.equal((await stack.http('GET', '/healthz')).status, 200);
  const unknown = await stack.http('GET', '/playground/nothing-here.js');
  t.equal(unknown.status, 404);
  t.equal(unknown.body.code, 'not_found', 'unknown assets get the JSON error shape');
});

t.test('a person generates a site, sees it in the preview, opens a file, downloads the zip and reports the deployment', async (t) => {
  const { page, outside, problems, urls } = await openPlayground(1280);
  await generate(page, apiKey, 'A website for a flower shop called Petal House in Bristol with a gallery');

  t.match(await finalStatus(page), /^Ready: \d+ files?\./, 'the job is shown ready');
  const jobId = (await page.locator('#job-id').textContent())!;
  t.match(jobId, /^job_[0-9A-Z]{26}$/, 'the job id is shown');
  const job = (await stack.http('GET', `/job/${jobId}`, { apiKey })).body;
  t.equal(job.status, 'ready');
  t.match(job.project_id, /^playground-[0-9a-f]{12}$/, 'the page gave the job a project, for the preview');
  t.equal(await page.locator('#job-deployment').textContent(), job.deployment_id);

  // The preview: the site as served, in a sandboxed frame of its own (opaque) origin.
  const preview = page.frameLocator('iframe[title="Preview"]');
  await t.resolves(
    preview.getByRole('heading', { level: 1, name: 'Petal House' }).waitFor({ timeout: 20_000 }),
    'the preview shows the site',
  );
  t.equal(await page.getByTitle('Preview').getAttribute('sandbox'), 'allow-scripts allow-forms');
  const frame = page.frames().find((candidate) => candidate.url().includes('/preview/'))!;
  t.equal(await frame.evaluate(() => origin), 'null', 'the previewed site cannot act on the API origin');
  // A mark in the shown document: it is gone if a later poll (the screenshots arriving) reloads the frame.
  await frame.evaluate(() => Object.assign(globalThis, { markedByTest: true }));

  // The screenshots follow the job (the renderer's own event): thumbnails fetched with the key.
  const desktopShot = page.getByRole('img', { name: 'Screenshot of index.html, desktop (1280 px wide)' });
  await t.resolves(desktopShot.waitFor({ timeout: 60_000 }), 'the desktop screenshot is shown');
  await page.getByRole('img', { name: 'Screenshot of index.html, phone (375 px wide)' }).waitFor();
  t.equal(
    await desktopShot.evaluate((image) => (image as HTMLImageElement).naturalWidth),
    1280,
    'the thumbnail is the 1280 px PNG, loaded (from a blob: URL, as the CSP allows)',
  );
  t.match(await page.locator('#shots-note').textContent(), /\d+ screenshots?; select one/);
  t.equal(
    await frame.evaluate(() => 'markedByTest' in globalThis),
    true,
    'the preview was left as it was when the screenshots came (not reloaded under the reader)',
  );

  // Every file can be opened.
  await page.getByRole('button', { name: 'index.html' }).click();
  t.equal(await page.locator('#file-view-content').textContent(), job.files.find((file: any) => file.path === 'index.html').content);

  // The zip holds every file as served.
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all as .zip' }).click();
  const saved = await (await download).path();
  const entries = unzipSync(new Uint8Array(await readFile(saved)));
  t.same(Object.keys(entries).sort(), job.files.map((file: any) => file.path).sort(), 'one entry per file');
  for (const file of job.files) t.equal(strFromU8(entries[file.path]!), file.content, `${file.path} in the zip`);
  t.match((await download).suggestedFilename(), /^playground-[0-9a-f]{12}\.zip$/);

  await page.getByLabel('Deployed URL').fill('https://petal.example.com/');
  await page.getByRole('button', { name: 'Report deployment' }).click();
  await page.getByText(`Reported https://petal.example.com/ (deployment ${job.deployment_id}).`).waitFor();
  await stack.caughtUp();
  t.equal((await stack.http('GET', `/job/${jobId}`, { apiKey })).body.deploy_url, 'https://petal.example.com/');

  t.equal(await page.evaluate(() => sessionStorage.getItem('sitewright.apiKey')), apiKey, 'the key is kept in sessionStorage');
  t.notOk(
    urls.some((url) => url.includes(apiKey)),
    'and never travels in an address',
  );
  t.same(outside, [], 'no request leaves the gateway');
  t.same(problems, [], 'no script errors or CSP violations');
  t.same(await runAxe(page), [], 'axe: no serious or critical violation');
  await page.context().close();
});

t.test('a person attaches a page and its PNG logo: the image goes as base64 and comes back as its bytes', async (t) => {
  const { page, problems } = await openPlayground(1280);
  const logo = makePng(40, 20);
  const html =
    '<!doctype html>\n<html lang="en"><head><meta charset="utf-8"><title>Petal</title></head><body><main><h1>Old heading</h1><img src="logo.png" alt="Petal logo" width="40" height="20"></main></body></html>\n';
  await page.locator('#files').setInputFiles([
    { name: 'index.html', mimeType: 'text/html', buffer: Buffer.from(html) },
    { name: 'logo.png', mimeType: 'image/png', buffer: logo },
  ]);
  await generate(page, apiKey, 'Change the main heading to "Petal Pictures"');
  t.match(await finalStatus(page), /^Ready: 2 files\./, 'the job is shown ready');
  const jobId = (await page.locator('#job-id').textContent())!;
  const job = (await stack.http('GET', `/job/${jobId}`, { apiKey })).body;
  t.same(
    job.files.find((file: any) => file.path === 'logo.png'),
    { path: 'logo.png', content: logo.toString('base64'), language: 'png', encoding: 'base64' },
    'the page sent the PNG as base64',
  );

  // The preview shows the image itself.
  const preview = page.frameLocator('iframe[title="Preview"]');
  await preview.getByRole('heading', { level: 1, name: 'Petal Pictures' }).waitFor({ timeout: 20_000 });
  const image = preview.getByRole('img', { name: 'Petal logo' });
  const width = await image.evaluate(async (element) => {
    const img = element as HTMLImageElement;
    if (!img.complete) await new Promise((resolve) => img.addEventListener('load', resolve, { once: true }));
    return img.naturalWidth;
  });
  t.equal(width, 40, 'the logo loads in the preview');

  // The file view says what the image is; the zip holds its bytes.
  await page.getByRole('button', { name: 'logo.png' }).click();
  t.match(
    await page.locator('#file-view-content').textContent(),
    new RegExp(`binary file \\(png\\) of ${logo.length.toLocaleString('en')} bytes`),
  );
  const download = page.waitForEvent('download');
  await page.getByRole('button', { name: 'Download all as .zip' }).click();
  const entries = unzipSync(new Uint8Array(await readFile(await (await download).path())));
  t.same(Buffer.from(entries['logo.png']!), logo, 'the PNG in the zip, byte for byte');
  t.match(strFromU8(entries['index.html']!), /Petal Pictures/);
  t.same(problems, [], 'no script errors or CSP violations');
  await page.context().close();
});

t.test('at 375 px wide the page works and nothing overflows', async (t) => {
  const { page, problems } = await openPlayground(375);
  t.same(await runAxe(page), [], 'axe on the empty form');
  await generate(page, apiKey, 'A website for a tea room called Steep in Leeds');
  t.match(await finalStatus(page), /^Ready: \d+ files?\./, 'the job is shown ready');
  await page.frameLocator('iframe[title="Preview"]').getByRole('heading', { level: 1 }).first().waitFor({ timeout: 20_000 });
  t.ok((await page.evaluate(() => document.documentElement.scrollWidth)) <= 375, 'no horizontal scrolling');
  const box = await page.getByRole('button', { name: 'Generate' }).boundingBox();
  t.ok(box && box.x >= 0 && box.x + box.width <= 375, 'Generate is on screen');
  t.same(await runAxe(page), [], 'axe with the job shown');
  t.same(problems, []);
  await page.context().close();
});

t.test('a wrong key is told plainly, in the page', async (t) => {
  const { page } = await openPlayground(1280);
  await generate(page, 'sw_01M7ZWJ845R6WXV34QPYHJ8YHD_notARealSecretAtAllxxxxxxxxxxxxxxxxxxxxxxx', 'A website for a bakery');
  await t.resolves(
    page
      .getByRole('alert')
      .filter({ hasText: /API key/ })
      .waitFor(),
    'the service message is shown as an alert',
  );
  t.ok(await page.locator('#job-panel').isHidden(), 'no job is shown');
  await page.context().close();
});

t.test('a brand colour picked in the page is sent as design tokens and colours the site', async (t) => {
  const { page, problems } = await openPlayground(1280);
  await page.getByText('Brand', { exact: true }).click();
  await page.getByLabel('Brand colour', { exact: true }).fill('#7a1f5c');
  t.ok(await page.getByLabel('Follow a brand colour').isChecked(), 'picking a colour means following it');
  t.same(await runAxe(page), [], 'axe with the brand fields open');
  await generate(page, apiKey, 'A website for a tea room called Steep in Leeds');
  t.match(await finalStatus(page), /^Ready: \d+ files?\./);
  const jobId = (await page.locator('#job-id').textContent())!;
  const job = (await stack.http('GET', `/job/${jobId}`, { apiKey })).body;
  t.match(
    job.files.find((file: any) => file.path === 'styles.css').content,
    /--accent: #7a1f5c;/,
    'the brand colour is the component colour',
  );
  t.match(job.checks.brand, { found: [{ name: 'color.brand.primary', value: '#7a1f5c' }], missing: [] });
  t.same(problems, []);
  await page.context().close();
});
