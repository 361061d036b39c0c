// After a project job completes, the project's pointer in the log (`projects.<key>`) moves to it,
// so the next edit of the project starts from this version even before the read model has it.
// Compare-and-set on the subject: a newer version is never overwritten by an older one.
import { projectSubject } from '../../shared/events/subjects.ts';
import type { JobState } from '../../shared/jobs/job-state.ts';
import { accountEnvelope } from '../../shared/log/event-envelope.ts';
import type { EventLog } from '../../shared/log/event-log.ts';
import { SequenceConflictError } from '../../shared/log/log-errors.ts';
import { projectKey } from '../../shared/projects/project-key.ts';

/**
 * `completedSeq` is the stream sequence of the job's JobCompleted. Safe to call again (after a
 * redelivery): it appends only when the pointer is older than this completion.
 */
export async function advanceProjectPointer(log: EventLog, state: JobState, completedSeq: number, actor: string): Promise<void> {
  if (state.status !== 'ready' || !state.projectId || !state.sandboxSession) return;
  const subject = projectSubject(projectKey(state.accountId, state.projectId));
  for (let attempt = 0; attempt < 5; attempt++) {
    const last = await log.last(subject);
    if (last && last.seq > completedSeq) return;
    if (last?.event.type === 'ProjectVersionReady' && last.event.data.job_id === state.jobId) return;
    const ready = accountEnvelope(
      {
        type: 'ProjectVersionReady',
        version: 1,
        data: { project_id: state.projectId, sandbox_session: state.sandboxSession, job_id: state.jobId, deployment_id: state.deploymentId },
      },
      { accountId: state.accountId, actor },
    );
    try {
      await log.append(subject, ready, { expectLastSubjectSeq: last?.seq ?? 0 });
      return;
    } catch (error) {
      if (!(error instanceof SequenceConflictError)) throw error;
    }
  }
}
