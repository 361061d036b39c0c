// The dispatcher's fair scheduler and circuit breakers, without NATS: round robin between accounts,
// the per-account share, tasks that cannot run moved to the back when the holding area is full,
// and the breaker's pause, trial and doubling, all under a hand-driven clock.
import t from 'tap';
import { CircuitBreakers } from '../../services/dispatcher/circuit-breaker.ts';
import { FairScheduler, type ScheduledTask } from '../../services/dispatcher/fair-scheduler.ts';

interface Task extends ScheduledTask {
  name: string;
}

const task = (accountId: string, name: string, webhookId = `wh_${accountId}`): Task => ({ accountId, webhookId, name });

function setup(options: { accountConcurrency?: number; holdLimit?: number; breakers?: CircuitBreakers } = {}) {
  const moved: Task[] = [];
  const breakers = options.breakers ?? new CircuitBreakers({ failures: 3, pauseMs: 1_000, maxPauseMs: 4_000, now: () => 0 });
  const scheduler = new FairScheduler<Task>({
    accountConcurrency: options.accountConcurrency ?? 2,
    holdLimit: options.holdLimit ?? 100,
    breakers,
    moveToBack: async (moving) => {
      moved.push(moving);
    },
    onMoveError: () => {},
    handBack: () => {},
  });
  return { scheduler, moved, breakers };
}

t.test('accounts with work take turns, each within its share', async (t) => {
  const { scheduler } = setup({ accountConcurrency: 2 });
  for (let i = 0; i < 5; i++) scheduler.add(task('A', `a${i}`));
  scheduler.add(task('B', 'b0'));
  scheduler.add(task('B', 'b1'));
  const taken = [];
  for (let i = 0; i < 4; i++) taken.push((await scheduler.take())!);
  t.same(
    taken.map((one) => one.name),
    ['a0', 'b0', 'a1', 'b1'],
    'round robin between the accounts',
  );
  // A has two running: its share. A fifth worker waits until one of A's attempts is done.
  let fifth: Task | null = null;
  void scheduler.take().then((one) => {
    fifth = one;
  });
  await new Promise((resolve) => setImmediate(resolve));
  t.equal(fifth, null, 'an account at its share gets no more workers');
  scheduler.done(taken[0]!);
  await new Promise((resolve) => setImmediate(resolve));
  t.equal((fifth as Task | null)?.name, 'a2', 'one of its tasks runs when one of its attempts ends');
});

t.test('a full holding area moves the tasks that cannot run to the back of the queue', async (t) => {
  const { scheduler, moved } = setup({ accountConcurrency: 1, holdLimit: 4 });
  scheduler.add(task('A', 'a0'));
  const running = await scheduler.take();
  t.equal(running!.name, 'a0');
  for (let i = 1; i <= 4; i++) scheduler.add(task('A', `a${i}`));
  t.equal(moved.length, 2, 'half of the blocked tasks were moved');
  await new Promise((resolve) => setImmediate(resolve));
  t.ok(scheduler.hasRoom(), 'so there is room to pull the tasks behind them');
  scheduler.add(task('B', 'b0'));
  t.equal((await scheduler.take())!.name, 'b0', "another account's task runs at once");
  t.equal(scheduler.held, 2, "the rest of A's tasks stay held");
});

t.test('the circuit breaker pauses after failures in a row, tries once, doubles, closes on success', async (t) => {
  let now = 0;
  const breakers = new CircuitBreakers({ failures: 3, pauseMs: 1_000, maxPauseMs: 1_500, now: () => now });
  breakers.finished('wh', 'failure');
  breakers.finished('wh', 'failure');
  t.ok(breakers.canAttempt('wh'), 'two failures: still closed');
  breakers.finished('wh', 'failure');
  t.notOk(breakers.canAttempt('wh'), 'three in a row: paused');
  t.equal(breakers.pausedUntil('wh'), 1_000);
  now = 999;
  t.notOk(breakers.canAttempt('wh'), 'no attempt during the pause');
  now = 1_000;
  t.ok(breakers.canAttempt('wh'), 'a trial once the pause is over');
  breakers.started('wh');
  t.notOk(breakers.canAttempt('wh'), 'only one trial at a time');
  breakers.finished('wh', 'failure', 1_100);
  t.equal(breakers.pausedUntil('wh'), 2_600, 'a failed trial pauses again, twice as long but at most the maximum');
  now = 2_600;
  breakers.started('wh');
  breakers.finished('wh', 'none');
  t.ok(breakers.canAttempt('wh'), 'a trial that sent nothing lets the next task try');
  breakers.started('wh');
  breakers.finished('wh', 'success');
  t.equal(breakers.pausedUntil('wh'), null, 'a successful trial closes the circuit');
  breakers.finished('wh', 'failure');
  t.ok(breakers.canAttempt('wh'), 'and the count starts again');

  // The scheduler holds a paused endpoint's tasks and gives another endpoint's its turn.
  now = 0;
  const other = new CircuitBreakers({ failures: 1, pauseMs: 1_000, maxPauseMs: 1_000, now: () => now });
  other.finished('wh_dead', 'failure');
  const { scheduler } = setup({ breakers: other });
  scheduler.add(task('A', 'dead', 'wh_dead'));
  scheduler.add(task('A', 'alive', 'wh_alive'));
  t.equal((await scheduler.take())!.name, 'alive', "a paused endpoint's task waits");
  now = 1_000;
  scheduler.dispatch();
  t.equal((await scheduler.take())!.name, 'dead', 'and runs as the trial when the pause is over');
});
