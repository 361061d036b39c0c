import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a job waits in its account's queue (requested, neither admitted by the scheduler nor
 * started nor ended: shared/jobs/job-state.ts `isQueued`) becomes a column the projector writes, so
 * GET /job counts the jobs of the account ahead of one in a partial index of waiting jobs only.
 * Rows written before are not waiting: such jobs went to the generators at once (a job still
 * waiting is admitted by the scheduler at its start, and its row is written again then).
 */
export class Migration0013QueuedJobs extends Migration {
  override name = '0013-queued-jobs';

  override up(): void {
    this.addSql(`alter table "jobs" add column "queued" boolean not null default false`);
    this.addSql(`create index "jobs_queued_account_created" on "jobs" ("account_id", "created_at", "id") where "queued"`);
  }
}
