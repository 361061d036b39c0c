// Colours for a site. Requested colours are used exactly as asked (the WebGen rule is checked
// against computed styles); everything derived from them is adjusted until text reaches WCAG AA
// contrast, so honouring "peru on cornsilk" never costs readability.
import { colord, extend, type Colord } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import mixPlugin from 'colord/plugins/mix';
import namesPlugin from 'colord/plugins/names';
import type { SiteRequest } from '../request/parse-request.ts';
import { seededRandom } from '../request/seed.ts';

extend([a11yPlugin, mixPlugin, namesPlugin]);

export interface Palette {
  dark: boolean;
  /** Page background: the requested background colour, verbatim, when there is one. */
  bg: string;
  surface: string;
  text: string;
  muted: string;
  border: string;
  /** The component colour: buttons, header, footer. Verbatim when requested. */
  accent: string;
  /** Text on accent-coloured surfaces. */
  onAccent: string;
  /** Accent-hued text that stays readable on bg and surface (links, eyebrows). */
  accentInk: string;
  /** A second hue for art and highlights. */
  second: string;
  soft: string;
}

// A little above 4.5:1 so rounding to hex never lands just under the WCAG AA line.
const AA = 4.6;

/** Darkens or lightens `colour` until it reaches `ratio` against every background. */
export function readableOn(colour: string, backgrounds: string[], ratio = AA): string {
  let c: Colord = colord(colour);
  const goDarker = backgrounds.every((b) => colord(b).brightness() > 0.5);
  for (let i = 0; i < 40 && backgrounds.some((b) => c.contrast(b) < ratio); i++) {
    c = goDarker ? c.darken(0.03) : c.lighten(0.03);
  }
  if (backgrounds.some((b) => c.contrast(b) < ratio)) return goDarker ? '#000000' : '#ffffff';
  return c.toHex();
}

export function textOn(background: string): string {
  const bg = colord(background);
  // Pure black or white: one of the two always reaches 4.5:1 on any colour.
  return bg.contrast('#000000') >= bg.contrast('#ffffff') ? '#000000' : '#ffffff';
}

function hsl(h: number, s: number, l: number): string {
  return colord({ h: ((h % 360) + 360) % 360, s, l }).toHex();
}

export function buildPalette(request: SiteRequest, seed: number): Palette {
  const random = seededRandom(seed ^ 0x9e3779b9);
  const styles = new Set(request.styles);
  const { colours } = request;
  let hue = request.kind.hue + Math.round((random() - 0.5) * 50);
  if (colours.temperature === 'warm') hue = 15 + Math.round(random() * 30);
  if (colours.temperature === 'cool') hue = 190 + Math.round(random() * 40);
  const named = colours.component ?? colours.extra[0];
  if (named) hue = colord(named).toHsl().h;
  const dark = colours.background
    ? colord(colours.background).isDark()
    : colours.theme === 'dark' || (styles.has('bold') && random() < 0.3 && !colours.theme);
  const mono = styles.has('mono');
  const saturation = mono
    ? 0
    : styles.has('playful') || styles.has('bold')
      ? 75 + random() * 20
      : styles.has('elegant') || styles.has('minimal')
        ? 25 + random() * 20
        : 45 + random() * 30;

  const bg =
    colours.background ??
    (dark
      ? hsl(hue, mono ? 0 : 18, 8 + random() * 5)
      : hsl(hue, mono ? 0 : 30 + random() * 30, styles.has('minimal') ? 99 : 96 + random() * 3));
  const isDarkBg = colord(bg).isDark();
  const surface = isDarkBg
    ? colord(bg).lighten(0.06).toHex()
    : colord(bg).isEqual('#ffffff')
      ? hsl(hue, mono ? 0 : 25, 97)
      : colord(bg).mix('#ffffff', 0.55).toHex();
  const text = colours.text
    ? readableOn(colours.text, [bg, surface])
    : isDarkBg
      ? hsl(hue, mono ? 0 : 15, 93)
      : hsl(hue, mono ? 0 : 25, 12);
  const accent =
    colours.component ??
    colours.extra[0] ??
    (mono ? (isDarkBg ? '#f2f2f2' : '#111111') : hsl(hue, saturation, isDarkBg ? 62 : 38 + random() * 8));
  const secondSource =
    colours.extra[1] ?? (mono ? '#777777' : hsl(hue + 150 + random() * 60, Math.max(30, saturation - 10), isDarkBg ? 60 : 50));
  const soft = colord(accent).mix(bg, 0.85).toHex();
  return {
    dark: isDarkBg,
    bg,
    surface,
    text,
    muted: readableOn(colord(text).mix(bg, 0.35).toHex(), [bg, surface, soft]),
    border: colord(text).mix(bg, 0.8).toHex(),
    accent,
    onAccent: textOn(accent),
    accentInk: readableOn(accent, [bg, surface, soft]),
    second: secondSource,
    soft,
  };
}
