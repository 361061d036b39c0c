// The event catalogue: one zod schema per event type and version. Everything appended to the JOBS
// stream is one of these envelopes; the TypeScript types are inferred from the schemas.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';
import { FileRefSchema } from './file-ref.ts';
import { DesignTokensSchema } from '../design/design-tokens.ts';
import { EditTargetSchema, LockedPathsSchema } from '../jobs/edit-scope.ts';
import { SiteChecksSchema } from '../jobs/site-checks.ts';
import { RENDER_DEVICES, RenderedChecksSchema } from '../jobs/rendered-checks.ts';

// Text fields follow shared/text/text-rules.ts, so nothing reaches the log that the read model
// cannot store: what the caller wrote is `plain` (checked at the door), ids and URLs are
// `single-line`, and what engines and forks produce is at least `storable`.
const plain = textSchema('plain');
const storable = textSchema('storable');
const line = textSchema('single-line');
const id = textSchema('single-line', 128);

const envelopeBase = {
  /** Unique id of this event (UUID). */
  id: id.min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  account_id: id.min(1),
  /** Who appended it: `gateway`, `generator:<id>`, `admin`, ... (for audits). */
  actor: line,
  /** The HTTP request that caused it, when there was one. */
  request_id: id.optional(),
  /**
   * Set only by readers, never stored: the event's personal data was erased (its key destroyed), so
   * its sealed fields read as empty placeholders (docs/data-protection.md).
   */
  erased: z.literal(true).optional(),
};

function jobEvent<const T extends string, D extends z.ZodType>(type: T, version: number, data: D) {
  return z.object({ ...envelopeBase, type: z.literal(type), version: z.literal(version), job_id: id.min(1), data });
}

function accountEvent<const T extends string, D extends z.ZodType>(type: T, version: number, data: D) {
  return z.object({ ...envelopeBase, type: z.literal(type), version: z.literal(version), data });
}

/**
 * An event that carries a file set has at least one file; an erased one reads with none (its files
 * were personal data), which only readers make, never writers.
 */
function filesUnlessErased(event: { erased?: true | undefined; data: { files: unknown[] } }, ctx: z.RefinementCtx): void {
  if (event.erased || event.data.files.length > 0) return;
  ctx.addIssue({
    code: 'too_small',
    origin: 'array',
    minimum: 1,
    inclusive: true,
    path: ['data', 'files'],
    input: event.data.files,
    message: 'Too small: expected array to have >=1 items',
  });
}

export const JobSourceSchema = z.enum(['generated', 'cache', 'fork']);
export type JobSource = z.infer<typeof JobSourceSchema>;

/** The earlier ready job a job starts from (or, in a JobReused, whose result it is). */
const JobBaseSchema = z.object({ kind: z.enum(['project', 'cache']), job_id: id, score: z.number().min(0).max(1) });

/** What a job is asked to do: the request and where it starts. */
const JobRequestData = z.object({
  query: plain.describe('The plain-English request.'),
  files: z.array(FileRefSchema).describe('Starting files given by the caller (a remix or follow-up edit).'),
  source_url: line.nullable().describe('URL to fork, if any.'),
  user_id: id.nullable().describe("The caller's own user id, for tracking."),
  project_id: id.nullable().describe('The project the job belongs to, if any.'),
  source: JobSourceSchema.describe('Where the result comes from: made by an engine, reused from the cache, or forked.'),
  sandbox_session: line
    .default('')
    .describe("The project's working copy that every job of the same project_id reports; '' without a project."),
  search_score: z
    .number()
    .min(0)
    .max(1)
    .default(0)
    .describe('Similarity of the best earlier ready job of the account that was searched; 0 when none.'),
  base: JobBaseSchema.nullable()
    .default(null)
    .describe(
      "Where `files` came from when the caller sent none: the project's latest version or a cached result. A job answered with such a result unchanged is a JobReused instead (in logs written before JobReused, a JobRequested with a cached `base` of `score` 1, followed at once by the gateway's JobCompleted).",
    ),
  // Issue 27's fields are left out when empty, so a request without them is written as before.
  design_tokens: DesignTokensSchema.min(1)
    .optional()
    .describe("The brand the result must follow: the request's design tokens, resolved and flattened; absent when none."),
  target: EditTargetSchema.optional().describe('The selector an edit is confined to; absent: the whole site may change.'),
  locked_paths: LockedPathsSchema.min(1).optional(),
});

