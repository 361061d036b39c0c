// Which design token plays which part in a site, by its name: `color.brand.primary` is the brand
// colour, `color.background` the page, `font.heading` the headings' font. A document names its
// tokens as its authors like, so the words are matched loosely, and every part has a fallback
// (the first colour that plays no other part is the brand colour). Both engines use these parts:
// the offline engine writes them into its stylesheet, the openai engine's instructions name them.
import type { DesignToken, DesignTokenType } from '../../../shared/design/design-tokens.ts';

export interface BrandRoles {
  /** The brand colour: header, buttons, bands; as text only where it reads. */
  primary?: DesignToken;
  secondary?: DesignToken;
  background?: DesignToken;
  surface?: DesignToken;
  text?: DesignToken;
  headingFont?: DesignToken;
  bodyFont?: DesignToken;
  /** The body text's size; headings scale from it. */
  baseFontSize?: DesignToken;
  spacing?: DesignToken;
  radius?: DesignToken;
}

/** The words of a token's name, camelCase and kebab-case split, lower case (`color.brandPrimary` -> color brand primary). */
function wordsOf(name: string): string[] {
  return name
    .replace(/([a-z0-9])([A-Z])/g, '$1 $2')
    .toLowerCase()
    .split(/[^a-z0-9]+/)
    .filter((word) => word.length > 0);
}

type Words = readonly string[];

const COLOUR_ROLES: { role: 'primary' | 'secondary' | 'background' | 'surface' | 'text'; words: Words }[] = [
  { role: 'background', words: ['background', 'bg', 'canvas', 'page', 'backdrop'] },
  { role: 'surface', words: ['surface', 'card', 'panel', 'container', 'elevated', 'raised'] },
  { role: 'text', words: ['text', 'foreground', 'fg', 'ink', 'copy', 'body', 'content'] },
  { role: 'primary', words: ['primary', 'brand', 'accent', 'main', 'key', 'action', 'cta'] },
  { role: 'secondary', words: ['secondary', 'second', 'highlight', 'tertiary', 'complementary'] },
];
// "on-primary", "text-muted", "primary-hover": colours for another part's text or state, not the part itself.
const NOT_THE_PART = ['on', 'hover', 'active', 'pressed', 'focus', 'disabled', 'muted', 'subtle', 'inverse', 'inverted', 'border'];

const HEADING_WORDS = ['heading', 'headings', 'display', 'title', 'headline', 'header'];
const BODY_WORDS = ['body', 'base', 'text', 'copy', 'paragraph', 'default', 'sans', 'primary', 'main'];
const BASE_SIZE_WORDS = ['base', 'body', 'md', 'm', 'medium', 'default', 'root', 'paragraph', 'p', 'normal', '100'];
const SPACE_WORDS = ['md', 'm', 'medium', 'base', 'default', 'normal', '4', '400'];
const RADIUS_WORDS = ['md', 'm', 'medium', 'base', 'default', 'card', 'button', 'normal'];

const hasAny = (words: Words, wanted: Words) => wanted.some((word) => words.includes(word));

function byWords(tokens: readonly DesignToken[], type: DesignTokenType, wanted: Words): DesignToken | undefined {
  return tokens.find((token) => token.type === type && hasAny(wordsOf(token.name), wanted));
}

/** The middle one of a kind's tokens, as written (spacing scales list small to large). */
function middle(tokens: readonly DesignToken[], type: DesignTokenType): DesignToken | undefined {
  const ofType = tokens.filter((token) => token.type === type);
  return ofType[Math.floor((ofType.length - 1) / 2)];
}

export function brandRoles(tokens: readonly DesignToken[]): BrandRoles {
  const roles: BrandRoles = {};
  const colours = tokens.filter((token) => token.type === 'color');
  const taken = new Set<DesignToken>();
  for (const { role, words } of COLOUR_ROLES) {
    const found = colours.find((token) => {
      const name = wordsOf(token.name);
      return !taken.has(token) && hasAny(name, words) && !hasAny(name, NOT_THE_PART);
    });
    if (found) {
      roles[role] = found;
      taken.add(found);
    }
  }
  // No colour named as the brand's: the first colour that plays no other part is.
  roles.primary ??= colours.find((token) => !taken.has(token) && !hasAny(wordsOf(token.name), NOT_THE_PART));
  if (roles.primary) taken.add(roles.primary);
  roles.secondary ??= colours.find((token) => !taken.has(token) && !hasAny(wordsOf(token.name), NOT_THE_PART));

  const fonts = tokens.filter((token) => token.type === 'fontFamily');
  roles.headingFont = byWords(fonts, 'fontFamily', HEADING_WORDS);
  roles.bodyFont = fonts.find((token) => token !== roles.headingFont && hasAny(wordsOf(token.name), BODY_WORDS));
  // One font for everything when only one is given; a second one unnamed is the body's.
  roles.bodyFont ??= fonts.find((token) => token !== roles.headingFont) ?? roles.headingFont;
  roles.headingFont ??= roles.bodyFont;

  roles.baseFontSize = byWords(tokens, 'fontSize', BASE_SIZE_WORDS) ?? singleOf(tokens, 'fontSize');
  roles.spacing = byWords(tokens, 'spacing', SPACE_WORDS) ?? middle(tokens, 'spacing');
  roles.radius = byWords(tokens, 'radius', RADIUS_WORDS) ?? middle(tokens, 'radius');
  return roles;
}

/** A kind's only token: a lone font size is the base size, but of several unnamed ones none is sure to be. */
function singleOf(tokens: readonly DesignToken[], type: DesignTokenType): DesignToken | undefined {
  const ofType = tokens.filter((token) => token.type === type);
  return ofType.length === 1 ? ofType[0] : undefined;
}
