// Jobs, their files, their deployments and the accounts' token totals. A batch loads the states
// of the jobs it touches that are not cached (one query), folds every event with the pure
// `evolve`, and writes each job's final row once, whatever number of its events the batch held.
// The rows are serialised while folding; the bodies the blob table lacks are found and fetched
// last (blob-writer.ts). An erased job (issue 31: folded erased, or named by its project's or its
// account's erasure) has no row: its rows are deleted (erasure/erased-rows.ts) and it is remembered
// as no job at all, so a stray later event cannot write one again.
import { isJobEvent, type JobEvent } from '../../../shared/events/catalogue.ts';
import type { FileRef } from '../../../shared/events/file-ref.ts';
import { recordReusableSql } from '../../../shared/db/reusable-results.ts';
import { evolve, initialJobState, isQueued, type JobState } from '../../../shared/jobs/job-state.ts';
import { fromSnapshot, toSnapshot } from '../../../shared/jobs/job-state-snapshot.ts';
import { isReusable } from '../../../shared/jobs/reusable-result.ts';
import type { StoredEvent } from '../../../shared/event-log/event-log.ts';
import type { BlobWriter, BodyRef } from '../blob-writer.ts';
import type { Projection } from '../projection.ts';
import type { RecentStates } from '../recent-states.ts';
import { requestedIn } from '../requested-in-batch.ts';
import { erasedWith, erasuresIn, noErasures, storedJobsErasedWith } from '../erasure/batch-erasures.ts';
import { erasedBodies, eraseJobRows, type ErasedBodies } from '../erasure/erased-rows.ts';
import { deleteRows, insertRows, statementWithRows, updateRows, type Column, type Db, type Write } from '../sql/row-set.ts';

interface JobRow {
  state: JobState;
  seq: number;
}

const iso = (value: string) => (value ? new Date(value).toISOString() : null);

/** One entry per column of `jobs`; a new column is one more entry here. */
export const JOB_COLUMNS: Column<JobRow>[] = [
  { name: 'id', type: 'text', value: ({ state }) => state.jobId },
  { name: 'account_id', type: 'text', value: ({ state }) => state.accountId },
  { name: 'status', type: 'text', value: ({ state }) => state.status },
  { name: 'query', type: 'text', value: ({ state }) => state.query },
  { name: 'project_id', type: 'text', value: ({ state }) => state.projectId },
  { name: 'user_id', type: 'text', value: ({ state }) => state.userId },
  { name: 'source_url', type: 'text', value: ({ state }) => state.sourceUrl },
  { name: 'source', type: 'text', value: ({ state }) => state.source },
  { name: 'sandbox_session', type: 'text', value: ({ state }) => state.sandboxSession },
  { name: 'progress', type: 'text', value: ({ state }) => state.progress },
  { name: 'error', type: 'text', value: ({ state }) => state.error },
  { name: 'created_at', type: 'timestamptz', value: ({ state }) => iso(state.createdAt) },
  { name: 'finished_at', type: 'timestamptz', value: ({ state }) => iso(state.finishedAt) },
  { name: 'deployment_id', type: 'text', value: ({ state }) => state.deploymentId },
  { name: 'deploy_url', type: 'text', value: ({ state }) => state.deployUrl },
  { name: 'attempts', type: 'int', value: ({ state }) => state.attempts },
  { name: 'prompt_tokens', type: 'bigint', value: ({ state }) => state.usage.promptTokens },
  { name: 'completion_tokens', type: 'bigint', value: ({ state }) => state.usage.completionTokens },
  { name: 'total_tokens', type: 'bigint', value: ({ state }) => state.usage.totalTokens },
  // The folded state, so the projector resumes a job without re-reading its events.
  { name: 'state', type: 'jsonb', value: ({ state }) => toSnapshot(state) },
  { name: 'reusable', type: 'boolean', value: ({ state }) => isReusable(state) },
  { name: 'queued', type: 'boolean', value: ({ state }) => isQueued(state) },
  { name: 'rendered_status', type: 'text', value: ({ state }) => state.rendered.status },
  { name: 'last_seq', type: 'bigint', value: ({ seq }) => seq },
];

/** The columns of a same-request result (shared/db/reusable-results.ts). */
const REUSABLE_COLUMNS: Column<JobState>[] = [
  { name: 'account_id', type: 'text', value: (state) => state.accountId },
  { name: 'query', type: 'text', value: (state) => state.query },
  { name: 'job_id', type: 'text', value: (state) => state.jobId },
  { name: 'created_at', type: 'timestamptz', value: (state) => iso(state.createdAt) },
];

interface FileRow {
  jobId: string;
  accountId: string;
  file: FileRef;
  position: number;
}

const FILE_COLUMNS: Column<FileRow>[] = [
  { name: 'job_id', type: 'text', value: (row) => row.jobId },
  { name: 'path', type: 'text', value: (row) => row.file.path },
  { name: 'position', type: 'int', value: (row) => row.position },
  { name: 'digest', type: 'text', value: (row) => row.file.digest },
  { name: 'size', type: 'int', value: (row) => row.file.size },
  { name: 'language', type: 'text', value: (row) => row.file.language },
  { name: 'account_id', type: 'text', value: (row) => row.accountId },
];

