// Turns what the provider (or the network) threw into a decision and a plain-language message.
// Provider error texts vary by vendor, may quote the request or the key's prefix, and mean little
// to the person who asked for a website, so they only reach the operator's log, summarised.
import { APIConnectionError, APIConnectionTimeoutError, APIError } from 'openai';

export interface ProviderFailure {
  /** Worth another attempt of the same call (429, 5xx, dropped connection...). */
  retryable: boolean;
  /** The job's error if this is the last word: plain language, no provider text. */
  message: string;
  /** Whether a redelivery of the whole job to another generator could help. */
  jobRetryable: boolean;
  /** How long the provider asked us to wait (Retry-After), if it said. */
  retryAfterMs: number | null;
  /** Short facts for the operator's log. */
  log: { status?: number; code?: string; type?: string; detail: string };
}

export class StreamTimeoutError extends Error {
  override readonly name = 'StreamTimeoutError';
}

export function describeProviderError(error: unknown): ProviderFailure {
  if (error instanceof APIConnectionTimeoutError || error instanceof StreamTimeoutError || hasCode(error, TIMEOUT_CODES)) {
    return failure(false, true, 'The AI model did not answer in time. Please try again.', null, error);
  }
  if (error instanceof APIConnectionError || isNetworkFailure(error)) {
    return failure(true, true, 'The AI provider could not be reached. Please try again in a few minutes.', null, error);
  }
  if (error instanceof APIError) return describeApiError(error);
  if (error instanceof SyntaxError) {
    return failure(true, true, 'The AI provider sent an answer that could not be read. Please try again.', null, error);
  }
  return failure(false, false, 'The AI engine failed unexpectedly. Please try again later.', null, error);
}

const NETWORK_CODES = new Set([
  'ECONNRESET',
  'ECONNREFUSED',
  'EPIPE',
  'ETIMEDOUT',
  'ENOTFOUND',
  'EAI_AGAIN',
  'UND_ERR_SOCKET',
  'UND_ERR_CLOSED',
]);

// Node's fetch has its own 300 s header and body inactivity limits under ours.
const TIMEOUT_CODES = new Set(['UND_ERR_HEADERS_TIMEOUT', 'UND_ERR_BODY_TIMEOUT']);

/** A connection lost while reading the body surfaces from fetch as `TypeError: terminated`. */
function isNetworkFailure(error: unknown): boolean {
  if (hasCode(error, NETWORK_CODES)) return true;
  return error instanceof TypeError && error.message === 'terminated';
}

/** Whether `error` or one of its causes carries one of `codes` (fetch nests the socket's error). */
function hasCode(error: unknown, codes: Set<string>): boolean {
  for (let current = error, depth = 0; current instanceof Error && depth < 4; depth += 1) {
    const code = (current as { code?: unknown }).code;
    if (typeof code === 'string' && codes.has(code)) return true;
    current = current.cause;
  }
  return false;
}

function describeApiError(error: APIError): ProviderFailure {
  const status = error.status;
  const code = typeof error.code === 'string' ? error.code : '';
  const retryAfterMs = retryAfterFromHeaders(error.headers);
  if (status === undefined) {
    // An error event inside an otherwise successful stream: usually an overloaded backend.
    return failure(true, true, 'The AI provider stopped while answering. Please try again.', retryAfterMs, error);
  }
  if (status === 401 || status === 403) {
    return failure(
      false,
      false,
      "The AI provider rejected the site generator's API key, so no site could be made. The service operator needs to check OPENAI_API_KEY.",
      null,
      error,
    );
  }
  if (status === 404) {
    return failure(
      false,
      false,
      'The AI provider does not offer the configured model. The service operator needs to check OPENAI_MODEL and OPENAI_BASE_URL.',
      null,
      error,
    );
  }
  if (status === 429 && /quota|billing|credit/i.test(`${code} ${error.type ?? ''}`)) {
    return failure(
      false,
      false,
      'The AI provider account has run out of credit. The service operator needs to top it up; then try again.',
      null,
      error,
    );
  }
  if (status === 429) {
    return failure(
      true,
      true,
      'The AI provider is rate limiting the site generator. Please try again in a few minutes.',
      retryAfterMs,
      error,
    );
  }
  if (status === 408 || status === 409 || status >= 500) {
    return failure(
      true,
      true,
      `The AI provider had a temporary problem (HTTP ${status}). Please try again in a few minutes.`,
      retryAfterMs,
      error,
    );
  }
  if (/context|too long|too large|maximum.*tokens/i.test(`${code} ${error.message}`)) {
    return failure(
      false,
      false,
      'The request and its files were too large for the AI model. Send fewer or smaller files, or ask for a smaller change.',
      null,
      error,
    );
  }
  return failure(
    false,
    false,
    `The AI provider refused the request (HTTP ${status}). The service operator needs to check the openai engine settings.`,
    null,
    error,
  );
}

function failure(retryable: boolean, jobRetryable: boolean, message: string, retryAfterMs: number | null, error: unknown): ProviderFailure {
  const log: ProviderFailure['log'] = { detail: summarise(error) };
  if (error instanceof APIError) {
    if (typeof error.status === 'number') log.status = error.status;
    if (typeof error.code === 'string') log.code = error.code;
    if (typeof error.type === 'string') log.type = error.type;
  }
  return { retryable, jobRetryable, message, retryAfterMs, log };
}

/** One line, bounded, for the log: provider texts can be pages of HTML from a proxy. */
function summarise(error: unknown): string {
  const text = error instanceof Error ? `${error.name}: ${error.message}` : String(error);
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > 200 ? `${line.slice(0, 200)}…` : line;
}

/** Retry-After as milliseconds: OpenAI's `retry-after-ms`, or `retry-after` in seconds or as a date. */
export function retryAfterFromHeaders(headers: Headers | undefined, now = Date.now()): number | null {
  if (!headers) return null;
  const ms = Number.parseFloat(headers.get('retry-after-ms') ?? '');
  if (Number.isFinite(ms) && ms >= 0) return Math.ceil(ms);
  const value = headers.get('retry-after')?.trim();
  if (!value) return null;
  if (/^\d+(\.\d+)?$/.test(value)) return Math.ceil(Number.parseFloat(value) * 1000);
  const date = Date.parse(value);
  if (Number.isNaN(date)) return null;
  return Math.max(0, date - now);
}

/** Exponential backoff with full jitter, so generators that failed together do not retry together. */
export function backoffDelay(attempt: number, baseMs: number, maxMs: number, random = Math.random): number {
  const ceiling = Math.min(maxMs, baseMs * 2 ** attempt);
  return Math.round(ceiling / 2 + (random() * ceiling) / 2);
}
