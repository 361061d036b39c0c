// A design tokens document in the W3C Design Tokens Community Group format, read into the flat
// list the log keeps. Groups nest tokens and pass their `$type` down; a token is an object with a
// `$value`; a value `{color.brand.primary}` is an alias of another token. The walk is bounded (how
// deep, how many entries) and every token is resolved once, so the work grows linearly with the
// document whatever its aliases.
import type { DesignToken, DesignTokenType } from './design-tokens.ts';
import { MAX_DESIGN_TOKENS } from './design-tokens.ts';
import { colourValue, dimensionValue, fontFamilyValue, TokenValueProblem } from './token-values.ts';
import { textProblem } from '../text/text-rules.ts';

export const MAX_GROUP_DEPTH = 12;
export const MAX_ENTRIES = 2_000;
export const MAX_ALIAS_DEPTH = 16;
const MAX_NAME_CHARS = 200;

/** Why a document cannot be used: the token (its path; empty for the document) and the reason. */
export interface DocumentProblem {
  token: string[];
  message: string;
}

export type DocumentReading = { ok: true; tokens: DesignToken[] } | { ok: false; problem: DocumentProblem };

interface Entry {
  path: string[];
  value: unknown;
  /** Its own `$type`, or else its nearest group's. */
  type: string | null;
}

class Problem extends Error {
  readonly token: string[];

  constructor(token: string[], message: string) {
    super(message);
    this.token = token;
  }
}

const isObject = (value: unknown): value is Record<string, unknown> => value !== null && typeof value === 'object' && !Array.isArray(value);

const ALIAS = /^\{([^{}]{1,200})\}$/;

/** Every token of the document in order, with its inherited type. */
function entriesOf(document: Record<string, unknown>): Map<string, Entry> {
  const entries = new Map<string, Entry>();
  let seen = 0;
  const walk = (group: Record<string, unknown>, path: string[], inherited: string | null) => {
    if (path.length > MAX_GROUP_DEPTH) throw new Problem(path, `groups are nested more than ${MAX_GROUP_DEPTH} deep`);
    const type = typeof group.$type === 'string' ? group.$type : inherited;
    for (const [key, child] of Object.entries(group)) {
      if (key.startsWith('$')) continue;
      const childPath = [...path, key];
      if (++seen > MAX_ENTRIES) throw new Problem([], `the document holds more than ${MAX_ENTRIES} tokens and groups`);
      if (/[.{}]/.test(key) || key.trim() === '')
        throw new Problem(childPath, 'a token or group name must not be empty or contain ".", "{" or "}"');
      const nameProblem = textProblem(key, 'single-line');
      if (nameProblem) throw new Problem(childPath, `its name ${nameProblem}`);
      if (!isObject(child)) throw new Problem(childPath, 'must be a group (an object) or a token (an object with "$value")');
      if ('$value' in child) {
        const name = childPath.join('.');
        if (name.length > MAX_NAME_CHARS) throw new Problem(childPath, `its name is longer than ${MAX_NAME_CHARS} characters`);
        entries.set(name, { path: childPath, value: child.$value, type: typeof child.$type === 'string' ? child.$type : type });
      } else walk(child, childPath, type);
    }
  };
  walk(document, [], null);
  return entries;
}

/** What a token's value resolves to, aliases followed: the value and the type it has there. */
interface Resolved {
  value: unknown;
  type: string | null;
  /** How many aliases were followed to reach the value. */
  hops: number;
}

