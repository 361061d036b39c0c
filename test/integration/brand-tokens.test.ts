// Issue 27's proof through the running service: design tokens sent with POST /generate (or as a
// tokens.json among the files) change the computed colours and fonts of the pages in real
// Chromium, the job's report says which tokens the CSS uses (`checks.brand`), and a document the
// service cannot use is a 400 in the endpoint's shape naming the field and the token.
import t from 'tap';
import type { Browser } from 'playwright-core';
import { startStack, type TestStack } from '../support/stack.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';
import { serveFiles } from '../support/site-quality/serve-files.ts';
import { GENERATE_EMPTY } from '../support/refusal-shapes.ts';

t.setTimeout(180_000);

let stack: TestStack;
let apiKey: string;
let browser: Browser;

t.before(async () => {
  stack = await startStack({ generators: 1, projector: true });
  ({ apiKey } = await stack.createAccount({ name: 'Brand' }));
  browser = await launchBrowser();
});
t.teardown(async () => {
  await browser?.close();
  await stack?.stop();
});

const QUERY = 'A website for Nordlicht, a coffee roastery in Hamburg, with a menu and a contact form';

const BRAND = {
  color: {
    $type: 'color',
    brand: { primary: { $value: '{color.palette.plum}' } },
    palette: { plum: { $value: { colorSpace: 'srgb', components: [0.478, 0.122, 0.361] } } },
    background: { $value: '#fffaf2' },
    text: { $value: 'rgb(43, 33, 24)' },
  },
  font: {
    $type: 'fontFamily',
    heading: { $value: ['Playfair Display', 'serif'] },
    body: { $value: 'Source Sans 3' },
    size: { base: { $type: 'dimension', $value: { value: 18, unit: 'px' } } },
  },
  radius: { $type: 'dimension', md: { $value: '14px' } },
};

type Job = { status: string; error: string; files: { path: string; content: string }[]; checks: Record<string, any> };

async function generate(body: Record<string, unknown>): Promise<Job> {
  const started = await stack.http('POST', '/generate', { apiKey, body });
  if (started.status !== 200) throw new Error(`POST /generate: ${started.status} ${JSON.stringify(started.body)}`);
  return await stack.waitForJob(started.body.job_id, apiKey);
}

/** What Chromium computes for the home page's body, main heading, header and primary button. */
async function computed(files: Job['files']) {
  const served = await serveFiles(files);
  const page = await browser.newPage();
  try {
    await page.goto(`${served.url}index.html`, { waitUntil: 'load' });
    return await page.evaluate(() => {
      const style = (selector: string) => {
        const element = document.querySelector(selector);
        return element ? getComputedStyle(element) : null;
      };
      const body = style('body');
      const h1 = style('h1');
      const header = style('.site-header');
      const button = style('form button[type="submit"]');
      return {
        bodyBackground: body?.backgroundColor,
        bodyColour: body?.color,
        bodyFont: body?.fontFamily,
        bodySize: body?.fontSize,
        headingFont: h1?.fontFamily,
        headerBackground: header?.backgroundColor,
        buttonBackground: button?.backgroundColor,
        buttonRadius: button?.borderTopLeftRadius,
      };
    });
  } finally {
    await page.close();
    await served.close();
  }
}

t.test('design tokens change the computed colours and fonts of the page in Chromium', async (t) => {
  // The same request without tokens first: a cached result of it must not answer the branded one.
  const plain = await generate({ query: QUERY });
  t.equal(plain.status, 'ready', plain.error);
  t.notOk('brand' in plain.checks, 'no brand in the report of a request without tokens');

  const branded = await generate({ query: QUERY, design_tokens: BRAND });
  t.equal(branded.status, 'ready', branded.error);
  const before = await computed(plain.files);
  const after = await computed(branded.files);

  t.equal(after.headerBackground, 'rgb(122, 31, 92)', 'the brand colour (an alias of the object form) is the header');
  t.equal(after.buttonBackground, 'rgb(122, 31, 92)', 'and the buttons');
  t.equal(after.bodyBackground, 'rgb(255, 250, 242)', 'the background token is the page');
  t.equal(after.bodyColour, 'rgb(43, 33, 24)', 'the text token is the body text');
  t.match(after.headingFont, /^"Playfair Display", serif, /, 'the heading font');
  t.match(after.bodyFont, /^"Source Sans 3", /, 'the body font');
  t.equal(after.bodySize, '18px', 'the base font size');
  t.equal(after.buttonRadius, '14px', 'the radius');
  for (const key of ['headerBackground', 'bodyBackground', 'bodyColour', 'headingFont', 'bodyFont', 'bodySize'] as const)
    t.not(before[key], after[key], `${key} differs from the same request without tokens`);

  t.equal(branded.checks.accessibility_problems, 0, 'the brand costs no accessibility');
  t.same(branded.checks.brand.missing, [], 'every token is found in the CSS');
  t.same(
    branded.checks.brand.found.map((token: { name: string }) => token.name),
    [
      'color.brand.primary',
      'color.palette.plum',
      'color.background',
      'color.text',
      'font.heading',
      'font.body',
      'font.size.base',
      'radius.md',
    ],
  );
  t.match(branded.checks.brand.summary, /uses 8 of the 8 design tokens/);
});

t.test('a tokens.json among the files brands a new site and stays among its files', async (t) => {
  const tokensFile = { path: 'tokens.json', content: JSON.stringify({ brand: { $type: 'color', $value: '#ffd400' } }) };
  const job = await generate({ query: QUERY, files: [tokensFile] });
  t.equal(job.status, 'ready', job.error);
  t.equal(job.files.find((file) => file.path === 'tokens.json')?.content, tokensFile.content, 'the file is kept as sent');
  const page = await computed(job.files);
  t.equal(page.headerBackground, 'rgb(255, 212, 0)', 'the yellow brand colour is the header');
  t.equal(page.buttonBackground, 'rgb(255, 212, 0)');
  t.not(page.bodyColour, 'rgb(255, 212, 0)', 'but never the text');
  t.match(job.checks.brand.surfaces_only, [{ name: 'brand', value: '#ffd400', message: /uses it for surfaces only/ }]);
  t.equal(job.checks.accessibility_problems, 0);
});

t.test('a document the service cannot use is a 400 in shape, naming the field and the token', async (t) => {
  const cycle = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: QUERY, design_tokens: { color: { $type: 'color', a: { $value: '{color.b}' }, b: { $value: '{color.a}' } } } },
  });
  t.equal(cycle.status, 400);
  t.same(Object.keys(cycle.body).sort(), [...Object.keys(GENERATE_EMPTY), 'status', 'error', 'code'].sort());
  t.match(cycle.body, { ...GENERATE_EMPTY, status: 'failed', code: 'invalid_request' });
  t.match(cycle.body.error, /design_tokens: the token color\.\w: its alias \{color\.\w\} closes a cycle of aliases/);

  const file = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: QUERY,
      files: [
        { path: 'index.html', content: '<!doctype html><title>x</title>' },
        { path: 'design.tokens.json', content: JSON.stringify({ color: { brand: { $type: 'color', $value: 'plum-ish' } } }) },
      ],
    },
  });
  t.equal(file.status, 400);
  t.match(file.body, { ...GENERATE_EMPTY, status: 'failed', code: 'invalid_request' });
  t.match(file.body.error, /files\[1\]\.content: the token color\.brand: "plum-ish" is not a colour/);
});
