// One zod schema for every setting, read from the environment. Each service reads what it needs.
import { z } from 'zod';

const MiB = 1024 * 1024;

const int = (fallback: number) => z.coerce.number().int().positive().default(fallback);
const list = z
  .string()
  .default('')
  .transform((value) =>
    value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean),
  );

const OPERATOR_NAME = /^[A-Za-z0-9._-]{1,64}$/;

/** `name:token,name:token`: the operators' API tokens, each under the operator's name (for audits). */
const adminTokens = z
  .string()
  .default('')
  .transform((value, ctx) => {
    const operators: { name: string; token: string }[] = [];
    for (const entry of value
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)) {
      const colon = entry.indexOf(':');
      const name = colon > 0 ? entry.slice(0, colon) : '';
      const token = colon > 0 ? entry.slice(colon + 1) : '';
      if (!OPERATOR_NAME.test(name))
        ctx.addIssue({
          code: 'custom',
          message: 'each entry must be name:token, the name 1 to 64 characters of letters, digits and . _ -',
        });
      else if (token.length < 16) ctx.addIssue({ code: 'custom', message: `the token of ${name} must be at least 16 characters` });
      else if (operators.some((operator) => operator.name === name || operator.token === token))
        ctx.addIssue({ code: 'custom', message: `${name}: names and tokens must be unique` });
      else operators.push({ name, token });
    }
    return operators;
  });

