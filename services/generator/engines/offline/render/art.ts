// Pictures without remote images: every illustration is inline SVG drawn from the palette and a
// seed, so sites stay self-contained and two sites rarely share a picture.
import { seededRandom } from '../request/seed.ts';
import type { Palette } from '../design/palette.ts';

// 24x24 stroke icons, one per kind plus a few for sections.
const ICONS: Record<string, string> = {
  bread: 'M4 11c0-4 3.5-6 8-6s8 2 8 6c0 1-1 2-2 2v6H6v-6c-1 0-2-1-2-2zM9 9l1 2M13 8l1 2',
  cup: 'M5 8h11v5a5 5 0 0 1-5 5h-1a5 5 0 0 1-5-5zM16 10h2a2 2 0 0 1 0 4h-2M8 3v2M11 3v2',
  truck: 'M2 7h11v9H2zM13 10h5l3 3v3h-8M6 19a2 2 0 1 0 0-.1M17 19a2 2 0 1 0 0-.1',
  glass: 'M7 3h10l-1 7a4 4 0 0 1-8 0zM12 14v6M8 21h8',
  plate: 'M12 4a8 8 0 1 0 0 16a8 8 0 1 0 0-16M12 8a4 4 0 1 0 0 8a4 4 0 1 0 0-8',
  rings: 'M9 8a5 5 0 1 0 0 10a5 5 0 1 0 0-10M15 6a5 5 0 1 0 0 10a5 5 0 1 0 0-10',
  mic: 'M9 3h6v10a3 3 0 0 1-6 0zM5 11a7 7 0 0 0 14 0M12 18v3',
  note: 'M9 18V5l11-2v13M9 18a3 3 0 1 1-3-3a3 3 0 0 1 3 3M20 16a3 3 0 1 1-3-3a3 3 0 0 1 3 3',
  dumbbell: 'M2 12h20M5 8v8M8 6v12M16 6v12M19 8v8',
  ball: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M4 8.5c4.5 2 11.5 2 16 0M4 15.5c4.5-2 11.5-2 16 0',
  tooth: 'M7 3c-3 0-4 3-3 6l2 9c.5 2 2.5 2 3 0l1-4h4l1 4c.5 2 2.5 2 3 0l2-9c1-3 0-6-3-6-2 0-3 1-5 1S9 3 7 3z',
  cross: 'M9 3h6v6h6v6h-6v6H9v-6H3V9h6z',
  scale: 'M12 3v18M6 21h12M4 7h16M7 7l-3 7h6zM17 7l-3 7h6z',
  house: 'M3 11l9-7l9 7M5 10v10h14V10M10 20v-6h4v6',
  bed: 'M3 18V7M3 14h18v4M21 14v-3a3 3 0 0 0-3-3h-7v6M7 11a1.5 1.5 0 1 0 0-.1',
  plane: 'M2 14l20-7l-6 14l-3-6zM13 15l9-8',
  heart: 'M12 20s-8-5-8-11a4.5 4.5 0 0 1 8-2.5A4.5 4.5 0 0 1 20 9c0 6-8 11-8 11z',
  tent: 'M12 4L3 20h18zM12 4v16M9 20l3-6l3 6',
  book: 'M4 5a2 2 0 0 1 2-2h13v16H6a2 2 0 0 0-2 2zM4 21V5M8 7h7',
  scissors: 'M6 6a3 3 0 1 0 0 .1M6 18a3 3 0 1 0 0 .1M8.5 7.5L20 18M8.5 16.5L20 6',
  wrench: 'M14 6a4 4 0 0 0 5 5l-9 9a2 2 0 0 1-3-3l9-9a4 4 0 0 0-2-2z',
  camera: 'M3 8h4l2-3h6l2 3h4v11H3zM12 10a3.5 3.5 0 1 0 0 7a3.5 3.5 0 1 0 0-7',
  person: 'M12 4a4 4 0 1 0 0 8a4 4 0 1 0 0-8M4 21c1-4 4-6 8-6s7 2 8 6',
  pen: 'M4 20l4-1l11-11l-3-3L5 16zM14 7l3 3',
  spark: 'M12 2l2.5 7.5L22 12l-7.5 2.5L12 22l-2.5-7.5L2 12l7.5-2.5z',
  phone: 'M7 2h10v20H7zM11 18h2',
  chart: 'M4 20V4M4 20h16M8 16v-4M12 16V8M16 16v-6',
  bag: 'M5 8h14l-1 12H6zM9 8V6a3 3 0 0 1 6 0v2',
  paper: 'M4 4h13v16H6a2 2 0 0 1-2-2zM17 8h3v10a2 2 0 0 1-2 2M7 8h7M7 12h7M7 16h4',
  chat: 'M4 5h16v11H9l-5 4z',
  briefcase: 'M3 7h18v12H3zM9 7V5h6v2M3 12h18',
  check: 'M5 12l5 5l9-10',
  mail: 'M3 6h18v12H3zM3 6l9 7l9-7',
  play: 'M7 4l13 8l-13 8z',
  star: 'M12 3l2.7 5.6l6.1.9l-4.4 4.3l1 6.1L12 17l-5.4 2.9l1-6.1L3.2 9.5l6.1-.9z',
  clock: 'M12 3a9 9 0 1 0 0 18a9 9 0 1 0 0-18M12 7v5l3 2',
  pin: 'M12 21s-7-6-7-12a7 7 0 0 1 14 0c0 6-7 12-7 12zM12 7a2 2 0 1 0 0 4a2 2 0 1 0 0-4',
};

