// Which sections, apps and pages a request asks for, in the four site languages. Each entry is
// one building block and the words that ask for it; the eval reports these as "recognised".
import type { SectionId } from '../sections/section-ids.ts';

export const FEATURE_WORDS: [SectionId, RegExp][] = [
  [
    'about',
    /(?<!\p{L})(about( us| me| page| section)?|our story|who we are|biography|bio|sobre (nosotros|m[ií])|qui(é|e)nes somos|[àa] propos|qui sommes|über (uns|mich))(?!\p{L})/iu,
  ],
  ['services', /\b(services?|what we do|offerings|servicios|prestations|leistungen|dienstleistungen)\b/i],
  ['menu', /\b(menu|menus|food list|drinks list|price list|carta|men[úu]|la carte|speisekarte|karte)\b/i],
  [
    'pricing',
    /\b(pricing|price plans?|plans|tiers?|packages|subscriptions?|membership(s| options| plans)?|precios|planes|tarifs?|formules|preise|tarife|adh[ée]sions?|cuotas|mitgliedschaft)\b/i,
  ],
  ['features', /\b(features?|benefits|how it works|caracter[ií]sticas|fonctionnalit[ée]s|funktionen)\b/i],
  [
    'testimonials',
    /\b(testimonials?|reviews?|ratings?|what (our )?(clients|customers) say|social proof|rese[ñn]as|testimonios|t[ée]moignages|avis|bewertungen|kundenstimmen)\b/i,
  ],
  ['faq', /\b(faqs?|frequently asked|questions and answers|preguntas frecuentes|questions fr[ée]quentes|h[äa]ufige fragen)\b/i],
  // Letter lookarounds, not \b: "équipe" starts with a letter \b does not know.
  [
    'team',
    /(?<!\p{L})(team|staff|our people|speakers|coaches|instructors|teachers|tutors|doctors|artists|volunteers|equipo|artistas|entrenadores|profesores|ponentes|[ée]quipe|artistes|professeurs|intervenants|mitarbeiter|k[üu]nstler(?:n|innen)?)(?!\p{L})/iu,
  ],
  [
    'gallery',
    /\b(gallery|galleries|photos?|portfolio|showcase|lightbox|images|pictures|works?hop photos|galer[ií]a|fotos|galerie|bilder)\b/i,
  ],
  [
    'contact',
    /\b(contact( us| form| page| section| information| details)?|get in touch|enquir(y|ies)|inquir(y|ies)|message form|quote (request )?form|quote requests?|request a quote|contacto|cont[áa]ctanos|contactez|kontakt(formular)?)\b/i,
  ],
  ['newsletter', /\b(newsletter|mailing list|subscribe|sign up for updates|bolet[ií]n|infolettre|lettre d'information)\b/i],
  [
    'booking',
    /\b(book(ing|ings)?|reservations?|reserve|appointments?|rsvp|schedule a (visit|call)|reservas?|cita|r[ée]servation|rendez-vous|termin(buchung|e)?|buchung|reservierung|(buchungs|reservierungs|termin)formular)\b/i,
  ],
  [
    'schedule',
    /\b(class schedule|timetable|schedule|agenda|programme|program|programmation|tour dates|line-?up|horario de clases|calendrier|stundenplan|programm)\b/i,
  ],
  // Letter lookarounds: "Öffnungszeiten" starts with a letter \b does not know.
  [
    'hours',
    /(?<!\p{L})(opening hours|open(ing)? times|hours|business hours|horarios?|heures d['’]ouverture|horaires|[öo]ffnungszeiten)(?!\p{L})/iu,
  ],
  [
    'location',
    /\b(location|map|directions|find us|address|where we are|ubicaci[oó]n|d[oó]nde estamos|mapa|adresse|plan d'acc[eè]s|anfahrt|standort)\b/i,
  ],
  ['stats', /\b(stats|statistics|numbers|figures|achievements|milestones|track record|estad[ií]sticas|chiffres|zahlen)\b/i],
  ['blog', /\b(blog|posts|articles|news|journal|latest stories|entradas|art[ií]culos|actualit[ée]s|beitr[äa]ge)\b/i],
  ['product', /\b(product page|product details?|add to cart|buy now|single product|producto|produit|produkt)\b/i],
  ['countdown', /\b(countdown|count down|days until|timer until|launch date|cuenta atr[áa]s|compte [àa] rebours|countdown)\b/i],
  ['todo', /\b(to-?do( list)?|task list|tasks? (manager|management)|checklist|lista de tareas|liste de t[âa]ches|aufgabenliste)\b/i],
  ['calculator', /\b(calculator|calculate|calculation|computes?|converter|calculadora|calculatrice|rechner)\b/i],
  [
    'quiz',
    /\b(quiz|quizzes|trivia|test your knowledge|practice tests?|mock exams?|questionnaire|cuestionario|questionnaire|fragebogen)\b/i,
  ],
  ['timer', /\b(timer|stopwatch|pomodoro|countdown timer|temporizador|minuteur|chronom[eè]tre|stoppuhr)\b/i],
  [
    'explorer',
    // "filters", "searchable"; "Filterkaffee" is coffee.
    /\b(search(?:es|ed|ing|able|bar)?|filter(?:s|ed|ing|able)?|sort(s|ing|ed)?|browse|catalog(ue)?|listings?|directory|buscar|filtrar|rechercher|filtrer|suche|filtern)\b/i,
  ],
  [
    'table',
    /\b(data tables?|sortable tables?|records|spreadsheet|data grid|inventory|ledger|orders? list|manage (users|orders|products|records|customers|inventory))\b/i,
  ],
  ['tabs', /\b(tabs|tabbed)\b/i],
  ['accordion', /\b(accordions?|collapsible|expandable)\b/i],
  ['modal', /\b(modal|pop-?ups?|dialog|lightbox)\b/i],
  ['chart', /\b(charts?|graphs?|visuali[sz](e|ation)|plots?|trends?|analytics|statistics|gr[áa]ficos?|graphiques?|diagramme?)\b/i],
  // "un botón para meterla en la cesta": a basket things are put in, not a gift basket ("cesta de Navidad").
  [
    'cart',
    /\b(cart|basket|checkout|shopping|purchas\w+|buy products|place orders?|carrito|cesta de la compra|(?:a|en) la cesta|panier|warenkorb)\b/i,
  ],
  ['multistep', /\b(multi-?step|step-by-step form|wizard|onboarding flow|several steps|application form)\b/i],
  // "Anmeldung" and "Anmeldeformular" sign up for a class or an event; "sich anmelden" logs in.
  ['login', /\b(log ?in|sign ?in|user accounts?|authentication|account|iniciar sesi[oó]n|connexion|anmelden)\b/i],
  [
    'signup',
    /(?<!\p{L})(sign[- ]?up|register|registration|create (an )?account|regist(ro|rarse)|inscription|inscripci[oó]n|registrier\p{L}*|\p{L}*anmeldung|anmeldeformular)(?!\p{L})/iu,
  ],
  ['game', /\b(games?|memory game|puzzle|juego|jeu|spiel)\b/i],
  [
    'themeToggle',
    /\b(dark[- ]mode toggle|theme (toggle|switch(er)?)|dark\/light|light\/dark|toggle dark|modo oscuro|mode sombre|dunkelmodus)\b/i,
  ],
];

/** The section the engine builds for a section or page name ("Meet the team" -> team), or null for a name of the caller's own. */
export function featureOf(name: string): SectionId | null {
  return FEATURE_WORDS.find(([, pattern]) => pattern.test(name))?.[0] ?? null;
}

/** Page names people ask for in a multi-page site, mapped to the section that leads each page. */
export const PAGE_WORDS: [string, RegExp, SectionId][] = [
  ['about', /\babout(-| )?(us )?page\b|\bp[áa]gina (sobre|de nosotros)|\bpage [àa] propos|\b[üu]ber-uns-seite/i, 'about'],
  ['services', /\bservices? page\b|\bp[áa]gina de servicios|\bpage (de )?services/i, 'services'],
  ['menu', /\bmenu page\b|\bp[áa]gina (del )?men[úu]/i, 'menu'],
  ['pricing', /\bpricing page\b|\bp[áa]gina de precios|\bpage (de )?tarifs/i, 'pricing'],
  ['gallery', /\b(gallery|portfolio|photos?) page\b|\bp[áa]gina de galer[ií]a/i, 'gallery'],
  ['blog', /\bblog page\b|\bnews page\b|\bp[áa]gina de blog/i, 'blog'],
  ['team', /\bteam page\b/i, 'team'],
  ['faq', /\bfaq page\b/i, 'faq'],
  ['booking', /\b(booking|reservations?|appointments?) page\b/i, 'booking'],
  ['contact', /\bcontact(-| )?(us )?page\b|\bp[áa]gina de contacto|\bpage (de )?contact|\bkontaktseite/i, 'contact'],
  ['shop', /\b(shop|store|products?) page\b/i, 'product'],
  ['schedule', /\b(schedule|timetable|classes) page\b/i, 'schedule'],
];

export const COUNTED: [SectionId, RegExp][] = [
  ['pricing', /(pricing|price|tiers?|plans?|packages|membership)/i],
  ['faq', /(questions?|faqs?|preguntas?|fragen)/i],
  ['testimonials', /(testimonials?|reviews?|quotes?)/i],
  ['team', /(team members?|members|people|staff|speakers|coaches)/i],
  ['gallery', /(photos?|images?|pictures?|gallery items|projects)/i],
  ['services', /(services?|offerings?)/i],
  ['features', /(features?|benefits?)/i],
  ['menu', /(dishes|menu items|items|drinks|pastries|products)/i],
  ['blog', /(posts?|articles?|stories)/i],
  ['stats', /(stats|statistics|numbers|figures)/i],
  ['quiz', /(questions?)/i],
];

const NUMBER_WORDS: Record<string, number> = {
  one: 1,
  two: 2,
  three: 3,
  four: 4,
  five: 5,
  six: 6,
  seven: 7,
  eight: 8,
  nine: 9,
  ten: 10,
  eleven: 11,
  twelve: 12,
  uno: 1,
  una: 1,
  dos: 2,
  tres: 3,
  cuatro: 4,
  cinco: 5,
  seis: 6,
  siete: 7,
  ocho: 8,
  un: 1,
  une: 1,
  deux: 2,
  trois: 3,
  quatre: 4,
  cinq: 5,
  sept: 7,
  huit: 8,
  ein: 1,
  eine: 1,
  zwei: 2,
  drei: 3,
  vier: 4,
  fünf: 5,
  fuenf: 5,
  sechs: 6,
  sieben: 7,
  acht: 8,
};

export function numberValue(word: string): number | null {
  if (/^\d{1,2}$/.test(word)) return Number(word);
  return NUMBER_WORDS[word.toLowerCase()] ?? null;
}

const INDEFINITE_ARTICLES = new Set(['un', 'une', 'uno', 'una', 'ein', 'eine']);

/** "three pricing tiers", "5 questions": counts per section, clamped to what a page can show. */
export function parseCounts(text: string): Partial<Record<SectionId, number>> {
  const counts: Partial<Record<SectionId, number>> = {};
  const words = text.match(/[\p{L}\d-]+/gu) ?? [];
  for (let i = 0; i < words.length; i++) {
    const n = numberValue(words[i]!);
    // "une FAQ", "eine Galerie", "una sección de preguntas": the article asks for the section, not one entry of it.
    if (n === null || n < 1 || INDEFINITE_ARTICLES.has(words[i]!.toLowerCase())) continue;
    const following = words.slice(i + 1, i + 4);
    for (const [section, pattern] of COUNTED) {
      if (counts[section] !== undefined) continue;
      const anchored = new RegExp(`^${pattern.source}$`, 'i');
      if (following.some((w) => anchored.test(w))) {
        counts[section] = Math.max(1, Math.min(n, section === 'quiz' || section === 'faq' ? 12 : 8));
        break;
      }
    }
  }
  return counts;
}
