// Edit request -> a list of operations. Quoted text is protected before splitting, so
// `Change the heading to "Bread and Butter"` stays one instruction.
import { parseFooterNote, type FooterNoteOp } from './footer-note.ts';
import { parseAnnouncement, type AnnouncementOp } from './announcement.ts';
import { teamPeople, TITLE_STOP } from '../request/people.ts';
import { colourValue, findColours, parseColours } from '../request/colours.ts';
import { detectLanguage, type Lang } from '../request/language.ts';
import { featureOf } from '../request/features.ts';
import { formTarget, looksLikeFields } from '../request/form-purpose.ts';
import { findMoney } from '../request/money.ts';
import type { SectionId } from '../sections/section-ids.ts';
import { parseHours, type HoursOp } from './hours-edit.ts';
import { parseFormField, type FormFieldOp } from './form-field-edit.ts';
import { parseCtaButton, type CtaButtonOp } from './cta-button.ts';
import { parseDate, type DateOp } from './date-edit.ts';
import { parseSchedule, type ScheduleOp } from './schedule-edit.ts';
import { parseProfileLink, splitLinkAsks, type ProfileLinkOp } from './profile-link.ts';
import { parsePrice, splitPriceChanges, type PriceOp } from './price-edit.ts';
import { joinListedQuestions, parseFaq, type FaqOp } from './faq-entries.ts';
import { ADD_WORDS, CHANGE_WORDS, CONTACT_ASK, REMOVE_VERBS, wordsPattern } from './edit-words.ts';
import { parseAddress } from './address-edit.ts';
import { joinPointingBack, parseAddItem, parseOfferedItem, parsePlainItem, type AddItemOp } from './item-add.ts';
import { nameBeforeSection, parseNamedSection, parseSectionWords, quotedSectionName, type NamedSectionOp } from './named-section.ts';
import { parseRename, type RenameOp } from './rename-edit.ts';
import { parseRenameLabel, type RenameLabelOp } from './rename-label.ts';
import { parseMoveSection, type MoveSectionOp } from './section-move.ts';
import { removedByPhrase } from './removal-phrases.ts';
import { askedPage } from './page-ask.ts';
import { givenQuote, type GivenQuote } from './testimonials.ts';
import { parseTextSize, type TextSizeOp } from './text-size.ts';
import { caseless } from '../request/caseless-pattern.ts';
import { monthNames } from '../request/calendar-words.ts';

export type EditOp =
  | { kind: 'heading'; text: string }
  | { kind: 'tagline'; text: string }
  | { kind: 'title'; text: string }
  | { kind: 'replaceText'; from: string; to: string }
  | RenameOp
  | RenameLabelOp
  | MoveSectionOp
  | { kind: 'colours'; background?: string; component?: string; text?: string; theme?: 'dark' | 'light' }
  | { kind: 'font'; family: string; part?: FontPart }
  | TextSizeOp
  | { kind: 'addSection'; section: SectionId; title?: string; quote?: GivenQuote }
  | { kind: 'removeSection'; name: string }
  | { kind: 'addPage'; name: string }
  | { kind: 'contact'; field: 'phone' | 'email' | 'address'; value: string }
  | HoursOp
  | DateOp
  | ScheduleOp
  | ProfileLinkOp
  | PriceOp
  | FaqOp
  | NamedSectionOp
  | AnnouncementOp
  | FooterNoteOp
  | FormFieldOp
  | CtaButtonOp
  | AddItemOp;

