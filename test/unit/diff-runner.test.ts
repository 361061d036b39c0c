// The gateway's diff runner (services/gateway/diff/diff-runner.ts): its worker thread, ended when a
// request overruns its budget, gives up nothing it has already worked out, and a fresh one is ready
// before the next request comes.
import t from 'tap';
import { createDiffRunner } from '../../services/gateway/diff/diff-runner.ts';

const small = { path: 'notes.txt', before: 'first\nsecond\nthird\n', after: 'first\nchanged\nthird\n' };
// Splitting this many lines is one step the worker cannot stop in the middle of.
const huge = { path: 'x.txt', before: 'a\n'.repeat(400_000), after: 'b\n'.repeat(400_000) };

function busyFor(ms: number): void {
  const until = Date.now() + ms;
  while (Date.now() < until) {}
}

t.test('a patch sent before its worker is ended is kept, even when the event loop had not heard it yet', async (t) => {
  const runner = createDiffRunner({ maxEditLength: 5_000, timeoutMs: 100, graceMs: 1 });
  t.teardown(() => runner.close());
  // Let the first worker start (the runner starts one at once).
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  const asked = runner.patches('before', 'after', [small, huge]);
  // The event loop is held past the deadline and its grace: the timer that ends the worker is due
  // before the small file's patch, long since sent, is read.
  busyFor(600);
  const patches = await asked;
  t.match(patches.get('notes.txt'), /^-second$/m, 'the small file was worked out');
  t.match(patches.get('notes.txt'), /^\+changed$/m);
  t.equal(patches.get('x.txt'), null, 'the huge one was cut short');
});

t.test('after a worker is ended, the next request does not pay for starting a fresh one', async (t) => {
  // A budget shorter than starting a worker thread (loading the worker's module and the diff
  // library) but far longer than a small diff on a worker already running.
  const runner = createDiffRunner({ maxEditLength: 5_000, timeoutMs: 150, graceMs: 1 });
  t.teardown(() => runner.close());
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  t.equal((await runner.patches('before', 'after', [huge])).get('x.txt'), null, 'cut short');
  // The fresh worker starts while nothing is asked of it.
  await new Promise((resolve) => setTimeout(resolve, 1_500));
  t.match((await runner.patches('before', 'after', [small])).get('notes.txt'), /^\+changed$/m, 'the next request is worked out');
});