export const JobRequestedV1 = jobEvent('JobRequested', 1, JobRequestData).describe(
  'Subject `jobs.<job_id>.requested`, published once (Nats-Msg-Id = job id, expected subject sequence 0). Appended by the gateway on POST /generate.',
);

/**
 * A job answered at once with an earlier ready result, unchanged: requested and ready in one
 * event, so no generator works on it.
 */
export const JobReusedV1 = jobEvent(
  'JobReused',
  1,
  JobRequestData.extend({
    files: z
      .array(FileRefSchema)
      .describe("The complete file set to deploy: the earlier result's, unchanged (at least one file; none only in an erased event)."),
    base: JobBaseSchema.describe(
      'The earlier job whose result this is (`cache`: the very same request; `project`: a restored project version).',
    ),
    deployment_id: line.describe("Content hash of the file set: the earlier result's."),
    progress: storable,
    checks: SiteChecksSchema.nullable().default(null).describe("The earlier result's quality report (the same files get the same report)."),
  }),
)
  .superRefine(filesUnlessErased)
  .describe(
    "Subject `jobs.<job_id>.requested`, published once like a JobRequested (Nats-Msg-Id = job id, expected subject sequence 0), and the job's only event until a deployment is reported: the job is ready from the start. Appended by the gateway on POST /generate for the very same request as an earlier ready result of the account, and on POST /projects/{project_id}/restore. Logs written before it hold a JobRequested followed by a JobCompleted for such jobs.",
  );

/**
 * The scheduler let the job go to the generators: its turn came among the accounts with work
 * waiting (weighted round robin), the account was below its concurrency limit and a generator was
 * about to be free. A job is admitted once.
 */
export const JobAdmittedV1 = jobEvent(
  'JobAdmitted',
  1,
  z.object({
    requested_seq: z
      .number()
      .int()
      .positive()
      .describe('Stream sequence of the JobRequested admitted: the generator reads the request by it.'),
    waited_ms: z
      .number()
      .int()
      .nonnegative()
      .describe("Time the job waited in its account's queue, from its JobRequested to this admission."),
  }),
).describe(
  "Subject `jobs.<job_id>.admitted` (expected subject sequence 0: a job is admitted once). Appended by the scheduler (services/scheduler/) when the job's turn comes; the generators consume these, not the requests. A JobReused is never admitted (no generator works on it). Logs written before the scheduler hold none: such jobs went to the generators at once.",
);

export const SourceForkedV1 = jobEvent(
  'SourceForked',
  1,
  z.object({
    source_url: line,
    final_url: line,
    files: z.array(FileRefSchema),
    skipped: z.array(z.object({ url: storable, reason: storable })),
  }),
).describe('Subject `jobs.<job_id>.work`. Appended by the generator after copying `source_url`; `skipped` holds at most 200 entries.');

export const JobStartedV1 = jobEvent(
  'JobStarted',
  1,
  z.object({ attempt: z.number().int().positive(), generator_id: line, engine: line }),
).describe(
  'Subject `jobs.<job_id>.work`. Appended by the generator at each attempt; it moves the work chain, so a stale generator is cut off.',
);

export const FilesEmittedV1 = jobEvent(
  'FilesEmitted',
  1,
  z.object({ files: z.array(FileRefSchema).describe('At least one file; none only in an erased event.'), progress: storable }),
)
  .superRefine(filesUnlessErased)
  .describe('Subject `jobs.<job_id>.work`. Appended by the generator when files are finished (the job turns `partial`).');

export const JobProgressedV1 = jobEvent('JobProgressed', 1, z.object({ progress: storable })).describe(
  "Subject `jobs.<job_id>.work`. A progress line. No longer appended: progress rides on `FilesEmitted` and the final event. Logs written before still hold it; it is read and projected as ever (the job's progress line).",
);

export const UsageRecordedV1 = jobEvent(
  'UsageRecorded',
  1,
  z.object({
    model: storable,
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    total_tokens: z.number().int().nonnegative(),
    prompt_version: storable,
  }),
).describe('Subject `jobs.<job_id>.work`. Appended by the generator (openai engine) per model call.');

export const JobCompletedV1 = jobEvent(
  'JobCompleted',
  1,
  z.object({
    files: z.array(FileRefSchema).describe('The complete file set to deploy.'),
    deployment_id: line.describe('Content hash of the file set: same files, same id.'),
    progress: storable,
    /** The quality report of the file set; null in events written before reports existed. */
    checks: SiteChecksSchema.nullable().default(null),
  }),
).describe(
  'Subject `jobs.<job_id>.finished` (expected subject sequence 0: a job ends once). Appended by the generator (in logs written before JobReused, also by the gateway for the very same request as an earlier result, and for a project restore).',
);

