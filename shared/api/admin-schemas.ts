// Operators' analytics and audit API (docs/analytics.md, docs/audit.md): one zod schema per query,
// body and answer; the OpenAPI document is generated from them.
import { z } from 'zod';
import { QueueSnapshotSchema } from '../scheduling/queue-snapshot.ts';
import { textSchema } from '../text/text-rules.ts';
import { ErrorCodeSchema, RetentionDaysSchema } from './schemas.ts';

// The service's text rules (shared/text): nothing reaches the log or a query that PostgreSQL cannot store.
const plainText = (max: number) => z.string().min(1, 'must not be empty').pipe(textSchema('single-line', max));

const ACCOUNT_ID = /^acct_[0-9A-HJKMNP-TV-Z]{26}$/;
const accountId = z.string().regex(ACCOUNT_ID, 'must be an account id (acct_...)');
const seqText = (what: string) =>
  z
    .string()
    .regex(/^\d{1,15}$/, `must be ${what}: a whole number`)
    .transform(Number);
const instant = z.union([z.iso.datetime({ offset: true }), z.iso.date()], {
  error: 'must be an ISO 8601 date (2026-11-23) or time (2026-11-23T10:00:00Z)',
});
const day = z.iso.date({ error: 'must be a date (YYYY-MM-DD)' });
const limit = (max: number, fallback: number) =>
  z
    .string()
    .regex(/^\d{1,6}$/, `must be a whole number from 1 to ${max}`)
    .transform(Number)
    .refine((value) => value >= 1 && value <= max, `must be from 1 to ${max}`)
    .default(fallback);

export const PatchAccountRequestSchema = z
  .strictObject({
    name: plainText(200).optional(),
    rate_limit_per_minute: z.number().int().positive().max(100_000).optional(),
    burst: z.number().int().positive().max(100_000).optional(),
    monthly_token_limit: z.number().int().positive().max(Number.MAX_SAFE_INTEGER).nullable().optional().describe('null removes the limit.'),
    max_concurrent_jobs: z
      .number()
      .int()
      .positive()
      .max(10_000)
      .nullable()
      .optional()
      .describe("Jobs the account may have admitted and unfinished at once; null: the service's default (SCHEDULER_MAX_CONCURRENT_JOBS)."),
    weight: z
      .number()
      .int()
      .positive()
      .max(1_000)
      .nullable()
      .optional()
      .describe(
        "The account's share of free generator capacity against other accounts with work waiting (2 gets twice the share of 1); null: 1.",
      ),
    retention_days: RetentionDaysSchema.optional(),
  })
  .refine(
    (body) => Object.values(body).some((value) => value !== undefined),
    'send at least one of name, rate_limit_per_minute, burst, monthly_token_limit, max_concurrent_jobs, weight, retention_days',
  )
  .describe('Account settings to change; fields left out stay as they are.');

export const AccountSettingsResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  account_id: z.string(),
  name: z.string(),
  rate_limit_per_minute: z.number(),
  burst: z.number(),
  monthly_token_limit: z.number().nullable(),
  max_concurrent_jobs: z.number().describe('The concurrency limit in force (the default when none was set).'),
  weight: z.number().describe('The weight in force (1 when none was set).'),
  retention_days: z.number().nullable().describe('Days jobs are kept; null: without limit.'),
  /** Stream sequence of the AccountSettingsChanged event. */
  seq: z.number(),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const EraseAccountRequestSchema = z
  .strictObject({
    reason: z
      .string()
      .refine((reason) => reason.trim().length > 0, 'must not be empty')
      .pipe(textSchema('plain', 1000))
      .describe(
        "Why the account is erased, in plain language (a customer's request, a contract ended): kept in the AccountErased event for audits.",
      ),
  })
  .describe("The operator's reason for erasing the account.");

export const EraseAccountResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  account_id: z.string(),
  erased_at: z.string().describe("When the account's AccountErased was appended (the first erasure's time when it was erased before)."),
  already_erased: z
    .boolean()
    .describe('True when an earlier request erased it: this one only finished what that one may have left (its key, its counters).'),
  /** Stream sequence of the AccountErased event. */
  seq: z.number(),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

const HistoryEventSchema = z.object({
  seq: z.number(),
  subject: z.string(),
  type: z.string(),
  version: z.number(),
  id: z.string(),
  occurred_at: z.string(),
  actor: z.string(),
  request_id: z.string(),
  data: z.unknown(),
});