export const ConfigSchema = z.object({
  NATS_URL: z
    .string()
    .optional()
    .describe(
      'NATS server(s), comma-separated (`nats://a:4222,nats://b:4222`). Required by the gateway, generator, projector and replay; unset under `npm start` means a child nats-server.',
    ),
  DATABASE_URL: z
    .string()
    .optional()
    .describe(
      'PostgreSQL URL of the read model. Required by the gateway, projector and replay; unset under `npm start` means the embedded PostgreSQL.',
    ),
  HOST: z.string().default('127.0.0.1').describe('Gateway listen address (`0.0.0.0` for every interface).'),
  PORT: z.coerce.number().int().min(0).max(65535).default(8080).describe('Gateway port (`0` picks a free one).'),
  DATA_DIR: z
    .string()
    .default('.data')
    .describe('`npm start` only: where the embedded NATS and PostgreSQL data and `credentials.json` live.'),
  NATS_MONITOR_PORT: z.coerce
    .number()
    .int()
    .min(1)
    .max(65535)
    .optional()
    .describe(
      "`npm start` only: serve the child nats-server's monitoring endpoints (`/varz`, `/connz`, `/jsz`) on 127.0.0.1 at this port; unset, none.",
    ),
  LOG_LEVEL: z
    .enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
    .default('info')
    .describe('Log level; logs are JSON lines (pino) on stdout.'),
  METRICS_TOKEN: z
    .string()
    .min(16, 'METRICS_TOKEN must be at least 16 characters')
    .optional()
    .describe(
      "When set, GET /metrics (the gateway's, and every other service's on METRICS_PORT) needs `Authorization: Bearer <METRICS_TOKEN>` (at least 16 characters).",
    ),
  METRICS_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      'The projector, scheduler, generator and dispatcher serve Prometheus metrics at `GET /metrics` on this port (`0` picks a free one); unset, they serve none. The gateway serves its own on PORT. Under `npm start`: the first of four ports, one per child service (projector, scheduler, generator, dispatcher); unset there, PORT + 2 to PORT + 5 (free ones when PORT is 0).',
    ),
  METRICS_HOST: z
    .string()
    .default('127.0.0.1')
    .describe("Listen address of the services' metrics servers (METRICS_PORT); `0.0.0.0` for a Prometheus on another machine."),
  ADMIN_TOKEN: z
    .string()
    .min(16, 'ADMIN_TOKEN must be at least 16 characters')
    .optional()
    .describe(
      "Bearer token of `/admin/...`, at least 16 characters. Unset on a gateway disables the operators' API; `npm start` generates one when unset.",
    ),
  ADMIN_TOKENS: adminTokens.describe(
    'Named operators: `name:token,name:token` (names of letters, digits and `. _ -`; tokens at least 16 characters). Each name is recorded in the events its token causes (`actor: admin:<name>`); `ADMIN_TOKEN` stays one more, unnamed, token.',
  ),
  MASTER_KEY: z
    .string()
    .regex(/^[0-9a-fA-F]{64}$/, 'MASTER_KEY must be 64 hexadecimal digits (32 bytes)')
    .optional()
    .describe(
      'The key that wraps every account key in the `data_keys` bucket (docs/data-protection.md): 64 hex digits, the same in every service and for `npm run audit`, `export` and `replay`, kept apart from backups of nats-server. Unset, account keys are stored as they are (each service warns at start); `npm start` generates one into DATA_DIR/credentials.json. Keys wrapped by a master key do not open without it: the services stop and retry rather than read what they seal as erased.',
    ),
  ENGINE: z
    .enum(['offline', 'openai'])
    .default('offline')
    .describe('Engine of the generator: `offline` (deterministic, no network) or `openai` (any OpenAI-compatible endpoint).'),
  STREAM_REPLICAS: z.coerce
    .number()
    .int()
    .min(1)
    .max(5)
    .default(1)
    .describe(
      'Replicas (1 to 5) of the JOBS stream, the `blobs` object store and the `rate_limits` bucket: 3 on a 3-node cluster. Use the same value in every service.',
    ),
  BODY_LIMIT_BYTES: int(10 * MiB).describe('Largest request body the gateway reads.'),
  MAX_FILES: int(500).describe('Files per request (gateway), and per job of an engine (generator).'),
  MAX_FILE_BYTES: int(1 * MiB).describe(
    "One file's bytes (a text's UTF-8, a binary file's decoded base64), of a request (gateway) and of an engine's output (generator).",
  ),
  RATE_LIMIT_PER_MINUTE: int(60).describe(
    'Default rate of a new account: requests a minute, spent by POST /generate and the other rate-limited routes (docs/api.md).',
  ),
  RATE_LIMIT_BURST: int(10).describe('Default burst of a new account.'),
  REQUEST_TIMEOUT_MS: int(10_000).describe(
    'Longest wait of the gateway on the log or the database before a 503 (NATS request, database connect and statement timeouts).',
  ),
  HTTP_HEADERS_TIMEOUT_MS: int(10_000).describe(
    'A client must send its request line and headers within this time, or it is answered 408 and the socket closed.',
  ),
  HTTP_BODY_TIMEOUT_MS: int(30_000).describe(
    '... and the whole request, body included, within this time (at least HTTP_HEADERS_TIMEOUT_MS).',
  ),
  HTTP_IDLE_TIMEOUT_MS: z.coerce
    .number()
    .int()
    .min(35_000, 'HTTP_IDLE_TIMEOUT_MS must be at least 35000 (long polls wait up to 30 s)')
    .default(60_000)
    .describe(
      'A connection silent both ways this long is closed (idle keep-alive or stalled client); at least 35000 so a quiet `?wait=30` long poll is never cut.',
    ),
  HTTP_MAX_HEADER_BYTES: int(16 * 1024).describe('Request line and headers together; beyond it 431, or 414 when the URL is the long part.'),
  GENERATOR_CONCURRENCY: int(2).describe('Jobs one generator runs at once.'),
  GENERATOR_ACK_WAIT_MS: int(30_000).describe(
    'How long a generator may go silent (it heartbeats every third of it) before its job is redelivered to another.',
  ),
  GENERATOR_MAX_DELIVER: int(5).describe('Deliveries of a job before it fails with reason `max_deliveries`.'),
  ENGINE_STEP_TIMEOUT_MS: int(5_000).describe(
    "CPU time one job's engine work may take on its engine thread (reading the files, the edit or the new site, the output checks and the quality report; a model's answer time does not count). Past it the thread is terminated and the job fails at once with `error_code` `too_complex`, not handed to another generator.",
  ),
  ENGINE_MEMORY_MB: z.coerce
    .number()
    .int()
    .min(128, 'ENGINE_MEMORY_MB must be at least 128 (an engine thread needs about 100 MiB to start)')
    .default(512)
    .describe(
      "Heap (old generation, MiB, at least 128) of each of a generator's engine threads. A job whose engine work needs more fails with `error_code` `too_complex`.",
    ),
  GENERATOR_ID: z
    .string()
    .optional()
    .describe('Generator name in events (`actor: generator:<id>`) and logs; default `<hostname>-<pid>-<random>`.'),
  SHUTDOWN_GRACE_MS: int(20_000).describe(
    'On SIGTERM: how long running work may finish; a service is forced out 5 s after it (npm start, which stops its servers after its services, 15 s).',
  ),
  FORK_ALLOWED_HOSTS: list.describe(
    'Comma-separated `host:port` entries a fork may reach although not public (intranets, tests). An entry without a port matches URLs without a port.',
  ),
  WEBHOOK_ALLOWED_HOSTS: list.describe(
    'Comma-separated `host:port` entries webhook URLs may reach although not public (intranets, tests). An entry without a port matches URLs without a port. Read by the gateway and the dispatcher.',
  ),
  WEBHOOK_TIMEOUT_MS: int(5_000).describe(
    'Longest one webhook delivery attempt may take, DNS, connection and answer together; then it counts as failed.',
  ),
  DISPATCHER_CONCURRENCY: int(8).describe('Webhook delivery attempts one dispatcher makes at once.'),
  DISPATCHER_ID: z
    .string()
    .optional()
    .describe('Dispatcher name in events (`actor: dispatcher:<id>`) and logs; default `<hostname>-<pid>-<random>`.'),
  CACHE_THRESHOLD: z.coerce
    .number()
    .min(0)
    .max(1)
    .default(0.8)
    .describe('Trigram similarity in [0, 1] from which an earlier result of the account becomes the starting point (`source: cache`).'),

  // The gateway's hot path and memory bounds (docs/gateway-performance.md).
  CACHE_SEARCH_TIMEOUT_MS: int(50).describe(
    'Statement timeout of the cache search: past it PostgreSQL cancels the search and the job starts as `generated` with `search_score` 0.',
  ),
  CACHED_FILES_CACHE_BYTES: int(32 * MiB).describe(
    "Bytes of found results' files kept serialised for `cached_files` by each gateway (LRU by job id).",
  ),
  SAME_REQUEST_CACHE_BYTES: int(8 * MiB).describe(
    'Bytes of cache matches for the very same request (case and spacing aside) each gateway keeps by account and request (LRU): the request asked again is answered without a database query.',
  ),
  RATE_LIMIT_LEASE_TOKENS: int(20).describe(
    "Most tokens one gateway leases from an account's shared bucket at once (also at most a quarter of the burst); see docs/gateway-performance.md for the overshoot this allows.",
  ),
  RATE_LIMIT_LEASE_MS: int(2_000).describe(
    "How long a leased block may be spent; what is left goes back to the shared bucket with the gateway's next lease for the account.",
  ),
  FINAL_JOB_CACHE_BYTES: int(64 * MiB).describe('Bytes of serialised answers of `ready` and `failed` jobs each gateway keeps (LRU).'),
  BLOB_CACHE_BYTES: int(16 * MiB).describe(
    'Bytes of file bodies each gateway and generator keeps after reading them from the blob store (LRU by digest; bodies never change).',
  ),
  RUNNING_JOB_CACHE_BYTES: int(8 * MiB).describe(
    "Bytes of running jobs' event histories each gateway keeps, so a poll after a change reads only the new events from the log (LRU by job id).",
  ),
  KEY_CACHE_BYTES: int(8 * MiB).describe('Bytes of API keys and accounts, and again of project sessions, each gateway keeps (LRUs).'),
  UNKNOWN_KEY_CACHE_MS: int(5_000).describe('How long a well-formed but unknown API key is answered 401 without asking the log again.'),
  MAX_STREAMS_PER_GATEWAY: int(5_000).describe(
    'Open Server-Sent Event streams plus waiting long polls one gateway serves at once; past it 503 with Retry-After.',
  ),
  MAX_STREAMS_PER_ACCOUNT: int(100).describe(
    'Open Server-Sent Event streams plus waiting long polls one account may hold on one gateway; past it 429 with Retry-After.',
  ),
  PROJECTOR_MAX_BATCH: int(5_000).describe(
    'Most events the projector applies in one transaction: live batches hold what has arrived (often one event), a catch-up or rebuild takes this many at a time.',
  ),
  PROJECTOR_BATCH_WINDOW_MS: z.coerce
    .number()
    .int()
    .min(0)
    .max(1_000)
    .default(20)
    .describe(
      'Under a steady flow of events the live projector commits at most one batch this often, gathering what arrives meanwhile (fewer, larger transactions; the read model trails the log by up to this much more). The first event after a quiet spell is applied at once. 0: a batch as soon as the last one committed.',
    ),
  PROJECTOR_RECENT_JOBS: int(50_000).describe(
    'Jobs whose latest state (and analytics facts) the projector and a rebuild keep in memory, so a batch reads only the jobs it has not seen lately.',
  ),
  BLOB_COLLECT_GRACE_MS: int(600_000).describe(
    "File bodies and screenshots no live job uses are collected (docs/operations.md, File bodies: collection) only once older than this: a body put for a job whose events the projector has not applied yet is kept. It must exceed the longest projection lag you expect plus 2 minutes (the writers refresh a body's time when they put it again, and remember it as stored for a minute), and any clock difference between the machines. Bodies of an erased account go at once.",
  ),
  BLOB_SWEEP_INTERVAL_MS: z.coerce
    .number()
    .int()
    .min(0)
    .default(3_600_000)
    .describe(
      "How often the active projector sweeps the `blobs` and `screenshots` object stores and the `blobs` table for bodies no live job uses (0: never; erased jobs' bodies are still collected as they are erased). The first sweep starts this long after the projector becomes active.",
    ),

  // Bounded reads (docs/api-extras.md, docs/gateway-performance.md).
  DIFF_MAX_EDIT_LENGTH: int(5_000).describe(
    'Most changed lines GET /job/{job_id}/diff works out for one file; a file that differs by more is listed with `diff_truncated: true` and no patch text.',
  ),
  DIFF_TIMEOUT_MS: int(1_000).describe(
    'Time one GET /job/{job_id}/diff may spend on its patches (in a worker thread, off the event loop), waiting included; files not done by then are listed with `diff_truncated: true`.',
  ),

  // Previews
  PREVIEW_PORT: z.coerce
    .number()
    .int()
    .min(0)
    .max(65535)
    .optional()
    .describe(
      "Port of the gateway's second listener, which serves only the live previews (`/preview/...`), so generated pages never run on the API's origin. Unset: PORT + 1 (a free port when PORT is 0).",
    ),
  PREVIEW_BASE_URL: z
    .url({ protocol: /^https?$/ })
    .optional()
    .describe(
      "The previews' public address (scheme, host and port, e.g. `https://preview.example.net`): preview links and the playground's frame point there, and the API answers `/preview/...` with a redirect to it. In production give it a host of its own, ideally on another registrable domain than the API. Unset: `http://HOST:PREVIEW_PORT`.",
    ),

  // NATS credentials and TLS of every service and operator command (docs/operations.md, "NATS credentials and TLS").
  // At most one way to authenticate; secrets are read here and never logged.
  NATS_CREDS: z
    .string()
    .min(1)
    .optional()
    .describe(
      'Path of a NATS `.creds` file (user JWT and nkey seed, as `nsc` writes it); read again at every reconnect, so a rotated file is picked up. Not with the other NATS credentials.',
    ),
  NATS_NKEY_SEED: z
    .string()
    .min(1)
    .optional()
    .describe('An nkey user seed (`SU...`) to authenticate with; or see NATS_NKEY_SEED_FILE. Not with the other NATS credentials.'),
  NATS_NKEY_SEED_FILE: z
    .string()
    .min(1)
    .optional()
    .describe('Path of a file holding the nkey user seed (`SU...`), instead of NATS_NKEY_SEED. Not with the other NATS credentials.'),
  NATS_USER: z
    .string()
    .min(1)
    .optional()
    .describe(
      'NATS user name; needs NATS_PASSWORD. Under `npm start` with its own nats-server, each service gets its own user (docs/operations.md).',
    ),
  NATS_PASSWORD: z.string().min(1).optional().describe('Password of NATS_USER.'),
  NATS_TOKEN: z.string().min(1).optional().describe('NATS authentication token. Not with the other NATS credentials.'),
  NATS_TLS_CA: z
    .string()
    .min(1)
    .optional()
    .describe(
      "Path of the CA certificate (PEM) the NATS server's certificate must chain to; setting any NATS_TLS_* makes the connection require TLS.",
    ),
  NATS_TLS_CERT: z
    .string()
    .min(1)
    .optional()
    .describe('Path of the client certificate (PEM) for mutual TLS with NATS; needs NATS_TLS_KEY.'),
  NATS_TLS_KEY: z.string().min(1).optional().describe('Path of the private key (PEM) of NATS_TLS_CERT.'),

  // Webhooks fairness
  MAX_WEBHOOKS_PER_ACCOUNT: int(10).describe(
    'Webhook endpoints one account may have (enabled or disabled; deleted ones do not count). POST /webhooks past it answers 409.',
  ),
  WEBHOOK_ACCOUNT_CONCURRENCY: int(2).describe(
    'Delivery attempts one dispatcher makes at once for one account; accounts with work waiting take turns for the rest of DISPATCHER_CONCURRENCY.',
  ),
  WEBHOOK_BREAKER_FAILURES: int(5).describe(
    'Failed attempts in a row after which a dispatcher pauses an endpoint (circuit breaker): its deliveries wait, then one trial goes out.',
  ),
  WEBHOOK_BREAKER_PAUSE_MS: int(30_000).describe(
    "An endpoint's first pause after WEBHOOK_BREAKER_FAILURES failures in a row; each failed trial doubles it.",
  ),
  WEBHOOK_BREAKER_MAX_PAUSE_MS: int(600_000).describe('Longest pause of a failing endpoint between trial deliveries.'),

  // Fair scheduling between accounts (services/scheduler/, docs/architecture.md).
  SCHEDULER_MAX_CONCURRENT_JOBS: int(8).describe(
    'Jobs one account may have admitted and unfinished at once, unless an operator set its own `max_concurrent_jobs` (PATCH /admin/accounts/{id}); its other jobs wait in its queue while other accounts run.',
  ),
  SCHEDULER_BUFFER: int(4).describe(
    "Admitted jobs no generator has started yet, at most: the short buffer in the generators' queue, enough to keep them busy between two admissions. Every job behind it waits in its account's queue, where round robin between the accounts applies.",
  ),
  SCHEDULER_SNAPSHOT_MS: int(1_000).describe(
    'How often the active scheduler writes its queues (accounts waiting, running counts, oldest waits, wait-time histograms) for GET /admin/queues and /metrics.',
  ),
  RETENTION_SWEEP_INTERVAL_MS: int(60_000).describe(
    "How often the active scheduler's retention sweep looks for jobs older than their account's `retention_days` and erases them (docs/operations.md, Retention). One sweep works at most this long; what it leaves is the next one's.",
  ),
  SCHEDULER_METRIC_ACCOUNTS: int(20).describe(
    "Accounts named in the queue metrics' `account` label (the first ones to wait, kept for the scheduler's life); the others are counted together as `other`, so the label's cardinality stays bounded.",
  ),

  // Tracing (shared/telemetry/): the standard OpenTelemetry variables, read by every service. Off
  // unless an OTLP endpoint or an exporter is named; the exporter reads the other OTEL_EXPORTER_OTLP_*
  // variables (headers, timeout, compression, certificates) from the process environment itself.
  OTEL_SDK_DISABLED: z
    .enum(['true', 'false'])
    .default('false')
    .describe('`true`: no traces, whatever else is set (the OpenTelemetry standard switch).'),
  OTEL_TRACES_EXPORTER: z
    .enum(['otlp', 'console', 'none'])
    .optional()
    .describe(
      'Where spans go: `otlp` (to the OTLP endpoint), `console` (to standard output, for a look), `none`. Unset: `otlp` when an OTLP endpoint is set, otherwise no tracing at all.',
    ),
  OTEL_EXPORTER_OTLP_ENDPOINT: z
    .url()
    .optional()
    .describe(
      'Base URL of the OTLP/HTTP receiver (a collector, Jaeger, Tempo): spans are sent to `<endpoint>/v1/traces`. Setting it turns tracing on.',
    ),
  OTEL_EXPORTER_OTLP_TRACES_ENDPOINT: z
    .url()
    .optional()
    .describe('The full URL spans are sent to, over OTEL_EXPORTER_OTLP_ENDPOINT. Setting it turns tracing on.'),
  OTEL_EXPORTER_OTLP_PROTOCOL: z
    .enum(['http/protobuf', 'http/json'])
    .default('http/protobuf')
    .describe(
      'OTLP encoding: `http/protobuf` (the standard default) or `http/json`. gRPC is not offered: every collector takes OTLP/HTTP.',
    ),
  OTEL_EXPORTER_OTLP_TRACES_PROTOCOL: z
    .enum(['http/protobuf', 'http/json'])
    .optional()
    .describe('OTLP encoding of spans, over OTEL_EXPORTER_OTLP_PROTOCOL.'),
  OTEL_SERVICE_NAME: z
    .string()
    .min(1)
    .optional()
    .describe(
      '`service.name` of the spans. Unset: `sitewright-<service>` (`sitewright-gateway`, `sitewright-generator`, ...), so each process is told apart.',
    ),
  OTEL_TRACES_SAMPLER: z
    .enum(['always_on', 'always_off', 'traceidratio', 'parentbased_always_on', 'parentbased_always_off', 'parentbased_traceidratio'])
    .default('parentbased_always_on')
    .describe(
      'Which traces are kept. `parentbased_traceidratio` with OTEL_TRACES_SAMPLER_ARG=0.01 keeps 1 % of the requests, each whole: the services after the gateway follow the decision carried in the NATS headers.',
    ),
  OTEL_TRACES_SAMPLER_ARG: z.coerce.number().min(0).max(1).default(1).describe('The ratio of the `traceidratio` samplers, 0 to 1.'),
  OTEL_BSP_SCHEDULE_DELAY: int(5_000).describe(
    'Milliseconds between two sends of the spans gathered meanwhile (the batch span processor).',
  ),

  // The renderer (services/renderer/): screenshots and browser checks of every ready job.
  CHROMIUM_PATH: z
    .string()
    .optional()
    .describe(
      'The Chromium the renderer runs (headless). Unset: `chromium`, `chromium-browser` or `google-chrome` found on the PATH; none there (or this file missing): screenshots and browser checks are `unavailable`.',
    ),
  RENDERER_CONCURRENCY: int(2).describe('Jobs one renderer renders at once, each in a browser context of its own.'),
  RENDERER_PAGE_TIMEOUT_MS: int(15_000).describe(
    "Longest one page may take to load, be screenshot and checked at one device; past it the page is reported (`page-timeout`) and the job's other pages go on.",
  ),
  RENDERER_MAX_PAGES: int(20).describe("HTML pages of a job the renderer renders at most (index.html first, then in the files' order)."),
});

