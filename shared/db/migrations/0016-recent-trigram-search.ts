import { Migration } from '@mikro-orm/migrations';

/**
 * The cache search's trigram branch looks only at an account's newest reusable results (issue 32):
 * the nearest-neighbour walk over the GiST index of migration 0012 read most of a large account's
 * index for a request with no near match (220 to 580 ms a search at 100,000 results, over 3 s at a
 * million, 2 cores), so past a few thousand results every search ran into its time limit. With the creation time between account
 * and request in the GiST index, a walk restricted to the newest results skips the older subtrees;
 * the partial btree finds where the newest results begin by reading that many index entries.
 */
export class Migration0016RecentTrigramSearch extends Migration {
  override name = '0016-recent-trigram-search';

  override up(): void {
    this.addSql(`drop index if exists "jobs_ready_account_query_trgm"`);
    this.addSql(
      `create index "jobs_ready_account_query_trgm" on "jobs" using gist ("account_id", "created_at", "query" gist_trgm_ops(siglen = 128)) where "status" = 'ready' and "reusable"`,
    );
    this.addSql(
      `create index if not exists "jobs_reusable_account_created" on "jobs" ("account_id", "created_at") where "status" = 'ready' and "reusable"`,
    );
  }
}
