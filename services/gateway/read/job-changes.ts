// Waits for the next event of one job. Every event is published on the job's subjects, so a core
// subscription hears it at once; the caller then reads the job afresh.
import type { NatsConnection } from '@nats-io/transport-node';
import { jobSubjectsFilter } from '../../../shared/events/subjects.ts';

export interface JobChanges {
  /** Resolves true when the job has a new event, false after `timeoutMs` or when `signal` aborts. */
  next(jobId: string, timeoutMs: number, signal?: AbortSignal): Promise<boolean>;
  /** Calls `onChange` on every new event of the job until the returned function is called. */
  watch(jobId: string, onChange: () => void): () => void;
  /**
   * Resolves once the server has every subscription made so far. A reader that subscribes, waits
   * for this and only then reads the job can miss no event: any later one reaches the subscription.
   */
  subscribed(): Promise<void>;
}

export function createJobChanges(nc: NatsConnection): JobChanges {
  const watch = (jobId: string, onChange: () => void) => {
    const subscription = nc.subscribe(jobSubjectsFilter(jobId), { callback: () => onChange() });
    return () => subscription.unsubscribe();
  };
  return {
    watch,
    subscribed: () => nc.flush(),
    next: (jobId, timeoutMs, signal) =>
      new Promise<boolean>((resolve) => {
        let done = false;
        const finish = (changed: boolean) => {
          if (done) return;
          done = true;
          clearTimeout(timer);
          stop();
          signal?.removeEventListener('abort', onAbort);
          resolve(changed);
        };
        const onAbort = () => finish(false);
        const stop = watch(jobId, () => finish(true));
        const timer = setTimeout(() => finish(false), timeoutMs);
        signal?.addEventListener('abort', onAbort, { once: true });
      }),
  };
}
