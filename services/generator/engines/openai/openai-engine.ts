// The `openai` engine: builds or edits a site with a model behind any OpenAI-compatible
// chat-completions endpoint. One job is one conversation: the first answer, then at most one
// repair round when that answer held no usable blocks or blocks that could not be applied, then
// at most one quality round when the static checks of the result (the job's `checks`) find problems.
import OpenAI from 'openai';
import type { Logger } from 'pino';
import { setTimeout as sleepFor } from 'node:timers/promises';
import { EngineError } from '../engine.ts';
import type { Engine, EngineContext, EngineRequest, EngineResult } from '../engine.ts';
import type { SiteFile } from '../../../../shared/files/site-file.ts';
import { AnswerApplier } from './answer-applier.ts';
import { streamAnswer } from './answer-stream.ts';
import type { AnswerDeps, Sleep } from './answer-stream.ts';
import { buildCreateMessages, buildEditMessages, fileBlocks, selectContextFiles } from './build-messages.ts';
import type { ChatMessage } from './chat-stream.ts';
import { JobLimits } from './job-limits.ts';
import type { OpenAIEngineConfig } from './openai-config.ts';
import { renderPrompt } from './prompts.ts';
import { SiteDraft } from './site-draft.ts';
import { checkSite } from '../../checks/site-checks.ts';
import { refusesImages, visualReviewRound } from './visual-review.ts';
import { NO_PICTURES, pictureContext, withPictures, type PictureContext } from './picture-context.ts';
import { isImageFile, picturesOnly } from '../given-pictures.ts';
import type { CheckProblem } from '../../../../shared/jobs/site-checks.ts';

export interface OpenAIEngineOptions {
  /** Waits between retries; tests replace it to observe delays without spending them. */
  sleep?: Sleep;
  /** The Chromium the visual review renders with (OPENAI_VISUAL_REVIEW); null: none on this machine. */
  chromiumPath?: string | null;
}

const defaultSleep: Sleep = async (ms, signal) => {
  await sleepFor(ms, undefined, { signal });
};

export function createOpenAIEngine(config: OpenAIEngineConfig, logger?: Logger, options: OpenAIEngineOptions = {}): Engine {
  const client = new OpenAI({
    apiKey: config.OPENAI_API_KEY,
    baseURL: config.OPENAI_BASE_URL ?? null,
    maxRetries: 0,
    timeout: config.OPENAI_REQUEST_TIMEOUT_MS,
    // The SDK would otherwise log request failures on its own, with the provider's raw text.
    logLevel: 'off',
  });
  const maxTokensParam = config.OPENAI_MAX_TOKENS_PARAM ?? defaultMaxTokensParam(config.OPENAI_BASE_URL);
  const engineLogger = logger?.child({ engine: 'openai', model: config.OPENAI_MODEL });
  return {
    name: 'openai',
    async run(request: EngineRequest, context: EngineContext): Promise<EngineResult> {
      const limits = new JobLimits(context, config.OPENAI_JOB_DEADLINE_MS, config.OPENAI_TOKEN_BUDGET);
      const deps: AnswerDeps = {
        client,
        config,
        maxTokensParam,
        context,
        limits,
        logger: engineLogger?.child({ jobId: request.jobId }),
        sleep: options.sleep ?? defaultSleep,
      };
      try {
        return await buildSite(
          deps,
          request,
          config.OPENAI_VISUAL_REVIEW === 'true' ? { chromiumPath: options.chromiumPath ?? null } : null,
        );
      } catch (error) {
        if (!(error instanceof EngineError) && limits.signal.aborted) throw limits.stopError();
        throw error;
      } finally {
        limits.dispose();
      }
    },
  };
}

/** OpenAI and Azure OpenAI refuse `max_tokens` for their newer models; most other servers only know it. */
export function defaultMaxTokensParam(baseURL: string | undefined): 'max_tokens' | 'max_completion_tokens' {
  if (baseURL === undefined) return 'max_completion_tokens';
  const host = new URL(baseURL).hostname;
  return host === 'api.openai.com' || host.endsWith('.openai.azure.com') ? 'max_completion_tokens' : 'max_tokens';
}

