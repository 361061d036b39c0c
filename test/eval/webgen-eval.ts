// `npm run eval`: makes a site for every WebGen-Bench instruction and every request of our own
// suite, and prints, per site, the quality-bar checks, whether the colour rule was honoured in the
// rendered page, which requested features were recognised, and the CPU time to make it; then the
// asked-for coverage of both sets (what each request asks for, found in Chromium). Run with
// `-- --no-browser` for the static checks only (no coverage, no axe, console or overflow).
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import { generateSite } from '../../services/generator/engines/offline/generate-site.ts';
import { staticChecks } from '../support/site-quality/static-checks.ts';
import { browserChecks, launchBrowser } from '../support/site-quality/browser-checks.ts';
import { serveFiles } from '../support/site-quality/serve-files.ts';
import { loadWebGen } from '../support/site-quality/webgen.ts';
import { checkAskedFor, webgenExpectations, type Expectation } from '../support/site-quality/asked-for.ts';
import { REQUEST_SUITE } from '../support/site-quality/request-suite.ts';
import { createOfflineEngine } from '../../services/generator/engines/offline/offline-engine.ts';

extend([namesPlugin]);

// Names WebGen uses that CSS lacks; the engine maps them the same way.
const NON_CSS: Record<string, string> = { azuremist: '#f0fff0', lightgoldenrod: '#eedd82' };

/** The colours the instruction names, read independently of the engine's own parser. */
function expectedColours(instruction: string): { background: string; component: string } | null {
  const sentence = instruction
    .split(/(?<=\.)\s+/)
    .reverse()
    .find((s) => /background|base colou?r|layout/i.test(s));
  if (!sentence) return null;
  // Each clause names one colour; the clause that says "background" (or base, layout) names the background.
  let background: string | null = null;
  let component: string | null = null;
  for (const clause of sentence.split(/[,;]|\band\b|\bthen\b/i)) {
    const css = firstColour(clause);
    if (!css) continue;
    if (/background|base colou?r|layout/i.test(clause) && !background) background = css;
    else if (!component) component = css;
  }
  return background && component ? { background, component } : null;
}

function firstColour(text: string): string | null {
  const words = text.match(/[a-z]+/gi) ?? [];
  for (let i = 0; i < words.length; i++) {
    for (let n = 3; n >= 1; n--) {
      const key = words
        .slice(i, i + n)
        .join('')
        .toLowerCase();
      const css = NON_CSS[key] ?? (colord(key).isValid() && /^[a-z]+$/.test(key) ? key : null);
      if (css) return css;
    }
  }
  return null;
}

function rgb(css: string): string {
  const { r, g, b } = colord(css).toRgb();
  return `rgb(${r}, ${g}, ${b})`;
}

const useBrowser = !process.argv.includes('--no-browser');
// Fails loudly when the file is missing: a smaller set would make the figures look better.
const webgen = loadWebGen();
const items: { id: string; instruction: string; expects: Expectation[]; set: 'webgen' | 'suite' }[] = [
  ...webgen.map((item) => ({
    id: item.id,
    instruction: item.instruction,
    expects: webgenExpectations(item.instruction),
    set: 'webgen' as const,
  })),
  ...REQUEST_SUITE.map((request, i) => ({
    id: `own-${String(i + 1).padStart(2, '0')}`,
    instruction: request.query,
    expects: request.expects,
    set: 'suite' as const,
  })),
];
for (let i = 0; i < 5; i++) generateSite(items[i]!.instruction); // warm up the JIT and lazy tables
const engine = createOfflineEngine();
const coverage = { webgen: { met: 0, total: 0 }, suite: { met: 0, total: 0 } };
const misses: string[] = [];

