// A job's events as its writers append them (the gateway's request, the scheduler's admission, a
// generator's start), for tests that put a job into a log without the services around it.
import type { JobEvent } from '../../shared/events/catalogue.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';

export const requestedEvent = (jobId: string, query = 'A one-page site for a bakery in Lyon', accountId = 'acct_1'): JobEvent =>
  jobEnvelope(
    jobId,
    {
      type: 'JobRequested',
      version: 1,
      data: {
        query,
        files: [],
        source_url: null,
        user_id: null,
        project_id: null,
        source: 'generated',
        sandbox_session: '',
        search_score: 0,
        base: null,
      },
    },
    { accountId, actor: 'gateway' },
  );

export const admittedEvent = (jobId: string, requestedSeq: number, accountId = 'acct_1'): JobEvent =>
  jobEnvelope(
    jobId,
    { type: 'JobAdmitted', version: 1, data: { requested_seq: requestedSeq, waited_ms: 0 } },
    { accountId, actor: 'scheduler:test' },
  );

export const startedEvent = (jobId: string, attempt: number, generatorId: string, accountId = 'acct_1'): JobEvent =>
  jobEnvelope(
    jobId,
    { type: 'JobStarted', version: 1, data: { attempt, generator_id: generatorId, engine: 'offline' } },
    { accountId, actor: `generator:${generatorId}` },
  );

/** Appends a job's request and admission as the gateway and the scheduler do; returns the admission's sequence. */
export async function requestAndAdmit(log: EventLog, jobId: string, query?: string): Promise<number> {
  const requested = requestedEvent(jobId, query);
  const requestedSeq = await log.append(jobSubject(jobId, 'requested'), requested, { msgId: jobId, expectLastSubjectSeq: 0 });
  return await log.append(jobSubject(jobId, 'admitted'), admittedEvent(jobId, requestedSeq), { expectLastSubjectSeq: 0 });
}
