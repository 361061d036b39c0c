// The body of a delivery: `{ type, timestamp, data }`, where `data` is the job as GET /job shows
// it at the moment of the event, except that files carry path, size and language instead of their
// contents (and `encoding: "base64"` for a binary file, whose size is its decoded bytes). Built from the log alone, as of the event, so a retry or a redelivery sends the same
// bytes.
import type { JobEvent, WebhookEventType } from '../events/catalogue.ts';
import { errorCodeOf, foldJob, type JobState } from '../jobs/job-state.ts';
import type { StoredEvent } from '../event-log/event-log.ts';

/** The webhook event a job event stands for, or null. `before` is the job just before it. */
export function webhookTypeOf(event: JobEvent, before: JobState): WebhookEventType | null {
  switch (event.type) {
    case 'FilesEmitted':
      // Only the change to `partial` is news; later files are not.
      return before.status === 'building' ? 'job.partial' : null;
    case 'JobCompleted':
    case 'JobReused':
      return 'job.ready';
    case 'JobFailed':
      return before.exists && (before.status === 'building' || before.status === 'partial') ? 'job.failed' : null;
    case 'DeploymentReported':
      return before.status === 'ready' ? 'job.deployed' : null;
    default:
      return null;
  }
}

export function webhookData(state: JobState, at: string): Record<string, unknown> {
  const end = state.finishedAt || at;
  return {
    status: state.status,
    // A binary file (image, font) says so; a text file keeps its three fields.
    files: state.files.map((file) =>
      file.encoding === 'base64'
        ? { path: file.path, size: file.size, language: file.language, encoding: file.encoding }
        : { path: file.path, size: file.size, language: file.language },
    ),
    error: state.error,
    error_code: errorCodeOf(state),
    progress: state.progress,
    elapsed_seconds: Math.max(0, Math.round(Date.parse(end) - Date.parse(state.createdAt)) / 1000),
    sandbox_session: state.sandboxSession,
    deployment_id: state.deploymentId,
    job_id: state.jobId,
    project_id: state.projectId ?? '',
    source: state.source,
    created_at: state.createdAt,
    finished_at: state.finishedAt,
    deploy_url: state.deployUrl,
    usage: {
      prompt_tokens: state.usage.promptTokens,
      completion_tokens: state.usage.completionTokens,
      total_tokens: state.usage.totalTokens,
    },
  };
}

export interface WebhookMessage {
  type: WebhookEventType;
  body: string;
  jobEvent: JobEvent;
}

/**
 * The webhook message for the job event at `seq`, from the job's events in log order, or null
 * when that event is not one customers subscribe to.
 */
export function webhookMessageAt(events: StoredEvent<JobEvent>[], seq: number): WebhookMessage | null {
  const index = events.findIndex((stored) => stored.seq === seq);
  if (index === -1) return null;
  const before = foldJob(events.slice(0, index).map((stored) => stored.event));
  const jobEvent = events[index]!.event;
  const type = webhookTypeOf(jobEvent, before);
  if (!type) return null;
  const after = foldJob(events.slice(0, index + 1).map((stored) => stored.event));
  const body = JSON.stringify({ type, timestamp: jobEvent.occurred_at, data: webhookData(after, jobEvent.occurred_at) });
  return { type, body, jobEvent };
}
