// A targeted edit (issue 27) changes the elements its selector matches and nothing else. Whatever
// the engine returned, the result is rebuilt from the starting files: each matched element of the
// original page is replaced by the engine's corresponding element, byte ranges from parse5's source
// locations, and every other byte, of that page and of every other file, is the original's.
// Pure and linear in the pages' sizes (one parse and one selection of each page).
import { parse } from 'parse5';
import { selectElements } from '../../../shared/html/css-selector.ts';
import { isPagePath } from '../../../shared/files/file-path.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import type { EditTarget } from '../../../shared/jobs/edit-scope.ts';
import { EngineError } from '../engines/engine.ts';

/** The job's target cannot be found or kept: the job fails with this plain message. */
export class TargetError extends EngineError {
  constructor(message: string) {
    super(message, { retryable: false });
  }
}

interface Range {
  start: number;
  end: number;
}

/** Quoted for a message: the selector as the caller wrote it. */
const quoted = (selector: string) => JSON.stringify(selector);

/**
 * The source ranges of the outermost elements the selector matches, in document order. An element
 * inside another match is part of it; one without a source location (parse5 implied it, as an
 * absent <body> tag) has no bytes to replace.
 */
export function matchedRanges(html: string, selector: string): Range[] {
  const ranges: Range[] = [];
  let end = -1;
  for (const element of selectElements(parse(html, { sourceCodeLocationInfo: true }), selector)) {
    const location = element.sourceCodeLocation;
    if (!location || location.startOffset < end) continue;
    ranges.push({ start: location.startOffset, end: location.endOffset });
    end = location.endOffset;
  }
  return ranges;
}

/** The pages the target may change: its page, or every HTML page. */
function targetPages(files: readonly SiteFile[], target: EditTarget): SiteFile[] {
  return files.filter((file) => file.encoding !== 'base64' && (target.path === null ? isPagePath(file.path) : file.path === target.path));
}

/**
 * What the selector matches in each page of the starting files (pages where it matches nothing
 * are left out); throws a TargetError when it matches nothing at all, before any engine runs.
 */
export function locateTarget(files: readonly SiteFile[], target: EditTarget): Map<string, Range[]> {
  const pages = targetPages(files, target);
  if (target.path !== null && pages.length === 0) {
    throw new TargetError(
      `The target page "${target.path}" is not among the files to edit, so the change aimed at ${quoted(target.selector)} has nowhere to go. Send that page, or leave the target's path out.`,
    );
  }
  const found = new Map<string, Range[]>();
  for (const page of pages) {
    const ranges = matchedRanges(page.content, target.selector);
    if (ranges.length > 0) found.set(page.path, ranges);
  }
  if (found.size === 0) {
    const where = target.path ?? (pages.length === 0 ? 'the files (there is no HTML page among them)' : 'any page');
    throw new TargetError(
      `The selector ${quoted(target.selector)} matches nothing in ${where}, so there is nothing to change. Check the selector against the page, or send the page it names.`,
    );
  }
  return found;
}

export interface ConfinedPage {
  content: string;
  /** Whether the engine changed anything outside the target on this page (and it was undone). */
  undone: boolean;
}

/**
 * The original page with each target range replaced by the engine page's corresponding element.
 * The engine must keep the matched elements (as many, in the same order): otherwise the change
 * cannot be placed inside them, and a TargetError says so.
 */
export function confinePage(
  path: string,
  original: string,
  originalRanges: readonly Range[],
  edited: string,
  selector: string,
): ConfinedPage {
  const editedRanges = matchedRanges(edited, selector);
  if (editedRanges.length !== originalRanges.length) {
    throw new TargetError(
      `The change could not be kept inside ${quoted(selector)} on ${path}: the page had ${originalRanges.length} element${originalRanges.length === 1 ? '' : 's'} matching it and the result has ${editedRanges.length}. Ask for a change inside ${originalRanges.length === 1 ? 'that element' : 'those elements'}, or aim at the element that holds them.`,
    );
  }
  const parts: string[] = [];
  let at = 0;
  let editedAt = 0;
  let undone = false;
  originalRanges.forEach((range, index) => {
    const replacement = editedRanges[index] as Range;
    const outside = original.slice(at, range.start);
    if (edited.slice(editedAt, replacement.start) !== outside) undone = true;
    parts.push(outside, edited.slice(replacement.start, replacement.end));
    at = range.end;
    editedAt = replacement.end;
  });
  const tail = original.slice(at);
  if (edited.slice(editedAt) !== tail) undone = true;
  parts.push(tail);
  return { content: parts.join(''), undone };
}

/** In a batch, a page that cannot be confined (yet) is not emitted: the whole result decides. */
function confinedOrSkipped(
  original: SiteFile,
  ranges: readonly Range[],
  edited: string,
  selector: string,
  complete: boolean,
): ConfinedPage | null {
  try {
    return confinePage(original.path, original.content, ranges, edited, selector);
  } catch (error) {
    if (complete || !(error instanceof TargetError)) throw error;
    return null;
  }
}

export interface ConfinedResult {
  files: SiteFile[];
  /** Files where the engine changed something outside the target, each put back as it was. */
  undone: string[];
}

/**
 * The engine's files confined to the target. `complete`: the engine's whole result (files it
 * left out are the originals); otherwise a batch of emitted files, where a file not emitted is not
 * yet written. Files the engine added are left out: a targeted edit makes no new files.
 */
export function confineToTarget(
  originals: readonly SiteFile[],
  located: ReadonlyMap<string, readonly Range[]>,
  result: readonly SiteFile[],
  selector: string,
  complete: boolean,
): ConfinedResult {
  const edited = new Map(result.map((file) => [file.path, file]));
  const files: SiteFile[] = [];
  const undone: string[] = [];
  for (const original of originals) {
    const engineFile = edited.get(original.path);
    edited.delete(original.path);
    if (!engineFile) {
      if (complete) {
        files.push(original);
        undone.push(original.path);
      }
      continue;
    }
    const ranges = located.get(original.path);
    if (ranges && engineFile.encoding !== 'base64') {
      const page = confinedOrSkipped(original, ranges, engineFile.content, selector, complete);
      if (!page) continue;
      files.push({ ...original, content: page.content });
      if (page.undone) undone.push(original.path);
    } else {
      files.push(original);
      if (engineFile.content !== original.content || (engineFile.encoding ?? 'utf-8') !== (original.encoding ?? 'utf-8'))
        undone.push(original.path);
    }
  }
  // What is left was added by the engine.
  undone.push(...edited.keys());
  return { files, undone };
}
