// `BENCH_ONLY=report npm run bench` (test/bench/report-bench.ts) for real, tiny: 2 sites. Its JSON
// line must hold every figure the docs quote, each measured, and the pages the validator read must
// be what remembering them promises: every page of a new site, only the edited page after a heading
// edit, none after a colour edit, and every page in the bare baseline.
import { spawn } from 'node:child_process';
import t from 'tap';

t.test('the report bench prints what the quality report costs, remembered pages against every page read', async (t) => {
  const child = spawn(process.execPath, ['test/bench/report-bench.ts'], {
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, BENCH_REPORT_SITES: '2' },
  });
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  const code = await new Promise((resolve) => child.once('exit', resolve));
  t.equal(code, 0, output);
  const line = output.split('\n').find((text) => text.startsWith('BENCH_JSON '));
  t.ok(line, 'one BENCH_JSON line');
  const report = JSON.parse(line!.slice('BENCH_JSON '.length));
  t.match(report, { bench: 'report', sites: 2, calibration: { js_ms: Number } });
  for (const [kind, ms] of Object.entries(report.ms_per_report)) t.ok(Number(ms) > 0, `${kind} measured`);
  t.same(report.pages_read, { new_site: 4, heading_remembered: 1, heading_bare: 4, colours_remembered: 0, colours_bare: 4 });
  t.ok(report.ratios.heading > 0 && report.ratios.colours > 0, 'the ratios against the bare baseline');
  t.match(output, /edit of the colours \(stylesheet only\): [\d.]+ ms remembered/, 'the line the docs quote');
});
