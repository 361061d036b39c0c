// Wires the gateway's dependencies and starts listening; returns a handle that stops it.
import type { AddressInfo } from 'node:net';
import type { Logger } from 'pino';
import { limitsFromConfig } from '../../shared/api/limits.ts';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { watchConnection } from '../../shared/nats/connection-state.ts';
import { logProductionFloor } from '../../shared/nats/production-floor.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import {
  ensureJobsStream,
  openBlobStore,
  openScreenshotStore,
  openRateLimitBucket,
  openSchedulerBucket,
  openTokenUsageBucket,
} from '../../shared/jetstream/log-declarations.ts';
import { createSchedulerQueues } from './admin/scheduler-queues.ts';
import { createMonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import { createOperators } from './admin/operators.ts';
import { createKeyRegistry } from './auth/key-registry.ts';
import { createDiffRunner } from './diff/diff-runner.ts';
import { createCacheSearch } from './starting-point/cache-search.ts';
import { createIdempotencyKeys } from './idempotency/idempotency-keys.ts';
import { createGatewayMetrics } from './metrics/gateway-metrics.ts';
import { createProjectRegistry } from './projects/project-registry.ts';
import { buildApp } from './build-app.ts';
import { buildPreviewApp } from './preview/build-preview-app.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';
import { createFinalJobCache } from './read/final-job-cache.ts';
import { createJobChanges } from './read/job-changes.ts';
import { createJobReader } from './read/job-reader.ts';
import { createConfirmedVersions } from './projects/confirmed-versions.ts';
import { createStreamSlots } from './streams/stream-slots.ts';
import { readProjectionStatus } from './read/projection-status.ts';
import { createEventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { createErasures } from './erasure/erasures.ts';

export interface GatewayHandle {
  url: string;
  port: number;
  /** The previews' listener (its own origin), as this machine reaches it. */
  previewUrl: string;
  /** Where preview links point: PREVIEW_BASE_URL, or previewUrl. */
  previewBaseUrl: string;
  stop(): Promise<void>;
}

/** The address this machine reaches a listener at (127.0.0.1 for one on every interface). */
function listenerUrl(configuredHost: string, address: AddressInfo | string | null, configuredPort: number): string {
  const port = typeof address === 'object' && address ? address.port : configuredPort;
  const host = configuredHost === '0.0.0.0' || configuredHost === '::' ? '127.0.0.1' : configuredHost;
  return `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
}

export async function startGateway(config: Config, logger: Logger): Promise<GatewayHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the gateway needs the event log (or use `npm start` for the embedded default)');
    const databaseUrl = requireSetting(
      config,
      'DATABASE_URL',
      'the gateway reads jobs from PostgreSQL (or use `npm start` for the embedded default)',
    );
    const nc = await connectNats(natsUrl, 'sitewright-gateway', logger, config);
    defer(() => closeNats(nc));
    const connection = watchConnection(nc);
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    logProductionFloor(nc, config.STREAM_REPLICAS, logger);
    const dataKeys = await openKeyStore(nc, config, logger);
    defer(() => dataKeys.stop());
    const sealer = createEventSealer(dataKeys);
    const log = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS, isUp: connection.isUp, sealer });
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, dataKeys, { cacheBytes: config.BLOB_CACHE_BYTES });
    const screenshots = await openScreenshotStore(nc, config.STREAM_REPLICAS, dataKeys);
    const rateLimiter = createRateLimiter(await openRateLimitBucket(nc, config.STREAM_REPLICAS), {
      leaseTokens: config.RATE_LIMIT_LEASE_TOKENS,
      leaseMs: config.RATE_LIMIT_LEASE_MS,
    });
    const orm = await openOrm(databaseUrl, { timeoutMs: config.REQUEST_TIMEOUT_MS });
    defer(() => orm.close());
    await migrate(orm, databaseUrl);
    const em = orm.em.fork();
    const search = createCacheSearch(databaseUrl, {
      timeoutMs: config.CACHE_SEARCH_TIMEOUT_MS,
      connectTimeoutMs: config.REQUEST_TIMEOUT_MS,
      cachedFilesBytes: config.CACHED_FILES_CACHE_BYTES,
      sameRequestBytes: config.SAME_REQUEST_CACHE_BYTES,
    });
    defer(() => search.close());
    const keys = createKeyRegistry(nc, log, { maxBytes: config.KEY_CACHE_BYTES, unknownKeyMs: config.UNKNOWN_KEY_CACHE_MS });
    defer(() => keys.close());
    const erasures = createErasures(nc);
    defer(() => erasures.close());
    const versions = createConfirmedVersions(log, 'gateway');
    const jobs = createJobReader({ em, log, blobs, versions, erasures }, { historyCacheBytes: config.RUNNING_JOB_CACHE_BYTES });
    const finalJobs = createFinalJobCache({ nc, sealer }, config.FINAL_JOB_CACHE_BYTES);
    defer(() => finalJobs.close());
    const projects = createProjectRegistry(log, config.KEY_CACHE_BYTES);
    // Every cache of job or project data drops what an erasure names as soon as it is heard.
    erasures.onErasure((erasure) => {
      for (const cache of [finalJobs, jobs, search, projects]) cache.forgetErased(erasure);
    });

    const jobChanges = createJobChanges(nc);
    defer(() => jobChanges.close());
    const diffs = createDiffRunner({ maxEditLength: config.DIFF_MAX_EDIT_LENGTH, timeoutMs: config.DIFF_TIMEOUT_MS });
    defer(() => diffs.close());
    const queues = createSchedulerQueues(await openSchedulerBucket(nc, config.STREAM_REPLICAS));
    const streams = createStreamSlots({
      perGateway: config.MAX_STREAMS_PER_GATEWAY,
      perAccount: config.MAX_STREAMS_PER_ACCOUNT,
      retryAfterSeconds: 5,
    });

    // The previews' own listener first: the API's playground and redirects need its address.
    const previewApp = buildPreviewApp(config, { em, erasures }, logger);
    defer(() => previewApp.close());
    const previewPort = config.PREVIEW_PORT ?? (config.PORT === 0 ? 0 : config.PORT + 1);
    await previewApp.listen({ host: config.HOST, port: previewPort });
    const previewUrl = listenerUrl(config.HOST, previewApp.server.address(), previewPort);
    const previewBaseUrl = (config.PREVIEW_BASE_URL ?? previewUrl).replace(/\/+$/, '');

    const app = buildApp(
      {
        config,
        limits: limitsFromConfig(config),
        log,
        jsm,
        blobs,
        dataKeys,
        sealer,
        screenshots,
        jobs,
        search,
        finalJobs,
        jobChanges,
        keys,
        rateLimiter,
        usage: createMonthlyUsage(await openTokenUsageBucket(nc, config.STREAM_REPLICAS)),
        projects,
        versions,
        erasures,
        streams,
        idempotency: createIdempotencyKeys(log),
        metrics: createGatewayMetrics(
          () => readProjectionStatus(em, jsm),
          {
            finalJobCacheBytes: () => finalJobs.bytes,
            openStreams: () => streams.open(),
            cacheSearchTimeouts: () => search.timeouts,
          },
          { latest: queues.latest, namedAccounts: config.SCHEDULER_METRIC_ACCOUNTS },
          {
            natsUp: connection.isUp,
            probeDatabase: () => em.getConnection().execute('select 1'),
            probeTimeoutMs: config.REQUEST_TIMEOUT_MS,
          },
        ),
        em,
        logConnected: connection.isUp,
        operators: createOperators(config),
        diffs,
        previewBaseUrl,
        queues,
      },
      logger,
    );
    defer(() => app.close());
    await app.listen({ host: config.HOST, port: config.PORT });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const url = listenerUrl(config.HOST, address, config.PORT);
    logger.info({ url, preview_url: previewBaseUrl }, 'gateway listening');

    return {
      url,
      port,
      previewUrl,
      previewBaseUrl,
      stop: async () => {
        // Stop taking requests, let in-flight ones finish, then release connections.
        await app.close();
        await previewApp.close();
        keys.close();
        finalJobs.close();
        erasures.close();
        jobChanges.close();
        await diffs.close();
        await search.close();
        await orm.close();
        await dataKeys.stop();
        await closeNats(nc);
      },
    };
  });
}
