// Sits between the shared delivery queue and a dispatcher's workers, so that one account's slow
// or dead endpoints cannot take every worker. Tasks pulled from the queue are held here; a free
// worker gets the next task of the next account in turn (round robin between accounts with work
// waiting) whose account has fewer than `accountConcurrency` attempts running here and whose
// endpoint is not paused by its circuit breaker. Held tasks stay unacknowledged (the server keeps
// them for this dispatcher while it sends `working()`), so a dispatcher that dies loses nothing.
//
// At most `holdLimit` tasks are held. When that many are held and some cannot run (their account
// is at its share, or their endpoint is paused), those are moved to the back of the queue, so the
// tasks of other accounts behind them are reached; see move-to-back.ts.
import type { CircuitBreakers } from './circuit-breaker.ts';

/** What the scheduler needs to know of a task; the dispatcher's tasks carry their message too. */
export interface ScheduledTask {
  accountId: string;
  webhookId: string;
}

export interface SchedulerSettings<T extends ScheduledTask> {
  accountConcurrency: number;
  holdLimit: number;
  breakers: CircuitBreakers;
  /** Hands a task that cannot run back to the end of the queue (it is no longer held here). */
  moveToBack: (task: T) => Promise<void>;
  onMoveError: (error: unknown) => void;
  /** Hands a task back to the queue at once (one arrived after close). */
  handBack: (task: T) => void;
}

interface AccountWork<T> {
  waiting: T[];
  running: number;
}

export class FairScheduler<T extends ScheduledTask> {
  readonly #settings: SchedulerSettings<T>;
  /** In turn order: a served account goes to the end. */
  readonly #accounts = new Map<string, AccountWork<T>>();
  readonly #workers: ((task: T | null) => void)[] = [];
  #held = 0;
  #moving = 0;
  #roomWaiters: (() => void)[] = [];
  #closed = false;

  constructor(settings: SchedulerSettings<T>) {
    this.#settings = settings;
  }

  get held(): number {
    return this.#held;
  }

  hasRoom(): boolean {
    return this.#held + this.#moving < this.#settings.holdLimit;
  }

  /** Resolves when the scheduler has room for more tasks (or is closed). */
  async waitForRoom(): Promise<void> {
    if (this.hasRoom() || this.#closed) return;
    await new Promise<void>((resolve) => this.#roomWaiters.push(resolve));
  }

  add(task: T): void {
    if (this.#closed) {
      // Pulled while stopping: straight back to the queue, for another dispatcher.
      this.#settings.handBack(task);
      return;
    }
    const work = this.#accounts.get(task.accountId) ?? { waiting: [], running: 0 };
    if (!this.#accounts.has(task.accountId)) this.#accounts.set(task.accountId, work);
    work.waiting.push(task);
    this.#held += 1;
    this.dispatch();
  }

  /** The next task for a worker; null once closed. */
  async take(): Promise<T | null> {
    if (this.#closed) return null;
    const task = await new Promise<T | null>((resolve) => {
      this.#workers.push(resolve);
      this.dispatch();
    });
    return task;
  }

  /** A worker finished the task (acknowledged, handed back or failed). */
  done(task: T): void {
    const work = this.#accounts.get(task.accountId);
    if (work) {
      work.running -= 1;
      if (work.running === 0 && work.waiting.length === 0) this.#accounts.delete(task.accountId);
    }
    this.dispatch();
  }

  /** Every held task, for heartbeats. */
  *heldTasks(): Iterable<T> {
    for (const work of this.#accounts.values()) yield* work.waiting;
  }

  /** Gives free workers runnable tasks, then makes room if the held tasks cannot run. Also called on a timer (a pause may have ended). */
  dispatch(): void {
    while (this.#workers.length > 0) {
      const task = this.#nextRunnable();
      if (!task) break;
      this.#workers.shift()!(task);
    }
    if (!this.hasRoom()) this.#moveBlocked();
    if (this.hasRoom()) for (const resolve of this.#roomWaiters.splice(0)) resolve();
  }

  /** Stops handing out tasks; returns those still held (the caller hands them back to the queue). */
  close(): T[] {
    this.#closed = true;
    for (const resolve of this.#workers.splice(0)) resolve(null);
    for (const resolve of this.#roomWaiters.splice(0)) resolve();
    const held = [...this.heldTasks()];
    this.#accounts.clear();
    this.#held = 0;
    return held;
  }

  #runnable(work: AccountWork<T>): number {
    if (work.running >= this.#settings.accountConcurrency) return -1;
    return work.waiting.findIndex((task) => this.#settings.breakers.canAttempt(task.webhookId));
  }

  #nextRunnable(): T | null {
    for (const [accountId, work] of this.#accounts) {
      const index = this.#runnable(work);
      if (index < 0) continue;
      const [task] = work.waiting.splice(index, 1);
      work.running += 1;
      this.#held -= 1;
      // Round robin: the account just served waits behind every other account with work.
      this.#accounts.delete(accountId);
      this.#accounts.set(accountId, work);
      this.#settings.breakers.started(task!.webhookId);
      return task!;
    }
    return null;
  }

  /** Full: the newest half of the tasks that cannot run now go to the back of the queue. */
  #moveBlocked(): void {
    const blocked: T[] = [];
    for (const work of this.#accounts.values()) {
      const atShare = work.running >= this.#settings.accountConcurrency;
      for (const task of work.waiting) if (atShare || !this.#settings.breakers.canAttempt(task.webhookId)) blocked.push(task);
    }
    const moving = blocked.slice(Math.floor(blocked.length / 2));
    for (const task of moving) {
      const work = this.#accounts.get(task.accountId)!;
      work.waiting.splice(work.waiting.indexOf(task), 1);
      if (work.running === 0 && work.waiting.length === 0) this.#accounts.delete(task.accountId);
      this.#held -= 1;
      this.#moving += 1;
      this.#settings
        .moveToBack(task)
        .catch(this.#settings.onMoveError)
        .finally(() => {
          this.#moving -= 1;
          this.dispatch();
        });
    }
  }
}
