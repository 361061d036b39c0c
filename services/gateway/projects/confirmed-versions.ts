// A generator appends a project job's JobCompleted and only then moves the project's pointer
// (shared/projects/project-pointer.ts): two appends. A caller who hears `ready` in between and at
// once sends the next edit would otherwise have it planned from the pointer's previous version
// (starting-point.ts), and the earlier edit would be lost. So every answer of this gateway that
// shows a project job as ready (GET /job in all its forms, its event stream, the project's
// versions) first makes sure the pointer is at that job or past it: the same idempotent
// compare-and-set the generator makes, which appends nothing once the pointer has moved. A job
// confirmed once stays confirmed (the pointer only moves forward), so each process remembers the
// jobs it confirmed lately and asks the log once per job, not once per poll.
import { LRUCache } from 'lru-cache';
import { jobSubject } from '../../../shared/events/subjects.ts';
import type { EventLog } from '../../../shared/event-log/event-log.ts';
import { LogUnavailableError } from '../../../shared/event-log/log-errors.ts';
import { advanceProjectPointer, type PointedJob } from '../../../shared/projects/project-pointer.ts';

export interface ConfirmedVersions {
  /**
   * Resolves once the project's pointer is at `job` or at a newer version; at once for a job that
   * is not a ready project job. `completedSeq`, the sequence of its JobCompleted (or JobReused),
   * is read from the log when not given.
   */
  confirm(job: PointedJob, completedSeq?: number): Promise<void>;
}

/** Job ids remembered as confirmed: about 100 bytes each, so some 5 MB at most. */
const CONFIRMED_JOBS = 50_000;

export function createConfirmedVersions(log: EventLog, actor: string): ConfirmedVersions {
  const confirmed = new LRUCache<string, true>({ max: CONFIRMED_JOBS });
  /** The event that made the job ready: its JobCompleted, or a JobReused (which has no finished event). */
  const completionOf = async (jobId: string): Promise<number> => {
    const finished = await log.last(jobSubject(jobId, 'finished'));
    return finished?.seq ?? (await log.last(jobSubject(jobId, 'requested')))?.seq ?? 0;
  };
  return {
    confirm: async (job, completedSeq) => {
      if (job.status !== 'ready' || !job.projectId || confirmed.has(job.jobId)) return;
      try {
        const seq = completedSeq || (await completionOf(job.jobId));
        await advanceProjectPointer(log, job, seq, actor);
        confirmed.set(job.jobId, true);
      } catch (error) {
        // While the log is down a finished job is still answered from the read model: no edit can
        // be posted until the log is back either, and the next answer after that confirms.
        if (!(error instanceof LogUnavailableError)) throw error;
      }
    },
  };
}
