// Every ready job carries a quality report (`checks`), computed by the generator before `ready`,
// recorded in JobCompleted and read back the same from the read model and from the log.
import t from 'tap';
import { base64File, makePng } from '../support/binary-files.ts';
import { startStack, ADMIN_TOKEN, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;

t.before(async () => {
  // No scheduler at first: the first test's job stays `building` until it starts one.
  stack = await startStack({ generators: 1, projector: true, scheduler: false });
  ({ apiKey } = await stack.createAccount({ name: 'Checks' }));
});
t.teardown(() => stack?.stop());

const CALLER_PAGE = `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<title>Corner Shop</title>
</head>
<body>
<main>
<h1>Corner Shop</h1>
<p><img src="shop.png"></p>
<p><a href="prices.html">Our prices</a></p>
<p><div>A block inside a paragraph</div></p>
<span id="x"></span><span id="x"></span>
</main>
</body>
</html>
`;

t.test('a building job has no report yet; a site from the offline engine has a clean one', async (t) => {
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'A bakery in Leeds called Crumb with a menu and a contact form' },
  });
  t.equal(started.status, 200);
  // Nothing admits the job until the scheduler starts, so it is certainly still building here.
  const first = await stack.http('GET', `/job/${started.body.job_id}`, { apiKey });
  t.equal(first.body.status, 'building');
  t.equal(first.body.checks, null, 'no report before ready');

  await stack.startScheduler();
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready');
  // No renderer in this stack: the browser's checks stay null (rendered_status pending).
  t.same(job.checks, { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [], rendered: null });
});

t.test('caller-supplied files: a broken link, a missing alt text and an invalid page are reported', async (t) => {
  // Started by the test above, unless that one was filtered out.
  if (!stack.scheduler) await stack.startScheduler();
  const started = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: 'Change the heading to "The Corner Shop"',
      files: [
        { path: 'index.html', content: CALLER_PAGE },
        // Issue 27: an image is sent as its bytes in base64 (as text, a .png is refused).
        base64File('shop.png', makePng(4, 4)),
      ],
    },
  });
  t.equal(started.status, 200);
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  t.equal(job.status, 'ready', job.error);
  t.match(job.files.find((f: { path: string }) => f.path === 'index.html').content, /<h1>The Corner Shop<\/h1>/);
  t.equal(job.checks.html_valid, false);
  t.equal(job.checks.links_ok, false);
  t.equal(job.checks.accessibility_problems, 1);
  const rules = job.checks.problems.map((p: { rule: string }) => p.rule);
  t.ok(rules.includes('broken-link'), 'the link to prices.html');
  t.ok(rules.includes('img-alt'), 'the image without alt text');
  t.ok(rules.includes('html-validate/no-dup-id'), 'the duplicate id');
  t.match(
    job.checks.problems.find((p: { rule: string }) => p.rule === 'broken-link'),
    { path: 'index.html', message: /prices\.html, which is not among the files/ },
  );

  // The same report from the log (replays and exports read it from the event).
  const events = await stack.http('GET', `/admin/jobs/${started.body.job_id}/events`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  const completed = events.body.events.find((e: { type: string }) => e.type === 'JobCompleted');
  // The event holds the static report; the browser's (`rendered`) comes with the renderer's own event.
  const { rendered, ...staticChecks } = job.checks;
  t.equal(rendered, null, 'no renderer in this stack');
  t.same(completed.data.checks, staticChecks, 'recorded in JobCompleted');
  await stack.caughtUp();
  const projected = await stack.http('GET', `/job/${started.body.job_id}`, { apiKey });
  t.same(projected.body.checks, job.checks, 'the read model answers the same report');
});
