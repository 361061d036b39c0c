// `BENCH_ONLY=report npm run bench` (test/bench/report-bench.ts) for real, tiny: 2 sites. Its JSON
// line must hold every figure the docs quote, each measured, and the pages the validator read must
// be what remembering them promises: every page of a new site, only the edited page after a heading
// edit, none after a colour edit, and every page in the bare baseline.
import t from 'tap';
import { runBenchScript } from '../support/bench-script.ts';

t.test('the report bench prints what the quality report costs, remembered pages against every page read', async (t) => {
  const { code, output, json: report } = await runBenchScript('test/bench/report-bench.ts', { BENCH_REPORT_SITES: '2' });
  t.equal(code, 0, output);
  t.ok(report, 'one BENCH_JSON line');
  t.match(report, { bench: 'report', sites: 2, calibration: { js_ms: Number } });
  for (const [kind, ms] of Object.entries(report.ms_per_report)) t.ok(Number(ms) > 0, `${kind} measured`);
  t.same(report.pages_read, { new_site: 4, heading_remembered: 1, heading_bare: 4, colours_remembered: 0, colours_bare: 4 });
  t.ok(report.ratios.heading > 0 && report.ratios.colours > 0, 'the ratios against the bare baseline');
  t.match(output, /edit of the colours \(stylesheet only\): [\d.]+ ms remembered/, 'the line the docs quote');
});
