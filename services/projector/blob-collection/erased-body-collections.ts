// The bodies the jobs of a batch erased (issue 31) are collected once that batch has committed:
// the projections hand them over while folding (`add`), and the projector starts their collection
// after each checkpoint (`afterCommit`). Collections run one after another, outside any batch (the
// collector takes the batch gate itself); each re-checks its bodies against the read model, so one
// told of a batch that did not commit collects nothing.
//
// A body younger than the grace period is not collected then (a writer may be about to name it in
// an event: blob-collector.ts). Rather than leave it to the next sweep (hourly by default), its
// collection is tried again by this process once the youngest of them is old enough, so an erased
// job's bodies leave the object store within the grace period of their last write. A projector
// stopped before then leaves them to the sweep, which collects them all the same.
import type { Logger } from 'pino';
import type { ErasedBodies } from '../erasure/erased-rows.ts';
import type { BlobCollector } from './blob-collector.ts';

/** After the youngest body is old enough by its time, a little more: clocks and listings are not exact. */
const RETRY_MARGIN_MS = 1_000;

export interface ErasedBodyCollections {
  /** Called by the projections while folding a batch that erased jobs: what those jobs used. */
  add(bodies: readonly ErasedBodies[]): void;
  /** Called once a batch has committed: collects what its erasures handed over. */
  afterCommit(): void;
  /** Waits for the collection under way; collections not yet due are dropped (the sweep takes them). */
  stop(): Promise<void>;
}

export function createErasedBodyCollections(
  collector: Pick<BlobCollector, 'collect'>,
  logger: Logger,
  options: { retryMarginMs?: number } = {},
): ErasedBodyCollections {
  const pending: ErasedBodies[] = [];
  const timers = new Set<NodeJS.Timeout>();
  let chain: Promise<void> = Promise.resolve();
  let stopped = false;

  const later = (bodies: ErasedBodies, at: number) => {
    const timer = setTimeout(
      () => {
        timers.delete(timer);
        if (stopped) return;
        pending.push(bodies);
        collectPending();
      },
      Math.max(0, at - Date.now()) + (options.retryMarginMs ?? RETRY_MARGIN_MS),
    );
    timers.add(timer);
  };

  const collectPending = () => {
    for (const bodies of pending.splice(0)) {
      const { accountId, files, screenshots } = bodies;
      chain = chain.then(async () => {
        try {
          const counts = await collector.collect(accountId, { files, screenshots });
          if (counts.youngUntil > 0 && !stopped) later(bodies, counts.youngUntil);
        } catch (error) {
          logger.warn({ err: error, account_id: accountId }, 'collecting the bodies of erased jobs failed; the sweep will');
        }
      });
    }
  };

  return {
    add: (bodies) => {
      pending.push(...bodies);
    },
    afterCommit: () => {
      if (pending.length > 0) setImmediate(collectPending);
    },
    stop: async () => {
      stopped = true;
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      await chain;
    },
  };
}
