// Configuration of the `openai` engine, read from environment-style keys so the service config
// can merge this schema as it is. Empty values count as unset: `OPENAI_MODEL=` in an env file
// is a forgotten value, not a model named "".
import { z } from 'zod';

const blankToUndefined = (value: unknown): unknown => (typeof value === 'string' && value.trim() === '' ? undefined : value);

const requiredText = () => z.preprocess(blankToUndefined, z.string().trim().min(1));

const wholeNumber = (fallback: number, min: number) => z.preprocess(blankToUndefined, z.coerce.number().int().min(min).default(fallback));

export const OPENAI_CONFIG_DEFAULTS = {
  OPENAI_MAX_OUTPUT_TOKENS: 8192,
  OPENAI_MAX_SEGMENTS: 4,
  OPENAI_REQUEST_TIMEOUT_MS: 120_000,
  OPENAI_JOB_DEADLINE_MS: 900_000,
  OPENAI_TOKEN_BUDGET: 400_000,
  OPENAI_MAX_RETRIES: 3,
  OPENAI_RETRY_BASE_MS: 1_000,
  OPENAI_RETRY_MAX_MS: 60_000,
  OPENAI_CONTEXT_CHARS: 120_000,
  OPENAI_QUALITY_ROUNDS: 1,
  OPENAI_VISUAL_REVIEW: 'false',
  OPENAI_VISION: 'false',
} as const;

const D = OPENAI_CONFIG_DEFAULTS;

export const OpenAIEngineConfigSchema = z.object({
  OPENAI_BASE_URL: z
    .preprocess(blankToUndefined, z.url({ protocol: /^https?$/ }).optional())
    .describe('Any OpenAI-compatible endpoint; unset means OpenAI itself (https://api.openai.com/v1).'),
  OPENAI_API_KEY: requiredText().describe("Sent as the provider's Bearer key (any non-empty value for servers that check none)."),
  OPENAI_MODEL: requiredText().describe('Model, or Azure deployment, name.'),
  OPENAI_MAX_OUTPUT_TOKENS: wholeNumber(D.OPENAI_MAX_OUTPUT_TOKENS, 256).describe(
    'Output tokens asked for per call (one segment of the answer).',
  ),
  OPENAI_MAX_SEGMENTS: wholeNumber(D.OPENAI_MAX_SEGMENTS, 1).describe(
    'Calls one answer may take: the first plus continuations after a length cut-off.',
  ),
  OPENAI_REQUEST_TIMEOUT_MS: wholeNumber(D.OPENAI_REQUEST_TIMEOUT_MS, 1).describe(
    'Longest wait for the first byte of an answer, and longest silence inside a streamed answer.',
  ),
  OPENAI_JOB_DEADLINE_MS: wholeNumber(D.OPENAI_JOB_DEADLINE_MS, 1).describe('Whole-job limit, retries and repairs included.'),
  OPENAI_TOKEN_BUDGET: wholeNumber(D.OPENAI_TOKEN_BUDGET, 1).describe(
    'Prompt plus completion tokens one job may use across all its calls.',
  ),
  OPENAI_MAX_RETRIES: wholeNumber(D.OPENAI_MAX_RETRIES, 0).describe('Retries of one call after 429, 5xx or a dropped connection.'),
  OPENAI_RETRY_BASE_MS: wholeNumber(D.OPENAI_RETRY_BASE_MS, 0).describe(
    'First backoff delay; doubles per retry (with jitter) unless the provider sends Retry-After.',
  ),
  OPENAI_RETRY_MAX_MS: wholeNumber(D.OPENAI_RETRY_MAX_MS, 0).describe(
    'Longest wait between retries; a Retry-After beyond it fails the job instead of waiting.',
  ),
  OPENAI_CONTEXT_CHARS: wholeNumber(D.OPENAI_CONTEXT_CHARS, 1_000).describe(
    'Characters of existing files sent in full with an edit; the rest are listed by path and size.',
  ),
  OPENAI_QUALITY_ROUNDS: z
    .preprocess(blankToUndefined, z.coerce.number().int().min(0).max(1).default(D.OPENAI_QUALITY_ROUNDS))
    .describe("Rounds in which the quality report's problems go back to the model before ready: 1 (default) or 0 (off)."),
  OPENAI_VISUAL_REVIEW: z
    .preprocess(blankToUndefined, z.enum(['true', 'false']).default(D.OPENAI_VISUAL_REVIEW))
    .describe(
      "`true`: once the site is finished, it is rendered in Chromium (CHROMIUM_PATH, or found on the PATH) and its screenshots at 1280 and 375 px with the browser checks' problems go to the model once, for fixes (a vision-capable model; one that takes no images is skipped with a note in the job's progress). Off by default.",
    ),
  OPENAI_VISION: z
    .preprocess(blankToUndefined, z.enum(['true', 'false']).default(D.OPENAI_VISION))
    .describe(
      "`true`: the request's pictures (PNG, JPEG, WebP, GIF; at most 6, 8 MiB in all) go to the model as image parts, for a vision-capable model (one that takes no images gets them listed instead, with a note in the job's progress). `false` (default): they are listed by path, size and pixel dimensions only. Either way they are kept as given: the model's answer cannot overwrite or delete them.",
    ),
  OPENAI_MAX_TOKENS_PARAM: z
    .preprocess(blankToUndefined, z.enum(['max_tokens', 'max_completion_tokens']).optional())
    .describe(
      "Name of the output-limit parameter. OpenAI's current models only accept `max_completion_tokens`; many self-hosted servers only know `max_tokens`. Unset: chosen from the base URL (`max_completion_tokens` for OpenAI and `*.openai.azure.com`, `max_tokens` elsewhere).",
    ),
});

export type OpenAIEngineConfig = z.output<typeof OpenAIEngineConfigSchema>;

/**
 * Parses the engine configuration from environment-style keys. Throws an Error with a one-line
 * message naming every missing or invalid variable, meant to stop start-up.
 */
export function parseOpenAIEngineConfig(env: Record<string, string | undefined>): OpenAIEngineConfig {
  const result = OpenAIEngineConfigSchema.safeParse(env);
  if (result.success) return result.data;

  const missing: string[] = [];
  const invalid: string[] = [];
  for (const issue of result.error.issues) {
    const key = String(issue.path[0] ?? '');
    if (blankToUndefined(env[key]) === undefined && issue.code === 'invalid_type') {
      if (!missing.includes(key)) missing.push(key);
    } else {
      invalid.push(`${key} ${describeIssue(key, issue)} (got ${JSON.stringify(env[key] ?? '')})`);
    }
  }
  const parts: string[] = [];
  if (missing.length > 0) {
    parts.push(`ENGINE=openai needs ${missing.join(' and ')} to be set`);
  }
  if (invalid.length > 0) parts.push(invalid.join('; '));
  throw new Error(`Invalid openai engine configuration: ${parts.join('; ')}.`);
}

function describeIssue(key: string, issue: z.core.$ZodIssue): string {
  if (key === 'OPENAI_BASE_URL') return 'must be an http(s) URL such as https://api.openai.com/v1';
  if (key === 'OPENAI_MAX_TOKENS_PARAM') return 'must be max_tokens or max_completion_tokens';
  if (issue.code === 'too_small' && 'minimum' in issue) {
    return `must be a whole number of at least ${String(issue.minimum)}`;
  }
  return 'must be a whole number';
}
