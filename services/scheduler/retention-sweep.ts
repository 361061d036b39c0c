// The retention sweep (issue 31, docs/operations.md): every RETENTION_SWEEP_INTERVAL_MS the active
// scheduler erases the jobs of each account with `retention_days` that were requested longer ago
// than that, with the one job-erasure command (shared/erasure/erase-job.ts, `by: retention`).
//
// Accounts and jobs come from the read model: the accounts that have a retention, then each one's
// jobs due, oldest first, a bounded batch at a time (the index on jobs (account_id, created_at)).
// Erasing is idempotent and restart-safe: a job's JobErased is appended once (expected subject
// sequence 0), a job erased before (by a sweep cut off by a crash, or its customer) is only
// finished again (its key destroyed), and its row leaves the read model once the projector folds
// the event. Within one term of the scheduler each account's sweep goes on from where the last
// one stopped (a job due later was requested later), so rows not yet gone are not visited twice;
// a new term starts from each account's oldest job. The sweep is I/O only, one job at a time,
// beside the admissions of the same process: it never holds the event loop, and it stops after one
// interval's worth of work, leaving what is left to the next sweep.
import { performance } from 'node:perf_hooks';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Logger } from 'pino';
import { eraseJob, type EraseJobOutcome } from '../../shared/erasure/erase-job.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import type { KeyStore } from '../../shared/privacy/key-store.ts';

const DAY_MS = 86_400_000;
/** Jobs read from the read model at a time. */
export const SWEEP_BATCH = 200;

/** What the sweep reads the read model through (a pg pool, or a client). */
export interface SweepDb {
  query<R>(text: string, values?: unknown[]): Promise<{ rows: R[] }>;
}

export interface RetentionSweepDeps {
  db: SweepDb;
  log: EventLog;
  keys: KeyStore;
  logger: Logger;
  /** The `actor` of the JobErased events: `scheduler:<id>`. */
  actor: string;
  /** The time jobs' ages are measured against (ms since the epoch); tests move it. */
  now(): number;
  batchSize?: number;
  /** Told of each job the sweep erased or found erased. */
  onJob?(outcome: 'erased' | 'already'): void;
}

export interface SweepReport {
  /** Accounts with a retention. */
  accounts: number;
  /** Jobs this sweep erased. */
  erased: number;
  /** Jobs due that were erased before (their rows not yet gone from the read model): finished again. */
  already: number;
  /** Jobs still due when the sweep stopped (0 when it went through all of them). */
  left: number;
  seconds: number;
}

/** Where each account's sweep stopped: its last job handled (kept for the scheduler's term). */
export type SweepCursors = Map<string, DueJob>;

interface DueJob {
  id: string;
  /** created_at as PostgreSQL writes it, microseconds and all: the cursor of the next batch. */
  created: string;
}

const BATCH = `select id, created_at::text as created from jobs
  where account_id = $1 and created_at < $2 and ($3::text is null or (created_at, id) > ($3::timestamptz, $4))
  order by created_at, id limit $5`;
const COUNT = `select count(*)::int as n from jobs
  where account_id = $1 and created_at < $2 and ($3::text is null or (created_at, id) > ($3::timestamptz, $4))`;

/** The account's next jobs due after `after` (from the start when null), oldest first. */
async function dueJobs(db: SweepDb, accountId: string, cutoff: Date, after: DueJob | null, limit: number): Promise<DueJob[]> {
  return (await db.query<DueJob>(BATCH, [accountId, cutoff, after?.created ?? null, after?.id ?? '', limit])).rows;
}

async function countDue(db: SweepDb, accountId: string, cutoff: Date, after: DueJob | null): Promise<number> {
  return (await db.query<{ n: number }>(COUNT, [accountId, cutoff, after?.created ?? null, after?.id ?? ''])).rows[0]?.n ?? 0;
}

