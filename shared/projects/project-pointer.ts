// After a project job completes, the project's pointer in the log (`projects.<key>`) moves to it,
// so the next edit of the project starts from this version even before the read model has it.
// Whoever completes the job moves it: the generator, or the gateway when it answers a request
// with an identical earlier result (and a restore). The completion and the move are two appends,
// so whoever tells a caller that a project job is ready moves it too, first (the gateway's reads,
// services/gateway/projects/confirmed-versions.ts, and the webhooks' fan-out): an edit the caller
// sends on hearing `ready` then starts from that version, even when the generator stopped (or is
// slow) between its two appends.
// Compare-and-set on the subject: a newer version is never overwritten by an older one, and an
// erased project (or a later life of the same project id, after an erasure) is never moved.
import { projectSubject } from '../events/subjects.ts';
import type { JobState } from '../jobs/job-state.ts';
import { accountEnvelope } from '../event-log/event-envelope.ts';
import type { EventLog, JobHistory } from '../event-log/event-log.ts';
import { handleCommand, lastEventOf, type Decision } from '../event-log/handle-command.ts';
import { projectKey } from './project-key.ts';

/** What the pointer needs of a job: a JobState, or a read-model row's fields. */
export type PointedJob = Pick<JobState, 'jobId' | 'accountId' | 'status' | 'projectId' | 'sandboxSession' | 'deploymentId'>;

/**
 * The stream sequence of the event that made a ready job ready: its JobCompleted, or its JobReused
 * (on the requested subject: such a job has no finished event). 0 for a job that is not ready.
 */
export function completedSeqOf(history: JobHistory): number {
  if (history.state.status !== 'ready') return 0;
  return history.lastSeq.finished || history.lastSeq.requested;
}

/**
 * `completedSeq` is the stream sequence of the job's JobCompleted (or JobReused). Safe to call
 * again (after a redelivery, or by every reader of the job): it appends only when the pointer is
 * older than this completion.
 */
export async function advanceProjectPointer(log: EventLog, state: PointedJob, completedSeq: number, actor: string): Promise<void> {
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
