// Issue 27's edit scope, without I/O: the selector and glob rules of the request, and the
// generator's guard over an engine's answer (a target confines the change, locked files stay).
import t from 'tap';
import { selectorProblem } from '../../shared/html/css-selector.ts';
import { matchesGlob, pathGlobProblem } from '../../shared/files/path-glob.ts';
import { EditTargetSchema, LockedPathsSchema, targetWithoutEditProblem } from '../../shared/jobs/edit-scope.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { editScopeGuard, summaryWithNotes } from '../../services/generator/edit-scope/edit-scope-guard.ts';
import { keepLockedFiles } from '../../services/generator/edit-scope/locked-files-guard.ts';
import { matchedRanges, TargetError } from '../../services/generator/edit-scope/target-guard.ts';
import { finishSite } from '../../services/generator/engine-thread/engine-runner.ts';
import type { Engine, EngineContext } from '../../services/generator/engines/engine.ts';

const file = (path: string, content: string): SiteFile => ({ path, content, language: path.endsWith('.css') ? 'css' : 'html' });

const PAGE = [
  '<!doctype html>',
  '<html lang="fr"><head><title>Café Élan</title><link rel="stylesheet" href="styles.css"></head>',
  '<body>',
  '  <header><h1>Café Élan</h1></header>',
  '  <section class="pricing">',
  '    <h2>Prix</h2>',
  '    <p>Espresso 2 €</p>',
  '  </section>',
  '  <footer><p>© 2026</p></footer>',
  '</body>',
  '</html>',
  '',
].join('\r\n');
const CSS = 'body { color: #222; }\n';
const LEGAL = '<!doctype html><html lang="en"><head><title>Legal</title></head><body><p>Terms</p></body></html>\n';
const ORIGINALS = [file('index.html', PAGE), file('styles.css', CSS), file('legal.html', LEGAL)];

t.test('a selector must be one a browser reads, naming elements, with no subtree searches', async (t) => {
  for (const good of [
    '.pricing',
    '#hero > h1',
    'main section:nth-of-type(2)',
    'a[href^="https:"]',
    'li:not(.done)',
    'h1, h2',
    'ul > li + li',
  ])
    t.equal(selectorProblem(good), null, good);
  const bad: [string, RegExp][] = [
    ['a[', /not a valid CSS selector/],
    ['div >', /end with a combinator/],
    ['> p', /start with a combinator/],
    ['a,,b', /not a valid CSS selector/],
    ['p::before', /pseudo-element/],
    ['section:has(h2)', /:has\(\)/],
    ['li:not(:contains(x))', /:contains\(\)/],
    [':frobnicate', /Unknown pseudo-class/],
  ];
  for (const [selector, reason] of bad) t.match(selectorProblem(selector), reason, selector);
  const refused = EditTargetSchema.safeParse({ selector: 'a[', path: 'styles.css' });
  t.same(
    refused.error?.issues.map((issue) => issue.path.join('.')),
    ['selector', 'path'],
    'the schema names both fields',
  );
  t.match(refused.error?.issues[1]?.message, /HTML page/);
  t.same(EditTargetSchema.parse({ selector: '.pricing' }), { selector: '.pricing', path: null });
});

t.test('a target needs something to edit', async (t) => {
  const target = { selector: '.a', path: null };
  t.match(targetWithoutEditProblem({ target }), /send `files` or a `project_id`/);
  t.match(targetWithoutEditProblem({ target, files: [] }), /send `files`/);
  t.equal(targetWithoutEditProblem({ target, files: [{}] }), null);
  t.equal(targetWithoutEditProblem({ target, project_id: 'site' }), null);
  t.equal(targetWithoutEditProblem({}), null);
});

