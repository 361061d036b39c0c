// Wires the scheduler: one active instance (the PostgreSQL advisory lock `sitewright-scheduler`,
// as the projector's), any number of standbys. The active one folds the log and admits jobs
// (scheduling-session.ts), writes its view of the queues for operators every
// SCHEDULER_SNAPSHOT_MS, and beside that erases the jobs past their account's retention every
// RETENTION_SWEEP_INTERVAL_MS (retention-sweep.ts). A standby that takes over starts from the log,
// like a restart.
import { hostname } from 'node:os';
import { jetstream } from '@nats-io/jetstream';
import pg from 'pg';
import type { Logger } from 'pino';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { runWhileActive } from '../../shared/db/advisory-lock.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { ulid } from '../../shared/ids/ulid.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { logProductionFloor } from '../../shared/nats/production-floor.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { QUEUE_SNAPSHOT_KEY } from '../../shared/scheduling/queue-snapshot.ts';
import { ensureJobsStream, openSchedulerBucket } from '../../shared/jetstream/log-declarations.ts';
import { startSchedulingSession, type SchedulingSession } from './scheduling-session.ts';
import { WaitHistograms } from './wait-histograms.ts';
import { createSchedulerMetrics } from './scheduler-metrics.ts';
import { watchConnection } from '../../shared/nats/connection-state.ts';
import { serveMetrics } from '../../shared/metrics/metrics-server.ts';
import { runRetentionSweeps, type RetentionSweepDeps } from './retention-sweep.ts';

export const SCHEDULER_LOCK = 'sitewright-scheduler';

export interface SchedulerHandle {
  schedulerId: string;
  /** Resolves once this instance is active and caught up with the log (admitting). */
  active(): Promise<void>;
  /** Where its metrics are scraped, when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
}

export interface SchedulerOptions {
  /** The clock the retention sweep measures jobs' ages by (tests move it forward). */
  now?: () => number;
}

export async function startScheduler(config: Config, logger: Logger, options: SchedulerOptions = {}): Promise<SchedulerHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the scheduler reads and appends to the event log');
    const databaseUrl = requireSetting(config, 'DATABASE_URL', 'one scheduler is active at a time, by a lock in the database');
    const schedulerId = `${hostname()}-${process.pid}-${ulid().slice(-6)}`;
    const schedulerLogger = logger.child({ scheduler_id: schedulerId });
    const nc = await connectNats(natsUrl, `sitewright-scheduler-${schedulerId}`, logger, config);
    defer(() => closeNats(nc));
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    logProductionFloor(nc, config.STREAM_REPLICAS, logger);
    const keys = await openKeyStore(nc, config, schedulerLogger);
    defer(() => keys.stop());
    const sealer = createEventSealer(keys);
    const log = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS, sealer });
    const bucket = await openSchedulerBucket(nc, config.STREAM_REPLICAS);
    const js = jetstream(nc);
    // The read model, for the retention sweep (the lock has its own connection).
    const db = new pg.Pool({ connectionString: databaseUrl, max: 2, connectionTimeoutMillis: config.REQUEST_TIMEOUT_MS });
    db.on('error', (error) => schedulerLogger.warn({ err: error }, 'a read-model connection of the retention sweep failed'));
    // Once: a pool refuses a second end, and a handle may be stopped twice.
    let dbEnded: Promise<void> | undefined;
    const endDb = () => {
      dbEnded ??= db.end();
      return dbEnded;
    };
    defer(endDb);
    // Kept across terms: a histogram's counts only grow for the process's life.
    const histograms = new WaitHistograms(config.SCHEDULER_METRIC_ACCOUNTS);

    // Metrics (docs/operations.md, Observability): served on METRICS_PORT when set.
    let current: SchedulingSession | null = null;
    const natsConnection = watchConnection(nc);
    const metrics = createSchedulerMetrics({ natsUp: natsConnection.isUp, totals: () => current?.snapshot() ?? null });
    const metricsServer = await serveMetrics(config, metrics.registry, schedulerLogger);
    defer(() => metricsServer?.close());

    const stopping = new AbortController();
    let markActive: () => void = () => {};
    const activePromise = new Promise<void>((resolve) => (markActive = resolve));

    const retention: RetentionSweepDeps = {
      db,
      log,
      keys,
      logger: schedulerLogger,
      actor: `scheduler:${schedulerId}`,
      now: options.now ?? Date.now,
      onJob: metrics.erased,
    };

    const runTerm = async (term: AbortSignal) => {
      const session: SchedulingSession = startSchedulingSession(
        {
          js,
          log,
          sealer,
          logger: schedulerLogger,
          schedulerId,
          defaults: { maxConcurrent: config.SCHEDULER_MAX_CONCURRENT_JOBS, weight: 1 },
          buffer: config.SCHEDULER_BUFFER,
          histograms,
        },
        term,
      );
      current = session;
      const writeSnapshot = async () => {
        try {
          await bucket.put(QUEUE_SNAPSHOT_KEY, JSON.stringify(session.snapshot()));
        } catch (error) {
          schedulerLogger.warn({ err: error }, 'could not write the queues view');
        }
      };
      const timer = setInterval(() => void writeSnapshot(), config.SCHEDULER_SNAPSHOT_MS);
      void session.caughtUp.then(() => {
        markActive();
        void writeSnapshot();
      });
      // Beside the admissions, for as long as this term: it ends with the session.
      const sweeping = new AbortController();
      const sweeps = runRetentionSweeps(retention, config.RETENTION_SWEEP_INTERVAL_MS, sweeping.signal, metrics.swept);
      try {
        await session.done;
      } finally {
        clearInterval(timer);
        current = null;
        sweeping.abort();
        await sweeps;
      }
    };

    const loop = runWhileActive({
      databaseUrl,
      key: SCHEDULER_LOCK,
      role: 'scheduler',
      logger: schedulerLogger,
      signal: stopping.signal,
      term: runTerm,
      retryMs: 500,
      retryMessage: 'scheduling stopped; starting again from the log',
      // Another instance may take over: this one stops admitting at once.
      lostMessage: 'scheduler lost its database session; standing by',
      onActive: metrics.active,
    });

    schedulerLogger.info(
      { buffer: config.SCHEDULER_BUFFER, max_concurrent_jobs: config.SCHEDULER_MAX_CONCURRENT_JOBS },
      'scheduler started',
    );
    return {
      schedulerId,
      active: () => activePromise,
      metricsUrl: metricsServer?.url,
      stop: async () => {
        stopping.abort();
        await loop;
        await keys.stop();
        await closeNats(nc);
        await endDb();
        await metricsServer?.close();
      },
    };
  });
}
