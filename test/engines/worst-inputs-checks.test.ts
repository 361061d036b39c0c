// Every engine operation over caller or model text finishes in well under a second of CPU on 1 MiB
// of the worst characters (docs/engines.md, "Bounded work"): here, the quality report. The suite
// runs in a process of its own (worst-inputs/checks.ts), without tap's coverage counters: those
// slow the engine code ten times and more, and the bound is about the code as it runs in a generator.
import { fileURLToPath } from 'node:url';
import t from 'tap';

// tap's process tracking (@tapjs/processinfo) follows every child it spawns and records its
// coverage unless told not to: this one is measured bare.
const env = { ...process.env, _TAPJS_PROCESSINFO_COVERAGE_: '0' };
t.spawn(
  process.execPath,
  [fileURLToPath(new URL('./worst-inputs/checks.ts', import.meta.url))],
  { timeout: 115_000, env },
  'the quality report over 1 MiB of the worst characters',
);
