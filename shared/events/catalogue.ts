// The event catalogue: one zod schema per event type and version. Everything appended to the JOBS
// stream is one of these envelopes; the TypeScript types are inferred from the schemas.
import { z } from 'zod';
import { FileRefSchema } from './file-ref.ts';

const envelopeBase = {
  /** Unique id of this event (UUID). */
  id: z.string().min(1),
  occurred_at: z.iso.datetime({ offset: true }),
  account_id: z.string().min(1),
  /** Who appended it: `gateway`, `generator:<id>`, `admin`, ... (for audits). */
  actor: z.string(),
  /** The HTTP request that caused it, when there was one. */
  request_id: z.string().optional(),
};

function jobEvent<const T extends string, D extends z.ZodType>(type: T, version: number, data: D) {
  return z.object({ ...envelopeBase, type: z.literal(type), version: z.literal(version), job_id: z.string().min(1), data });
}

function accountEvent<const T extends string, D extends z.ZodType>(type: T, version: number, data: D) {
  return z.object({ ...envelopeBase, type: z.literal(type), version: z.literal(version), data });
}

export const JobSourceSchema = z.enum(['generated', 'cache', 'fork']);
export type JobSource = z.infer<typeof JobSourceSchema>;

export const JobRequestedV1 = jobEvent(
  'JobRequested',
  1,
  z.object({
    query: z.string(),
    /** Starting files given by the caller (a remix or follow-up edit). */
    files: z.array(FileRefSchema),
    source_url: z.string().nullable(),
    user_id: z.string().nullable(),
    project_id: z.string().nullable(),
    source: JobSourceSchema,
    /** The project's working copy that every job of the same project_id reports; '' without a project. */
    sandbox_session: z.string().default(''),
    /** Similarity of the best earlier ready job of the account that was searched; 0 when none. */
    search_score: z.number().min(0).max(1).default(0),
    /** Where `files` came from when the caller sent none: the project's latest version or a cached result. */
    base: z
      .object({ kind: z.enum(['project', 'cache']), job_id: z.string(), score: z.number().min(0).max(1) })
      .nullable()
      .default(null),
  }),
);

export const SourceForkedV1 = jobEvent(
  'SourceForked',
  1,
  z.object({
    source_url: z.string(),
    final_url: z.string(),
    files: z.array(FileRefSchema),
    skipped: z.array(z.object({ url: z.string(), reason: z.string() })),
  }),
);

export const JobStartedV1 = jobEvent(
  'JobStarted',
  1,
  z.object({ attempt: z.number().int().positive(), generator_id: z.string(), engine: z.string() }),
);

export const FilesEmittedV1 = jobEvent(
  'FilesEmitted',
  1,
  z.object({ files: z.array(FileRefSchema).min(1), progress: z.string() }),
);

export const JobProgressedV1 = jobEvent('JobProgressed', 1, z.object({ progress: z.string() }));

export const UsageRecordedV1 = jobEvent(
  'UsageRecorded',
  1,
  z.object({
    model: z.string(),
    prompt_tokens: z.number().int().nonnegative(),
    completion_tokens: z.number().int().nonnegative(),
    total_tokens: z.number().int().nonnegative(),
    prompt_version: z.string(),
  }),
);

export const JobCompletedV1 = jobEvent(
  'JobCompleted',
  1,
  z.object({
    /** The complete file set to deploy. */
    files: z.array(FileRefSchema),
    /** Content hash of the file set: same files, same id. */
    deployment_id: z.string(),
    progress: z.string(),
  }),
);

export const JobFailedV1 = jobEvent(
  'JobFailed',
  1,
  z.object({
    /** Plain-language reason shown to the caller. */
    error: z.string().min(1),
    /** Machine-readable reason for analytics: `engine`, `invalid_output`, `max_deliveries`, ... */
    reason: z.string(),
  }),
);

export const DeploymentReportedV1 = jobEvent(
  'DeploymentReported',
  1,
  z.object({ deploy_url: z.string(), deployment_id: z.string() }),
);

