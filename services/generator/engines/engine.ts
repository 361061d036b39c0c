// The one seam between the job pipeline and website making. The pipeline hands an engine the
// request and the starting files; the engine streams finished files through `emit` as soon as
// each is complete (pollers then see `partial`) and returns the complete file set to deploy.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import type { EditTarget } from '../../../shared/jobs/edit-scope.ts';

export interface EngineRequest {
  jobId: string;
  /** The caller's plain-English request (1..4000 characters). */
  query: string;
  /** Starting files: given by the caller, the project's latest version, a cache hit or a fork. Empty for a new site. */
  files: SiteFile[];
  /** The brand to follow (issue 27): resolved design tokens; empty when none were given. */
  designTokens?: readonly DesignToken[];
  /** For an edit: the elements the change is confined to; null when the whole site may change. */
  target?: EditTarget | null;
  /** Paths or globs of files the engine must leave as they are (the generator checks it). */
  lockedPaths?: readonly string[];
}

/** Token usage of one model call, recorded as a UsageRecorded event. */
export interface EngineUsage {
  model: string;
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
  /** Version of the prompt files used for the call. */
  promptVersion: string;
}

export interface EngineContext {
  /**
   * Publish finished files as one FilesEmitted event; resolves once it is durably in the log.
   * An engine that writes files one at a time emits each as it is done (pollers see `partial`);
   * one that makes them all at once emits them together.
   */
  emit(files: readonly SiteFile[]): Promise<void>;
  /**
   * A short human progress line, e.g. `Writing about.html (3/5)`. It is not an event of its own:
   * the job shows it with the next fact (files, the result).
   */
  progress(message: string): Promise<void>;
  /** Record the token usage of one model call. */
  recordUsage(usage: EngineUsage): Promise<void>;
  /** Aborted when the job must stop (shutdown, deadline, lost ownership). */
  signal: AbortSignal;
}

export interface EngineResult {
  /** The complete file set to deploy: for an edit, edited files plus the untouched ones, byte-identical. */
  files: SiteFile[];
  /** A short summary for the final progress line; defaults to `Done`. */
  summary?: string;
}

export interface Engine {
  readonly name: string;
  run(request: EngineRequest, context: EngineContext): Promise<EngineResult>;
}

/**
 * A failure the caller can act on: its message is shown to the caller as the job's `error`,
 * so it must be plain language (what went wrong and what to do), never a raw provider text.
 */
export class EngineError extends Error {
  override readonly name = 'EngineError';
  /** When false, redelivering the job to another generator cannot help. */
  readonly retryable: boolean;
  constructor(message: string, options: { retryable?: boolean; cause?: unknown } = {}) {
    super(message, { cause: options.cause });
    this.retryable = options.retryable ?? false;
  }
}

/**
 * The engine's work over this request ran past the job's CPU budget or memory limit. Another
 * generator would do the same work again, so the job fails at once with reason `too_complex`.
 */
export class TooComplexError extends EngineError {
  constructor(message: string) {
    super(message, { retryable: false });
  }
}
