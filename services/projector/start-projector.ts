// Wires the projector: one active instance (advisory lock), reading the whole JOBS stream in
// order from its checkpoint + 1 and applying it in batches (projection-loop.ts).
import { jetstream, jetstreamManager } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { runWhileActive } from '../../shared/db/advisory-lock.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { logProductionFloor } from '../../shared/nats/production-floor.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { ensureJobsStream, openBlobBucket, openBlobStore, openScreenshotBucket } from '../../shared/jetstream/log-declarations.ts';
import { createObjectRecords } from '../../shared/blobs/object-records.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { projectorPool } from './apply-batch.ts';
import { createBatchGate } from './batch-gate.ts';
import { createBlobCollector, type BlobCollector } from './blob-collection/blob-collector.ts';
import { createErasedBodyCollections } from './blob-collection/erased-body-collections.ts';
import { runBlobSweeps } from './blob-collection/blob-sweeps.ts';
import { createBlobWriter } from './blob-writer.ts';
import { CHECKPOINT_NAME } from './checkpoint.ts';
import { runProjection } from './projection-loop.ts';
import { createProjections } from './projections/index.ts';
import { createProjectorMetrics } from './projector-metrics.ts';
import { watchConnection } from '../../shared/nats/connection-state.ts';
import { serveMetrics } from '../../shared/metrics/metrics-server.ts';

export const PROJECTOR_LOCK = 'sitewright-projector';

export interface ProjectorHandle {
  /** Resolves once every event up to `seq` is in the read model. */
  waitFor(seq: number): Promise<void>;
  checkpoint(): number;
  /** Where its metrics are scraped, when METRICS_PORT is set. */
  metricsUrl?: string;
  /** Collects the bodies erased jobs used (blob-collection/blob-collector.ts); sweeps run on their own while active. */
  blobs: BlobCollector;
  stop(): Promise<void>;
}

export async function startProjector(config: Config, logger: Logger): Promise<ProjectorHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the projector reads the event log');
    const databaseUrl = requireSetting(config, 'DATABASE_URL', 'the projector writes the read model');
    const nc = await connectNats(natsUrl, 'sitewright-projector', logger, config);
    defer(() => closeNats(nc));
    await ensureJobsStream(nc, config.STREAM_REPLICAS);
    logProductionFloor(nc, config.STREAM_REPLICAS, logger);
    const js = jetstream(nc);
    const dataKeys = await openKeyStore(nc, config, logger);
    defer(() => dataKeys.stop());
    const sealer = createEventSealer(dataKeys);
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, dataKeys, { cacheBytes: 0 });
    const orm = await openOrm(databaseUrl, { poolMax: 1 });
    try {
      await migrate(orm, databaseUrl);
    } finally {
      await orm.close();
    }
    const pool = projectorPool({ connectionString: databaseUrl, max: 3 });
    pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection failed'));
    defer(() => pool.end());
    const blobWriter = createBlobWriter(blobs, {
      onMissing: (body, error) =>
        logger.warn(
          { account_id: body.accountId, digest: body.digest, reason: error.message },
          'a file body is gone from the blob store; its job reads without it',
        ),
    });
    const gate = createBatchGate();

    // Metrics (docs/operations.md, Observability): served on METRICS_PORT when set.
    const natsConnection = watchConnection(nc);
    const metrics = createProjectorMetrics({
      natsUp: natsConnection.isUp,
      probeDatabase: () => pool.query('select 1'),
      probeTimeoutMs: config.REQUEST_TIMEOUT_MS,
      maxBatch: config.PROJECTOR_MAX_BATCH,
    });
    const metricsServer = await serveMetrics(config, metrics.registry, logger);
    defer(() => metricsServer?.close());

    // Bodies no live job uses (issue 31): swept while this instance is the active projector.
    const jsm = await jetstreamManager(nc);
    const collector = createBlobCollector({
      buckets: {
        blobs: createObjectRecords(await openBlobBucket(nc, config.STREAM_REPLICAS), jsm),
        screenshots: createObjectRecords(await openScreenshotBucket(nc, config.STREAM_REPLICAS), jsm),
      },
      db: pool,
      keys: dataKeys,
      graceMs: config.BLOB_COLLECT_GRACE_MS,
      gate,
      writer: blobWriter,
      logger,
      metrics: metrics.blobs,
    });
    // Erasures are finished here too (their keys destroyed again): projections/erasure-keys-projection.ts.
    // The bodies of jobs a batch erases are collected once it has committed (see onCheckpoint).
    const erasedBodies = createErasedBodyCollections(collector, logger);
    const projections = createProjections({
      blobs,
      keys: dataKeys,
      blobWriter,
      recentJobs: config.PROJECTOR_RECENT_JOBS,
      onErasedBodies: (bodies) => erasedBodies.add(bodies),
    });
    let sweeping: { stop: AbortController; done: Promise<void> } | null = null;
    const sweepWhileActive = (active: boolean) => {
      metrics.active(active);
      sweeping?.stop.abort();
      sweeping = null;
      if (!active) return;
      const stop = new AbortController();
      const options = { collector, intervalMs: config.BLOB_SWEEP_INTERVAL_MS, logger, onSweep: metrics.blobs.sweep };
      sweeping = { stop, done: runBlobSweeps(options, stop.signal) };
    };

    const stopping = new AbortController();
    let checkpoint = 0;
    const waiters = new Set<{ seq: number; resolve: () => void }>();
    const notify = () => {
      for (const waiter of waiters) {
        if (checkpoint >= waiter.seq) {
          waiters.delete(waiter);
          waiter.resolve();
        }
      }
    };
    const onCheckpoint = (seq: number) => {
      erasedBodies.afterCommit();
      checkpoint = seq;
      metrics.checkpoint(seq);
      logger.debug({ checkpoint }, 'applied');
      notify();
    };

    // One active projector (the advisory lock `sitewright-projector`); the others stand by.
    const loop = runWhileActive({
      databaseUrl,
      key: PROJECTOR_LOCK,
      role: 'projector',
      logger,
      signal: stopping.signal,
      term: (signal) =>
        runProjection(
          {
            js,
            sealer,
            pool,
            projections,
            logger,
            maxBatch: config.PROJECTOR_MAX_BATCH,
            batchWindowMs: config.PROJECTOR_BATCH_WINDOW_MS,
            checkpointName: CHECKPOINT_NAME,
            takeSwapLock: true,
            onCheckpoint,
            onBatch: metrics.batch,
            gate,
          },
          signal,
        ),
      retryMs: 200,
      retryMessage: 'projection stopped; restarting from the checkpoint',
      lostMessage: 'projector lost its database session; waiting to take the lock again',
      onActive: sweepWhileActive,
    });

    return {
      checkpoint: () => checkpoint,
      metricsUrl: metricsServer?.url,
      blobs: collector,
      waitFor: (seq) =>
        new Promise<void>((resolve) => {
          waiters.add({ seq, resolve });
          notify();
        }),
      stop: async () => {
        stopping.abort();
        await loop;
        await sweeping?.done;
        await erasedBodies.stop();
        await pool.end();
        await dataKeys.stop();
        await closeNats(nc);
        await metricsServer?.close();
      },
    };
  });
}