export const AccountEventsQuerySchema = z.strictObject({
  after_seq: seqText('a stream sequence').default(0),
  limit: limit(1000, 100),
});

export const AccountEventsResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  account_id: z.string(),
  events: z.array(HistoryEventSchema),
  /** Pass as after_seq for the next page; '' when this page reached the end. */
  next_after_seq: z.string(),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const JobsSearchQuerySchema = z.strictObject({
  account_id: accountId.optional(),
  status: z.enum(['building', 'partial', 'ready', 'failed']).optional(),
  from: instant.optional().describe('Jobs requested at or after this time.'),
  to: instant.optional().describe('Jobs requested before this time.'),
  q: plainText(200).optional().describe('Text in the request, or an exact job, project or user id.'),
  limit: limit(200, 50),
  cursor: z
    .string()
    .regex(/^\d{1,15}$/, 'must be a next_cursor from an earlier page')
    .optional(),
});

export const JobSummarySchema = z.object({
  job_id: z.string(),
  account_id: z.string(),
  status: z.string(),
  source: z.string(),
  engine: z.string(),
  query: z.string(),
  project_id: z.string(),
  user_id: z.string(),
  created_at: z.string(),
  finished_at: z.string(),
  build_seconds: z.number().nullable(),
  total_tokens: z.number(),
  deployments: z.number(),
  deploy_url: z.string(),
  error: z.string(),
});

export const JobsSearchResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  jobs: z.array(JobSummarySchema),
  /** Pass as cursor for the next (older) page; '' when there is none. */
  next_cursor: z.string(),
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});

export const StatsQuerySchema = z.strictObject({
  from: day.optional().describe('First UTC day (default: 29 days before `to`).'),
  to: day.optional().describe('Last UTC day, included (default: today).'),
  account_id: accountId.optional(),
});

const StatsFiguresSchema = z.object({
  jobs: z.object({ total: z.number(), ready: z.number(), failed: z.number(), running: z.number() }),
  by_source: z.object({ generated: z.number(), cache: z.number(), fork: z.number() }),
  by_engine: z.record(z.string(), z.number()),
  build_seconds: z.object({ median: z.number().nullable(), p95: z.number().nullable() }),
  tokens: z.object({ prompt: z.number(), completion: z.number(), total: z.number() }),
  deployments: z.number(),
});

export const StatsResponseSchema = z.object({
  status: z.enum(['ok', 'failed']),
  from: z.string(),
  to: z.string(),
  account_id: z.string(),
  days: z.array(StatsFiguresSchema.extend({ account_id: z.string(), day: z.string() })),
  totals: StatsFiguresSchema,
  error: z.string(),
  code: ErrorCodeSchema.optional(),
});
export type StatsFigures = z.infer<typeof StatsFiguresSchema>;

/** GET /admin/queues: the active scheduler's latest view of the accounts' queues. */
export const QueuesResponseSchema = QueueSnapshotSchema.omit({ as_of: true, wait_histograms: true })
  .extend({
    status: z.enum(['ok', 'failed']),
    as_of: z.string().describe("When the scheduler wrote this view; '' when no scheduler has written one yet."),
    age_seconds: z
      .number()
      .nonnegative()
      .describe('How old the view is. Far above SCHEDULER_SNAPSHOT_MS: no scheduler is active (see docs/operations.md).'),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('The accounts with work waiting or running, as the active scheduler last wrote them (every SCHEDULER_SNAPSHOT_MS).');

export const EventsExportQuerySchema = z.strictObject({
  after_seq: seqText('a stream sequence').default(0),
  limit: limit(10_000, 1000).describe('Log positions read, from after_seq + 1; events that do not match the filters are skipped.'),
  type: z
    .union([z.string(), z.array(z.string())])
    .optional()
    .transform((value) =>
      value === undefined
        ? []
        : (Array.isArray(value) ? value : [value])
            .flatMap((item) => item.split(','))
            .map((item) => item.trim())
            .filter(Boolean),
    )
    .describe('Event types to keep (JobFailed, JobFailed@1 or sitewright.JobFailed.v1), comma-separated or repeated.'),
  account_id: accountId.optional(),
});

export const BlobDigestSchema = z.string().regex(/^[0-9a-f]{64}$/, 'must be a SHA-256 hex digest (64 characters 0-9a-f)');

export const BlobQuerySchema = z.object({
  account_id: accountId.describe(
    "Whose body: each account's file bodies are its own (issue 31). The `account_id` of the event that names the digest.",
  ),
});
