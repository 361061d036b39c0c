// The frame every section shares: an id to link to, a labelled landmark and the page width.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { formatMoney } from '../request/locale.ts';

export function sectionTitle(ctx: RenderContext, id: string): string {
  return ctx.request.headings[id] ?? ctx.t.titles[id] ?? id;
}

export function shell(id: string, title: string, inner: string, intro?: string): string {
  return `<section id="${id}" class="section section-${id}" aria-labelledby="${id}-title">
<div class="wrap">
<h2 id="${id}-title">${escapeHtml(title)}</h2>
${intro ? `<p class="lead">${escapeHtml(intro)}</p>\n` : ''}${inner}
</div>
</section>`;
}

export function capitalise(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

/** A stock price in the site's currency (the place's, else the language's), scaled to it. */
export function money(amount: number, ctx: RenderContext): string {
  return formatMoney(amount, ctx.request.locale);
}

/** A price the request gave, as it gave it, in the site's currency. */
export function givenMoney(amount: number, ctx: RenderContext): string {
  return formatMoney(amount, ctx.request.locale, true);
}