/** A body a job uses besides its files: a starting file or a screenshot (blob collection keeps it while the job lives). */
interface BlobRefRow {
  jobId: string;
  kind: 'input' | 'screenshot';
  digest: string;
  accountId: string;
}

const BLOB_REF_COLUMNS: Column<BlobRefRow>[] = [
  { name: 'job_id', type: 'text', value: (row) => row.jobId },
  { name: 'kind', type: 'text', value: (row) => row.kind },
  { name: 'digest', type: 'text', value: (row) => row.digest },
  { name: 'account_id', type: 'text', value: (row) => row.accountId },
];

/** The job's rows of `kind` when its digests of that kind changed: all of them go, the new ones are written. */
function blobRefChanges(
  state: JobState,
  kind: BlobRefRow['kind'],
  before: readonly { digest: string }[],
  after: readonly { digest: string }[],
) {
  if (before === after) return { cleared: [], written: [] };
  const cleared = [{ jobId: state.jobId, kind, digest: '', accountId: state.accountId }];
  const digests = new Set(after.map((ref) => ref.digest));
  const written = [...digests].map((digest) => ({ jobId: state.jobId, kind, digest, accountId: state.accountId }));
  return { cleared, written };
}

interface DeploymentRow {
  seq: number;
  event: Extract<JobEvent, { type: 'DeploymentReported' }>;
}

const DEPLOYMENT_COLUMNS: Column<DeploymentRow>[] = [
  { name: 'seq', type: 'bigint', value: (row) => row.seq },
  { name: 'job_id', type: 'text', value: (row) => row.event.job_id },
  { name: 'account_id', type: 'text', value: (row) => row.event.account_id },
  { name: 'deploy_url', type: 'text', value: (row) => row.event.data.deploy_url },
  { name: 'deployment_id', type: 'text', value: (row) => row.event.data.deployment_id },
  { name: 'reported_at', type: 'timestamptz', value: (row) => row.event.occurred_at },
];

interface UsageRow {
  accountId: string;
  prompt: number;
  completion: number;
  total: number;
}

const USAGE_COLUMNS: Column<UsageRow>[] = [
  { name: 'id', type: 'text', value: (row) => row.accountId },
  { name: 'prompt', type: 'bigint', value: (row) => row.prompt },
  { name: 'completion', type: 'bigint', value: (row) => row.completion },
  { name: 'total', type: 'bigint', value: (row) => row.total },
];

/** The stored state of each job of a batch; a job the batch requests starts from the initial state (requestedIn). */
async function loadStates(
  db: Db,
  cache: RecentStates<JobState>,
  jobIds: Iterable<string>,
  requestedInBatch: ReadonlySet<string>,
): Promise<Map<string, JobState>> {
  const states = new Map<string, JobState>();
  const unknown: string[] = [];
  for (const jobId of jobIds) {
    const cached = requestedInBatch.has(jobId) ? initialJobState : cache.get(jobId);
    if (cached) states.set(jobId, cached);
    else unknown.push(jobId);
  }
  if (unknown.length > 0) {
    // `= any(array)`: one primary-key probe per id, never a scan of the whole table.
    const rows = await db.query<{ id: string; state: unknown }>('select id, state from jobs where id = any($1::text[])', [unknown]);
    for (const row of rows.rows) states.set(row.id, fromSnapshot(row.state));
    for (const jobId of unknown) if (!states.has(jobId)) states.set(jobId, initialJobState);
  }
  return states;
}

/** The job's file rows that differ between two file sets: the paths gone and the rows to write. */
function fileChanges(jobId: string, accountId: string, before: FileRef[], after: FileRef[]): { removed: FileRow[]; changed: FileRow[] } {
  if (before === after) return { removed: [], changed: [] };
  const previous = new Map(before.map((file, position) => [file.path, { file, position }]));
  const next = new Set(after.map((file) => file.path));
  const removed = before.filter((file) => !next.has(file.path)).map((file) => ({ jobId, accountId, file, position: 0 }));
  const changed = after
    .map((file, position) => ({ jobId, accountId, file, position }))
    .filter(({ file, position }) => {
      const old = previous.get(file.path);
      return (
        !old ||
        old.file.digest !== file.digest ||
        old.position !== position ||
        old.file.language !== file.language ||
        old.file.size !== file.size
      );
    });
  return { removed, changed };
}

