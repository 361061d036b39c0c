// Paths and globs of locked files (issue 27): `legal.html`, `*.html`, `assets/**`, `docs/?.md`.
// `*` stands for any characters within one segment, `?` for one character, and a `**` segment for
// any number of segments (none included); every other character stands for itself. The match is
// the classic greedy wildcard walk with one remembered star, over characters and then over
// segments, so its time is at most the product of the two lengths: no pattern can make it
// backtrack without bound, as a regular expression made from a glob can.
import { filePathProblem } from './file-path.ts';

const ANY_SEGMENTS = '**';

/** Greedy wildcard match of `items` against `pattern`; `star` marks the wildcard item. */
function wildcardMatch<T>(
  pattern: readonly T[],
  items: readonly T[],
  isStar: (p: T) => boolean,
  same: (p: T, item: T) => boolean,
): boolean {
  let p = 0;
  let i = 0;
  let star = -1;
  let resumeAt = 0;
  while (i < items.length) {
    const current = pattern[p];
    if (current !== undefined && isStar(current)) {
      star = p++;
      resumeAt = i;
    } else if (current !== undefined && same(current, items[i] as T)) {
      p++;
      i++;
    } else if (star !== -1) {
      // Let the last star take one more item, and try the rest of the pattern again from there.
      p = star + 1;
      i = ++resumeAt;
    } else {
      return false;
    }
  }
  while (p < pattern.length && isStar(pattern[p] as T)) p++;
  return p === pattern.length;
}

function segmentMatches(pattern: string, segment: string): boolean {
  return wildcardMatch(
    [...pattern],
    [...segment],
    (c) => c === '*',
    (c, ch) => c === '?' || c === ch,
  );
}

/** Whether the file path matches the glob (or is the path itself). */
export function matchesGlob(path: string, glob: string): boolean {
  if (path === glob) return true;
  return wildcardMatch(
    glob.split('/'),
    path.split('/'),
    (segment) => segment === ANY_SEGMENTS,
    (segment, part) => segmentMatches(segment, part),
  );
}

export function matchesAnyGlob(path: string, globs: readonly string[]): boolean {
  return globs.some((glob) => matchesGlob(path, glob));
}

/** A plain-language reason the text is not a path or glob of files, or null when it is. */
export function pathGlobProblem(glob: string): string | null {
  if (glob.endsWith('/')) return `must name files, not a folder (for every file in it: "${glob}**")`;
  const problem = filePathProblem(glob);
  if (problem) return problem;
  for (const segment of glob.split('/')) {
    if (segment.includes(ANY_SEGMENTS) && segment !== ANY_SEGMENTS)
      return `may use "**" only as a whole segment ("assets/**", not "${segment}")`;
  }
  return null;
}
