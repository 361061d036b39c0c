// Every projection of the read model, in the order they run inside a batch's transaction.
// Accounts come first: a job's token usage is added to an account row made earlier in the stream.
// Before them all, the erasures of the batch are finished in the key store (erasure-keys-projection.ts).
import type { BlobStore } from '../../../shared/blobs/blob-store.ts';
import type { KeyStore } from '../../../shared/privacy/key-store.ts';
import { createAnalyticsProjection } from '../analytics-projection.ts';
import { createBlobWriter, type BlobWriter } from '../blob-writer.ts';
import type { Projection } from '../projection.ts';
import { createRecentStates } from '../recent-states.ts';
import { createAccountsProjection } from './accounts-projection.ts';
import { createErasureKeysProjection } from './erasure-keys-projection.ts';
import { createJobsProjection } from './jobs-projection.ts';
import type { ErasedBodies } from '../erasure/erased-rows.ts';

export interface ProjectionDeps {
  blobs: BlobStore;
  /** The key store: every erasure folded is finished there (its keys destroyed again). */
  keys: KeyStore;
  /** The blobs table to fill (quoted SQL name); a rebuild fills the live one, so bodies are kept. */
  blobTable?: string;
  /** Jobs whose latest state each projection keeps in memory (PROJECTOR_RECENT_JOBS). */
  recentJobs?: number;
  /** The blob writer, when the caller needs it too (the live projector's blob collector); else one of the blob store's. */
  blobWriter?: BlobWriter;
  /** Told the bodies of the jobs a batch erases (the live projector collects them once the batch commits). */
  onErasedBodies?: (bodies: ErasedBodies[]) => void;
}

export function createProjections(deps: ProjectionDeps): Projection[] {
  return [
    createErasureKeysProjection(deps.keys),
    createAccountsProjection(),
    createJobsProjection({
      cache: createRecentStates(deps.recentJobs),
      blobs: deps.blobWriter ?? createBlobWriter(deps.blobs, { table: deps.blobTable }),
      ...(deps.onErasedBodies ? { onErasedBodies: deps.onErasedBodies } : {}),
    }),
    // Second read model (analytics and audit): job facts and account history.
    createAnalyticsProjection(deps.recentJobs),
  ];
}
