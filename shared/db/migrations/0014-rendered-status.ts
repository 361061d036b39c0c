import { Migration } from '@mikro-orm/migrations';

/**
 * What the renderer made of a ready job (issue 28: `pending`, `done`, `failed`, `unavailable`) becomes
 * a column the projector writes, so operators can see which jobs wait for it. The screenshots and
 * browser checks themselves are in the job's state (`jobs.state->'rendered'`), which GET /job
 * already reads. Rows written before are `pending`: the renderer's consumers start at the
 * beginning of the log, so it renders those jobs too, and their rows are written again then.
 */
export class Migration0014RenderedStatus extends Migration {
  override name = '0014-rendered-status';

  override up(): void {
    this.addSql(`alter table "jobs" add column "rendered_status" varchar(255) not null default 'pending'`);
  }
}
