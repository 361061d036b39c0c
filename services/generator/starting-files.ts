// Where a job's starting files come from: the caller's files, or a fork of `source_url`.
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import type { JobState } from '../../shared/jobs/job-state.ts';
import { EngineError } from './engines/engine.ts';
import { DEFAULT_FORK_LIMITS, ForkError, fetchSite } from './fork/fetch-site.ts';

export interface StartingFilesDeps {
  blobs: BlobStore;
  forkAllowedHosts: readonly string[];
}

export async function startingFiles(deps: StartingFilesDeps, state: JobState, signal: AbortSignal): Promise<SiteFile[]> {
  if (state.inputFiles.length > 0 || !state.sourceUrl) return await deps.blobs.getFiles(state.inputFiles);
  try {
    const fork = await fetchSite(state.sourceUrl, { allowedHosts: deps.forkAllowedHosts, limits: DEFAULT_FORK_LIMITS, signal });
    return fork.files;
  } catch (error) {
    if (error instanceof ForkError) throw new EngineError(error.message, { cause: error });
    throw error;
  }
}
