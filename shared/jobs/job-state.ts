// The job state machine's read side: a pure fold over the job's events (evolve). Used by the
// projector (read model), the gateway (commands are checked against the log) and the generator.
import { z } from 'zod';
import { FileRefSchema, type FileRef } from '../events/file-ref.ts';
import { JobSourceSchema, opensJob, type JobCompleted, type JobEvent } from '../events/catalogue.ts';
import { SiteChecksSchema } from './site-checks.ts';
import { RENDER_DEVICES, RENDERED_STATUSES, RenderedChecksSchema } from './rendered-checks.ts';
import { isFinal, JOB_STATUSES, type JobStatus } from './job-status.ts';
import { DesignTokensSchema } from '../design/design-tokens.ts';
import { EditTargetSchema } from './edit-scope.ts';

export const JobStatusSchema = z.enum(JOB_STATUSES);
// Re-exported: readers of a job's state (the generator among them) take its status rules from here too.
export type { JobStatus };
export { isFinal };

const JobUsageSchema = z.object({
  promptTokens: z.number().int().nonnegative(),
  completionTokens: z.number().int().nonnegative(),
  totalTokens: z.number().int().nonnegative(),
  calls: z.number().int().nonnegative(),
});
export type JobUsage = z.infer<typeof JobUsageSchema>;

/**
 * A job as the log knows it: the fold of its events (evolve), with everything a decision needs
 * (owner, inputs, attempts, usage). One of four shapes of a job, each for one side:
 * - JobState (here): the write side's truth, folded from events; commands are decided on it.
 * - JobRow (services/gateway/read/job-reader.ts): one row of the read model as SQL returns it.
 * - JobView (services/gateway/read/job-response.ts): what a poll needs, built from a JobRow or a
 *   JobState, so the gateway answers alike from the read model or from the log.
 * - JobResponse (shared/api/schemas.ts): the HTTP body of GET /job, the spec's field names.
 * A schema, not only a type, because the read model keeps it as a snapshot (job-state-snapshot.ts)
 * that is validated when read back.
 */
export const JobStateSchema = z.object({
  exists: z.boolean(),
  jobId: z.string(),
  accountId: z.string(),
  status: JobStatusSchema,
  query: z.string(),
  projectId: z.string().nullable(),
  userId: z.string().nullable(),
  sourceUrl: z.string().nullable(),
  source: z.union([JobSourceSchema, z.literal('')]),
  sandboxSession: z.string(),
  searchScore: z.number(),
  base: z.object({ kind: z.enum(['project', 'cache']), job_id: z.string(), score: z.number() }).nullable(),
  inputFiles: z.array(FileRefSchema),
  /** The brand, the edit's target and the locked files of the request (issue 27); empty in snapshots written before them. */
  designTokens: DesignTokensSchema.default([]),
  target: EditTargetSchema.nullable().default(null),
  lockedPaths: z.array(z.string()).default([]),
  /** Files emitted so far; once ready, exactly the complete file set. */
  files: z.array(FileRefSchema),
  progress: z.string(),
  error: z.string(),
  /** Machine-readable reason of a failure (`engine`, `cancelled`, `quota_exceeded`, ...); '' otherwise. */
  failureReason: z.string(),
  createdAt: z.string(),
  finishedAt: z.string(),
  deploymentId: z.string(),
  deployUrl: z.string(),
  attempts: z.number().int().nonnegative(),
  /** The scheduler admitted the job to the generators (JobAdmitted); false in snapshots written before admissions. */
  admitted: z.boolean().default(false),
  usage: JobUsageSchema,
  /** The quality report of a ready job; null before it is ready (and for jobs finished before reports existed). */
  checks: SiteChecksSchema.nullable(),
  /** Number of events folded in. */
  eventCount: z.number().int().nonnegative(),
  /** The job's personal data was erased (JobErased, issue 31); false in snapshots written before erasure. */
  erased: z.boolean().default(false),
  /** What the renderer saw of the ready job (JobRendered); `pending` until then, and in snapshots written before the renderer. */
  rendered: z
    .object({
      status: z.enum(RENDERED_STATUSES),
      reason: z.string(),
      checks: RenderedChecksSchema.nullable(),
      screenshots: z.array(
        z.object({
          page: z.string(),
          device: z.enum(RENDER_DEVICES),
          digest: z.string(),
          width: z.number(),
          height: z.number(),
          bytes: z.number(),
        }),
      ),
    })
    .default({ status: 'pending', reason: '', checks: null, screenshots: [] }),
});
export type JobState = z.infer<typeof JobStateSchema>;

export const initialJobState: JobState = Object.freeze({
  exists: false,
  jobId: '',
  accountId: '',
  status: 'building',
  query: '',
  projectId: null,
  userId: null,
  sourceUrl: null,
  source: '',
  sandboxSession: '',
  searchScore: 0,
  base: null,
  inputFiles: [],
  designTokens: [],
  target: null,
  lockedPaths: [],
  files: [],
  progress: '',
  error: '',
  failureReason: '',
  createdAt: '',
  finishedAt: '',
  deploymentId: '',
  deployUrl: '',
  attempts: 0,
  admitted: false,
  usage: Object.freeze({ promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0 }),
  checks: null,
  eventCount: 0,
  erased: false,
  rendered: Object.freeze({ status: 'pending', reason: '', checks: null, screenshots: [] }),
}) as JobState;

/** The error code a caller sees for a failed job: the failure's reason; '' for any other job. */
export function errorCodeOf(state: Pick<JobState, 'status' | 'failureReason'>): string {
  return state.status === 'failed' ? state.failureReason : '';
}

/**
 * Waiting in its account's queue: requested, neither admitted nor started nor ended. A job of a log
 * from before the scheduler that a generator started is not waiting (it was never admitted).
 */
