// Where a job's starting files come from: the caller's files, or a fork of `source_url`.
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { EngineError } from './engines/engine.ts';
import { DEFAULT_FORK_LIMITS, ForkError, fetchSite, type ForkResult } from './fork/fetch-site.ts';
import type { JobWriter } from './job-writer.ts';

export interface StartingFilesDeps {
  blobs: BlobStore;
  forkAllowedHosts: readonly string[];
}

/** The job's starting files; a fork is fetched once and recorded (SourceForked), so a retry reuses it. */
export async function startingFiles(deps: StartingFilesDeps, writer: JobWriter, signal: AbortSignal): Promise<SiteFile[]> {
  const state = writer.state;
  if (state.inputFiles.length > 0 || !state.sourceUrl) return await deps.blobs.getFiles(state.accountId, state.inputFiles);
  // No progress event of its own: SourceForked says what was copied once it is done.
  let fork: ForkResult;
  try {
    fork = await fetchSite(state.sourceUrl, { allowedHosts: deps.forkAllowedHosts, limits: DEFAULT_FORK_LIMITS, signal });
  } catch (error) {
    if (error instanceof ForkError) throw new EngineError(error.message, { cause: error });
    throw error;
  }
  const refs = await deps.blobs.putFiles(state.accountId, fork.files);
  await writer.apply({
    type: 'RecordFork',
    data: { source_url: state.sourceUrl, final_url: fork.finalUrl, files: refs, skipped: fork.skipped.slice(0, 200) },
  });
  return fork.files.map((file, i) => ({ ...file, language: refs[i]!.language }));
}
