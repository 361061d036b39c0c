// Project versions on real projects (offline engine): the list newest first with pagination,
// unified diffs that turn one version into the other, and a restore that is ready at once and
// becomes the version the next edit starts from.
import t from 'tap';
import { applyPatch } from 'diff';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
let otherKey: string;

t.before(async () => {
  stack = await startStack();
  ({ apiKey } = await stack.createAccount({ name: 'Versions', burst: 50, rate_limit_per_minute: 600 }));
  ({ apiKey: otherKey } = await stack.createAccount({ name: 'Elsewhere' }));
});
t.teardown(() => stack?.stop());

async function made(query: string, projectId = 'petal'): Promise<any> {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query, project_id: projectId } });
  const job = await stack.waitForJob(started.body.job_id, apiKey);
  if (job.status !== 'ready') throw new Error(`job failed: ${job.error}`);
  return job;
}

const byPath = (job: any) => new Map<string, string>(job.files.map((file: any) => [file.path, file.content]));

t.test('versions, diff and restore on a real project', async (t) => {
  const v1 = await made('A website for a flower shop called Petal House in Bristol');
  const v2 = await made('Change the main heading to "Fresh Flowers Daily"');
  const v3 = await made('Add an about page');
  await stack.caughtUp();

  const listed = await stack.http('GET', '/projects/petal/versions', { apiKey });
  t.equal(listed.status, 200);
  t.same(
    listed.body.versions.map((v: any) => v.job_id),
    [v3.job_id, v2.job_id, v1.job_id],
    'newest first',
  );
  t.same(
    listed.body.versions.map((v: any) => v.latest),
    [true, false, false],
  );
  t.equal(listed.body.versions[2].query, 'A website for a flower shop called Petal House in Bristol');
  t.equal(listed.body.versions[0].file_count, v3.files.length);
  t.equal(listed.body.versions[1].deployment_id, v2.deployment_id);
  t.equal(listed.body.next_cursor, '');

  const page1 = await stack.http('GET', '/projects/petal/versions?limit=2', { apiKey });
  t.same(
    page1.body.versions.map((v: any) => v.job_id),
    [v3.job_id, v2.job_id],
  );
  t.not(page1.body.next_cursor, '');
  const page2 = await stack.http('GET', `/projects/petal/versions?limit=2&cursor=${page1.body.next_cursor}`, { apiKey });
  t.same(
    page2.body.versions.map((v: any) => v.job_id),
    [v1.job_id],
    'the cursor continues where the page ended',
  );
  t.equal(page2.body.next_cursor, '');

  // The heading edit: one changed file whose unified diff turns v1's file into v2's.
  const diff = await stack.http('GET', `/job/${v2.job_id}/diff?against=${v1.job_id}`, { apiKey });
  t.equal(diff.status, 200);
  t.same(diff.body.added, []);
  t.same(diff.body.removed, []);
  t.same(
    diff.body.changed.map((c: any) => c.path),
    ['index.html'],
  );
  t.equal(diff.body.unchanged, v1.files.length - 1);
  const patch = diff.body.changed[0].diff;
  t.match(patch, /^-.*<h1[^>]*>Petal House/m);
  t.match(patch, /^\+.*<h1[^>]*>Fresh Flowers Daily/m);
  t.equal(applyPatch(byPath(v1).get('index.html')!, patch), byPath(v2).get('index.html'), 'the patch turns v1 into v2');

  const grown = await stack.http('GET', `/job/${v3.job_id}/diff?against=${v2.job_id}`, { apiKey });
  t.ok(grown.body.added.includes('about.html'), 'the new page is listed as added');
  const shrunk = await stack.http('GET', `/job/${v2.job_id}/diff?against=${v3.job_id}`, { apiKey });
  t.same(shrunk.body.removed, grown.body.added, 'the other way round it is removed');
  t.ok(grown.body.changed.length > 0, 'adding a page changes the pages that link to it');
  for (const change of grown.body.changed) {
    t.equal(applyPatch(byPath(v2).get(change.path)!, change.diff), byPath(v3).get(change.path), `${change.path} patches exactly`);
  }

  // Restore v1: ready at once with v1's files, and the project's latest version from now on.
  // No generator runs meanwhile: the gateway alone makes the restore and moves the pointer.
  await stack.generators.shift()!.stop();
  const restored = await stack.http('POST', '/projects/petal/restore', { apiKey, body: { job_id: v1.job_id } });
  t.equal(restored.status, 200);
  t.equal(restored.body.status, 'ready', 'ready at once');
  t.equal(restored.body.deployment_id, v1.deployment_id, 'the same file set');
  t.same(restored.body.files, v1.files);
  t.equal(restored.body.project_id, 'petal');
  t.equal(restored.body.sandbox_session, v1.sandbox_session);
  const restoredEvents = (
    await stack.http('GET', `/admin/jobs/${restored.body.job_id}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).body.events;
  t.same(
    restoredEvents.map((event: { type: string }) => event.type),
    ['JobReused'],
    'one event: requested and ready at once',
  );
  const v1Checks = (await stack.http('GET', `/job/${v1.job_id}`, { apiKey })).body.checks;
  t.ok(v1Checks, 'v1 has a quality report');
  // The event holds the static report; the browser's (`rendered`) comes with the renderer's own event.
  const { rendered: _rendered, ...v1StaticChecks } = v1Checks;
  t.same(restoredEvents[0].data.checks, v1StaticChecks, "with v1's quality report");
  const same = await stack.http('GET', `/job/${restored.body.job_id}/diff?against=${v1.job_id}`, { apiKey });
  t.same([same.body.added, same.body.removed, same.body.changed], [[], [], []]);

  const edit = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Change the main heading to "Petals and Stems"', project_id: 'petal' },
  });
  const events = (
    await stack.http('GET', `/admin/jobs/${edit.body.job_id}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } })
  ).body.events;
  t.equal(events[0].data.base.job_id, restored.body.job_id, 'the next edit starts from the restored version at once');
  await stack.addGenerator();
  const v5 = await stack.waitForJob(edit.body.job_id, apiKey);
  t.equal(v5.status, 'ready', v5.error);
  t.notOk([...byPath(v5).keys()].includes('about.html'), 'the edited site is the restored one');
  await stack.caughtUp();
  const after = await stack.http('GET', '/projects/petal/versions', { apiKey });
  t.same(
    after.body.versions.slice(0, 2).map((v: any) => v.job_id),
    [v5.job_id, restored.body.job_id],
  );
});

