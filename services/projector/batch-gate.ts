// One at a time, in one projector process: its batches (each folded and committed while it holds
// the gate) and the blob collector's deletions of `blobs` rows. The blob writer remembers which
// bodies the table holds, from one batch to the next; a row deleted while a batch relies on that
// memory would leave the batch's files without a body. Between batches, the collector deletes the
// rows and the writer forgets them before the next batch folds anything.

export interface BatchGate {
  /** Runs `work` once nothing else holds the gate, and holds it meanwhile. */
  run<T>(work: () => Promise<T>): Promise<T>;
}

export function createBatchGate(): BatchGate {
  let last: Promise<unknown> = Promise.resolve();
  return {
    run: (work) => {
      const turn = last.then(work);
      last = turn.catch(() => {});
      return turn;
    },
  };
}
