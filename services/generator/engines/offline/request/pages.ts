// The pages a request names: "five pages: home, menu, about, events, contact", "pages for home,
// rooms and contact", "with about, pricing and contact pages". Each named page is made, the known
// ones led by their section, the others ("events") as pages of their own under their own name.
import type { PageRequest } from './brief.ts';
import type { SectionId } from '../sections/section-ids.ts';

const LIST_SPLIT = /\s*(?:,|;|\/|\||\band\b|&|\by\b|\bet\b|\bund\b)\s*/i;
const DASH = /\s[-–—]{1,2}\s|\s*[–—]\s*/u;
// "pages: ...", "pages for ...", "Seiten: ...", "páginas: ...".
const LIST_AFTER =
  /\b(?:pages|p[áa]ginas|seiten)\s*(?:\([^)]{0,40}\))?\s*(?::|\bfor\b|\bcalled\b|\bnamed\b|\bpara\b|\bpour\b|\bf[üu]r\b|\bwith\b)\s*([^.;!?\n]{3,200})/iu;
// "a four page site for my club: home, ...", "multi-page: ...", "six-page website (home, ...)": a
// count of pages, or a word for several, then the list after a colon or in brackets.
const MANY = String.raw`(?:(?:\d|two|three|four|five|six|seven|eight|zwei|drei|vier|f[üu]nf|sechs|dos|tres|cuatro|cinco|seis|deux|trois|quatre|cinq)[- ](?:pages?|seiten|p[áa]ginas)|multi-?page|(?:several|multiple|separate) pages)`;
// ("... 4 pages — Home, Rooms, Dining, Contact": a dash opens the list as a colon does.)
const COUNT_COLON = new RegExp(
  String.raw`\b${MANY}\b[^.!?:(\n–—]{0,80}?(?:(?::|\s[–—-]{1,2}|[–—])\s*([^.;!?\n]{3,200})|\(([^)\n]{3,200})\))`,
  'iu',
);
// "a home page, an about page, an events page and a contact page": pages named one by one.
const ONE_PAGE = /\b(?:a|an|the)\s+((?:[\p{L}-]{1,30}\s+){0,2}?[\p{L}-]{1,30})\s+page\b/giu;
const NO_PAGE_NAME =
  /^(?:landing|single|one|web|product|sales|simple|static|html|next|this|that|same|first|front|title|whole|new|separate|dedicated|small|short|long|nice|own|single-page|one-page)$/i;
// "with pages Home, About", "mit den Seiten Start, Projekte", "con páginas de inicio, cursos", "avec les pages accueil, ...".
const WITH_PAGES =
  /\b(?:with (?:the )?pages|mit (?:den )?seiten|con (?:las )?p[áa]ginas(?: de)?|avec (?:les )?pages(?: de)?)(?:\s+for\b|\s*:)?\s+([^.;!?\n]{3,200})/iu;
