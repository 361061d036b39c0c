// Prometheus metrics of one gateway, on a registry of its own (several gateways may share a
// process in tests). Scraped at GET /metrics. Every label is bounded (docs/operations.md,
// Observability): `route` is the route's pattern (`/job/:job_id`, never the URL; `unmatched` for
// none), `method` and `status` what HTTP allows, `source` and `reused` the ways a job starts,
// `code` the API's error codes; the bounded ones are set to 0 at start.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { ErrorCodeSchema, type ErrorCode } from '../../../shared/api/schemas.ts';
import { JobSourceSchema, type JobSource } from '../../../shared/events/catalogue.ts';
import { registerDatabaseUp, registerNatsConnected } from '../../../shared/metrics/connection-gauges.ts';
import { createServiceRegistry } from '../../../shared/metrics/service-registry.ts';
import type { QueueSnapshot } from '../../../shared/scheduling/queue-snapshot.ts';
import type { ProjectionStatus } from '../read/projection-status.ts';
import { registerQueueMetrics } from './queue-metrics.ts';

export interface GatewayMetrics {
  registry: Registry;
  observeRequest(method: string, route: string, status: number, seconds: number): void;
  /** A job accepted by POST /generate; `reused`: the very same request as a cached result, ready at once (JobReused). */
  jobAccepted(source: JobSource, reused: boolean): void;
  /** An answer of the error handler (a refusal, or an internal error), by its code. */
  refused(code: ErrorCode): void;
}

/** The gateway's own connections, read at each scrape (sitewright_nats_connected, sitewright_database_up). */
export interface ConnectionReadings {
  natsUp(): boolean;
  probeDatabase(): Promise<unknown>;
  probeTimeoutMs: number;
}

/** Readings of the gateway's bounded parts (docs/gateway-performance.md), taken at each scrape. */
export interface HotPathReadings {
  finalJobCacheBytes(): number;
  openStreams(): number;
  cacheSearchTimeouts(): number;
}

/** The scheduler's view of the queues, and how many accounts its metrics name (the rest are `other`). */
export interface QueueReadings {
  latest(): Promise<QueueSnapshot | null>;
  namedAccounts: number;
}

export function createGatewayMetrics(
  projectionStatus: () => Promise<ProjectionStatus>,
  hotPath?: HotPathReadings,
  queues?: QueueReadings,
  connections?: ConnectionReadings,
): GatewayMetrics {
  // Read afresh by each of the projection metrics: a scrape never shows a stale status.
  const status = projectionStatus;
  const registry = createServiceRegistry('gateway');
  if (connections) {
    registerNatsConnected(registry, connections.natsUp);
    registerDatabaseUp(registry, connections.probeDatabase, connections.probeTimeoutMs);
  }
  const requests = new Counter({
    name: 'sitewright_http_requests_total',
    help: 'HTTP requests answered, by route and status.',
    labelNames: ['method', 'route', 'status'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'sitewright_http_request_duration_seconds',
    help: 'Time to answer an HTTP request.',
    labelNames: ['method', 'route'] as const,
    buckets: [0.001, 0.0025, 0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 10, 30],
    registers: [registry],
  });
  const accepted = new Counter({
    name: 'sitewright_jobs_accepted_total',
    help: 'Jobs accepted by POST /generate, by source (generated, cache: from a cached result, fork) and reused (true: the very same request as a cached result, ready at once without a build).',
    labelNames: ['source', 'reused'] as const,
    registers: [registry],
  });
  for (const source of JobSourceSchema.options) accepted.inc({ source, reused: 'false' }, 0);
  accepted.inc({ source: 'cache', reused: 'true' }, 0);
  const refusals = new Counter({
    name: 'sitewright_http_refusals_total',
    help: 'Answers of the error handler by error code (rate_limited, quota_exceeded, invalid_request, unavailable, internal, ...).',
    labelNames: ['code'] as const,
    registers: [registry],
  });
  for (const code of ErrorCodeSchema.options) refusals.inc({ code }, 0);
  new Gauge({
    name: 'sitewright_projection_lag_events',
    help: 'Events in the log that the read model has not applied yet.',
    registers: [registry],
    async collect() {
      this.set((await status()).lagEvents);
    },
  });
  new Gauge({
    name: 'sitewright_projection_lag_seconds',
    help: 'Age of the oldest event in the log that the read model has not applied yet; 0 when caught up.',
    registers: [registry],
    async collect() {
      this.set((await status()).lagSeconds);
    },
  });
  // The projector counts refused batches on its checkpoint row; this counter follows that count.
  let failuresSeen = 0;
  new Counter({
    name: 'sitewright_projection_failures_total',
    help: 'Batches of events the read model database refused (each is retried with backoff).',
    registers: [registry],
    async collect() {
      const failures = (await status()).failures;
      if (failures > failuresSeen) this.inc(failures - failuresSeen);
      failuresSeen = Math.max(failuresSeen, failures);
    },
  });
  if (hotPath) {
    const gauge = (name: string, help: string, read: () => number) =>
      new Gauge({
        name,
        help,
        registers: [registry],
        collect() {
          this.set(read());
        },
      });
    gauge(
      'sitewright_gateway_final_job_cache_bytes',
      'Bytes held by the cache of final jobs (bounded by FINAL_JOB_CACHE_BYTES).',
      hotPath.finalJobCacheBytes,
    );
    gauge(
      'sitewright_gateway_open_streams',
      'Open event streams and waiting long polls (bounded by MAX_STREAMS_PER_GATEWAY).',
      hotPath.openStreams,
    );
    gauge(
      'sitewright_cache_searches_timed_out',
      'Cache searches cut off by CACHE_SEARCH_TIMEOUT_MS since the gateway started.',
      hotPath.cacheSearchTimeouts,
    );
  }
  if (queues) registerQueueMetrics(registry, queues.latest, queues.namedAccounts);
  return {
    registry,
    observeRequest: (method, route, status, seconds) => {
      requests.inc({ method, route, status: String(status) });
      durations.observe({ method, route }, seconds);
    },
    jobAccepted: (source, reused) => accepted.inc({ source, reused: String(reused) }),
    refused: (code) => refusals.inc({ code }),
  };
}
