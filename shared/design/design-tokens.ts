// A request's brand (issue 27): design tokens in the W3C Design Tokens Community Group format,
// as the caller sends them (`design_tokens`, or a tokens.json / design.tokens.json file), are
// reduced at the door to this flat, resolved list. The log keeps the list, not the caller's JSON:
// every engine reads the same few kinds of value, already checked and written as CSS.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

/** The token kinds an engine uses; others (shadows, transitions, ...) are dropped at the door. */
export const DESIGN_TOKEN_TYPES = ['color', 'fontFamily', 'fontSize', 'spacing', 'radius'] as const;
export type DesignTokenType = (typeof DESIGN_TOKEN_TYPES)[number];

/** At most this many tokens are kept per request. */
export const MAX_DESIGN_TOKENS = 200;

export const DesignTokenSchema = z.object({
  name: textSchema('single-line', 200).min(1).describe("The token's path in its file, its groups joined by dots (`color.brand.primary`)."),
  type: z.enum(DESIGN_TOKEN_TYPES).describe('What the token sets.'),
  value: textSchema('single-line', 300)
    .min(1)
    .describe('Its value as CSS (`#0a7cff`, `"Inter", sans-serif`, `1.125rem`), aliases resolved.'),
});
export type DesignToken = z.infer<typeof DesignTokenSchema>;

export const DesignTokensSchema = z.array(DesignTokenSchema).max(MAX_DESIGN_TOKENS);
