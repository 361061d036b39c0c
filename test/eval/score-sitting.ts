// `node test/eval/score-sitting.ts <suite file> <export>`: scores one sitting of the large suite
// alone (issue 33's rounds), in Chromium with the large suite's own checks: the requests made or
// edited by the offline engine, each check met or missed, and the sitting's share of checks met.
// A round is scored once as written, before the engine is changed for it ("first seen"), and again
// after its fixes.
import { pathToFileURL } from 'node:url';
import { resolve } from 'node:path';
import { generateSite } from '../../services/generator/engines/offline/generate-site.ts';
import { EngineError } from '../../services/generator/engines/engine.ts';
import { createOfflineEngine } from '../../services/generator/engines/offline/offline-engine.ts';
import { checkAskedFor, describe } from '../support/site-quality/asked-for.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';
import { startingFiles } from '../support/site-quality/suite/start-site.ts';
import type { SuiteCase } from '../support/site-quality/suite/suite-case.ts';

const [file, name] = process.argv.slice(2);
if (!file || !name) throw new Error('usage: node test/eval/score-sitting.ts <suite file> <export name>');
const cases = (await import(pathToFileURL(resolve(file)).href))[name] as SuiteCase[] | undefined;
if (!Array.isArray(cases)) throw new Error(`${file} exports no ${name}`);

const engine = createOfflineEngine();
const quiet = { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };
const browser = await launchBrowser();
let met = 0;
let total = 0;
const byFamily = new Map<string, { met: number; total: number }>();
try {
  for (const [i, item] of cases.entries()) {
    let files: { path: string; content: string }[];
    let summary = '';
    try {
      const run = await engine.run({ jobId: `sitting-${i + 1}`, query: item.query, files: startingFiles(item) }, quiet);
      files = run.files;
      summary = run.summary ?? '';
    } catch (error) {
      if (!(error instanceof EngineError)) throw error;
      files = item.start ? [] : generateSite(item.query).files;
      summary = `declined: ${error.message}`;
    }
    const asked =
      files.length > 0
        ? await checkAskedFor(browser, files, item.expects, summary)
        : { met: [], missed: item.expects.map((e) => `${describe(e)} (declined)`) };
    met += asked.met.length;
    total += asked.met.length + asked.missed.length;
    const family = byFamily.get(item.family) ?? { met: 0, total: 0 };
    family.met += asked.met.length;
    family.total += asked.met.length + asked.missed.length;
    byFamily.set(item.family, family);
    const mark = asked.missed.length === 0 ? 'ok  ' : 'MISS';
    console.log(`${mark} ${String(i + 1).padStart(2)} [${item.family}] ${item.query.slice(0, 90)}`);
    for (const missed of asked.missed) console.log(`       missed: ${missed}`);
    if (asked.missed.length > 0 && summary) console.log(`       summary: ${summary.slice(0, 160)}`);
  }
} finally {
  await browser.close();
}
for (const [family, { met: m, total: t }] of byFamily) console.log(`${family.padEnd(10)} ${m}/${t}`);
console.log(`sitting: ${met}/${total} checks met (${((100 * met) / Math.max(total, 1)).toFixed(1)} %)`);
