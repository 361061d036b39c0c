import type { EntityManager } from '@mikro-orm/postgresql';
import type { JetStreamManager } from '@nats-io/jetstream';
import type { RequestLimits } from '../../shared/api/limits.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { ScreenshotStore } from '../../shared/blobs/screenshot-store.ts';
import type { Config } from '../../shared/config/config.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import type { EventSealer } from '../../shared/privacy/event-sealing.ts';
import type { KeyStore } from '../../shared/privacy/key-store.ts';
import type { MonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import type { Operators } from './admin/operators.ts';
import type { SchedulerQueues } from './admin/scheduler-queues.ts';
import type { KeyRegistry } from './auth/key-registry.ts';
import type { DiffRunner } from './diff/diff-runner.ts';
import type { Erasures } from './erasure/erasures.ts';
import type { CacheSearch } from './starting-point/cache-search.ts';
import type { IdempotencyKeys } from './idempotency/idempotency-keys.ts';
import type { GatewayMetrics } from './metrics/gateway-metrics.ts';
import type { ProjectRegistry } from './projects/project-registry.ts';
import type { ConfirmedVersions } from './projects/confirmed-versions.ts';
import type { RateLimiter } from './rate-limit/rate-limiter.ts';
import type { FinalJobCache } from './read/final-job-cache.ts';
import type { JobChanges } from './read/job-changes.ts';
import type { JobReader } from './read/job-reader.ts';
import type { StreamSlots } from './streams/stream-slots.ts';

/** Everything the routes use, wired once in start-gateway.ts. */
export interface GatewayDeps {
  config: Config;
  limits: RequestLimits;
  log: EventLog;
  jsm: JetStreamManager;
  blobs: BlobStore;
  /** The key store of crypto-shredding (shared/privacy/key-store.ts): erasures destroy keys in it. */
  dataKeys: KeyStore;
  /** Opens events read straight from the stream (the export), as the log opens what it reads. */
  sealer: EventSealer;
  /** The renderer's PNGs (GET /job/{job_id}/screenshots/{page}). */
  screenshots: ScreenshotStore;
  jobs: JobReader;
  search: CacheSearch;
  finalJobs: FinalJobCache;
  jobChanges: JobChanges;
  keys: KeyRegistry;
  rateLimiter: RateLimiter;
  /** Tokens each account used this month (monthly quotas). */
  usage: MonthlyUsage;
  projects: ProjectRegistry;
  /** What this gateway heard was erased (jobs, projects, accounts): answered as erased at once. */
  erasures: Erasures;
  /** Makes sure a project's pointer is at a job before an answer shows the job ready. */
  versions: ConfirmedVersions;
  idempotency: IdempotencyKeys;
  /** Caps on open Server-Sent Event streams and long polls. */
  streams: StreamSlots;
  metrics: GatewayMetrics;
  em: EntityManager;
  /** False while the connection to nats-server is down: writes answer 503 at once. */
  logConnected: () => boolean;
  /** Works out GET /job/{job_id}/diff's patches on a worker thread, within DIFF_MAX_EDIT_LENGTH and DIFF_TIMEOUT_MS. */
  diffs: DiffRunner;
  /** The operators' API tokens (ADMIN_TOKENS, ADMIN_TOKEN); the admin routes refuse every request when there are none. */
  operators: Operators;
  /** Where previews are served (PREVIEW_BASE_URL, or the preview listener's address), without a trailing slash. */
  previewBaseUrl: string;
  /** The active scheduler's view of the accounts' queues (GET /admin/queues, /metrics). */
  queues: SchedulerQueues;
}
