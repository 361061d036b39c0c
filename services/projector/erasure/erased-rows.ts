// What the read model forgets of erased jobs (issue 31), in two statements of the jobs projection's
// batch: every row of each job (its files and other bodies' references, its deployments, its
// same-request entry, a project's pointer to it, the job itself and its state snapshot), then, for each request whose same-request
// entry was an erased job, the oldest ready reusable job left (what a replay, which never records an
// erased job, would have recorded). What stays is the analytics model's per-job facts: ids, times,
// sizes, token counts, statuses, none of it anyone's personal data.
import { requestHashSql } from '../../../shared/db/reusable-results.ts';
import { NO_WRITE, type Db, type Write } from '../sql/row-set.ts';

const ERASE_SQL = `
  with ids as (select unnest($1::text[]) as id),
       files as (delete from job_files f using ids where f.job_id = ids.id),
       refs as (delete from job_blob_refs r using ids where r.job_id = ids.id),
       deployments as (delete from deployments d using ids where d.job_id = ids.id),
       same_requests as (delete from reusable_results r using ids where r.job_id = ids.id),
       pointers as (update projects p set latest_ready_job_id = null from ids where p.latest_ready_job_id = ids.id)
  delete from jobs j using ids where j.id = ids.id`;

const REPICK_SQL = `
  insert into reusable_results (account_id, request_hash, job_id, created_at)
  select distinct on (j.account_id, ${requestHashSql('j.query')}) j.account_id, ${requestHashSql('j.query')}, j.id, j.created_at
    from json_to_recordset($1::json) as u(account_id text, request_hash text)
    join jobs j on j.account_id = u.account_id and ${requestHashSql('j.query')} = u.request_hash
   where j.status = 'ready' and j.reusable
   order by j.account_id, ${requestHashSql('j.query')}, j.created_at, j.id
  on conflict (account_id, request_hash) do update
     set job_id = excluded.job_id, created_at = excluded.created_at
   where (excluded.created_at, excluded.job_id) < (reusable_results.created_at, reusable_results.job_id)`;

/** The writes that forget `jobIds`; `db` (the batches before) tells which same-request entries they held. */
export async function eraseJobRows(db: Db, jobIds: readonly string[]): Promise<Write[]> {
  if (jobIds.length === 0) return [NO_WRITE, NO_WRITE];
  const ids = [...jobIds];
  const { rows } = await db.query<{ account_id: string; request_hash: string }>(
    'select account_id, request_hash from reusable_results where job_id = any($1::text[])',
    [ids],
  );
  const requests = JSON.stringify(rows);
  return [(write) => write.query(ERASE_SQL, [ids]), rows.length === 0 ? NO_WRITE : (write) => write.query(REPICK_SQL, [requests])];
}

/**
 * The digests of the erased jobs' files, read from `job_files` before they are deleted (the batches
 * before this one; a body stored by this very batch is in its own folded states). Not used by the
 * projections themselves: the blob collector's `bodiesOf(state before the erasure)` says the same
 * from a job's state, starting files and screenshots included.
 */
export async function erasedJobFiles(db: Db, jobIds: readonly string[]): Promise<{ job_id: string; digest: string }[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await db.query<{ job_id: string; digest: string }>(
    'select job_id, digest from job_files where job_id = any($1::text[]) order by job_id, position',
    [[...jobIds]],
  );
  return rows;
}

/** The bodies erased jobs used, per account: their files, starting files and screenshots, before their rows go. */
export interface ErasedBodies {
  accountId: string;
  files: string[];
  screenshots: string[];
}

export async function erasedBodies(db: Db, jobIds: readonly string[]): Promise<ErasedBodies[]> {
  if (jobIds.length === 0) return [];
  const { rows } = await db.query<{ account_id: string; kind: string; digest: string }>(
    `select account_id, 'file' as kind, digest from job_files where job_id = any($1::text[])
     union
     select account_id, kind, digest from job_blob_refs where job_id = any($1::text[])`,
    [[...jobIds]],
  );
  const byAccount = new Map<string, { files: Set<string>; screenshots: Set<string> }>();
  for (const row of rows) {
    const found = byAccount.get(row.account_id) ?? { files: new Set<string>(), screenshots: new Set<string>() };
    (row.kind === 'screenshot' ? found.screenshots : found.files).add(row.digest);
    byAccount.set(row.account_id, found);
  }
  return [...byAccount].map(([accountId, used]) => ({ accountId, files: [...used.files], screenshots: [...used.screenshots] }));
}
