import { Migration } from '@mikro-orm/migrations';

/**
 * Whether a ready job can be reused by a new request becomes a column the projector writes
 * (shared/jobs/reusable-result.ts) instead of an expression over the `state` snapshot: the cache
 * search's index and the projector's record of same-request results read one boolean, never the
 * snapshot (which PostgreSQL would otherwise decompress row by row). The trigram index then holds
 * only the results the search can return.
 */
export class Migration0010ReusableColumn extends Migration {
  override name = '0010-reusable-column';

  override up(): void {
    this.addSql(`alter table "jobs" add column "reusable" boolean not null default false`);
    // What the projector computes from now on, for the rows written before.
    this.addSql(`update "jobs" j set "reusable" = true
      where j.source in ('generated', 'cache')
        and (jsonb_array_length(j.state->'inputFiles') = 0 or j.state->'base'->>'kind' = 'cache')`);
    this.addSql(`drop index if exists "jobs_ready_account_query_trgm"`);
    this.addSql(
      `create index "jobs_ready_account_query_trgm" on "jobs" using gist ("account_id", "query" gist_trgm_ops) where "status" = 'ready' and "reusable"`,
    );
  }
}
