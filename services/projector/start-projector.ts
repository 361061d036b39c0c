// Wires the projector: one active instance (advisory lock), reading the whole JOBS stream in
// order with an ordered consumer from its checkpoint + 1, applying batches transactionally.
import { DeliverPolicy, jetstream, type ConsumerMessages } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import type { StoredEvent } from '../../shared/log/event-log.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { ensureJobsStream, openBlobBucket } from '../../infra/jetstream/log-declarations.ts';
import { applyBatch, createJobStateCache, readCheckpoint } from './apply-events.ts';
import { createProjectorLock, type ProjectorLock } from './projector-lock.ts';

export interface ProjectorHandle {
  /** Resolves once every event up to `seq` is in the read model. */
  waitFor(seq: number): Promise<void>;
  checkpoint(): number;
  stop(): Promise<void>;
}

const MAX_BATCH = 500;

export async function startProjector(config: Config, logger: Logger): Promise<ProjectorHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the projector reads the event log');
    const databaseUrl = requireSetting(config, 'DATABASE_URL', 'the projector writes the read model');
    const nc = await connectNats(natsUrl, 'sitewright-projector', logger);
    defer(() => closeNats(nc));
    await ensureJobsStream(nc, config.STREAM_REPLICAS);
    const js = jetstream(nc);
    const blobs = createBlobStore(await openBlobBucket(nc, config.STREAM_REPLICAS));
    const orm = await openOrm(databaseUrl, { poolMax: 4 });
    defer(() => orm.close());
    await migrate(orm, databaseUrl);
    const em = orm.em.fork();
    const cache = createJobStateCache();

    const stopping = new AbortController();
    let checkpoint = 0;
    let messages: ConsumerMessages | undefined;
    const waiters = new Set<{ seq: number; resolve: () => void }>();
    const notify = () => {
      for (const waiter of waiters) {
        if (checkpoint >= waiter.seq) {
          waiters.delete(waiter);
          waiter.resolve();
        }
      }
    };

    const runOnce = async () => {
      cache.clear();
      checkpoint = await readCheckpoint(em);
      notify();
      const consumer = await js.consumers.get(JOBS_STREAM, {
        deliver_policy: DeliverPolicy.StartSequence,
        opt_start_seq: checkpoint + 1,
      });
      messages = await consumer.consume({ max_messages: MAX_BATCH });
      let batch: StoredEvent[] = [];
      for await (const message of messages) {
        batch.push({ seq: message.seq, subject: message.subject, event: parseEvent(message.json()) });
        if (message.info.pending > 0 && batch.length < MAX_BATCH) continue;
        checkpoint = await applyBatch(em, blobs, cache, checkpoint, batch);
        logger.debug({ checkpoint, events: batch.length }, 'applied');
        batch = [];
        notify();
      }
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
        // A replay resets the checkpoint under a running projector; notice it even when idle.
        const watch = setInterval(() => {
          void readCheckpoint(em)
            .then((stored) => {
              if (stored < checkpoint) {
                logger.info({ stored, checkpoint }, 'read model was reset; projecting again from the checkpoint');
                messages?.stop();
              }
            })
            .catch(() => {});
        }, 2_000);
        let lockLost = false;
        void lock.lost.then(() => {
          lockLost = true;
          if (!stopping.signal.aborted) logger.error('projector lost its database session; waiting to take the lock again');
          messages?.stop();
        });
        while (!stopping.signal.aborted && !lockLost) {
          try {
            await runOnce();
          } catch (error) {
            if (stopping.signal.aborted || lockLost) break;
            logger.error({ err: error }, 'projection failed; restarting from the checkpoint');
            await new Promise((resolve) => setTimeout(resolve, 1_000));
          }
        }
        clearInterval(watch);
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
        messages?.stop();
        await loop;
        await lock?.release();
        await orm.close();
        await closeNats(nc);
      },
    };
  });
}
