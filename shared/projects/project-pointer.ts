// After a project job completes, the project's pointer in the log (`projects.<key>`) moves to it,
// so the next edit of the project starts from this version even before the read model has it.
// Whoever completes the job moves it: the generator, or the gateway when it answers a request
// with an identical earlier result (and a restore).
// Compare-and-set on the subject: a newer version is never overwritten by an older one, and an
// erased project (or a later life of the same project id, after an erasure) is never moved.
import { projectSubject } from '../events/subjects.ts';
import type { JobState } from '../jobs/job-state.ts';
import { accountEnvelope } from '../event-log/event-envelope.ts';
import type { EventLog } from '../event-log/event-log.ts';
import { handleCommand, lastEventOf, type Decision } from '../event-log/handle-command.ts';
import { projectKey } from './project-key.ts';

/**
 * `completedSeq` is the stream sequence of the job's JobCompleted. Safe to call again (after a
 * redelivery): it appends only when the pointer is older than this completion.
 */
export async function advanceProjectPointer(log: EventLog, state: JobState, completedSeq: number, actor: string): Promise<void> {
  if (state.status !== 'ready' || !state.projectId || !state.sandboxSession) return;
  const subject = projectSubject(projectKey(state.accountId, state.projectId));
  const { projectId, sandboxSession } = state;
  // Anything appended after this job's completion has a higher sequence, so after a conflict the
  // second read always finds the pointer moved past this version and appends nothing.
  await handleCommand(log, lastEventOf(log, subject), (last): Decision<void> => {
    if (last && last.seq > completedSeq) return { append: [], result: undefined };
    if (last?.event.type === 'ProjectErased') return { append: [], result: undefined };
    if (
      (last?.event.type === 'ProjectCreated' || last?.event.type === 'ProjectVersionReady') &&
      last.event.data.sandbox_session !== sandboxSession
    )
      return { append: [], result: undefined };
    if (last?.event.type === 'ProjectVersionReady' && last.event.data.job_id === state.jobId) return { append: [], result: undefined };
    const ready = accountEnvelope(
      {
        type: 'ProjectVersionReady',
        version: 1,
        data: { project_id: projectId, sandbox_session: sandboxSession, job_id: state.jobId, deployment_id: state.deploymentId },
      },
      { accountId: state.accountId, actor },
    );
    return { append: [{ subject, event: ready }], result: undefined };
  });
}