export const JobFailedV1 = jobEvent(
  'JobFailed',
  1,
  z.object({
    error: storable.min(1).describe('Plain-language reason shown to the caller.'),
    reason: line.describe(
      'Machine-readable reason, shown as `error_code` on GET /job: `engine`, `invalid_output`, `too_complex`, `max_deliveries`, `cancelled`, `quota_exceeded`, ...',
    ),
  }),
).describe(
  'Subject `jobs.<job_id>.finished` (expected subject sequence 0: a job ends once). Appended by the generator (also from the max-deliveries advisory, and with reason `quota_exceeded` when the account spends its monthly token limit), or by the gateway on POST /job/{job_id}/cancel (reason `cancelled`).',
);

export const DeploymentReportedV1 = jobEvent('DeploymentReported', 1, z.object({ deploy_url: line, deployment_id: line })).describe(
  'Subject `jobs.<job_id>.deployed`. Appended by the gateway on POST /job/{job_id}/deployed, for ready jobs only.',
);

/** One screenshot the renderer took: a page at one device, a PNG in the `screenshots` object store. */
const ScreenshotRefSchema = z.object({
  page: storable.describe("The page's path in the job's files (`index.html`)."),
  device: z.enum(RENDER_DEVICES),
  digest: z
    .string()
    .regex(/^[0-9a-f]{64}$/)
    .describe('SHA-256 of the PNG: its key in the `screenshots` object store.'),
  width: z.number().int().positive(),
  height: z.number().int().positive(),
  bytes: z.number().int().positive(),
});

/**
 * What the renderer saw of a ready job in headless Chromium (issue 28). Appended after the job's
 * JobCompleted or JobReused, at most once; the job is ready before it and stays ready whatever it says.
 */
export const JobRenderedV1 = jobEvent(
  'JobRendered',
  1,
  z.object({
    status: z
      .enum(['done', 'failed', 'unavailable'])
      .describe('`done`: rendered; `failed`: the renderer could not render it (`reason`); `unavailable`: no Chromium on that machine.'),
    reason: storable.describe("Plain-language reason when not done; '' when done."),
    checks: RenderedChecksSchema.nullable().describe('What the browser checks found; null unless done.'),
    screenshots: z.array(ScreenshotRefSchema).describe('Desktop (1280 px) and phone (375 px) screenshot of each page rendered.'),
  }),
).describe(
  'Subject `jobs.<job_id>.rendered` (expected subject sequence 0: a job is rendered once). Appended by the renderer (services/renderer/) after the job is ready; a second renderer racing for the same job is refused.',
);

/**
 * The job's personal data was erased (issue 31): its key is destroyed, so its sealed fields read as
 * empty placeholders from now on, its read-model rows and cached answers go, and its files' bodies
 * are collected once no live job of the account uses them. Ids, types, times, sizes and statuses stay.
 */
export const JobErasedV1 = jobEvent(
  'JobErased',
  1,
  z.object({
    by: z
      .enum(['customer', 'retention'])
      .describe("`customer`: DELETE /job/{job_id}; `retention`: older than the account's `retention_days`."),
  }),
).describe(
  "Subject `jobs.<job_id>.erased` (expected subject sequence 0: a job is erased once). Appended by the gateway on DELETE /job/{job_id}, or by the retention sweep; the job's key is destroyed right after (again by whoever sees the event without it done: the erasure is finished idempotently).",
);

export const AccountCreatedV1 = accountEvent(
  'AccountCreated',
  1,
  z.object({
    name: plain,
    rate_limit_per_minute: z.number().int().positive(),
    burst: z.number().int().positive(),
    monthly_token_limit: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe("Tokens the account's jobs may use per calendar month (UTC); null or absent (older events): no limit."),
    retention_days: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Days a job of the account is kept before the retention sweep erases it; null or absent: kept without limit.'),
  }),
).describe("Subject `accounts.<account_id>.profile`. Appended by the operators' API.");

/**
 * An operator changed an account's settings (PATCH /admin/accounts/{id}). Only the fields given
 * change; `monthly_token_limit: null` removes the limit. Appended on the account's profile subject,
 * after its AccountCreated.
 */
