// Wires a generator: a share of the durable work-queue consumer (every generator instance pulls
// from the same one), N workers, and a watcher that fails jobs whose deliveries ran out.
import { hostname } from 'node:os';
import { jetstream, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { JOBS_STREAM, jobSubject } from '../../shared/events/subjects.ts';
import { ulid } from '../../shared/ids/ulid.ts';
import { isActive } from '../../shared/jobs/job-state.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { logProductionFloor } from '../../shared/nats/production-floor.ts';
import { createEventSealer, ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import {
  GENERATOR_CONSUMER,
  ensureGeneratorConsumer,
  ensureJobsStream,
  openBlobStore,
  openTokenUsageBucket,
} from '../../shared/jetstream/log-declarations.ts';
import { createMonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import type { Engine } from './engines/engine.ts';
import { inProcessRunner, type EngineRunner } from './engine-thread/engine-runner.ts';
import { startEngineThreads } from './engine-thread/engine-threads.ts';
import { createJobWriter } from './job-writer.ts';
import { runJob } from './run-job.ts';
import { createGeneratorMetrics } from './generator-metrics.ts';
import { watchConnection } from '../../shared/nats/connection-state.ts';
import { serveMetrics } from '../../shared/metrics/metrics-server.ts';

export interface GeneratorHandle {
  generatorId: string;
  /** Where its metrics are scraped, when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
}

export interface GeneratorOptions {
  /** An engine object run on the generator's own thread, unbounded: for tests that script an engine's timing. */
  engine?: Engine;
  /** A module exporting `createEngine(env)`, run on the engine threads instead of ENGINE's engine. */
  engineModule?: string;
  /** The environment the engine reads its settings from; default process.env. */
  env?: Record<string, string | undefined>;
}

export async function startGenerator(config: Config, logger: Logger, options: GeneratorOptions = {}): Promise<GeneratorHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the generator consumes jobs from the event log');
    const limits = { maxFiles: config.MAX_FILES, maxFileBytes: config.MAX_FILE_BYTES };
    const engine: EngineRunner = options.engine
      ? inProcessRunner(options.engine, limits)
      : await startEngineThreads({
          env: options.env ?? process.env,
          engineModule: options.engineModule,
          cpuBudgetMs: config.ENGINE_STEP_TIMEOUT_MS,
          memoryMb: config.ENGINE_MEMORY_MB,
          limits,
          logger,
          keep: config.GENERATOR_CONCURRENCY,
        });
    defer(() => engine.close());
    const generatorId = config.GENERATOR_ID ?? `${hostname()}-${process.pid}-${ulid().slice(-6)}`;
    const generatorLogger = logger.child({ generator_id: generatorId, engine: engine.name });
    const nc = await connectNats(natsUrl, `sitewright-generator-${generatorId}`, logger, config);
    defer(() => closeNats(nc));
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    logProductionFloor(nc, config.STREAM_REPLICAS, logger);
    await ensureGeneratorConsumer(jsm, { ackWaitMs: config.GENERATOR_ACK_WAIT_MS, maxDeliver: config.GENERATOR_MAX_DELIVER });
    const dataKeys = await openKeyStore(nc, config, logger);
    defer(() => dataKeys.stop());
    const sealer = createEventSealer(dataKeys);
    const eventLog = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS, sealer });
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, dataKeys, { cacheBytes: config.BLOB_CACHE_BYTES });
    const consumer = await jetstream(nc).consumers.get(JOBS_STREAM, GENERATOR_CONSUMER);

    // Metrics (docs/operations.md, Observability): served on METRICS_PORT when set.
    const natsConnection = watchConnection(nc);
    const metrics = createGeneratorMetrics(engine.name, {
      running: () => running.size,
      concurrency: config.GENERATOR_CONCURRENCY,
      natsUp: natsConnection.isUp,
    });
    const metricsServer = await serveMetrics(config, metrics.registry, generatorLogger);
    defer(() => metricsServer?.close());

    const deps = {
      log: eventLog,
      sealer,
      blobs,
      engine,
      logger: generatorLogger,
      generatorId,
      ackWaitMs: config.GENERATOR_ACK_WAIT_MS,
      maxDeliver: config.GENERATOR_MAX_DELIVER,
      forkAllowedHosts: config.FORK_ALLOWED_HOSTS,
      maxFiles: config.MAX_FILES,
      maxFileBytes: config.MAX_FILE_BYTES,
      usage: createMonthlyUsage(await openTokenUsageBucket(nc, config.STREAM_REPLICAS)),
      metrics,
      watchCancel: (jobId: string, onCancelled: () => void) => {
        // The job's final event is published on this subject once; only the caller's cancel stops
        // the run (a completion by another generator is cut off by the log as before).
        const subscription = nc.subscribe(jobSubject(jobId, 'finished'), {
          max: 1,
          callback: (_error, message) => {
            void (async () => {
              const event = await sealer.open(message.json());
              if (event.type === 'JobFailed' && event.data.reason === 'cancelled') onCancelled();
            })().catch(() => {
              // Not an event we can read: nothing to stop for.
            });
          },
        });
        return () => subscription.unsubscribe();
      },
    };

    const stopPulling = new AbortController();
    const shutdown = new AbortController();
    // A pull can wait for a server that is gone; stopping must not wait for it.
    const pullStopped = new Promise<null>((resolve) => stopPulling.signal.addEventListener('abort', () => resolve(null), { once: true }));

    const pause = () => new Promise((resolve) => setTimeout(resolve, 1_000));
    // Every free worker is pulled for at once: a batch of jobs that end at once (a JobReused is
    // acknowledged without work) costs one pull request and one reply subscription, where a pull
    // per worker cost both per job. Never more jobs run than GENERATOR_CONCURRENCY: a pull asks
    // for as many as are free when it is made.
    const running = new Set<Promise<void>>();
    const start = (message: JsMsg) => {
      const run: Promise<void> = runJob(deps, message, shutdown.signal)
        .then(() => undefined)
        .catch(async (error: unknown) => {
          generatorLogger.error({ err: error, job_seq: message.seq }, 'job error; its worker pauses before the next job');
          await pause();
        })
        .finally(() => running.delete(run));
      running.add(run);
    };
    const pull = async () => {
      while (!stopPulling.signal.aborted) {
        const free = config.GENERATOR_CONCURRENCY - running.size;
        if (free === 0) {
          await Promise.race([...running, pullStopped]);
          continue;
        }
        try {
          const batch = await consumer.fetch({ max_messages: free, expires: 2_000 });
          const stop = () => void batch.stop();
          stopPulling.signal.addEventListener('abort', stop, { once: true });
          try {
            for await (const message of batch) start(message);
          } finally {
            stopPulling.signal.removeEventListener('abort', stop);
          }
        } catch (error) {
          if (stopPulling.signal.aborted) break;
          generatorLogger.error({ err: error }, 'pull error; pausing before the next pull');
          await pause();
        }
      }
    };
    const puller = pull();

    // A job whose generator died on its last delivery is never redelivered; the server announces
    // that, and whichever generator hears it first ends the job (the final event goes once).
    const advisories = nc.subscribe(`$JS.EVENT.ADVISORY.CONSUMER.MAX_DELIVERIES.${JOBS_STREAM}.${GENERATOR_CONSUMER}`, {
      callback: (_error, message) => {
        void (async () => {
          try {
            const advisory = message.json<{ stream_seq: number }>();
            const stored = await jsm.streams.getMessage(JOBS_STREAM, { seq: advisory.stream_seq });
            if (!stored) return;
            const event = await sealer.open(stored.json());
            if (event.type !== 'JobAdmitted' && event.type !== 'JobRequested') return;
            const history = await eventLog.readJob(event.job_id);
            // An erased job is not failed: it is forgotten (nothing more may be written about it).
            if (!isActive(history.state) || history.state.erased) return;
            await createJobWriter(eventLog, history, `generator:${generatorId}`).apply({
              type: 'FailJob',
              error: `The job could not be completed after ${config.GENERATOR_MAX_DELIVER} attempts: the generators working on it stopped responding. Retry the request.`,
              reason: 'max_deliveries',
            });
            metrics.finished('failed', null, 'max_deliveries');
            generatorLogger.warn({ job_id: event.job_id }, 'job failed: deliveries exhausted');
          } catch (error) {
            if (!(error instanceof SequenceConflictError) && !(error instanceof ErasedKeyError))
              generatorLogger.error({ err: error }, 'could not handle a max-deliveries advisory');
          }
        })();
      },
    });

    generatorLogger.info({ concurrency: config.GENERATOR_CONCURRENCY }, 'generator started');
    return {
      generatorId,
      metricsUrl: metricsServer?.url,
      stop: async () => {
        stopPulling.abort();
        // Let running jobs finish within the grace period, then abort and hand them back.
        const grace = setTimeout(() => shutdown.abort(), config.SHUTDOWN_GRACE_MS);
        await puller;
        await Promise.all(running);
        clearTimeout(grace);
        advisories.unsubscribe();
        await engine.close();
        await dataKeys.stop();
        await closeNats(nc);
        await metricsServer?.close();
      },
    };
  });
}
