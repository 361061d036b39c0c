// The generator's check of an edit's scope (issue 27), run on every engine's output before a job
// can be ready: a target confines the change to the elements its selector matches, locked paths
// keep their files as they were. Made from the request before the engine runs (a selector that
// matches nothing fails the job there), then applied to each emitted batch and to the result.
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { EngineRequest } from '../engines/engine.ts';
import { matchesAnyGlob } from '../../../shared/files/path-glob.ts';
import { keepLockedFiles } from './locked-files-guard.ts';
import { confineToTarget, locateTarget } from './target-guard.ts';

export interface GuardedResult {
  files: SiteFile[];
  /** What was put back or left out, in words for the job's progress line; empty when nothing was. */
  notes: string[];
}

export interface EditScopeGuard {
  /** The engine's complete result, held to the scope. */
  result(files: readonly SiteFile[]): GuardedResult;
  /** A batch of emitted files, held to the scope (a page that cannot be confined yet is held back). */
  batch(files: readonly SiteFile[]): SiteFile[];
}

const MAX_NAMED = 5;

/** `a, b, c and 2 more`: the first few paths of a list a note names. */
function named(paths: readonly string[]): string {
  const shown = paths.slice(0, MAX_NAMED).join(', ');
  return paths.length > MAX_NAMED ? `${shown} and ${paths.length - MAX_NAMED} more` : shown;
}

const files = (count: number) => `${count} file${count === 1 ? '' : 's'}`;

/** The guard for this request, or null when it neither targets nor locks anything. */
export function editScopeGuard(request: Pick<EngineRequest, 'files' | 'target' | 'lockedPaths'>): EditScopeGuard | null {
  const target = request.target ?? null;
  const locked = request.lockedPaths ?? [];
  if (!target && locked.length === 0) return null;
  const originals = request.files;
  // Before the engine runs: a selector that matches nothing fails the job here.
  const located = target ? locateTarget(originals, target) : null;

  const guard = (engineFiles: readonly SiteFile[], complete: boolean): GuardedResult => {
    let out = [...engineFiles];
    let undone: string[] = [];
    if (target && located) {
      const confined = confineToTarget(originals, located, out, target.selector, complete);
      out = confined.files;
      undone = confined.undone;
    }
    const kept = keepLockedFiles(originals, out, locked, complete);
    // A locked file the target's guard already put back is named as locked: that is the rule it broke.
    const isLocked = (path: string) => matchesAnyGlob(path, locked);
    const keptLocked = [...undone.filter(isLocked), ...kept.kept];
    const outside = undone.filter((path) => !isLocked(path));
    const notes: string[] = [];
    if (target && outside.length > 0)
      notes.push(`Undid changes outside ${JSON.stringify(target.selector)} in ${files(outside.length)}: ${named(outside)}`);
    if (keptLocked.length > 0)
      notes.push(`Kept ${keptLocked.length} locked file${keptLocked.length === 1 ? ' as it was' : 's as they were'}: ${named(keptLocked)}`);
    if (kept.leftOut.length > 0)
      notes.push(
        `Left out ${kept.leftOut.length === 1 ? 'the copy under a new name' : 'the copies under new names'}: ${named(kept.leftOut)}`,
      );
    return { files: kept.files, notes };
  };

  return {
    result: (engineFiles) => guard(engineFiles, true),
    batch: (engineFiles) => guard(engineFiles, false).files,
  };
}

/** The engine's summary with what the guard did, for the job's progress line. */
export function summaryWithNotes(summary: string, notes: readonly string[]): string {
  if (notes.length === 0) return summary;
  return [summary.replace(/[.\s]+$/, ''), ...notes].join('. ');
}
