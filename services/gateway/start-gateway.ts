// Wires the gateway's dependencies and starts listening; returns a handle that stops it.
import type { Logger } from 'pino';
import { limitsFromConfig } from '../../shared/api/limits.ts';
import { createBlobStore } from '../../shared/blobs/blob-store.ts';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { createEventLog } from '../../shared/log/event-log.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { ensureJobsStream, openBlobBucket, openRateLimitBucket } from '../../infra/jetstream/log-declarations.ts';
import { createKeyRegistry } from './auth/key-registry.ts';
import { createIdempotencyKeys } from './idempotency/idempotency-keys.ts';
import { createGatewayMetrics } from './metrics/gateway-metrics.ts';
import { createProjectRegistry } from './projects/project-registry.ts';
import { buildApp } from './build-app.ts';
import { createRateLimiter } from './rate-limit/rate-limiter.ts';
import { createFinalJobCache } from './read/final-job-cache.ts';
import { createJobChanges } from './read/job-changes.ts';
import { createJobReader } from './read/job-reader.ts';

export interface GatewayHandle {
  url: string;
  port: number;
  stop(): Promise<void>;
}

export async function startGateway(config: Config, logger: Logger): Promise<GatewayHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the gateway needs the event log (or use `npm start` for the embedded default)');
    const databaseUrl = requireSetting(config, 'DATABASE_URL', 'the gateway reads jobs from PostgreSQL (or use `npm start` for the embedded default)');
    const nc = await connectNats(natsUrl, 'sitewright-gateway', logger);
    defer(() => closeNats(nc));
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    const log = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS });
    const blobs = createBlobStore(await openBlobBucket(nc, config.STREAM_REPLICAS));
    const rateLimiter = createRateLimiter(await openRateLimitBucket(nc, config.STREAM_REPLICAS));
    const orm = await openOrm(databaseUrl, { timeoutMs: config.REQUEST_TIMEOUT_MS });
    defer(() => orm.close());
    await migrate(orm, databaseUrl);
    const em = orm.em.fork();
    const keys = createKeyRegistry(nc, log);
    defer(() => keys.close());
    const jobs = createJobReader({ em, log, blobs });
    const finalJobs = createFinalJobCache(nc);
    defer(() => finalJobs.close());

    const app = buildApp(
      {
          config,
          limits: limitsFromConfig(config),
          log,
          jsm,
          blobs,
          jobs,
          finalJobs,
          jobChanges: createJobChanges(nc),
          keys,
          rateLimiter,
          projects: createProjectRegistry(log),
          idempotency: createIdempotencyKeys(log),
          metrics: createGatewayMetrics(async () => {
            const [stream, rows] = await Promise.all([
              jsm.streams.info(JOBS_STREAM),
              em.getConnection().execute<{ last_seq: string }[]>('select last_seq from projection_checkpoints', [], 'all'),
            ]);
            return Math.max(0, stream.state.last_seq - Number(rows[0]?.last_seq ?? 0));
          }),
          em,
          adminToken: config.ADMIN_TOKEN,
        },
      logger,
    );
    defer(() => app.close());
    await app.listen({ host: config.HOST, port: config.PORT });
    const address = app.server.address();
    const port = typeof address === 'object' && address ? address.port : config.PORT;
    const host = config.HOST === '0.0.0.0' || config.HOST === '::' ? '127.0.0.1' : config.HOST;
    const url = `http://${host.includes(':') ? `[${host}]` : host}:${port}`;
    logger.info({ url }, 'gateway listening');

    return {
      url,
      port,
      stop: async () => {
        // Stop taking requests, let in-flight ones finish, then release connections.
        await app.close();
        keys.close();
        finalJobs.close();
        await orm.close();
        await closeNats(nc);
      },
    };
  });
}
