// The live projector's batch window: under a steady flow of events it commits at most one batch
// per window, gathering what arrives meanwhile, while the first event after a quiet spell is applied
// at once. Real nats-server and PostgreSQL; a probe projection records the batches it is given.
import { jetstream } from '@nats-io/jetstream';
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { projectorPool } from '../../services/projector/apply-batch.ts';
import { runProjection } from '../../services/projector/projection-loop.ts';
import type { Projection } from '../../services/projector/projection.ts';
import { openOrm, migrate } from '../../shared/db/orm.ts';
import { requestedEvent } from '../support/job-events.ts';
import { jobSubject } from '../../shared/events/subjects.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';
import { quietLogger } from '../support/stack.ts';

const WINDOW_MS = 1_000;

let nats: TestNats;
let nc: NatsConnection;
let db: TestDatabase;
let sealing: TestSealer;

t.before(async () => {
  nats = await startTestNats('batch-window');
  nc = await connect({ servers: nats.url });
  sealing = await openTestSealer(nc);
  await ensureJobsStream(nc, 1);
  db = await createTestDatabase();
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await nats?.stop();
  await db?.drop();
});

/** Appends one valid JobRequested (a new job), sealed as the gateway does, and returns its stream sequence. */
async function append(): Promise<number> {
  const jobId = newJobId();
  const requested = await sealing.sealer.seal(requestedEvent(jobId, 'A site', 'acc_window'));
  return (await jetstream(nc).publish(jobSubject(jobId, 'requested'), JSON.stringify(requested))).seq;
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Runs the live loop with `batchWindowMs` while `drive` appends; returns each batch's sequences and when it was folded. */
async function batchesWhile(batchWindowMs: number, drive: () => Promise<number[]>) {
  const batches: { seqs: number[]; at: number }[] = [];
  const probe: Projection = {
    name: 'probe',
    prepare: async (_context, batch) => {
      batches.push({ seqs: batch.map((stored) => stored.seq), at: performance.now() });
      return [];
    },
  };
  const pool = projectorPool({ connectionString: db.url, max: 2 });
  const stop = new AbortController();
  let checkpoint = 0;
  const running = runProjection(
    {
      js: jetstream(nc),
      sealer: sealing.sealer,
      pool,
      projections: [probe],
      logger: quietLogger(),
      maxBatch: 5_000,
      batchWindowMs,
      checkpointName: `window-${batchWindowMs}`,
      takeSwapLock: false,
      onCheckpoint: (seq) => (checkpoint = seq),
    },
    stop.signal,
  );
  try {
    const seqs = await drive();
    for (const deadline = Date.now() + 15_000; checkpoint < Math.max(...seqs) && Date.now() < deadline; ) await pause(20);
    return { batches, seqs };
  } finally {
    stop.abort();
    await running.catch(() => {});
    await pool.end();
  }
}

t.test('under a steady flow, one batch per window; the first event after a quiet spell at once', async (t) => {
  let firstAppended = 0;
  const { batches, seqs } = await batchesWhile(WINDOW_MS, async () => {
    await pause(300);
    firstAppended = performance.now();
    const first = await append();
    await pause(100);
    // Ten more within the window that the first one's commit opened.
    const steady: number[] = [];
    for (let i = 0; i < 10; i++) {
      steady.push(await append());
      await pause(30);
    }
    return [first, ...steady];
  });
  const [first, ...steady] = seqs;
  const firstBatch = batches.find((batch) => batch.seqs.includes(first!));
  t.ok(firstBatch, 'the first event was applied');
  t.ok(firstBatch!.at - firstAppended < WINDOW_MS / 2, `at once, not after a window (${Math.round(firstBatch!.at - firstAppended)} ms)`);
  const steadyBatches = batches.filter((batch) => batch.seqs.some((seq) => steady.includes(seq)));
  t.ok(steadyBatches.length <= 2, `the ten that followed came in ${steadyBatches.length} batch(es), not one each`);
  t.same(
    steadyBatches.flatMap((batch) => batch.seqs).filter((seq) => steady.includes(seq)),
    steady,
    'each once, in order',
  );
});

t.test('without a window each event that finds the projector idle is a batch of its own', async (t) => {
  const { batches, seqs } = await batchesWhile(0, async () => {
    await pause(300);
    const appended: number[] = [];
    for (let i = 0; i < 10; i++) {
      appended.push(await append());
      await pause(60);
    }
    return appended;
  });
  const ours = batches.filter((batch) => batch.seqs.some((seq) => seqs.includes(seq)));
  t.ok(ours.length >= 5, `${ours.length} batches for 10 events 60 ms apart`);
});