async function buildSite(
  deps: AnswerDeps,
  request: EngineRequest,
  visualReview: { chromiumPath: string | null } | null,
): Promise<EngineResult> {
  const { config, context, logger } = deps;
  // Pictures alone (and design tokens) are no site to edit: a new one is built around them.
  const creating = request.files.length === 0 || picturesOnly(request.files);
  const draft = new SiteDraft(request.files);
  // Binary files never go in the prompt as text; for a new site its SVG pictures are listed with them.
  const texts = request.files.filter((file) => file.encoding !== 'base64');
  const pictures = request.files.filter((file) => file.encoding === 'base64' || (creating && isImageFile(file)));
  const vision = config.OPENAI_VISION === 'true';

  const firstMessages = (shown: PictureContext): ChatMessage[] => {
    if (creating) return withPicturesLast(buildCreateMessages(request.query, request.designTokens), shown);
    const selection = selectContextFiles(request.query, texts, config.OPENAI_CONTEXT_CHARS);
    if (selection.listed.length > 0) {
      logger?.info(
        { shown: selection.shown.length, listed: selection.listed.map((file) => file.path) },
        'files over the context budget are listed by path only',
      );
    }
    return withPicturesLast(
      buildEditMessages(
        request.query,
        selection,
        { target: request.target, lockedPaths: request.lockedPaths },
        request.designTokens,
        pictures.length,
      ),
      shown,
    );
  };
  let messages = firstMessages(pictureContext(pictures, vision));
  await context.progress(creating ? 'Planning the site' : 'Planning the changes');

  let first: { text: string; blocks: number };
  try {
    first = await answerInto(deps, draft, messages);
  } catch (error) {
    // A model that takes no images gets the pictures listed instead, once.
    if (!vision || pictures.length === 0 || context.signal.aborted || !refusesImages(error)) throw error;
    logger?.info('the model takes no images; the pictures are listed instead');
    await context.progress('The AI model takes no images: the pictures are described to it instead');
    messages = firstMessages(pictureContext(pictures, false));
    first = await answerInto(deps, draft, messages);
  }
  // The conversation so far, which the quality round continues.
  const conversation: ChatMessage[] = [...messages, { role: 'assistant', content: first.text }];
  const needsRepair = first.blocks === 0 || draft.openProblems().length > 0;
  if (needsRepair) {
    const repair = repairRequest(config, draft, first.blocks === 0, creating);
    logger?.info({ noBlocks: first.blocks === 0, problems: draft.openProblems() }, 'asking the model to repair its answer');
    await context.progress(first.blocks === 0 ? 'Asking the AI model again for the files' : 'Fixing changes that could not be applied');
    conversation.push({ role: 'user', content: repair });
    const repaired = await answerInto(deps, draft, [...conversation]);
    conversation.push({ role: 'assistant', content: repaired.text });
    if (first.blocks === 0 && repaired.blocks === 0) {
      throw new EngineError(
        creating
          ? 'The AI model did not produce any files, even when asked again. Try rephrasing the request.'
          : 'The AI model did not produce any changes, even when asked again. Try describing the change more precisely.',
        { retryable: false },
      );
    }
  }

  const problems = draft.openProblems();
  if (problems.length > 0) throw new EngineError(problemMessage(problems), { retryable: false });

  const built = draft.result();
  if (built.length === 0) {
    throw new EngineError('The AI model left the site without any files. Try rephrasing the request.', {
      retryable: false,
    });
  }
  if (creating && !built.some((file) => file.language === 'html')) {
    throw new EngineError('The AI model did not write any HTML page, so there is no site to show. Try rephrasing the request.', {
      retryable: false,
    });
  }
  let files = await qualityRound(deps, draft, conversation, request.files);
  let note = '';
  if (visualReview) {
    const answer = (messages: ChatMessage[]) => answerInto(deps, draft, messages);
    ({ files, note } = await visualReviewRound(deps, draft, conversation, visualReview.chromiumPath, answer));
  }
  logger?.info({ files: files.length, tokens: deps.limits.tokensUsed }, 'site ready');
  const done = summary(draft, creating);
  const kept = draft.keptPaths.length > 0 ? `the given ${listPaths(draft.keptPaths)} kept as given` : '';
  const textPictures =
    draft.textPicturePaths.length > 0 ? `${listPaths(draft.textPicturePaths)} not written: a picture cannot be text` : '';
  const notes = [note, kept, textPictures].filter((text) => text !== '').join('; ');
  return { files, summary: notes ? `${done} (${notes})` : done };
}

/** The pictures go with the last message: the user's request. */
function withPicturesLast(messages: ChatMessage[], pictures: PictureContext): ChatMessage[] {
  if (pictures === NO_PICTURES) return messages;
  return messages.map((message, i) => (i === messages.length - 1 ? withPictures(message, pictures) : message));
}

// At most this many problems are shown to the model in the quality round.
const MAX_QUALITY_PROBLEMS = 20;

/**
 * One bounded round on the quality report: the problems the static checks find go back to the
 * model once. Blocks that cannot be applied leave their file as it was, and a round cut short by
 * the deadline or the token budget keeps the site as it stood, so this round can only improve it.
 */
