// Polls are answered from the read model; a job the projector has not reached yet is answered
// from the log itself, so a poll right after POST /generate never 404s (read-your-writes).
// The same goes for a job that ended in the log before the projector got to its last event, and
// for a running job this gateway already follows (its history is in memory).
// An erased job (issue 31) is refused with the erased 404 on every path: the log folds it erased, and
// what this gateway heard erased (erasure/erasures.ts) is refused before the read model forgets it.
// A project job is shown ready only once its project's pointer is at it or past it
// (projects/confirmed-versions.ts), whichever way it is read: an edit sent on seeing `ready`
// starts from that version.
import type { EntityManager } from '@mikro-orm/postgresql';
import { LRUCache } from 'lru-cache';
import { siteFileOf, type BlobStore } from '../../../shared/blobs/blob-store.ts';
import { isDatabaseDown } from '../../../shared/db/database-down.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { errorCodeOf, initialJobState, isQueued, type JobState } from '../../../shared/jobs/job-state.ts';
import { isFinal } from '../../../shared/jobs/job-status.ts';
import { historyStartingWith, type EventLog, type JobHistory, type StoredEvent } from '../../../shared/event-log/event-log.ts';
import type { JobEvent } from '../../../shared/events/catalogue.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import type { JobView } from './job-response.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';
import type { Erasure, Erasures } from '../erasure/erasures.ts';
import { jobErased } from '../http/refusals.ts';
import { completedSeqOf } from '../../../shared/projects/project-pointer.ts';
import type { ConfirmedVersions } from '../projects/confirmed-versions.ts';

export interface JobReader {
  /**
   * The job as its owner sees it, or null when it does not exist for this account. `jobId` must be
   * well-formed. Throws the erased 404 (ApiError `erased`) for the owner's erased job.
   */
  read(jobId: string, accountId: string): Promise<JobView | null>;
  /** The same, folded from the log itself: for answers that must include an event just heard of. */
  readFromLog(jobId: string, accountId: string): Promise<JobView | null>;
  /**
   * Starts following a job from the JobRequested this gateway has just appended: its polls are
   * then read on from the log, asking only for the events after it.
   */
  follow(requested: StoredEvent<JobEvent>): void;
  /** Drops the followed histories an erasure names. */
  forgetErased(erasure: Erasure): void;
}

/** One read-model row as the SQL below returns it (see JobState for the four shapes of a job). */
interface JobRow {
  id: string;
  status: JobState['status'];
  error: string;
  progress: string;
  project_id: string | null;
  source: JobState['source'];
  created_at: Date | string;
  finished_at: Date | string | null;
  deployment_id: string;
  deploy_url: string;
  sandbox_session: string;
  prompt_tokens: string | number;
  completion_tokens: string | number;
  total_tokens: string | number;
  failure_reason: string;
  queued: boolean;
  checks: SiteChecks | null;
  /** null in rows written before the renderer (their snapshots lack it). */
  rendered: JobState['rendered'] | null;
}

// The job, then its files with their bodies in emitted order: a row per file, so a job of several
// MiB arrives as rows parsed one by one, never as one JSON value parsed in one go on the event loop
// (an aggregate of 6 MiB held it for about 80 ms). A final job's files never change; a running
// job's may have grown between the two reads, which only shows its progress a little sooner.
const READ_JOB_SQL = `
  select j.id, j.status, j.error, j.progress, j.project_id, j.source, j.created_at, j.finished_at,
         j.deployment_id, j.deploy_url, j.sandbox_session, j.state->'checks' as checks, j.state->'rendered' as rendered,
         j.prompt_tokens, j.completion_tokens, j.total_tokens, coalesce(j.state->>'failureReason', '') as failure_reason, j.queued
    from jobs j
   where j.id = ? and j.account_id = ?`;

const READ_FILES_SQL = `
  select f.path, b.content, f.language, b.encoding
    from job_files f join blobs b on b.account_id = f.account_id and b.digest = f.digest
   where f.job_id = ?
   order by f.position`;

// The account's jobs waiting ahead of this one, in request order (a partial index of waiting jobs).
const JOBS_AHEAD_SQL = `
  select count(*)::int as ahead
    from jobs
   where account_id = ? and queued and (created_at, id) < (?::timestamptz, ?)`;

const asDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));

export function viewFromState(state: JobState, files: SiteFile[]): JobView {
  return {
    jobId: state.jobId,
    status: state.status,
    files,
    error: state.error,
    progress: state.progress,
    projectId: state.projectId ?? '',
    source: state.source,
    createdAt: new Date(state.createdAt),
    finishedAt: state.finishedAt ? new Date(state.finishedAt) : null,
    deploymentId: state.deploymentId,
    deployUrl: state.deployUrl,
    sandboxSession: state.sandboxSession,
    checks: state.checks ?? null,
    usage: { promptTokens: state.usage.promptTokens, completionTokens: state.usage.completionTokens, totalTokens: state.usage.totalTokens },
    errorCode: errorCodeOf(state),
    queuePosition: 0,
    rendered: state.rendered,
  };
}

/** Roughly what a history holds in memory: enough to weigh entries fairly. */
function historyBytes(history: JobHistory): number {
  let bytes = 256;
  for (const { event } of history.events) bytes += 512 + ('files' in event.data ? event.data.files.length * 256 : 0);
  return bytes;
}

