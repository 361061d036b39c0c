// The active scheduler's view of the queues (KV bucket `scheduler`, key `queues`), read for
// GET /admin/queues and at each /metrics scrape. Kept for a moment, so scrapes and operators'
// reads in a burst cost one KV read.
import type { KV } from '@nats-io/kv';
import { QUEUE_SNAPSHOT_KEY, QueueSnapshotSchema, type QueueSnapshot } from '../../../shared/scheduling/queue-snapshot.ts';

export interface SchedulerQueues {
  /** The latest view, or null when no scheduler has written one (or it cannot be read). */
  latest(): Promise<QueueSnapshot | null>;
}

const KEEP_MS = 250;

export function createSchedulerQueues(bucket: KV): SchedulerQueues {
  let kept: { at: number; snapshot: Promise<QueueSnapshot | null> } | undefined;
  const read = async (): Promise<QueueSnapshot | null> => {
    const entry = await bucket.get(QUEUE_SNAPSHOT_KEY);
    if (!entry || entry.length === 0) return null;
    const parsed = QueueSnapshotSchema.safeParse(entry.json());
    return parsed.success ? parsed.data : null;
  };
  return {
    latest: () => {
      const now = Date.now();
      if (!kept || now - kept.at > KEEP_MS) {
        const snapshot = read();
        kept = { at: now, snapshot };
        // A failed read is not kept: the next call asks again.
        snapshot.catch(() => {
          if (kept?.snapshot === snapshot) kept = undefined;
        });
      }
      return kept.snapshot;
    },
  };
}