t.test('errors in their shapes', async (t) => {
  const v1 = await made('A website for a bakery called Crumb', 'crumb');
  const unknown = await stack.http('GET', '/projects/nope/versions', { apiKey });
  t.equal(unknown.status, 404);
  t.same(unknown.body, { status: 'failed', project_id: '', versions: [], next_cursor: '', error: unknown.body.error, code: 'not_found' });
  t.equal(
    (await stack.http('GET', '/projects/crumb/versions', { apiKey: otherKey })).status,
    404,
    "another account's project is not found",
  );
  const badCursor = await stack.http('GET', '/projects/crumb/versions?cursor=garbage', { apiKey });
  t.equal(badCursor.status, 400);
  t.match(badCursor.body.error, /^cursor:/);
  t.equal((await stack.http('GET', '/projects/crumb/versions?limit=0', { apiKey })).status, 400);

  const wrongProject = await stack.http('POST', '/projects/petal/restore', { apiKey, body: { job_id: v1.job_id } });
  t.equal(wrongProject.status, 404, 'a job of another project is not a version of this one');
  t.equal(wrongProject.body.code, 'not_found');
  t.same(wrongProject.body.files, []);
  t.equal((await stack.http('POST', '/projects/crumb/restore', { apiKey: otherKey, body: { job_id: v1.job_id } })).status, 404);
  t.equal((await stack.http('POST', '/projects/crumb/restore', { apiKey, body: {} })).status, 400);

  const noAgainst = await stack.http('GET', `/job/${v1.job_id}/diff`, { apiKey });
  t.equal(noAgainst.status, 400);
  t.match(noAgainst.body.error, /against/);
  const foreign = await stack.http('GET', `/job/${v1.job_id}/diff?against=${v1.job_id}`, { apiKey: otherKey });
  t.equal(foreign.status, 404);
  t.same(Object.keys(foreign.body).sort(), ['added', 'against', 'changed', 'code', 'error', 'job_id', 'removed', 'status', 'unchanged']);
});
