import { Migration } from '@mikro-orm/migrations';

/**
 * A job that answered the very same request with an earlier result (a cached `base` of score 1:
 * today a JobReused, before it a JobRequested and the gateway's JobCompleted) is no longer a result
 * of its own for the cache search (shared/jobs/reusable-result.ts): its files are its base's, which
 * is reusable already. Every repeat of a popular request used to add one more identical entry to
 * the trigram index and one more conflicting write to `reusable_results`.
 */
export class Migration0011IdenticalReusesNotReusable extends Migration {
  override name = '0011-identical-reuses-not-reusable';

  override up(): void {
    this.addSql(`update "jobs" j set "reusable" = false
      where j.reusable and j.source = 'cache'
        and j.state->'base'->>'kind' = 'cache' and (j.state->'base'->>'score')::float8 = 1`);
    // Such a job named in reusable_results (its base is older, so none should be) gives way to the
    // oldest reusable result of the same request, if there is one. Written out here: a migration
    // must keep doing what it did whatever the projector's statement becomes.
    this.addSql(`delete from "reusable_results" r using "jobs" j where j.id = r.job_id and not j.reusable`);
    this.addSql(`
      insert into reusable_results (account_id, request_hash, job_id, created_at)
      select distinct on (j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))))
             j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))), j.id, j.created_at
        from jobs j
       where j.status = 'ready' and j.reusable
       order by j.account_id, md5(lower(regexp_replace(btrim(j.query), '\\s+', ' ', 'g'))), j.created_at, j.id
      on conflict (account_id, request_hash) do nothing`);
  }
}
