// Testimonials added by an edit: quotes marked up as quotes, and plainly placeholders. The engine
// knows no customer of the business, so the section says the quotes are samples to replace and
// names nobody, rather than putting words in made-up people's mouths.
import { escapeAttr, escapeHtml } from '../render/html-text.ts';
import { avatar } from '../render/art.ts';
import type { Lang } from '../request/language.ts';
import type { RenderContext } from '../render/render-context.ts';
import { sectionTitle, shell } from '../sections/shell.ts';
import { attr, closest, HtmlSource } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';

// The words people ask for customers' words by, in the four languages; the one asked for is the
// section's heading, so "add a reviews section" is headed "Reviews", not the stock "What people say".
const ASKED_AS =
  /(?<!\p{L})(?:(?:(?:customer|client|guest|patient)s?\s)?(?:testimonials?|reviews?)|what (?:our )?(?:clients|customers|guests) say|kundenstimmen|kundenbewertungen|kundenmeinungen|bewertungen|erfahrungsberichte|rezensionen|testimonios|rese[ñn]as|opiniones|valoraciones|t[ée]moignages|avis(?: de)? clients|avis)(?!\p{L})/iu;

// A section named by those words: "a testimonials section", "Kundenstimmen-Bereich", "a section
// with customer reviews", "une section avis clients"; "in the testimonials section" refers to one.
const SECTION_BEFORE =
  /(?<!\p{L})(?:section|sección|abschnitt|bereich|rubrik|rubrique|bloc|block|area)\s+(?:(?:with|of|for|de|mit|für|avec|con|para)\s+)?(?:(?:some|a few|few|des|de|les|nos|den|unseren|los|las|nuestros|our)\s+)?$/iu;
const SECTION_AFTER = /^\s?-?\s?(?:section|block|area|bereich|abschnitt)(?!\p{L})/iu;
const REFERS = /(?<!\p{L})(?:the|der|die|das|dem|den|le|la|les|el|los|las)\s+$/iu;

/**
 * The heading an instruction asks customers' words under ("Customer reviews", "Kundenstimmen"),
 * or undefined; `names` when the instruction names a section by it ("add a reviews section"),
 * so that a section already there takes that heading too.
 */
export function askedTitle(instruction: string): { text: string; names: boolean } | undefined {
  const text = instruction.slice(0, 400);
  let found: { text: string; names: boolean } | undefined;
  for (const m of text.matchAll(new RegExp(ASKED_AS.source, 'giu'))) {
    const before = text.slice(Math.max(0, m.index - 40), m.index);
    const after = text.slice(m.index + m[0].length, m.index + m[0].length + 12);
    const names = !REFERS.test(before) && (SECTION_BEFORE.test(before) || SECTION_AFTER.test(after));
    // One "review" asked for is a section of reviews.
    const plural = m[0].replace(/(?<!\p{L})(testimonial|review)$/iu, '$1s');
    const heading = { text: plural.charAt(0).toUpperCase() + plural.slice(1).toLowerCase(), names };
    if (names) return heading;
    found ??= heading;
  }
  return found;
}

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

/** A customer's words the caller gave, and who said them when the caller said so. */
export interface GivenQuote {
  text: string;
  by?: string;
}

// "from Sarah", "by Tom B.", "von Anna", "de Lucía", "par Marc", or "- Tom" after the quote.
const BY =
  /(?<!\p{L})(?:from|by|von|de|par)\s+([\p{Lu}][\p{L}'’.-]{0,30}(?:\s[\p{Lu}][\p{L}'’.-]{0,30}){0,2})|[”"»“]\s*[-–—]\s*([\p{Lu}][\p{L}'’.-]{0,30}(?:\s[\p{Lu}][\p{L}'’.-]{0,30}){0,2})/u;

/** The quote an instruction gives for the testimonials (three words or more, quoted), or undefined. */
export function givenQuote(text: string, quoted: string[]): GivenQuote | undefined {
  const words = quoted.find((q) => q.trim().split(/\s+/).length >= 3 && q.length <= 400)?.trim();
  if (!words) return undefined;
  const by = text.slice(0, 600).match(BY);
  // A full stop ends the sentence, not an initial ("Jo P.").
  const name = (by?.[1] ?? by?.[2])?.replace(/[,:;]+$|(?<!\s\p{Lu})\.$/u, '');
  return name ? { text: words, by: name } : { text: words };
}

const figure = (quote: GivenQuote, caption: string) =>
  `<figure><blockquote><p>${escapeHtml(quote.text)}</p></blockquote><figcaption>${caption}</figcaption></figure>`;

/** The quote as a testimonials section of its own, for a page that has none. */
export function quoteSection(quote: GivenQuote): (ctx: RenderContext) => string {
  return (ctx) =>
    shell(
      'testimonials',
      sectionTitle(ctx, 'testimonials'),
      `<ul class="cards quotes">\n<li class="card">${figure(quote, `${avatar(ctx.design.palette, 0)}<span>${escapeHtml(quote.by ?? '')}</span>`)}</li>\n</ul>`,
    );
}

/**
 * Adds the quote after the last quote of the page's testimonials, in the same wrapper (a list
 * item or a figure, with its class); false when the pages have no quotes to add it to.
 */
export function addQuote(files: SiteFiles, quote: GivenQuote): boolean {
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const last = doc.elements('blockquote').at(-1);
    if (!last) continue;
    const figureEl = closest(last, 'figure');
    const item = closest(last, 'li');
    const wrapper = item ?? figureEl ?? last;
    const className = attr(wrapper, 'class');
    const cls = className ? ` class="${escapeAttr(className)}"` : '';
    const caption = quote.by ? `<span>${escapeHtml(quote.by)}</span>` : '';
    const inner = figure(quote, caption);
    const markup =
      wrapper === item
        ? `<li${cls}>${inner}</li>`
        : wrapper === figureEl
          ? inner.replace('<figure>', `<figure${cls}>`)
          : `<blockquote${cls}><p>${escapeHtml(quote.text)}</p>${quote.by ? `<footer>${escapeHtml(quote.by)}</footer>` : ''}</blockquote>`;
    doc.insertAfter(wrapper, `\n${doc.indentOf(wrapper)}${markup}`);
    files.set(page.path, doc.result());
    return true;
  }
  return false;
}
