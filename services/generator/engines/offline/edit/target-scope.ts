// A targeted edit (issue 27) in the offline engine: the words it rewrites and the heading it
// changes are looked for inside the elements the target's selector matches, so "replace 'Prix'
// with 'Tarifs'" aimed at `.pricing` changes the pricing section's words and leaves the same word
// elsewhere alone. The generator's guard confines the result either way; this makes the edit land
// where it was aimed instead of being undone.
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import type { EditTarget } from '../../../../../shared/jobs/edit-scope.ts';
import { matchedRanges } from '../../../edit-scope/target-guard.ts';

/** Whether a source range [start, end) of the page lies inside the target. */
export type InScope = (start: number, end: number) => boolean;

const everywhere: InScope = () => true;

/** Whether the page is one the target may change. */
export function isTargetPage(target: EditTarget | null, path: string): boolean {
  return !target || target.path === null || target.path === path;
}

/** The test of a range of this page's current text against the target (everything without one). */
export function scopeOf(target: EditTarget | null, file: SiteFile): InScope {
  if (!target) return everywhere;
  if (!isTargetPage(target, file.path)) return () => false;
  // Outermost matches, in document order: they do not overlap, so a binary search finds the one
  // that could hold a range.
  const ranges = matchedRanges(file.content, target.selector);
  return (start, end) => {
    let low = 0;
    let high = ranges.length - 1;
    while (low <= high) {
      const middle = (low + high) >> 1;
      const range = ranges[middle]!;
      if (start < range.start) high = middle - 1;
      else if (start >= range.end) low = middle + 1;
      else return end <= range.end;
    }
    return false;
  };
}
