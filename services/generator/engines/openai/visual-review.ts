// The visual review round (OPENAI_VISUAL_REVIEW=true, issue 28): once the site is finished, it is
// rendered in Chromium the way the renderer does it (offline: files served from memory, every
// other request blocked), and the screenshots at 1280 and 375 px with the problems the browser
// checks found go to the model once, as image parts. Its answer is applied as an edit; a round
// that fails keeps the site as it stood. A model that takes no images is known by the provider's
// refusal, and the round is then skipped with a note in the job's progress.
import { createHash } from 'node:crypto';
import { APIError } from 'openai';
import { pino, type Logger } from 'pino';
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import type { ScreenshotSink } from '../../../../shared/blobs/screenshot-store.ts';
import type { RenderedProblem } from '../../../../shared/jobs/rendered-checks.ts';
import { createChromiumBrowser } from '../../../../shared/rendering/chromium-browser.ts';
import { renderSite } from '../../../../shared/rendering/render-site.ts';
import type { AnswerDeps } from './answer-stream.ts';
import { fileBlocks } from './build-messages.ts';
import type { ChatContentPart, ChatMessage } from './chat-stream.ts';
import { renderPrompt } from './prompts.ts';
import type { SiteDraft } from './site-draft.ts';

/** Pages shown to the model at most (two pictures each): the first ones, index.html first. */
export const VISUAL_REVIEW_PAGES = 3;
/** Problems listed in the request at most. */
const MAX_LISTED_PROBLEMS = 20;
/** A page that takes longer than this to load and draw is left out of the pictures. */
const PAGE_TIMEOUT_MS = 15_000;

export interface VisualReviewOutcome {
  files: SiteFile[];
  /** Added to the job's summary when the round did not run as asked ('' when it did). */
  note: string;
}

type Answer = (messages: ChatMessage[]) => Promise<unknown>;

/** Screenshots kept in memory for one round, by digest. */
function memoryScreenshots(): ScreenshotSink & { bytes(digest: string): Uint8Array | undefined } {
  const pictures = new Map<string, Uint8Array>();
  return {
    put: async (png) => {
      const digest = createHash('sha256').update(png).digest('hex');
      pictures.set(digest, png);
      return digest;
    },
    bytes: (digest) => pictures.get(digest),
  };
}

/** The site as a visitor sees it: the pictures (desktop then phone, page by page) and the browser's problems. */
async function viewSite(chromiumPath: string, files: SiteFile[], logger: Logger) {
  const chromium = createChromiumBrowser(chromiumPath, logger);
  try {
    const store = memoryScreenshots();
    const rendered = await renderSite(await chromium.get(), files, store, {
      pageTimeoutMs: PAGE_TIMEOUT_MS,
      maxPages: VISUAL_REVIEW_PAGES,
    });
    const pictures = rendered.screenshots.flatMap((shot) => {
      const png = store.bytes(shot.digest);
      return png ? [{ page: shot.page, device: shot.device, width: shot.width, png }] : [];
    });
    return { pictures, problems: rendered.checks.problems };
  } finally {
    await chromium.close();
  }
}

/** A provider that refuses image parts says so in a 4xx naming images (OpenAI, vLLM, Ollama, llama.cpp, OpenRouter word it so). */
export function refusesImages(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof APIError ? error.cause : error instanceof APIError ? error : null;
  if (!cause || cause.status === undefined || cause.status < 400 || cause.status >= 500 || cause.status === 429) return false;
  return /image|vision|multi-?modal/i.test(cause.message);
}

function describeProblems(problems: RenderedProblem[]): string {
  if (problems.length === 0) return '(none)';
  return problems
    .slice(0, MAX_LISTED_PROBLEMS)
    .map((p) => `- ${p.page} at ${p.device} [${p.rule}]${p.selector ? ` ${p.selector}` : ''}: ${p.message}`)
    .join('\n');
}

/** The site's pages and stylesheets as they stand now, within the context budget: the model's edits must match them. */
function currentFiles(files: SiteFile[], budget: number): string {
  const shown: SiteFile[] = [];
  for (const file of files.filter((f) => f.language === 'html' || f.language === 'css')) {
    if (file.content.length > budget) continue;
    shown.push(file);
    budget -= file.content.length;
  }
  return shown.length === 0 ? '' : `\nCurrent content of the pages and stylesheets:\n\n${fileBlocks(shown)}`;
}

export async function visualReviewRound(
  deps: AnswerDeps,
  draft: SiteDraft,
  conversation: ChatMessage[],
  chromiumPath: string | null,
  answer: Answer,
): Promise<VisualReviewOutcome> {
  const before = draft.result();
  const logger = deps.logger ?? pino({ enabled: false });
  if (!chromiumPath) return { files: before, note: 'no visual review: no Chromium where the generator runs' };
  await deps.context.progress('Looking at the pages in a browser');
  let view: Awaited<ReturnType<typeof viewSite>>;
  try {
    view = await viewSite(chromiumPath, before, logger);
  } catch (error) {
    if (deps.context.signal.aborted) throw error;
    logger.warn({ err: error }, 'the site could not be rendered for the visual review; keeping it as it is');
    return { files: before, note: 'no visual review: the pages could not be rendered' };
  }
  if (view.pictures.length === 0) return { files: before, note: 'no visual review: no page could be drawn' };
  const shots = view.pictures.map((picture, i) => `${i + 1}. ${picture.page} at ${picture.width} px (${picture.device})`).join('\n');
  const content: ChatContentPart[] = [
    {
      type: 'text',
      text: renderPrompt('visual-review', {
        shots,
        problems: describeProblems(view.problems),
        files: currentFiles(before, deps.config.OPENAI_CONTEXT_CHARS),
      }),
    },
    ...view.pictures.map(
      (picture): ChatContentPart => ({
        type: 'image_url',
        image_url: { url: `data:image/png;base64,${Buffer.from(picture.png).toString('base64')}`, detail: 'auto' },
      }),
    ),
  ];
  logger.info({ pictures: view.pictures.length, problems: view.problems.length }, 'asking the model to review the rendered pages');
  await deps.context.progress(`Reviewing ${view.pictures.length} screenshots with the AI model`);
  try {
    await answer([...conversation, { role: 'user', content }]);
  } catch (error) {
    if (deps.context.signal.aborted) throw error;
    if (refusesImages(error)) {
      logger.info('the model takes no images; the visual review is skipped');
      return { files: before, note: 'the visual review was skipped: the AI model does not take images' };
    }
    logger.warn({ err: error }, 'the visual review did not finish; keeping the site as it was');
    return { files: before, note: 'the visual review did not finish' };
  }
  return { files: draft.result(), note: '' };
}
