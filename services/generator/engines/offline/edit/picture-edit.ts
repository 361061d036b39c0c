// Edits that place the request's pictures in an existing site (issue 27), when an instruction asks
// for it: "use logo.png as our logo", "put front.jpg in the hero", "add team.jpg to the about
// section", "add these photos to the gallery". The logo goes in every page's header and becomes the
// favicon; a photo goes where the instruction says, the gallery when it names no place.
import type { SiteFile } from '../../../../../shared/files/site-file.ts';
import type { GivenImage } from '../images/given-images.ts';
import type { PlacedImage } from '../images/place-images.ts';
import { faviconLink, figure, PICTURE_STYLES, pictureTag } from '../render/picture.ts';
import { escapeHtml } from '../render/html-text.ts';
import { gallerySection } from '../sections/gallery.ts';
import { EditFailure } from './edit-failure.ts';
import { attr, hasClass, HtmlSource, type Element } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { addSection } from './structure-ops.ts';
import { currentName } from './text-ops.ts';
import { withOneFinalNewline } from './text-ends.ts';

export type PicturePlace = 'logo' | 'hero' | 'gallery' | { section: string };

export interface PictureAsk {
  place: PicturePlace;
  images: GivenImage[];
}

const PLACING = /\b(use|add|put|place|show|insert|include|set|make|replace|swap|display)\b|\bis\s+(?:our|my|the)\s+(?:new\s+)?logo\b/i;
const SECTIONS = ['about', 'team', 'gallery', 'product', 'menu', 'services', 'contact', 'testimonials', 'location'];

