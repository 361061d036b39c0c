// Issue 27: the offline engine obeys a request's design tokens. The brand colour becomes the
// component colour (header, buttons, footer), the background and text colours the page's, the fonts
// the headings' and the body's, the sizes the base font size, spacing and corners; a brand colour
// too light to read as text is a surface only, with readable text on it, and the report says so.
import t from 'tap';
import postcss from 'postcss';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import type { EngineContext } from '../../../services/generator/engines/engine.ts';
import { readDocument } from '../../../shared/design/dtcg-document.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';

extend([a11yPlugin]);

const QUERY = 'A website for Nordlicht, a coffee roastery in Hamburg, with a menu, a gallery and a contact form';

function tokens(document: unknown): DesignToken[] {
  const reading = readDocument(document);
  if (!reading.ok) throw new Error(reading.problem.message);
  return reading.tokens;
}

/** The custom properties the stylesheet's :root declares. */
function rootVariables(css: string): Map<string, string> {
  const vars = new Map<string, string>();
  postcss.parse(css).walkRules(':root', (rule) => {
    rule.walkDecls((decl) => {
      vars.set(decl.prop, decl.value);
    });
  });
  return vars;
}

const stylesheetOf = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'styles.css')!.content;

const DARK_BRAND = tokens({
  color: {
    $type: 'color',
    brand: { primary: { $value: '#7a1f5c' }, secondary: { $value: '#1f7a5c' } },
    background: { $value: '#fffaf2' },
    surface: { $value: '#f3e9dc' },
    text: { $value: '#2b2118' },
  },
  font: {
    $type: 'fontFamily',
    heading: { $value: ['Playfair Display', 'serif'] },
    body: { $value: 'Source Sans 3' },
    size: { base: { $type: 'dimension', $value: { value: 18, unit: 'px' } } },
  },
  spacing: { $type: 'dimension', sm: { $value: '0.5rem' }, md: { $value: '1.25rem' }, lg: { $value: '2rem' } },
  radius: { $type: 'dimension', md: { $value: '14px' } },
});

