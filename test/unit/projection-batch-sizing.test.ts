// How many events a projection batch takes and when it goes (batch-sizing.ts), without a stream
// or a database: the live window, narrowing a refused batch down, backoff, and growing back.
import t from 'tap';
import { BatchSizing, backoffMs } from '../../services/projector/batch-sizing.ts';

t.test('live, a batch due within the window after a commit waits out the rest of it', async (t) => {
  const sizing = new BatchSizing(1_000, 20);
  t.equal(sizing.waitBefore(0, 1, 0), 0, 'the first batch goes at once');
  sizing.committed(10, 100);
  t.equal(sizing.waitBefore(105, 3, 10), 15, 'five milliseconds after a commit: fifteen more');
  t.equal(sizing.waitBefore(120, 3, 10), 0, 'the window is over');
  t.equal(sizing.waitBefore(105, 1_000, 10), 0, 'a full batch does not wait');
});

t.test('without a window (a rebuild, or live with 0) nothing waits', async (t) => {
  const sizing = new BatchSizing(1_000, 0);
  sizing.committed(10, 100);
  t.equal(sizing.waitBefore(100, 1, 10), 0);
});

t.test('a refused batch is halved until its one event is known, then that event is retried with backoff', async (t) => {
  const sizing = new BatchSizing(8, 20);
  t.equal(sizing.limit, 8);
  t.same(sizing.refused(8, 108), { kind: 'narrow' });
  t.equal(sizing.limit, 4);
  t.notOk(sizing.healthy(100), 'small batches up to the refused batch’s last event');
  t.equal(sizing.waitBefore(0, 1, 100), 0, 'and no window while narrowing');
  t.same(sizing.refused(4, 104), { kind: 'narrow' });
  t.same(sizing.refused(2, 102), { kind: 'narrow' });
  t.equal(sizing.limit, 1);
  t.same(sizing.refused(1, 101), { kind: 'backoff', attempt: 1, delayMs: 200 });
  t.same(sizing.refused(1, 101), { kind: 'backoff', attempt: 2, delayMs: 400 });
  t.equal(sizing.committed(101, 1_000), 2, 'the commit reports the retries it took');
  t.equal(sizing.limit, 1, 'still small: the suspect range is not passed yet');
  sizing.committed(105, 1_010);
  t.equal(sizing.limit, 1);
  sizing.committed(108, 1_020);
  t.ok(sizing.healthy(108));
  t.equal(sizing.limit, 2, 'past the suspect range, batches grow back, doubling');
  sizing.committed(110, 1_030);
  sizing.committed(114, 1_040);
  sizing.committed(122, 1_050);
  t.equal(sizing.limit, 8, 'up to the largest batch');
  t.equal(sizing.committed(130, 1_060), 0);
});

t.test('backoff doubles from 200 ms up to 5 s', async (t) => {
  t.same([1, 2, 3, 4, 5, 6, 10].map(backoffMs), [200, 400, 800, 1_600, 3_200, 5_000, 5_000]);
});