export const AccountSettingsChangedV1 = accountEvent(
  'AccountSettingsChanged',
  1,
  z.object({
    name: plain.optional().describe('The new name.'),
    rate_limit_per_minute: z.number().int().positive().optional().describe('The new rate: POST /generate a minute.'),
    burst: z.number().int().positive().optional().describe('The new burst.'),
    monthly_token_limit: z.number().int().positive().nullable().optional().describe('Tokens a calendar month; null removes the limit.'),
    max_concurrent_jobs: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe(
        "Jobs the account may have admitted and unfinished at once (the scheduler's limit); null goes back to SCHEDULER_MAX_CONCURRENT_JOBS.",
      ),
    weight: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe("The account's share of free generator capacity against other accounts with work waiting; null goes back to 1."),
    retention_days: z
      .number()
      .int()
      .positive()
      .nullable()
      .optional()
      .describe('Days a job of the account is kept: older ones are erased by the retention sweep; null: kept without limit (the default).'),
  }),
).describe(
  "Subject `accounts.<account_id>.profile`, after its AccountCreated. Appended by the operators' API (PATCH /admin/accounts/{id}); only the fields given change, and every gateway uses them from the next request.",
);

export const ApiKeyIssuedV1 = accountEvent(
  'ApiKeyIssued',
  1,
  z.object({
    key_id: id,
    key_hash: z
      .string()
      .regex(/^[0-9a-f]{64}$/)
      .describe('SHA-256 of the whole key; the key itself is never stored.'),
    label: plain,
  }),
).describe("Subject `keys.<key_id>`. Appended by the operators' API.");

export const ApiKeyRevokedV1 = accountEvent('ApiKeyRevoked', 1, z.object({ key_id: id })).describe(
  "Subject `keys.<key_id>`. Appended by the operators' API.",
);

/** A project's first job: fixes its sandbox session for good. */
export const ProjectCreatedV1 = accountEvent('ProjectCreated', 1, z.object({ project_id: id, sandbox_session: line })).describe(
  "Subject `projects.<first 40 hex of SHA-256(account_id, project_id)>`. Appended by the gateway at a project's first job: fixes its sandbox session for good.",
);

/**
 * A project job became ready: the project's working copy (next edits, the preview) is now that
 * job's file set. Appended by the generator right after the job's JobCompleted, and by whoever
 * first tells a caller the job is ready (shared/projects/project-pointer.ts).
 */
export const ProjectVersionReadyV1 = accountEvent(
  'ProjectVersionReady',
  1,
  z.object({ project_id: id, sandbox_session: line, job_id: id, deployment_id: line }),
).describe(
  "Same subject as ProjectCreated, compare-and-set on its last sequence, never moved back to an older completion. Appended by the generator right after a project job's JobCompleted (by the gateway for a JobReused, by the scheduler should that gateway have stopped first), and by a gateway or a dispatcher before they first tell a caller that the job is ready, should the generator not have yet: the project's working copy is now that job's file set.",
);

/**
 * A project was erased with every job of it (DELETE /projects/{project_id}): the project's key,
 * which wraps its jobs' keys, is destroyed. Its name is sealed in its earlier events, so this event
 * names it only by hashes and ids: the subject's token, its sandbox session (which names its jobs
 * and its preview) and the key store's name of its key, so whoever finishes the erasure (the
 * projector) needs nothing else.
 */
export const ProjectErasedV1 = accountEvent(
  'ProjectErased',
  1,
  z.object({
    project_key: line.describe("The project subject's token: first 40 hex of SHA-256(account_id, project_id)."),
    sandbox_session: line.describe(
      "The erased project's sandbox session: every job of it carries it. The same project_id used again later starts a new one.",
    ),
    data_key: line.describe("The name of the project's key in the key store (`project.<hash>`), destroyed with the event."),
  }),
).describe(
  "Same subject as ProjectCreated (`projects.<project key>`), compare-and-set on its last sequence: the project's last event until the same project_id is used again (a new ProjectCreated, a new sandbox session, a new key). Appended by the gateway on DELETE /projects/{project_id}; the project key and its jobs' keys are destroyed right after (again by the projector, which finishes every erasure it folds).",
);

/**
 * An operator erased a whole account (DELETE /admin/accounts/{id}): its key, which wraps every key
 * of its jobs and projects, is destroyed; its keys stop working, its webhooks stop, its read-model
 * rows and blobs go.
 */
export const AccountErasedV1 = accountEvent(
  'AccountErased',
  1,
  z.object({ reason: plain.min(1).describe("The operator's reason, for audits.") }),
).describe(
  "Subject `accounts.<account_id>.profile`, the account's last event. Appended by the operators' API (DELETE /admin/accounts/{id}, `actor: admin:<name>`); the account key is destroyed right after.",
);

