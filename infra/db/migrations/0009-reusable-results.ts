import { Migration } from '@mikro-orm/migrations';
import { recordReusableSql } from '../../../shared/db/reusable-results.ts';

/**
 * The cache search's fast path as a table of its own (shared/db/reusable-results.ts): the same
 * request is found by primary key. It replaces migration 0005's expression index on `jobs`, which
 * PostgreSQL passed over for the trigram index while the table's statistics were stale (a young or
 * fast-growing table), filtering and sorting every ready job of the account on each request.
 */
export class Migration0009ReusableResults extends Migration {
  override name = '0009-reusable-results';

  override up(): void {
    this.addSql(`create table "reusable_results" (
      "account_id" varchar(255) not null,
      "request_hash" text not null,
      "job_id" varchar(255) not null,
      "created_at" timestamptz not null,
      primary key ("account_id", "request_hash")
    )`);
    // Every ready job so far, as the projector records each from now on.
    this.addSql(recordReusableSql('true'));
    this.addSql(`drop index if exists "jobs_ready_account_request_hash"`);
  }
}
