// Erasing one project with every job of it (DELETE /projects/{project_id}, issue 31): append the
// ProjectErased on the project's subject, compare-and-set on its last sequence, then destroy the
// project's key (which wraps the keys of its jobs) and the key of each of its jobs the read model
// knows, so jobs written before sealing, whose events are clear, read as erased too. Running it
// again after a crash between the steps finds the ProjectErased, appends nothing and destroys the
// keys again; the projector finishes every ProjectErased it folds the same way.
import type { EntityManager } from '@mikro-orm/postgresql';
import { eraseKeys } from '../../../shared/erasure/erase-keys.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import type { EventLog } from '../../../shared/event-log/event-log.ts';
import { handleCommand, lastEventOf, type Decision } from '../../../shared/event-log/handle-command.ts';
import { projectSubject } from '../../../shared/events/subjects.ts';
import { jobKeyName, projectKeyName, type KeyStore } from '../../../shared/privacy/key-store.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';

export interface EraseProjectInput {
  accountId: string;
  projectId: string;
  requestId: string;
}

/** `erased`: this call erased it; `already`: it was erased before (its keys destroyed again); `none`: no such project. */
export type EraseProjectOutcome = { outcome: 'erased' | 'already'; projectKey: string; sandboxSession: string } | { outcome: 'none' };

const SESSION_JOBS_SQL = 'select id from jobs where account_id = ? and sandbox_session = ?';

export async function eraseProject(
  deps: { log: EventLog; keys: KeyStore; em: EntityManager },
  input: EraseProjectInput,
): Promise<EraseProjectOutcome> {
  const { accountId, projectId } = input;
  const token = projectKey(accountId, projectId);
  const subject = projectSubject(token);
  const { result } = await handleCommand(deps.log, lastEventOf(deps.log, subject), (last): Decision<EraseProjectOutcome> => {
    const event = last?.event;
    if (event?.type === 'ProjectErased') {
      return { append: [], result: { outcome: 'already', projectKey: token, sandboxSession: event.data.sandbox_session } };
    }
    if (event?.type !== 'ProjectCreated' && event?.type !== 'ProjectVersionReady') return { append: [], result: { outcome: 'none' } };
    const sandboxSession = event.data.sandbox_session;
    const erased = accountEnvelope(
      {
        type: 'ProjectErased',
        version: 1,
        data: { project_key: token, sandbox_session: sandboxSession, data_key: projectKeyName(accountId, projectId, sandboxSession) },
      },
      { accountId, actor: 'gateway', requestId: input.requestId },
    );
    return { append: [{ subject, event: erased }], result: { outcome: 'erased', projectKey: token, sandboxSession } };
  });
  if (result.outcome === 'none') return result;
  // The project's key first: every key of its sealed jobs is gone with it in one step.
  await deps.keys.erase(projectKeyName(accountId, projectId, result.sandboxSession));
  const jobs = await deps.em.getConnection().execute<{ id: string }[]>(SESSION_JOBS_SQL, [accountId, result.sandboxSession], 'all');
  await eraseKeys(
    deps.keys,
    jobs.map((job) => jobKeyName(job.id)),
  );
  return result;
}
