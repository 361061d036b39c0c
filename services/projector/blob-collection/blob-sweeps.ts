// The active projector sweeps for unused bodies every BLOB_SWEEP_INTERVAL_MS (blob-collector.ts),
// one sweep at a time, and stops when it stops being the active one. A failed sweep is logged,
// counted and tried again at the next interval: every step of a sweep can be repeated.
import type { Logger } from 'pino';
import type { BlobCollector } from './blob-collector.ts';
import { setTimeout as wait } from 'node:timers/promises';

export interface BlobSweepsOptions {
  collector: Pick<BlobCollector, 'sweep'>;
  /** 0: no sweeps. */
  intervalMs: number;
  logger: Logger;
  onSweep?(outcome: 'done' | 'failed'): void;
}

/** Waits `ms`, or less when `signal` aborts. */
const sleep = (ms: number, signal: AbortSignal): Promise<void> => wait(ms, undefined, { signal }).catch(() => {});

/** Sweeps every `intervalMs` until `signal` aborts (the projector stopped, or is no longer the active one). */
export async function runBlobSweeps(options: BlobSweepsOptions, signal: AbortSignal): Promise<void> {
  if (options.intervalMs === 0) return;
  while (!signal.aborted) {
    await sleep(options.intervalMs, signal);
    if (signal.aborted) return;
    try {
      await options.collector.sweep(signal);
      options.onSweep?.('done');
    } catch (error) {
      if (signal.aborted) return;
      options.logger.error({ err: error }, 'the blob sweep failed; it runs again at the next interval');
      options.onSweep?.('failed');
    }
  }
}
