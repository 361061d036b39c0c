// Reads a request's design tokens (W3C Design Tokens Community Group format) into the flat list
// the log keeps: from `design_tokens`, or else from a tokens.json / design.tokens.json file.
import type { GenerateRequest } from '../api/schemas.ts';
import type { DesignToken } from './design-tokens.ts';

/** PLACEHOLDER until the parser lands: no tokens. */
export function designTokensOf(_body: Pick<GenerateRequest, 'design_tokens' | 'files'>): DesignToken[] {
  return [];
}
