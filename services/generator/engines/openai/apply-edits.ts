// Applies the search/replace hunks of one <edit> block. A hunk must match exactly once: a
// missing or ambiguous search text means the model misremembered the file, and guessing where
// it meant would silently corrupt it (the engine asks the model again instead).
import type { EditHunk } from './block-parser.ts';

export type EditOutcome = { ok: true; content: string } | { ok: false; problem: string };

export function applyEdit(content: string, hunks: EditHunk[]): EditOutcome {
  if (hunks.length === 0) {
    return { ok: false, problem: 'the <edit> block held no <search>/<replace> pair' };
  }
  let current = content;
  for (const [index, hunk] of hunks.entries()) {
    const label = hunks.length > 1 ? `change ${index + 1} of ${hunks.length}` : 'the change';
    if (hunk.search.trim() === '') {
      return { ok: false, problem: `${label} has an empty search text` };
    }
    const { search, replace } = matchLineEndings(current, hunk);
    const first = current.indexOf(search);
    if (first === -1) {
      return { ok: false, problem: `the search text of ${label} was not found in the file` };
    }
    if (current.indexOf(search, first + 1) !== -1) {
      return {
        ok: false,
        problem: `the search text of ${label} was found ${countOccurrences(current, search)} times; it must match exactly once`,
      };
    }
    let end = first + search.length;
    // Removing whole lines should not leave an empty line behind.
    if (replace === '' && (first === 0 || current[first - 1] === '\n')) {
      if (current.startsWith('\r\n', end)) end += 2;
      else if (current[end] === '\n') end += 1;
    }
    current = current.slice(0, first) + replace + current.slice(end);
  }
  return { ok: true, content: current };
}

/** Models write "\n"; a file saved with "\r\n" should still match and keep its line endings. */
function matchLineEndings(content: string, hunk: EditHunk): EditHunk {
  if (!content.includes('\r\n') || hunk.search.includes('\r\n')) return hunk;
  const crlf = (text: string) => text.replace(/\r?\n/g, '\r\n');
  return { search: crlf(hunk.search), replace: crlf(hunk.replace) };
}

/**
 * Occurrences of `needle`, overlapping ones included, in one pass (Knuth-Morris-Pratt): looking
 * again from each occurrence compares the whole needle each time, which for a long search text
 * of one repeated character takes time growing with the square of the file's length.
 */
function countOccurrences(haystack: string, needle: string): number {
  // border[i]: length of the longest proper prefix of needle[0..i] that is also its suffix.
  const border = new Int32Array(needle.length);
  for (let i = 1, k = 0; i < needle.length; i++) {
    while (k > 0 && needle[i] !== needle[k]) k = border[k - 1]!;
    if (needle[i] === needle[k]) k++;
    border[i] = k;
  }
  let count = 0;
  for (let i = 0, k = 0; i < haystack.length; i++) {
    while (k > 0 && haystack[i] !== needle[k]) k = border[k - 1]!;
    if (haystack[i] === needle[k]) k++;
    if (k === needle.length) {
      count += 1;
      k = border[k - 1]!;
    }
  }
  return count;
}