/** One sweep through every account with a retention; stops early when `signal` aborts or `budgetMs` is spent. */
export async function sweepRetention(
  deps: RetentionSweepDeps,
  options: { budgetMs: number; signal: AbortSignal; cursors: SweepCursors },
): Promise<SweepReport> {
  const started = performance.now();
  const batchSize = deps.batchSize ?? SWEEP_BATCH;
  const stop = () => options.signal.aborted || performance.now() - started >= options.budgetMs;
  const { rows: accounts } = await deps.db.query<{ id: string; retention_days: number }>(
    'select id, retention_days from accounts where retention_days is not null order by id',
  );
  const report: SweepReport = { accounts: accounts.length, erased: 0, already: 0, left: 0, seconds: 0 };
  const { cursors } = options;
  // Accounts whose retention was removed: nothing of theirs is swept, nothing kept for them.
  const swept = new Set(accounts.map((account) => account.id));
  for (const accountId of cursors.keys()) if (!swept.has(accountId)) cursors.delete(accountId);
  const work = accounts.map((account) => ({
    accountId: account.id,
    cutoff: new Date(deps.now() - account.retention_days * DAY_MS),
    done: false,
  }));
  // A batch of each account in turn, so one account's backlog does not keep the others waiting.
  while (!stop() && work.some((account) => !account.done)) {
    for (const account of work) {
      if (account.done || stop()) continue;
      const batch = await dueJobs(deps.db, account.accountId, account.cutoff, cursors.get(account.accountId) ?? null, batchSize);
      account.done = batch.length < batchSize;
      for (const job of batch) {
        if (stop()) {
          account.done = false;
          break;
        }
        const input = { accountId: account.accountId, jobId: job.id, by: 'retention' as const, actor: deps.actor };
        count(report, deps, input, await eraseJob(deps.log, deps.keys, input));
        cursors.set(account.accountId, job);
      }
    }
  }
  for (const account of work) {
    if (!account.done) report.left += await countDue(deps.db, account.accountId, account.cutoff, cursors.get(account.accountId) ?? null);
  }
  report.seconds = (performance.now() - started) / 1000;
  return report;
}

function count(report: SweepReport, deps: RetentionSweepDeps, job: { accountId: string; jobId: string }, result: EraseJobOutcome): void {
  if ('refused' in result) {
    // A row the log does not back (another account's job id, say): nothing to erase here.
    deps.logger.warn({ account_id: job.accountId, job_id: job.jobId, reason: result.refused.message }, 'retention sweep skipped a job');
    return;
  }
  if (result.outcome === 'erased') report.erased++;
  else report.already++;
  deps.onJob?.(result.outcome);
}

/** PostgreSQL's undefined_table and undefined_column: a scheduler started before the read model's migrations ran. */
const NOT_MIGRATED = new Set(['42P01', '42703']);

/** Sweeps every `intervalMs` until `signal` aborts (the scheduler's term ended); a failed sweep is retried at the next. */
export async function runRetentionSweeps(
  deps: RetentionSweepDeps,
  intervalMs: number,
  signal: AbortSignal,
  onReport: (report: SweepReport) => void = () => {},
): Promise<void> {
  const cursors: SweepCursors = new Map();
  while (!signal.aborted) {
    try {
      const report = await sweepRetention(deps, { budgetMs: intervalMs, signal, cursors });
      onReport(report);
      const line = {
        accounts: report.accounts,
        erased: report.erased,
        already_erased: report.already,
        left: report.left,
        seconds: report.seconds,
      };
      if (report.accounts > 0) deps.logger.info(line, 'retention sweep');
      else deps.logger.debug(line, 'retention sweep');
    } catch (error) {
      if (signal.aborted) break;
      if (NOT_MIGRATED.has((error as { code?: string }).code ?? ''))
        deps.logger.debug('retention sweep: the read model is not migrated yet (its projector or gateway does that at start)');
      else deps.logger.warn({ err: error }, 'retention sweep failed; the next one goes on');
    }
    await sleep(intervalMs, undefined, { signal }).catch(() => {});
  }
}
