// The frame every section shares: an id to link to, a labelled landmark and the page width.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';

export function sectionTitle(ctx: RenderContext, id: string): string {
  return ctx.t.titles[id] ?? id;
}

export function shell(id: string, title: string, inner: string, intro?: string): string {
  return `<section id="${id}" class="section section-${id}" aria-labelledby="${id}-title">
<div class="wrap">
<h2 id="${id}-title">${escapeHtml(title)}</h2>
${intro ? `<p class="lead">${escapeHtml(intro)}</p>\n` : ''}${inner}
</div>
</section>`;
}

export function money(amount: number, lang: string): string {
  const locale = { en: 'en-GB', es: 'es-ES', fr: 'fr-FR', de: 'de-DE' }[lang] ?? 'en-GB';
  return new Intl.NumberFormat(locale, { style: 'currency', currency: lang === 'en' ? 'USD' : 'EUR' }).format(amount);
}

export function initials(name: string): string {
  return name.split(/\s+/).map((w) => w[0] ?? '').join('').slice(0, 2).toUpperCase();
}
