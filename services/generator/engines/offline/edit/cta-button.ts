// 'Put a big "Book now" button at the top that takes people to the booking form', 'Ein Button
// „Jetzt buchen“ oben, der zum Buchungsformular führt': a button at the top of the first page that
// goes where the caller says, a section of the page (by its id or heading) or a page of the site.
// Until the twenty-fourth session it became a line of news reading "Book now", which went nowhere.
import { escapeAttr, escapeHtml } from '../render/html-text.ts';
import { wordsPattern } from './edit-words.ts';
import { EditFailure } from './edit-failure.ts';
import { attr, closest, HtmlSource, textContent, type Element } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';

export interface CtaButtonOp {
  kind: 'ctaButton';
  label: string;
  /** Where it goes, in the caller's words ("the booking form", "our menu", "the contact page"). */
  to: string;
}

const BUTTON = wordsPattern(['button', 'buttons', 'botón', 'boton', 'bouton', 'knopf', 'schaltfläche', 'cta']);
const QUOTED_LABEL = /[“"«„']([^”"»“']{2,40})[”"»“']/u;
// "that takes people to", "linking to", "der zum ... führt", "que lleve a", "qui mène vers".
const GOES_TO =
  /(?<![\p{L}])(?:(?:that|which)\s+(?:takes?|brings?|sends?|goes|leads|links|jumps|scrolls)\s+(?:(?:people|visitors|them|customers|users)\s+)?(?:straight\s+)?(?:to|down to)|(?:taking|linking|going|leading|pointing)\s+(?:people\s+)?to|(?:der|die|das)\s+(?:zum|zur|zu)|que\s+(?:lleve|vaya|enlace)\s+(?:a|al)|qui\s+(?:mène|renvoie|envoie|va)\s+(?:à|au|vers))\s+(?:(?:the|our|den|die|das|el|la|le|nuestro|nuestra|notre)\s+)?([\p{L}' -]{2,40}?)(?:\s+(?:führt|bringt|leitet))?\s*[.!?]?$/iu;

/** The button an instruction asks for, or null. */
export function parseCtaButton(text: string): CtaButtonOp | null {
  if (!BUTTON.test(text)) return null;
  const label = QUOTED_LABEL.exec(text)?.[1]?.trim();
  const to = GOES_TO.exec(text)?.[1]?.trim();
  return label && to ? { kind: 'ctaButton', label, to } : null;
}

const PLACE_WORDS = /\s+(?:form|section|page|formular|seite|abschnitt|formulario|sección|página|formulaire|rubrique)$/i;
// The words of a few places, as the engine's sections are named (their ids).
const SYNONYMS: [RegExp, string][] = [
  [/book|reserv|buch|termin|rendez/i, 'booking'],
  [/contact|kontakt|contacto|get in touch/i, 'contact'],
  [/menu|karte|carta|carte/i, 'menu'],
  [/price|pricing|preis|precio|tarif/i, 'pricing'],
  [/shop|store|tienda|boutique|laden/i, 'shop'],
];

/** The href the op's place has on these pages: "#booking", "contact.html", or null. */
function targetOf(files: SiteFiles, doc: HtmlSource, to: string): string | null {
  const place = to.replace(PLACE_WORDS, '').trim().toLowerCase();
  const stem = place.slice(0, 5);
  const known = SYNONYMS.find(([pattern]) => pattern.test(place))?.[1];
  const sections = doc.elements('section', 'div', 'article').filter((el) => attr(el, 'id'));
  const byId = sections.find((el) => attr(el, 'id') === known || (stem.length >= 4 && attr(el, 'id')!.toLowerCase().startsWith(stem)));
  if (byId) return `#${attr(byId, 'id')}`;
  const heading = doc.elements('h2', 'h3').find((h) => stem.length >= 4 && textContent(h).toLowerCase().includes(stem));
  const headed = heading ? (closest(heading, 'section') ?? closest(heading, 'article')) : undefined;
  if (headed && attr(headed, 'id')) return `#${attr(headed, 'id')}`;
  // "the booking form" on a page whose one form is in a section of another name.
  if (/form/i.test(to)) {
    const forms = doc.elements('form');
    const holder = forms.length === 1 ? (closest(forms[0]!, 'section') ?? undefined) : undefined;
    if (holder && attr(holder, 'id')) return `#${attr(holder, 'id')}`;
  }
  const page = files
    .html()
    .find((file) => file.path !== 'index.html' && (file.path.startsWith(stem) || (known && file.path.startsWith(known))));
  return page ? page.path : null;
}

/** Puts the button at the top of the first page: beside the hero's own buttons, else after the main heading. */
export function addCtaButton(files: SiteFiles, op: CtaButtonOp): string {
  const page = files.html()[0];
  if (!page) throw new EditFailure('there is no HTML page to put a button on');
  const doc = new HtmlSource(page.content);
  const href = targetOf(files, doc, op.to);
  if (!href) throw new EditFailure(`I could not find ${op.to} on the pages for the button to go to`);
  const button = `<a class="button" href="${escapeAttr(href)}">${escapeHtml(op.label)}</a>`;
  const heading = doc.first('h1');
  const hero: Element | undefined = heading ? (closest(heading, 'section') ?? closest(heading, 'header')) : undefined;
  const theirs = hero
    ? doc.elements('a').find((a) => closest(a, hero.tagName) === hero && /\bbutton\b/.test(attr(a, 'class') ?? ''))
    : undefined;
  if (theirs?.sourceCodeLocation) doc.insertBefore(theirs, `${button}\n`);
  else if (heading?.sourceCodeLocation) doc.insertAfter(heading, `\n<p class="sw-cta">${button}</p>`);
  else throw new EditFailure('the first page has no main heading to put the button under');
  files.set(page.path, doc.result());
  return `Added a "${op.label}" button at the top of ${page.path}, going to ${href}`;
}
