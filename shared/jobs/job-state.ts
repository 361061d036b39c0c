// The job state machine's read side: a pure fold over the job's events (evolve). Used by the
// projector (read model), the gateway (commands are checked against the log) and the generator.
import type { FileRef } from '../events/file-ref.ts';
import type { JobEvent, JobSource } from '../events/catalogue.ts';

export type JobStatus = 'building' | 'partial' | 'ready' | 'failed';

export interface JobUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  calls: number;
}

export interface JobState {
  exists: boolean;
  jobId: string;
  accountId: string;
  status: JobStatus;
  query: string;
  projectId: string | null;
  userId: string | null;
  sourceUrl: string | null;
  source: JobSource | '';
  sandboxSession: string;
  searchScore: number;
  base: { kind: 'project' | 'cache'; job_id: string; score: number } | null;
  inputFiles: FileRef[];
  /** Files emitted so far; once ready, exactly the complete file set. */
  files: FileRef[];
  progress: string;
  error: string;
  createdAt: string;
  finishedAt: string;
  deploymentId: string;
  deployUrl: string;
  attempts: number;
  usage: JobUsage;
  /** Number of events folded in. */
  eventCount: number;
}

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
  files: [],
  progress: '',
  error: '',
  createdAt: '',
  finishedAt: '',
  deploymentId: '',
  deployUrl: '',
  attempts: 0,
  usage: Object.freeze({ promptTokens: 0, completionTokens: 0, totalTokens: 0, calls: 0 }),
  eventCount: 0,
}) as JobState;

export function isFinal(status: JobStatus): boolean {
  return status === 'ready' || status === 'failed';
}

export function isActive(state: JobState): boolean {
  return state.exists && !isFinal(state.status);
}

/** Upserts by path, keeping first-emitted order (the order pollers saw them in). */
function mergeFiles(current: FileRef[], emitted: FileRef[]): FileRef[] {
  const byPath = new Map(current.map((file) => [file.path, file]));
  for (const file of emitted) byPath.set(file.path, file);
  return [...byPath.values()];
}

export function evolve(state: JobState, event: JobEvent): JobState {
  const counted = { ...state, eventCount: state.eventCount + 1 };
  if (event.type === 'JobRequested') {
    if (state.exists) return counted;
    return {
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
      progress: 'Queued',
      createdAt: event.occurred_at,
    };
  }
  if (!state.exists) return counted;
  // The server's sequence checks keep events from following a final one; should a stray event
  // still appear, readers must not see a finished job move again.
  if (isFinal(state.status)) {
    if (event.type === 'DeploymentReported' && state.status === 'ready') {
      return { ...counted, deployUrl: event.data.deploy_url };
    }
    return counted;
  }
  switch (event.type) {
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
      return {
        ...counted,
        status: 'ready',
        files: event.data.files,
        progress: event.data.progress,
        deploymentId: event.data.deployment_id,
        finishedAt: event.occurred_at,
      };
    case 'JobFailed':
      return { ...counted, status: 'failed', error: event.data.error, progress: 'Failed', finishedAt: event.occurred_at };
    case 'DeploymentReported':
      return counted;
  }
}

export function foldJob(events: Iterable<JobEvent>): JobState {
  let state = initialJobState;
  for (const event of events) state = evolve(state, event);
  return state;
}
