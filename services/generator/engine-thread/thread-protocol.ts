// The messages between a generator and one of its engine threads. One thread runs one job at a
// time; the engine's context calls (emit, usage) are answered by the generator, which owns the
// connection to the log.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { EngineRequest, EngineUsage } from '../engines/engine.ts';
import type { OutputLimits } from '../output-rules.ts';
import type { FinishedSite } from './engine-runner.ts';

export interface ThreadSettings {
  /** The generator's environment: the engine reads its own settings (ENGINE, OPENAI_*) from it. */
  env: Record<string, string | undefined>;
  /** A module exporting `createEngine(env): Engine | Promise<Engine>`, instead of ENGINE's engine. */
  engineModule?: string;
  logLevel: string;
  limits: OutputLimits;
}

export type ContextCall =
  | { call: 'emit'; files: SiteFile[] }
  | { call: 'progress'; message: string }
  | { call: 'usage'; usage: EngineUsage };

export type ToThread =
  | { type: 'run'; request: EngineRequest }
  | { type: 'abort'; reason: string }
  | { type: 'reply'; id: number; failed: boolean };

/** How a failure crosses the thread boundary: errors themselves do not keep their classes. */
export interface ThreadFailure {
  kind: 'engine' | 'invalid_output' | 'too_complex' | 'internal';
  message: string;
  retryable: boolean;
}

export type FromThread =
  | { type: 'ready'; engine: string }
  | ({ type: 'call'; id: number } & ContextCall)
  | { type: 'log'; line: string }
  | { type: 'done'; site: FinishedSite }
  | { type: 'failed'; failure: ThreadFailure };
