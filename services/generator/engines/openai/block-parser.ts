// Incremental parser of the plain-text answer protocol (see prompts/v1/protocol.md):
//   <file path="p">...</file>, <edit path="p"><search>..</search><replace>..</replace></edit>,
//   <delete path="p"/>; everything else is commentary.
// Chunks may split anywhere, even inside a tag or a path attribute, so undecided input stays in
// the buffer until the next chunk decides it. A block is reported only once its closing tag has
// arrived: a block still open when the answer ends is never reported as complete.

export interface EditHunk {
  search: string;
  replace: string;
}

export type BlockEvent =
  | { kind: 'text'; text: string }
  | { kind: 'open'; tag: 'file' | 'edit'; path: string }
  | { kind: 'file'; path: string; content: string }
  | { kind: 'edit'; path: string; hunks: EditHunk[] }
  | { kind: 'delete'; path: string };

export interface UnclosedBlock {
  tag: 'file' | 'edit';
  path: string;
}

type Mode =
  | { name: 'outside' }
  | { name: 'file'; path: string; start: number }
  | { name: 'edit'; path: string; start: number }
  | { name: 'think'; start: number };

const OPENERS = ['<file', '<edit', '<delete', '<think', '</delete'];
const OPENER = /^<(\/?)(file|edit|delete|think)(?=[\s/>])/i;
// A real opening tag is short; a `<file` followed by pages of text without `>` is prose.
const MAX_TAG_LENGTH = 2048;
const CLOSERS: Record<'file' | 'edit' | 'think', RegExp> = {
  file: /<\/file\s*>/gi,
  edit: /<\/edit\s*>/gi,
  think: /<\/think\s*>/gi,
};
// Longest closing tag we must be able to find across a chunk boundary (`</think   >` is rare).
const CLOSER_OVERLAP = 16;

export class BlockParser {
  private buffer = '';
  private mode: Mode = { name: 'outside' };
  private scanFrom = 0;

  /** Feeds the next piece of the answer; returns the events it completes, in order. */
  push(chunk: string): BlockEvent[] {
    this.buffer += chunk;
    return this.drain(false);
  }

  /** Ends the answer: flushes commentary and tells which block, if any, was left open. */
  end(): { events: BlockEvent[]; unclosed: UnclosedBlock | null } {
    const events = this.drain(true);
    const mode = this.mode;
    const unclosed = mode.name === 'file' || mode.name === 'edit' ? { tag: mode.name, path: mode.path } : null;
    return { events, unclosed };
  }

  /** The block being written right now, if any (for progress lines). */
  get openBlock(): UnclosedBlock | null {
    const mode = this.mode;
    return mode.name === 'file' || mode.name === 'edit' ? { tag: mode.name, path: mode.path } : null;
  }

  private drain(final: boolean): BlockEvent[] {
    const events: BlockEvent[] = [];
    for (;;) {
      const progressed = this.mode.name === 'outside' ? this.stepOutside(events, final) : this.stepInside(this.mode, events);
      if (!progressed) return events;
    }
  }

  private stepOutside(events: BlockEvent[], final: boolean): boolean {
    const lt = this.buffer.indexOf('<');
    if (lt === -1) {
      this.emitText(events, this.buffer.length);
      return false;
    }
    if (lt > 0) this.emitText(events, lt);
    // The buffer now starts with '<'.
    const match = OPENER.exec(this.buffer);
    if (!match) {
      const head = this.buffer.slice(0, 9).toLowerCase();
      const couldStillBecomeTag = !final && OPENERS.some((o) => o.startsWith(head));
      if (couldStillBecomeTag) return false;
      this.emitText(events, 1);
      return true;
    }
    // Only the first MAX_TAG_LENGTH characters can hold the tag's end: searching the whole buffer
    // for every '<' of a long answer would take time growing with the square of its length.
    const gt = this.buffer.slice(0, MAX_TAG_LENGTH + 1).indexOf('>');
    if (gt === -1) {
      if (!final && this.buffer.length <= MAX_TAG_LENGTH) return false;
      this.emitText(events, 1);
      return true;
    }
    const tag = this.buffer.slice(0, gt + 1);
    const closing = match[1] === '/';
    const name = (match[2] ?? '').toLowerCase();
    this.buffer = this.buffer.slice(gt + 1);
    if (closing) {
      // A `</delete>` after `<delete path="x">` carries nothing; other stray closers are prose.
      if (name !== 'delete') events.push({ kind: 'text', text: tag });
      return true;
    }
    if (name === 'think') {
      this.enter({ name: 'think', start: 0 });
      return true;
    }
    const path = readPath(tag);
    if (path === null) {
      // Without a path the block cannot be used; keep it visible as commentary.
      events.push({ kind: 'text', text: tag });
      return true;
    }
    if (name === 'delete') {
      events.push({ kind: 'delete', path });
      return true;
    }
    const blockTag = name === 'file' ? 'file' : 'edit';
    if (/\/\s*>$/.test(tag)) return true; // `<file path="x"/>` has no body to take
    events.push({ kind: 'open', tag: blockTag, path });
    this.enter({ name: blockTag, path, start: 0 });
    return true;
  }

