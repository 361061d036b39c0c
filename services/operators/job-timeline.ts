// A job's history as a readable table: one row per event with its time, actor, event and what it
// changed (status moves included). Pure, so it is tested without a stack; `npm run audit` prints it.
import type { JobEvent } from '../../shared/events/catalogue.ts';
import { evolve, initialJobState, type JobState } from '../../shared/jobs/job-state.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';

export interface TimelineRow {
  seq: string;
  time: string;
  /** Seconds since the job was requested. */
  after: string;
  actor: string;
  event: string;
  change: string;
}

const quote = (text: string, max = 70) => JSON.stringify(text.length > max ? `${text.slice(0, max - 1)}…` : text);

function size(bytes: number): string {
  return bytes < 1024 ? `${bytes} B` : bytes < 1024 * 1024 ? `${(bytes / 1024).toFixed(1)} KB` : `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

function listFiles(files: { path: string; size: number }[], max = 4): string {
  const shown = files.slice(0, max).map((file) => `${file.path} (${size(file.size)})`);
  return files.length > max ? `${shown.join(', ')} and ${files.length - max} more` : shown.join(', ');
}

function describe(event: JobEvent): string {
  switch (event.type) {
    case 'JobRequested': {
      const parts = [`${event.data.source} job for ${quote(event.data.query)}`];
      if (event.data.project_id) parts.push(`project ${event.data.project_id}`);
      if (event.data.files.length > 0) parts.push(`${event.data.files.length} starting files`);
      if (event.data.base) parts.push(`starts from ${event.data.base.kind} ${event.data.base.job_id}`);
      if (event.data.source_url) parts.push(`fork of ${event.data.source_url}`);
      return parts.join('; ');
    }
    case 'JobReused': {
      const parts = [`${event.data.source} job for ${quote(event.data.query)}`];
      if (event.data.project_id) parts.push(`project ${event.data.project_id}`);
      parts.push(
        `the result of ${event.data.base.kind} ${event.data.base.job_id} unchanged: ${event.data.files.length} files, ${event.data.deployment_id}`,
      );
      return parts.join('; ');
    }
    case 'JobAdmitted':
      return `admitted after ${(event.data.waited_ms / 1000).toFixed(3)}s in the account's queue`;
    case 'SourceForked':
      return `copied ${event.data.files.length} files from ${event.data.final_url}${event.data.skipped.length ? `, skipped ${event.data.skipped.length}` : ''}`;
    case 'JobStarted':
      return `attempt ${event.data.attempt} on ${event.data.generator_id} (engine ${event.data.engine})`;
    case 'FilesEmitted':
      return `+ ${listFiles(event.data.files)}; ${quote(event.data.progress, 50)}`;
    case 'JobProgressed':
      return `progress ${quote(event.data.progress)}`;
    case 'UsageRecorded':
      return `${event.data.model}: ${event.data.prompt_tokens} prompt + ${event.data.completion_tokens} completion = ${event.data.total_tokens} tokens`;
    case 'JobCompleted':
      return `${event.data.files.length} files, ${event.data.deployment_id}`;
    case 'JobFailed':
      return `${event.data.reason}: ${quote(event.data.error, 90)}`;
    case 'DeploymentReported':
      return `deployed at ${event.data.deploy_url}`;
    case 'JobRendered':
      return event.data.status === 'done'
        ? `rendered: ${event.data.screenshots.length} screenshots, ${event.data.checks?.problem_count ?? 0} browser problems`
        : `rendered ${event.data.status}: ${quote(event.data.reason, 90)}`;
    case 'JobErased':
      return `erased (${event.data.by === 'customer' ? 'by the customer' : "past the account's retention"})`;
  }
}

export function timelineRows(events: readonly StoredEvent<JobEvent>[]): TimelineRow[] {
  let state: JobState = initialJobState;
  const start = events[0] ? Date.parse(events[0].event.occurred_at) : 0;
  return events.map(({ seq, event }) => {
    const before = state;
    state = evolve(state, event);
    const moved = !before.exists
      ? `status ${state.status}`
      : before.status !== state.status
        ? `status ${before.status} -> ${state.status}`
        : '';
    return {
      seq: String(seq),
      time: event.occurred_at,
      after: `+${((Date.parse(event.occurred_at) - start) / 1000).toFixed(3)}s`,
      actor: event.actor,
      event: `${event.type}@${event.version}`,
      // An erased event is a tombstone: its sealed fields are placeholders, not what was written.
      change: [moved, event.erased ? 'erased: its personal data is gone' : describe(event)].filter(Boolean).join('; '),
    };
  });
}

const HEADERS: TimelineRow = { seq: 'seq', time: 'time', after: 'after', actor: 'actor', event: 'event', change: 'what changed' };

export function renderTimeline(jobId: string, events: readonly StoredEvent<JobEvent>[]): string {
  const rows = timelineRows(events);
  const state = events.reduce((current, stored) => evolve(current, stored.event), initialJobState);
  const columns = Object.keys(HEADERS) as (keyof TimelineRow)[];
  const widths = columns.map((column) => Math.max(HEADERS[column].length, ...rows.map((row) => row[column].length)));
  const line = (row: TimelineRow) =>
    columns
      .map((column, i) => (i === columns.length - 1 ? row[column] : row[column].padEnd(widths[i]!)))
      .join('  ')
      .trimEnd();
  const summary =
    `Job ${jobId} of ${state.accountId}: ${state.status}${state.erased ? ' (erased)' : ''}` +
    `${state.finishedAt ? ` after ${((Date.parse(state.finishedAt) - Date.parse(state.createdAt)) / 1000).toFixed(3)} s` : ''}, ` +
    `${events.length} events, ${state.usage.totalTokens} tokens${state.error ? `, error ${quote(state.error, 90)}` : ''}`;
  const rule = columns.map((_, i) => '-'.repeat(widths[i]!)).join('  ');
  return [summary, '', line(HEADERS), rule, ...rows.map(line)].join('\n');
}
