// The look of a site: palette, type and layout. Choices come from the kind, the style words and
// the request's hash, so two bakeries still look different while "elegant" always looks elegant.
import type { SiteRequest } from '../request/parse-request.ts';
import type { FontPersonality } from '../content/kinds.ts';
import { buildPalette, type Palette } from './palette.ts';
import { pick, seededRandom } from '../request/seed.ts';
import type { DesignToken } from '../../../../../shared/design/design-tokens.ts';
import { designWithBrand, requestWithBrand, type BrandSizes } from './brand-design.ts';

export type HeroLayout = 'split' | 'centered' | 'band' | 'poster';
export type CardStyle = 'shadow' | 'outline' | 'tinted' | 'stripe';
export type Rhythm = 'alternate' | 'divided' | 'plain';

export interface Design {
  palette: Palette;
  bodyFont: string;
  headingFont: string;
  /** Ratio between heading sizes (1.2 minor third .. 1.414 augmented fourth). */
  scale: number;
  radius: number;
  hero: HeroLayout;
  cards: CardStyle;
  rhythm: Rhythm;
  headerSolid: boolean;
  uppercaseHeadings: boolean;
  width: number;
  seed: number;
  /** Sizes from the caller's design tokens; absent without tokens, so such sites are written as before. */
  brand?: BrandSizes;
}

export const FONT_STACKS: Record<string, string> = {
  serif: "'Iowan Old Style', 'Palatino Linotype', Palatino, 'URW Palladio L', P052, Georgia, serif",
  charter: "Charter, 'Bitstream Charter', 'Sitka Text', Cambria, 'DejaVu Serif', serif",
  didone: "Didot, 'Bodoni MT', 'Noto Serif Display', 'Playfair Display', 'Hoefler Text', Garamond, serif",
  sans: "system-ui, -apple-system, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, sans-serif",
  humanist: "Seravek, 'Gill Sans Nova', Ubuntu, Calibri, 'DejaVu Sans', source-sans-pro, sans-serif",
  geometric: "Avenir, Montserrat, Corbel, 'URW Gothic', source-sans-pro, sans-serif",
  rounded:
    "ui-rounded, 'Hiragino Maru Gothic ProN', Quicksand, Comfortaa, Manjari, 'Arial Rounded MT', Calibri, source-sans-pro, sans-serif",
  industrial: "Bahnschrift, 'DIN Alternate', 'Franklin Gothic Medium', 'Nimbus Sans Narrow', sans-serif-condensed, sans-serif",
  slab: "Rockwell, 'Rockwell Nova', 'Roboto Slab', 'DejaVu Serif', serif",
  mono: "ui-monospace, 'Cascadia Code', 'Source Code Pro', Menlo, Consolas, 'DejaVu Sans Mono', monospace",
};

const HEADINGS: Record<FontPersonality, string[]> = {
  serif: ['serif', 'didone', 'charter'],
  sans: ['sans', 'geometric', 'humanist'],
  rounded: ['rounded', 'geometric'],
  mono: ['mono'],
  display: ['didone', 'industrial', 'geometric'],
  slab: ['slab', 'industrial'],
};

/** The look of a site; with design tokens, the brand's colours, fonts and sizes over the engine's choices. */
export function buildDesign(request: SiteRequest, seed: number, tokens: readonly DesignToken[] = []): Design {
  if (tokens.length === 0) return chosenDesign(request, seed);
  return designWithBrand(chosenDesign(requestWithBrand(request, tokens), seed), tokens);
}

function chosenDesign(request: SiteRequest, seed: number): Design {
  const random = seededRandom(seed);
  const styles = new Set(request.styles);
  let personality = request.kind.font;
  if (styles.has('elegant')) personality = 'serif';
  else if (styles.has('playful')) personality = 'rounded';
  else if (styles.has('retro')) personality = 'slab';
  else if (styles.has('modern') || styles.has('corporate')) personality = 'sans';
  const headingKey = pick(HEADINGS[personality], Math.floor(random() * 1000));
  const bodyKey =
    personality === 'serif' && random() < 0.5
      ? 'charter'
      : personality === 'mono'
        ? 'mono'
        : pick(['sans', 'humanist', 'sans', 'geometric'], Math.floor(random() * 1000));
  const hero: HeroLayout = styles.has('minimal')
    ? 'centered'
    : styles.has('bold')
      ? pick(['band', 'poster'] as const, seed)
      : pick(['split', 'centered', 'band', 'poster'] as const, Math.floor(random() * 1000));
  const cards: CardStyle = styles.has('minimal')
    ? 'outline'
    : pick(['shadow', 'outline', 'tinted', 'stripe'] as const, Math.floor(random() * 1000));
  const radius = styles.has('playful')
    ? 22
    : styles.has('elegant') || styles.has('corporate')
      ? 2
      : styles.has('mono')
        ? 0
        : pick([0, 6, 10, 16], Math.floor(random() * 1000));
  return {
    palette: buildPalette(request, seed),
    bodyFont: FONT_STACKS[bodyKey]!,
    headingFont: FONT_STACKS[headingKey]!,
    // biome-ignore lint/suspicious/noApproximativeNumericConstant: 1.414 is the type scale as designers write it; the sites' CSS shows it.
    scale: styles.has('bold') ? 1.414 : styles.has('minimal') ? 1.2 : pick([1.2, 1.25, 1.333], Math.floor(random() * 1000)),
    radius,
    hero,
    cards,
    rhythm: pick(['alternate', 'divided', 'plain'] as const, Math.floor(random() * 1000)),
    headerSolid: request.colours.component !== undefined || random() < 0.5,
    uppercaseHeadings: headingKey === 'industrial' || (styles.has('bold') && random() < 0.5),
    width: pick([64, 70, 76], Math.floor(random() * 1000)),
    seed,
  };
}