  private stepInside(mode: Exclude<Mode, { name: 'outside' }>, events: BlockEvent[]): boolean {
    const closer = CLOSERS[mode.name];
    closer.lastIndex = this.scanFrom;
    const found = closer.exec(this.buffer);
    if (!found) {
      this.scanFrom = Math.max(0, this.buffer.length - CLOSER_OVERLAP);
      return false;
    }
    const body = this.buffer.slice(0, found.index);
    this.buffer = this.buffer.slice(found.index + found[0].length);
    this.mode = { name: 'outside' };
    this.scanFrom = 0;
    if (mode.name === 'file') {
      events.push({ kind: 'file', path: mode.path, content: fileContent(body) });
    } else if (mode.name === 'edit') {
      events.push({ kind: 'edit', path: mode.path, hunks: editHunks(body) });
    }
    return true;
  }

  private enter(mode: Mode): void {
    this.mode = mode;
    this.scanFrom = 0;
  }

  private emitText(events: BlockEvent[], length: number): void {
    if (length <= 0) return;
    const text = this.buffer.slice(0, length);
    this.buffer = this.buffer.slice(length);
    const last = events.at(-1);
    if (last?.kind === 'text') last.text += text;
    else events.push({ kind: 'text', text });
  }
}

const PATH_ATTRIBUTE = /\bpath\s*=\s*(?:"([^"]*)"|'([^']*)'|([^\s"'>]+?)(?=\s|\/?>))/i;

function readPath(tag: string): string | null {
  const match = PATH_ATTRIBUTE.exec(tag);
  if (!match) return null;
  const path = (match[1] ?? match[2] ?? match[3] ?? '').trim();
  return path === '' ? null : path;
}

const LEADING_FENCE = /^[ \t]*```[^\n`]*\r?\n/;

function isBlank(char: string | undefined): boolean {
  return char === ' ' || char === '\t';
}

/**
 * Where the text ends if its last line (or the last but a blank one) is a closing fence: after
 * the line break before the fence, or 0 when the fence is the first line. Null without a fence.
 * It is what /(?:^|\r?\n)[ \t]*```[ \t]*(?:\r?\n)?[ \t]*$/ finds, read from the end: that
 * expression is tried from every line break and its blank runs backtrack into each other, so a
 * long answer of spaces took time growing with the square of its length.
 */
function closingFenceCut(text: string): number | null {
  let end = text.length;
  while (isBlank(text[end - 1])) end--;
  if (text[end - 1] === '\n') {
    end--;
    if (text[end - 1] === '\r') end--;
    while (isBlank(text[end - 1])) end--;
  }
  if (end < 3 || !text.startsWith('```', end - 3)) return null;
  let lineStart = end - 3;
  while (isBlank(text[lineStart - 1])) lineStart--;
  return lineStart === 0 || text[lineStart - 1] === '\n' ? lineStart : null;
}

/**
 * Drops a markdown code fence wrapped directly around a block's body: models add them out of
 * habit, and they are never part of the file. A closing fence is only dropped with its opener,
 * since a Markdown file may well end with one.
 */
export function stripFence(body: string): string {
  const start = body.search(/\S/);
  if (start === -1) return body;
  const rest = body.slice(body.lastIndexOf('\n', start) + 1);
  const open = LEADING_FENCE.exec(rest);
  if (!open) return body;
  const inner = rest.slice(open[0].length);
  const cut = closingFenceCut(inner);
  // The cut keeps the newline that ended the last line of the file.
  return cut === null ? inner : inner.slice(0, cut);
}

/** The file as written: the newline right after the opening tag belongs to the tag. */
function fileContent(body: string): string {
  return stripFence(body).replace(/^\r?\n/, '');
}

// The hunks are what /<search\s*>([\s\S]*?)<\/search\s*>\s*<replace\s*>([\s\S]*?)<\/replace\s*>/gi
// matches, found one tag after the other: that one expression retries its lazy bodies from every
// `<search>` to the end of the block, so a block of unclosed `<search>` tags took time growing
// with the square of its length. Once one tag is missing, no later hunk can be complete either.
const SEARCH_OPEN = /<search\s*>/gi;
const SEARCH_CLOSE_REPLACE_OPEN = /<\/search\s*>\s*<replace\s*>/gi;
const REPLACE_CLOSE = /<\/replace\s*>/gi;

function findFrom(pattern: RegExp, text: string, from: number): RegExpExecArray | null {
  pattern.lastIndex = from;
  return pattern.exec(text);
}

function editHunks(body: string): EditHunk[] {
  const hunks: EditHunk[] = [];
  for (let from = 0; ; ) {
    const open = findFrom(SEARCH_OPEN, body, from);
    if (!open) break;
    const middle = findFrom(SEARCH_CLOSE_REPLACE_OPEN, body, open.index + open[0].length);
    if (!middle) break;
    const close = findFrom(REPLACE_CLOSE, body, middle.index + middle[0].length);
    if (!close) break;
    hunks.push({
      search: snippet(body.slice(open.index + open[0].length, middle.index)),
      replace: snippet(body.slice(middle.index + middle[0].length, close.index)),
    });
    from = close.index + close[0].length;
  }
  return hunks;
}

/** Search and replace texts sit on their own lines between the tags; those two newlines are layout. */
function snippet(text: string): string {
  return stripFence(text)
    .replace(/^\r?\n/, '')
    .replace(/\r?\n$/, '');
}
