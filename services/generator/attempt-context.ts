// The context an engine runs one attempt of a job with: the files it emits are held to the
// caller's limits, stored and appended as they come (pollers see `partial`); the tokens it spends
// are recorded and counted against the account's monthly limit, which stops the attempt once spent.
import { inSpan } from '../../shared/telemetry/spans.ts';
import type { Logger } from 'pino';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import type { MonthlyUsage } from '../../shared/quotas/monthly-usage.ts';
import { ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import { QuotaReachedError } from './attempt-stops.ts';
import type { EngineContext, EngineUsage } from './engines/engine.ts';
import type { JobWriter } from './job-writer.ts';
import { checkEncoding, checkFileSize, labelled, tooManyFiles } from './output-rules.ts';

export interface AttemptContextDeps {
  writer: JobWriter;
  blobs: BlobStore;
  /** Monthly token counters; absent: quotas are not enforced. */
  usage?: MonthlyUsage;
  /** The account's monthly token limit; null: none. */
  monthlyLimit: number | null;
  maxFiles: number;
  maxFileBytes: number;
  logger: Logger;
  /** Aborted with QuotaReachedError once the limit is spent. */
  abort: AbortController;
  /** The job's starting files: emitted unchanged, they pass the encoding rules as they are. */
  startingFiles?: readonly SiteFile[];
}

export function attemptContext(deps: AttemptContextDeps): EngineContext {
  const { writer, abort } = deps;
  let emitted = 0;
  const emittedPaths = new Set<string>();
  const starting = new Map((deps.startingFiles ?? []).map((file) => [file.path, file]));
  return {
    signal: abort.signal,
    emit: async (batch: readonly SiteFile[]) => {
      if (batch.length === 0) return;
      for (const file of batch) {
        checkFileSize(file, deps.maxFileBytes);
        checkEncoding(file, starting);
        if (!emittedPaths.has(file.path) && emittedPaths.size >= deps.maxFiles) throw tooManyFiles(deps.maxFiles);
        emittedPaths.add(file.path);
      }
      const refs = await inSpan('store files', { attributes: { 'sitewright.files': batch.length } }, () =>
        deps.blobs.putFiles(writer.state.accountId, batch.map(labelled)),
      );
      emitted += refs.length;
      const what = refs.length === 1 ? refs[0]!.path : `${refs.length} files`;
      try {
        await writer.apply({
          type: 'EmitFiles',
          files: refs,
          progress: `Wrote ${what} (${emitted} file${emitted === 1 ? '' : 's'} so far)`,
        });
      } catch (error) {
        // The job was erased meanwhile: the engine is stopped, whatever it makes of the error.
        if (error instanceof ErasedKeyError && !abort.signal.aborted) abort.abort(error);
        throw error;
      }
    },
    // Progress lines carry no fact of their own: they are logged, and the job's progress moves
    // with the events that do carry one (FilesEmitted, the final event), keeping the log short.
    progress: async (text: string) => deps.logger.debug({ progress: text.slice(0, 200) }, 'progress'),
    recordUsage: async (usage: EngineUsage) => {
      await writer.apply({ type: 'RecordUsage', usage });
      if (!deps.usage) return;
      const total = await deps.usage.add(writer.state.accountId, usage.totalTokens);
      if (deps.monthlyLimit !== null && total >= deps.monthlyLimit && !abort.signal.aborted) {
        abort.abort(new QuotaReachedError(deps.monthlyLimit));
      }
    },
  };
}
