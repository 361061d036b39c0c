// The read model's table of results a new request can take over unchanged: for each account and
// each request (up to case and spacing), the oldest ready job built from that request alone
// (shared/jobs/reusable-result.ts). The projector keeps it
// (services/projector/projections/jobs-projection.ts); the gateway's cache search looks a request
// up in it by primary key (services/gateway/starting-point/cache-search.ts), so the fast path
// cannot depend on which plan PostgreSQL's statistics happen to favour.

/** The request as both sides hash it: trimmed, lower case, runs of white space as one space. */
export const requestHashSql = (text: string) => `md5(lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g')))`;

/** Results a new request can take over; `j` is a `jobs` row. */
export const REUSABLE_JOB_SQL = 'j.reusable';

/**
 * Records reusable jobs that became ready, read from `rowSet` (a row source named `u` with
 * `account_id`, `query`, `job_id` and `created_at`): per account and request the oldest by
 * creation (then id) is kept, whatever order the jobs became ready in, so a rebuild from the log
 * gives the same table. The rows come from the projector's fold, not from a read of `jobs`.
 */
export const recordReusableSql = (rowSet: string) => `
  insert into reusable_results (account_id, request_hash, job_id, created_at)
  select distinct on (u.account_id, ${requestHashSql('u.query')})
         u.account_id, ${requestHashSql('u.query')}, u.job_id, u.created_at
    from ${rowSet}
   order by u.account_id, ${requestHashSql('u.query')}, u.created_at, u.job_id
  on conflict (account_id, request_hash) do update
     set job_id = excluded.job_id, created_at = excluded.created_at
   where (excluded.created_at, excluded.job_id) < (reusable_results.created_at, reusable_results.job_id)`;
