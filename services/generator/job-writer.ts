// Appends one job's events for the generator that owns it. Every command goes through the pure
// decide/evolve; every append carries the server-enforced expectation for its subject:
// - work events chain their expected last subject sequence, so a newer attempt (which appends
//   JobStarted) cuts off a stale generator at its next append;
// - the final event expects nothing on `finished` yet, so a job ends exactly once.
import { jobSubject, type JobSubjectKind } from '../../shared/events/subjects.ts';
import { decideOrThrow, type JobCommand } from '../../shared/jobs/decide.ts';
import { evolve, type JobState } from '../../shared/jobs/job-state.ts';
import { isJobEvent } from '../../shared/events/catalogue.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { handleCommand } from '../../shared/event-log/handle-command.ts';
import type { EventLog, JobHistory } from '../../shared/event-log/event-log.ts';

export interface JobWriter {
  readonly state: JobState;
  /** Stream sequence of the job's final event, 0 while it has none. */
  readonly finishedSeq: number;
  apply(command: JobCommand): Promise<void>;
}

/** The job subject an event of this type goes on (ADR 2). */
export function subjectKindOf(type: string): JobSubjectKind {
  if (type === 'JobCompleted' || type === 'JobFailed') return 'finished';
  if (type === 'DeploymentReported') return 'deployed';
  if (type === 'JobRendered') return 'rendered';
  if (type === 'JobRequested' || type === 'JobReused') return 'requested';
  return 'work';
}

export function createJobWriter(log: EventLog, history: JobHistory, actor: string): JobWriter {
  // Every event of the job carries the id of the HTTP request that started it, for tracing.
  const requestId = history.events[0]?.event.request_id;
  let state = history.state;
  let workSeq = history.lastSeq.work;
  let finishedSeq = history.lastSeq.finished;
  return {
    get state() {
      return state;
    },
    get finishedSeq() {
      return finishedSeq;
    },
    apply: async (command) => {
      const work = jobSubject(state.jobId, 'work');
      // One attempt: this writer owns the job's chain, so a conflict means a newer attempt (or
      // another generator's ending) took over, and the caller stops rather than deciding again.
      await handleCommand(
        log,
        async () => ({ state, expected: { [work]: workSeq } }),
        (current) => ({
          append: decideOrThrow(command, current).map((draft) => ({
            subject: jobSubject(current.jobId, subjectKindOf(draft.type)),
            event: jobEnvelope(current.jobId, draft, { accountId: current.accountId, actor, ...(requestId ? { requestId } : {}) }),
          })),
          result: undefined,
        }),
        {
          attempts: 1,
          onAppended: ({ subject, seq, event }) => {
            if (subject === work) workSeq = seq;
            else if (subject.endsWith('.finished')) finishedSeq = seq;
            if (isJobEvent(event)) state = evolve(state, event);
          },
        },
      );
    },
  };
}
