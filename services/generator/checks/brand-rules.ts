// Whether a result follows the request's brand (issue 27): each design token is looked for in the
// CSS the site ships (stylesheets, <style> elements, style attributes), by value and normalised:
// colours compared as colours (#FFF is white is rgb(255 255 255)), fonts by their first family,
// sizes as lengths (1.5rem is 24px). A brand colour that fails contrast as text on the page is said
// to be used for surfaces only, in plain words: that is what the contrast rules ask of it.
import postcss, { type Root } from 'postcss';
import valueParser from 'postcss-value-parser';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import hwbPlugin from 'colord/plugins/hwb';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import { firstFamily } from '../../../shared/design/token-values.ts';
import type { BrandChecks } from '../../../shared/jobs/site-checks.ts';
import { brandRoles } from '../brand/brand-roles.ts';
import { attr, textOf, type ParsedPage } from './parsed-page.ts';

extend([a11yPlugin, namesPlugin, hwbPlugin]);

const AA = 4.5;
const ROOT_FONT_PX = 16;
const COLOUR_FUNCTIONS = /^(rgba?|hsla?|hwb)$/i;
const COLOUR_WORD = /^(#[0-9a-f]{3,8}|[a-z]{3,20})$/i;
const VAR = /^var\(\s*(--[\w-]{1,100})\s*(?:,[^)]*)?\)$/;

/** What the site's CSS holds, normalised for comparison. */
interface UsedValues {
  colours: Set<string>;
  fonts: Set<string>;
  /** Lengths in pixels, rounded to hundredths. */
  lengths: Set<number>;
  /** Colours set as text on the page (`color` in a rule with no background of its own), literally or through a custom property of the root. */
  textColours: Set<string>;
  /** The page's background: the root's or body's background colour. */
  pageBackground: string;
}

function hexOf(text: string): string | null {
  const colour = colord(text);
  return colour.isValid() ? colour.toHex() : null;
}

function pixels(text: string): number | null {
  const unit = valueParser.unit(text);
  if (!unit) return null;
  const amount = Number(unit.number);
  if (!Number.isFinite(amount)) return null;
  const factor = unit.unit === 'px' ? 1 : /^r?em$/i.test(unit.unit) ? ROOT_FONT_PX : unit.unit === '' && amount === 0 ? 1 : null;
  return factor === null ? null : Math.round(amount * factor * 100) / 100;
}

/** The family list of a `font` shorthand: what follows its size (`700 1rem/1.2 Inter, sans-serif`). */
function shorthandFamilies(value: string): string {
  const match = /\d(?:[\w.%]*)(?:\s*\/\s*[\w.%]+)?\s+(.+)$/.exec(value);
  return match ? match[1]! : value;
}

function sheetsOf(pages: readonly ParsedPage[], stylesheets: readonly { content: string }[]): Root[] {
  const texts = stylesheets.map((sheet) => sheet.content);
  for (const page of pages) {
    for (const el of page.elements) {
      if (el.tagName === 'style') texts.push(textOf(el));
      const inline = attr(el, 'style');
      if (inline) texts.push(`x{${inline}}`);
    }
  }
  const roots: Root[] = [];
  for (const text of texts) {
    try {
      roots.push(postcss.parse(text));
    } catch {
      // CSS the parser cannot read is CSS no browser applies as written: nothing of the brand is in it.
    }
  }
  return roots;
}

