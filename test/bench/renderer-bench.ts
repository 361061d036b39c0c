// What the renderer costs (issue 28): distinct offline sites (made by the offline engine) drawn in
// Chromium as the renderer does, each page at 1280 and 375 px with its screenshots and the browser
// checks, one job at a time and RENDERER_CONCURRENCY at a time. Prints ms per job, pages per second
// and the CPU of this process and Chromium's per job, and one BENCH_JSON line.
// `BENCH_ONLY=renderer npm run bench`; part of the whole bench.
import { createHash } from 'node:crypto';
import { cpus } from 'node:os';
import { pino } from 'pino';
import { createOfflineEngine } from '../../services/generator/engines/offline/offline-engine.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { createChromiumBrowser } from '../../shared/rendering/chromium-browser.ts';
import { findChromium } from '../../shared/rendering/find-chromium.ts';
import { renderSite } from '../../shared/rendering/render-site.ts';
import { recordingContext } from '../support/fake-openai/engine-harness.ts';
import { cpuOfTree } from './process-cpu.ts';

const JOBS = Number(process.env.BENCH_RENDERER_JOBS ?? 30);
const CONCURRENCY = Number(process.env.RENDERER_CONCURRENCY ?? 2);

const KINDS = ['bakery', 'florist', 'bike repair shop', 'yoga studio', 'dentist', 'bookshop', 'cafe', 'photographer', 'law firm', 'gym'];

async function makeSites(count: number): Promise<SiteFile[][]> {
  const engine = createOfflineEngine();
  const sites: SiteFile[][] = [];
  for (let i = 0; i < count; i++) {
    const kind = KINDS[i % KINDS.length]!;
    const query = `A website for a ${kind} called Bench ${i} in town number ${i}, with a contact page and prices`;
    sites.push((await engine.run({ jobId: `job_bench_${i}`, query, files: [] }, recordingContext().context)).files);
  }
  return sites;
}

const store = {
  put: async (png: Uint8Array) => createHash('sha256').update(png).digest('hex'),
  get: async () => null,
};

const chromiumPath = findChromium(process.env.CHROMIUM_PATH);
if (!chromiumPath) throw new Error('no Chromium on this machine (apt-get install chromium, or set CHROMIUM_PATH)');
const sites = await makeSites(JOBS);
const pages = sites.map((files) => files.filter((file) => /\.html?$/i.test(file.path)).length);
const chromium = createChromiumBrowser(chromiumPath, pino({ enabled: false }));
const browser = await chromium.get();
console.log(`[bench] renderer: ${JOBS} offline sites (${pages.reduce((a, b) => a + b, 0)} pages), ${cpus().length} x ${cpus()[0]?.model}`);

async function measure(concurrency: number) {
  // A warm-up job: Chromium's first page pays for its own start.
  await renderSite(browser, sites[0]!, store, { pageTimeoutMs: 15_000, maxPages: 20 });
  const cpuBefore = cpuOfTree();
  const started = performance.now();
  const perJob: number[] = [];
  let next = 0;
  let problems = 0;
  const worker = async () => {
    while (next < sites.length) {
      const files = sites[next++]!;
      const began = performance.now();
      const result = await renderSite(browser, files, store, { pageTimeoutMs: 15_000, maxPages: 20 });
      problems += result.checks.problem_count;
      perJob.push(performance.now() - began);
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  const seconds = (performance.now() - started) / 1000;
  const cpuMs = cpuOfTree() - cpuBefore;
  const sorted = perJob.sort((a, b) => a - b);
  const drawn = pages.reduce((a, b) => a + b, 0) * 2;
  return {
    concurrency,
    ms_per_job: { p50: Math.round(sorted[Math.floor(sorted.length / 2)]!), p90: Math.round(sorted[Math.floor(sorted.length * 0.9)]!) },
    jobs_per_second: Math.round((JOBS / seconds) * 100) / 100,
    pages_per_second: Math.round((drawn / seconds) * 10) / 10,
    cpu_ms_per_job: Math.round(cpuMs / JOBS),
    problems_found: problems,
  };
}

try {
  const results = [await measure(1), ...(CONCURRENCY > 1 ? [await measure(CONCURRENCY)] : [])];
  for (const r of results)
    console.log(
      `[bench] renderer at ${r.concurrency} at once: ${r.ms_per_job.p50} ms a job (p90 ${r.ms_per_job.p90}), ${r.jobs_per_second} jobs/s, ${r.pages_per_second} pages drawn/s (each page at 2 widths), ${r.cpu_ms_per_job} ms of CPU a job (this process and Chromium); ${r.problems_found} problems found`,
    );
  console.log(`BENCH_JSON ${JSON.stringify({ renderer: results })}`);
} finally {
  await chromium.close();
}
