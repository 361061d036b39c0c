// Issue 27's targeted edits and locked files through the running service (offline engine): a
// targeted edit changes the target's bytes and nothing else, a selector that matches nothing
// fails the job naming it, locked files survive an edit that asks to change them (globs too), and
// the requests that cannot be carried out are 400s in the endpoint's shape.
import t, { type Test } from 'tap';
import { GENERATE_EMPTY } from '../support/refusal-shapes.ts';
import { startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;

t.before(async () => {
  stack = await startStack();
  ({ apiKey } = await stack.createAccount({ name: 'Edit scope', burst: 30, rate_limit_per_minute: 600 }));
});
t.teardown(() => stack?.stop());

const INDEX = [
  '<!doctype html>',
  '<html lang="fr">',
  '<head><meta charset="utf-8"><title>Café Élan : prix</title><link rel="stylesheet" href="css/site.css"></head>',
  '<body>',
  '  <header><h1>Café Élan</h1><p>Nos prix sont doux.</p></header>',
  '  <main>',
  '    <section class="pricing">',
  '      <h2>Nos prix</h2>',
  '      <p>Tous les prix incluent la TVA.</p>',
  '    </section>',
  '    <section id="about"><h2>À propos</h2><p>Des prix justes depuis 1990.</p></section>',
  '  </main>',
  '  <footer><p><a href="legal.html">Mentions légales</a></p></footer>',
  '</body>',
  '</html>',
  '',
].join('\r\n');
const LEGAL =
  '<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>Mentions légales</title></head><body><main><h1>Mentions légales</h1><p>Les prix peuvent changer.</p></main></body></html>\n';
const MENU =
  '<!doctype html>\n<html lang="fr"><head><meta charset="utf-8"><title>Carte</title></head><body><main><h1>Carte</h1><section class="pricing"><p>Les prix du midi.</p></section></main></body></html>\n';
const CSS = 'body { color: #1a1a1a; }\n.pricing { padding: 1rem; }\n';
const FILES = [
  { path: 'index.html', content: INDEX },
  { path: 'legal.html', content: LEGAL },
  { path: 'pages/menu.html', content: MENU },
  { path: 'css/site.css', content: CSS },
];

async function generate(body: Record<string, unknown>): Promise<any> {
  const started = await stack.http('POST', '/generate', { apiKey, body });
  if (started.status !== 200) throw new Error(`HTTP ${started.status}: ${started.text}`);
  return await stack.waitForJob(started.body.job_id, apiKey);
}

const contentOf = (job: any, path: string): string | undefined => job.files.find((file: any) => file.path === path)?.content;

t.test('a targeted edit changes the target and not one byte more', async (t) => {
  const job = await generate({
    query: 'Replace "prix" with "tarifs"',
    files: FILES,
    target: { selector: 'section.pricing', path: 'index.html' },
  });
  t.equal(job.status, 'ready', job.error);
  const start = INDEX.indexOf('<section class="pricing">');
  const end = INDEX.indexOf('</section>', start) + '</section>'.length;
  const page = contentOf(job, 'index.html') ?? '';
  t.equal(page.slice(0, start), INDEX.slice(0, start), 'every byte before the target is as it was');
  t.equal(page.slice(page.length - (INDEX.length - end)), INDEX.slice(end), 'every byte after it too');
  t.equal(
    page.slice(start, page.length - (INDEX.length - end)),
    INDEX.slice(start, end).replaceAll('prix', 'tarifs'),
    'the target changed',
  );
  t.not(page, INDEX);
  t.same(
    job.files.map((file: any) => file.path),
    FILES.map((file) => file.path),
    'the same files, in the same order',
  );
  for (const file of FILES.slice(1)) t.equal(contentOf(job, file.path), file.content, `${file.path} is byte-identical`);
});

t.test('a target without a page changes the matches of every page, and only them', async (t) => {
  const job = await generate({ query: 'Replace "prix" with "tarifs"', files: FILES, target: { selector: '.pricing' } });
  t.equal(job.status, 'ready', job.error);
  t.equal(contentOf(job, 'pages/menu.html'), MENU.replace('Les prix du midi', 'Les tarifs du midi'));
  t.match(contentOf(job, 'index.html'), /<p>Nos prix sont doux\.<\/p>[\s\S]*<h2>Nos tarifs<\/h2>[\s\S]*Des prix justes/);
  t.equal(contentOf(job, 'legal.html'), LEGAL);
});

t.test("a project's latest version is the starting point of a targeted edit", async (t) => {
  const first = await generate({ query: 'A website for a bakery called Crumb in Leeds', project_id: 'crumb' });
  t.equal(first.status, 'ready', first.error);
  const index = contentOf(first, 'index.html') ?? '';
  const job = await generate({
    query: 'Change the heading to "Fresh bread, every morning"',
    project_id: 'crumb',
    target: { selector: 'main h1', path: 'index.html' },
  });
  t.equal(job.status, 'ready', job.error);
  const edited = contentOf(job, 'index.html') ?? '';
  const h1 = /<h1\b[^>]*>[\s\S]*?<\/h1>/.exec(index);
  t.ok(h1, 'the generated page has a main heading');
  const start = h1?.index ?? 0;
  const after = index.slice(start + (h1?.[0].length ?? 0));
  t.equal(edited.slice(0, start), index.slice(0, start), 'before the heading: as it was');
  t.ok(edited.endsWith(after), 'after the heading: as it was');
  t.match(edited.slice(start, edited.length - after.length), /^<h1\b[^>]*>Fresh bread, every morning<\/h1>$/);
  for (const file of first.files.filter((f: any) => f.path !== 'index.html'))
    t.equal(contentOf(job, file.path), file.content, `${file.path} is byte-identical`);
});

t.test('a selector that matches nothing fails the job, naming the selector', async (t) => {
  const job = await generate({ query: 'Replace "prix" with "tarifs"', files: FILES, target: { selector: '#pricing-table' } });
  t.equal(job.status, 'failed');
  t.equal(job.error_code, 'engine');
  t.match(job.error, /^The selector "#pricing-table" matches nothing in any page, so there is nothing to change\./);
  t.same(job.files, []);
  const onPage = await generate({
    query: 'Replace "prix" with "tarifs"',
    files: FILES,
    target: { selector: '#about', path: 'legal.html' },
  });
  t.match(onPage.error, /The selector "#about" matches nothing in legal\.html/);
});

t.test('a locked file survives an edit that asks to change it, and the job says so', async (t) => {
  const job = await generate({
    query: 'Replace "Mentions légales" with "Conditions"',
    files: FILES,
    locked_paths: ['legal.html'],
  });
  t.equal(job.status, 'ready', job.error);
  t.equal(contentOf(job, 'legal.html'), LEGAL, 'the locked page is byte-identical');
  t.match(contentOf(job, 'index.html'), /<a href="legal.html">Conditions<\/a>/, 'the rest of the edit is made');
  t.match(job.progress, /Kept 1 locked file as it was: legal\.html$/);
  // The same request without the lock changes it: the lock is what kept it.
  const unlocked = await generate({ query: 'Replace "Mentions légales" with "Conditions"', files: FILES });
  t.match(contentOf(unlocked, 'legal.html'), /<h1>Conditions<\/h1>/);
  t.notMatch(unlocked.progress, /locked/);
});

t.test('globs lock every file they match', async (t) => {
  const job = await generate({ query: 'Replace "prix" with "tarifs"', files: FILES, locked_paths: ['pages/**', '*.css', 'legal.*'] });
  t.equal(job.status, 'ready', job.error);
  t.equal(contentOf(job, 'pages/menu.html'), MENU);
  t.equal(contentOf(job, 'legal.html'), LEGAL);
  t.equal(contentOf(job, 'css/site.css'), CSS);
  t.match(contentOf(job, 'index.html'), /Nos tarifs sont doux/, 'the unlocked page changed');
  t.match(job.progress, /Kept 2 locked files as they were: legal\.html, pages\/menu\.html/);
});

function isInvalidRequest(t: Test, response: { status: number; body: any }, error: RegExp) {
  t.equal(response.status, 400);
  t.same(Object.keys(response.body).sort(), ['code', 'error', 'status', ...Object.keys(GENERATE_EMPTY)].sort(), "the endpoint's shape");
  t.match(response.body, { status: 'failed', code: 'invalid_request', ...GENERATE_EMPTY });
  t.match(response.body.error, error);
}

t.test('a bad selector, a target without files and a bad lock are 400s in shape', async (t) => {
  const send = (body: Record<string, unknown>) =>
    stack.http('POST', '/generate', { apiKey, body: { query: 'Change the heading', ...body } });
  isInvalidRequest(t, await send({ files: FILES, target: { selector: 'section[' } }), /^target\.selector: is not a valid CSS selector/);
  isInvalidRequest(t, await send({ files: FILES, target: { selector: 'div >' } }), /^target\.selector: must not end with a combinator/);
  isInvalidRequest(t, await send({ files: FILES, target: { selector: 'section:has(h2)' } }), /^target\.selector: must not use :has\(\)/);
  isInvalidRequest(
    t,
    await send({ files: FILES, target: { selector: '.pricing', path: 'css/site.css' } }),
    /^target\.path: must be an HTML page/,
  );
  isInvalidRequest(
    t,
    await send({ target: { selector: '.pricing' } }),
    /^target: needs something to edit: send `files` or a `project_id` with it$/,
  );
  isInvalidRequest(t, await send({ files: FILES, locked_paths: ['../secret'] }), /^locked_paths\[0\]: must not contain "\.\." segments/);
  isInvalidRequest(t, await send({ files: FILES, locked_paths: ['pages/'] }), /^locked_paths\[0\]: must name files, not a folder/);
});
