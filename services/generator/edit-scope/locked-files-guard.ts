// Locked files (issue 27): paths or globs no engine may change, delete or rename. Whatever the
// engine returned, every starting file a locked path names is in the result byte for byte, a
// deleted one is put back, and a renamed one keeps its name (the copy under the new name is left
// out). A lock is on the files that exist: a new file where a glob points is the engine's to add
// (a new site with `*.html` locked still gets its pages). Pure; each check of a path against a
// glob takes at most the product of their lengths (shared/files/path-glob.ts).
import { matchesAnyGlob } from '../../../shared/files/path-glob.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

export interface KeptLocked {
  files: SiteFile[];
  /** Locked files the engine changed, deleted or renamed, each kept as it was. */
  kept: string[];
  /** Files the engine added as a locked file's new name, left out. */
  leftOut: string[];
}

const sameBytes = (a: SiteFile, b: SiteFile) => a.content === b.content && (a.encoding ?? 'utf-8') === (b.encoding ?? 'utf-8');

/**
 * The engine's files with the locked ones as they were. `complete`: the engine's whole result (a
 * locked file missing from it was deleted or renamed); otherwise a batch of emitted files.
 */
export function keepLockedFiles(
  originals: readonly SiteFile[],
  result: readonly SiteFile[],
  lockedPaths: readonly string[],
  complete: boolean,
): KeptLocked {
  const originalByPath = new Map(originals.map((file) => [file.path, file]));
  const locked = new Map(originals.filter((file) => matchesAnyGlob(file.path, lockedPaths)).map((file) => [file.path, file]));
  const files: SiteFile[] = [];
  const kept: string[] = [];
  const seen = new Set<string>();
  for (const file of result) {
    seen.add(file.path);
    const original = locked.get(file.path);
    if (original) {
      files.push(original);
      if (!sameBytes(original, file)) kept.push(file.path);
    } else {
      files.push(file);
    }
  }
  if (!complete) return { files, kept, leftOut: [] };
  const missing = [...locked.values()].filter((file) => !seen.has(file.path));
  if (missing.length === 0) return { files, kept, leftOut: [] };
  // A locked file the engine moved: its bytes under a new name. The new name is left out and the
  // file goes back under its own.
  const missingContents = new Set(missing.map((file) => file.content));
  const moved = new Set(
    files.filter((file) => !originalByPath.has(file.path) && missingContents.has(file.content)).map((file) => file.path),
  );
  return {
    files: [...files.filter((file) => !moved.has(file.path)), ...missing],
    kept: [...kept, ...missing.map((file) => file.path)],
    leftOut: [...moved],
  };
}
