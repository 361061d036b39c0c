// How many events the projection loop applies at once, and when. A batch is whatever has arrived,
// up to the current limit: one event when live, thousands when catching up. Each transaction has
// a fixed cost (its opening statements, the checkpoint, the commit), so live, under a steady flow,
// batches come at most one per window: a batch due sooner after the last commit waits out the rest
// of the window, gathering what arrives meanwhile; the first event after a quiet spell goes at once.
//
// A batch the database refuses is split in halves until the one event it cannot store is known
// (batches stay small up to the refused batch's last event), and that event is retried with
// backoff. Once it goes through, batches grow back, doubling with each commit.
const BACKOFF_MAX_MS = 5_000;

/** The pause before the `attempt`-th retry of an event the database refuses. */
export const backoffMs = (attempt: number) => Math.min(BACKOFF_MAX_MS, 200 * 2 ** Math.max(0, attempt - 1));

/** What to do after a refused batch: try again at once with the smaller limit, or retry its one event after a pause. */
export type AfterRefusal = { kind: 'narrow' } | { kind: 'backoff'; attempt: number; delayMs: number };

export class BatchSizing {
  readonly #maxBatch: number;
  readonly #windowMs: number;
  #limit: number;
  /** Retries of the one event being refused; 0 when the last batch committed. */
  #attempt = 0;
  /** While a refused batch is narrowed down, batches stay small up to its last event. */
  #suspectUntil = 0;
  #lastCommitAt = Number.NEGATIVE_INFINITY;

  /** `windowMs`: at most one live batch this often under a steady flow (0: none). */
  constructor(maxBatch: number, windowMs = 0) {
    this.#maxBatch = maxBatch;
    this.#windowMs = windowMs;
    this.#limit = maxBatch;
  }

  get limit(): number {
    return this.#limit;
  }

  /** No refusal is being narrowed down or retried: batches go at full size (and a rebuild folds ahead). */
  healthy(checkpoint: number): boolean {
    return this.#attempt === 0 && checkpoint >= this.#suspectUntil;
  }

  /** How long a live batch should wait for more events before it starts; 0: start now. */
  waitBefore(now: number, buffered: number, checkpoint: number): number {
    const early = this.#lastCommitAt + this.#windowMs - now;
    return early > 0 && this.healthy(checkpoint) && buffered < this.#limit ? early : 0;
  }

  /** A batch of `count` events up to sequence `lastSeq` was refused. */
  refused(count: number, lastSeq: number): AfterRefusal {
    if (count > 1) {
      this.#limit = Math.ceil(count / 2);
      this.#suspectUntil = Math.max(this.#suspectUntil, lastSeq);
      return { kind: 'narrow' };
    }
    this.#attempt += 1;
    return { kind: 'backoff', attempt: this.#attempt, delayMs: backoffMs(this.#attempt) };
  }

  /** A batch committed at `now` up to `checkpoint`; returns how many retries its first event took. */
  committed(checkpoint: number, now: number): number {
    const retries = this.#attempt;
    this.#lastCommitAt = now;
    this.#attempt = 0;
    if (checkpoint >= this.#suspectUntil) this.#limit = Math.min(this.#maxBatch, this.#limit * 2);
    return retries;
  }
}