const browser = useBrowser ? await launchBrowser() : null;
const rows: string[][] = [];
const cpu: number[] = [];
const problems: string[] = [];
let withColourRule = 0;
const totals = { html: 0, basics: 0, links: 0, offline: 0, axe: 0, console: 0, overflow: 0, colour: 0 };
for (const item of items) {
  const start = process.cpuUsage();
  const site = generateSite(item.instruction);
  const used = process.cpuUsage(start);
  cpu.push((used.user + used.system) / 1000);
  const s = await staticChecks(site.files);
  const ok = (b: boolean) => (b ? 'ok' : 'FAIL');
  // Without a browser these checks are not made: they show as n/a, never as passed.
  let axe: boolean | null = null,
    console: boolean | null = null,
    overflow: boolean | null = null;
  let offline = s.remoteAssets.length === 0;
  let colour: boolean | null = null;
  const expected = expectedColours(item.instruction);
  if (browser) {
    const b = await browserChecks(browser, site.files);
    axe = b.axe.length === 0;
    console = b.consoleErrors.length === 0 && b.missingFiles.length === 0;
    overflow = b.overflow.length === 0;
    offline &&= b.externalRequests.length === 0;
    problems.push(...[...b.axe, ...b.consoleErrors, ...b.overflow, ...b.externalRequests].map((p) => `${item.id} ${p}`));
    // The engine's own final progress line says what it could not build.
    const run = await engine.run(
      { jobId: item.id, query: item.instruction, files: [] },
      { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal },
    );
    const asked = await checkAskedFor(browser, site.files, item.expects, run.summary ?? '');
    coverage[item.set].met += asked.met.length;
    coverage[item.set].total += asked.met.length + asked.missed.length;
    misses.push(...asked.missed.map((m) => `${item.id} ${m} (${item.instruction.slice(0, 60)}...)`));
    if (expected) {
      const served = await serveFiles(site.files);
      const page = await browser.newPage();
      await page.goto(`${served.url}index.html`);
      const seen = await page.evaluate(() => {
        const bg = getComputedStyle(document.body).backgroundColor;
        const components = [...document.querySelectorAll('.button, button, .site-header, .site-footer')].map(
          (el) => getComputedStyle(el).backgroundColor,
        );
        return { bg, components };
      });
      colour = seen.bg === rgb(expected.background) && seen.components.includes(rgb(expected.component));
      await page.close();
      await served.close();
    }
  } else {
    const css = site.files.find((f) => f.path === 'styles.css')?.content ?? '';
    if (expected) colour = css.includes(`--bg: ${expected.background};`) && css.includes(`--accent: ${expected.component};`);
  }
  const checks = {
    html: s.htmlErrors.length === 0,
    basics: s.basics.length === 0,
    links: s.brokenLinks.length === 0,
    offline,
    axe,
    console,
    overflow,
    colour,
  };
  for (const [k, v] of Object.entries(checks)) if (v) totals[k as keyof typeof totals]++;
  if (colour !== null) withColourRule++;
  problems.push(...[...s.htmlErrors, ...s.basics, ...s.brokenLinks, ...s.remoteAssets].map((p) => `${item.id} ${p}`));
  const features = site.request.features.join(' ');
  rows.push([
    item.id,
    site.request.kind.id,
    ...Object.values(checks).map((v) => (v === null ? 'n/a' : ok(v))),
    cpu[cpu.length - 1]!.toFixed(1),
    features || '-',
  ]);
}
await browser?.close();

const header = [
  'id',
  'kind',
  'html',
  'basics',
  'links',
  'offline',
  'axe',
  'console',
  'overflow',
  'colour',
  'cpu ms',
  'features recognised',
];
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((r) => (i === header.length - 1 ? 0 : r[i]!.length))));
const line = (cells: string[]) => cells.map((c, i) => (i === cells.length - 1 ? c : c.padEnd(widths[i]!))).join('  ');
process.stdout.write(`${line(header)}\n${rows.map(line).join('\n')}\n\n`);
const sorted = [...cpu].sort((a, b) => a - b);
const median = sorted[Math.floor(sorted.length / 2)]!;
const n = items.length;
process.stdout.write(
  `${webgen.length} WebGen-Bench instructions and ${REQUEST_SUITE.length} requests of our own suite${browser ? ' (checked in headless Chromium)' : ' (static checks only)'}\n`,
);
for (const [k, v] of Object.entries(totals)) {
  const browserOnly = k === 'axe' || k === 'console' || k === 'overflow';
  if (!browser && browserOnly) process.stdout.write(`  ${k.padEnd(9)} not checked (needs the browser)\n`);
  else process.stdout.write(`  ${k.padEnd(9)} ${v}/${k === 'colour' ? `${withColourRule} (instructions with a colour rule)` : n}\n`);
}
process.stdout.write(`  median CPU time per site: ${median.toFixed(1)} ms (p90 ${sorted[Math.floor(n * 0.9)]!.toFixed(1)} ms)\n`);
const percent = (c: { met: number; total: number }) =>
  c.total === 0 ? 'n/a' : `${((100 * c.met) / c.total).toFixed(1)}% (${c.met}/${c.total})`;
if (browser) {
  process.stdout.write(`  asked-for coverage, our suite:  ${percent(coverage.suite)}\n`);
  process.stdout.write(`  asked-for coverage, WebGen-Bench: ${percent(coverage.webgen)}\n`);
} else process.stdout.write('  asked-for coverage: not checked (needs the browser)\n');
if (problems.length > 0) process.stdout.write(`\nProblems:\n${problems.map((p) => `  ${p}`).join('\n')}\n`);
if (misses.length > 0) process.stdout.write(`\nAsked for but not found:\n${misses.map((m) => `  ${m}`).join('\n')}\n`);
process.stdout.write(`  sites with at least one recognised feature: ${rows.filter((r) => r[r.length - 1] !== '-').length}/${n}\n`);
