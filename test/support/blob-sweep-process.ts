// A blob sweep in a process of its own, for a test to SIGKILL in the middle (blob-collection.test.ts):
// NATS_URL and DATABASE_URL as the projector's, the test's master key (blob-keys.ts), the grace
// period in BLOB_COLLECT_GRACE_MS. It prints `marked <name>` after each body it marks deleted and
// waits SLOW_MS there, so the kill lands between a marker and its purge as often as not.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import pino from 'pino';
import { createObjectRecords } from '../../shared/blobs/object-records.ts';
import { openBlobBucket, openScreenshotBucket } from '../../shared/jetstream/log-declarations.ts';
import { projectorPool } from '../../services/projector/apply-batch.ts';
import { createBatchGate } from '../../services/projector/batch-gate.ts';
import { createBlobCollector } from '../../services/projector/blob-collection/blob-collector.ts';
import { testKeyStore } from './blob-keys.ts';

const nc = await connect({ servers: process.env.NATS_URL });
const jsm = await jetstreamManager(nc);
const pool = projectorPool({ connectionString: process.env.DATABASE_URL, max: 2 });
const slowMs = Number(process.env.SLOW_MS ?? 50);
const collector = createBlobCollector({
  buckets: {
    blobs: createObjectRecords(await openBlobBucket(nc, 1), jsm),
    screenshots: createObjectRecords(await openScreenshotBucket(nc, 1), jsm),
  },
  db: pool,
  keys: await testKeyStore(nc),
  graceMs: Number(process.env.BLOB_COLLECT_GRACE_MS),
  gate: createBatchGate(),
  writer: { forget: () => {} },
  logger: pino({ level: 'silent' }),
  afterMark: async (_bucket, name) => {
    process.stdout.write(`marked ${name}\n`);
    await new Promise((resolve) => setTimeout(resolve, slowMs));
  },
});
const counts = await collector.sweep();
process.stdout.write(`done ${JSON.stringify(counts)}\n`);
process.exit(0);
