// The projector finishes every erasure it folds (issue 31): the eraser appends the erasure event
// and then destroys the keys, so a crash between the two would leave data readable. For each
// JobErased, ProjectErased and AccountErased of a batch this destroys the keys again (idempotent):
// the job's; the project's and each of its jobs'; the account's and each of its projects' and
// jobs' (the keys of jobs and projects written before sealing, whose events are clear, are erased
// so those events read as erased too). It writes no rows: the other projections delete them.
import { isJobEvent, opensJob } from '../../../shared/events/catalogue.ts';
import { eraseKeys } from '../../../shared/erasure/erase-keys.ts';
import { accountKeyName, jobKeyName, projectKeyName, type KeyName, type KeyStore } from '../../../shared/privacy/key-store.ts';
import { erasedWith, erasuresIn, noErasures, storedJobsErasedWith } from '../erasure/batch-erasures.ts';
import type { Projection } from '../projection.ts';
import type { Db } from '../sql/row-set.ts';

/** The keys of the projects of erased accounts, as the read model and the batch know them. */
async function accountProjectKeys(db: Db, accounts: Set<string>): Promise<KeyName[]> {
  if (accounts.size === 0) return [];
  const { rows } = await db.query<{ account_id: string; project_id: string; sandbox_session: string }>(
    'select account_id, project_id, sandbox_session from projects where account_id = any($1::text[])',
    [[...accounts]],
  );
  return rows.map((row) => projectKeyName(row.account_id, row.project_id, row.sandbox_session));
}

export function createErasureKeysProjection(keys: KeyStore): Projection {
  return {
    name: 'erasure-keys',
    prepare: async ({ db }, events) => {
      const erasures = erasuresIn(events);
      if (noErasures(erasures)) return [];
      const parents: KeyName[] = [...[...erasures.accounts].map(accountKeyName), ...erasures.projectKeys];
      const below: KeyName[] = [...erasures.jobs].map(jobKeyName);
      for (const { event } of events) {
        if (isJobEvent(event) && opensJob(event)) {
          if (erasedWith(erasures, { accountId: event.account_id, sandboxSession: event.data.sandbox_session }))
            below.push(jobKeyName(event.job_id));
        } else if (event.type === 'ProjectCreated' && !event.erased && erasures.accounts.has(event.account_id)) {
          below.push(projectKeyName(event.account_id, event.data.project_id, event.data.sandbox_session));
        }
      }
      below.push(...(await accountProjectKeys(db, erasures.accounts)));
      below.push(...(await storedJobsErasedWith(db, erasures)).map(jobKeyName));
      // The accounts' and projects' keys first: every sealed key below them is gone with them.
      await eraseKeys(keys, parents);
      await eraseKeys(keys, below);
      return [];
    },
  };
}
