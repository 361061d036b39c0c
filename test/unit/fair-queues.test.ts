// The scheduler's decisions without any I/O: deficit round robin between accounts, weights,
// per-account concurrency limits, cancels of waiting jobs and order within an account.
import t from 'tap';
import { FairQueues, type QueuedJob } from '../../services/scheduler/fair-queues.ts';

const DEFAULTS = { maxConcurrent: 1_000, weight: 1 };

let seq = 0;
function request(queues: FairQueues, accountId: string, count: number): string[] {
  const ids: string[] = [];
  for (let i = 0; i < count; i++) {
    seq++;
    const jobId = `${accountId}-job-${seq}`;
    queues.requested({ jobId, accountId, seq, requestedAt: seq });
    ids.push(jobId);
  }
  return ids;
}

/** Admits `count` jobs, each finishing at once, and says which account each came from. */
function admitAndFinish(queues: FairQueues, count: number): string[] {
  const order: string[] = [];
  for (let i = 0; i < count; i++) {
    const job = queues.admitNext();
    if (!job) break;
    order.push(job.accountId);
    queues.started(job.jobId, job.accountId);
    queues.finished(job.jobId, job.accountId);
  }
  return order;
}

const share = (order: string[], accountId: string) => order.filter((each) => each === accountId).length;

t.test('an account with one job waiting gets the next admission behind a flood of another', async (t) => {
  const queues = new FairQueues(DEFAULTS);
  request(queues, 'big', 100_000);
  admitAndFinish(queues, 10);
  const [small] = request(queues, 'small', 1);
  const next = queues.admitNext();
  // Round robin: "big" may finish the turn it is in (weight 1: one job), then "small" comes.
  const after = next?.accountId === 'small' ? next : queues.admitNext();
  t.equal(after?.jobId, small, "the small account's job is admitted within one turn of the flood");
  t.equal(queues.queuedTotal, 100_000 - 10 - (next?.accountId === 'big' ? 1 : 0), 'the flood is still queued');
});

t.test('equal weights get equal shares; weights give proportional shares', async (t) => {
  const equal = new FairQueues(DEFAULTS);
  request(equal, 'a', 1_000);
  request(equal, 'b', 1_000);
  const order = admitAndFinish(equal, 600);
  t.equal(share(order, 'a'), 300, 'a: half');
  t.equal(share(order, 'b'), 300, 'b: half');

  const weighted = new FairQueues(DEFAULTS);
  weighted.setLimits('heavy', { weight: 3 });
  request(weighted, 'heavy', 1_000);
  request(weighted, 'light', 1_000);
  const weightedOrder = admitAndFinish(weighted, 400);
  t.equal(share(weightedOrder, 'heavy'), 300, 'weight 3: three quarters');
  t.equal(share(weightedOrder, 'light'), 100, 'weight 1: one quarter');
  // Interleaved, not in bursts: no account waits more than its turn.
  t.notMatch(weightedOrder.join(','), /light,light/, 'the light account never gets two in a row');
});

t.test('an account at max_concurrent keeps its jobs queued while others run', async (t) => {
  const queues = new FairQueues({ maxConcurrent: 2, weight: 1 });
  request(queues, 'a', 10);
  request(queues, 'b', 10);
  const admitted: QueuedJob[] = [];
  for (let job = queues.admitNext(); job; job = queues.admitNext()) admitted.push(job);
  t.equal(admitted.length, 4, 'two of each, then nobody may run more');
  t.equal(
    share(
      admitted.map((job) => job.accountId),
      'a',
    ),
    2,
  );
  t.equal(queues.runningTotal, 4);
  queues.finished(admitted[0]!.jobId, admitted[0]!.accountId);
  t.equal(queues.admitNext()?.accountId, admitted[0]!.accountId, 'a finished job frees a place for its own account');
  t.equal(queues.admitNext(), null, 'and only one');

  queues.setLimits('b', { maxConcurrent: 5 });
  const more: string[] = [];
  for (let job = queues.admitNext(); job; job = queues.admitNext()) more.push(job.accountId);
  t.same(more, ['b', 'b', 'b'], 'a raised limit lets the account run more at once');
});

