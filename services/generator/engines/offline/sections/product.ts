// A product page block: picture gallery, price, quantity and add-to-cart with a live cart count
// in the header (script `cart`).
import { escapeHtml } from '../render/html-text.ts';
import { galleryArt } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { money, sectionTitle, shell } from './shell.ts';
import { localPrice } from '../request/locale.ts';
import { figure, pictureTag } from '../render/picture.ts';

export function productSection(ctx: RenderContext): string {
  ctx.scripts.add('cart');
  const { t } = ctx;
  const name = ctx.english ? `${ctx.name} Signature Edition` : `${ctx.name} · ${t.titles.product}`;
  const price = 48 + (ctx.seed % 50);
  const thumbs = [0, 1, 2].map(
    (i) =>
      `<li><button type="button" class="thumb" data-product-thumb="${i}" aria-label="${escapeHtml(t.gallery[i]!)}" aria-pressed="${i === 0 ? 'true' : 'false'}">${galleryArt(ctx.design.palette, i + 10, ctx.seed)}</button></li>`,
  );
  const blurb = ctx.english
    ? 'Made in small batches from carefully chosen materials, checked by hand and packed without plastic.'
    : t.services[1]![1];
  // The product's own pictures replace the drawn ones: the first large, the others under it.
  const [first, ...more] = ctx.images?.sections.product ?? [];
  const media = first
    ? `<div class="product-main">${pictureTag(first, { className: 'photo-img', lazy: true })}</div>${more.map((image) => figure(image, 'product-photo')).join('')}`
    : `<div class="product-main" data-product-main>${galleryArt(ctx.design.palette, 10, ctx.seed)}</div>
<ul class="thumbs">${thumbs.join('')}</ul>`;
  return shell(
    'product',
    sectionTitle(ctx, 'product'),
    `<div class="product split" data-product data-price="${localPrice(price, ctx.request.locale)}" data-currency="${ctx.request.locale.currency}" data-locale="${ctx.request.locale.locale}" data-name="${escapeHtml(name)}">
<div class="product-gallery">
${media}
</div>
<div class="product-info">
<h3 class="product-name">${escapeHtml(name)}</h3>
<p class="product-price">${escapeHtml(money(price, ctx))}</p>
<p>${escapeHtml(blurb)}</p>
<div class="field"><label for="product-qty">${escapeHtml(t.quantity)}</label><input id="product-qty" type="number" min="1" max="20" value="1" data-product-qty></div>
<p><button type="button" class="button" data-add-to-cart>${escapeHtml(t.addToCart)}</button></p>
<p class="form-status" role="status" data-cart-status></p>
</div>
</div>`,
  );
}
