// A section of the caller's own naming: 'add a "Press" section', "Ajoutez une section « Groupes »
// pour les entreprises", "Füge einen Bereich „Presse“ hinzu". The name becomes its heading and
// what the section is for ("for companies") its first line, in the site's language.
import { escapeHtml } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';
import { shell } from '../sections/shell.ts';
import { ADD_WORDS, wordsPattern } from './edit-words.ts';

export interface NamedSectionOp {
  kind: 'namedSection';
  name: string;
  /** Who or what the section is for, as the caller wrote it ("les entreprises"). */
  purpose?: string;
  /** What the section tells, as the caller wrote it ("how we started", "my one-day workshops"). */
  topic?: string;
  /** Names the caller listed for the section ("listing Stripe, Xero and Shopify"). */
  items?: string[];
}

const SECTION_WORDS = wordsPattern([
  'section',
  'block',
  'bloc',
  'bloque',
  'encadré',
  'area',
  'sección',
  'seccion',
  'apartado',
  'abschnitt',
  'bereich',
  'rubrique',
  'rubrik',
]);
const FOR_WORDS = wordsPattern(['for', 'pour', 'für', 'para']);
// "telling how we started", "about my workshops", "qui présente nos ateliers": what it tells.
const TOPIC_WORDS = wordsPattern([
  ...['about', 'on', 'telling', 'that tells', 'explaining', 'that explains', 'describing', 'that describes', 'covering'],
  ...['showing', 'presenting', 'introducing', 'über', 'zu', 'sobre', 'que cuenta', 'sur', 'qui présente', 'qui raconte'],
]);
const PURPOSE_OR_TOPIC = new RegExp(`${FOR_WORDS.source}|${TOPIC_WORDS.source}`, 'giu');
// "on the home page", "to the site": where, not what.
const PLACE_FIRST =
  /^(?:(?:the|our|my|this|la|le|die|der|el)\s+)?(?:(?:home|front|landing|main)\s?page|page|site|website|homepage|top|bottom|end|footer)(?![\p{L}])/iu;
