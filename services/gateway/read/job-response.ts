import type { JobResponse } from '../../../shared/api/schemas.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { JobState } from '../../../shared/jobs/job-state.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';

/** What a poll needs, from either the read model (JobRow) or the log (JobState); see JobState for the four shapes. */
export interface JobView {
  jobId: string;
  status: JobState['status'];
  files: SiteFile[];
  error: string;
  progress: string;
  projectId: string;
  source: JobState['source'];
  createdAt: Date;
  finishedAt: Date | null;
  deploymentId: string;
  deployUrl: string;
  sandboxSession: string;
  /** The quality report; null until the job is ready. */
  checks: SiteChecks | null;
  usage: { promptTokens: number; completionTokens: number; totalTokens: number };
  /** Why a failed job failed (`cancelled`, `engine`, ...); '' otherwise. */
  errorCode: string;
  /** Waiting in its account's queue: 1 + the account's jobs ahead of it; 0 when not waiting. */
  queuePosition: number;
  /** The renderer's screenshots and browser checks (JobRendered); `pending` until then. */
  rendered: JobState['rendered'];
}

/** A file as answers carry it: a text file its three fields, as ever; a binary file `encoding: 'base64'` too. */
export function outputFile(file: SiteFile): JobResponse['files'][number] {
  return file.encoding === 'base64'
    ? { path: file.path, content: file.content, language: file.language, encoding: 'base64' }
    : { path: file.path, content: file.content, language: file.language };
}

/** Where GET /job/{job_id}/screenshots/{page} serves a screenshot. */
export function screenshotUrl(jobId: string, page: string, device: string): string {
  return `/job/${jobId}/screenshots/${encodeURIComponent(page)}?device=${device}`;
}

/** The progress line of a job waiting in its account's queue. */
export function queuedProgress(position: number): string {
  const ahead = position - 1;
  return `Queued: ${ahead} job${ahead === 1 ? '' : 's'} of this account ahead`;
}

/** The answer's fields that the renderer's JobRendered sets: also used to patch a cached answer. */
export function renderedFields(
  jobId: string,
  checks: SiteChecks | null,
  rendered: JobState['rendered'],
): Pick<JobResponse, 'checks' | 'rendered_status' | 'rendered_error' | 'screenshots'> {
  return {
    // `checks` is null until the job is ready; the browser's checks go inside it once there.
    checks: checks && { ...checks, rendered: rendered.status === 'done' ? rendered.checks : null },
    rendered_status: rendered.status,
    // Why there are no screenshots: the renderer's reason for `failed` or `unavailable`.
    rendered_error: rendered.status === 'failed' || rendered.status === 'unavailable' ? rendered.reason : '',
    screenshots: rendered.screenshots.map((shot) => ({
      page: shot.page,
      device: shot.device,
      url: screenshotUrl(jobId, shot.page, shot.device),
      width: shot.width,
      height: shot.height,
    })),
  };
}

export function elapsedSeconds(createdAt: Date, finishedAt: Date | null, now: number): number {
  const end = finishedAt ? finishedAt.getTime() : now;
  return Math.max(0, Math.round(end - createdAt.getTime()) / 1000);
}

export function toJobResponse(view: JobView, now: number = Date.now()): JobResponse {
  return {
    status: view.status,
    files: view.files.map(outputFile),
    error: view.error,
    progress: view.queuePosition > 0 ? queuedProgress(view.queuePosition) : view.progress,
    elapsed_seconds: elapsedSeconds(view.createdAt, view.finishedAt, now),
    sandbox_session: view.sandboxSession,
    deployment_id: view.deploymentId,
    job_id: view.jobId,
    project_id: view.projectId,
    source: view.source,
    created_at: view.createdAt.toISOString(),
    finished_at: view.finishedAt ? view.finishedAt.toISOString() : '',
    deploy_url: view.deployUrl,
    ...renderedFields(view.jobId, view.checks, view.rendered),
    usage: { prompt_tokens: view.usage.promptTokens, completion_tokens: view.usage.completionTokens, total_tokens: view.usage.totalTokens },
    error_code: view.errorCode,
    queue_position: view.queuePosition,
  };
}
