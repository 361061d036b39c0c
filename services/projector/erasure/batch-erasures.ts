// The erasures a batch of events holds (issue 31), for the projections that finish them: the jobs
// erased one by one (JobErased), the projects erased with every job of them (ProjectErased: their
// sandbox sessions) and the accounts erased with everything of theirs (AccountErased).
import type { StoredEvent } from '../../../shared/event-log/event-log.ts';
import type { KeyName } from '../../../shared/privacy/key-store.ts';
import type { Db } from '../sql/row-set.ts';

export interface BatchErasures {
  jobs: Set<string>;
  /** Erased projects' sandbox sessions, each with its account. */
  sessions: Map<string, string>;
  /** The key store's names of the erased projects' keys. */
  projectKeys: KeyName[];
  accounts: Set<string>;
}

export function erasuresIn(batch: readonly StoredEvent[]): BatchErasures {
  const found: BatchErasures = { jobs: new Set(), sessions: new Map(), projectKeys: [], accounts: new Set() };
  for (const { event } of batch) {
    if (event.type === 'JobErased') found.jobs.add(event.job_id);
    else if (event.type === 'ProjectErased') {
      found.sessions.set(event.data.sandbox_session, event.account_id);
      found.projectKeys.push(event.data.data_key as KeyName);
    } else if (event.type === 'AccountErased') found.accounts.add(event.account_id);
  }
  return found;
}

export const noErasures = (erasures: BatchErasures) =>
  erasures.jobs.size === 0 && erasures.sessions.size === 0 && erasures.accounts.size === 0;

/** A job (as its state or row has it) that an erasure of the batch names with its project or account. */
export function erasedWith(erasures: BatchErasures, job: { accountId: string; sandboxSession: string }): boolean {
  return erasures.accounts.has(job.accountId) || (job.sandboxSession !== '' && erasures.sessions.get(job.sandboxSession) === job.accountId);
}

/**
 * The ids of the read model's jobs that the batch's project and account erasures name, as the
 * batches before this one left them (`db` sees those).
 */
export async function storedJobsErasedWith(db: Db, erasures: BatchErasures): Promise<string[]> {
  if (erasures.sessions.size === 0 && erasures.accounts.size === 0) return [];
  const sessions = [...erasures.sessions].map(([sandbox_session, account_id]) => ({ sandbox_session, account_id }));
  // Two branches, each an index probe by account (an `or` would read the whole table).
  const { rows } = await db.query<{ id: string }>(
    `select j.id from jobs j
       join json_to_recordset($1::json) as u(sandbox_session text, account_id text)
         on j.account_id = u.account_id and j.sandbox_session = u.sandbox_session
     union
     select j.id from jobs j where j.account_id = any($2::text[])`,
    [JSON.stringify(sessions), [...erasures.accounts]],
  );
  return rows.map((row) => row.id);
}
