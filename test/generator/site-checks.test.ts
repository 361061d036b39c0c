// The quality report's static checks, on caller-written files and on the engine's own sites.
import t from 'tap';
import { checkSite } from '../../services/generator/checks/site-checks.ts';
import { pagesValidated } from '../../services/generator/checks/page-validation.ts';
import { generateSite } from '../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';

const page = (body: string, head = '<title>T</title>') =>
  `<!doctype html>\n<html lang="en">\n<head>\n<meta charset="utf-8">\n${head}\n</head>\n<body>\n<main>\n${body}\n</main>\n</body>\n</html>\n`;
const html = (path: string, content: string): SiteFile => ({ path, content, language: 'html' });
const css = (path: string, content: string): SiteFile => ({ path, content, language: 'css' });
const rules = (report: Awaited<ReturnType<typeof checkSite>>) => report.problems.map((p) => p.rule);

t.test('a clean page has no problems', async (t) => {
  const report = await checkSite([
    html('index.html', page('<h1>Hello</h1>\n<p><a href="about.html#team">About</a></p>')),
    html('about.html', page('<h1>About</h1>\n<h2 id="team">Team</h2>')),
  ]);
  t.same(report, { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [] });
});

t.test('a broken link, a missing asset and a missing fragment', async (t) => {
  const report = await checkSite([
    html(
      'index.html',
      page(
        '<h1>Hi</h1>\n<p><a href="contact.html">Contact</a> <a href="#prices">Prices</a> <a href="sub/">Sub</a></p>\n<script src="app.js"></script>',
      ),
    ),
    html('sub/index.html', page('<h1>Sub</h1>\n<p><a href="../index.html">Home</a> <a href="../missing.html">Gone</a></p>')),
  ]);
  t.equal(report.links_ok, false);
  t.same(
    report.problems.filter((p) => p.rule === 'broken-link').map((p) => [p.path, p.message.replace(/^line \d+: /, '')]),
    [
      ['index.html', '<a> points to contact.html, which is not among the files'],
      ['index.html', '<a> links to #prices, which no element of this page has'],
      ['sub/index.html', '<a> points to ../missing.html, which is not among the files'],
    ],
  );
  t.match(
    report.problems.find((p) => p.rule === 'missing-asset'),
    { path: 'index.html', message: /app\.js/ },
  );
  t.equal(report.html_valid, true, 'links are not a validity problem');
});

t.test('a missing alt text, an unlabelled field, a nameless button and a heading jump', async (t) => {
  const report = await checkSite([
    html(
      'index.html',
      page(
        '<h1>Hi</h1>\n<img src="logo.svg">\n<img src="deco.svg" alt="">\n<h3>Skipped</h3>\n<form><input name="q"><label>Name <input name="n"></label><button type="submit"></button></form>',
      ),
    ),
    { path: 'logo.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', language: 'svg' },
    { path: 'deco.svg', content: '<svg xmlns="http://www.w3.org/2000/svg"/>', language: 'svg' },
  ]);
  t.same(rules(report).sort(), ['button-name', 'form-label', 'heading-order', 'img-alt']);
  t.equal(report.accessibility_problems, 4);
  t.match(
    report.problems.find((p) => p.rule === 'img-alt'),
    { path: 'index.html', message: /line 10: the image logo\.svg has no alt text/ },
  );
  t.match(
    report.problems.find((p) => p.rule === 'form-label'),
    { message: /"q"/ },
  );
});

t.test('an invalid page', async (t) => {
  const report = await checkSite([
    html(
      'index.html',
      '<!doctype html>\n<html lang="en">\n<head><title>T</title></head>\n<body>\n<main><h1>Hi</h1><p><div>block in p</div></p><span id="a"></span><span id="a"></span></main>\n</body>\n</html>\n',
    ),
  ]);
  t.equal(report.html_valid, false);
  t.ok(
    report.problems.some((p) => p.rule === 'html-validate/no-dup-id'),
    'duplicate ids are reported',
  );
  t.ok(report.problems.every((p) => p.path === 'index.html'));
});

