// The projector's metrics (docs/operations.md, Observability): its batches (committed or refused by
// the database), their sizes and commit times, the events applied, its checkpoint, and whether it
// is the active projector. The lag itself is the gateway's (sitewright_projection_lag_*): it reads
// the log's end and the checkpoint row, which this process may not be able to (a standby, a stall).
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { createServiceRegistry } from '../../shared/metrics/service-registry.ts';
import { registerDatabaseUp, registerNatsConnected } from '../../shared/metrics/connection-gauges.ts';
import type { BlobCollectionMetrics } from './blob-collection/blob-collector.ts';

const OUTCOMES = ['committed', 'refused'] as const;

export interface ProjectorMetrics {
  registry: Registry;
  batch(batch: { events: number; seconds: number; committed: boolean }): void;
  checkpoint(seq: number): void;
  active(active: boolean): void;
  /** The blob collector's (blob-collection/): what it deleted, and each sweep's end. */
  blobs: BlobCollectionMetrics & { sweep(outcome: 'done' | 'failed'): void };
}

export interface ProjectorReadings {
  natsUp(): boolean;
  /** A `select 1` on the read model's pool. */
  probeDatabase(): Promise<unknown>;
  probeTimeoutMs: number;
  maxBatch: number;
}

export function createProjectorMetrics(readings: ProjectorReadings): ProjectorMetrics {
  const registry = createServiceRegistry('projector');
  registerNatsConnected(registry, readings.natsUp);
  registerDatabaseUp(registry, readings.probeDatabase, readings.probeTimeoutMs);
  const batches = new Counter({
    name: 'sitewright_projector_batches_total',
    help: 'Batches of events the projector tried to commit, by outcome (committed, refused by the database and retried).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const events = new Counter({
    name: 'sitewright_projector_events_applied_total',
    help: 'Events of the log applied to the read model (in committed batches).',
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'sitewright_projector_batch_duration_seconds',
    help: "Time to commit a batch (its projections' SQL and its checkpoint, one transaction), by outcome.",
    labelNames: ['outcome'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10],
    registers: [registry],
  });
  // Powers of 2 up to PROJECTOR_MAX_BATCH: how full batches run (small: idle or narrowed down after a refusal).
  const sizeBuckets: number[] = [];
  for (let size = 1; size < readings.maxBatch; size *= 2) sizeBuckets.push(size);
  sizeBuckets.push(readings.maxBatch);
  const sizes = new Histogram({
    name: 'sitewright_projector_batch_events',
    help: 'Events in each committed batch (at most PROJECTOR_MAX_BATCH).',
    buckets: sizeBuckets,
    registers: [registry],
  });
  const checkpoint = new Gauge({
    name: 'sitewright_projector_checkpoint',
    help: 'Sequence of the last JOBS event this projector applied (0 before its first term).',
    registers: [registry],
  });
  const active = new Gauge({
    name: 'sitewright_projector_active',
    help: '1 while this instance holds the projector lock and projects; 0 while it stands by.',
    registers: [registry],
  });
  const collected = new Counter({
    name: 'sitewright_blobs_collected_total',
    help: 'Bodies no live job uses any more deleted from the object store, by bucket (blobs: file bodies, screenshots).',
    labelNames: ['bucket'] as const,
    registers: [registry],
  });
  const collectedBytes = new Counter({
    name: 'sitewright_blob_bytes_collected_total',
    help: 'Stored bytes of those bodies, by bucket.',
    labelNames: ['bucket'] as const,
    registers: [registry],
  });
  const collectedRows = new Counter({
    name: 'sitewright_blob_rows_collected_total',
    help: 'Rows of the read model table `blobs` no live job uses any more, deleted.',
    registers: [registry],
  });
  const sweeps = new Counter({
    name: 'sitewright_blob_sweeps_total',
    help: 'Sweeps of the object stores and the `blobs` table for unused bodies, by outcome (done, failed: retried at the next interval).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const lastSweep = new Gauge({
    name: 'sitewright_blob_sweep_last_done_seconds',
    help: 'Unix time the last sweep for unused bodies finished (0: none since start).',
    registers: [registry],
  });
  for (const bucket of ['blobs', 'screenshots']) {
    collected.inc({ bucket }, 0);
    collectedBytes.inc({ bucket }, 0);
  }
  for (const outcome of ['done', 'failed']) sweeps.inc({ outcome }, 0);
  lastSweep.set(0);
  for (const outcome of OUTCOMES) {
    batches.inc({ outcome }, 0);
    durations.zero({ outcome });
  }
  checkpoint.set(0);
  active.set(0);
  return {
    registry,
    batch: (batch) => {
      const outcome = batch.committed ? 'committed' : 'refused';
      batches.inc({ outcome });
      durations.observe({ outcome }, batch.seconds);
      if (batch.committed) {
        events.inc(batch.events);
        sizes.observe(batch.events);
      }
    },
    checkpoint: (seq) => checkpoint.set(seq),
    active: (isActive) => active.set(isActive ? 1 : 0),
    blobs: {
      collected: (bucket, bodies, bytes) => {
        collected.inc({ bucket }, bodies);
        collectedBytes.inc({ bucket }, bytes);
      },
      rows: (count) => collectedRows.inc(count),
      sweep: (outcome) => {
        sweeps.inc({ outcome });
        if (outcome === 'done') lastSweep.set(Date.now() / 1000);
      },
    },
  };
}
