// A given picture on a page: its real size set (no layout shift while it loads), decoded off
// the main thread, and loaded lazily unless it is seen at once (the logo, the hero).
import { IMAGE_MIME } from '../../../../../shared/images/image-header.ts';
import type { PlacedImage } from '../images/place-images.ts';
import { escapeAttr } from './html-text.ts';

/** The picture's path as a URL relative to a page at the site's root. */
export function imageHref(path: string): string {
  return path.split('/').map(encodeURIComponent).join('/');
}

/** `lazy`: below the fold; `first`: the largest picture seen at once (the hero), fetched first. */
export function pictureTag(image: PlacedImage, options: { className: string; lazy: boolean; first?: boolean }): string {
  const size = image.width && image.height ? ` width="${image.width}" height="${image.height}"` : '';
  const loading = options.lazy ? ' loading="lazy"' : options.first ? ' fetchpriority="high"' : '';
  return `<img class="${options.className}" src="${escapeAttr(imageHref(image.path))}" alt="${escapeAttr(image.alt)}"${size}${loading} decoding="async">`;
}

/** The `<link rel="icon">` of a logo. */
export function faviconLink(image: PlacedImage): string {
  const type = image.format === 'svg' ? 'image/svg+xml' : IMAGE_MIME[image.format];
  return `<link rel="icon" href="${escapeAttr(imageHref(image.path))}" type="${type}">`;
}

/** A picture with its description under it, inside a section's text. */
export function figure(image: PlacedImage, className: string): string {
  return `<figure class="photo ${className}">${pictureTag(image, { className: 'photo-img', lazy: true })}</figure>`;
}

/** Styles of given pictures; only sites with pictures carry them. */
export const PICTURE_STYLES = `
/* Given pictures: their width and height attributes keep the space; the width follows the layout. */
.brand-logo { display: block; height: 2.5rem; width: auto; max-width: min(12rem, 50vw); object-fit: contain; }
.hero-photo, .photo-img, .gallery-photo { display: block; max-width: 100%; height: auto; border-radius: var(--radius, 6px); }
.hero-photo { width: 100%; object-fit: cover; }
.photo { margin: 1.5rem 0 0; }
.photo-img { width: 100%; }
.gallery-photo { width: 100%; aspect-ratio: 4 / 3; object-fit: cover; }
`;
