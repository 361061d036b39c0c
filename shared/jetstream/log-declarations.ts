// Everything the services need on the NATS side, declared in code and created idempotently at
// start: the JOBS stream (the only source of truth), the blob store, the rate-limit bucket and
// the generators' work-queue consumer.
import {
  AckPolicy,
  JetStreamApiCodes,
  JetStreamApiError,
  DeliverPolicy,
  RetentionPolicy,
  StorageType,
  jetstreamManager,
  type JetStreamManager,
  type StreamConfig,
} from '@nats-io/jetstream';
import { Kvm, type KV } from '@nats-io/kv';
import { Objm, type ObjectStore } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { createBlobStore, type BlobStore, type BlobStoreOptions } from '../blobs/blob-store.ts';
import { createScreenshotStore, type ScreenshotStore } from '../blobs/screenshot-store.ts';
import type { KeyStore } from '../privacy/key-store.ts';
import { JOBS_STREAM, JOB_ADMITTED_FILTER, JOB_FINISHED_FILTER, JOB_REQUESTED_FILTER, STREAM_SUBJECTS } from '../events/subjects.ts';

export const BLOB_BUCKET = 'blobs';
export const RATE_LIMIT_BUCKET = 'rate_limits';
/** The generators' work queue: the scheduler's admissions (`jobs.*.admitted`). */
export const GENERATOR_CONSUMER = 'generators-admitted';
/**
 * The generators' consumer before the scheduler, on every request (`jobs.*.requested`). nats-server
 * 2.9 does not change a durable's filter, so the new one has a new name and this one is deleted at
 * start; the scheduler admits the requests it left unstarted.
 */
export const LEGACY_GENERATOR_CONSUMER = 'generators';
export const SCHEDULER_BUCKET = 'scheduler';
/** Screenshots of rendered jobs, PNG by SHA-256 (services/renderer/). */
export const SCREENSHOT_BUCKET = 'screenshots';
/**
 * The renderers' work queues: ready jobs. A job is ready by its JobCompleted (`jobs.*.finished`) or
 * by a JobReused (`jobs.*.requested`); nats-server 2.9 takes one filter per consumer, hence two.
 */
export const RENDERER_FINISHED_CONSUMER = 'renderer-finished';
export const RENDERER_REQUESTED_CONSUMER = 'renderer-requested';

const ns = (ms: number) => ms * 1_000_000;

export function jobsStreamConfig(replicas: number): Partial<StreamConfig> & { name: string } {
  return {
    name: JOBS_STREAM,
    subjects: STREAM_SUBJECTS,
    retention: RetentionPolicy.Limits,
    storage: StorageType.File,
    num_replicas: replicas,
    // Events are read by subject (direct get) to check commands against the log.
    allow_direct: true,
    // The log is the truth: nothing is ever removed from it.
    deny_delete: true,
    deny_purge: true,
    // JobRequested is published with Nats-Msg-Id = job_id: retries inside this window are dropped.
    duplicate_window: ns(2 * 60_000),
  };
}

async function ensureStream(jsm: JetStreamManager, config: Partial<StreamConfig> & { name: string }): Promise<void> {
  try {
    const info = await jsm.streams.info(config.name);
    const { name: _name, ...updatable } = config;
    const current: Record<string, unknown> = { ...info.config };
    const drifted = Object.entries(updatable).some(([key, value]) => JSON.stringify(current[key]) !== JSON.stringify(value));
    if (drifted) await jsm.streams.update(config.name, updatable);
  } catch (error) {
    if (!(error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamNotFound)) throw error;
    await jsm.streams.add(config);
  }
}

export async function ensureJobsStream(nc: NatsConnection, replicas: number): Promise<JetStreamManager> {
  const jsm = await jetstreamManager(nc);
  await ensureStream(jsm, jobsStreamConfig(replicas));
  return jsm;
}