t.test('locked paths: paths and globs, in linear time', async (t) => {
  const cases: [string, string, boolean][] = [
    ['legal.html', 'legal.html', true],
    ['fr/legal.html', 'legal.html', false],
    ['a.html', '*.html', true],
    ['fr/a.html', '*.html', false],
    ['fr/a.html', '**/*.html', true],
    ['a.html', '**/*.html', true],
    ['assets/img/logo.png', 'assets/**', true],
    ['assetsx/logo.png', 'assets/**', false],
    ['docs/a.md', 'docs/?.md', true],
    ['docs/ab.md', 'docs/?.md', false],
    ['a/b/c/d.txt', 'a/**/d.txt', true],
    ['a/d.txt', 'a/**/d.txt', true],
    ['a/b/c/e.txt', 'a/**/d.txt', false],
  ];
  for (const [path, glob, expected] of cases) t.equal(matchesGlob(path, glob), expected, `${path} ~ ${glob}`);
  // A pattern a backtracking regular expression takes ages over: here, a product of lengths.
  const started = performance.now();
  t.equal(matchesGlob('a'.repeat(250), `${'*a'.repeat(120)}*b`), false);
  t.equal(matchesGlob(Array(120).fill('a').join('/'), `${'**/a/'.repeat(40)}b`), false);
  t.ok(performance.now() - started < 500, 'adversarial globs stay fast');
  t.match(pathGlobProblem('assets/'), /"assets\/\*\*"/);
  t.match(pathGlobProblem('a**.html'), /whole segment/);
  t.match(pathGlobProblem('../secret'), /\.\./);
  t.equal(pathGlobProblem('assets/**/*.png'), null);
  t.notOk(LockedPathsSchema.safeParse(Array(101).fill('a.html')).success, 'at most 100 entries');
  t.match(LockedPathsSchema.safeParse(['ok.html', '/abs']).error?.issues[0]?.path, [1]);
});

t.test('the selector finds the outermost elements, with their source bytes', async (t) => {
  const ranges = matchedRanges(PAGE, '.pricing');
  t.equal(ranges.length, 1);
  const [range] = ranges;
  t.ok(range && PAGE.slice(range.start, range.end).startsWith('<section class="pricing">'));
  t.ok(range && PAGE.slice(range.start, range.end).endsWith('</section>'));
  const nested = '<div class="x"><div class="x">in</div></div><p class="x">b</p>';
  t.same(
    matchedRanges(nested, '.x').map((r) => nested.slice(r.start, r.end)),
    ['<div class="x"><div class="x">in</div></div>', '<p class="x">b</p>'],
  );
});

t.test('a selector that matches nothing fails before the engine, naming the selector', async (t) => {
  t.throws(() => editScopeGuard({ files: ORIGINALS, target: { selector: '.menu', path: null } }), {
    constructor: TargetError,
    message: /The selector ".menu" matches nothing in any page/,
  });
  t.throws(() => editScopeGuard({ files: ORIGINALS, target: { selector: '.pricing', path: 'legal.html' } }), {
    message: /".pricing" matches nothing in legal.html/,
  });
  t.throws(() => editScopeGuard({ files: ORIGINALS, target: { selector: '.pricing', path: 'about.html' } }), {
    message: /The target page "about.html" is not among the files/,
  });
  t.throws(() => editScopeGuard({ files: [file('styles.css', CSS)], target: { selector: 'p', path: null } }), {
    message: /no HTML page among them/,
  });
  t.equal(editScopeGuard({ files: ORIGINALS }), null, 'no target and no locks: no guard');
});

