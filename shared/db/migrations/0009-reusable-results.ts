import { Migration } from '@mikro-orm/migrations';

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
    // Every ready job so far, as the projector recorded each at the time. (Written out here: the
    // projector's statement has changed since, and a migration must keep doing what it did.)
    this.addSql(`
      insert into reusable_results (account_id, request_hash, job_id, created_at)
      select distinct on (j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))))
             j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))), j.id, j.created_at
        from jobs j
       where j.status = 'ready'
         and j.source in ('generated', 'cache')
         and (jsonb_array_length(j.state->'inputFiles') = 0 or j.state->'base'->>'kind' = 'cache')
       order by j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))), j.created_at, j.id
      on conflict (account_id, request_hash) do update
         set job_id = excluded.job_id, created_at = excluded.created_at
       where (excluded.created_at, excluded.job_id) < (reusable_results.created_at, reusable_results.job_id)`);
    this.addSql(`drop index if exists "jobs_ready_account_request_hash"`);
  }
}