export function createJobReader(
  deps: { em: EntityManager; log: EventLog; blobs: BlobStore; versions: ConfirmedVersions; erasures: Erasures },
  options: { historyCacheBytes: number },
): JobReader {
  // Running jobs' histories, so the read after each change of a followed job (long poll, event
  // stream) asks the log for the new events only, not for the whole job again. Events never change;
  // a final job leaves (its answer is kept by the final-job cache). A job this gateway accepted is
  // followed from its JobRequested on: the poll that comes right after POST /generate would
  // otherwise ask the read model, which has not reached the job yet, and then read it whole from
  // the log.
  const histories = new LRUCache<string, JobHistory>({ maxSize: options.historyCacheBytes, sizeCalculation: historyBytes });
  /** A waiting job's place in its account's queue, as far as the read model has seen the others. */
  const placed = async (view: JobView, queued: boolean, accountId: string): Promise<JobView> => {
    if (!queued) return view;
    let ahead = 0;
    try {
      const rows = await deps.em
        .getConnection()
        .execute<{ ahead: number }[]>(JOBS_AHEAD_SQL, [accountId, view.createdAt.toISOString(), view.jobId], 'all');
      ahead = Number(rows[0]?.ahead ?? 0);
    } catch (error) {
      // While the database is down the place is unknown; the job is still shown as waiting.
      if (!isDatabaseDown(error)) throw error;
    }
    return { ...view, queuePosition: ahead + 1 };
  };
  const readFromLog = async (jobId: string, accountId: string): Promise<JobView | null> => {
    const history = await deps.log.readJob(jobId, histories.get(jobId));
    if (!history.state.exists || history.state.accountId !== accountId) return null;
    if (deps.erasures.marked(history.state).erased) {
      histories.delete(jobId);
      throw jobErased();
    }
    if (isFinal(history.state.status)) histories.delete(jobId);
    else histories.set(jobId, history);
    const [files] = await Promise.all([
      deps.blobs.getFiles(accountId, history.state.files),
      deps.versions.confirm(history.state, completedSeqOf(history)),
    ]);
    return await placed(viewFromState(history.state, files), isQueued(history.state), accountId);
  };
  return {
    read: async (jobId, accountId) => {
      // A running job this gateway follows is read on from the log: one direct get for what is
      // new, where the read model would gather the job and every file body again (and lag).
      if (histories.has(jobId)) return await readFromLog(jobId, accountId);
      let row: JobRow | undefined;
      try {
        row = (await deps.em.getConnection().execute<JobRow[]>(READ_JOB_SQL, [jobId, accountId], 'all'))[0];
      } catch (error) {
        // The log holds every job: while the database is down, polls are answered from it.
        if (!isDatabaseDown(error)) throw error;
      }
      // A job the read model still shows running may already have ended in the log: one direct
      // get tells, so a poll never reports an older state than a final one the log holds.
      const endedInLog =
        row && row.status !== 'ready' && row.status !== 'failed' && (await deps.log.last(jobSubject(jobId, 'finished'))) !== null;
      if (row && deps.erasures.jobErased({ jobId, accountId, sandboxSession: row.sandbox_session })) throw jobErased();
      if (row && !endedInLog) {
        const [files] = await Promise.all([
          deps.em
            .getConnection()
            .execute<{ path: string; content: string; language: string; encoding: string }[]>(READ_FILES_SQL, [jobId], 'all'),
          deps.versions.confirm({
            jobId,
            accountId,
            status: row.status,
            projectId: row.project_id,
            sandboxSession: row.sandbox_session,
            deploymentId: row.deployment_id,
          }),
        ]);
        const view: JobView = {
          jobId: row.id,
          status: row.status,
          files: files.map((file) => siteFileOf(file, file.content)),
          error: row.error,
          progress: row.progress,
          projectId: row.project_id ?? '',
          source: row.source,
          createdAt: asDate(row.created_at),
          finishedAt: row.finished_at ? asDate(row.finished_at) : null,
          deploymentId: row.deployment_id,
          deployUrl: row.deploy_url,
          sandboxSession: row.sandbox_session,
          checks: row.checks ?? null,
          usage: {
            promptTokens: Number(row.prompt_tokens),
            completionTokens: Number(row.completion_tokens),
            totalTokens: Number(row.total_tokens),
          },
          errorCode: row.status === 'failed' ? row.failure_reason : '',
          queuePosition: 0,
          rendered: row.rendered ?? initialJobState.rendered,
        };
        return await placed(view, row.queued, accountId);
      }
      return await readFromLog(jobId, accountId);
    },
    readFromLog,
    follow: (requested) => {
      histories.set(requested.event.job_id, historyStartingWith(requested));
    },
    forgetErased: (erasure) => {
      if (erasure.kind === 'job') histories.delete(erasure.jobId);
      else if (erasure.kind === 'unknown') histories.clear();
      else {
        const named = (state: JobState) =>
          state.accountId === erasure.accountId && (erasure.kind === 'account' || state.sandboxSession === erasure.sandboxSession);
        for (const [jobId] of [...histories.entries()].filter(([, history]) => named(history.state))) histories.delete(jobId);
      }
    },
  };
}
