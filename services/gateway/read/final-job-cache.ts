// Ready and failed jobs never change again, except for the last reported deploy URL. Their
// answers are kept serialised in memory (the bytes only: the object is not kept beside them), so
// a poll of a finished job is a lookup, an ETag compare and one write. The cache is an LRU
// weighted by bytes (FINAL_JOB_CACHE_BYTES), so a few huge sites cannot push memory past its
// bound. Every gateway hears DeploymentReported events on their subjects and patches its copy
// from the event itself, which is at least as fresh as the read model. The renderer's JobRendered
// (screenshots, browser checks) is heard and patched in the same way. An answer is kept only
// after a read of the job (job-reader.ts), which has already made a ready project job's
// project point at it (projects/confirmed-versions.ts), so an answer from here needs no check.
// An erasure drops what it names (forgetErased, called with every erasure the gateway hears).
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { LRUCache } from 'lru-cache';
import type { JobResponse } from '../../../shared/api/schemas.ts';
import { onReconnect } from '../../../shared/nats/connect-nats.ts';
import { serializeJob } from '../http/response-schemas.ts';
import type { Erasure } from '../erasure/erasures.ts';
import type { SitewrightEvent } from '../../../shared/events/catalogue.ts';
import type { EventSealer } from '../../../shared/privacy/event-sealing.ts';
import { jobEtag } from './job-etag.ts';
import { renderedFields } from './job-response.ts';

export interface CachedJob {
  accountId: string;
  /** The whole answer, serialised: a string when small, bytes when large (see entryOf). */
  body: string | Buffer;
  /** Its length in UTF-8 bytes. */
  bytes: number;
  etag: string;
}

export interface FinalJobCache {
  /** The answer; null when the job belongs to another account; undefined when not cached. */
  get(jobId: string, accountId: string): CachedJob | null | undefined;
  put(jobId: string, accountId: string, response: JobResponse): CachedJob;
  /** Drops what an erasure names: the job, or every job of the account (a project's too: erasing one is rare). */
  forgetErased(erasure: Erasure): void;
  /** Bytes held now (for tests and /metrics). */
  readonly bytes: number;
  close(): void;
}

/** What one entry costs beyond its body: the key, the ETag and the object headers, roughly. */
const ENTRY_OVERHEAD_BYTES = 256;

/**
 * Up to this size an answer is kept as a string, which Node sends together with the headers in
 * one write (bytes go out as a writev of headers and body, as a bare route's string does not).
 * Larger answers are kept as bytes, so they are not encoded to UTF-8 again on every poll.
 */
const STRING_BODY_MAX_BYTES = 16 * 1024;

/**
 * Jobs whose JobRendered this gateway heard lately. An answer read before the event (still
 * `pending`) but put after it would otherwise be kept stale: such an answer is sent, not kept.
 */
const RENDERED_HEARD = 10_000;

export function entryOf(accountId: string, response: JobResponse): CachedJob {
  const serialised = serializeJob(response);
  const bytes = Buffer.byteLength(serialised);
  return { accountId, body: bytes <= STRING_BODY_MAX_BYTES ? serialised : Buffer.from(serialised), bytes, etag: jobEtag(response) };
}

/** What the cache hears events with: the connection, and the sealer that opens them. */
export interface FinalJobEvents {
  nc: NatsConnection;
  sealer: Pick<EventSealer, 'open'>;
}

export function createFinalJobCache(heard: FinalJobEvents | null, maxBytes: number): FinalJobCache {
  const entries = new LRUCache<string, CachedJob>({
    maxSize: maxBytes,
    sizeCalculation: (entry, jobId) => entry.bytes + jobId.length + ENTRY_OVERHEAD_BYTES,
  });
  let subscription: Subscription | undefined;
  let renderedSubscription: Subscription | undefined;
  const renderedHeard = new LRUCache<string, true>({ max: RENDERED_HEARD });
  if (heard) {
    const { nc, sealer } = heard;
    // Events are opened (their fields are sealed in the log), which may wait for the job's key:
    // what is heard is patched in the order it was heard all the same.
    let inOrder: Promise<void> = Promise.resolve();
    const patchInOrder = (message: Msg, patch: (jobId: string, entry: CachedJob, event: SitewrightEvent) => void) => {
      const jobId = message.subject.split('.')[1] ?? '';
      // Only a job kept here is patched: any other event is not opened at all.
      if (!entries.peek(jobId)) return;
      const opening = (async () => await sealer.open(message.json()))();
      inOrder = inOrder.then(async () => {
        try {
          const event = await opening;
          const entry = entries.peek(jobId);
          if (entry) patch(jobId, entry, event);
        } catch {
          entries.delete(jobId);
        }
      });
      // Opening may fail before its turn comes: the chain handles it then.
      opening.catch(() => {});
    };
    subscription = nc.subscribe('jobs.*.deployed', {
      callback: (_error, message) =>
        patchInOrder(message, (jobId, entry, event) => {
          if (event.type !== 'DeploymentReported') return;
          const response = JSON.parse(entry.body.toString()) as JobResponse;
          entries.set(jobId, entryOf(entry.accountId, { ...response, deploy_url: event.data.deploy_url }));
        }),
    });
    renderedSubscription = nc.subscribe('jobs.*.rendered', {
      callback: (_error, message) => {
        renderedHeard.set(message.subject.split('.')[1] ?? '', true);
        patchInOrder(message, (jobId, entry, event) => {
          if (event.type !== 'JobRendered') return;
          const response = JSON.parse(entry.body.toString()) as JobResponse;
          if (response.rendered_status !== 'pending') return;
          const { status, reason, checks, screenshots } = event.data;
          // The cached `checks.rendered` (null) is replaced.
          const patched = renderedFields(jobId, response.checks, { status, reason, checks, screenshots });
          entries.set(jobId, entryOf(entry.accountId, { ...response, ...patched }));
        });
      },
    });
    onReconnect(nc, () => entries.clear());
  }

  return {
    get: (jobId, accountId) => {
      const entry = entries.get(jobId);
      if (!entry) return undefined;
      return entry.accountId === accountId ? entry : null;
    },
    put: (jobId, accountId, response) => {
      const entry = entryOf(accountId, response);
      if (response.rendered_status === 'pending' && renderedHeard.has(jobId)) return entry;
      // An entry larger than the whole cache is answered but not kept (lru-cache refuses it).
      entries.set(jobId, entry);
      return entry;
    },
    forgetErased: (erasure) => {
      if (erasure.kind === 'job') entries.delete(erasure.jobId);
      else if (erasure.kind === 'unknown') entries.clear();
      else for (const [jobId] of [...entries.entries()].filter(([, entry]) => entry.accountId === erasure.accountId)) entries.delete(jobId);
    },
    get bytes() {
      return entries.calculatedSize;
    },
    close: () => {
      subscription?.unsubscribe();
      renderedSubscription?.unsubscribe();
    },
  };
}