export function iconPath(name: string): string {
  return ICONS[name] ?? ICONS.spark!;
}

/** A decorative icon (its meaning is always also given as text next to it). */
export function icon(name: string, size = 28): string {
  return `<svg class="icon" width="${size}" height="${size}" viewBox="0 0 24 24" aria-hidden="true" focusable="false"><path d="${iconPath(name)}"/></svg>`;
}

/** The hero picture: an abstract composition around the kind's icon. */
export function heroArt(palette: Palette, iconName: string, seed: number): string {
  const random = seededRandom(seed ^ 0x51ed27);
  const shapes: string[] = [];
  const fills = [palette.accent, palette.second, palette.soft];
  for (let i = 0; i < 7; i++) {
    const fill = fills[i % fills.length]!;
    const x = Math.round(random() * 400);
    const y = Math.round(random() * 320);
    const r = Math.round(20 + random() * 90);
    const opacity = (0.18 + random() * 0.5).toFixed(2);
    if (random() < 0.5) shapes.push(`<circle cx="${x}" cy="${y}" r="${r}" fill="${fill}" opacity="${opacity}"/>`);
    else
      shapes.push(
        `<rect x="${x - r}" y="${y - r / 2}" width="${r * 2}" height="${r}" rx="${Math.round(r / 3)}" fill="${fill}" opacity="${opacity}" transform="rotate(${Math.round(random() * 60 - 30)} ${x} ${y})"/>`,
      );
  }
  return `<svg class="hero-art" viewBox="0 0 400 320" role="presentation" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="320" fill="${palette.soft}"/>
${shapes.join('\n')}
<circle cx="200" cy="160" r="78" fill="${palette.surface}"/>
<g transform="translate(152 112) scale(4)" fill="none" stroke="${palette.accentInk}" stroke-width="1.4" stroke-linecap="round" stroke-linejoin="round"><path d="${iconPath(iconName)}"/></g>
</svg>`;
}

/** One gallery picture: a small landscape or still life in the palette. */
export function galleryArt(palette: Palette, index: number, seed: number): string {
  const random = seededRandom(seed + index * 7919);
  const sky = index % 2 === 0 ? palette.soft : palette.surface;
  const hill = index % 3 === 0 ? palette.accent : palette.second;
  const sunX = Math.round(60 + random() * 280);
  const h1 = Math.round(150 + random() * 60);
  const h2 = Math.round(180 + random() * 50);
  return `<svg viewBox="0 0 400 300" aria-hidden="true" focusable="false" preserveAspectRatio="xMidYMid slice">
<rect width="400" height="300" fill="${sky}"/>
<circle cx="${sunX}" cy="${Math.round(70 + random() * 50)}" r="${Math.round(24 + random() * 30)}" fill="${palette.second}" opacity="0.75"/>
<path d="M0 ${h1} Q100 ${h1 - 60} 200 ${h1} T400 ${h1 - 20} V300 H0z" fill="${hill}" opacity="0.55"/>
<path d="M0 ${h2} Q120 ${h2 - 40} 240 ${h2 + 10} T400 ${h2} V300 H0z" fill="${hill}"/>
</svg>`;
}

/** A round portrait placeholder (a head and shoulders), for team members and testimonials. */
export function avatar(palette: Palette, index: number): string {
  const fill = index % 2 === 0 ? palette.accent : palette.second;
  return `<svg class="avatar" viewBox="0 0 64 64" width="64" height="64" aria-hidden="true" focusable="false"><circle cx="32" cy="32" r="32" fill="${fill}"/><circle cx="32" cy="26" r="11" fill="${palette.surface}" opacity="0.9"/><path d="M12 56c3-10 11-15 20-15s17 5 20 15" fill="${palette.surface}" opacity="0.9"/></svg>`;
}
