// Feeds an answer's text through the block parser into the draft as it streams: each block is
// applied the moment its closing tag arrives and, if usable, emitted at once, so pollers see the
// job turn `partial` while the model is still writing. Commentary becomes progress lines.
import type { Logger } from 'pino';
import type { EngineContext } from '../engine.ts';
import { BlockParser } from './block-parser.ts';
import type { BlockEvent } from './block-parser.ts';
import type { DraftOutcome, SiteDraft } from './site-draft.ts';

const MAX_PROGRESS_LENGTH = 120;
// Each progress line may become an event in the job's log; a chatty model must not flood it.
const MAX_COMMENTARY_LINES = 20;

export class AnswerApplier {
  /** Blocks the answer held, usable or not. */
  blocks = 0;
  private readonly parser = new BlockParser();
  private readonly draft: SiteDraft;
  private readonly context: EngineContext;
  private readonly logger: Logger | undefined;
  private commentary = '';
  private lastProgress = '';
  private opened = 0;
  private commentaryLines = 0;

  constructor(draft: SiteDraft, context: EngineContext, logger: Logger | undefined) {
    this.draft = draft;
    this.context = context;
    this.logger = logger;
  }

  async push(text: string): Promise<void> {
    for (const event of this.parser.push(text)) await this.handle(event);
  }

  /** The answer is complete: a block it left open is a problem of that file, never a file. */
  async finish(): Promise<void> {
    const { events, unclosed } = this.parser.end();
    for (const event of events) await this.handle(event);
    const last = this.commentaryProgress(this.commentary);
    if (last !== null) await this.progress(last);
    this.commentary = '';
    if (unclosed) {
      this.blocks += 1;
      this.draft.fail(unclosed.path, `its <${unclosed.tag}> block was never closed, so it is incomplete`);
    }
  }

  private async handle(event: BlockEvent): Promise<void> {
    switch (event.kind) {
      case 'text': {
        // Only text with a line break ends lines: splitting the whole unfinished line again for
        // every small piece of a long one takes time growing with the square of its length.
        const lastBreak = event.text.lastIndexOf('\n');
        if (lastBreak === -1) {
          this.commentary += event.text;
          return;
        }
        const lines = `${this.commentary}${event.text.slice(0, lastBreak)}`.split('\n');
        this.commentary = event.text.slice(lastBreak + 1);
        for (const line of lines) {
          // Awaiting nothing for each of a million empty lines costs seconds: only lines that
          // become progress are awaited.
          const shown = this.commentaryProgress(line);
          if (shown !== null) await this.progress(shown);
        }
        return;
      }
      case 'open':
        // The block's own line says more than any half-written commentary before it.
        this.commentary = '';
        this.opened += 1;
        await this.progress(event.tag === 'file' ? `Writing ${event.path} (file ${this.opened})` : `Editing ${event.path}`);
        return;
      case 'file':
        this.blocks += 1;
        return this.settle(event.path, 'file', this.draft.write(event.path, event.content));
      case 'edit':
        this.blocks += 1;
        return this.settle(event.path, 'edit', this.draft.edit(event.path, event.hunks));
      case 'delete':
        this.blocks += 1;
        this.draft.delete(event.path);
        this.logger?.debug({ path: event.path }, 'model deleted a file');
        return;
    }
  }

  private async settle(path: string, tag: string, outcome: DraftOutcome): Promise<void> {
    if (!outcome.ok) {
      this.logger?.info({ path, tag, problem: outcome.problem }, 'model block could not be used');
      return;
    }
    if (outcome.file) await this.context.emit([outcome.file]);
  }

  /** The progress line a line of commentary makes, or null when it makes none. */
  private commentaryProgress(raw: string): string | null {
    if (this.commentaryLines >= MAX_COMMENTARY_LINES) return null;
    const line = withoutTags(raw)
      .replace(/[`*#>_]+/g, ' ')
      .replace(/\s+/g, ' ')
      .trim();
    if (!/\p{L}{2}/u.test(line)) return null;
    this.commentaryLines += 1;
    return line.length > MAX_PROGRESS_LENGTH ? `${line.slice(0, MAX_PROGRESS_LENGTH - 1)}…` : line;
  }

  private async progress(line: string): Promise<void> {
    if (line === this.lastProgress) return;
    this.lastProgress = line;
    await this.context.progress(line);
  }
}

/**
 * Each `<...>` replaced by a space, as `replace(/<[^>]*>/g, ' ')` does, but in one pass: that
 * expression runs from every `<` to the end of a line with no `>`, which for a long line of `<`
 * takes time growing with the square of its length.
 */
function withoutTags(text: string): string {
  const pieces: string[] = [];
  let from = 0;
  for (;;) {
    const open = text.indexOf('<', from);
    const close = open === -1 ? -1 : text.indexOf('>', open + 1);
    if (close === -1) break;
    pieces.push(text.slice(from, open), ' ');
    from = close + 1;
  }
  pieces.push(text.slice(from));
  return pieces.join('');
}
