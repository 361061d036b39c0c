// Where a person would put the request's pictures: the logo in every page's header and as the
// favicon; a picture of the front or the first one not meant elsewhere in the hero; the team's
// picture with the team (or the story, on a site without a team section); a product's picture
// on the product; the rest in the gallery, which is added to the home page when the site has none.
import type { SitePlan } from '../site-plan.ts';
import type { SectionId } from '../sections/section-ids.ts';
import type { GivenImage } from './given-images.ts';

/** A picture as a page shows it. */
export interface PlacedImage {
  path: string;
  alt: string;
  width: number | null;
  height: number | null;
  format: GivenImage['format'];
}

export interface PlacedImages {
  logo: PlacedImage | null;
  /** The favicon: a given icon file, else the logo. */
  icon: PlacedImage | null;
  hero: PlacedImage | null;
  /** Pictures shown inside a section (about, team, product, gallery), in the order given. */
  sections: Partial<Record<SectionId, PlacedImage[]>>;
}

export const NO_IMAGES: PlacedImages = { logo: null, icon: null, hero: null, sections: {} };

function sectionsOf(plan: SitePlan): Set<SectionId> {
  return new Set(plan.pages.flatMap((page) => page.sections));
}

/** The placement; the plan gains a gallery on its home page when pictures need one. */
export function placeImages(images: readonly GivenImage[], plan: SitePlan): PlacedImages {
  if (images.length === 0) return NO_IMAGES;
  const has = sectionsOf(plan);
  const placed: PlacedImages = { logo: null, icon: null, hero: null, sections: {} };
  const put = (section: SectionId, image: PlacedImage) => {
    const shown = placed.sections[section] ?? [];
    shown.push(image);
    placed.sections[section] = shown;
  };
  const asShown = (image: GivenImage): PlacedImage => ({
    path: image.path,
    alt: plan.name,
    width: image.width,
    height: image.height,
    format: image.format,
  });
  const favicon = images.find((image) => image.favicon);
  const photos = images.filter((image) => {
    if (image.logo && !placed.logo) placed.logo = asShown(image);
    return !image.logo && !image.iconOnly;
  });
  placed.icon = favicon ? asShown(favicon) : placed.logo;
  // The hero takes a picture that asks for it, else the first with no other place.
  const asked = photos.findIndex((image) => image.hint === 'hero');
  const heroIndex = asked >= 0 ? asked : photos.findIndex((image) => image.hint === null);
  photos.forEach((image, index) => {
    const alt = image.description ?? `${plan.name}: picture ${index + 1}`;
    const shown: PlacedImage = { path: image.path, alt, width: image.width, height: image.height, format: image.format };
    if (index === heroIndex) placed.hero = shown;
    else if (image.hint === 'team' && has.has('team')) put('team', shown);
    else if (image.hint === 'team' && has.has('about')) put('about', shown);
    else if (image.hint === 'product' && has.has('product')) put('product', shown);
    else put('gallery', shown);
  });
  if (placed.sections.gallery && !has.has('gallery')) addGallery(plan);
  return placed;
}

/** Where each picture went, in words, for the job's summary; empty when there were none. */
export function describePlacement(placed: PlacedImages): string {
  const parts = [
    ...(placed.logo ? [`${placed.logo.path} in the header${placed.icon === placed.logo ? ' and as the favicon' : ''}`] : []),
    ...(placed.icon && placed.icon !== placed.logo ? [`${placed.icon.path} as the favicon`] : []),
    ...(placed.hero ? [`${placed.hero.path} in the hero`] : []),
    ...Object.entries(placed.sections).map(
      ([section, images]) => `${images.map((image) => image.path).join(', ')} in the ${section} section`,
    ),
  ];
  return parts.join('; ');
}

function addGallery(plan: SitePlan): void {
  const home = plan.pages[0]!;
  const at = home.sections.indexOf('contact');
  home.sections.splice(at >= 0 ? at : home.sections.length, 0, 'gallery');
}
