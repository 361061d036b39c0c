// Floods of jobs for the scheduling tests: JobRequested events appended straight to the log, as
// the gateway appends them (one subject per job, Nats-Msg-Id = job id, expected sequence 0), but
// thousands a second, without the HTTP round trips and rate limits in the way.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import { jobSubject } from '../../shared/events/subjects.ts';
import { createEventLog, type EventLog, type StoredEvent } from '../../shared/event-log/event-log.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { requestedEvent } from './job-events.ts';
import { openTestSealer } from './sealing.ts';

export interface LogClient {
  log: EventLog;
  close(): Promise<void>;
}

export async function openLog(natsUrl: string): Promise<LogClient> {
  const nc = await connect({ servers: natsUrl });
  const sealing = await openTestSealer(nc);
  const log = createEventLog(nc, await jetstreamManager(nc), { timeoutMs: 10_000, sealer: sealing.sealer });
  return {
    log,
    close: async () => {
      await sealing.stop();
      await nc.close();
    },
  };
}

/** Appends `count` JobRequested events of the account, in order; returns their job ids. */
export async function appendRequests(log: EventLog, accountId: string, count: number, label = 'flood'): Promise<string[]> {
  const ids: string[] = [];
  const parallel = 64;
  for (let start = 0; start < count; start += parallel) {
    const batch = Array.from({ length: Math.min(parallel, count - start) }, (_, i) => {
      const jobId = newJobId();
      ids.push(jobId);
      const event = requestedEvent(jobId, `A site for ${label} number ${start + i}`, accountId);
      return { jobId, event };
    });
    // A batch is published only after the one before it; within one, the log's order is the
    // request order (tests read it from the log).
    await Promise.all(
      batch.map(({ jobId, event }) => log.append(jobSubject(jobId, 'requested'), event, { msgId: jobId, expectLastSubjectSeq: 0 })),
    );
  }
  return ids;
}

/** Every job event in the log, in log order. */
export async function jobEvents(log: EventLog): Promise<StoredEvent[]> {
  return await log.readSubjects('jobs.>');
}