const QUOTE = /[“"«„]([^”"»“]*)[”"»“]|(?<![\p{L}])'([^'\n]+)'(?![\p{L}])/gu;

// "Use Georgia for the headings and Inter for the body": one typeface for each part, two asks.
const PART = String.raw`(?:the\s+)?(?:headings?|headlines?|titles|body(?:\s+text)?|paragraphs)`;
const TWO_PART_FONTS = new RegExp(
  String.raw`^(\s*(?:please\s+)?(?:use|set|make|put)\s+)([\p{L}\d][\p{L}\d ]{0,40}?\s+for\s+${PART})\s*,?\s+and\s+(?:(?:use|set)\s+)?([\p{L}\d][\p{L}\d ]{0,40}?\s+for\s+${PART}[.!]?)$`,
  'iu',
);

/** The two asks of "Use A for the headings and B for the body"; the text alone otherwise. */
function splitFontParts(text: string): string[] {
  const m = TWO_PART_FONTS.exec(text);
  return m ? [`${m[1]}${m[2]}`, `${m[1]}${m[3]}`] : [text];
}

// "Can we get a quote request form? Name, email, postcode and ...": the fields named in the sentence
// after the one asking for the form are that form's.
const ASKS_FORM = /(?<![\p{L}])(?:form|formular|formulaire|formulario)\s*[?.!:]?$/iu;

function joinFormFields(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const before = joined.at(-1);
    const fields = part.replace(/[\s,]+(?:please|thanks|thank you|bitte|danke|por favor|gracias|merci|s'il vous plaît)?[.!]*$/iu, '');
    const pieces = fields.split(/\s*,\s*|\s+(?:and|und|y|et)\s+/i).filter((p) => p.length > 0);
    if (before !== undefined && ASKS_FORM.test(before) && pieces.length >= 2 && looksLikeFields(pieces)) {
      joined[joined.length - 1] = `${before.replace(/[?.!:]+$/, '')} with ${fields}`;
      continue;
    }
    joined.push(part);
  }
  return joined;
}

// "Ab dem 1. Februar ...": a day of a month written with its full stop ends no sentence.
const ORDINAL_DAY_STOP = new RegExp(String.raw`(?<![\d])(\d{1,2})\.(\s+)(?=(?:${monthNames().join('|')})(?![\p{L}]))`, 'giu');

// Who said a quote, right after it (the quote replaced by U+0002): "- Tom", "de Claire", "from Sam B.".
const QUOTED_BY = /\u0002\s*(?:[-–—,]\s*|(?:from|by|von|de|par|por)\s+|d['’])\p{Lu}[\p{L}'’.-]*(?:\s\p{Lu}[\p{L}'’.-]*){0,2}/gu;

// "Could you add a review? For example « Accueil chaleureux ! » de Claire": an example quoted in
// the sentence after an ask belongs to that ask.
const GIVEN_EXAMPLE =
  /^(?:for example|for instance|e\.g\.|like|something like|such as|par exemple|comme|zum beispiel|z\.\s?b\.|etwa|por ejemplo|p\.\s?ej\.|como)\s*[:,]?\s*[«"“„'‘]/iu;

function joinGivenExample(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    if (joined.length > 0 && GIVEN_EXAMPLE.test(part)) joined[joined.length - 1] += ` ${part}`;
    else joined.push(part);
  }
  return joined;
}

// "mit Dr. Anna Lindner", "Mrs. Patel is our new ...": a title's full stop ends no sentence (TITLE_STOP, people.ts).

export function splitInstructions(query: string): string[] {
  const quotes: string[] = [];
  const masked = query
    .replace(QUOTE, (m) => `\u0000${quotes.push(m) - 1}\u0000`)
    .replace(ORDINAL_DAY_STOP, '$1\u0001$2')
    .replace(TITLE_STOP, '$1\u0001');
  const parts = masked.split(
    /(?<=[.!?;])\s+|\n+|,?\s+(?:and|und|y|et)\s+(?=(?:the|die|el|la|le|l['’])\s*(?:e-?mail|email address|phone(?: number)?|telefon(?:nummer)?|teléfono|téléphone|correo|courriel|numéro|nummer)\s+(?:to|auf|a|al|à|au)\s)|,?\s+(?:and|then|also|plus)\s+(?=(?:(?:please|can you|could you|would you|can we|could we)\s+)?(?:i['’]d like|i would like|we['’]d like|we would like|change|make|set|add|remove|delete|rename|use|replace|update|switch|turn|put|include|insert|drop|hide|give|mention|stick|pop|take)\b)|(?<=(?:streichen|entfernen|löschen|rausnehmen|herausnehmen|weglassen|ändern|ergänzen|hinzufügen|aufnehmen))\s+und\s+|,?\s+(?:y|e)\s+(?=(?:quita|quitad|añade|añadid|agrega|agregad|pon|poned|cambia|cambiad|sube|subid|baja|bajad|elimina|eliminad|borra|borrad|actualiza|actualizad|saca|sacad)\s)|,?\s+et\s+(?=(?:ajoutez|ajoute|supprimez|supprime|retirez|retire|enlevez|enlève|changez|change|modifiez|modifie|mettez|mets|passez|remplacez)\s)/iu,
  );
  return joinPointingBack(
    joinGivenExample(
      joinFormFields(
        joinListedQuestions(
          parts
            .map((p) =>
              p
                .replace(/\u0000(\d+)\u0000/g, (_, i: string) => quotes[Number(i)]!)
                .replaceAll('\u0001', '.')
                .trim(),
            )
            .filter((p) => p.length > 0),
        ),
      ),
    ),
  )
    .flatMap(splitPriceChanges)
    .flatMap(splitLinkAsks)
    .flatMap(splitFontParts);
}

/** `text` with each quote of three words or more (words to be written on the page) replaced by `mark`. */
function withoutLongQuotes(text: string, mark: string): string {
  return text.replace(QUOTE, (m) => (m.split(/\s+/).length > 2 ? mark : m));
}

function quoted(text: string): string[] {
  return [...text.matchAll(QUOTE)].map((m) => m[1] ?? m[2] ?? '');
}

/** The value after "to"/"with"/"as" when it is not quoted ("change the phone number to 555 0100"). */
function valueAfter(text: string): string | null {
  const q = quoted(text);
  // French quotes are written with spaces inside them: « Bienvenue ».
  if (q.length > 0) return q[q.length - 1]!.trim();
  const m = text.match(/\b(?:to|with|as|into|=|:)\s+(.+?)\s*[.!]?$/i);
  return m?.[1]?.trim() ?? null;
}

// A phone number written out: digits, spaces, dots, dashes and brackets, 7 to 26 characters.
const PHONE_NUMBER = /\+?\(?\d[\d ().-]{5,24}\d/;
const NOT_IN_EMAIL = /[\s"'“”<>]/;
const isAsciiLetter = (char: string | undefined) => char !== undefined && /[a-z]/i.test(char);

/**
 * The first e-mail address of the request: what /[^\s"'“”<>]+@[^\s"'“”<>]+\.[a-z]{2,}/i matches,
 * read one stretch of address characters at a time. The expression backtracks over every '@'
 * and every dot of a stretch from every position, cubic in its length (`a@a@a@...`).
 */
function emailIn(text: string): string | undefined {
  let start = 0;
  while (start < text.length) {
    let end = start;
    while (end < text.length && !NOT_IN_EMAIL.test(text[end]!)) end++;
    // The domain ends at the last dot with two letters after it; the '@' is the last one before
    // it that leaves a character on either side.
    let dot = end - 1;
    while (dot > start && !(text[dot] === '.' && isAsciiLetter(text[dot + 1]) && isAsciiLetter(text[dot + 2]))) dot--;
    let at = dot - 2;
    while (at > start && text[at] !== '@') at--;
    if (at > start) {
      let last = dot + 3;
      while (isAsciiLetter(text[last])) last++;
      return text.slice(start, last);
    }
    start = end + 1;
  }
  return undefined;
}

// A form's word, with what it is for when German joins them ("Anfrageformular", "Anmeldeformular").
const FORM_NAMED =
  /(?<![\p{L}])(?:\p{L}{0,20}formular|form|formulario|formulaire)(?![\p{L}])(?:\s+(?:de|d['’]|du|para|pour)\s*\p{L}{2,20})?/iu;

// The opening of a request for a whole site, not a change to one.
const NEW_SITE =
  /^\s*(?:please\s+)?(?:(?:build|create|make|design|generate|implement|develop|i want|i need|we need)\s+)?(?:me\s+|us\s+)?(?:an?|my|our|the)\s+(?:[\p{L}-]+\s+){0,4}?(?:website|site|web ?page|landing page|page|portfolio|shop|store|app)\b/iu;

const SHADE_OF_COLOUR =
  /\b(?:dark|light|pale|deep)[\s-]+(?:green|blue|red|grey|gray|brown|purple|pink|orange|yellow|teal|turquoise|navy|gold|olive|cyan|violet|beige)\b/g;
// "Mach die Seite dunkel", "pon un tema oscuro", "passe le site en mode sombre".
const DARK_WORDS = wordsPattern(['dunkel', 'dunkles', 'dunkle', 'dunklen', 'dunkler', 'oscuro', 'oscura', 'sombre']);
// "On voudrait un fond plus clair", "ein hellerer Hintergrund", "un fondo más claro": a light page, when no colour is named.
const LIGHT_WORDS = wordsPattern([
  'hell',
  'heller',
  'hellen',
  'helles',
  'hellere',
  'helleren',
  'hellerer',
  'claro',
  'clara',
  'clair',
  'claire',
]);
// "Make the whole site darker", "a bit lighter": the page's theme, when no part of it is named ("make the text darker" is the text's colour).
const THEME_COMPARATIVE = /\b(darker|lighter|brighter)\b/;
const PART_NAMED = /\b(text|buttons?|links?|headings?|fonts?|header|footer|accents?|borders?|icons?|menu|nav)\b/;
// Reviews named in de/es/fr words that the new-site feature list does not hold ("opiniones",
// "Kundenbewertungen"): in an edit that adds something they can only mean customers' words.
const REVIEW_WORDS = wordsPattern([
  'opiniones',
  'opiniones de clientes',
  'valoraciones',
  'kundenbewertungen',
  'kundenmeinungen',
  'erfahrungsberichte',
  'rezensionen',
  'avis clients',
  'avis de clients',
  'retours clients',
  // One quote: "eine Kundenstimme von Anna", "un témoignage de Marc", "una reseña de Lucía".
  ...['kundenstimme', 'bewertung', 'rezension', 'témoignage', 'avis client', 'testimonio', 'reseña', 'opinión'],
]);
// German names whose reviews they are in one word: "Patientenstimmen", "Gästebewertungen", "Kundenmeinungen".
const REVIEW_COMPOUND = /(?<![\p{L}])\p{L}{3,20}(?:stimmen|stimme|bewertungen|meinungen|rezensionen)(?![\p{L}])/iu;
const FONT_WORDS = /\b(fonts?|typeface|typography|font family|lettering)\b/i;
const COLOUR_WORDS = /\b(colou?rs?|background|theme|palette|accent|dark|darker|light|lighter|components?|buttons?)\b/i;

export type FontPart = 'headings' | 'body';
const PART_WORDS: [FontPart, RegExp][] = [
  ['headings', wordsPattern(['headings?', 'headlines?', 'titles', 'überschriften', 'títulos', 'titres'])],
  ['body', wordsPattern(['body text', 'body', 'paragraphs', 'texte courant', 'fließtext', 'cuerpo'])],
];
// A typeface by its name (capitalised words) or a generic family.
const FAMILY = String.raw`(\p{Lu}[\p{L}\d]+(?:\s\p{Lu}[\p{L}\d]+){0,2}|serif|sans-serif|monospace)`;
const FAMILY_FOR_PART = new RegExp(
  String.raw`${caseless(String.raw`\b(?:use|using|set|make|switch to|change to|put)\s+(?:(?:the|a|an)\s+)?`)}${FAMILY}(?:${caseless(String.raw`\s+(?:font|typeface)\s*`)})?\s+(?:${caseless('for|on|in')})\b`,
  'u',
);
const PART_IN_FAMILY = new RegExp(
  `${caseless(String.raw`(?:headings?|headlines?|titles|body text|body|paragraphs)\s+(?:in|to|as|should be(?: in)?)\s+`)}${FAMILY}`,
  'u',
);

// Typefaces people name in lower case ("use georgia for headings"), written as their makers write them.
const KNOWN_FAMILIES = [
  ...['Georgia', 'Inter', 'Roboto', 'Lato', 'Open Sans', 'Montserrat', 'Playfair Display', 'Merriweather', 'Arial', 'Helvetica'],
  ...['Times New Roman', 'Garamond', 'EB Garamond', 'Poppins', 'Raleway', 'Oswald', 'Source Sans Pro', 'Nunito', 'Verdana'],
  ...['Courier New', 'Lora', 'Work Sans', 'DM Sans', 'Rubik', 'Karla', 'Fira Sans', 'Noto Sans', 'Baskerville', 'Futura'],
];
const KNOWN_FAMILY = new RegExp(`(?<![\\p{L}])(?:${KNOWN_FAMILIES.map((f) => f.replace(/ /g, '\\s+')).join('|')})(?![\\p{L}])`, 'iu');

/** A common typeface the text names in any case, as its maker writes it ("open sans" -> "Open Sans"). */
function knownFamily(text: string): string | undefined {
  const known = KNOWN_FAMILY.exec(text)?.[0].toLowerCase().replace(/\s+/g, ' ');
  return known ? KNOWN_FAMILIES.find((family) => family.toLowerCase() === known) : undefined;
}

/** "Use Georgia for the headings": the typeface asked for one part of the text; null when no part or no typeface is named. */
function fontForPart(text: string, q: string[], lang: Lang): EditOp | null {
  const part = PART_WORDS.find(([, words]) => words.test(text))?.[0];
  if (!part || COLOUR_WORDS.test(text)) return null;
  const family = (q[0] ?? FAMILY_FOR_PART.exec(text)?.[1] ?? PART_IN_FAMILY.exec(text)?.[1] ?? knownFamily(text))?.trim();
  // "Make the headings blue" names a colour, not a typeface.
  if (!family || colourValue(family.replace(/\s+/g, ''), lang)) return null;
  return { kind: 'font', family, part };
}

// "Remove X", "we no longer offer X", "Entferne X", "Quita X", "Supprimez X".
const REMOVE_WORDS = wordsPattern([
  ...REMOVE_VERBS,
  ...['get rid of', 'take out', 'take off', 'without', 'no longer offer', 'no longer do'],
  // "..., take it off": the thing was named before, in the clause before the verb.
  ...['take it off', 'take them off', 'take it out', 'take them out', 'get rid of it', 'get rid of them'],
  ...['no longer sell', 'no longer serve', 'stopped offering', 'stopped selling', 'stopped doing'],
  ...["don't offer", "don't do", "don't sell", "don't serve", 'do not offer', 'do not do', 'do not sell', 'do not serve'],
  ...['don’t offer', 'don’t do', 'don’t sell', 'don’t serve', 'no longer have', "don't have", 'don’t have', 'nimm'],
  // Said as news: "we no longer make croissants", "ya no ofrecemos balayage", "nous ne proposons plus le balayage".
  ...['no longer make', 'no longer stock', 'no longer carry', 'no longer provide', 'no longer run', 'no longer teach'],
  ...['stopped making', 'stopped serving', "we've discontinued", 'we’ve discontinued', 'we have discontinued', 'discontinue'],
  ...['ya no ofrecemos', 'ya no vendemos', 'ya no servimos', 'ya no hacemos', 'ya no tenemos', 'dejamos de ofrecer', 'saca', 'sacar'],
  ...['ne proposons plus', 'ne servons plus', 'ne faisons plus', 'ne vendons plus', "n'offrons plus", 'n’offrons plus'],
  ...['ne propose plus', 'ne fait plus', 'ne vend plus', 'ne sert plus', 'stop listing', 'stop offering', 'no more', 'sacad'],
]);
// Words that ask in any of the four languages, beside the verbs of adding, changing and removing.
const ASKING = wordsPattern(['please', 'pls', 'bitte', 'por favor', "s'il vous plaît", 's’il vous plaît', 'svp', 'can you', 'could you']);

/**
 * A sentence that asks for nothing and names nothing to show: "Flour has gone up again.", "It has
 * been a busy year." Said beside an ask, it is the reason for it, not a change of its own. Any
 * word of asking, a number, a quote, an address or a colour makes it a possible ask instead.
 */
export function isRemark(text: string): boolean {
  if (ADD_WORDS.test(text) || CHANGE_WORDS.test(text) || REMOVE_WORDS.test(text) || ASKING.test(text)) return false;
  if (/[\d@"“”«»„]|:\/\/|www\./u.test(text) || findColours(text, detectLanguage(text)).length > 0) return false;
  return text.split(/\s+/).length <= 20;
}

const LEADING_ARTICLE = wordsPattern([
  'the',
  'our',
  'a',
  'an',
  'any',
  'der',
  'die',
  'das',
  'den',
  'el',
  'la',
  'los',
  'las',
  'le',
  'les',
  'nuestro',
  'nuestra',
  'notre',
  'de',
  'des',
  'du',
]);
// What follows the name: where it is ("from the services", "aus der Liste", "de la carta") and why.
const AFTER_REMOVED = wordsPattern([
  ...['from', 'off', 'section', 'block', 'part', 'area', 'module', 'aus', 'von', 'vom', 'bitte', 'please', 'por favor'],
  ...['any more', 'anymore', 'these days', 'now'],
  // "we've stopped doing hire so please remove it": the reason's "so" ends the name.
  'so',
  ...['de la lista', 'de los servicios', 'de la carta', 'del menú', 'de la liste', 'des services', 'du menu', 'de la carte', 'heraus'],
]);

// "remove it": the thing was named before the verb, in the clause before it.
// (Spanish and French write theirs on the verb, "quítalo", "supprimez-le": "la", "le" here are articles.)
const POINTS_BACK = /^(?:it|them|that one|this one|those|these|ihn)(?:[\s,.!]|$)/iu;
// What says the thing is gone in that clause: "Sold out of the stout for good", "We've stopped the Friday class".
const GONE_LEAD =
  /^(?:(?:we(?:'ve|’ve| have)?|i(?:'ve|’ve| have)?)\s+)?(?:sold out of|run out of|ran out of|stopped(?: doing| selling| making| serving| offering| running)?|no longer (?:do|sell|make|serve|offer|run)|dropped|discontinued|cancelled|canceled|finished with)\s+/iu;
// "The croissants are sold out": the thing is the clause's subject.
const GONE_SUBJECT = /^(.{1,60}?)\s+(?:is|are|has been|have been)\s+(?:sold out|gone|finished|discontinued|no longer available)$/iu;
const CLAUSE_SUBJECT =
  /^(?!(?:i|we|you|it|this|that|there|he|she|they|ich|wir|es|das|je|nous|on|ce|yo|eso|esto)\s)((?:[\p{L}'’-]+\s+){0,3}?[\p{L}'’-]+)\s+(?:is|are|was|were|has|have|ist|sind|es|son|est|sont)\s/iu;
const GONE_TAIL = /\s+(?:for good|permanently|now|any ?more|for now|altogether)$/iu;

/** The thing a pronoun after the verb points back to: the clause before it, without its words of going. */
function namedBefore(text: string, verbAt: number): string | null {
  const before = withoutJoiningWords(text.slice(0, verbAt));
  const clause = before.slice(Math.max(before.lastIndexOf(','), before.lastIndexOf(';'), before.lastIndexOf('.')) + 1).trim();
  const lead = GONE_LEAD.exec(clause);
  // "scissors are done by someone else now so drop them": else the clause's subject, a few words before its verb.
  const subject = lead ? null : (GONE_SUBJECT.exec(clause) ?? CLAUSE_SUBJECT.exec(clause));
  if (!lead && !subject) return null;
  const name = withoutArticle((lead ? clause.slice(lead[0].length) : subject![1]!).replace(GONE_TAIL, '')).trim();
  return name.length > 0 && name.split(/\s+/).length <= 5 ? name : null;
}

// Words between a clause and the verb that points back at it: "we've stopped doing hire so please remove it".
const JOINING_WORDS = new Set(['please', 'pls', 'so', 'and', 'then', 'bitte', 'por', 'favor', 'just']);
const isJoiningMark = (char: string) => /[\s,;:.!-]/u.test(char);

/** `text` without the marks and joining words it ends with, read back from its end once (no expression over a run of spaces). */
function withoutJoiningWords(text: string): string {
  let end = text.length;
  for (;;) {
    while (end > 0 && isJoiningMark(text[end - 1]!)) end--;
    let start = end;
    while (start > 0 && /\p{L}/u.test(text[start - 1]!)) start--;
    if (start === end || !JOINING_WORDS.has(text.slice(start, end).toLowerCase())) return text.slice(0, end);
    end = start;
  }
}

/** `text` without the article opening it; an article is a word of its own: "A-level tutoring" keeps its "A". */
function withoutArticle(text: string): string {
  const article = text.match(LEADING_ARTICLE);
  return article?.index === 0 && /\s/.test(text.charAt(article[0].length)) ? text.slice(article[0].length) : text;
}

/** The name of what an instruction asks to remove, or null when it asks for no removal. */
function removedName(text: string, quoted: string[]): string | null {
  const verb = text.match(REMOVE_WORDS);
  if (verb?.index === undefined) return null;
  if (quoted[0]) return quoted[0];
  if (/\b(?:it|them)\b/i.test(verb[0]) || POINTS_BACK.test(text.slice(verb.index + verb[0].length).trim()))
    return namedBefore(text, verb.index);
  let rest = text.slice(verb.index + verb[0].length);
  const end = rest.search(/[,;.!?](?:\s|$)/);
  if (end >= 0) rest = rest.slice(0, end);
  rest = withoutArticle(rest.replace(/^[\s:]+/, ''));
  const after = rest.match(AFTER_REMOVED);
  if (after?.index !== undefined && after.index > 0) rest = rest.slice(0, after.index);
  const name = rest.trim();
  return name.length > 0 && name.length <= 80 ? name : null;
}

/** One instruction -> one operation, or null when it is not understood. */
// The main heading in the four site languages ("the page title" is the <title>, another edit).
const HEADING_WORDS = wordsPattern([
  ...['heading', 'headline', 'h1', 'hero title', 'title of the hero', 'main title'],
  ...['überschrift', 'hauptüberschrift', 'schlagzeile'],
  ...['título principal', 'titular', 'encabezado'],
  ...['titre principal', 'gros titre'],
]);

// The line under the main heading.
const TAGLINE_WORDS = wordsPattern([
  ...['tagline', 'tag line', 'slogan', 'strapline', 'subtitle', 'sub-title', 'subheading', 'sub-heading', 'intro line'],
  ...['untertitel', 'unterzeile', 'eslogan', 'lema', 'subtítulo', 'accroche', 'sous-titre'],
  // Said by where it goes: "put 'Pass Plus available' under the main heading".
  ...['under the main heading', 'under the heading', 'below the main heading', 'below the heading', 'beneath the heading'],
  ...['unter die überschrift', 'unter der überschrift', 'debajo del título', 'bajo el título', 'sous le titre', 'sous le titre principal'],
]);

// A page of the site named as where something goes ("on the page", "to every page", "on our classes
// page", "on the same page"): no new page is asked for.
const PAGE_AS_PLACE =
  /\b(?:to|on|onto|into|in|at)\s+(?:the|this|that|every|each|our|my|your|all)\s+(?:(?:[\p{L}'’-]+\s+){0,2}?|(?:top|bottom|end|foot)\s+of\s+(?:the|this|every|each|our)\s+(?:[\p{L}'’-]+\s+)?)page\b/iu;

// "Can you bump the sourdough up to £4.80?", "Could you please add...": the asking is no part of
// what is asked for (it became the item's name: "Can you sourdough").
// "Can we get a quote request form?", "Could we have a gallery?": a wish for something added.
// The word joining a part to the one before it, where a list of changes was cut ("..., 60 €, und
// nehmt bitte ... mit auf", "..., and then add ..."): no part of what the part asks.
const JOINING_OPENING = /^\s*(?:and|und|y|et|then|dann|puis|luego)\s+(?:(?:then|dann|puis|luego)\s+)?(?=\p{L})/iu;
const WISH_OPENING = /^\s*(?:please\s+)?(?:can|could|may)\s+(?:we|i)\s+(?:please\s+)?(?:get|have)\s+(?=(?:an?|the|some|our)\s)/iu;
const POLITE_OPENING =
  /^\s*(?:(?:hi|hey|hello)\b[\s,!]*)?(?:please\s+)?(?:(?:can|could|would|will)\s+(?:you|u)\s+(?:please\s+)?|(?:kannst du|könnt ihr|können sie|könnten sie|puedes|podéis|podrías|pouvez-vous|pourriez-vous|peux-tu)\s+)/iu;

/**
 * One instruction read as an edit. `siteLang`: the language the site is written in, for words a
 * short instruction gives no language to ("Cambia el color principal a azul" is too short to tell
 * from English by its letters alone).
 */
export function parseInstruction(asked: string, siteLang: Lang | null = null): EditOp | null {
  const text = asked.replace(JOINING_OPENING, '').replace(WISH_OPENING, 'add ').replace(POLITE_OPENING, '') || asked;
  let op = readInstruction(text, siteLang);
  // "Add a booking form to the contact page": the page named is where it goes, not what is asked.
  if (op?.kind === 'addSection' && PAGE_AS_PLACE.test(text)) {
    // "On the about page, add a section about awards" adds Awards, not About.
    const without = readInstruction(text.replace(PAGE_AS_PLACE, ' '), siteLang);
    if (without?.kind === 'addSection' || without?.kind === 'namedSection') op = without;
  }
  // "Add a section about our teachers: Anna (vinyasa) and Tom (yin)": the team, with those people.
  // A heading the caller gave is kept ("einen Bereich 'Team Salt' mit ...").
  if ((op === null || op.kind === 'addSection' || op.kind === 'namedSection') && ADD_WORDS.test(text) && teamPeople(text).length > 0)
    op =
      op?.kind === 'addSection' && op.title
        ? { kind: 'addSection', section: 'team', title: op.title }
        : { kind: 'addSection', section: 'team' };
  // 'Add a review, for example "Service was quick and kind"': a section read from the words of a
  // quote is the quote's, when the words outside it ask for a review.
  if (op?.kind === 'addSection' && op.section !== 'testimonials') {
    const unquoted = withoutLongQuotes(text, ' ');
    const again = unquoted !== text ? readInstruction(unquoted, siteLang) : null;
    if (again?.kind === 'addSection' && again.section === 'testimonials') op = again;
  }
  // 'Add a review from Sam: "Quick, tidy and friendly"': that quote, not placeholders.
  if (op?.kind === 'addSection' && op.section === 'testimonials') {
    const quote = givenQuote(text, quoted(text));
    if (quote) return { ...op, quote };
  }
  return op;
}

// The words that say a value written in the instruction replaces the one the site shows.
const NEW_VALUE = wordsPattern([
  ...['now', 'new', 'instead', 'swap', 'replace', 'change', 'update', 'jetzt', 'ab sofort', 'neu', 'neue', 'neuen', 'stattdessen'],
  ...['ahora', 'nuevo', 'nueva', 'cambia', 'cambiad', 'maintenant', 'désormais', 'nouveau', 'nouvelle', 'remplacez', 'changez'],
]);

// The second of two changes sharing one verb: "Telefonnummer bitte auf ... ändern und die E-Mail auf
// hallo@...", "change the phone to ... and the email to ...": the field, then its new value.
const ELLIPTICAL_CONTACT =
  /^(?:(?:und|and|y|et)\s+)?(?:(?:die|the|la|le|l['’]|el|den|das|unsere?|our)\s*)?(?:e-?mail(?:-adresse)?|email address|correo|courriel|phone(?: number)?|telefon(?:nummer)?|teléfono|téléphone|numéro|number|nummer)\s+(?:auf|to|a|à|zu|al|au)\s+(?=\S)/iu;

function readInstruction(text: string, siteLang: Lang | null): EditOp | null {
  const lower = text.toLowerCase();
  const q = quoted(text);
  const lang = detectLanguage(text);

  // Contact details first: "change the phone number to ..." must not be a heading edit.
  const contactAsk = CONTACT_ASK.test(text) || ELLIPTICAL_CONTACT.test(text);
  if (
    (/\b(phone|telephone|tel|mobile|number|numéro|número|nummer|teléfono|téléphone|telefon|telefonnummer|rufnummer|handynummer)\b/i.test(
      text,
    ) ||
      // "Call us on 01632 960 123 from now on".
      /\b(?:call|ring|phone)\s+us\s+(?:on|at)\s+\+?\(?\d/i.test(text)) &&
    contactAsk
  ) {
    // "to 029 2018 0000", or the number written anywhere ("put our number 01904 555123 on the site").
    const after = valueAfter(text);
    // "...: llamadnos al 988 123 456": words before the number after the colon are no part of it.
    const value =
      after && /\d/.test(after)
        ? /^\p{L}/u.test(after)
          ? (after.match(PHONE_NUMBER)?.[0] ?? after)
          : after
        : text.match(PHONE_NUMBER)?.[0];
    if (value) return { kind: 'contact', field: 'phone', value };
  }
  if (/\b(e-?mail|email address|correo|courriel)\b/i.test(text) && contactAsk) {
    const value = emailIn(text);
    if (value) return { kind: 'contact', field: 'email', value };
  }
  // "Our address for bookings is now woof@..., swap it in": an address written out and said to be the
  // new one is the e-mail address, without the word for it.
  if (NEW_VALUE.test(text)) {
    const value = emailIn(text);
    if (value) return { kind: 'contact', field: 'email', value };
  }
  // 'A "Book now" button at the top that takes people to the booking form': a button going there.
  const button = parseCtaButton(text);
  if (button) return button;
  // "Add a phone number field to the contact form": one more field on a form the pages have.
  const formField = parseFormField(text);
  if (formField) return formField;
  // "Change the footer text to ...": a line of the caller's in every footer.
  const footerNote = parseFooterNote(text);
  if (footerNote) return footerNote;
  // "Add a banner at the top: free delivery over £40": a line of news, not an item called Banner.
  const announcement = parseAnnouncement(text);
  if (announcement) return announcement;
  const address = parseAddress(text, q, valueAfter);
  if (address) return { kind: 'contact', field: 'address', value: address };
  // "Rename the business to X", "Ändere den Namen zu X", "call it X".
  const moved = parseMoveSection(text);
  if (moved) return moved;
  const label = parseRenameLabel(text, q);
  if (label) return label;
  const renamed = parseRename(text, q);
  if (renamed) return renamed;
  // "Change our tagline to ...": the line under the main heading, not the heading itself.
  if (TAGLINE_WORDS.test(text)) {
    const to = valueAfter(text);
    if (to && (CHANGE_WORDS.test(text) || ADD_WORDS.test(text))) return { kind: 'tagline', text: to };
  }
  if (HEADING_WORDS.test(text) && !/\bpage title\b|\btab\b/i.test(text)) {
    const to = valueAfter(text);
    if (to && (CHANGE_WORDS.test(text) || /\brewrite\b/i.test(text))) return { kind: 'heading', text: to };
  }
  if (/\b(page title|site title|title tag|browser tab|title)\b/i.test(text) && /\b(change|set|make|replace|update)\b/i.test(text)) {
    const to = valueAfter(text);
    if (to) return { kind: 'title', text: to };
  }
  // Change "A" to "B" / Replace "A" with "B".
  if (q.length >= 2 && /\b(change|replace|swap|update|rewrite|turn)\b/i.test(text)) return { kind: 'replaceText', from: q[0]!, to: q[1]! };
  const link = parseProfileLink(text);
  if (link) return link;
  const hours = parseHours(text, q[0]);
  if (hours) return hours;
  // "The race has moved to 19 April": the event's date, where the pages show it.
  const date = parseDate(text);
  if (date) return date;
  // "Quiz night is now on Wednesdays at 8pm": a weekly thing moved to another day.
  const schedule = parseSchedule(text);
  if (schedule) return schedule;
  const faq = parseFaq(text);
  if (faq) return faq;
  const item = parseAddItem(text) ?? parseOfferedItem(text);
  if (item) return item;
  const price = parsePrice(text);
  if (price) return price;

  // "Add a separate page for our breakfast menu", "eine eigene Seite für ...", "une page pour ...".
  const page = askedPage(text, q);
  if (page) return { kind: 'addPage', name: page };
  if (
    /\b(add|include|insert|create|put|give it|i want|we need)\b/i.test(text) &&
    /\bpage\b/i.test(text) &&
    !/\bsection\b/i.test(lower) &&
    !PAGE_AS_PLACE.test(lower)
  ) {
    const name =
      q[0] ??
      text.match(/\b(?:an?|new)\s+([\p{L}' -]+?)\s+page\b/iu)?.[1] ??
      text.match(/\bpage\s+(?:called|named|for)\s+([\p{L}' -]+)/iu)?.[1];
    if (name) return { kind: 'addPage', name: name.trim() };
  }
  const removed = removedName(text, q) ?? removedByPhrase(text);
  if (removed) return { kind: 'removeSection', name: removed };
  // A quoted name next to the section word decides what the section is, and is its heading:
  // 'add a "Meet the team" section' is the team under that heading, 'a "Dark room" section' no theme.
  const quotedName = ADD_WORDS.test(text) ? quotedSectionName(text, q) : null;
  if (quotedName) {
    const feature = featureOf(quotedName);
    return feature ? { kind: 'addSection', section: feature, title: quotedName } : parseNamedSection(text, [quotedName]);
  }
  // The name before the section word, likewise: "a Press section listing the Guardian" is no
  // search box for its word "listing", and "an events section about our quiz nights" is Events.
  const before = ADD_WORDS.test(text) ? nameBeforeSection(text) : null;
  if (before) {
    const feature = featureOf(before);
    return feature ? { kind: 'addSection', section: feature } : parseNamedSection(text, []);
  }
  // "A section called Partners", "a section about our catering" (a quoted name is parseNamedSection's).
  // (Reviews are the testimonials, read below: "einen Abschnitt mit Rezensionen".)
  const sectionWords =
    q.length === 0
      ? parseSectionWords(text, (name) => featureOf(name) !== null || REVIEW_WORDS.test(name) || REVIEW_COMPOUND.test(name))
      : null;
  if (sectionWords) return sectionWords;
  if (
    /\b(dark[- ]mode|theme)\s+(toggle|switch(er)?|button)\b|\btoggle\b.*\bdark\b/i.test(text) &&
    /\b(add|include|insert|put|give|want|need)\b/i.test(text)
  )
    return { kind: 'addSection', section: 'themeToggle' };
  // "Use Georgia for the headings", "Headings in Playfair Display": the typeface of one part.
  const partFont = fontForPart(text, q, lang);
  if (partFont) return partFont;
  // "Make the font bigger" is about its size, not a typeface called "bigger".
  const size = parseTextSize(text);
  if (size) return size;
  if (FONT_WORDS.test(text) && /\b(change|use|set|make|switch|swap)\b/i.test(text)) {
    const family = (
      q[0] ?? text.replace(/^.*?\b(?:to|with|use|using)\s+(?:an?\s+|the\s+)?/i, '').replace(/\s*(fonts?|typeface|instead)?[.!]?$/i, '')
    ).trim();
    if (family) return { kind: 'font', family };
  }
  // Words quoted to be written on the page ("Best flat white in town") name no colour; a colour
  // is quoted in a word or two ('make the buttons "sage green"').
  // Nor does the name of whoever said them ("« Accueil chaleureux, on reviendra ! » de Claire" is
  // no light theme).
  const said = withoutLongQuotes(text, '\u0002').replace(QUOTED_BY, ' ').replaceAll('\u0002', ' ');
  // "hot chocolate should be £3.80", "salmon £14": a colour's name beside a price is a thing sold,
  // unless the words say colour ("make the buttons chocolate").
  const pricedThing = () => findMoney(said).some((m) => m.currency);
  const colourLang = findColours(said, lang).length === 0 && siteLang ? siteLang : lang;
  if (
    COLOUR_WORDS.test(said) ||
    DARK_WORDS.test(said) ||
    LIGHT_WORDS.test(said) ||
    (findColours(said, colourLang).length > 0 && !pricedThing())
  ) {
    const colours = parseColours(said, colourLang);
    const mentioned = findColours(said, colourLang);
    let { background, component } = colours;
    const textColour = colours.text;
    if (!background && !component && mentioned.length > 0) {
      if (/\bbackground\b/i.test(text)) background = mentioned[0]!.css;
      else component = mentioned[0]!.css;
    }
    let theme = colours.theme;
    // "dark green buttons", "light blue links": a shade of a colour, not a theme for the page.
    const saidLower = said.toLowerCase().replace(SHADE_OF_COLOUR, ' ');
    if (!theme && (/\b(dark|night)\b/.test(saidLower) || DARK_WORDS.test(said)) && !background) theme = 'dark';
    if (!theme && /\blight\b/.test(saidLower) && !background && !/\blight[a-z]/.test(saidLower)) theme = 'light';
    if (!theme && !background && mentioned.length === 0 && LIGHT_WORDS.test(said)) theme = 'light';
    const comparative = THEME_COMPARATIVE.exec(saidLower)?.[1];
    if (!theme && comparative && !background && !PART_NAMED.test(saidLower)) theme = comparative === 'darker' ? 'dark' : 'light';
    if (background || component || textColour || theme) {
      const op: EditOp = { kind: 'colours' };
      if (background) op.background = background;
      if (component) op.component = component;
      if (textColour) op.text = textColour;
      if (theme && !background) op.theme = theme;
      return op;
    }
  }
  // "with" alone is no edit: "A bakery in Paris with a menu" asks for a new site, and the job then
  // builds one from the request instead of re-rendering the menu of the files it was given.
  if (ADD_WORDS.test(text) && (REVIEW_WORDS.test(text) || REVIEW_COMPOUND.test(text)))
    return { kind: 'addSection', section: 'testimonials' };
  if (
    ADD_WORDS.test(text) &&
    /\b(quotes|words|feedback) (from|of|by) (\w+ ){0,2}(customers|clients|guests|patients|students|couples|parents|families|members|owners|buyers|readers|diners|visitors|people|users)\b/i.test(
      text,
    )
  )
    return { kind: 'addSection', section: 'testimonials' };
  if (ADD_WORDS.test(text) || (/\bwith\b/i.test(text) && !NEW_SITE.test(text))) {
    const section = featureOf(text);
    if (section) return { kind: 'addSection', section };
    // "ein Anfrageformular mit Name, E-Mail und Wunschtermin einfügen": a form no feature names, by what it is for.
    const form = ADD_WORDS.test(text) ? FORM_NAMED.exec(text) : null;
    if (form) return { kind: 'addSection', section: formTarget(form[0]) };
  }
  // "Añadid también cursos de alemán": one more thing offered, named alone (last: anything else reads it first).
  return parseNamedSection(text, q) ?? parsePlainItem(text);
}
