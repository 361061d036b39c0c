// One answer of the model, which may take several calls: a call cut off by the length limit is
// continued (the partial answer goes back as the assistant's message), a call that fails with
// 429, 5xx or a dropped connection is retried after a backoff (continuing from whatever had
// already arrived). Every call's token usage is recorded and counted against the job's budget.
import type OpenAI from 'openai';
import type { Logger } from 'pino';
import { EngineError } from '../engine.ts';
import type { EngineContext } from '../engine.ts';
import { streamChat } from './chat-stream.ts';
import type { ChatCallResult, ChatCallUsage, ChatMessage } from './chat-stream.ts';
import type { JobLimits } from './job-limits.ts';
import type { OpenAIEngineConfig } from './openai-config.ts';
import { renderPrompt, PROMPT_VERSION } from './prompts.ts';
import { backoffDelay, describeProviderError } from './provider-errors.ts';
import { SegmentJoiner } from './segment-joiner.ts';

export type Sleep = (ms: number, signal: AbortSignal) => Promise<void>;

export interface AnswerDeps {
  client: OpenAI;
  config: OpenAIEngineConfig;
  maxTokensParam: 'max_tokens' | 'max_completion_tokens';
  context: EngineContext;
  limits: JobLimits;
  logger: Logger | undefined;
  sleep: Sleep;
}

/** Streams one complete answer to `onText` and returns its text. */
export async function streamAnswer(
  deps: AnswerDeps,
  baseMessages: ChatMessage[],
  onText: (text: string) => Promise<void>,
): Promise<string> {
  const { config, limits, logger } = deps;
  let answer = '';
  const joiner = new SegmentJoiner(async (text) => {
    answer += text;
    await onText(text);
  });
  let segments = 0;
  let failures = 0;
  for (;;) {
    if (limits.signal.aborted) throw limits.stopError();
    const messages: ChatMessage[] =
      answer === ''
        ? baseMessages
        : [...baseMessages, { role: 'assistant', content: answer }, { role: 'user', content: renderPrompt('continue') }];
    const promptEstimate = estimateMessageTokens(messages);
    limits.ensureBudget(promptEstimate);

    let received = '';
    const callback: { failed: boolean; error?: unknown } = { failed: false };
    let result: ChatCallResult;
    try {
      result = await streamChat(
        deps.client,
        {
          model: config.OPENAI_MODEL,
          messages,
          maxOutputTokens: config.OPENAI_MAX_OUTPUT_TOKENS,
          maxTokensParam: deps.maxTokensParam,
        },
        {
          signal: limits.signal,
          idleTimeoutMs: config.OPENAI_REQUEST_TIMEOUT_MS,
          onText: async (delta) => {
            received += delta;
            try {
              // Stop a runaway answer as it streams, not after it has spent far past the budget.
              limits.ensureBudget(promptEstimate + estimateTokens(received));
              await joiner.push(delta);
            } catch (error) {
              Object.assign(callback, { failed: true, error });
              throw error;
            }
          },
        },
      );
    } catch (error) {
      // Our own failures (budget, the pipeline's emit) are not the provider's and are not retried.
      if (callback.failed) throw callback.error;
      if (limits.signal.aborted) throw limits.stopError();
      if (received !== '') {
        // The provider charged for what it sent before failing, and sends no usage for that.
        await joiner.flush();
        await recordUsage(deps, estimatedUsage(promptEstimate, received));
      }
      const failure = describeProviderError(error);
      const attemptsLeft = failure.retryable ? config.OPENAI_MAX_RETRIES - failures : 0;
      logger?.warn({ ...failure.log, attemptsLeft }, 'AI provider call failed');
      // A Retry-After beyond the longest wait would hold a generator idle; a later redelivery
      // of the job is the better retry then.
      const waitTooLong = failure.retryAfterMs !== null && failure.retryAfterMs > config.OPENAI_RETRY_MAX_MS;
      if (attemptsLeft <= 0 || waitTooLong) {
        throw new EngineError(failure.message, { retryable: failure.jobRetryable, cause: error });
      }
      const delay = failure.retryAfterMs ?? backoffDelay(failures, config.OPENAI_RETRY_BASE_MS, config.OPENAI_RETRY_MAX_MS);
      failures += 1;
      try {
        await deps.sleep(delay, limits.signal);
      } catch {
        throw limits.stopError();
      }
      if (received !== '') joiner.startContinuation();
      continue;
    }

    await joiner.flush();
    await recordUsage(deps, result.usage ?? estimatedUsage(promptEstimate, received));
    failures = 0;
    if (result.finishReason === 'length') {
      segments += 1;
      if (segments >= config.OPENAI_MAX_SEGMENTS) {
        throw new EngineError(
          `The AI model's answer was longer than the service allows (${config.OPENAI_MAX_SEGMENTS} parts of ${config.OPENAI_MAX_OUTPUT_TOKENS} tokens each), so the site is incomplete. Ask for a smaller site or a smaller change.`,
          { retryable: false },
        );
      }
      logger?.info({ segment: segments + 1, chars: answer.length }, 'answer cut off by the length limit; continuing');
      await deps.context.progress(`Continuing a long answer (part ${segments + 1} of up to ${config.OPENAI_MAX_SEGMENTS})`);
      joiner.startContinuation();
      continue;
    }
    if (result.finishReason === 'content_filter') {
      throw new EngineError("The AI provider's content filter stopped the answer. Rephrase the request and try again.", {
        retryable: false,
      });
    }
    return answer;
  }
}

async function recordUsage(deps: AnswerDeps, usage: ChatCallUsage): Promise<void> {
  deps.limits.addTokens(usage.totalTokens);
  await deps.context.recordUsage({ model: deps.config.OPENAI_MODEL, ...usage, promptVersion: PROMPT_VERSION });
  deps.limits.ensureBudget();
}

/**
 * Some OpenAI-compatible servers ignore `stream_options.include_usage` and send no usage; then
 * the usage is estimated at about four characters per token (the usual ratio for English and
 * code), so budgets and usage records still mean something.
 */
function estimatedUsage(promptTokens: number, completion: string): ChatCallUsage {
  const completionTokens = estimateTokens(completion);
  return { promptTokens, completionTokens, totalTokens: promptTokens + completionTokens };
}

export function estimateTokens(text: string): number {
  return Math.ceil(text.length / 4);
}

/** What a picture costs a prompt, about: providers bill an image by its tiles, near a thousand tokens at 1280 px. */
export const IMAGE_TOKENS = 1_000;

export function estimateMessageTokens(messages: ChatMessage[]): number {
  // A few tokens of framing per message, as chat templates add role markers.
  return messages.reduce((sum, message) => sum + estimateContentTokens(message.content) + 4, 0);
}

function estimateContentTokens(content: ChatMessage['content']): number {
  if (typeof content === 'string') return estimateTokens(content);
  return content.reduce((sum, part) => sum + (part.type === 'text' ? estimateTokens(part.text) : IMAGE_TOKENS), 0);
}