/** An Idempotency-Key's first use: later retries with the same key and body get this job. */
export const IdempotencyKeyUsedV1 = accountEvent(
  'IdempotencyKeyUsed',
  1,
  z.object({ key_hash: line, body_hash: line, job_id: id }),
).describe(
  'Subject `idempotency.<first 40 hex of SHA-256(account_id, key)>`. Appended by the gateway at the first use of an Idempotency-Key; later retries with the same key and body get this job.',
);

export const WEBHOOK_EVENT_TYPES = ['job.partial', 'job.ready', 'job.failed', 'job.deployed'] as const;
export const WebhookEventTypeSchema = z.enum(WEBHOOK_EVENT_TYPES);
export type WebhookEventType = z.infer<typeof WebhookEventTypeSchema>;

/**
 * A customer registered an endpoint. The secret is kept in the log because every dispatcher must
 * sign with it (Standard Webhooks signatures are symmetric); the API shows it once.
 */
export const WebhookRegisteredV1 = accountEvent(
  'WebhookRegistered',
  1,
  z.object({
    webhook_id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema).min(1),
    secret: z.string().describe('`whsec_` + base64; every dispatcher signs with it.'),
  }),
).describe('Subject `webhooks.<account_id>.<webhook_id>.config` (expected subject sequence 0). Appended by the gateway on POST /webhooks.');

export const WebhookDeletedV1 = accountEvent('WebhookDeleted', 1, z.object({ webhook_id: z.string() })).describe(
  'Same subject as WebhookRegistered, compare-and-set on its last sequence. Appended by the gateway on DELETE /webhooks/{webhook_id}.',
);

/** The endpoint kept failing: no more deliveries go to it. */
export const WebhookDisabledV1 = accountEvent('WebhookDisabled', 1, z.object({ webhook_id: z.string(), reason: z.string() })).describe(
  'Same subject as WebhookRegistered, compare-and-set on its last sequence (once). Appended by a dispatcher when a message gave up after 24 hours of failed attempts.',
);

/**
 * A registration was decided under the account's webhook limit. `pending` carries forward the
 * registrations decided but perhaps not yet appended (this one included), so the next decision
 * counts them even before their WebhookRegistered lands; one whose `until` passed without a
 * registration (its gateway stopped in between) is no longer counted.
 */
export const WebhookSlotReservedV1 = accountEvent(
  'WebhookSlotReserved',
  1,
  z.object({
    webhook_id: z.string(),
    pending: z.array(z.object({ webhook_id: z.string(), until: z.string().describe('ISO 8601; counted until then unless registered.') })),
  }),
).describe(
  'Subject `webhooks.<account_id>.slots`, compare-and-set on its last sequence. Appended by the gateway on POST /webhooks just before the WebhookRegistered, so concurrent registrations cannot pass MAX_WEBHOOKS_PER_ACCOUNT together.',
);

/** One delivery attempt, whatever its outcome; the delivery id is the `webhook-id` header. */
export const WebhookDeliveryAttemptedV1 = accountEvent(
  'WebhookDeliveryAttempted',
  1,
  z.object({
    webhook_id: z.string(),
    event_type: WebhookEventTypeSchema,
    job_id: z.string(),
    delivery_id: z.string().describe('The `webhook-id` header: the same on every attempt of the message.'),
    source_seq: z
      .number()
      .int()
      .positive()
      .describe('Stream sequence of the job event the message tells about (the payload is rebuilt from it).'),
    attempt: z.number().int().positive(),
    status_code: z
      .number()
      .int()
      .min(0)
      .describe("The endpoint's HTTP status; 0 when it gave none (refused address, timeout, connection error)."),
    duration_ms: z.number().int().min(0),
    error: z.string().describe("Plain-language problem; '' when delivered."),
    outcome: z.enum(['delivered', 'retrying', 'gave_up', 'skipped']),
    next_attempt_at: z.string().describe("When the next attempt is due; '' when there is none."),
  }),
).describe(
  'Subject `webhooks.<account_id>.<webhook_id>.attempts`. Appended by a dispatcher after every delivery attempt, whatever its outcome.',
);

export const JOB_EVENT_SCHEMAS = [
  JobRequestedV1,
  JobReusedV1,
  JobAdmittedV1,
  SourceForkedV1,
  JobStartedV1,
  FilesEmittedV1,
  JobProgressedV1,
  UsageRecordedV1,
  JobCompletedV1,
  JobFailedV1,
  DeploymentReportedV1,
  JobRenderedV1,
  JobErasedV1,
] as const;

