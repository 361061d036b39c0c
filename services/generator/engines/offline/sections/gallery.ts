// A grid of pictures; each opens a larger view in a <dialog> lightbox with previous/next.
import { escapeHtml } from '../render/html-text.ts';
import { galleryArt } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from './shell.ts';
import { pictureTag } from '../render/picture.ts';
import type { PlacedImage } from '../images/place-images.ts';

// The request's own pictures, each with its description under it; nothing drawn beside them.
function photoGallery(ctx: RenderContext, photos: PlacedImage[]): string {
  const items = photos.map(
    (image) =>
      `<li><figure>${pictureTag(image, { className: 'gallery-photo', lazy: true })}<figcaption>${escapeHtml(image.alt)}</figcaption></figure></li>`,
  );
  return shell('gallery', sectionTitle(ctx, 'gallery'), `<ul class="gallery">\n${items.join('\n')}\n</ul>`);
}

export function gallerySection(ctx: RenderContext): string {
  const photos = ctx.images?.sections.gallery ?? [];
  if (photos.length > 0) return photoGallery(ctx, photos);
  ctx.scripts.add('lightbox');
  const { t } = ctx;
  const count = ctx.count('gallery', 6);
  const tiles = Array.from({ length: count }, (_, i) => {
    const caption = t.gallery[i % t.gallery.length]!;
    return `<li><figure><button type="button" class="tile" data-lightbox="${i}" aria-label="${escapeHtml(caption)}: ${escapeHtml(t.secondaryCta)}">${galleryArt(ctx.design.palette, i, ctx.seed)}</button><figcaption>${escapeHtml(caption)}</figcaption></figure></li>`;
  });
  return shell(
    'gallery',
    sectionTitle(ctx, 'gallery'),
    `<ul class="gallery">
${tiles.join('\n')}
</ul>
<dialog class="lightbox" aria-label="${escapeHtml(sectionTitle(ctx, 'gallery'))}">
<div class="lightbox-frame" data-lightbox-view></div>
<p class="lightbox-caption" data-lightbox-caption></p>
<div class="lightbox-controls"><button type="button" class="button button-ghost" data-lightbox-prev>${escapeHtml(t.previous)}</button> <button type="button" class="button button-ghost" data-lightbox-next>${escapeHtml(t.next)}</button> <button type="button" class="button" data-lightbox-close>${escapeHtml(t.close)}</button></div>
</dialog>`,
  );
}
