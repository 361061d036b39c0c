// The read model's table of results a new request can take over unchanged: for each account and
// each request (up to case and spacing), the oldest ready job built from that request alone. The
// projector keeps it (services/projector/projections/jobs-projection.ts); the gateway's cache
// search looks a request up in it by primary key (services/gateway/starting-point/cache-search.ts),
// so the fast path cannot depend on which plan PostgreSQL's statistics happen to favour.

/** The request as both sides hash it: trimmed, lower case, runs of white space as one space. */
export const requestHashSql = (text: string) => `md5(lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g')))`;

/** Results built from a request (not edits of given files or of a project) can be reused; `j` is a `jobs` row. */
export const REUSABLE_JOB_SQL = `j.source in ('generated', 'cache')
  and (jsonb_array_length(j.state->'inputFiles') = 0 or j.state->'base'->>'kind' = 'cache')`;

/**
 * Records the reusable ready jobs that `jobFilter` (a condition on `jobs j`) selects, keeping per
 * account and request the oldest by creation (then id), whatever order the jobs became ready in:
 * a rebuild from the log gives the same table.
 */
export const recordReusableSql = (jobFilter: string) => `
  insert into reusable_results (account_id, request_hash, job_id, created_at)
  select distinct on (j.account_id, ${requestHashSql('j.query')})
         j.account_id, ${requestHashSql('j.query')}, j.id, j.created_at
    from jobs j
   where ${jobFilter}
     and j.status = 'ready'
     and ${REUSABLE_JOB_SQL}
   order by j.account_id, ${requestHashSql('j.query')}, j.created_at, j.id
  on conflict (account_id, request_hash) do update
     set job_id = excluded.job_id, created_at = excluded.created_at
   where (excluded.created_at, excluded.job_id) < (reusable_results.created_at, reusable_results.job_id)`;

/**
 * The projector's: the jobs among `$1` (an array of job ids). `= any(array)` rather than
 * `in (subquery)`: the planner then probes the primary key for each id instead of choosing to
 * scan the whole table.
 */
export const RECORD_REUSABLE_SQL = recordReusableSql('j.id = any($1::text[])');