// A list word straight after the name, or after its section word: 'a "Press" section listing ...'.
const LIST_AFTER_NAME =
  /^[\s”"»“']*(?:(?:section|block|area|sección|abschnitt|bereich|rubrique)\s+)?(?:listing|including|featuring|with|mit|con|avec)\s+/iu;
const LEFT = /\s*(?:please|bitte|por favor|s'il vous plaît|hinzu)?\s*[.!]?\s*$/i;
// "add a Press section": up to three words between the article and the section word.
const UNQUOTED =
  /\b(?:an?|new|une?|nouvelle|eine?n?|neuen?|una?|nueva)\s+((?:[\p{L}'’-]{1,30}\s){1,3})(?:section|block|abschnitt|bereich)\b/iu;

// Words that say what kind of section, not what it is: "a new section", "a short section".
const PLAIN = wordsPattern([
  ...['new', 'short', 'small', 'little', 'big', 'large', 'simple', 'nice', 'extra', 'another', 'separate', 'dedicated'],
  ...['special', 'whole', 'full', 'brief', 'neue[nrs]?', 'nouvelle', 'nueva', 'nuevo', 'kleine[nr]?', 'petite'],
]);

/** The unquoted name before the section word ("a Press section", "a new Stockists block"), or null. */
export function nameBeforeSection(text: string): string | null {
  const words =
    text
      .match(UNQUOTED)?.[1]
      ?.split(/\s+/)
      .filter((w) => w.length > 0 && !PLAIN.test(w)) ?? [];
  return words.length > 0 ? words.join(' ') : null;
}

/** The section an instruction names, or null. `quoted` are its quoted strings, in order. */
export function parseNamedSection(text: string, quoted: string[]): NamedSectionOp | null {
  if (!ADD_WORDS.test(text) || !SECTION_WORDS.test(text)) return null;
  const name = (quoted[0] ?? nameBeforeSection(text) ?? '').trim();
  if (!name || name.length > 60 || /^(new|neue[nr]?|nouvelle|nueva)$/i.test(name)) return null;
  const op: NamedSectionOp = { kind: 'namedSection', name: name.charAt(0).toUpperCase() + name.slice(1) };
  const at = text.lastIndexOf(quoted[0] ?? name);
  const after = text.slice(at + (quoted[0] ?? name).length + 1);
  // 'a "Press" section listing the Guardian and the Times': the names it lists.
  const list = after.slice(0, 400).match(LIST_AFTER_NAME);
  if (list?.index !== undefined) {
    const end = after.slice(list.index + list[0].length).search(PURPOSE_OR_TOPIC);
    const items = listed(after.slice(list.index + list[0].length, end >= 0 ? list.index + list[0].length + end : 400));
    if (items.length > 0) op.items = items;
  }
  // The first "for ..." or "about ..." after the name that names no place says what the section
  // is: "a 'Workshops' section on the home page about my workshops" skips the place.
  const marks = [...after.slice(0, 400).matchAll(PURPOSE_OR_TOPIC)];
  for (const [i, mark] of marks.entries()) {
    const start = mark.index + mark[0].length;
    const words = after
      .slice(start, marks[i + 1]?.index ?? after.length)
      .replace(LEFT, '')
      .trim();
    if (!words || words.length > 80 || PLACE_FIRST.test(words)) continue;
    if (FOR_WORDS.test(mark[0])) op.purpose = words;
    else op.topic = words;
    break;
  }
  return op;
}

/**
 * The quoted name of a section, when a quote sits next to the section word ('a "Press" section',
 * 'a section called "Our story"', « une section « Groupes » »), or null.
 */
export function quotedSectionName(text: string, quoted: string[]): string | null {
  for (const name of quoted) {
    const at = text.indexOf(name);
    if (at < 1 || name.trim().length === 0 || name.length > 60) continue;
    const before = text.slice(Math.max(0, at - 41), at - 1);
    const after = text.slice(at + name.length + 1, at + name.length + 30);
    if (SECTION_BEFORE.test(before) || SECTION_AFTER.test(after)) return name.trim();
  }
  return null;
}

const SECTION_FORMS = 'section|block|bloc|bloque|encadré|area|sección|seccion|apartado|abschnitt|bereich|rubrique|rubrik';
const SECTION_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${SECTION_FORMS})(?:\\s+(?:called|named|titled|entitled|headed|namens|llamada|titulada|intitulée|appelée))?\\s*:?\\s*$`,
  'iu',
);
const SECTION_AFTER = new RegExp(`^\\s*(?:${SECTION_FORMS})(?![\\p{L}])`, 'iu');

// "a section called Partners", "a section about our wedding catering": the words after it name it.
const SECTION_THEN = wordsPattern(['section', 'block', 'bloc', 'area', 'sección', 'abschnitt', 'bereich', 'rubrique', 'rubrik']);
const CALLED = new Set(['called', 'named', 'titled', 'entitled', 'headed', 'namens', 'llamada', 'titulada', 'intitulée', 'appelée']);
// (German "einen Abschnitt mit Referenzen", "zu unseren Preisen": "mit" and "zu" say what it is about.)
const ABOUT = new Set(['about', 'on', 'über', 'sobre', 'sur', 'mit', 'zu', 'zum', 'zur']);
const SKIP = new Set(['our', 'the', 'my', 'a', 'an', 'unsere', 'unseren', 'unser', 'nuestra', 'nuestro', 'nuestros', 'notre', 'nos']);
// Where the name ends: what the section lists, or what it is for.
// German puts the verb last: "... mit Referenzen hinzufügen", "Füge ... hinzu".
const NAME_ENDS = new Set([
  ...['listing', 'with', 'including', 'featuring', 'showing', 'for', 'that', 'which', 'mit', 'con', 'avec', 'please', 'bitte'],
  ...['hinzufügen', 'ergänzen', 'einbauen', 'einfügen', 'anlegen', 'aufnehmen', 'hinzu', 'dazu'],
]);
const LISTS = new Set(['listing', 'with', 'including', 'featuring', 'showing', 'mit', 'con', 'avec']);
// "a section on the home page" says where, not what.
const PLACES = /^(?:(?:home|front|landing|main|contact|about) ?page|page|site|website|homepage|top|bottom|end|footer)$/i;
const JOIN = /,|\s(?:and|&|und|y|et)\s/;

/**
 * An unquoted section named by the words after "section called" or "section about", with the names
 * it lists, or null. `isFeature` tells a name the engine builds a section of its own for ("about
 * our team"), which stays that section.
 */
export function parseSectionWords(text: string, isFeature: (name: string) => boolean): NamedSectionOp | null {
  if (!ADD_WORDS.test(text)) return null;
  const section = text.match(SECTION_THEN);
  if (section?.index === undefined) return null;
  const words = text
    .slice(section.index + section[0].length, section.index + section[0].length + 400)
    .split(/\s+/)
    .filter((w) => w.length > 0);
  // "Add a gallery section on the home page" names the section before the word.
  if (isFeature(text.slice(0, section.index))) return null;
  const lead = words[0]?.toLowerCase() ?? '';
  const called = CALLED.has(lead);
  if (!called && !ABOUT.has(lead)) return null;
  let at = 1;
  if (!called) while (at < words.length && SKIP.has(words[at]!.toLowerCase())) at++;
  const name: string[] = [];
  while (at < words.length && name.length < 6 && !NAME_ENDS.has(words[at]!.toLowerCase()) && !/[,.:;!]$/.test(name.at(-1) ?? '')) {
    name.push(words[at]!);
    at++;
  }
  const heading = name.join(' ').replace(/[,.:;!]+$/, '');
  if (!heading || /^(?:us|me|it|this|them)$/i.test(heading) || PLACES.test(heading) || isFeature(heading)) return null;
  const op: NamedSectionOp = { kind: 'namedSection', name: heading.charAt(0).toUpperCase() + heading.slice(1) };
  const next = words[at]?.toLowerCase();
  if (next !== undefined && LISTS.has(next)) {
    const items = listed(words.slice(at + 1).join(' '));
    if (items.length > 0) op.items = items;
  }
  // "a section about our catering for offices": who it is for.
  const purpose =
    next === 'for'
      ? words
          .slice(at + 1)
          .join(' ')
          .replace(LEFT, '')
          .trim()
      : '';
  if (purpose && purpose.length <= 80 && !PLACE_FIRST.test(purpose)) op.purpose = purpose;
  return op;
}

/** The names of a list: "Stripe, Xero and Shopify". */
function listed(list: string): string[] {
  return list
    .split(JOIN)
    .map((item) => item.trim().replace(/[.!]+$/, ''))
    .filter((item) => item.length > 0 && item.length <= 80)
    .slice(0, 20);
}

// What a section about something says until the owner writes it.
const TOPIC_LINES: Record<string, (topic: string) => string> = {
  en: (topic) => `More on ${topic} here soon: get in touch and we will tell you more.`,
  de: (topic) => `Mehr zu ${topic} folgt hier bald: sprechen Sie uns an, wir erzählen Ihnen gern mehr.`,
  es: (topic) => `Pronto más sobre ${topic}: escríbenos y te contamos más.`,
  fr: (topic) => `Bientôt plus sur ${topic} : contactez-nous, nous vous en dirons plus.`,
};

const LINES: Record<string, (name: string, purpose?: string) => string> = {
  en: (name, purpose) => `${name}${purpose ? ` for ${purpose}` : ''}: get in touch and we will tell you more.`,
  de: (name, purpose) => `${name}${purpose ? ` für ${purpose}` : ''}: sprechen Sie uns an, wir erzählen Ihnen gern mehr.`,
  es: (name, purpose) => `${name}${purpose ? ` para ${purpose}` : ''}: escríbenos y te contamos más.`,
  fr: (name, purpose) => `${name}${purpose ? ` pour ${purpose}` : ''} : contactez-nous, nous vous en dirons plus.`,
};

export function namedSectionMarkup(op: NamedSectionOp): (ctx: RenderContext, id: string) => string {
  return (ctx, id) => {
    const line = op.topic
      ? (TOPIC_LINES[ctx.request.lang] ?? TOPIC_LINES.en!)(op.topic)
      : (LINES[ctx.request.lang] ?? LINES.en!)(op.name, op.purpose);
    const list = op.items ? `\n<ul>\n${op.items.map((item) => `<li>${escapeHtml(item)}</li>`).join('\n')}\n</ul>` : '';
    return shell(id, op.name, `<p>${escapeHtml(line)}</p>${list}`);
  };
}
