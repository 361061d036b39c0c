// Testimonials added by an edit: quotes marked up as quotes, and plainly placeholders. The engine
// knows no customer of the business, so the section says the quotes are samples to replace and
// names nobody, rather than putting words in made-up people's mouths.
import { escapeHtml } from '../render/html-text.ts';
import { avatar } from '../render/art.ts';
import type { Lang } from '../request/language.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';

const PLACEHOLDER: Record<Lang, { note: string; caption: string }> = {
  en: { note: 'Placeholder quotes: replace them with your customers’ own words.', caption: 'Placeholder review' },
  de: { note: 'Platzhalter: Ersetzen Sie diese Zitate durch echte Stimmen Ihrer Kunden.', caption: 'Platzhalter-Bewertung' },
  es: { note: 'Citas de ejemplo: sustitúyelas por las palabras de tus clientes.', caption: 'Reseña de ejemplo' },
  fr: { note: 'Citations d’exemple : remplacez-les par les mots de vos clients.', caption: 'Avis d’exemple' },
};

export function placeholderTestimonials(ctx: RenderContext): string {
  const base = ctx.t.testimonials;
  const count = ctx.count('testimonials', 3);
  const { note, caption } = PLACEHOLDER[ctx.request.lang];
  const items = Array.from({ length: count }, (_, i) => base[i % base.length]![0]);
  return shell(
    'testimonials',
    sectionTitle(ctx, 'testimonials'),
    `<ul class="cards quotes">
${items.map((quote, i) => `<li class="card"><figure><blockquote><p>${escapeHtml(quote)}</p></blockquote><figcaption>${avatar(ctx.design.palette, i)}<span>${escapeHtml(caption)}</span></figcaption></figure></li>`).join('\n')}
</ul>`,
    note,
  );
}