function baseName(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

const REFERENCE = /\b(?:src|href|srcset)\s*=\s*["']?([^"'\s>]+)/gi;

/** The file names the pages already point to, read in one pass over each page. */
export function namesShown(pages: readonly SiteFile[]): Set<string> {
  const names = new Set<string>();
  for (const page of pages) for (const match of page.content.matchAll(REFERENCE)) names.add(baseName(match[1]!.split(/[?#]/)[0]!));
  return names;
}

/** What an instruction asks to do with the pictures, or null when it is about something else. */
export function pictureAsk(instruction: string, pictures: readonly GivenImage[], shown: () => Set<string>): PictureAsk | null {
  if (pictures.length === 0 || !PLACING.test(instruction)) return null;
  const lower = instruction.toLowerCase();
  const named = pictures.filter((image) => lower.includes(image.path.toLowerCase()) || lower.includes(baseName(image.path).toLowerCase()));
  const logoWords = /\blogo\b/i.test(instruction);
  if (logoWords) {
    const logo = named[0] ?? pictures.find((image) => image.logo) ?? (pictures.length === 1 ? pictures[0] : undefined);
    return logo ? { place: 'logo', images: [logo] } : null;
  }
  let images = named;
  if (images.length === 0 && /\b(photos?|pictures?|images?|pics?)\b/i.test(instruction)) {
    // "Add these photos": the ones no page shows yet.
    const names = shown();
    images = pictures.filter((image) => !image.logo && !image.iconOnly && !names.has(baseName(image.path)));
  }
  if (images.length === 0) return null;
  if (/\b(hero|banner|cover|top of the (?:home )?page|main (?:image|picture|photo))\b/i.test(instruction))
    return { place: 'hero', images: images.slice(0, 1) };
  const section = SECTIONS.find((name) => new RegExp(`\\b${name}\\b`, 'i').test(instruction));
  if (!section || section === 'gallery') return { place: 'gallery', images };
  return { place: { section }, images };
}

/** The path of `to` as seen from the page at `from` (both paths in the file set). */
function relativePath(from: string, to: string): string {
  const folders = from.split('/').slice(0, -1);
  const parts = to.split('/');
  let common = 0;
  while (common < folders.length && common < parts.length - 1 && folders[common] === parts[common]) common += 1;
  return '../'.repeat(folders.length - common) + parts.slice(common).join('/');
}

function placed(image: GivenImage, from: string, alt: string): PlacedImage {
  return { path: relativePath(from, image.path), alt, width: image.width, height: image.height, format: image.format };
}

function addPictureStyles(files: SiteFiles): void {
  const css = files.css()[0];
  if (css && !css.content.includes('.brand-logo')) files.set(css.path, `${withOneFinalNewline(css.content)}${PICTURE_STYLES}`);
}

function placeLogo(files: SiteFiles, image: GivenImage): string {
  const name = currentName(files) ?? 'Home';
  let placedIn = 0;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const logo = placed(image, page.path, name);
    const img = pictureTag(logo, { className: 'brand-logo', lazy: false });
    const wordmark = image.width !== null && image.height !== null && image.width >= 2 * image.height;
    const brand = doc.elements('a').find((el) => hasClass(el, 'brand'));
    const header = doc.first('header');
    if (brand) doc.replaceInner(brand, wordmark ? img : `${img}<span aria-hidden="true">${escapeHtml(name)}</span>`);
    else if (header?.sourceCodeLocation?.startTag) {
      const first = header.childNodes.find((node): node is Element => 'tagName' in node);
      const link = `<a class="brand" href="${escapeHtml(relativePath(page.path, 'index.html'))}">${img}</a>`;
      if (first) doc.insertBefore(first, link);
      else doc.append(header, link);
    } else continue;
    const icon = doc.elements('link').find((el) => /\bicon\b/i.test(attr(el, 'rel') ?? ''));
    const favicon = faviconLink(logo);
    if (icon) doc.replaceOuter(icon, favicon);
    else {
      const head = doc.first('head');
      if (head?.sourceCodeLocation?.endTag) doc.append(head, `${favicon}\n`);
    }
    files.set(page.path, doc.result());
    placedIn += 1;
  }
  if (placedIn === 0) throw new EditFailure('the pages have no header to put the logo in');
  addPictureStyles(files);
  return `Put the logo ${image.path} in the header of ${placedIn} page${placedIn === 1 ? '' : 's'} and made it the favicon`;
}

function placeInHero(files: SiteFiles, image: GivenImage): string {
  const page = files.html()[0]!;
  const doc = new HtmlSource(page.content);
  const tag = pictureTag(placed(image, page.path, image.description ?? currentName(files) ?? 'Our place'), {
    className: 'hero-photo',
    lazy: false,
    first: true,
  });
  const media = doc.elements('div').find((el) => hasClass(el, 'hero-media'));
  const heading = doc.first('h1');
  if (media) doc.replaceInner(media, tag);
  else if (heading) doc.insertAfter(heading, `\n${tag}`);
  else throw new EditFailure(`${page.path} has no hero or main heading to put the picture by`);
  files.set(page.path, doc.result());
  addPictureStyles(files);
  return `Put ${image.path} in the hero of ${page.path}`;
}

function placeInSection(files: SiteFiles, images: GivenImage[], id: string): string {
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const section = doc.elements().find((el) => attr(el, 'id') === id);
    if (!section) continue;
    const inner = section.childNodes.find((node): node is Element => 'tagName' in node && hasClass(node, 'wrap')) ?? section;
    const name = currentName(files) ?? 'Our site';
    const figures = images.map((image, i) =>
      figure(placed(image, page.path, image.description ?? `${name}: picture ${i + 1}`), `${id}-photo`),
    );
    doc.append(inner, `${figures.join('\n')}\n`);
    files.set(page.path, doc.result());
    addPictureStyles(files);
    return `Added ${images.map((image) => image.path).join(', ')} to the ${id} section of ${page.path}`;
  }
  throw new EditFailure(`no page has a ${id} section to put the picture in`);
}

function placeInGallery(files: SiteFiles, images: GivenImage[], instruction: string): string {
  const page = files.html()[0]!;
  const name = currentName(files) ?? 'Our site';
  const photos = images.map((image, i) => placed(image, page.path, image.description ?? `${name}: picture ${i + 1}`));
  const done = addSection(files, 'gallery', instruction, (ctx) =>
    gallerySection({ ...ctx, images: { logo: null, icon: null, hero: null, sections: { gallery: photos } } }),
  );
  addPictureStyles(files);
  return `${done} with ${photos.length} picture${photos.length === 1 ? '' : 's'}`;
}

export function placePictures(files: SiteFiles, ask: PictureAsk, instruction: string): string {
  if (ask.place === 'logo') return placeLogo(files, ask.images[0]!);
  if (ask.place === 'hero') return placeInHero(files, ask.images[0]!);
  if (ask.place === 'gallery') return placeInGallery(files, ask.images, instruction);
  return placeInSection(files, ask.images, ask.place.section);
}