t.test('a model answer that changed outside the target is repaired: only the target changes', async (t) => {
  const guard = editScopeGuard({ files: ORIGINALS, target: { selector: '.pricing', path: null } });
  // The model rewrote the pricing section, and also the header, the stylesheet, deleted legal.html
  // and added a page.
  const newPricing = '<section class="pricing">\n    <h2>Tarifs</h2>\n    <p>Espresso 2,50 €</p>\n  </section>';
  const answer = [
    file(
      'index.html',
      PAGE.replace('<h1>Café Élan</h1>', '<h1>Elan Coffee</h1>').replace(/<section class="pricing">[\s\S]*?<\/section>/, newPricing),
    ),
    file('styles.css', 'body { color: red; }\n'),
    file('extra.html', '<p>new</p>'),
  ];
  const guarded = guard?.result(answer);
  const expected = PAGE.replace(/<section class="pricing">[\s\S]*?<\/section>/, newPricing);
  t.same(
    guarded?.files.map((f) => f.path),
    ['index.html', 'styles.css', 'legal.html'],
  );
  t.equal(guarded?.files[0]?.content, expected, 'the page is the original with the target replaced');
  const range = matchedRanges(PAGE, '.pricing')[0];
  const out = guarded?.files[0]?.content ?? '';
  t.equal(out.slice(0, range?.start), PAGE.slice(0, range?.start), 'every byte before the target is the original');
  t.equal(out.slice(out.length - (PAGE.length - (range?.end ?? 0))), PAGE.slice(range?.end), 'every byte after it too');
  t.equal(guarded?.files[1]?.content, CSS, 'the stylesheet is the original');
  t.equal(guarded?.files[2]?.content, LEGAL, 'the deleted page is back');
  t.same(guarded?.notes, ['Undid changes outside ".pricing" in 4 files: index.html, styles.css, legal.html, extra.html']);
});

t.test('every matched element takes its counterpart; a different count cannot be placed', async (t) => {
  const page = '<ul>\n<li class="price">1</li>\n<li>x</li>\n<li class="price">2</li>\n</ul>\n';
  const guard = editScopeGuard({ files: [file('p.html', page)], target: { selector: '.price', path: 'p.html' } });
  const edited = '<ul>\n<li class="price">one</li>\n<li>CHANGED</li>\n<li class="price">two</li>\n</ul>\n';
  const guarded = guard?.result([file('p.html', edited)]);
  t.equal(guarded?.files[0]?.content, '<ul>\n<li class="price">one</li>\n<li>x</li>\n<li class="price">two</li>\n</ul>\n');
  t.throws(() => guard?.result([file('p.html', '<ul>\n<li class="price">one</li>\n</ul>\n')]), {
    constructor: TargetError,
    message: /inside ".price" on p.html: the page had 2 elements matching it and the result has 1/,
  });
  // An emitted batch with such a page holds it back; the final result decides.
  t.same(guard?.batch([file('p.html', '<ul></ul>')]), []);
  t.same(
    guard?.batch([file('p.html', edited)]).map((f) => f.content),
    [guarded?.files[0]?.content],
  );
  const unchanged = guard?.result([file('p.html', page)]);
  t.same(unchanged?.notes, [], 'nothing undone, nothing said');
});

t.test('locked files stay byte for byte: changed, deleted or renamed', async (t) => {
  const logo = { path: 'assets/logo.png', content: 'iVBORw0KGgo=', language: 'binary', encoding: 'base64' as const };
  const originals = [...ORIGINALS, logo];
  const answer = [
    file('index.html', PAGE.replace('Prix', 'Tarifs')),
    file('styles.css', CSS),
    file('legal.html', LEGAL.replace('Terms', 'New terms')),
    file('assets/new.png', 'AAAA'),
  ];
  const kept = keepLockedFiles(originals, answer, ['legal.html', 'assets/**'], true);
  t.same(
    kept.files.map((f) => [f.path, f.content]),
    [
      ['index.html', PAGE.replace('Prix', 'Tarifs')],
      ['styles.css', CSS],
      ['legal.html', LEGAL],
      ['assets/new.png', 'AAAA'],
      ['assets/logo.png', 'iVBORw0KGgo='],
    ],
    "a new file where a glob points is the engine's to add",
  );
  t.equal(kept.files[4], logo, 'the deleted image is put back as it was');
  t.same(kept.kept, ['legal.html', 'assets/logo.png']);
  t.same(kept.leftOut, []);
  const newSite = keepLockedFiles([], [file('index.html', PAGE)], ['*.html'], true);
  t.same(
    newSite.files.map((f) => f.path),
    ['index.html'],
    'a new site with pages locked still gets its pages',
  );

  const renamed = keepLockedFiles(
    ORIGINALS,
    [file('index.html', PAGE), file('styles.css', CSS), file('terms.html', LEGAL)],
    ['*.html'],
    true,
  );
  t.same(
    renamed.files.map((f) => f.path),
    ['index.html', 'styles.css', 'legal.html'],
    'a renamed locked file keeps its name; the copy is left out',
  );
  t.same(renamed.leftOut, ['terms.html']);
  t.same(
    editScopeGuard({ files: ORIGINALS, lockedPaths: ['*.html'] })?.result([
      file('index.html', PAGE),
      file('styles.css', CSS),
      file('terms.html', LEGAL),
    ]).notes,
    ['Kept 1 locked file as it was: legal.html', 'Left out the copy under a new name: terms.html'],
  );

  const batch = keepLockedFiles(ORIGINALS, [file('legal.html', 'x')], ['legal.html'], false);
  t.same(
    batch.files.map((f) => f.content),
    [LEGAL],
    'an emitted batch shows the locked file as it was',
  );

  const guard = editScopeGuard({ files: ORIGINALS, lockedPaths: ['legal.html'] });
  t.same(guard?.result(answer.slice(0, 3)).notes, ['Kept 1 locked file as it was: legal.html']);
  t.same(guard?.result([file('index.html', PAGE)]).notes, ['Kept 1 locked file as it was: legal.html'], 'a deleted one too');
  t.same(guard?.result(ORIGINALS).notes, [], 'an untouched one is not mentioned');
});