export function isQueued(state: Pick<JobState, 'exists' | 'status' | 'admitted' | 'attempts'>): boolean {
  return state.exists && state.status === 'building' && !state.admitted && state.attempts === 0;
}

export function isActive(state: JobState): boolean {
  return state.exists && !isFinal(state.status);
}

/** The job as one account sees it: another account's job does not exist for it (a 404, never a 403). */
export function asSeenBy(state: JobState, accountId: string): JobState {
  return state.accountId === accountId ? state : initialJobState;
}

/** Upserts by path, keeping first-emitted order (the order pollers saw them in). */
function mergeFiles(current: FileRef[], emitted: FileRef[]): FileRef[] {
  const byPath = new Map(current.map((file) => [file.path, file]));
  for (const file of emitted) byPath.set(file.path, file);
  return [...byPath.values()];
}

/** The job ready with its complete file set, from a JobCompleted or a JobReused. */
function readyWith(
  state: JobState,
  result: Pick<JobCompleted['data'], 'files' | 'progress' | 'deployment_id' | 'checks'>,
  at: string,
): JobState {
  return {
    ...state,
    status: 'ready',
    files: result.files,
    progress: result.progress,
    deploymentId: result.deployment_id,
    finishedAt: at,
    checks: result.checks,
  };
}

/** What is left of a job once its personal data is erased. */
function erasedState(state: JobState): JobState {
  return {
    ...state,
    erased: true,
    query: '',
    userId: null,
    sourceUrl: null,
    inputFiles: [],
    designTokens: [],
    target: null,
    lockedPaths: [],
    files: [],
    progress: '',
    error: state.error ? 'Erased.' : '',
    deployUrl: '',
    checks: null,
    rendered: { ...state.rendered, reason: '', checks: null, screenshots: [] },
  };
}

/**
 * One more of the job's events. An erased job stays erased whatever follows, and a job whose
 * events read as erased (their key is destroyed: `erased: true`, placeholders in the sealed
 * fields) is erased from its first event on, so a replay after an erasure folds what the live
 * read model keeps: nothing personal.
 */
export function evolve(state: JobState, event: JobEvent): JobState {
  const next = evolveOnce(state, event);
  return next.exists && (state.erased || event.erased === true) ? erasedState(next) : next;
}

function evolveOnce(state: JobState, event: JobEvent): JobState {
  const counted = { ...state, eventCount: state.eventCount + 1 };
  if (opensJob(event)) {
    if (state.exists) return counted;
    const requested: JobState = {
      ...counted,
      exists: true,
      jobId: event.job_id,
      accountId: event.account_id,
      status: 'building',
      query: event.data.query,
      projectId: event.data.project_id,
      userId: event.data.user_id,
      sourceUrl: event.data.source_url,
      source: event.data.source,
      sandboxSession: event.data.sandbox_session,
      searchScore: event.data.search_score,
      base: event.data.base,
      inputFiles: event.data.files,
      designTokens: event.data.design_tokens ?? [],
      target: event.data.target ?? null,
      lockedPaths: event.data.locked_paths ?? [],
      progress: 'Queued',
      createdAt: event.occurred_at,
    };
    // A JobReused is requested and ready in one event: an earlier result, unchanged.
    return event.type === 'JobRequested' ? requested : readyWith(requested, event.data, event.occurred_at);
  }
  if (!state.exists) return counted;
  // Whatever the status, an erased job keeps only what is no one's data: ids, times, sizes, statuses.
  if (event.type === 'JobErased') return erasedState(counted);
  // The server's sequence checks keep events from following a final one; should a stray event
  // still appear, readers must not see a finished job move again.
  if (isFinal(state.status)) {
    if (event.type === 'DeploymentReported' && state.status === 'ready') {
      return { ...counted, deployUrl: event.data.deploy_url };
    }
    // Rendered once (the server refuses a second append); a stray second one changes nothing.
    if (event.type === 'JobRendered' && state.status === 'ready' && state.rendered.status === 'pending') {
      const { status, reason, checks, screenshots } = event.data;
      return { ...counted, rendered: { status, reason, checks, screenshots } };
    }
    return counted;
  }
  switch (event.type) {
    case 'JobAdmitted':
      return { ...counted, admitted: true };
    case 'SourceForked':
      return { ...counted, inputFiles: event.data.files, progress: `Copied ${event.data.files.length} files from ${event.data.final_url}` };
    case 'JobStarted':
      return { ...counted, attempts: event.data.attempt, progress: state.progress === 'Queued' ? 'Starting' : state.progress };
    case 'FilesEmitted':
      return { ...counted, status: 'partial', files: mergeFiles(state.files, event.data.files), progress: event.data.progress };
    case 'JobProgressed':
      return { ...counted, progress: event.data.progress };
    case 'UsageRecorded':
      return {
        ...counted,
        usage: {
          promptTokens: state.usage.promptTokens + event.data.prompt_tokens,
          completionTokens: state.usage.completionTokens + event.data.completion_tokens,
          totalTokens: state.usage.totalTokens + event.data.total_tokens,
          calls: state.usage.calls + 1,
        },
      };
    case 'JobCompleted':
      return readyWith(counted, event.data, event.occurred_at);
    case 'JobFailed':
      return {
        ...counted,
        status: 'failed',
        error: event.data.error,
        failureReason: event.data.reason,
        progress: 'Failed',
        finishedAt: event.occurred_at,
      };
    case 'DeploymentReported':
    case 'JobRendered':
      // Only a ready job is deployed or rendered.
      return counted;
  }
}

export function foldJob(events: Iterable<JobEvent>): JobState {
  let state = initialJobState;
  for (const event of events) state = evolve(state, event);
  return state;
}