export async function ensureGeneratorConsumer(jsm: JetStreamManager, options: { ackWaitMs: number; maxDeliver: number }): Promise<void> {
  const config = {
    durable_name: GENERATOR_CONSUMER,
    filter_subject: JOB_ADMITTED_FILTER,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ns(options.ackWaitMs),
    max_deliver: options.maxDeliver,
    max_ack_pending: 10_000,
  };
  try {
    await jsm.consumers.info(JOBS_STREAM, GENERATOR_CONSUMER);
    await jsm.consumers.update(JOBS_STREAM, GENERATOR_CONSUMER, {
      ack_wait: config.ack_wait,
      max_deliver: config.max_deliver,
      max_ack_pending: config.max_ack_pending,
    });
  } catch (error) {
    if (!/consumer not found/i.test((error as Error).message)) throw error;
    await jsm.consumers.add(JOBS_STREAM, config);
  }
  try {
    await jsm.consumers.delete(JOBS_STREAM, LEGACY_GENERATOR_CONSUMER);
  } catch (error) {
    if (!/consumer not found/i.test((error as Error).message)) throw error;
  }
}

/**
 * The renderers' two durable consumers, shared by every renderer. From the start of the log: every
 * ready job is rendered, those finished before the first renderer started too. A renderer tells
 * the server it is still working on a job well within `ackWaitMs`, so a renderer that dies hands
 * its jobs to another after that long.
 */
export async function ensureRendererConsumers(jsm: JetStreamManager, options: { ackWaitMs: number; maxDeliver: number }): Promise<void> {
  for (const [durable, filter] of [
    [RENDERER_FINISHED_CONSUMER, JOB_FINISHED_FILTER],
    [RENDERER_REQUESTED_CONSUMER, JOB_REQUESTED_FILTER],
  ] as const) {
    try {
      await jsm.consumers.info(JOBS_STREAM, durable);
    } catch (error) {
      if (!/consumer not found/i.test((error as Error).message)) throw error;
      await jsm.consumers.add(JOBS_STREAM, {
        durable_name: durable,
        filter_subject: filter,
        ack_policy: AckPolicy.Explicit,
        deliver_policy: DeliverPolicy.All,
        ack_wait: ns(options.ackWaitMs),
        max_deliver: options.maxDeliver,
        max_ack_pending: 1_000,
      });
    }
  }
}

export async function openScreenshotBucket(nc: NatsConnection, replicas: number): Promise<ObjectStore> {
  return await new Objm(nc).create(SCREENSHOT_BUCKET, { storage: StorageType.File, replicas });
}

/** The screenshots bucket, each picture sealed with its account's key from `keys`. */
export async function openScreenshotStore(nc: NatsConnection, replicas: number, keys: KeyStore): Promise<ScreenshotStore> {
  return createScreenshotStore(await openScreenshotBucket(nc, replicas), await jetstreamManager(nc), keys);
}

/** The active scheduler's view of the queues (one key, `queues`), for GET /admin/queues and /metrics. */
export async function openSchedulerBucket(nc: NatsConnection, replicas: number): Promise<KV> {
  // State, not history: the latest view is all anyone reads.
  return await new Kvm(nc).create(SCHEDULER_BUCKET, { history: 1, replicas, storage: StorageType.File });
}

export async function openBlobBucket(nc: NatsConnection, replicas: number): Promise<ObjectStore> {
  return await new Objm(nc).create(BLOB_BUCKET, { storage: StorageType.File, replicas });
}

/**
 * The blob bucket, each body sealed with its account's key from `keys`, with this process's reads
 * of it cached (`cacheBytes`; 0 for a reader that never reads a body twice).
 */
export async function openBlobStore(nc: NatsConnection, replicas: number, keys: KeyStore, options: BlobStoreOptions): Promise<BlobStore> {
  return createBlobStore(await openBlobBucket(nc, replicas), await jetstreamManager(nc), keys, {
    maxPayload: nc.info?.max_payload,
    ...options,
  });
}

export async function openRateLimitBucket(nc: NatsConnection, replicas: number): Promise<KV> {
  // Buckets are state, not history: one value per account, each a few bytes.
  return await new Kvm(nc).create(RATE_LIMIT_BUCKET, { history: 1, replicas, storage: StorageType.File });
}

export const TOKEN_USAGE_BUCKET = 'token_usage';

export async function openTokenUsageBucket(nc: NatsConnection, replicas: number): Promise<KV> {
  // One counter per account and month (`<account>.<YYYY-MM>`).
  return await new Kvm(nc).create(TOKEN_USAGE_BUCKET, { history: 1, replicas, storage: StorageType.File });
}
