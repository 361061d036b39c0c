// The pages a request names: "five pages: home, menu, about, events, contact", "pages for home,
// rooms and contact", "with about, pricing and contact pages". Each named page is made, the known
// ones led by their section, the others ("events") as pages of their own under their own name.
import type { PageRequest } from './brief.ts';
import type { SectionId } from '../sections/section-ids.ts';

const LIST_SPLIT = /\s*(?:,|;|\/|\band\b|&|\by\b|\bet\b|\bund\b)\s*/i;
// "pages: ...", "pages for ...", "Seiten: ...", "páginas: ...".
const LIST_AFTER =
  /\b(?:pages|p[áa]ginas|seiten)\s*(?:\([^)]{0,40}\))?\s*(?::|\bfor\b|\bcalled\b|\bnamed\b|\bpara\b|\bpour\b|\bf[üu]r\b|\bwith\b)\s*([^.;!?\n]{3,200})/iu;
// "a four page site for my club: home, ...": a count of pages, then the list after a colon.
const COUNT_COLON =
  /\b(?:\d|two|three|four|five|six|seven|eight|zwei|drei|vier|f[üu]nf|sechs|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq)[- ](?:pages?|seiten|p[áa]ginas)\b[^.!?:\n]{0,80}:\s*([^.;!?\n]{3,200})/iu;
// "with pages Home, About", "mit den Seiten Start, Projekte", "con páginas de inicio, cursos", "avec les pages accueil, ...".
const WITH_PAGES =
  /\b(?:with (?:the )?pages|mit (?:den )?seiten|con (?:las )?p[áa]ginas(?: de)?|avec (?:les )?pages(?: de)?)(?:\s+for\b|\s*:)?\s+([^.;!?\n]{3,200})/iu;
// "... about, pricing and contact pages": the list ends at the word "pages".
const LIST_BEFORE = /\bpages\b/i;
const LIST_START = /^.*\b(?:with|has|have|having|want|need|needs|including|include|:)\s+/i;
export const HOME_PAGE = /^(?:home|homepage|home page|index|start|startseite|inicio|accueil)$/i;
const LEADING = /^(?:a|an|the|our|my|one|un|una|une|la|le|el|die|der|das|eine?)\s+/i;

// Page names and the section that leads each; a name not here is a page of its own.
const LEADS: [RegExp, SectionId][] = [
  [/^(?:about|about us|our story|story|sobre nosotros|qui(?:é|e)nes somos|[àa] propos|über uns)$/i, 'about'],
  [/^(?:menu|menus|food|drinks|carta|men[úu]|la carte|speisekarte)$/i, 'menu'],
  [/^(?:services?|what we do|servicios|prestations|leistungen)$/i, 'services'],
  [/^(?:pricing|prices|plans|rates|tarifs|precios|preise)$/i, 'pricing'],
  [/^(?:gallery|portfolio|photos|work|galer[ií]a|galerie)$/i, 'gallery'],
  [/^(?:blog|news|journal|articles|actualit[ée]s|noticias)$/i, 'blog'],
  [/^(?:team|our team|people|staff|speakers|equipo|[ée]quipe)$/i, 'team'],
  [/^(?:faq|faqs|questions)$/i, 'faq'],
  [/^(?:booking|bookings|book|reservations?|appointments?|reservas?|r[ée]servations?|buchung)$/i, 'booking'],
  [/^(?:contact|contact us|contacto|kontakt)$/i, 'contact'],
  [/^(?:shop|store|products?|tienda|boutique)$/i, 'product'],
  [/^(?:schedule|timetable|classes|programme|program|agenda)$/i, 'schedule'],
  [/^(?:testimonials|reviews)$/i, 'testimonials'],
  [/^(?:location|find us|visit|directions)$/i, 'location'],
];

function pageList(text: string): string[] {
  const after = COUNT_COLON.exec(text)?.[1] ?? WITH_PAGES.exec(text)?.[1] ?? LIST_AFTER.exec(text)?.[1];
  // "Five pages for Glow Spa: Home, About us, ...": the list starts after its colon.
  if (after) return after.slice(after.lastIndexOf(':') + 1).split(LIST_SPLIT);
  const before = LIST_BEFORE.exec(text);
  if (!before) return [];
  // At most 120 characters before "pages", from the word that opens the list.
  const lead = text.slice(Math.max(0, before.index - 120), before.index);
  const sentence = lead.split(/[.!?]\s/).pop() ?? '';
  if (!/,|\band\b/i.test(sentence)) return [];
  return sentence.replace(LIST_START, '').split(LIST_SPLIT);
}

/** The pages the request names, in its order, without the home page (which is always made). */
export function namedPages(text: string): PageRequest[] {
  const names = pageList(text)
    .map((n) =>
      n
        .trim()
        .replace(LEADING, '')
        .replace(/\s+pages?$/i, '')
        .toLowerCase(),
    )
    .filter((n) => n.length >= 2 && n.split(/\s+/).length <= 3);
  if (names.length < 2) return [];
  const pages: PageRequest[] = [];
  for (const name of names) {
    if (HOME_PAGE.test(name)) continue;
    const lead = LEADS.find(([pattern]) => pattern.test(name))?.[1];
    const slug =
      name
        .replace(/[^\p{L}\d]+/gu, '-')
        .replace(/^-|-$/g, '')
        .normalize('NFD')
        .replace(/[^\w-]/g, '') || 'page';
    if (pages.some((p) => p.slug === slug)) continue;
    const label = name.charAt(0).toUpperCase() + name.slice(1);
    // A second name for a section already leading a page ("Work" and "Photos") is a page of its own.
    const free = lead && !pages.some((p) => p.lead === lead);
    pages.push(free ? { slug, lead, label } : { slug, lead: 'extras', title: label, label });
  }
  return pages.slice(0, 8);
}
