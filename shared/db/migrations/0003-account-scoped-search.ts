import { Migration } from '@mikro-orm/migrations';

/**
 * The cache search looks only at one account's ready results. With the query alone in the
 * index, the planner preferred the account's btree index and ranked every one of the account's
 * jobs; with the account in the same GiST index, the nearest match comes straight from it.
 */
export class Migration0003AccountScopedSearch extends Migration {
  override name = '0003-account-scoped-search';

  override up(): void {
    this.addSql(`create extension if not exists btree_gist`);
    this.addSql(`drop index if exists "jobs_ready_query_trgm"`);
    this.addSql(
      `create index "jobs_ready_account_query_trgm" on "jobs" using gist ("account_id", "query" gist_trgm_ops) where "status" = 'ready'`,
    );
  }
}
