// Wires the projector: one active instance (advisory lock), reading the whole JOBS stream in
// order from its checkpoint + 1 and applying it in batches (projection-loop.ts).
import { jetstream } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { logProductionFloor } from '../../shared/nats/production-floor.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { ensureJobsStream, openBlobStore } from '../../infra/jetstream/log-declarations.ts';
import { projectorPool } from './apply-batch.ts';
import { CHECKPOINT_NAME } from './checkpoint.ts';
import { runProjection } from './projection-loop.ts';
import { createProjections } from './projections/index.ts';
import { createProjectorLock, type ProjectorLock } from './projector-lock.ts';

export interface ProjectorHandle {
  /** Resolves once every event up to `seq` is in the read model. */
  waitFor(seq: number): Promise<void>;
  checkpoint(): number;
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
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, { cacheBytes: 0 });
    const orm = await openOrm(databaseUrl, { poolMax: 1 });
    try {
      await migrate(orm, databaseUrl);
    } finally {
      await orm.close();
    }
    const pool = projectorPool({ connectionString: databaseUrl, max: 3 });
    pool.on('error', (error) => logger.warn({ err: error }, 'an idle database connection failed'));
    defer(() => pool.end());
    const projections = createProjections({ blobs, recentJobs: config.PROJECTOR_RECENT_JOBS });

    const stopping = new AbortController();
    let checkpoint = 0;
    let run: AbortController | undefined;
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
      checkpoint = seq;
      logger.debug({ checkpoint }, 'applied');
      notify();
    };

    let lock: ProjectorLock | undefined;
    const loop = (async () => {
      while (!stopping.signal.aborted) {
        try {
          lock = await createProjectorLock(databaseUrl);
          await lock.acquire(stopping.signal);
        } catch (error) {
          await lock?.release();
          if (stopping.signal.aborted) return;
          logger.error({ err: error }, 'could not take the projector lock; retrying');
          await new Promise((resolve) => setTimeout(resolve, 1_000));
          continue;
        }
        logger.info('projector active');
        let lockLost = false;
        void lock.lost.then(() => {
          lockLost = true;
          if (!stopping.signal.aborted) logger.error('projector lost its database session; waiting to take the lock again');
          run?.abort();
        });
        while (!stopping.signal.aborted && !lockLost) {
          run = new AbortController();
          try {
            await runProjection(
              { js, pool, projections, logger, maxBatch: config.PROJECTOR_MAX_BATCH, batchWindowMs: config.PROJECTOR_BATCH_WINDOW_MS, checkpointName: CHECKPOINT_NAME, takeSwapLock: true, onCheckpoint },
              run.signal,
            );
          } catch (error) {
            if (stopping.signal.aborted || lockLost) break;
            logger.warn({ err: error }, 'projection stopped; restarting from the checkpoint');
            await new Promise((resolve) => setTimeout(resolve, 200));
          }
        }
        await lock.release();
      }
    })();

    return {
      checkpoint: () => checkpoint,
      waitFor: (seq) =>
        new Promise<void>((resolve) => {
          waiters.add({ seq, resolve });
          notify();
        }),
      stop: async () => {
        stopping.abort();
        run?.abort();
        await loop;
        await lock?.release();
        await pool.end();
        await closeNats(nc);
      },
    };
  });
}
