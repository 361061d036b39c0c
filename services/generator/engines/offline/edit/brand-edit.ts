// An edit request with design tokens (issue 27): the brand is applied to the site before the
// request's own changes (so "make the buttons red" still wins over the brand's colour). Colours go
// through the colour edit, which keeps text readable on a new background; fonts and the corner
// radius through the site's custom properties where it has them, else rules for body and headings.
import type { DesignToken } from '../../../../../shared/design/design-tokens.ts';
import { brandRoles } from '../../../brand/brand-roles.ts';
import { readableOn } from '../design/palette.ts';
import { changeColours, pageBackground, setFonts, setRadius } from './style-ops.ts';
import type { SiteFiles } from './site-files.ts';

/** Words of an instruction that asks for the brand the tokens carry ("Use our brand colours and fonts"). */
export const BRAND_ASK = /\b(brand|branding|brand's|design tokens?|tokens|design system|style ?guide)\b/i;

/** Applies the brand; says what changed, or null when the tokens set nothing an edit can use. */
export function applyBrand(files: SiteFiles, tokens: readonly DesignToken[]): string | null {
  const roles = brandRoles(tokens);
  const said: string[] = [];
  const background = roles.background?.value;
  const component = roles.primary?.value;
  // The brand's text colour, moved until it reads on the page it will be drawn on.
  const page = background ?? pageBackground(files);
  const text = roles.text ? (page ? readableOn(roles.text.value, [page]) : roles.text.value) : undefined;
  if (background || component || text) said.push(changeColours(files, { background, component, text }));
  const heading = roles.headingFont?.value;
  const body = roles.bodyFont?.value;
  if (heading || body) {
    setFonts(files, { heading, body });
    said.push(`fonts ${[heading, body].filter((font, i, all) => font && all.indexOf(font) === i).join(' and ')}`);
  }
  if (roles.radius && setRadius(files, roles.radius.value)) said.push(`corner radius ${roles.radius.value}`);
  return said.length > 0 ? `Applied the brand's design tokens: ${said.join('; ')}` : null;
}
