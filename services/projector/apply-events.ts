// Folds a batch of events into the read model inside one transaction, together with the
// projector's checkpoint, so a crash and redelivery never double-applies anything.
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { Account, ApiKey, Blob, Deployment, Job, JobFile, Project, ProjectionCheckpoint } from '../../shared/db/entities/index.ts';
import { isJobEvent, type AccountEvent, type JobEvent } from '../../shared/events/catalogue.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { evolve, initialJobState, type JobState } from '../../shared/jobs/job-state.ts';
import type { StoredEvent } from '../../shared/log/event-log.ts';

export const CHECKPOINT_NAME = 'read-model';

/** The checkpoint moved under us: another projector instance wrote. The batch is rolled back. */
export class CheckpointMovedError extends Error {
  override readonly name = 'CheckpointMovedError';
}

export interface JobStateCache {
  get(jobId: string): JobState | undefined;
  set(jobId: string, state: JobState): void;
  clear(): void;
}

export function createJobStateCache(max = 5_000): JobStateCache {
  const states = new Map<string, JobState>();
  return {
    get: (jobId) => states.get(jobId),
    set: (jobId, state) => {
      states.delete(jobId);
      if (states.size >= max) states.delete(states.keys().next().value!);
      states.set(jobId, state);
    },
    clear: () => states.clear(),
  };
}

export async function readCheckpoint(em: EntityManager): Promise<number> {
  const row = await em.fork().findOne(ProjectionCheckpoint, { name: CHECKPOINT_NAME });
  return row ? Number(row.lastSeq) : 0;
}

async function loadState(em: EntityManager, cache: JobStateCache, jobId: string): Promise<JobState> {
  const cached = cache.get(jobId);
  if (cached) return cached;
  const row = await em.findOne(Job, { id: jobId }, { fields: ['state'] });
  return row ? (row.state as unknown as JobState) : initialJobState;
}

async function ensureBlobs(em: EntityManager, blobs: BlobStore, refs: FileRef[]): Promise<void> {
  const digests = [...new Set(refs.map((ref) => ref.digest))];
  if (digests.length === 0) return;
  const present = await em.find(Blob, { digest: { $in: digests } }, { fields: ['digest'] });
  const have = new Set(present.map((row) => row.digest));
  const missing = digests.filter((digest) => !have.has(digest));
  for (const digest of missing) {
    const content = await blobs.get(digest);
    await em.insert(Blob, { digest, content, size: Buffer.byteLength(content) }, { onConflictAction: 'ignore' } as never);
  }
}

async function writeFiles(em: EntityManager, jobId: string, before: FileRef[], after: FileRef[]): Promise<void> {
  if (before === after) return;
  const previous = new Map(before.map((file, position) => [file.path, { file, position }]));
  const next = new Set(after.map((file) => file.path));
  const removed = before.filter((file) => !next.has(file.path)).map((file) => file.path);
  if (removed.length > 0) await em.nativeDelete(JobFile, { jobId, path: { $in: removed } });
  const changed = after
    .map((file, position) => ({ file, position }))
    .filter(({ file, position }) => {
      const old = previous.get(file.path);
      return !old || old.file.digest !== file.digest || old.position !== position || old.file.language !== file.language;
    })
    .map(({ file, position }) => ({ jobId, path: file.path, position, digest: file.digest, size: file.size, language: file.language }));
  if (changed.length > 0) await em.upsertMany(JobFile, changed);
}

