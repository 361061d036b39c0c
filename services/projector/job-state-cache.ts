import type { JobState } from '../../shared/jobs/job-state.ts';

/** Recently folded job states, so a batch reads only jobs it has not seen lately. Committed states only. */
export interface JobStateCache {
  get(jobId: string): JobState | undefined;
  set(jobId: string, state: JobState): void;
  clear(): void;
}

export function createJobStateCache(max = 50_000): JobStateCache {
  const states = new Map<string, JobState>();
  return {
    get: (jobId) => states.get(jobId),
    set: (jobId, state) => {
      states.delete(jobId);
      if (states.size >= max) states.delete(states.keys().next().value!);
      states.set(jobId, state);
    },
    clear: () => states.clear(),
  };
}
