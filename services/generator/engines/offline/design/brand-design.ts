// The caller's brand (design tokens, issue 27) over the look the engine would choose: the brand's
// colours take the parts the palette gives them (the brand colour is the component colour: header,
// buttons, bands), its fonts the headings and the body, its sizes the base font size, the spacing
// and the corners. The palette's contrast rules still hold: colours derived for text are moved
// until they read, and a brand colour too light or too dark to read as text is only ever a surface,
// with black or white text on it.
import { colord } from 'colord';
import type { DesignToken } from '../../../../../shared/design/design-tokens.ts';
import { brandRoles } from '../../../brand/brand-roles.ts';
import type { SiteRequest } from '../request/parse-request.ts';
import type { Design } from './design.ts';
import { readableOn } from './palette.ts';

/** What a brand sets besides colours and fonts: CSS lengths, written as custom properties. */
export interface BrandSizes {
  fontSize?: string;
  space?: string;
  radius?: string;
}

/** The request with the brand's colours in the roles the palette reads, so the palette is built around them. */
export function requestWithBrand(request: SiteRequest, tokens: readonly DesignToken[]): SiteRequest {
  const roles = brandRoles(tokens);
  if (!roles.primary && !roles.background && !roles.text && !roles.secondary) return request;
  const { colours } = request;
  return {
    ...request,
    colours: {
      ...colours,
      component: roles.primary?.value ?? colours.component,
      background: roles.background?.value ?? colours.background,
      text: roles.text?.value ?? colours.text,
      extra: roles.secondary ? [roles.secondary.value, roles.secondary.value] : colours.extra,
      // The brand's background decides light or dark, not a word of the request.
      theme: roles.background ? undefined : colours.theme,
    },
  };
}

/** A token's font list, ahead of the engine's own stack so a visitor without the font still gets one of its kind. */
function withFallback(tokenFonts: string, stack: string): string {
  return `${tokenFonts}, ${stack}`;
}

/** The design with the brand's surface, fonts and sizes; its palette was already built from `requestWithBrand`. */
export function designWithBrand(design: Design, tokens: readonly DesignToken[]): Design {
  const roles = brandRoles(tokens);
  let palette = design.palette;
  if (roles.surface) {
    const surface = roles.surface.value;
    // Text stays readable on the brand's surface as on the page.
    palette = {
      ...palette,
      surface,
      text: readableOn(palette.text, [palette.bg, surface]),
      muted: readableOn(palette.muted, [palette.bg, surface, palette.soft]),
      accentInk: readableOn(palette.accentInk, [palette.bg, surface, palette.soft]),
      border: colord(palette.text).mix(palette.bg, 0.8).toHex(),
    };
  }
  const sizes: BrandSizes = {
    ...(roles.baseFontSize ? { fontSize: roles.baseFontSize.value } : {}),
    ...(roles.spacing ? { space: roles.spacing.value } : {}),
    ...(roles.radius ? { radius: roles.radius.value } : {}),
  };
  return {
    ...design,
    palette,
    headingFont: roles.headingFont ? withFallback(roles.headingFont.value, design.headingFont) : design.headingFont,
    bodyFont: roles.bodyFont ? withFallback(roles.bodyFont.value, design.bodyFont) : design.bodyFont,
    brand: sizes,
  };
}
