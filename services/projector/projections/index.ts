// Every projection of the read model, in the order they run inside a batch's transaction.
// Accounts come first: a job's token usage is added to an account row made earlier in the stream.
import type { BlobStore } from '../../../shared/blobs/blob-store.ts';
import { createAnalyticsProjection } from '../analytics-projection.ts';
import { createBlobWriter } from '../blob-writer.ts';
import { createJobStateCache } from '../job-state-cache.ts';
import type { Projection } from '../projection.ts';
import { createAccountsProjection } from './accounts-projection.ts';
import { createJobsProjection } from './jobs-projection.ts';

export interface ProjectionDeps {
  blobs: BlobStore;
  /** The blobs table to fill (quoted SQL name); a rebuild fills the live one, so bodies are kept. */
  blobTable?: string;
}

export function createProjections(deps: ProjectionDeps): Projection[] {
  return [
    createAccountsProjection(),
    createJobsProjection({ cache: createJobStateCache(), blobs: createBlobWriter(deps.blobs, deps.blobTable) }),
    // Second read model (analytics and audit): job facts and account history.
    createAnalyticsProjection(),
  ];
}