t.test('a target page that is locked stays as it was', async (t) => {
  const guard = editScopeGuard({ files: ORIGINALS, target: { selector: '.pricing', path: null }, lockedPaths: ['index.html'] });
  const guarded = guard?.result([file('index.html', PAGE.replace('Prix', 'Tarifs')), file('styles.css', CSS), file('legal.html', LEGAL)]);
  t.equal(guarded?.files[0]?.content, PAGE);
  t.same(guarded?.notes, ['Kept 1 locked file as it was: index.html']);
});

t.test('the progress line carries the notes', async (t) => {
  t.equal(
    summaryWithNotes('Changed the prices.', ['Kept 1 locked file as it was: legal.html']),
    'Changed the prices. Kept 1 locked file as it was: legal.html',
  );
  t.equal(summaryWithNotes('Done', []), 'Done');
});

t.test('finishSite holds emitted files and the result to the scope, for any engine', async (t) => {
  const emitted: SiteFile[][] = [];
  const context: EngineContext = {
    emit: async (files) => void emitted.push([...files]),
    progress: async () => {},
    recordUsage: async () => {},
    signal: new AbortController().signal,
  };
  let ran = 0;
  const engine: Engine = {
    name: 'scripted',
    run: async (_request, ctx) => {
      ran++;
      const changed = [
        file('index.html', PAGE.replace('Café Élan</h1>', 'Elan</h1>').replace('Prix', 'Tarifs')),
        file('legal.html', 'gone'),
      ];
      await ctx.emit(changed);
      return { files: changed, summary: 'Changed the prices.' };
    },
  };
  const limits = { maxFiles: 50, maxFileBytes: 1_000_000 };
  const request = {
    jobId: 'j',
    query: 'change the prices',
    files: ORIGINALS,
    target: { selector: '.pricing', path: null },
    lockedPaths: ['legal.html'],
  };
  const site = await finishSite(engine, request, context, limits);
  const expected = PAGE.replace('Prix', 'Tarifs');
  t.same(
    site.files.map((f) => [f.path, f.content]),
    [
      ['index.html', expected],
      ['styles.css', CSS],
      ['legal.html', LEGAL],
    ],
  );
  t.same(
    emitted[0]?.map((f) => f.content),
    [expected, LEGAL],
    'the emitted batch was confined too',
  );
  t.match(
    site.summary,
    /^Changed the prices\. Undid changes outside "\.pricing" in 2 files: index\.html, styles\.css\. Kept 1 locked file as it was: legal\.html$/,
  );
  await t.rejects(finishSite(engine, { ...request, target: { selector: '#nowhere', path: null } }, context, limits), {
    message: /"#nowhere" matches nothing/,
  });
  t.equal(ran, 1, 'the engine never ran for a selector that matches nothing');
});