t.test("a branded site's stylesheet carries every token in its part", async (t) => {
  const site = generateSite(QUERY, { designTokens: DARK_BRAND });
  const vars = rootVariables(stylesheetOf(site.files));
  t.equal(vars.get('--accent'), '#7a1f5c', 'brand colour: the component colour');
  t.equal(vars.get('--second'), '#1f7a5c');
  t.equal(vars.get('--bg'), '#fffaf2');
  t.equal(vars.get('--surface'), '#f3e9dc');
  t.equal(vars.get('--text'), '#2b2118', 'a text colour that reads is kept as given');
  t.match(vars.get('--font-heading'), /^"Playfair Display", serif, /);
  t.match(vars.get('--font-body'), /^"Source Sans 3", /);
  t.equal(vars.get('--font-size'), '18px');
  t.equal(vars.get('--space'), '1.25rem', 'the middle of the scale, by its name md');
  t.equal(vars.get('--radius'), '14px');
  t.match(stylesheetOf(site.files), /html \{ font-size: var\(--font-size\); \}/);
  t.match(stylesheetOf(site.files), /\.section \{ padding-block: clamp\(calc\(var\(--space\) \* 2\)/);

  const report = await checkSite(site.files, DARK_BRAND);
  t.equal(report.accessibility_problems, 0, 'still accessible');
  t.same(report.brand?.missing, [], 'every token is found in the CSS');
  t.equal(report.brand?.found.length, DARK_BRAND.length);
  t.same(report.brand?.surfaces_only, []);
  t.match(report.brand?.summary, /uses 12 of the 12 design tokens/);
});

t.test('the same request without tokens is written exactly as before, and its report has no brand', async (t) => {
  const plain = generateSite(QUERY);
  const css = stylesheetOf(plain.files);
  t.notMatch(css, /--font-size|--space|brand's design tokens/);
  t.not(rootVariables(css).get('--accent'), '#7a1f5c');
  t.notOk('brand' in (await checkSite(plain.files)), 'no brand in the report of a request without tokens');
  const report = await checkSite(plain.files, DARK_BRAND);
  t.ok(report.brand!.missing.length > 0, "another site's CSS does not carry the brand");
});

t.test('a brand colour too light to read as text is a surface only, with readable text on it', async (t) => {
  const yellow = tokens({ brand: { $type: 'color', $value: '#ffd400' }, ink: { $type: 'color', $value: '#ffe866' } });
  const site = generateSite(QUERY, { designTokens: yellow });
  const vars = rootVariables(stylesheetOf(site.files));
  const bg = vars.get('--bg')!;
  t.equal(vars.get('--accent'), '#ffd400', 'the first colour is the brand colour, kept as given');
  t.ok(colord('#ffd400').contrast(bg) < 4.5, 'it would fail as text on the page');
  t.ok(colord(vars.get('--on-accent')!).contrast('#ffd400') >= 4.5, 'text on it reads');
  t.not(vars.get('--accent-ink'), '#ffd400', 'links and eyebrows get a readable shade, not the brand colour');
  t.ok(colord(vars.get('--accent-ink')!).contrast(bg) >= 4.5);
  t.ok(colord(vars.get('--text')!).contrast(bg) >= 4.5);
  const report = await checkSite(site.files, yellow);
  t.equal(report.accessibility_problems, 0);
  t.match(report.brand?.surfaces_only, [{ name: 'brand', value: '#ffd400', message: /surfaces only: .* never as text on the page/ }]);
  t.match(report.brand?.summary, /brand is used for surfaces only/);
});

t.test('a text colour that fails on the brand background is made readable, and reported as not used verbatim', async (t) => {
  const brand = tokens({
    color: { $type: 'color', primary: { $value: '#004d99' }, background: { $value: '#101418' }, text: { $value: '#333333' } },
  });
  const site = generateSite(QUERY, { designTokens: brand });
  const vars = rootVariables(stylesheetOf(site.files));
  t.equal(vars.get('--bg'), '#101418', 'a dark brand background makes a dark site');
  t.ok(colord(vars.get('--text')!).contrast('#101418') >= 4.5, 'the text is lightened until it reads');
  const report = await checkSite(site.files, brand);
  t.equal(report.accessibility_problems, 0);
  t.match(report.brand?.missing, [{ name: 'color.text' }]);
});

t.test('a tokens file alone makes a new branded site and stays among its files', async (t) => {
  const engine = createOfflineEngine();
  const context: EngineContext = {
    emit: async () => {},
    progress: async () => {},
    recordUsage: async () => {},
    signal: new AbortController().signal,
  };
  const file = { path: 'design.tokens.json', content: JSON.stringify({ brand: { $type: 'color', $value: '#7a1f5c' } }), language: 'json' };
  const brand = tokens(JSON.parse(file.content));
  const result = await engine.run({ jobId: 'job_1', query: QUERY, files: [file], designTokens: brand }, context);
  t.ok(result.files.some((f) => f.path === 'index.html'));
  t.same(
    result.files.find((f) => f.path === 'design.tokens.json'),
    file,
    'the tokens file is kept as sent',
  );
  t.equal(rootVariables(stylesheetOf(result.files)).get('--accent'), '#7a1f5c');
});

t.test('an edit with design tokens applies the brand first, then the request', async (t) => {
  const engine = createOfflineEngine();
  const context: EngineContext = {
    emit: async () => {},
    progress: async () => {},
    recordUsage: async () => {},
    signal: new AbortController().signal,
  };
  const site = generateSite(QUERY);
  const ours = await engine.run(
    { jobId: 'job_1', query: 'Use our brand colours and fonts.', files: site.files, designTokens: DARK_BRAND },
    context,
  );
  const vars = rootVariables(stylesheetOf(ours.files));
  t.equal(vars.get('--accent'), '#7a1f5c');
  t.equal(vars.get('--bg'), '#fffaf2');
  t.equal(vars.get('--text'), '#2b2118');
  t.equal(vars.get('--font-heading'), '"Playfair Display", serif');
  t.equal(vars.get('--font-body'), '"Source Sans 3"');
  t.equal(vars.get('--radius'), '14px');
  t.match(ours.summary, /^Applied the brand's design tokens: Changed the colours/);
  t.equal((await checkSite(ours.files, DARK_BRAND)).accessibility_problems, 0);

  // The request's own change comes after the brand, so it wins where they meet.
  const both = await engine.run(
    { jobId: 'job_2', query: 'Make the buttons forest green', files: site.files, designTokens: DARK_BRAND },
    context,
  );
  t.equal(rootVariables(stylesheetOf(both.files)).get('--accent'), 'forestgreen');
  t.equal(rootVariables(stylesheetOf(both.files)).get('--bg'), '#fffaf2');

  // A hand-written site without custom properties gets rules of its own.
  const page =
    '<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Shop</title><link rel="stylesheet" href="site.css"></head><body><header><h1>Shop</h1></header><main><p>Hello</p><button>Buy</button></main></body></html>';
  const hand = await engine.run(
    {
      jobId: 'job_3',
      query: 'Apply the brand',
      files: [
        { path: 'index.html', content: page, language: 'html' },
        { path: 'site.css', content: 'body { color: #222; }\n', language: 'css' },
      ],
      designTokens: DARK_BRAND,
    },
    context,
  );
  const css = hand.files.find((f) => f.path === 'site.css')!.content;
  t.match(css, /button, \.button, \.btn, input\[type="submit"\] \{ background-color: #7a1f5c; \}/);
  t.match(css, /header, \.site-header, nav \{ background-color: #7a1f5c; \}/);
  t.match(css, /h1, h2, h3 \{ font-family: "Playfair Display", serif/);
  t.match(css, /body \{ color: #2b2118; background-color: #fffaf2; font-family: "Source Sans 3"/);

  await t.rejects(
    engine.run({ jobId: 'job_4', query: 'Apply the brand', files: site.files }, context),
    /did not understand/,
    'without tokens, the same words are no instruction',
  );
});