export const AccountCreatedV1 = accountEvent(
  'AccountCreated',
  1,
  z.object({
    name: z.string(),
    rate_limit_per_minute: z.number().int().positive(),
    burst: z.number().int().positive(),
  }),
);

export const ApiKeyIssuedV1 = accountEvent(
  'ApiKeyIssued',
  1,
  z.object({
    key_id: z.string(),
    /** SHA-256 of the whole key; the key itself is never stored. */
    key_hash: z.string().regex(/^[0-9a-f]{64}$/),
    label: z.string(),
  }),
);

export const ApiKeyRevokedV1 = accountEvent('ApiKeyRevoked', 1, z.object({ key_id: z.string() }));

/** A project's first job: fixes its sandbox session for good. */
export const ProjectCreatedV1 = accountEvent('ProjectCreated', 1, z.object({ project_id: z.string(), sandbox_session: z.string() }));

/**
 * A project job became ready: the project's working copy (next edits, the preview) is now that
 * job's file set. Appended by the generator right after the job's JobCompleted.
 */
export const ProjectVersionReadyV1 = accountEvent(
  'ProjectVersionReady',
  1,
  z.object({ project_id: z.string(), sandbox_session: z.string(), job_id: z.string(), deployment_id: z.string() }),
);

/** An Idempotency-Key's first use: later retries with the same key and body get this job. */
export const IdempotencyKeyUsedV1 = accountEvent(
  'IdempotencyKeyUsed',
  1,
  z.object({ key_hash: z.string(), body_hash: z.string(), job_id: z.string() }),
);

export const JOB_EVENT_SCHEMAS = [
  JobRequestedV1,
  SourceForkedV1,
  JobStartedV1,
  FilesEmittedV1,
  JobProgressedV1,
  UsageRecordedV1,
  JobCompletedV1,
  JobFailedV1,
  DeploymentReportedV1,
] as const;

export const ACCOUNT_EVENT_SCHEMAS = [AccountCreatedV1, ApiKeyIssuedV1, ApiKeyRevokedV1, ProjectCreatedV1, ProjectVersionReadyV1, IdempotencyKeyUsedV1] as const;

export type JobRequested = z.infer<typeof JobRequestedV1>;
export type JobStarted = z.infer<typeof JobStartedV1>;
export type SourceForked = z.infer<typeof SourceForkedV1>;
export type FilesEmitted = z.infer<typeof FilesEmittedV1>;
export type JobProgressed = z.infer<typeof JobProgressedV1>;
export type UsageRecorded = z.infer<typeof UsageRecordedV1>;
export type JobCompleted = z.infer<typeof JobCompletedV1>;
export type JobFailed = z.infer<typeof JobFailedV1>;
export type DeploymentReported = z.infer<typeof DeploymentReportedV1>;
export type AccountCreated = z.infer<typeof AccountCreatedV1>;
export type ApiKeyIssued = z.infer<typeof ApiKeyIssuedV1>;
export type ApiKeyRevoked = z.infer<typeof ApiKeyRevokedV1>;

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

/** Parses and validates one envelope from the log. */
export function parseEvent(raw: unknown): SitewrightEvent {
  const head = z.object({ type: z.string(), version: z.number() }).safeParse(raw);
  if (!head.success) throw new UnknownEventError('event has no type and version');
  const schema = BY_TYPE_AND_VERSION.get(`${head.data.type}@${head.data.version}`);
  if (!schema) throw new UnknownEventError(`unknown event ${head.data.type}@${head.data.version}`);
  return schema.parse(raw);
}

export function isJobEvent(event: SitewrightEvent): event is JobEvent {
  return 'job_id' in event;
}

/** Every catalogued type@version, for the README and the OpenAPI/AsyncAPI-style listing. */
export function catalogueEntries(): { type: string; version: number; schema: z.ZodType }[] {
  return [...JOB_EVENT_SCHEMAS, ...ACCOUNT_EVENT_SCHEMAS].map((schema) => ({
    type: schema.shape.type.value,
    version: schema.shape.version.value,
    schema,
  }));
}
