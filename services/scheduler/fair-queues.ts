// The scheduler's state and its one decision, without I/O: per-account FIFO queues of requested
// jobs, per-account running counts, and deficit round robin between the accounts that may run one
// more job. The scheduler folds the log into it (requested, admitted, started, finished) and asks
// `admitNext` whom to admit; the tests drive it the same way with no log at all.
import type { Context } from '@opentelemetry/api';

export interface AccountLimits {
  /** Jobs the account may have admitted and unfinished at once. */
  maxConcurrent: number;
  /** Share of free generator capacity relative to other accounts with work waiting (integer >= 1). */
  weight: number;
}

export interface QueuedJob {
  jobId: string;
  accountId: string;
  /** Stream sequence of its JobRequested. */
  seq: number;
  /** When it was requested (ms since the epoch). */
  requestedAt: number;
  /** The trace its request was made in (from the message's headers), when it was traced. */
  trace?: Context | undefined;
}

interface AccountQueues {
  accountId: string;
  /** Waiting jobs in request order (a Map keeps insertion order and removes by id in O(1)). */
  queue: Map<string, QueuedJob>;
  /** Admitted (or, in a log from before the scheduler, started) and not finished. */
  running: Set<string>;
  deficit: number;
  limits: AccountLimits;
  /** In the round-robin ring (kept here so most changes need no search of the ring). */
  inRing: boolean;
}

export interface AccountSummary {
  accountId: string;
  queued: number;
  running: number;
  /** Request time of the oldest waiting job (ms since the epoch); null when none waits. */
  oldestRequestedAt: number | null;
  limits: AccountLimits;
}

export class FairQueues {
  readonly #defaults: AccountLimits;
  readonly #accounts = new Map<string, AccountQueues>();
  readonly #limits = new Map<string, AccountLimits>();
  /** Admitted jobs no generator has started yet: the generators' buffer. */
  readonly #notStarted = new Set<string>();
  /** Accounts that may run one more job (work waiting, below their limit), in round-robin order. */
  readonly #ring: string[] = [];
  #pointer = 0;
  /** Whether the account at the pointer has had its quantum for this turn. */
  #granted = false;
  #queuedTotal = 0;
  #runningTotal = 0;

  constructor(defaults: AccountLimits) {
    this.#defaults = defaults;
  }

