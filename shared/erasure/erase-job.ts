// Erasing one job (issue 31): the one command both DELETE /job/{job_id} and the retention sweep use.
// It appends the job's JobErased (once: expected subject sequence 0 on `jobs.<id>.erased`), then
// destroys the job's key, so its sealed fields are unreadable everywhere. Running it again after a
// crash between the two (or on an already erased job) destroys the key again and appends nothing:
// the projector also finishes every JobErased it folds the same way.
import { jobSubject } from '../events/subjects.ts';
import { jobEnvelope } from '../event-log/event-envelope.ts';
import type { EventLog } from '../event-log/event-log.ts';
import { handleCommand, type Decision } from '../event-log/handle-command.ts';
import { decide, ERASED_JOB, type JobRefusal } from '../jobs/decide.ts';
import { isJobEvent } from '../events/catalogue.ts';
import { asSeenBy, evolve } from '../jobs/job-state.ts';
import { jobKeyName, type KeyStore } from '../privacy/key-store.ts';

export interface EraseJobInput {
  accountId: string;
  jobId: string;
  by: 'customer' | 'retention';
  actor: string;
  requestId?: string;
}

/** `erased`: this call erased it; `already`: it was erased before (its key destroyed again); or why not. */
export type EraseJobOutcome = { outcome: 'erased' | 'already' } | { refused: JobRefusal };

export async function eraseJob(log: EventLog, keys: KeyStore, input: EraseJobInput): Promise<EraseJobOutcome> {
  const subject = jobSubject(input.jobId, 'erased');
  const { result } = await handleCommand(
    log,
    async () => {
      const [head, erased] = await Promise.all([log.readJobHead(input.jobId), log.last(subject)]);
      const state = erased && isJobEvent(erased.event) ? evolve(head, erased.event) : head;
      return { state: asSeenBy(state, input.accountId), expected: { [subject]: erased?.seq ?? 0 } };
    },
    (state): Decision<EraseJobOutcome> => {
      const decision = decide({ type: 'EraseJob', by: input.by }, state);
      if (!('refused' in decision)) {
        const context = { accountId: input.accountId, actor: input.actor, ...(input.requestId ? { requestId: input.requestId } : {}) };
        const append = decision.events.map((draft) => ({ subject, event: jobEnvelope(input.jobId, draft, context) }));
        return { append, result: { outcome: 'erased' } };
      }
      return { append: [], result: decision.refused === ERASED_JOB ? { outcome: 'already' } : { refused: decision.refused } };
    },
  );
  if ('outcome' in result) await keys.erase(jobKeyName(input.jobId));
  return result;
}
