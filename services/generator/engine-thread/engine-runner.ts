// What the job pipeline asks of an engine: the finished site, held to the edit's scope (a target,
// locked files) and checked against the output rules, with its quality report. Wherever the
// engine runs (a worker thread in production, in process for engines a test hands over), the
// pipeline sees the same interface.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';
import { checkSite } from '../checks/site-checks.ts';
import type { Engine, EngineContext, EngineRequest } from '../engines/engine.ts';
import { checkResult, labelled, type OutputLimits } from '../output-rules.ts';
import { editScopeGuard, summaryWithNotes } from '../edit-scope/edit-scope-guard.ts';

export interface FinishedSite {
  /** The complete file set to deploy, each file labelled with its language. */
  files: SiteFile[];
  summary: string;
  /** The quality report: part of the result, so replays and exports read it from the event. */
  checks: SiteChecks;
  /** When the quality report ran (ms since the epoch), for its span in the job's trace. */
  checkedDuring?: { start: number; end: number };
}

export interface EngineRunner {
  readonly name: string;
  run(request: EngineRequest, context: EngineContext): Promise<FinishedSite>;
  close(): Promise<void>;
}

/** The engine's run, the output rules and the quality report: one piece of work over the job's text. */
export async function finishSite(
  engine: Engine,
  request: EngineRequest,
  context: EngineContext,
  limits: OutputLimits,
): Promise<FinishedSite> {
  // A target or locked files: the guard is made before the engine runs (a selector that matches
  // nothing fails the job at once), and holds every emitted batch and the result to the scope.
  const scope = editScopeGuard(request);
  const scoped: EngineContext = scope ? { ...context, emit: (batch) => context.emit(scope.batch(batch)) } : context;
  const result = await engine.run(request, scoped);
  const guarded = scope?.result(result.files) ?? { files: result.files, notes: [] };
  const files = guarded.files.map(labelled);
  checkResult(files, limits, request.files);
  const start = Date.now();
  // The request's brand goes with the files: the report says whether the result uses it.
  const checks = await checkSite(files, request.designTokens);
  const summary = summaryWithNotes(result.summary ?? 'Done', guarded.notes);
  return { files, summary, checks, checkedDuring: { start, end: Date.now() } };
}

/**
 * Runs an engine object on the generator's own thread. Only for engines handed over as objects
 * (tests that script an engine's timing): nothing bounds their CPU time.
 */
export function inProcessRunner(engine: Engine, limits: OutputLimits): EngineRunner {
  return {
    name: engine.name,
    run: (request, context) => finishSite(engine, request, context, limits),
    close: async () => {},
  };
}
