// `BENCH_ONLY=sealing npm run bench` (test/bench/sealing-bench.ts) for real, tiny: 30 jobs, one
// round. Its JSON line must hold every figure the docs quote, each measured (above zero), sealing
// costing more than the clear baseline, the total the sum of its parts, and its nats-server gone.
import { readdirSync } from 'node:fs';
import { tmpdir } from 'node:os';
import t from 'tap';
import { runBenchScript } from '../support/bench-script.ts';

const benchDirs = () => new Set(readdirSync(tmpdir()).filter((name) => name.startsWith('sitewright-sealing-bench-')));

t.test('the sealing bench prints what sealing costs a job, every part measured', async (t) => {
  const before = benchDirs();
  const run = await runBenchScript('test/bench/sealing-bench.ts', { BENCH_SEALING_JOBS: '30', BENCH_SEALING_ROUNDS: '1' });
  const { output } = run;
  t.equal(run.code, 0, output);
  t.ok(run.json, 'one BENCH_JSON line');
  const { sealing } = run.json;
  t.match(sealing, { jobs: 30, rounds: 1, events_per_job: 7, calibration: { js_ms: Number } });
  t.ok(sealing.files_per_job >= 3 && sealing.body_bytes_per_job > 10_000, "a real site's files");
  t.ok(sealing.events_us_per_job.bare > 0, 'the clear baseline is measured');
  t.ok(sealing.events_us_per_job.sealed > sealing.events_us_per_job.bare, 'sealing and opening cost more than the clear events');
  t.ok(sealing.key_us_per_job > 0 && sealing.key_server_us_per_job >= 0 && sealing.key_ms_wall_per_job > 0, "the key's cost");
  t.ok(sealing.bodies_us_per_job.sealed_and_opened > 0 && sealing.bodies_us_per_job.sha256 > 0, "the bodies' cost");
  const parts =
    sealing.events_us_per_job.sealed -
    sealing.events_us_per_job.bare +
    sealing.key_us_per_job +
    sealing.key_server_us_per_job +
    sealing.bodies_us_per_job.sealed_and_opened;
  t.ok(Math.abs(sealing.added_us_per_job - parts) <= 3, `the total is the sum of its parts (${sealing.added_us_per_job}, ${parts})`);
  t.match(output, /sealing adds \d+ µs of CPU per job/, 'the line the docs quote');
  t.same(
    [...benchDirs()].filter((name) => !before.has(name)),
    [],
    'its nats-server directory is removed',
  );
});
