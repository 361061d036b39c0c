// A long fold lets the event loop turn once its slice of work is used up, and not before.
import t from 'tap';
import { createPacer } from '../../services/projector/pacer.ts';

t.test('pace() returns at once within the slice and turns the event loop after it', async (t) => {
  const within = createPacer(60_000);
  t.equal(within(), undefined, 'no turn within the slice');
  const spent = createPacer(0);
  let ranMeanwhile = false;
  setImmediate(() => {
    ranMeanwhile = true;
  });
  const turn = spent();
  t.ok(turn instanceof Promise, 'a turn once the slice is used up');
  await turn;
  t.ok(ranMeanwhile, 'work queued on the event loop ran before the fold went on');
});
