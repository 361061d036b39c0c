// A small shop: products with add buttons, a cart with quantities and a total (script `cart`).
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { money, sectionTitle, shell } from '../sections/shell.ts';
import { datasetFor } from './sample-data.ts';
import { localPrice } from '../request/locale.ts';

export function cartApp(ctx: RenderContext): string {
  ctx.scripts.add('cart');
  const { t } = ctx;
  const data = datasetFor(ctx.request.kind.id === 'shop' ? 'shop' : ctx.request.kind.id);
  const source =
    (ctx.request.cuisine?.menu ?? ctx.request.kind.menu)?.map((m) => [m.name, m.price] as const) ??
    data.rows.slice(0, 6).map((r) => [String(r[0]), Number(r[data.valueColumn]) || 10] as const);
  const checkout = { en: 'Check out', es: 'Finalizar compra', fr: 'Commander', de: 'Zur Kasse' }[ctx.request.lang];
  const empty = { en: 'Your cart is empty.', es: 'Tu carrito está vacío.', fr: 'Votre panier est vide.', de: 'Ihr Warenkorb ist leer.' }[
    ctx.request.lang
  ];
  const placed = {
    en: 'Thank you! This is a demo shop, so no order was placed.',
    es: '¡Gracias! Es una tienda de demostración: no se ha hecho ningún pedido.',
    fr: 'Merci ! Boutique de démonstration : aucune commande passée.',
    de: 'Danke! Dies ist ein Demo-Shop; es wurde nichts bestellt.',
  }[ctx.request.lang];
  return shell(
    'cart',
    sectionTitle(ctx, 'cart'),
    `<div class="split shop" data-shop data-currency="${ctx.request.locale.currency}" data-locale="${ctx.request.locale.locale}" data-empty="${escapeHtml(empty)}" data-placed="${escapeHtml(placed)}" data-remove-label="${escapeHtml(t.remove)}">
<ul class="cards products">
${source.map(([name, price]) => `<li class="card"><h3>${escapeHtml(name)}</h3><p class="price">${escapeHtml(money(price, ctx))}</p><button type="button" class="button" data-add-item data-name="${escapeHtml(name)}" data-price="${localPrice(price, ctx.request.locale)}">${escapeHtml(t.addToCart)}<span class="visually-hidden">: ${escapeHtml(name)}</span></button></li>`).join('\n')}
</ul>
<aside class="card cart" aria-labelledby="cart-heading">
<h3 id="cart-heading">${escapeHtml(t.cart)}</h3>
<ul class="cart-lines" data-cart-lines></ul>
<p class="muted" data-cart-empty>${escapeHtml(empty)}</p>
<p class="cart-total"><strong>${escapeHtml(t.price)}:</strong> <output data-cart-total>${escapeHtml(money(0, ctx))}</output></p>
<p><button type="button" class="button" data-checkout>${escapeHtml(checkout)}</button></p>
<p class="form-status" role="status" data-cart-status></p>
</aside>
</div>`,
  );
}
