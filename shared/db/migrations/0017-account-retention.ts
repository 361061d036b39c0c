import { Migration } from '@mikro-orm/migrations';

/**
 * Retention (issue 31): an account's `retention_days`, set by operators; the scheduler's retention
 * sweep reads the accounts that have one here and erases their jobs older than that. Null: jobs
 * are kept without limit, as every account created before had them.
 */
export class Migration0017AccountRetention extends Migration {
  override name = '0017-account-retention';

  override up(): void {
    this.addSql(`alter table "accounts" add column if not exists "retention_days" int null`);
  }
}
