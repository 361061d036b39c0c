// Which ready results a new request may take over unchanged (the cache search's results): those
// built from a request alone, either from nothing or from an earlier such result. Edits of a
// caller's files and of a project are not: they answer to files the new request does not carry.
// Nor is the very same request answered with an earlier result (a cached base of score 1): its
// files are that result's, which is reusable already; each repeat of a popular request would
// otherwise add one more identical entry to the search's index (migration 0011).
// The projector stores this as `jobs.reusable`, so the cache search and its index read one column.
import type { JobRequested } from '../events/catalogue.ts';
import type { JobState } from './job-state.ts';

export function isReusable(state: Pick<JobState, 'source' | 'inputFiles' | 'base'>): boolean {
  if (isIdenticalReuse(state)) return false;
  return (state.source === 'generated' || state.source === 'cache') && (state.inputFiles.length === 0 || state.base?.kind === 'cache');
}

/**
 * The very same request answered with an earlier result (a cached base of score 1). Today that job
 * is one JobReused (services/gateway/routes/generate-route.ts); a gateway from before JobReused
 * appended a JobRequested and, right after it, the job's JobCompleted, so a generator delivered
 * such a request leaves it alone unless the gateway stopped in between.
 */
export function isIdenticalReuse(data: Pick<JobRequested['data'], 'source' | 'base'> | Pick<JobState, 'source' | 'base'>): boolean {
  return data.source === 'cache' && data.base?.kind === 'cache' && data.base.score === 1;
}
