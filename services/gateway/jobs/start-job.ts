// The one "start a job" command of the gateway, for POST /generate and a project restore: decide
// the job's first event (a JobRequested, or a JobReused for a job that is ready at once with an
// earlier result), append it on `jobs.<id>.requested` with the job id as Nats-Msg-Id and nothing
// on the subject yet (the server guarantees a job is requested once), and, for a job ready at
// once, move its project's pointer to it.
import { jobSubject } from '../../../shared/events/subjects.ts';
import type { JobEvent } from '../../../shared/events/catalogue.ts';
import { jobEnvelope, type EnvelopeContext } from '../../../shared/event-log/event-envelope.ts';
import type { EventLog, StoredEvent } from '../../../shared/event-log/event-log.ts';
import { handleCommand, type CommandOutcome, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import { decide, type JobCommand, type JobRefusal } from '../../../shared/jobs/decide.ts';
import { evolve, initialJobState, type JobState } from '../../../shared/jobs/job-state.ts';
import { advanceProjectPointer } from '../../../shared/projects/project-pointer.ts';

export interface StartJob {
  jobId: string;
  /** A new request, or an earlier ready result answered at once, unchanged (requested and ready in one event). */
  command: Extract<JobCommand, { type: 'RequestJob' | 'ReuseResult' }>;
  context: EnvelopeContext;
}

export type StartOutcome =
  /** Appended: `requested` is the job's first event as stored, `state` its fold. */
  | { kind: 'started'; requested: StoredEvent<JobEvent>; state: JobState }
  /** Another request started this job id first (a concurrent retry with the same Idempotency-Key). */
  | { kind: 'duplicate' }
  | { kind: 'refused'; refusal: JobRefusal };

type StartDecision = { event: JobEvent } | { refused: JobRefusal };

/** Pure: the job's first event, to append with the job id as its dedup id, or decide's refusal. */
export function decideStart(start: StartJob, state: JobState): Decision<StartDecision> {
  const decision = decide(start.command, state);
  if ('refused' in decision) return { append: [], result: decision };
  // RequestJob and ReuseResult decide one event each: the job's first.
  const event = jobEnvelope(start.jobId, decision.events[0]!, start.context);
  return { append: [{ subject: jobSubject(start.jobId, 'requested'), event, msgId: start.jobId }], result: { event } };
}

export async function startJob(log: EventLog, start: StartJob): Promise<StartOutcome> {
  let outcome: CommandOutcome<StartDecision>;
  try {
    // A create-only append, so nothing is read and one attempt is right: the job id is new (just
    // made, or an Idempotency-Key's whose job was not there when the key was looked up), and a
    // conflict on its subject can only be a duplicate of this very start.
    outcome = await handleCommand(
      log,
      async () => ({ state: initialJobState, expected: {} }),
      (state) => decideStart(start, state),
      { attempts: 1 },
    );
  } catch (error) {
    if (error instanceof SequenceConflictError) return { kind: 'duplicate' };
    throw error;
  }
  const { result, appended } = outcome;
  if ('refused' in result) return { kind: 'refused', refusal: result.refused };
  const requested = { subject: appended[0]!.subject, seq: appended[0]!.seq, event: result.event };
  const state = evolve(initialJobState, result.event);
  // A project job ready at once moves the project's pointer here (the scheduler does it too,
  // should this gateway stop first): an edit sent the moment the job is ready starts from it.
  if (state.status === 'ready') await advanceProjectPointer(log, state, requested.seq, start.context.actor);
  return { kind: 'started', requested, state };
}