  /** An account's limits changed (its profile events); null goes back to the defaults. */
  setLimits(accountId: string, limits: Partial<AccountLimits>): void {
    const merged = {
      maxConcurrent: limits.maxConcurrent ?? this.#defaults.maxConcurrent,
      weight: Math.max(1, Math.floor(limits.weight ?? this.#defaults.weight)),
    };
    this.#limits.set(accountId, merged);
    const account = this.#accounts.get(accountId);
    if (account) {
      account.limits = merged;
      this.#refresh(account);
    }
  }

  limitsOf(accountId: string): AccountLimits {
    return this.#limits.get(accountId) ?? this.#defaults;
  }

  /** A JobRequested: the job waits at the back of its account's queue. */
  requested(job: QueuedJob): void {
    const account = this.#account(job.accountId);
    if (account.queue.has(job.jobId) || account.running.has(job.jobId)) return;
    account.queue.set(job.jobId, job);
    this.#queuedTotal++;
    this.#refresh(account);
  }

  /** A JobAdmitted (or a JobStarted of a job never admitted, in a log from before the scheduler). */
  admitted(jobId: string, accountId: string, started = false): void {
    const account = this.#account(accountId);
    // Neither waiting nor running: the job ended (a cancel, an erasure) before an admission made
    // at the same moment reached the log. Counting it would hold a place nothing ever frees.
    if (!account.queue.has(jobId) && !account.running.has(jobId)) {
      this.#refresh(account);
      return;
    }
    if (account.queue.delete(jobId)) this.#queuedTotal--;
    if (!account.running.has(jobId)) {
      account.running.add(jobId);
      this.#runningTotal++;
      if (!started) this.#notStarted.add(jobId);
    }
    this.#refresh(account);
  }

  /** A JobStarted: a generator took the job out of the buffer. */
  started(jobId: string, accountId: string): void {
    const account = this.#accounts.get(accountId);
    if (account?.queue.has(jobId)) {
      // Started without an admission: a generator from before the scheduler took it.
      this.admitted(jobId, accountId, true);
      return;
    }
    this.#notStarted.delete(jobId);
  }

  /** A JobCompleted or JobFailed (a cancel of a waiting job among them): the job leaves at once. */
  finished(jobId: string, accountId: string): void {
    this.#notStarted.delete(jobId);
    const account = this.#accounts.get(accountId);
    if (!account) return;
    if (account.queue.delete(jobId)) this.#queuedTotal--;
    if (account.running.delete(jobId)) this.#runningTotal--;
    this.#refresh(account);
  }

  /**
   * An erased account (AccountErased): its waiting jobs are never admitted, and its admitted ones
   * no longer count against its limit or the generators' buffer (they fail at their next append).
   */
  dropAccount(accountId: string): void {
    const account = this.#accounts.get(accountId);
    if (!account) return;
    this.#queuedTotal -= account.queue.size;
    this.#runningTotal -= account.running.size;
    for (const jobId of account.running) this.#notStarted.delete(jobId);
    account.queue.clear();
    account.running.clear();
    this.#refresh(account);
  }

  /**
   * The next job to admit, taken out of its queue and counted as running and not started (so a
   * second call goes on fairly at once), or null when no account may run one more. The caller
   * appends its JobAdmitted; should that fail, `putBack` undoes this.
   */
  admitNext(): QueuedJob | null {
    // Every account in the ring may run one more and every weight is at least 1, so this ends on
    // the first or second account it looks at.
    while (this.#ring.length > 0) {
      const account = this.#accounts.get(this.#ring[this.#pointer]!)!;
      if (!this.#granted) {
        account.deficit += account.limits.weight;
        this.#granted = true;
      }
      if (account.deficit >= 1) {
        account.deficit -= 1;
        const job = account.queue.values().next().value!;
        this.admitted(job.jobId, job.accountId);
        return job;
      }
      this.#advance();
    }
    return null;
  }

  /** An admission that did not reach the log: the job goes back to the head of its queue. */
  putBack(job: QueuedJob): void {
    const account = this.#account(job.accountId);
    if (account.running.delete(job.jobId)) this.#runningTotal--;
    this.#notStarted.delete(job.jobId);
    const rest = [...account.queue.values()];
    account.queue.clear();
    for (const each of [job, ...rest]) account.queue.set(each.jobId, each);
    this.#queuedTotal++;
    this.#refresh(account);
  }

  /** Admitted jobs no generator has started yet. */
  get notStarted(): number {
    return this.#notStarted.size;
  }

  get queuedTotal(): number {
    return this.#queuedTotal;
  }

  get runningTotal(): number {
    return this.#runningTotal;
  }

  /** Accounts with work waiting or running. */
  summaries(): AccountSummary[] {
    const out: AccountSummary[] = [];
    for (const account of this.#accounts.values()) {
      const oldest = account.queue.values().next().value;
      out.push({
        accountId: account.accountId,
        queued: account.queue.size,
        running: account.running.size,
        oldestRequestedAt: oldest?.requestedAt ?? null,
        limits: account.limits,
      });
    }
    return out;
  }

  /** The jobs waiting in one account's queue, in order (for tests and audits). */
  queueOf(accountId: string): string[] {
    return [...(this.#accounts.get(accountId)?.queue.keys() ?? [])];
  }

  #account(accountId: string): AccountQueues {
    let account = this.#accounts.get(accountId);
    if (!account) {
      account = { accountId, queue: new Map(), running: new Set(), deficit: 0, limits: this.limitsOf(accountId), inRing: false };
      this.#accounts.set(accountId, account);
    }
    return account;
  }

  /** Puts the account in the ring or takes it out, after any change of its queue, running set or limits. */
  #refresh(account: AccountQueues): void {
    const eligible = account.queue.size > 0 && account.running.size < account.limits.maxConcurrent;
    if (eligible && !account.inRing) {
      account.inRing = true;
      // A newcomer joins at the end of the current round: just before the account being served.
      this.#ring.splice(this.#pointer, 0, account.accountId);
      if (this.#ring.length > 1) this.#pointer++;
      else this.#granted = false;
    } else if (!eligible && account.inRing) {
      account.inRing = false;
      const at = this.#ring.indexOf(account.accountId);
      this.#ring.splice(at, 1);
      // An account that leaves the ring keeps no credit (deficit round robin's rule for an empty queue).
      account.deficit = 0;
      if (at < this.#pointer) this.#pointer--;
      else if (at === this.#pointer) this.#granted = false;
      if (this.#pointer >= this.#ring.length) this.#pointer = 0;
    }
    // Forget accounts with nothing left: millions of accounts pass, only those with work stay.
    if (account.queue.size === 0 && account.running.size === 0) this.#accounts.delete(account.accountId);
  }

  #advance(): void {
    this.#pointer = (this.#pointer + 1) % this.#ring.length;
    this.#granted = false;
  }
}
