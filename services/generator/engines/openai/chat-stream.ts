// One streamed chat-completions call. The request timeout is an inactivity limit (first byte,
// then every gap between chunks), not a cap on the whole answer: a long site legitimately
// streams for minutes, while a stalled connection should not hold the job until its deadline.
import { APIConnectionError } from 'openai';
import type OpenAI from 'openai';
import { StreamTimeoutError } from './provider-errors.ts';

/** A part of a user message: text, or a picture (a data: URL) for models that take images. */
export type ChatContentPart =
  | { type: 'text'; text: string }
  | { type: 'image_url'; image_url: { url: string; detail?: 'low' | 'high' | 'auto' } };

/** A message of the conversation; only the user's may carry parts (the visual review's screenshots). */
export type ChatMessage =
  | { role: 'system'; content: string }
  | { role: 'assistant'; content: string }
  | { role: 'user'; content: string | ChatContentPart[] };

export interface ChatCallRequest {
  model: string;
  messages: ChatMessage[];
  maxOutputTokens: number;
  maxTokensParam: 'max_tokens' | 'max_completion_tokens';
}

export interface ChatCallUsage {
  promptTokens: number;
  completionTokens: number;
  totalTokens: number;
}

export interface ChatCallResult {
  finishReason: string;
  /** Null when the provider ignored `stream_options.include_usage`. */
  usage: ChatCallUsage | null;
}

export interface ChatCallOptions {
  signal: AbortSignal;
  idleTimeoutMs: number;
  /** Receives the answer text piece by piece; the inactivity clock stops while it runs. */
  onText(delta: string): Promise<void>;
}

export async function streamChat(client: OpenAI, request: ChatCallRequest, options: ChatCallOptions): Promise<ChatCallResult> {
  const idle = new AbortController();
  const signal = AbortSignal.any([options.signal, idle.signal]);
  let timer: NodeJS.Timeout | undefined;
  const arm = () => {
    clearTimeout(timer);
    timer = setTimeout(() => {
      idle.abort(new StreamTimeoutError(`no data from the provider for ${options.idleTimeoutMs} ms`));
    }, options.idleTimeoutMs);
  };
  const stopReason = (): unknown => (idle.signal.aborted ? idle.signal.reason : options.signal.reason);

  let finishReason: string | null = null;
  let usage: ChatCallUsage | null = null;
  arm();
  try {
    const stream = await client.chat.completions.create(
      {
        model: request.model,
        messages: request.messages,
        stream: true,
        stream_options: { include_usage: true },
        [request.maxTokensParam]: request.maxOutputTokens,
      },
      // Retries are ours (they honour the job deadline and pause the idle clock); the SDK's
      // timeout only bounds the wait for response headers.
      { signal, maxRetries: 0, timeout: options.idleTimeoutMs },
    );
    for await (const chunk of stream) {
      clearTimeout(timer);
      if (chunk.usage) {
        usage = {
          promptTokens: chunk.usage.prompt_tokens,
          completionTokens: chunk.usage.completion_tokens,
          totalTokens: chunk.usage.total_tokens,
        };
      }
      const choice = chunk.choices?.[0];
      const text = choice?.delta?.content;
      if (typeof text === 'string' && text !== '') await options.onText(text);
      if (choice?.finish_reason) finishReason = choice.finish_reason;
      if (signal.aborted) break;
      arm();
    }
  } catch (error) {
    if (signal.aborted) throw stopReason();
    throw error;
  } finally {
    clearTimeout(timer);
  }
  // The SDK ends the iteration quietly when the request is aborted.
  if (signal.aborted) throw stopReason();
  if (finishReason === null) {
    throw new APIConnectionError({ message: 'The stream ended before the answer was finished.' });
  }
  return { finishReason, usage };
}
