// A design token's value, as the W3C Design Tokens Community Group format writes it, turned into
// the CSS an engine writes: colours as hex, dimensions as `<number><unit>`, font families as a
// quoted list. Every value goes into stylesheets verbatim, so only what these functions build can
// get there: a value they cannot read is a problem in plain words, never passed through.
import { colord, extend } from 'colord';
import namesPlugin from 'colord/plugins/names';
import hwbPlugin from 'colord/plugins/hwb';

extend([namesPlugin, hwbPlugin]);

/** A value an engine cannot use, in words for the caller. */
export class TokenValueProblem extends Error {}

const MAX_VALUE_CHARS = 300;

function shortText(value: string): string {
  if (value.length > MAX_VALUE_CHARS) throw new TokenValueProblem(`its value is longer than ${MAX_VALUE_CHARS} characters`);
  return value.trim();
}

function colourFromString(value: string): string {
  const text = shortText(value);
  const colour = colord(text);
  // colord also reads objects and bare words like "transparent"; only CSS colour strings reach it here.
  if (!colour.isValid()) throw new TokenValueProblem(`"${text}" is not a colour (write it as #0a7cff, rgb(), hsl() or a colour name)`);
  return colour.toHex();
}

const isNumber = (value: unknown): value is number => typeof value === 'number' && Number.isFinite(value);
// The format lets a component be "none" (no value in that channel): it reads as 0.
const component = (value: unknown): number | null => (value === 'none' ? 0 : isNumber(value) ? value : null);

/** The 2025 object form: `{ colorSpace, components, alpha?, hex? }`. */
function colourFromObject(value: Record<string, unknown>): string {
  const alpha = value.alpha === undefined ? 1 : component(value.alpha);
  if (alpha === null || alpha < 0 || alpha > 1) throw new TokenValueProblem('its alpha must be a number from 0 to 1');
  const parts = Array.isArray(value.components) ? value.components.slice(0, 4).map(component) : [];
  const [a, b, c] = parts;
  const complete = parts.length === 3 && a !== null && a !== undefined && b !== null && b !== undefined && c !== null && c !== undefined;
  let colour = null;
  if (complete && value.colorSpace === 'srgb' && [a, b, c].every((n) => n >= 0 && n <= 1))
    colour = colord({ r: a * 255, g: b * 255, b: c * 255, a: alpha });
  else if (complete && value.colorSpace === 'hsl') colour = colord({ h: a, s: b, l: c, a: alpha });
  else if (complete && value.colorSpace === 'hwb') colour = colord({ h: a, w: b, b: c, a: alpha });
  if (colour?.isValid()) return colour.toHex();
  // Other colour spaces (display-p3, oklch, lab, ...) need their sRGB fallback, which the format puts in `hex`.
  if (typeof value.hex === 'string' && /^#[0-9a-f]{6}$/i.test(value.hex)) return colord(value.hex).alpha(alpha).toHex();
  const space = typeof value.colorSpace === 'string' ? shortText(value.colorSpace).slice(0, 40) : 'an unnamed space';
  throw new TokenValueProblem(
    `its colour in ${space} cannot be read: give three components in srgb (0 to 1), hsl or hwb, or a "hex" fallback`,
  );
}

export function colourValue(value: unknown): string {
  if (typeof value === 'string') return colourFromString(value);
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) return colourFromObject(value as Record<string, unknown>);
  throw new TokenValueProblem('its value must be a colour string or an object with colorSpace and components');
}

const UNITS = new Set(['px', 'rem', 'em']);
const MAX_DIMENSION = 10_000;

function dimension(amount: number, unit: string): string {
  if (!UNITS.has(unit)) throw new TokenValueProblem(`its unit "${unit.slice(0, 20)}" is not one of px, rem, em`);
  if (Math.abs(amount) > MAX_DIMENSION) throw new TokenValueProblem(`its size ${amount} is out of range`);
  // Rounded so a computed value (0.1 + 0.2) is written as a person would.
  return `${Math.round(amount * 10_000) / 10_000}${unit}`;
}

/** `{ value, unit }` (2025), a string such as "16px" or "1.25rem", or a bare number (pixels). */
export function dimensionValue(value: unknown): string {
  if (isNumber(value)) return dimension(value, 'px');
  if (typeof value === 'string') {
    const text = shortText(value);
    const match = /^(-?(?:\d+\.?\d*|\.\d+))(px|rem|em)?$/i.exec(text);
    if (!match) throw new TokenValueProblem(`"${text}" is not a size (write it as 16px, 1.25rem or { "value": 16, "unit": "px" })`);
    return dimension(Number(match[1]), (match[2] ?? 'px').toLowerCase());
  }
  if (value !== null && typeof value === 'object' && !Array.isArray(value)) {
    const { value: amount, unit } = value as Record<string, unknown>;
    if (isNumber(amount) && typeof unit === 'string') return dimension(amount, shortText(unit));
  }
  throw new TokenValueProblem('its value must be a size: { "value": 16, "unit": "px" } or a string such as "16px"');
}

const GENERIC_FAMILIES = new Set([
  'serif',
  'sans-serif',
  'monospace',
  'cursive',
  'fantasy',
  'system-ui',
  'ui-serif',
  'ui-sans-serif',
  'ui-monospace',
  'ui-rounded',
  'emoji',
  'math',
  'fangsong',
]);
// Letters, digits, spaces and the punctuation real family names use; no quotes, semicolons or
// braces, which would let a name close the declaration it is written in.
const FAMILY_NAME = /^[\p{L}\p{N} _.&+-]{1,100}$/u;
const MAX_FAMILIES = 12;

/** A name or a list of names (an array, or a string of comma-separated names): a CSS font-family list. */
export function fontFamilyValue(value: unknown): string {
  const names =
    typeof value === 'string'
      ? shortText(value).split(',')
      : Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? value.slice(0, MAX_FAMILIES + 1).map((v) => shortText(v))
        : null;
  if (!names) throw new TokenValueProblem('its value must be a font name or a list of font names');
  if (names.length > MAX_FAMILIES) throw new TokenValueProblem(`it lists more than ${MAX_FAMILIES} fonts`);
  const families = names.map((raw) => {
    const name = raw
      .trim()
      .replace(/^(["'])(.*)\1$/, '$2')
      .trim();
    if (!FAMILY_NAME.test(name)) throw new TokenValueProblem(`"${name.slice(0, 60)}" is not a font name`);
    if (GENERIC_FAMILIES.has(name.toLowerCase())) return name.toLowerCase();
    // Quoted always: a name like "Font Awesome 6" or "Inter 2" is only a family name when quoted.
    return `"${name}"`;
  });
  return families.join(', ');
}

/** The first family of a font-family list, unquoted and in lower case: how the report compares fonts. */
export function firstFamily(fontFamily: string): string {
  const first = fontFamily.split(',')[0] ?? '';
  return first
    .trim()
    .replace(/^(["'])(.*)\1$/, '$2')
    .trim()
    .toLowerCase();
}