t.test('order within an account is kept, and a cancelled waiting job leaves at once', async (t) => {
  const queues = new FairQueues(DEFAULTS);
  const ids = request(queues, 'a', 5);
  queues.finished(ids[1]!, 'a');
  t.same(queues.queueOf('a'), [ids[0], ids[2], ids[3], ids[4]], 'the cancelled job is gone');
  const admitted = [queues.admitNext()?.jobId, queues.admitNext()?.jobId, queues.admitNext()?.jobId, queues.admitNext()?.jobId];
  t.same(admitted, [ids[0], ids[2], ids[3], ids[4]], 'admitted in request order');
  t.equal(queues.admitNext(), null);
});

t.test('a failed admission puts the job back at the head; an admission heard from the log is not doubled', async (t) => {
  const queues = new FairQueues(DEFAULTS);
  const ids = request(queues, 'a', 3);
  const first = queues.admitNext()!;
  t.equal(queues.notStarted, 1, 'counted in the buffer until put back');
  queues.putBack(first);
  t.equal(queues.notStarted, 0);
  t.same(queues.queueOf('a'), ids, 'back at the head');
  // Another scheduler (or this one before a restart) admitted the second: the log says so.
  queues.admitted(ids[1]!, 'a');
  queues.admitted(ids[1]!, 'a');
  t.equal(queues.runningTotal, 1, 'the same admission heard twice counts once');
  t.same(queues.queueOf('a'), [ids[0], ids[2]]);
  queues.started(ids[1]!, 'a');
  t.equal(queues.notStarted, 0, 'a started job leaves the buffer');
});

t.test('an admission that reaches the log after its job ended (a cancel, an erasure) holds no place', async (t) => {
  const queues = new FairQueues({ maxConcurrent: 1, weight: 1 });
  const ids = request(queues, 'a', 2);
  queues.finished(ids[0]!, 'a');
  queues.admitted(ids[0]!, 'a');
  t.equal(queues.runningTotal, 0, 'not counted as running');
  t.equal(queues.notStarted, 0, 'not in the buffer');
  t.equal(queues.admitNext()?.jobId, ids[1], "the account's next job goes on");
});

t.test("an erased account's queue is dropped: its jobs are never admitted and free their places", async (t) => {
  const queues = new FairQueues({ maxConcurrent: 2, weight: 1 });
  request(queues, 'gone', 5);
  const [other] = request(queues, 'other', 1);
  const first = queues.admitNext()!;
  t.equal(first.accountId, 'gone');
  queues.dropAccount('gone');
  t.same(queues.queueOf('gone'), [], 'nothing waits');
  t.equal(queues.queuedTotal, 1, "only the other account's job waits");
  t.equal(queues.runningTotal, 0, 'its admitted job no longer counts');
  t.equal(queues.notStarted, 0, "nor holds the generators' buffer");
  t.equal(queues.admitNext()?.jobId, other);
  t.equal(queues.admitNext(), null, 'nothing of the erased account is admitted');
  t.same(
    queues.summaries().map((summary) => summary.accountId),
    ['other'],
  );
});

t.test('a job started without an admission (a log from before the scheduler) counts as running', async (t) => {
  const queues = new FairQueues({ maxConcurrent: 1, weight: 1 });
  const ids = request(queues, 'a', 2);
  queues.started(ids[0]!, 'a');
  t.equal(queues.runningTotal, 1);
  t.equal(queues.notStarted, 0, 'not in the buffer: a generator has it');
  t.equal(queues.admitNext(), null, 'the account is at its limit');
  queues.finished(ids[0]!, 'a');
  t.equal(queues.admitNext()?.jobId, ids[1]);
});

t.test('accounts with nothing waiting or running are forgotten', async (t) => {
  const queues = new FairQueues(DEFAULTS);
  for (let i = 0; i < 1_000; i++) admitAndFinish(queues, request(queues, `acct-${i}`, 1).length);
  t.same(queues.summaries(), [], 'no account is kept once its work is done');
  t.equal(queues.queuedTotal + queues.runningTotal + queues.notStarted, 0);
});

t.test('many accounts each get their turn in one round', async (t) => {
  const queues = new FairQueues(DEFAULTS);
  for (let i = 0; i < 50; i++) request(queues, `acct-${i}`, 3);
  const order = admitAndFinish(queues, 50);
  t.equal(new Set(order).size, 50, 'the first 50 admissions go to 50 different accounts');
});
