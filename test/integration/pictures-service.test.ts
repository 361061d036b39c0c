// Issue 27's pictures through the running service (real nats-server, PostgreSQL and the renderer's
// Chromium): a logo and two photos in, a site out whose header shows the logo (the very bytes sent)
// and whose pages show the photos with meaningful alt text, valid and accessible; a fork of a local
// site carries its pictures as files instead of links to the original.
import t from 'tap';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { parse, type DefaultTreeAdapterMap } from 'parse5';
import { startStack, type TestStack } from '../support/stack.ts';
import { base64File, makePng, PHOTO_JPG } from '../support/binary-files.ts';

let stack: TestStack;
let apiKey: string;
let site: Server;
let sitePort = 0;

const LOGO = makePng(240, 80, [20, 90, 160]);
const FRONT = makePng(1200, 700, [190, 120, 40]);
const SITE_PHOTO = makePng(64, 48, [30, 140, 70]);
const SITE_HTML = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Origin</title><link rel="icon" href="/favicon.png"></head>
<body><main><h1>Original heading</h1><p><img src="/img/photo.png" alt="Our garden" width="64" height="48"></p>
<p><img src="/img/not-a-picture.png" alt="A page named .png"></p></main></body></html>
`;

const listen = (server: Server) =>
  new Promise<number>((resolve) => server.listen(0, '127.0.0.1', () => resolve((server.address() as AddressInfo).port)));

t.before(async () => {
  site = createServer((request, response) => {
    if (request.url === '/') response.writeHead(200, { 'content-type': 'text/html; charset=utf-8' }).end(SITE_HTML);
    else if (request.url === '/img/photo.png' || request.url === '/favicon.png')
      response.writeHead(200, { 'content-type': 'image/png' }).end(SITE_PHOTO);
    else if (request.url === '/img/not-a-picture.png') response.writeHead(200, { 'content-type': 'image/png' }).end('<h1>surprise</h1>');
    else response.writeHead(404).end('not found');
  });
  sitePort = await listen(site);
  stack = await startStack({ renderer: true, env: { FORK_ALLOWED_HOSTS: `127.0.0.1:${sitePort}` } });
  ({ apiKey } = await stack.createAccount({ name: 'Pictures' }));
});
t.teardown(async () => {
  await stack?.stop();
  site?.close();
});

type Node = DefaultTreeAdapterMap['node'];
type Element = DefaultTreeAdapterMap['element'];
function elements(node: Node, name: string, found: Element[] = []): Element[] {
  if ('tagName' in node && node.tagName === name) found.push(node);
  if ('childNodes' in node) for (const child of node.childNodes) elements(child, name, found);
  return found;
}
const attr = (element: Element, name: string) => element.attrs.find((a) => a.name === name)?.value;
const fileOf = (job: any, path: string) => (job.files as any[]).find((f) => f.path === path);

const rendered = (jobId: string) => stack.waitForJob(jobId, apiKey, (job) => job.rendered_status !== 'pending', 120_000);

t.test('a logo and two photos in: the header shows the logo, the pages show the photos, valid and accessible', async (t) => {
  const query =
    'A website for a bakery called Crumb in Leeds. logo.png is our logo; front.png shows our shop front; team.jpg is a photo of our team at the bakery.';
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query, files: [base64File('logo.png', LOGO), base64File('front.png', FRONT), base64File('team.jpg', PHOTO_JPG)] },
  });
  t.equal(started.status, 200, started.text);
  const job = await rendered(started.body.job_id);
  t.equal(job.status, 'ready', job.error);

  // The pictures come back as they were sent: byte for byte, as binary files.
  for (const [path, bytes] of [
    ['logo.png', LOGO],
    ['front.png', FRONT],
    ['team.jpg', PHOTO_JPG],
  ] as const) {
    const file = fileOf(job, path);
    t.equal(file?.encoding, 'base64', `${path} is binary`);
    t.ok(Buffer.from(file?.content ?? '', 'base64').equals(bytes), `${path}: the very bytes sent`);
  }

  const pages = (job.files as any[]).filter((f) => f.path.endsWith('.html'));
  t.ok(pages.length >= 1);
  const home = parse(fileOf(job, 'index.html').content);
  const header = elements(home, 'header')[0];
  t.ok(header, 'the home page has a header');
  const logo = elements(header!, 'img').find((img) => attr(img, 'src') === 'logo.png');
  t.ok(logo, 'the header shows the logo');
  t.equal(attr(logo!, 'alt'), 'Crumb', "the logo's alt text is the business's name");
  t.equal([attr(logo!, 'width'), attr(logo!, 'height')].join('x'), '240x80', 'its real size');
  t.ok(
    elements(home, 'link').some((link) => attr(link, 'rel') === 'icon' && attr(link, 'href') === 'logo.png'),
    'the logo is the favicon',
  );

  // Each photo is shown somewhere in the site, with alt text that says what it shows.
  const shown = pages.flatMap((page) => elements(parse(page.content), 'img'));
  const front = shown.find((img) => attr(img, 'src') === 'front.png');
  const team = shown.find((img) => attr(img, 'src') === 'team.jpg');
  t.ok(front && team, 'both photos are on a page');
  t.match(attr(front!, 'alt'), /shop front/i, "the shop front's alt text comes from the request");
  t.match(attr(team!, 'alt'), /team at the bakery/i, "the team photo's alt text comes from the request");
  for (const img of shown) t.notMatch(attr(img, 'alt') ?? '', /^(image|photo|picture)?$/i, `${attr(img, 'src')}: a meaningful alt text`);
  t.equal([attr(front!, 'width'), attr(front!, 'height')].join('x'), '1200x700');

  // Valid and accessible by the static report, and in Chromium every picture loads.
  t.same(
    [job.checks.html_valid, job.checks.links_ok, job.checks.accessibility_problems],
    [true, true, 0],
    JSON.stringify(job.checks.problems),
  );
  t.equal(job.rendered_status, 'done', job.rendered_error);
  const broken = (job.checks.rendered.problems as any[]).filter((p) => p.rule === 'broken-image');
  t.same(broken, [], 'no picture failed to load in the browser');
});

t.test('a fork of a local site carries its pictures as files; a ".png" that is a page stays a link', async (t) => {
  const url = `http://127.0.0.1:${sitePort}/`;
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "Forked with its pictures"', source_url: url },
  });
  t.equal(started.status, 200, started.text);
  const job = await rendered(started.body.job_id);
  t.equal(job.status, 'ready', job.error);
  const photo = fileOf(job, 'img/photo.png');
  t.equal(photo?.encoding, 'base64', 'the picture is a file of the result');
  t.ok(Buffer.from(photo?.content ?? '', 'base64').equals(SITE_PHOTO), 'byte for byte');
  t.notOk(fileOf(job, 'img/not-a-picture.png'), 'bytes that are no picture are not kept as one');

  const index = fileOf(job, 'index.html').content as string;
  t.match(index, /Forked with its pictures/);
  t.match(index, /<img src="img\/photo\.png"/, 'the page points at its own copy');
  t.notMatch(index, new RegExp(`127\\.0\\.0\\.1:${sitePort}/img/photo\\.png`), 'not at the original');
  const broken = (job.checks.rendered.problems as any[]).filter((p) => p.rule === 'broken-image' && /photo/.test(p.message));
  t.same(broken, [], 'the copied picture loads in Chromium');
});