async function applyJobEvent(em: EntityManager, blobs: BlobStore, cache: JobStateCache, stored: StoredEvent<JobEvent>): Promise<void> {
  const event = stored.event;
  const before = await loadState(em, cache, event.job_id);
  const after = evolve(before, event);
  cache.set(event.job_id, after);
  if (!after.exists) return;

  if (after.inputFiles !== before.inputFiles) await ensureBlobs(em, blobs, after.inputFiles);
  if (after.files !== before.files) await ensureBlobs(em, blobs, after.files);

  await em.upsert(Job, {
    id: after.jobId,
    accountId: after.accountId,
    status: after.status,
    query: after.query,
    projectId: after.projectId,
    userId: after.userId,
    sourceUrl: after.sourceUrl,
    source: after.source,
    sandboxSession: after.sandboxSession,
    progress: after.progress,
    error: after.error,
    createdAt: new Date(after.createdAt),
    finishedAt: after.finishedAt ? new Date(after.finishedAt) : null,
    deploymentId: after.deploymentId,
    deployUrl: after.deployUrl,
    attempts: after.attempts,
    promptTokens: after.usage.promptTokens,
    completionTokens: after.usage.completionTokens,
    totalTokens: after.usage.totalTokens,
    // A copy: the ORM may rewrite values in place, and states are shared (and partly frozen).
    state: structuredClone(after) as unknown as Record<string, unknown>,
    lastSeq: stored.seq,
  });
  await writeFiles(em, after.jobId, before.files, after.files);

  if (event.type === 'DeploymentReported' && after.deployUrl === event.data.deploy_url && before.status === 'ready') {
    await em.insert(
      Deployment,
      {
        seq: stored.seq,
        jobId: event.job_id,
        accountId: event.account_id,
        deployUrl: event.data.deploy_url,
        deploymentId: event.data.deployment_id,
        reportedAt: new Date(event.occurred_at),
      },
      { onConflictAction: 'ignore' } as never,
    );
  }
  if (event.type === 'UsageRecorded' && after.usage !== before.usage) {
    await em.getConnection().execute(
      'update accounts set prompt_tokens = prompt_tokens + ?, completion_tokens = completion_tokens + ?, total_tokens = total_tokens + ? where id = ?',
      [event.data.prompt_tokens, event.data.completion_tokens, event.data.total_tokens, event.account_id],
      'run',
      em.getTransactionContext(),
    );
  }
}

async function applyAccountEvent(em: EntityManager, event: AccountEvent): Promise<void> {
  switch (event.type) {
    case 'AccountCreated':
      await em.upsert(Account, {
        id: event.account_id,
        name: event.data.name,
        rateLimitPerMinute: event.data.rate_limit_per_minute,
        burst: event.data.burst,
        createdAt: new Date(event.occurred_at),
        promptTokens: 0,
        completionTokens: 0,
        totalTokens: 0,
      }, { onConflictFields: ['id'], onConflictAction: 'ignore' } as never);
      return;
    case 'ApiKeyIssued':
      await em.upsert(ApiKey, {
        keyId: event.data.key_id,
        accountId: event.account_id,
        keyHash: event.data.key_hash,
        label: event.data.label,
        createdAt: new Date(event.occurred_at),
        revokedAt: null,
      });
      return;
    case 'ApiKeyRevoked':
      await em.nativeUpdate(ApiKey, { keyId: event.data.key_id, revokedAt: null }, { revokedAt: new Date(event.occurred_at) });
      return;
    case 'ProjectCreated':
      await em.upsert(
        Project,
        {
          sandboxSession: event.data.sandbox_session,
          accountId: event.account_id,
          projectId: event.data.project_id,
          latestReadyJobId: null,
          updatedAt: new Date(event.occurred_at),
        },
        { onConflictFields: ['sandboxSession'], onConflictAction: 'ignore' } as never,
      );
      return;
    case 'ProjectVersionReady':
      await em.nativeUpdate(
        Project,
        { sandboxSession: event.data.sandbox_session },
        { latestReadyJobId: event.data.job_id, updatedAt: new Date(event.occurred_at) },
      );
      return;
    case 'IdempotencyKeyUsed':
      // Answered from the log by the gateway; nothing to project.
      return;
  }
}

/**
 * Applies events (consecutive stream sequences, starting right after `fromCheckpoint`) and moves
 * the checkpoint to the last one, all in one transaction.
 */
export async function applyBatch(
  rootEm: EntityManager,
  blobs: BlobStore,
  cache: JobStateCache,
  fromCheckpoint: number,
  batch: StoredEvent[],
): Promise<number> {
  const lastSeq = batch[batch.length - 1]?.seq ?? fromCheckpoint;
  try {
    await rootEm.fork().transactional(async (em) => {
      const rows = await em.getConnection().execute<{ last_seq: string }[]>(
        'select last_seq from projection_checkpoints where name = ? for update',
        [CHECKPOINT_NAME],
        'all',
        em.getTransactionContext(),
      );
      const current = rows[0] ? Number(rows[0].last_seq) : 0;
      if (current !== fromCheckpoint) throw new CheckpointMovedError(`checkpoint is ${current}, expected ${fromCheckpoint}`);
      for (const stored of batch) {
        if (stored.seq <= current) continue;
        if (isJobEvent(stored.event)) await applyJobEvent(em, blobs, cache, stored as StoredEvent<JobEvent>);
        else await applyAccountEvent(em, stored.event);
      }
      await em.upsert(ProjectionCheckpoint, { name: CHECKPOINT_NAME, lastSeq, updatedAt: new Date() });
    });
  } catch (error) {
    // States cached during a rolled-back batch were never stored.
    cache.clear();
    throw error;
  }
  return lastSeq;
}