// "mit Startseite, Über uns, Speisekarte und Kontaktseite", "with Home, About, Menu and Contact": a
// list that opens with the home page is a list of pages.
const HOME_FIRST =
  /(?:\b(?:with|mit|con|avec)|:)\s+((?:(?:the|a|die|der|la|une?|el)\s+)?(?:home ?page|home|startseite|p[áa]gina de inicio|inicio|page d['’]accueil|accueil)\s*(?:,|\band\b|\bund\b|\by\b|\bet\b)[^.;!?\n]{3,200})/iu;
// "... about, pricing and contact pages": the list ends at the word "pages".
const LIST_BEFORE = /\bpages\b/i;
const LIST_START = /^.*\b(?:with|has|have|having|want|need|needs|including|include|:)\s+/i;
export const HOME_PAGE = /^(?:home|homepage|home page|index|start|startseite|inicio|accueil)$/i;
const LEADING = /^(?:(?:a|an|the|our|my|one|un|una|une|la|le|el|die|der|das|eine?)\s+|l['’]\s*)/i;
// "a page with our fees", "one for booking", "eine Seite mit unseren Preisen", "une pour le contact",
// "otra para reservas": a page described by what is on it is named by that.
const DESCRIBED =
  /^(?:(?:a|an|one|another|the|un|une|una|otra|eine?)\s+(?:(?:page|seite|p[áa]gina)\s+)?|(?:page|seite|p[áa]gina)\s+)(?:with|for|about|on|showing|listing|mit|für|über|con|para|sobre|avec|pour|sur)\s+(?:(?:our|my|the|all|unsere[nmrs]?|meine[nmrs]?|die|den|der|nuestr[oa]s?|mis|la|las|el|los|nos|mes|notre|le|les)\s+)*(\p{L}.*)$/iu;

// Page names and the section that leads each; a name not here is a page of its own.
const LEADS: [RegExp, SectionId][] = [
  [
    /^(?:about|about us|about me|our story|story|history|sobre nosotros|nosotros|sobre m[ií]|historia|qui(?:é|e)nes somos|[àa] propos|histoire|über uns|über mich|geschichte)$/i,
    'about',
  ],
  [/^(?:menu|menus|food|drinks|carta|men[úu]|la carte|speisekarte)$/i, 'menu'],
  [/^(?:services?|what we do|servicios|prestations|leistungen)$/i, 'services'],
  [/^(?:pricing|prices|price list|plans|rates|fees|costs|membership|tarifs|prix|precios|tarifas|preise)$/i, 'pricing'],
  [/^(?:gallery|portfolio|photos|work|galer[ií]a|galerie)$/i, 'gallery'],
  [/^(?:blog|news|journal|articles|actualit[ée]s|noticias)$/i, 'blog'],
  [/^(?:team|our team|the team|meet the team|people|staff|speakers|equipo|[ée]quipe|l'[ée]quipe|nuestro equipo)$/i, 'team'],
  [/^(?:faq|faqs|questions)$/i, 'faq'],
  [/^(?:booking|bookings|book|reservations?|appointments?|reservas?|r[ée]servations?|buchung)$/i, 'booking'],
  [/^(?:contact|contact us|contact details|contacto|kontakt)$/i, 'contact'],
  [/^(?:shop|store|products?|tienda|productos|boutique|produits|shop|produkte)$/i, 'product'],
  [/^(?:schedule|timetable|classes|programme|program|agenda)$/i, 'schedule'],
  [/^(?:testimonials|reviews)$/i, 'testimonials'],
  [/^(?:location|find us|visit|directions)$/i, 'location'],
];

function pageList(text: string): string[] {
  const counted = COUNT_COLON.exec(text);
  const after = counted?.[1] ?? counted?.[2] ?? WITH_PAGES.exec(text)?.[1] ?? LIST_AFTER.exec(text)?.[1];
  // "Five pages for Glow Spa: Home, About us, ...": the list starts after its colon.
  if (after) return listBeforeDash(after.slice(after.lastIndexOf(':') + 1)).split(LIST_SPLIT);
  const single = [...text.matchAll(ONE_PAGE)].map((m) => m[1]!).filter((name) => !NO_PAGE_NAME.test(name));
  if (single.length >= 2) return single;
  const homeFirst = HOME_FIRST.exec(text)?.[1];
  if (homeFirst) return listBeforeDash(homeFirst).split(LIST_SPLIT);
  const before = LIST_BEFORE.exec(text);
  if (!before) return [];
  // At most 120 characters before "pages", from the word that opens the list.
  const lead = text.slice(Math.max(0, before.index - 120), before.index);
  const sentence = lead.split(/[.!?]\s/).pop() ?? '';
  if (!/,|\band\b/i.test(sentence)) return [];
  return sentence.replace(LIST_START, '').split(LIST_SPLIT);
}

/**
 * A list of pages ends at a dash that follows it ("separate pages: Work, About and Contact — for the
 * studio Fold & Form"); dashes between single names ("Home – About – Contact") separate the names.
 */
function listBeforeDash(list: string): string {
  const parts = list.split(DASH);
  return parts.length > 1 && /,|\band\b|&/i.test(parts[0]!) ? parts[0]! : parts.join(', ');
}

/** "Kontaktseite" -> "Kontakt", "Über-uns-Seite" -> "Über uns": the German word for page closing a name. */
function withoutSeite(name: string): string {
  const stem = /^(\p{L}.*?)-?seite$/iu.exec(name)?.[1];
  return stem && stem.length >= 3 ? stem.replace(/-/g, ' ') : name;
}

/** The pages the request names, in its order, without the home page (which is always made). */
export function namedPages(text: string): PageRequest[] {
  // Each name as written ("Our Story"), for the navigation, and without its article, for matching.
  const written = pageList(text)
    .map((n) =>
      (DESCRIBED.exec(n.trim())?.[1] ?? n)
        .trim()
        .replace(/^(?:a|an|one|un|una|une|eine?)\s+/i, '')
        // "how to find us", "how to book": the page is named by what it helps to do.
        .replace(/^how to\s+/i, '')
        // "une page à propos", "la página de inicio", "page d'accueil": the word for page before the name.
        .replace(/^(?:la\s+)?(?:page|p[áa]gina)\s+(?:de\s+|d['’]\s*)?(?=\p{L})/iu, '')
        .replace(/\s+pages?$/i, ''),
    )
    .map(withoutSeite)
    .filter((n) => n.length >= 2 && n.split(/\s+/).length <= 3);
  if (written.length < 2) return [];
  const pages: PageRequest[] = [];
  for (const shown of written) {
    const name = shown.replace(LEADING, '').toLowerCase();
    if (name.length < 2 || HOME_PAGE.test(name)) continue;
    const lead = LEADS.find(([pattern]) => pattern.test(name))?.[1];
    const slug =
      name
        .replace(/[^\p{L}\d]+/gu, '-')
        .replace(/^-|-$/g, '')
        .normalize('NFD')
        .replace(/[^\w-]/g, '') || 'page';
    if (pages.some((p) => p.slug === slug)) continue;
    const label = shown.charAt(0).toUpperCase() + shown.slice(1);
    // A second name for a section already leading a page ("Work" and "Photos") is a page of its own.
    const free = lead && !pages.some((p) => p.lead === lead);
    pages.push(free ? { slug, lead, label } : { slug, lead: 'extras', title: label, label });
  }
  return pages.slice(0, 8);
}
