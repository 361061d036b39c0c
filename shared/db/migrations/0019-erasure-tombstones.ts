import { Migration } from '@mikro-orm/migrations';

/**
 * Erasure (issue 31) deletes a job's, a project's or an account's rows; what stays is no one's data:
 * an erased account's row as a tombstone (`erased`, its times, ids and token totals; its name
 * blank), and the sandbox session of each erased project with its account, so a preview of an
 * erased project still says that it was erased, long after the gateways that heard it restarted.
 */
export class Migration0019ErasureTombstones extends Migration {
  override name = '0019-erasure-tombstones';

  override up(): void {
    this.addSql(`alter table "accounts" add column "erased" boolean not null default false`);
    this.addSql(`create table "erased_sessions" (
      "sandbox_session" varchar(255) not null,
      "account_id" varchar(255) not null,
      constraint "erased_sessions_pkey" primary key ("sandbox_session")
    )`);
  }
}