t.test('contrast of the declared colours, resolved through custom properties and themes', async (t) => {
  const report = await checkSite([
    html('index.html', page('<h1>Hi</h1>', '<title>T</title>\n<link rel="stylesheet" href="site.css">')),
    css(
      'site.css',
      ':root { --bg: #ffffff; --text: #111111; --accent: #ffd700; }\nbody { color: var(--text); }\nhtml { background: var(--bg); }\n.button { background-color: var(--accent); color: #ffffff; }\nhtml.dark { --bg: #101010; --text: #222222; }\n.ok { color: #000; background: #fff; }\n.grad { color: #777; background: linear-gradient(red, blue); }\n',
    ),
  ]);
  const contrast = report.problems.filter((p) => p.rule === 'color-contrast');
  t.equal(contrast.length, 2);
  t.match(contrast[0], { path: 'site.css', message: /^\.button: text #ffffff on #ffd700 has a contrast of 1\.\d\d:1/ });
  t.match(contrast[1], { message: /^body \(with html\.dark\): text #222222 on #101010/ });
});

t.test('problems are listed up to 50; the counts stay exact', async (t) => {
  const images = Array.from({ length: 60 }, (_, i) => `<img src="data:," title="x${i}">`).join('\n');
  const report = await checkSite([html('index.html', page(`<h1>Hi</h1>\n${images}`))]);
  t.equal(report.accessibility_problems, 60);
  t.equal(report.problems.length, 50);
});

t.test("the offline engine's sites pass their own checks", async (t) => {
  for (const query of [
    'A bakery in Leeds with a menu, gallery and a contact form',
    'A dark dashboard with charts and a sortable table and a dark mode toggle',
    'Un site pour mon restaurant à Lyon avec la carte',
  ]) {
    const report = await checkSite(generateSite(query).files);
    t.same(report.problems, [], query);
  }
});

t.test('long runs of blank lines: the validator reads them shortened, and reports the lines as written', async (t) => {
  const blanks = (n: number) => '\n'.repeat(n);
  // A duplicate id after 40 and then 5,000 blank lines (with spaces in some), and one before them.
  const body = `<p id="a">one</p>\n<p id="a">two</p>${blanks(40)}<p id="b">three</p>\n<p id="b">four</p>${'  \t\n'.repeat(5_000)}<p id="c">five</p>\n<p id="c">six</p>`;
  const content = page(body);
  const lines = content.split('\n');
  const lineOf = (text: string) => lines.findIndex((line) => line.includes(text)) + 1;
  const report = await checkSite([html('index.html', content)]);
  const dupes = report.problems.filter((p) => p.rule === 'html-validate/no-dup-id').map((p) => Number(/^line (\d+):/.exec(p.message)?.[1]));
  t.same(dupes, [lineOf('two'), lineOf('four'), lineOf('six')], 'each duplicate named on its written line');
  t.ok(lineOf('six') > 5_000, 'the last one is far down');
});

t.test('a page validated before is not validated again: its problems are read out at the path it has now', async (t) => {
  const invalid = page(`<p id="twice">one</p>\n<p id="twice">two</p>\n<!-- ${Math.random()} -->`);
  const first = await checkSite([html('index.html', invalid)]);
  const runs = pagesValidated();
  // The same text at two other paths, as an edit that moves a page or copies it would give.
  const again = await checkSite([html('index.html', invalid), html('copy.html', invalid), html('sub/moved.html', invalid)]);
  t.equal(pagesValidated(), runs, 'html-validate read none of the three pages again');
  const dupes = (report: typeof first) => report.problems.filter((p) => p.rule === 'html-validate/no-dup-id');
  t.same(
    dupes(again).map((p) => p.path),
    ['index.html', 'copy.html', 'sub/moved.html'],
  );
  t.same(
    dupes(again).map((p) => p.message),
    Array(3).fill(dupes(first)[0]!.message),
    'the same finding, on the same written line',
  );
  t.equal(again.html_valid, false);
  // One character changed is another page: it is read, and its own problems are found.
  const mended = await checkSite([html('index.html', invalid.replace('id="twice">two', 'id="once">two'))]);
  t.equal(pagesValidated(), runs + 1);
  t.equal(mended.html_valid, true);
});