function resolver(entries: Map<string, Entry>) {
  const done = new Map<string, Resolved>();
  const resolving = new Set<string>();
  const resolve = (name: string): Resolved => {
    const known = done.get(name);
    if (known) return known;
    const entry = entries.get(name)!;
    const alias = typeof entry.value === 'string' ? ALIAS.exec(entry.value.trim()) : null;
    let resolved: Resolved;
    if (!alias) resolved = { value: entry.value, type: entry.type, hops: 0 };
    else {
      const target = alias[1]!.trim();
      if (!entries.has(target)) throw new Problem(entry.path, `refers to {${target}}, which is not a token of this document`);
      if (resolving.has(target)) throw new Problem(entry.path, `its alias {${target}} closes a cycle of aliases`);
      // `resolving` holds the chain being followed, so the recursion is at most MAX_ALIAS_DEPTH deep too.
      if (resolving.size >= MAX_ALIAS_DEPTH) throw new Problem(entry.path, `its aliases go more than ${MAX_ALIAS_DEPTH} deep`);
      resolving.add(name);
      const found = resolve(target);
      resolving.delete(name);
      if (found.hops + 1 > MAX_ALIAS_DEPTH) throw new Problem(entry.path, `its aliases go more than ${MAX_ALIAS_DEPTH} deep`);
      // An alias without a type of its own has the type of the token it names.
      resolved = { value: found.value, type: entry.type ?? found.type, hops: found.hops + 1 };
    }
    done.set(name, resolved);
    return resolved;
  };
  return resolve;
}

// A bare "size" (icons, avatars) is no font size: the path must speak of type.
const SIZE_WORDS = /(^|[^a-z])(font|fonts|text|type|typography|heading|headings|body)([^a-z]|$)/;
const SPACE_WORDS = /(^|[^a-z])(space|spacing|spacings|gap|gutter|padding|margin|inset|stack)([^a-z]|$)/;
const RADIUS_WORDS = /(^|[^a-z])(radius|radii|rounded|rounding|corner|corners|border-radius|borderradius)([^a-z]|$)/;

/** A `dimension` token is a font size, a spacing or a radius by the words of its path; other sizes are dropped. */
function dimensionKind(path: string[]): DesignTokenType | null {
  const words = path
    .join(' ')
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .toLowerCase();
  if (RADIUS_WORDS.test(words)) return 'radius';
  if (SPACE_WORDS.test(words)) return 'spacing';
  if (SIZE_WORDS.test(words)) return 'fontSize';
  return null;
}

/** The kinds the service uses, by the format's `$type` (and the names Tokens Studio writes). */
function kindOf(type: string | null, path: string[], value: unknown): DesignTokenType | null {
  switch (type) {
    case 'color':
      return 'color';
    case 'fontFamily':
    case 'fontFamilies':
      return 'fontFamily';
    case 'fontSize':
    case 'fontSizes':
      return 'fontSize';
    case 'spacing':
      return 'spacing';
    case 'borderRadius':
      return 'radius';
    case 'dimension':
      return dimensionKind(path);
    case null:
      // A token whose type no group gives: a colour string is a colour; anything else is dropped.
      return typeof value === 'string' && !ALIAS.test(value) && safeColour(value) ? 'color' : null;
    default:
      return null;
  }
}

function safeColour(value: string): boolean {
  try {
    colourValue(value);
    return true;
  } catch {
    return false;
  }
}

function cssValue(kind: DesignTokenType, value: unknown): string {
  switch (kind) {
    case 'color':
      return colourValue(value);
    case 'fontFamily':
      return fontFamilyValue(value);
    default:
      return dimensionValue(value);
  }
}

/** Reads a whole document: its tokens of the kinds engines use, or the first problem found. */
export function readDocument(document: unknown): DocumentReading {
  try {
    if (!isObject(document)) throw new Problem([], 'must be a JSON object of token groups');
    const entries = entriesOf(document);
    const resolve = resolver(entries);
    const tokens: DesignToken[] = [];
    for (const [name, entry] of entries) {
      const resolved = resolve(name);
      const kind = kindOf(resolved.type, entry.path, resolved.value);
      if (!kind) continue;
      if (tokens.length === MAX_DESIGN_TOKENS)
        throw new Problem(entry.path, `the document has more than ${MAX_DESIGN_TOKENS} colour, font, size, spacing and radius tokens`);
      try {
        tokens.push({ name, type: kind, value: cssValue(kind, resolved.value) });
      } catch (error) {
        if (error instanceof TokenValueProblem) throw new Problem(entry.path, error.message);
        throw error;
      }
    }
    return { ok: true, tokens };
  } catch (error) {
    if (error instanceof Problem) return { ok: false, problem: { token: error.token, message: error.message } };
    throw error;
  }
}
