// A priced list: dishes for food places, treatments for salons, generic offers otherwise.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { MenuItem } from '../content/kinds.ts';
import { capitalise, givenMoney, money, sectionTitle, shell } from './shell.ts';

const GENERIC: MenuItem[] = [
  { name: 'Classic', text: '', price: 12 },
  { name: 'Signature', text: '', price: 18 },
  { name: 'Seasonal special', text: '', price: 16 },
  { name: 'Sharing platter', text: '', price: 24 },
  { name: 'Something sweet', text: '', price: 8 },
  { name: 'House drink', text: '', price: 5 },
];

export function menuSection(ctx: RenderContext): string {
  const source = ctx.request.cuisine?.menu ?? ctx.request.kind.menu ?? GENERIC;
  const items: (MenuItem & { given?: boolean })[] = [];
  if (ctx.itemsIn === 'menu') {
    // The request's own list, each with its price; a price it left open comes from the stock list.
    ctx.request.items.forEach((item, i) => {
      const price = item.price ?? source[i % source.length]!.price;
      items.push({ name: capitalise(item.name), text: '', price, given: item.price !== null, ...(item.per ? { per: item.per } : {}) });
    });
  } else {
    const count = ctx.count('menu', source.length);
    for (let i = 0; i < count; i++) items.push(source[i % source.length]!);
  }
  const rows = items.map(
    (item) =>
      `<li class="menu-item"><div><h3>${escapeHtml(ctx.english ? item.name : item.name)}</h3>${item.text && ctx.english ? `<p>${escapeHtml(item.text)}</p>` : ''}</div><p class="price">${escapeHtml(item.given ? givenMoney(item.price, ctx) : money(item.price, ctx))}${item.per ? ` / ${escapeHtml(item.per)}` : ''}</p></li>`,
  );
  return shell(
    'menu',
    sectionTitle(ctx, 'menu'),
    `<ul class="menu-list">
${rows.join('\n')}
</ul>`,
  );
}
