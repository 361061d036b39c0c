// Card grids: services (what the business does) and features (what the product does).
import { escapeHtml } from '../render/html-text.ts';
import { icon } from '../render/art.ts';
import type { RenderContext } from '../render/render-context.ts';
import { capitalise, sectionTitle, shell } from './shell.ts';
import { thingBlurb } from './extras.ts';
import { unpricedOffers } from '../request/listed-items.ts';

const FEATURE_ICONS = ['spark', 'check', 'clock', 'heart', 'star', 'chat', 'chart', 'pin'];

function cards(items: [string, string][], icons: string[]): string {
  return `<ul class="cards">
${items.map(([title, body], i) => `<li class="card">${icon(icons[i % icons.length]!)}<h3>${escapeHtml(title)}</h3><p>${escapeHtml(body)}</p></li>`).join('\n')}
</ul>`;
}

export function servicesSection(ctx: RenderContext): string {
  const base = ctx.english ? ctx.request.kind.services : ctx.t.services;
  const listed = ctx.itemsIn === 'services' ? ctx.request.items : ctx.unpricedIn === 'services' ? unpricedOffers(ctx.request.items) : null;
  const items = listed
    ? listed.map((item): [string, string] => [capitalise(item.name), thingBlurb(ctx, item.name)])
    : repeatTo(base, ctx.count('services', base.length));
  return shell('services', sectionTitle(ctx, 'services'), cards(items, [ctx.request.kind.icon, ...FEATURE_ICONS]));
}

export function featuresSection(ctx: RenderContext): string {
  const own = ctx.english && ctx.request.kind.tool ? ctx.request.kind.services : [];
  const base = [...own, ...ctx.t.features];
  if (ctx.itemsIn === 'features') {
    const listed = ctx.request.items.map((item): [string, string] => [capitalise(item.name), thingBlurb(ctx, item.name)]);
    return shell('features', sectionTitle(ctx, 'features'), cards(listed, FEATURE_ICONS));
  }
  const items = base.slice(0, ctx.count('features', own.length > 0 ? Math.max(3, own.length) : 4));
  return shell('features', sectionTitle(ctx, 'features'), cards(repeatTo(items, ctx.count('features', items.length)), FEATURE_ICONS));
}

/** Lists are cycled when a request asks for more items than the copy has, numbering repeats. */
export function repeatTo<T extends [string, ...unknown[]]>(items: T[], count: number): T[] {
  const out: T[] = [];
  for (let i = 0; i < count; i++) {
    const item = items[i % items.length]!;
    const round = Math.floor(i / items.length);
    out.push(round === 0 ? item : ([`${item[0]} ${round + 1}`, ...item.slice(1)] as T));
  }
  return out;
}
