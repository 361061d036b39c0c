import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import type { ListedItem } from '../request/brief.ts';
import { capitalise, givenMoney, money, sectionTitle, shell } from './shell.ts';

const PRICES = [9, 29, 79, 199, 349, 499, 799, 999];

/** What a tier's price is for: the request's own period ("a day"), none when it listed a price without one, else monthly. */
function period(item: ListedItem | undefined, perMonth: string): string {
  if (item?.per) return ` <span>/ ${escapeHtml(item.per)}</span>`;
  return item && item.price !== null ? '' : ` <span>${escapeHtml(perMonth)}</span>`;
}

export function pricingSection(ctx: RenderContext): string {
  const { t } = ctx;
  // Plans the request lists are the tiers, by their names and prices; the stock tiers fill the rest.
  // When some are priced, only those are tiers: a thing listed without a price ("with rooms and prices:
  // double room £85, ...") never gets a stock one ("Rooms £9 / month").
  const items = ctx.itemsIn === 'pricing' ? ctx.request.items : [];
  const priced = items.filter((item) => item.price !== null);
  const listed = priced.length > 0 ? priced : items;
  const count = listed.length > 0 ? listed.length : Math.min(ctx.count('pricing', 3), 8);
  // A tier the request names carries its name and price only: the stock tiers' lines ("Email support",
  // "Everything in Starter") would be promises the business never made, about tiers it does not have.
  const tiers = Array.from({ length: count }, (_, i): [string, string, string[]] => {
    const [name, blurb, perks] = t.tiers[i % t.tiers.length]!;
    return listed[i] ? [capitalise(listed[i].name), '', []] : [name, blurb, perks];
  });
  const popular = count >= 2 ? 1 : 0;
  const cards = tiers.map(([name, blurb, perks], i) => {
    const label = i >= t.tiers.length && !listed[i] ? `${name} ${Math.floor(i / t.tiers.length) + 1}` : name;
    return `<li class="card tier${i === popular ? ' tier-popular' : ''}">
${i === popular && count > 1 ? `<p class="badge">${escapeHtml(t.popular)}</p>\n` : ''}<h3>${escapeHtml(label)}</h3>
${blurb ? `<p>${escapeHtml(blurb)}</p>\n` : ''}<p class="tier-price"><strong>${escapeHtml(listed[i]?.price != null ? givenMoney(listed[i].price, ctx) : money(PRICES[i] ?? 999, ctx))}</strong>${period(listed[i], t.perMonth)}</p>
${perks.length > 0 ? `<ul class="perks">${perks.map((p) => `<li>${escapeHtml(p)}</li>`).join('')}</ul>\n` : ''}<a class="button${i === popular ? '' : ' button-ghost'}" href="${escapeHtml(ctx.contactHref)}">${escapeHtml(t.choose)} ${escapeHtml(label)}</a>
</li>`;
  });
  return shell(
    'pricing',
    sectionTitle(ctx, 'pricing'),
    `<ul class="cards tiers">
${cards.join('\n')}
</ul>`,
  );
}