async function qualityRound(deps: AnswerDeps, draft: SiteDraft, messages: ChatMessage[], starting: SiteFile[]): Promise<SiteFile[]> {
  const before = draft.result();
  if (deps.config.OPENAI_QUALITY_ROUNDS === 0) return before;
  const report = await checkSite(before);
  if (report.problems.length === 0) return before;
  // The caller's own files may have had problems already: the report shows them, but the model
  // is asked to fix only what its answer brought in, so an edit never rewrites more than asked.
  const inherited = new Set(starting.length === 0 ? [] : (await checkSite(starting)).problems.map(problemKey));
  const introduced = report.problems.filter((p) => !inherited.has(problemKey(p)));
  if (introduced.length === 0) return before;
  const problems = introduced.slice(0, MAX_QUALITY_PROBLEMS);
  deps.logger?.info({ problems: introduced.length }, 'asking the model to fix the quality problems');
  await deps.context.progress(`Fixing ${introduced.length} quality problem${introduced.length === 1 ? '' : 's'}`);
  try {
    await answerInto(deps, draft, [...messages, { role: 'user', content: qualityRequest(deps.config, draft, problems) }]);
  } catch (error) {
    if (deps.context.signal.aborted) throw error;
    deps.logger?.warn({ err: error }, 'the quality round did not finish; keeping the site as it was');
    return before;
  }
  return draft.result();
}

/** A problem without its line number, which an edit above it may shift. */
function problemKey(problem: CheckProblem): string {
  return `${problem.path}|${problem.rule}|${problem.message.replace(/^line \d+: /, '')}`;
}

function qualityRequest(config: OpenAIEngineConfig, draft: SiteDraft, problems: CheckProblem[]): string {
  let budget = config.OPENAI_CONTEXT_CHARS;
  const shown: SiteFile[] = [];
  for (const path of new Set(problems.map((p) => p.path))) {
    const file = draft.get(path);
    if (file && file.content.length <= budget) {
      shown.push(file);
      budget -= file.content.length;
    }
  }
  return renderPrompt('repair-quality', {
    problems: problems.map((p) => `- ${p.path} [${p.rule}]: ${p.message}`).join('\n'),
    files: shown.length === 0 ? '' : `\nCurrent content of the files concerned:\n\n${fileBlocks(shown)}`,
  });
}

async function answerInto(deps: AnswerDeps, draft: SiteDraft, messages: ChatMessage[]): Promise<{ text: string; blocks: number }> {
  const applier = new AnswerApplier(draft, deps.context, deps.logger);
  const text = await streamAnswer(deps, messages, (delta) => applier.push(delta));
  await applier.finish();
  return { text, blocks: applier.blocks };
}

function repairRequest(config: OpenAIEngineConfig, draft: SiteDraft, noBlocks: boolean, creating: boolean): string {
  if (noBlocks) {
    return renderPrompt('repair-no-files', {
      expected: creating
        ? 'one <file> block for each file of the site, starting with index.html.'
        : '<edit>, <file> or <delete> blocks that make the requested change.',
    });
  }
  const problems = draft.openProblems();
  // Show the current text of the files concerned, so a new search text can be copied from it.
  let budget = config.OPENAI_CONTEXT_CHARS;
  const shown = [];
  for (const { path } of problems) {
    const file = draft.get(path);
    if (file && file.content.length <= budget) {
      shown.push(file);
      budget -= file.content.length;
    }
  }
  return renderPrompt('repair-problems', {
    problems: problems.map(({ path, problem }) => `- ${path}: ${problem}`).join('\n'),
    files: shown.length === 0 ? '' : `\nCurrent content of the files concerned:\n\n${fileBlocks(shown)}`,
  });
}

function problemMessage(problems: Array<{ path: string; problem: string }>): string {
  const named = problems.slice(0, 3).map(({ path, problem }) => `${displayPath(path)} (${problem})`);
  const more = problems.length > 3 ? ` and ${problems.length - 3} more` : '';
  const subject = problems.length === 1 ? 'a file' : 'some files';
  return `The AI model's answer could not be used for ${subject}, even after a second attempt: ${named.join('; ')}${more}. Try again, perhaps describing the change more precisely.`;
}

/** Model-chosen paths reach the caller's error text: keep them short and printable. */
function displayPath(path: string): string {
  // eslint-disable-next-line no-control-regex
  const printable = path.replace(/[\u0000-\u001f\u007f]/g, '?');
  return JSON.stringify(printable.length > 80 ? `${printable.slice(0, 79)}…` : printable);
}

function summary(draft: SiteDraft, creating: boolean): string {
  const written = draft.writtenPaths;
  const deleted = draft.deletedPaths;
  if (creating) return `Done: ${written.length} ${written.length === 1 ? 'file' : 'files'} written`;
  const parts: string[] = [];
  if (written.length > 0) parts.push(`changed ${listPaths(written)}`);
  if (deleted.length > 0) parts.push(`deleted ${listPaths(deleted)}`);
  return parts.length === 0 ? 'Done' : `Done: ${parts.join('; ')}`;
}

function listPaths(paths: string[]): string {
  return paths.length <= 3 ? paths.join(', ') : `${paths.slice(0, 3).join(', ')} and ${paths.length - 3} more`;
}