export type Config = z.infer<typeof ConfigSchema>;

export class ConfigError extends Error {
  override readonly name = 'ConfigError';
}

/** The NATS credentials must say one thing: one way to authenticate, with its parts together. */
function checkNatsAuth(config: Config, ctx: z.RefinementCtx): void {
  const ways = (['NATS_CREDS', 'NATS_NKEY_SEED', 'NATS_NKEY_SEED_FILE', 'NATS_USER', 'NATS_TOKEN'] as const).filter(
    (key) => config[key] !== undefined,
  );
  if (ways.length > 1)
    ctx.addIssue({ code: 'custom', path: [ways[1]!], message: `set only one way to authenticate to NATS, not ${ways.join(' and ')}` });
  if (config.NATS_USER !== undefined && config.NATS_PASSWORD === undefined)
    ctx.addIssue({ code: 'custom', path: ['NATS_PASSWORD'], message: 'is needed with NATS_USER' });
  if (config.NATS_PASSWORD !== undefined && config.NATS_USER === undefined)
    ctx.addIssue({ code: 'custom', path: ['NATS_USER'], message: 'is needed with NATS_PASSWORD' });
  if (config.NATS_TLS_CERT !== undefined && config.NATS_TLS_KEY === undefined)
    ctx.addIssue({ code: 'custom', path: ['NATS_TLS_KEY'], message: 'is needed with NATS_TLS_CERT' });
  if (config.NATS_TLS_KEY !== undefined && config.NATS_TLS_CERT === undefined)
    ctx.addIssue({ code: 'custom', path: ['NATS_TLS_CERT'], message: 'is needed with NATS_TLS_KEY' });
}

export function loadConfig(env: Record<string, string | undefined> = process.env): Config {
  const result = ConfigSchema.refine((config) => config.HTTP_BODY_TIMEOUT_MS >= config.HTTP_HEADERS_TIMEOUT_MS, {
    path: ['HTTP_BODY_TIMEOUT_MS'],
    message: 'must be at least HTTP_HEADERS_TIMEOUT_MS',
  })
    .superRefine(checkNatsAuth)
    .safeParse(env);
  if (!result.success) {
    const problems = result.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`);
    throw new ConfigError(`Invalid configuration: ${problems.join('; ')}`);
  }
  return result.data;
}

/** For services that cannot start without an external dependency. */
export function requireSetting<K extends keyof Config>(config: Config, key: K, why: string): NonNullable<Config[K]> {
  const value = config[key];
  if (value === undefined || value === null || value === '') {
    throw new ConfigError(`${String(key)} is not set: ${why}`);
  }
  return value as NonNullable<Config[K]>;
}
