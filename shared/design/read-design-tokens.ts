// Reads a request's design tokens (W3C Design Tokens Community Group format) into the flat list
// the log keeps: from `design_tokens`, or else from a tokens.json / design.tokens.json file (which
// stays among the files: it is the caller's, and an edit may change it).
import type { DesignToken } from './design-tokens.ts';
import { readDocument, type DocumentReading } from './dtcg-document.ts';

/** The names a tokens file goes by, at the project's root (a `tokens.json` deeper down may be any data). */
const TOKENS_FILE = /^(?:design\.)?tokens\.json$/i;

export function isDesignTokensFile(path: string): boolean {
  return TOKENS_FILE.test(path);
}

/** The index in `files` of the tokens file read when `design_tokens` is absent, or -1. */
export function tokensFileIndex(files: readonly { path: string }[] | undefined): number {
  return files?.findIndex((file) => isDesignTokensFile(file.path)) ?? -1;
}

/** A tokens file's text, read: its JSON, then the document. */
export function readTokensFile(content: string): DocumentReading {
  let document: unknown;
  try {
    document = JSON.parse(content);
  } catch (error) {
    return { ok: false, problem: { token: [], message: `is not valid JSON (${error instanceof Error ? error.message : 'unreadable'})` } };
  }
  return readDocument(document);
}

/**
 * The request's brand, resolved. Bodies reach this already validated (the request schema reads
 * the same document and refuses it with a 400 naming the token), so a problem here means none.
 */
export function designTokensOf(body: {
  design_tokens?: Record<string, unknown> | null;
  files?: readonly { path: string; content: string }[];
}): DesignToken[] {
  if (body.design_tokens) {
    const reading = readDocument(body.design_tokens);
    return reading.ok ? reading.tokens : [];
  }
  const file = body.files?.[tokensFileIndex(body.files)];
  if (!file) return [];
  const reading = readTokensFile(file.content);
  return reading.ok ? reading.tokens : [];
}