export function createJobsProjection(deps: {
  cache: RecentStates<JobState>;
  blobs: BlobWriter;
  /**
   * The bodies of jobs this batch erases, for collection once it commits (blob-collection/): told
   * before the batch commits; collecting re-checks every body against the read model, so a batch
   * that does not commit collects nothing.
   */
  onErasedBodies?: (bodies: ErasedBodies[]) => void;
}): Projection {
  return {
    name: 'jobs',
    reset: () => {
      deps.cache.clear();
      deps.blobs.reset();
    },
    prepare: async ({ db, now, pace }, events) => {
      const jobEvents = events.filter((stored): stored is StoredEvent<JobEvent> => isJobEvent(stored.event));
      const erasures = erasuresIn(events);
      if (jobEvents.length === 0 && noErasures(erasures)) return [];
      const before = await loadStates(db, deps.cache, new Set(jobEvents.map((stored) => stored.event.job_id)), requestedIn(jobEvents));
      const latest = new Map<string, JobRow>();
      const deployments: DeploymentRow[] = [];
      const usage = new Map<string, UsageRow>();
      // Binary files' bodies (images, fonts) are stored as base64 (blob-writer.ts).
      const bodies: BodyRef[] = [];
      const addBodies = (accountId: string, files: readonly FileRef[]) => {
        for (const file of files) bodies.push({ accountId, digest: file.digest, binary: file.encoding === 'base64' });
      };

      for (const stored of jobEvents) {
        await pace();
        const event = stored.event;
        const previous = latest.get(event.job_id)?.state ?? before.get(event.job_id)!;
        const next = evolve(previous, event);
        latest.set(event.job_id, { state: next, seq: stored.seq });
        if (!next.exists) continue;
        // Every body a job ever referenced is kept, whatever the batch boundaries were.
        if (next.inputFiles !== previous.inputFiles) addBodies(next.accountId, next.inputFiles);
        if (next.files !== previous.files) addBodies(next.accountId, next.files);
        if (event.type === 'DeploymentReported' && next.deployUrl === event.data.deploy_url && previous.status === 'ready') {
          deployments.push({ seq: stored.seq, event });
        }
        if (event.type === 'UsageRecorded' && next.usage !== previous.usage) {
          const row = usage.get(event.account_id) ?? { accountId: event.account_id, prompt: 0, completion: 0, total: 0 };
          row.prompt += event.data.prompt_tokens;
          row.completion += event.data.completion_tokens;
          row.total += event.data.total_tokens;
          usage.set(event.account_id, row);
        }
      }

      // Stored jobs of the projects and accounts erased in this batch, and the batch's erased jobs.
      const erased = new Set(await storedJobsErasedWith(db, erasures));
      for (const [jobId, row] of latest) if (row.state.erased || erasedWith(erasures, row.state)) erased.add(jobId);
      if (erased.size > 0 && deps.onErasedBodies) deps.onErasedBodies(await erasedBodies(db, [...erased]));

      const jobs: JobRow[] = [];
      const removedFiles: FileRow[] = [];
      const changedFiles: FileRow[] = [];
      const clearedRefs: BlobRefRow[] = [];
      const writtenRefs: BlobRefRow[] = [];
      for (const [jobId, row] of latest) {
        await pace();
        if (!row.state.exists || erased.has(jobId)) continue;
        jobs.push(row);
        const previous = before.get(jobId)!;
        const { removed, changed } = fileChanges(jobId, row.state.accountId, previous.files, row.state.files);
        removedFiles.push(...removed);
        changedFiles.push(...changed);
        for (const refs of [
          blobRefChanges(row.state, 'input', previous.inputFiles, row.state.inputFiles),
          blobRefChanges(row.state, 'screenshot', previous.rendered.screenshots, row.state.rendered.screenshots),
        ]) {
          clearedRefs.push(...refs.cleared);
          writtenRefs.push(...refs.written);
        }
      }

      // Recorded in the batch that makes a job ready (later events of a ready job change nothing there).
      const reusable = jobs
        .filter((row) => row.state.status === 'ready' && before.get(row.state.jobId)!.status !== 'ready' && isReusable(row.state))
        .map((row) => row.state);
      const writes: Write[] = [
        insertRows('jobs', JOB_COLUMNS, jobs, { keys: ['id'], action: 'update' }),
        deleteRows('job_files', FILE_COLUMNS.slice(0, 2), removedFiles),
        insertRows('job_files', FILE_COLUMNS, changedFiles, { keys: ['job_id', 'path'], action: 'update' }),
        deleteRows('job_blob_refs', BLOB_REF_COLUMNS.slice(0, 2), clearedRefs),
        insertRows('job_blob_refs', BLOB_REF_COLUMNS, writtenRefs, { keys: ['job_id', 'kind', 'digest'], action: 'nothing' }),
        statementWithRows(REUSABLE_COLUMNS, reusable, recordReusableSql),
        insertRows(
          'deployments',
          DEPLOYMENT_COLUMNS,
          deployments.filter((row) => !erased.has(row.event.job_id)),
          { keys: ['seq'], action: 'nothing' },
        ),
        updateRows(
          'accounts',
          USAGE_COLUMNS,
          [...usage.values()],
          'prompt_tokens = t.prompt_tokens + u.prompt, completion_tokens = t.completion_tokens + u.completion, total_tokens = t.total_tokens + u.total',
          't.id = u.id',
        ),
        ...(await eraseJobRows(db, [...erased])),
      ];
      for (const [jobId, row] of latest) deps.cache.set(jobId, row.state);
      for (const jobId of erased) deps.cache.set(jobId, initialJobState);
      // Bodies first: a job's files refer to them.
      return [await deps.blobs.prepare(now, bodies), ...writes];
    },
  };
}
