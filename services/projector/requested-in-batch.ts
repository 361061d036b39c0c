import { isJobEvent, opensJob } from '../../shared/events/catalogue.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';

/**
 * The jobs a batch requests. The read model holds nothing of them yet: a job's JobRequested (or
 * JobReused) is its first event, and the read model holds exactly the events before the batch. So
 * projections need not look them up.
 */
export function requestedIn(batch: readonly StoredEvent[]): Set<string> {
  const requested = new Set<string>();
  for (const { event } of batch) if (isJobEvent(event) && opensJob(event)) requested.add(event.job_id);
  return requested;
}
