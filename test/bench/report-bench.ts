// What the quality report costs a job (issue 32): html-validate is most of it, and pages it has read
// before are remembered by digest (services/generator/checks/page-validation.ts). Distinct
// four-page offline sites are made, reported as new, then edited the ways callers edit (one page's
// heading; the colours, which change only the stylesheet) and reported again, with the pages
// remembered and, as the bare baseline, with every page read again. CPU of this process, as the
// engine thread spends it. Prints ms per report, the ratios, and one BENCH_JSON line.
// `BENCH_ONLY=report npm run bench`; part of the whole bench.
import { cpus } from 'node:os';
import { forgetValidatedPages, pagesValidated } from '../../services/generator/checks/page-validation.ts';
import { checkSite } from '../../services/generator/checks/site-checks.ts';
import { createOfflineEngine } from '../../services/generator/engines/offline/offline-engine.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { recordingContext } from '../support/fake-openai/engine-harness.ts';
import { calibrate, describeCalibration } from './machine-calibration.ts';

const SITES = Number(process.env.BENCH_REPORT_SITES ?? 40);
const WARM_UP = 5;
const KINDS = ['bakery', 'florist', 'bike repair shop', 'yoga studio', 'dentist', 'bookshop', 'cafe', 'photographer', 'law firm', 'gym'];
const EDITS = { heading: 'Change the main heading to "Fresh every morning"', colours: 'Make the buttons green' } as const;

const engine = createOfflineEngine();
const run = async (query: string, files: SiteFile[], i: number) =>
  (await engine.run({ jobId: `job_report_bench_${i}`, query, files }, recordingContext().context)).files;

const totals = { new_site: 0, heading_remembered: 0, heading_bare: 0, colours_remembered: 0, colours_bare: 0 };
type Report = keyof typeof totals;
/** Pages html-validate read, per report of each kind, summed over the sites. */
const read: Record<Report, number> = { ...totals };

/** CPU milliseconds of this process while the report runs, and the pages the validator read, added to `key`'s. */
async function measure(key: Report, files: SiteFile[], counted: boolean): Promise<void> {
  const before = process.cpuUsage();
  const readBefore = pagesValidated();
  await checkSite(files);
  const used = process.cpuUsage(before);
  if (!counted) return;
  totals[key] += (used.user + used.system) / 1000;
  read[key] += pagesValidated() - readBefore;
}

const calibration = await calibrate();
console.log(`[bench] report: ${describeCalibration(calibration)}`);
let pages = 0;
for (let i = 0; i < SITES + WARM_UP; i++) {
  const kind = KINDS[i % KINDS.length]!;
  const query = `Bench ${kind} ${i} in Leeds needs a site with a home page, an about page, a services page and a contact page.`;
  const site = await run(query, [], i);
  const counted = i >= WARM_UP;
  if (counted) pages += site.filter((f) => f.path.endsWith('.html')).length;
  forgetValidatedPages();
  await measure('new_site', site, counted);
  for (const [name, instruction] of Object.entries(EDITS) as [keyof typeof EDITS, string][]) {
    const edited = await run(instruction, site, i);
    // The job that made `site` reported it: its pages are remembered, as on the thread that made it.
    await checkSite(site);
    await measure(`${name}_remembered`, edited, counted);
    forgetValidatedPages();
    await measure(`${name}_bare`, edited, counted);
  }
}
const perSite = (sums: Record<Report, number>) =>
  Object.fromEntries(Object.entries(sums).map(([k, sum]) => [k, Math.round((sum / SITES) * 10) / 10])) as Record<Report, number>;
const perReport = perSite(totals);
const pagesRead = perSite(read);
const ratio = (remembered: number, bare: number) => Math.round((remembered / bare) * 100) / 100;
const ratios = {
  heading: ratio(perReport.heading_remembered, perReport.heading_bare),
  colours: ratio(perReport.colours_remembered, perReport.colours_bare),
};
console.log(
  `[bench] report: ${SITES} four-page offline sites (${(pages / SITES).toFixed(1)} pages each), ${cpus().length} x ${cpus()[0]?.model}`,
);
console.log(`  new site: ${perReport.new_site} ms of CPU a report`);
console.log(
  `  edit of one page's heading: ${perReport.heading_remembered} ms with the pages remembered (${pagesRead.heading_remembered} read), ${perReport.heading_bare} ms reading every page (${ratios.heading} x)`,
);
console.log(
  `  edit of the colours (stylesheet only): ${perReport.colours_remembered} ms remembered (${pagesRead.colours_remembered} pages read), ${perReport.colours_bare} ms reading every page (${ratios.colours} x)`,
);
console.log(
  `BENCH_JSON ${JSON.stringify({ bench: 'report', calibration, sites: SITES, ms_per_report: perReport, pages_read: pagesRead, ratios })}`,
);
