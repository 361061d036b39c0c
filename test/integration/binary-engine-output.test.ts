// Binary files an engine makes (issue 27), on a real stack with the renderer: a site whose logo is
// a PNG is stored as bytes, answered as base64, rendered with the image loaded (the renderer serves
// its bytes), and reused from the cache with the PNG in `cached_files`; an engine that writes a PNG
// as text, or a JPEG under a `.png` name, fails the job with `invalid_output`.
import t from 'tap';
import { PICTURE_LOGO } from '../support/engines/picture-engine.ts';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

const pictureEngine = new URL('../support/engines/picture-engine.ts', import.meta.url).href;

let stack: TestStack;
let apiKey: string;

t.before(async () => {
  stack = await startStack({ engineModule: pictureEngine, renderer: true, env: { CACHE_SEARCH_TIMEOUT_MS: '5000' } });
  ({ apiKey } = await stack.createAccount({ name: 'Pictures', burst: 50, rate_limit_per_minute: 600 }));
});
t.teardown(() => stack?.stop());

const LOGO_FILE = { path: 'logo.png', content: PICTURE_LOGO.toString('base64'), language: 'png', encoding: 'base64' };

t.test("an engine's PNG: stored, answered as base64, rendered, and reused from the cache", async (t) => {
  const query = 'A site for Harbour Bakery with its logo';
  const started = await stack.http('POST', '/generate', { apiKey, body: { query } });
  t.equal(started.status, 200, started.text);
  const job = await stack.waitForJob(started.body.job_id, apiKey, (j) => j.rendered_status !== 'pending', 60_000);
  t.equal(job.status, 'ready', job.error);
  t.same(
    job.files.find((file: any) => file.path === 'logo.png'),
    LOGO_FILE,
  );
  t.equal(job.checks.links_ok, true, 'the quality report finds the image among the files');
  t.equal(job.rendered_status, 'done', job.rendered_error);
  const broken = job.checks.rendered.problems.filter(
    (problem: { rule: string }) => problem.rule === 'broken-image' || problem.rule === 'failed-request',
  );
  t.same(broken, [], 'in Chromium the logo loads: the renderer served its bytes');

  // The same request again: answered from the cache, the PNG among `cached_files`.
  await stack.caughtUp();
  const again = await stack.http('POST', '/generate', { apiKey, body: { query } });
  t.equal(again.status, 200, again.text);
  t.equal(again.body.source, 'cache');
  t.same(
    again.body.cached_files.find((file: any) => file.path === 'logo.png'),
    LOGO_FILE,
    'cached_files carries the PNG as base64',
  );
  t.same(
    Object.keys(again.body.cached_files.find((file: any) => file.path === 'index.html')).sort(),
    ['content', 'language', 'path'],
    'and the page with its three fields',
  );
  const reused = await stack.waitForJob(again.body.job_id, apiKey);
  t.same(reused.files, job.files, 'the reused job has the same files');
});

t.test('an engine that writes a PNG as text, or a JPEG as a PNG, fails the job', async (t) => {
  for (const [query, reason] of [
    ['A site with a text logo', /"logo\.png" as text, but it is a binary file/],
    ['A site with a fake logo', /"logo\.png" whose content is not a PNG image/],
  ] as const) {
    const started = await stack.http('POST', '/generate', { apiKey, body: { query } });
    const job = await stack.waitForJob(started.body.job_id, apiKey);
    t.equal(job.status, 'failed', query);
    t.equal(job.error_code, 'invalid_output', query);
    t.match(job.error, reason, query);
    const events = await stack.http('GET', `/admin/jobs/${job.job_id}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
    t.notOk(
      events.body.events.some((event: { type: string }) => event.type === 'FilesEmitted'),
      `${query}: refused when emitted, so no poller ever saw it`,
    );
  }
});
