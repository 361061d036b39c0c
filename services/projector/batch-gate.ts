// One at a time, in one projector process: its batches (each folded and committed while it holds
// the gate) and the blob collector's deletions of `blobs` rows. The blob writer remembers which
// bodies the table holds, from one batch to the next; a row deleted while a batch relies on that
// memory would leave the batch's files without a body. Between batches, the collector deletes the
// rows and the writer forgets them before the next batch folds anything.
import { AsyncLocalStorage } from 'node:async_hooks';

export interface BatchGate {
  /** Runs `work` once nothing else holds the gate, and holds it meanwhile. Refused from inside work the gate runs (it would wait for itself). */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export class GateReentryError extends Error {
  override readonly name = 'GateReentryError';
}

export function createBatchGate(): BatchGate {
  let last: Promise<unknown> = Promise.resolve();
  const inside = new AsyncLocalStorage<true>();
  return {
    run: (work) => {
      // E.g. the blob collector called from a projection's fold: it must run after the batch commits.
      if (inside.getStore()) return Promise.reject(new GateReentryError('called from inside a batch: it would wait for its own batch'));
      const turn = last.then(() => inside.run(true, work));
      last = turn.catch(() => {});
      return turn;
    },
  };
}
