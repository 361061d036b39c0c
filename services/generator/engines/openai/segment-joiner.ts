// Joins the segments of an answer that hit the output-length limit. Asked to continue exactly
// where they stopped, models mostly do, but some restart the interrupted line (or a few lines).
// The start of each continuation is held back until it is long enough to tell, and any text it
// repeats from the end of the previous segment is dropped, so a file split across segments
// comes out whole and without a stutter.

// A repeat counts only if it starts at the beginning of a line (that is how models restart).
// After a cut mid-line a genuine continuation almost never starts with that line's own text,
// so a short repeat is safe to drop; after a cut at a line end, closing tags such as
// `</div>\n</div>\n` repeat legitimately, so only a long repeat is taken as a restart.
const MIN_OVERLAP_MID_LINE = 4;
const MIN_OVERLAP_AT_LINE_END = 80;
const LOOKAHEAD = 400;
const TAIL = 2000;

export class SegmentJoiner {
  private readonly forward: (text: string) => Promise<void>;
  private tail = '';
  private pending: string | null = null;

  constructor(forward: (text: string) => Promise<void>) {
    this.forward = forward;
  }

  /** The next text starts a continuation segment. */
  startContinuation(): void {
    this.pending = '';
  }

  async push(text: string): Promise<void> {
    if (this.pending === null) return this.pass(text);
    this.pending += text;
    if (this.pending.length >= LOOKAHEAD) await this.release();
  }

  /** The segment ended: whatever is still held back is decided now. */
  async flush(): Promise<void> {
    if (this.pending !== null) await this.release();
  }

  private async release(): Promise<void> {
    const held = this.pending ?? '';
    this.pending = null;
    const overlap = longestOverlap(this.tail, held);
    if (held.length > overlap) await this.pass(held.slice(overlap));
  }

  private async pass(text: string): Promise<void> {
    this.tail = (this.tail + text).slice(-TAIL);
    await this.forward(text);
  }
}

/** Length of the text at the start of `next` that restates the end of `previous`, or 0. */
export function longestOverlap(previous: string, next: string): number {
  const minimum = previous.endsWith('\n') ? MIN_OVERLAP_AT_LINE_END : MIN_OVERLAP_MID_LINE;
  for (let length = Math.min(previous.length, next.length); length >= minimum; length -= 1) {
    const startsLine = length === previous.length || previous[previous.length - length - 1] === '\n';
    if (startsLine && previous.endsWith(next.slice(0, length))) return length;
  }
  return 0;
}
