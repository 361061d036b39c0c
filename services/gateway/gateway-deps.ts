import type { EntityManager } from '@mikro-orm/postgresql';
import type { JetStreamManager } from '@nats-io/jetstream';
import type { RequestLimits } from '../../shared/api/limits.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { Config } from '../../shared/config/config.ts';
import type { EventLog } from '../../shared/log/event-log.ts';
import type { KeyRegistry } from './auth/key-registry.ts';
import type { IdempotencyKeys } from './idempotency/idempotency-keys.ts';
import type { GatewayMetrics } from './metrics/gateway-metrics.ts';
import type { ProjectRegistry } from './projects/project-registry.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { FinalJobCache } from './read/final-job-cache.ts';
import type { JobChanges } from './read/job-changes.ts';
import type { JobReader } from './read/job-reader.ts';

/** Everything the routes use, wired once in start-gateway.ts. */
export interface GatewayDeps {
  config: Config;
  limits: RequestLimits;
  log: EventLog;
  jsm: JetStreamManager;
  blobs: BlobStore;
  jobs: JobReader;
  finalJobs: FinalJobCache;
  jobChanges: JobChanges;
  keys: KeyRegistry;
  rateLimiter: RateLimiter;
  projects: ProjectRegistry;
  idempotency: IdempotencyKeys;
  metrics: GatewayMetrics;
  em: EntityManager;
  /** Bearer token of the operators' API; the admin routes refuse every request when absent. */
  adminToken: string | undefined;
}