export const ACCOUNT_EVENT_SCHEMAS = [
  AccountCreatedV1,
  AccountSettingsChangedV1,
  ApiKeyIssuedV1,
  ApiKeyRevokedV1,
  ProjectCreatedV1,
  ProjectVersionReadyV1,
  IdempotencyKeyUsedV1,
  WebhookRegisteredV1,
  WebhookDeletedV1,
  WebhookDisabledV1,
  WebhookDeliveryAttemptedV1,
  WebhookSlotReservedV1,
  ProjectErasedV1,
  AccountErasedV1,
] as const;

export type JobRequested = z.infer<typeof JobRequestedV1>;
export type JobReused = z.infer<typeof JobReusedV1>;
export type JobAdmitted = z.infer<typeof JobAdmittedV1>;
export type JobStarted = z.infer<typeof JobStartedV1>;
export type SourceForked = z.infer<typeof SourceForkedV1>;
export type FilesEmitted = z.infer<typeof FilesEmittedV1>;
export type JobProgressed = z.infer<typeof JobProgressedV1>;
export type UsageRecorded = z.infer<typeof UsageRecordedV1>;
export type JobCompleted = z.infer<typeof JobCompletedV1>;
export type JobFailed = z.infer<typeof JobFailedV1>;
export type DeploymentReported = z.infer<typeof DeploymentReportedV1>;
export type JobRendered = z.infer<typeof JobRenderedV1>;
export type JobErased = z.infer<typeof JobErasedV1>;
export type ProjectErased = z.infer<typeof ProjectErasedV1>;
export type AccountErased = z.infer<typeof AccountErasedV1>;
export type ScreenshotRef = z.infer<typeof ScreenshotRefSchema>;
export type AccountCreated = z.infer<typeof AccountCreatedV1>;
export type AccountSettingsChanged = z.infer<typeof AccountSettingsChangedV1>;
export type ApiKeyIssued = z.infer<typeof ApiKeyIssuedV1>;
export type ApiKeyRevoked = z.infer<typeof ApiKeyRevokedV1>;
export type WebhookRegistered = z.infer<typeof WebhookRegisteredV1>;
export type WebhookDeliveryAttempted = z.infer<typeof WebhookDeliveryAttemptedV1>;

export type JobEvent = z.infer<(typeof JOB_EVENT_SCHEMAS)[number]>;
export type AccountEvent = z.infer<(typeof ACCOUNT_EVENT_SCHEMAS)[number]>;
export type SitewrightEvent = JobEvent | AccountEvent;
export type EventType = SitewrightEvent['type'];

const BY_TYPE_AND_VERSION = new Map<string, z.ZodType<SitewrightEvent>>(
  [...JOB_EVENT_SCHEMAS, ...ACCOUNT_EVENT_SCHEMAS].map((schema) => [
    `${schema.shape.type.value}@${schema.shape.version.value}`,
    schema as z.ZodType<SitewrightEvent>,
  ]),
);

export class UnknownEventError extends Error {
  override readonly name = 'UnknownEventError';
}

// Built once: making a zod schema costs more than parsing with it, and the projector parses
// every event of the log.
const EventHead = z.object({ type: z.string(), version: z.number() });

/** Parses and validates one envelope from the log. */
export function parseEvent(raw: unknown): SitewrightEvent {
  const head = EventHead.safeParse(raw);
  if (!head.success) throw new UnknownEventError('event has no type and version');
  const schema = BY_TYPE_AND_VERSION.get(`${head.data.type}@${head.data.version}`);
  if (!schema) throw new UnknownEventError(`unknown event ${head.data.type}@${head.data.version}`);
  return schema.parse(raw);
}

export function isJobEvent(event: SitewrightEvent): event is JobEvent {
  return 'job_id' in event;
}

/** A job's first event: its request, or a JobReused (requested and ready in one). */
export function opensJob(event: JobEvent): event is JobRequested | JobReused {
  return event.type === 'JobRequested' || event.type === 'JobReused';
}

/** Every catalogued type@version, for the README and the OpenAPI/AsyncAPI-style listing. */
export function catalogueEntries(): { type: string; version: number; schema: z.ZodType }[] {
  return [...JOB_EVENT_SCHEMAS, ...ACCOUNT_EVENT_SCHEMAS].map((schema) => ({
    type: schema.shape.type.value,
    version: schema.shape.version.value,
    schema,
  }));
}
