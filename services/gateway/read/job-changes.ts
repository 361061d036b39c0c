// Waits for the next event of one job. Every event is published on the job's subjects, so a core
// subscription hears it at once; the caller then reads the job afresh.
//
// One subscription to every job's events serves all the gateway's waiters, found by job id: a
// subscription per long poll cost a SUB, a round trip to confirm it and an UNSUB each, the larger
// part of a followed job's NATS traffic, where hearing every job's few events costs a lookup each.
import type { NatsConnection } from '@nats-io/transport-node';

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
  close(): void;
}

export function createJobChanges(nc: NatsConnection): JobChanges {
  const waiters = new Map<string, Set<() => void>>();
  const subscription = nc.subscribe('jobs.>', {
    callback: (_error, message) => {
      // jobs.<job id>.<kind>
      const jobId = message.subject.slice(5, message.subject.indexOf('.', 5));
      const callbacks = waiters.get(jobId);
      if (callbacks) for (const callback of [...callbacks]) callback();
    },
  });
  // Resolves once the server has the subscription; it stays for the gateway's life.
  const ready = nc.flush();
  ready.catch(() => {});
  const watch = (jobId: string, onChange: () => void) => {
    let callbacks = waiters.get(jobId);
    if (!callbacks) {
      callbacks = new Set();
      waiters.set(jobId, callbacks);
    }
    const callback = () => onChange();
    callbacks.add(callback);
    return () => {
      callbacks.delete(callback);
      if (callbacks.size === 0 && waiters.get(jobId) === callbacks) waiters.delete(jobId);
    };
  };
  return {
    watch,
    subscribed: () => ready,
    close: () => subscription.unsubscribe(),
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
