// Previews are served on an origin of their own: a generated script is never served by the API's
// origin (where the playground's `script-src 'self'` would run it), the previews' listener serves
// it sandboxed, and the playground's policy has no script source matching the previews' origin.
import t from 'tap';
import { loadConfig } from '../../shared/config/config.ts';
import { startGateway } from '../../services/gateway/start-gateway.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
let session: string;
const SCRIPT = 'document.body.dataset.ran = "yes";';

t.before(async () => {
  stack = await startStack();
  ({ apiKey } = await stack.createAccount());
  const files = [
    {
      path: 'index.html',
      content:
        '<!doctype html><html lang="en"><head><title>Shop</title><script src="app.js"></script></head><body><h1>Shop</h1></body></html>',
    },
    { path: 'app.js', content: SCRIPT },
  ];
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "Corner Shop"', files, project_id: 'shop' },
  });
  t.equal(started.status, 200, started.text);
  session = started.body.sandbox_session;
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.ok(
    job.files.some((file: any) => file.path === 'app.js'),
    'the job has a script',
  );
  await stack.caughtUp();
});
t.teardown(() => stack?.stop());

/** The sources a CSP gives one directive. */
const sources = (csp: string, directive: string) =>
  csp
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([name]) => name === directive)
    ?.slice(1) ?? [];

t.test("the API's origin does not serve a preview's script: it redirects to the previews' origin", async (t) => {
  const answer = await fetch(`${stack.baseUrl}/preview/${session}/app.js`, { redirect: 'manual' });
  t.equal(answer.status, 302);
  t.notMatch(answer.headers.get('content-type') ?? '', /javascript/, 'no script from the API origin');
  t.not(await answer.text(), SCRIPT);
  t.equal(answer.headers.get('location'), `${stack.gateway.previewBaseUrl}/preview/${session}/app.js`);
  const root = await fetch(`${stack.baseUrl}/preview/${session}`, { redirect: 'manual' });
  t.equal(root.status, 302, 'every preview address, the bare session too');
});

t.test("the previews' origin serves it, sandboxed to an opaque origin", async (t) => {
  t.not(new URL(stack.gateway.previewBaseUrl).origin, new URL(stack.baseUrl).origin, 'another origin');
  const script = await fetch(`${stack.gateway.previewBaseUrl}/preview/${session}/app.js`);
  t.equal(script.status, 200);
  t.match(script.headers.get('content-type'), /^text\/javascript/);
  t.equal(await script.text(), SCRIPT);
  const page = await fetch(`${stack.gateway.previewBaseUrl}/preview/${session}/`);
  t.equal(page.status, 200);
  const csp = page.headers.get('content-security-policy') ?? '';
  t.same(sources(csp, 'sandbox'), ['allow-scripts', 'allow-forms', 'allow-popups'], 'sandboxed without allow-same-origin');
  // Nothing else lives on the previews' origin.
  for (const path of ['/', '/generate', '/openapi.json', `/job/job_01JB0000000000000000000000`]) {
    const other = await fetch(`${stack.gateway.previewBaseUrl}${path}`);
    t.equal(other.status, 404, `${path} is not served there`);
    t.equal((await other.json()).code, 'not_found');
  }
});

t.test("the playground's CSP: no script source matches the previews' origin; it only frames it", async (t) => {
  const page = await fetch(`${stack.baseUrl}/`);
  const csp = page.headers.get('content-security-policy') ?? '';
  const previews = new URL(stack.gateway.previewBaseUrl);
  const scriptSources = sources(csp, 'script-src');
  t.same(scriptSources, ["'self'"]);
  // 'self' is the API's origin; the previews' differs in port (or host), so nothing here matches it.
  t.not(previews.origin, new URL(stack.baseUrl).origin);
  t.notOk(
    scriptSources.some((source) => source === '*' || source.includes(previews.host) || source === `${previews.protocol}`),
    'no source names the previews',
  );
  t.same(sources(csp, 'frame-src'), [previews.origin]);
  t.match(await page.text(), `<meta name="sitewright-preview-base" content="${stack.gateway.previewBaseUrl}">`);
});

t.test('PREVIEW_BASE_URL: preview addresses point at the configured public origin', async (t) => {
  const gateway = await startGateway(loadConfig({ ...stack.env, PREVIEW_BASE_URL: 'https://preview.example.test/' }), quietLogger());
  t.teardown(() => gateway.stop());
  t.equal(gateway.previewBaseUrl, 'https://preview.example.test');
  const answer = await fetch(`${gateway.url}/preview/${session}/index.html`, { redirect: 'manual' });
  t.equal(answer.status, 302);
  t.equal(answer.headers.get('location'), `https://preview.example.test/preview/${session}/index.html`);
  const csp = (await fetch(`${gateway.url}/`)).headers.get('content-security-policy') ?? '';
  t.same(sources(csp, 'frame-src'), ['https://preview.example.test']);
  t.same(sources(csp, 'script-src'), ["'self'"]);
  // Its own listener serves the previews meanwhile (behind whatever answers for the public address).
  t.equal((await fetch(`${gateway.previewUrl}/preview/${session}/app.js`)).status, 200);
});