function usedValues(roots: readonly Root[]): UsedValues {
  const used: UsedValues = { colours: new Set(), fonts: new Set(), lengths: new Set(), textColours: new Set(), pageBackground: '#ffffff' };
  const rootVars = new Map<string, string>();
  const textVars: string[] = [];
  let background: string | null = null;
  for (const root of roots) {
    root.walkDecls((decl) => {
      const prop = decl.prop.toLowerCase();
      const value = decl.value.replace(/\s*!important\s*$/i, '').trim();
      valueParser(value).walk((node) => {
        if (node.type === 'function' && COLOUR_FUNCTIONS.test(node.value)) {
          const hex = hexOf(valueParser.stringify(node));
          if (hex) used.colours.add(hex);
          return false;
        }
        if (node.type !== 'word') return undefined;
        const length = pixels(node.value);
        if (length !== null) used.lengths.add(length);
        else if (COLOUR_WORD.test(node.value)) {
          const hex = hexOf(node.value);
          if (hex) used.colours.add(hex);
        }
        return undefined;
      });
      if (prop === 'font-family' || prop.startsWith('--')) used.fonts.add(firstFamily(value));
      if (prop === 'font') used.fonts.add(firstFamily(shorthandFamilies(value)));
      const selector = decl.parent?.type === 'rule' ? (decl.parent as postcss.Rule).selector.trim() : '';
      const atRoot = selector === ':root' || selector === 'html';
      if (prop.startsWith('--') && atRoot) rootVars.set(prop, value);
      const ownBackground = decl.parent?.some((node) => node.type === 'decl' && /^background(-color)?$/i.test(node.prop)) ?? false;
      if (prop === 'color' && !ownBackground) {
        const name = VAR.exec(value)?.[1];
        if (name) textVars.push(name);
        else {
          const hex = hexOf(value);
          if (hex) used.textColours.add(hex);
        }
      }
      if ((atRoot || selector === 'body') && (prop === 'background-color' || prop === 'background')) background = value;
    });
  }
  const resolved = (value: string) => {
    const name = VAR.exec(value)?.[1];
    return hexOf(name ? (rootVars.get(name) ?? '') : value);
  };
  for (const name of textVars) {
    const hex = resolved(rootVars.get(name) ?? '');
    if (hex) used.textColours.add(hex);
  }
  const page = background === null ? null : resolved(background);
  if (page) used.pageBackground = page;
  return used;
}

function isUsed(token: DesignToken, used: UsedValues): boolean {
  switch (token.type) {
    case 'color': {
      const hex = hexOf(token.value);
      return hex !== null && used.colours.has(hex);
    }
    case 'fontFamily':
      return used.fonts.has(firstFamily(token.value));
    default: {
      const length = pixels(token.value);
      return length !== null && used.lengths.has(length);
    }
  }
}

const ratioText = (ratio: number) => `${Math.floor(ratio * 10) / 10}:1`;

export function brandCheck(
  tokens: readonly DesignToken[],
  pages: readonly ParsedPage[],
  stylesheets: readonly { content: string }[],
): BrandChecks | null {
  if (tokens.length === 0) return null;
  const used = usedValues(sheetsOf(pages, stylesheets));
  const found = tokens.filter((token) => isUsed(token, used));
  const missing = tokens.filter((token) => !isUsed(token, used));
  const roles = brandRoles(tokens);
  // The page's own backdrops are surfaces by nature; only colours that might have been text are judged.
  const backdrops = new Set([roles.background?.name, roles.surface?.name]);
  const surfacesOnly = found
    .filter((token) => token.type === 'color' && !backdrops.has(token.name))
    .flatMap((token) => {
      const hex = hexOf(token.value)!;
      const ratio = colord(hex).contrast(used.pageBackground);
      if (ratio >= AA || used.textColours.has(hex)) return [];
      return [
        {
          name: token.name,
          value: token.value,
          message: `${token.name} (${token.value}) has a contrast of only ${ratioText(ratio)} with the page background ${used.pageBackground} (text needs 4.5:1), so the site uses it for surfaces only: backgrounds such as the header, buttons and bands, with readable text on them, never as text on the page.`,
        },
      ];
    });
  const parts = [`The CSS uses ${found.length} of the ${tokens.length} design tokens`];
  if (missing.length > 0)
    parts.push(
      `not found: ${missing
        .slice(0, 10)
        .map((token) => token.name)
        .join(', ')}${missing.length > 10 ? ', ...' : ''}`,
    );
  if (surfacesOnly.length > 0)
    parts.push(
      `${surfacesOnly.map((entry) => entry.name).join(', ')} ${surfacesOnly.length === 1 ? 'is' : 'are'} used for surfaces only, being too faint to read as text`,
    );
  return { found, missing, surfaces_only: surfacesOnly, summary: `${parts.join('; ')}.` };
}
