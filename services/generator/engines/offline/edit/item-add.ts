// "Add a kids' trim for £12 to the price list", "add rye loaf at £4.20 to the bread list", "Add a
// new class: pilates on Tuesday mornings": one more entry in a list the page already has. The
// list is the one whose heading shares the words the caller named (else the first that shows
// prices, or days and times); the new entry is a copy of its last one, with the name, the price
// or the time put where the copied entry had them.
import { escapeAttr, escapeText } from '../render/html-text.ts';
import { capitalise } from '../sections/shell.ts';
import { STRINGS } from '../content/strings.ts';
import { FEATURE_WORDS } from '../request/features.ts';
import { ADD_WORDS, wordsPattern } from './edit-words.ts';
import { attr, closest, HtmlSource, isElement, isText, textContent, type Element, type Node, type TextNode } from './html-source.ts';
import { findMoney } from '../request/money.ts';
import { WRITTEN_AMOUNT } from './price-format.ts';
import { sameItemWord, wordsOf } from './item-words.ts';
import type { SiteFiles } from './site-files.ts';
import { EditFailure } from './edit-failure.ts';

export interface AddItemOp {
  kind: 'addItem';
  name: string;
  price?: string;
  /** When it happens ("Tuesday mornings"), for a schedule. */
  when?: string;
  /** The words that name the list ("the bread list"). */
  list?: string;
  /** What a person added to the team does ("Hygienist"), in place of the copied card's role. */
  role?: string;
  /**
   * Named alone, with no price, day or list ("Añadid también cursos de alemán"): added only where it
   * is like what the list offers (a word of an entry or of the list's heading, or a kind of thing
   * offered such as "classes"), so "add some sparkle" is not written as a service.
   */
  plain?: boolean;
}

const DAYS = Object.values(STRINGS).flatMap((s) => s.days.map((d) => d.toLowerCase()));
const GERMAN_DAYS = STRINGS.de.days.map((d) => d.toLowerCase());
const DAY_WORDS = wordsPattern([
  ...DAYS,
  ...DAYS.map((d) => `${d}s`),
  ...GERMAN_DAYS.flatMap((d) =>
    ['abend', 'abends', 'morgen', 'morgens', 'vormittag', 'vormittags', 'nachmittag', 'nachmittags'].map((p) => d + p),
  ),
  ...['mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun', 'weekends?', 'daily'],
]);
const TIME = /\d{1,2}[:.]\d{2}(?:\s?(?:am|pm)\b)?|\d{1,2}\s?(?:am|pm)\b/i;
const KIND_FORMS = [
  ...['class', 'course', 'session', 'service', 'item', 'dish', 'product', 'treatment', 'workshop', 'event', 'entry'],
  ...['kurs', 'klasse', 'gericht', 'clase', 'curso', 'plato', 'cours', 'plat', 'séance', 'atelier'],
];
const KIND_WORDS = wordsPattern(KIND_FORMS);
// The same kinds in the plural, which name a thing offered when it is added alone ("yoga classes for teens").
const KIND_PLURALS = wordsPattern([
  ...KIND_FORMS,
  ...['classes', 'courses', 'sessions', 'services', 'dishes', 'products', 'treatments', 'workshops', 'lessons', 'lesson', 'tours', 'tour'],
  ...['kurse', 'klassen', 'gerichte', 'clases', 'cursos', 'platos', 'séances', 'ateliers', 'talleres', 'taller', 'leçons', 'stunden'],
]);
const LEADING = /^(?:please\s+)?(?:can you\s+)?(?:\p{L}+\s+){0,1}?$/iu;
// Articles at the start of the item, skipped ("a new", "eine neue", "un nuevo", "un nouveau").
const ARTICLE_FORMS = [
  'a',
  'an',
  'another',
  'new',
  'one more',
  'the',
  'ein',
  'eine',
  'einen',
  'neuen',
  'neue',
  'un',
  'una',
  'el',
  'la',
  'le',
  "l'",
  'l’',
  // "Add our book club ...": whose it is says nothing of its name.
  ...['our', 'my', 'unser', 'unsere', 'unseren', 'nuestro', 'nuestra', 'notre', 'nos'],
];
const ARTICLES = new RegExp(
  `(?:${[...ARTICLE_FORMS, 'nuevo', 'nueva', 'une', 'nouveau', 'nouvelle'].join('|')})(?![\\p{L}\\p{N}])\\s*`,
  'iuy',
);

/** The length of the article at `at` in `text` (with the space after it), 0 for none. */
function articleAt(text: string, at: number): number {
  ARTICLES.lastIndex = at;
  return ARTICLES.exec(text)?.[0].length ?? 0;
}

/** `text` without a closing full stop and a closing "please" / "bitte" / "hinzu". */
function withoutClosingWords(text: string): string {
  let out = text.trimEnd();
  if (out.endsWith('.') || out.endsWith('!')) out = out.slice(0, -1).trimEnd();
  const last = out.slice(out.lastIndexOf(' ') + 1).toLowerCase();
  return ['hinzu', 'please', 'bitte'].includes(last) ? out.slice(0, out.lastIndexOf(' ') + 1).trimEnd() : out;
}

// What ends the item's name: its price, its time, the list it goes in.
const NAME_END = wordsPattern([
  ...['for', 'at', 'to', 'on', 'in', 'every', 'each', 'costing', 'priced', 'with', 'under', 'zu', 'für', 'am', 'jeden', 'zum', 'zur'],
  ...['por', 'para', 'a', 'al', 'el', 'los', 'en', 'pour', 'à', 'le', 'les', 'dans', 'chaque'],
  // "au menu" ends the name; "tarte au citron" is one.
  'au(?=\\s+(?:menu|tarif|tarifs|programme|planning|carnet))',
]);
const LIST_AFTER = wordsPattern([
  'to the',
  'to our',
  'on the',
  'in the',
  'zur',
  'zum',
  'in die',
  'in den',
  'a la',
  'al',
  'à la',
  'au',
  'dans la',
  'dans le',
  // "Osteopathie bei den Leistungen ergänzen", "unter Angebot", "a los servicios", "aux prestations".
  ...['bei den', 'bei der', 'unter den', 'unter', 'zu den', 'a los', 'a las', 'aux', 'dans les'],
  // "to what's on": a list word follows (LIST_NAMED_NEXT), so "to" alone names one too.
  'to',
]);
const WHICH_DAY =
  /(?:^|[\s,])((?:every|each|the|first|second|third|fourth|last|1st|2nd|3rd|4th|jeden|jede|erste[nmr]?|zweite[nmr]?|letzte[nmr]?|cada|primer|último|premier|dernier|chaque)\s+)+$/iu;
const LIST_AFTER_ALL = new RegExp(LIST_AFTER.source, 'giu');
const LIST_WORDS = wordsPattern([
  ...['list', 'menu', 'services', 'schedule', 'timetable', 'classes', 'prices', 'price list', 'liste', 'karte', 'speisekarte'],
  ...['preisliste', 'stundenplan', 'kursplan', 'carta', 'menú', 'lista', 'horario', 'carte', 'tarifs', 'planning'],
  ...['leistungen', 'angebot', 'angeboten', 'kurse', 'kursen', 'servicios', 'clases', 'productos', 'prestations', 'produits', 'cours'],
  // "to what's on", "to the events", "zu den Veranstaltungen", "a la agenda", "au programme".
  ...["what's on", 'what’s on', 'events', 'calendar', 'diary', 'line-up', 'lineup', 'veranstaltungen', 'termine', 'programm'],
  ...['eventos', 'agenda', 'programa', 'événements', 'programme'],
]);
// A list word within the next few words: "to the bread list", "a la carta", "bei den Leistungen".
const LIST_NAMED_NEXT = new RegExp(`^\\s*(?:[\\p{L}'’-]+\\s+){0,3}?(?:${LIST_WORDS.source})`, 'iu');
// Edits of their own: opening hours, FAQ entries, profile links.
const OTHER_EDITS = wordsPattern([
  ...['hours', 'opening', 'open', 'closed', 'faq', 'question', 'questions', 'link', 'profile', 'öffnungszeiten', 'geöffnet'],
  ...['horario de apertura', 'abierto', 'cerrado', 'horaires', 'ouvert', 'fermé', 'pregunta', 'preguntas', 'frage', 'fragen'],
]);
const NEW_ON_LIST = new RegExp(
  `^\\s*(?:new|neu|nuevo|nueva|nouveau|nouvelle)\\s+(?:on|in|im|auf|in der|en|sur|à|dans)\\s+(?:(?:the|our|der|dem|unserer|unserem|la|nuestra|nuestro|el|notre|le|la)\\s+)?(?:${[
    ...['menu', 'list', 'price list', 'range', 'shop', 'karte', 'speisekarte', 'preisliste', 'sortiment', 'angebot', 'laden'],
    ...['carta', 'lista', 'tienda', 'carte', 'boutique', 'gamme'],
  ].join('|')})\\s*:\\s*`,
  'iu',
);
const SECTION_WORDS = wordsPattern(['section', 'page', 'block', 'sección', 'página', 'abschnitt', 'seite', 'rubrique']);
// "We also do bike hire now: city bikes £15 a day", "We now offer gel nails for £25", "Wir bieten jetzt
// auch Kinderhaarschnitte für 15 € an", "Ahora también ofrecemos manicura por 20 €", "Nous proposons
// aussi le brushing à 30 €", "New: ...": a thing newly on offer, said as news with its price.
const OFFER_NEWS = new RegExp(
  `^\\s*(?:${[
    "we(?:'ve|’ve| have)? (?:now |also |now also |also now )?(?:do|offer|sell|have|stock|serve|added)",
    "we(?:'re|’re| are) (?:now |also |now also )?(?:doing|offering|selling|serving|stocking)",
    '(?:now|also) offering',
    'wir (?:bieten|verkaufen|haben|machen|führen)(?: (?:jetzt|ab sofort|nun))?(?: auch)?',
    '(?:ahora )?(?:también )?(?:ofrecemos|vendemos|tenemos|hacemos)',
    'nous (?:proposons|vendons|faisons|offrons) (?:aussi|désormais|maintenant|également)',
    '(?:new|neu|nuevo|nueva|nouveau|nouvelle)\\s*(?=:)',
  ].join('|')})(?![\\p{L}])`,
  'iu',
);
const NOW_WORDS = /(?:^|\s)(?:now|also|jetzt|auch|ahora|también|désormais|aussi)$/iu;
const GERMAN_ADD_LAST = /\s+(?:bitte\s+)?(?:aufnehmen|hinzufügen|ergänzen|dazunehmen|mit aufnehmen)\s*[.!]?$/iu;

/** A thing newly on offer with its price, as an entry of the priced list; null when the text is no such news. */
function offerNews(text: string): AddItemOp | null {
  const news = OFFER_NEWS.exec(text);
  if (!news || findMoney(text).filter((m) => m.currency).length !== 1) return null;
  let rest = text.slice(news[0].length);
  // "bike hire now: city bikes £15 a day": what kind of thing before the colon, the thing after it.
  const colon = rest.search(/:(?!\d)/);
  const kind = colon >= 0 ? rest.slice(0, colon).trim().replace(NOW_WORDS, '').trim() : '';
  if (colon >= 0) rest = rest.slice(colon + 1);
  const op = parseAddItem(`add ${rest.trim()}`);
  if (op && kind && !op.list) op.list = kind;
  return op;
}

// "..., please add it": what to add was named before.
// "..., can it go with the other drinks?": the thing asked to go beside a list named there.
// (It opens on a comma, a full stop or a word after a space, never on a run of spaces: tried at every
// position of a request of spaces, it fails at once.)
const ADD_IT =
  /(?:[,;.]\s*|(?<=\s)|^)(?:(?:so|and)\s+)?(?:please\s+)?(?:(?:(?:can|could|would)\s+you\s+(?:please\s+)?)?(?:add|list|include|put)\s+(?:it|them|that|those|this)|(?:can|could|should|will)\s+(?:it|they|this|that)\s+(?:go|sit|be\s+added|be\s+listed|appear)|¿?(?:lo|la|los|las)\s+(?:podéis|puedes|podrías|podríais|pueden|podrían)\s+(?:poner|añadir|agregar|incluir)|(?:vous pouvez|tu peux|pouvez-vous|peux-tu)\s+(?:le|la|les)\s+(?:mettre|ajouter|rajouter)|¿?(?:(?:vous pouvez|pouvez-vous|tu peux|peux-tu|merci de|podéis|podrías|puedes|könnt ihr|können sie|kannst du|bitte)\s+)?(?:l['’]ajouter|les ajouter|ajoutez-l[ae]s?|añadirlo|añadirla|añadidlo|añadidla|ponerlo|ponedlo|das ergänzen|es ergänzen|ergänzen|aufnehmen|hinzufügen))(?:\s+(?:too|as well|on the site|to the site|please|on|up|in|(?:with|among|beside|next to|on|to|in|under)\s+the\s+(?:other\s+)?(\p{L}{3,20})(?:\s+list)?))*\s*[.!?]?$/iu;
// "I can teach chemistry as well now", "We also do weddings now": a thing newly offered, with no price.
// "On fait maintenant aussi la gravure", "Ahora también hacemos ...", "Wir machen jetzt auch ...".
const OFFER_LEAD =
  /^(?:(?:i|we)(?:'ve|’ve| have)?\s+(?:(?:can|now|also|just)\s+)*(?:teach|do|offer|make|sell|stock|serve|run|provide|cover|fix|repair|added)|(?:hemos|he)\s+(?:añadido|incorporado|sumado)|(?:nous avons|on a|j['’]ai)\s+(?:ajouté|rajouté|lancé)|(?:i|we)(?:'m|’m|'re|’re| am| are)\s+(?:(?:now|also)\s+)*(?:teaching|doing|offering|making|selling|stocking|serving|running|providing|covering)|(?:on|nous)\s+(?:fait|faisons|propose|proposons|vend|vendons|offre|offrons)(?:\s+(?:maintenant|aussi|désormais|également))*|(?:(?:ahora|también)\s+)*(?:hacemos|ofrecemos|vendemos)(?:\s+(?:ahora|también))*|wir\s+(?:machen|bieten|verkaufen)(?:\s+(?:jetzt|auch|ab sofort|nun))*)\s+/iu;
const NEWS_TAIL = /(?:\s+(?:as well|too|also|now|from now on|aussi|maintenant|désormais|también|ahora|auch|jetzt))+\s*[.!]?$/iu;

// "mention we now do e-bike servicing", "précisez qu'on fait aussi la livraison": the news asked to be said.
const MENTION =
  /^(?:(?:please|pls|also|and)\s+)*(?:mention|say|note|write|tell\s+(?:people|customers|everyone|visitors)|mentionnez|précisez|indiquez|poned|indicad|decid)\s+(?:that\s+|que\s+|qu['’])?(?=(?:i|we|on|nous|ahora|también|hacemos|ofrecemos|vendemos)\s)/iu;
// A lead that says the thing is new by itself: "we now do ...", "on fait aussi ...".
const NEW_IN_LEAD = /(?:^|\s)(?:now|also|maintenant|aussi|désormais|également|ahora|también|jetzt|auch|nun)(?:\s|$)/iu;

/** A thing newly offered without a price, said as news ("I can teach chemistry as well now, please add it"); null otherwise. */
function plainNews(asked: string): AddItemOp | null {
  const mention = MENTION.exec(asked);
  const text = mention ? asked.slice(mention[0].length) : asked;
  const addIt = ADD_IT.exec(text);
  const said = addIt && addIt.index > 0 ? text.slice(0, addIt.index) : text;
  const lead = OFFER_LEAD.exec(said);
  const tail = NEWS_TAIL.exec(said);
  if (!lead || (!addIt && !tail && !mention && !NEW_IN_LEAD.test(lead[0])) || findMoney(said).length > 0) return null;
  const name = said
    .slice(lead[0].length, tail && tail.index >= lead[0].length ? tail.index : said.length)
    .replace(/[.!]+$/, '')
    .trim()
    // "We now do a flat white too", "on fait la gravure": the thing, without its article.
    .replace(/^(?:(?:an?|the|some|la|le|les|un|une|des|du|el|los|las|una?|die|der|das|den)\s+|l['’])/iu, '');
  if (!name || name.split(/\s+/).length > 5 || /[,;:]/.test(name)) return null;
  const op: AddItemOp = { kind: 'addItem', name: capitalise(name) };
  if (addIt?.[1] && !/^(?:site|page|website)$/i.test(addIt[1])) op.list = addIt[1];
  return op;
}

// "We have a new hygienist, Claire Dunn", "Claire Dunn is our new hygienist", "Neue Kollegin: ...".
const PERSON = String.raw`((?:(?:Dr|Prof)\.?\s+)?\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){1,2})`;
// A role in lower case, or capitalised as German writes its nouns ("neue Zahnärztin").
const ROLE = String.raw`(\p{L}[\p{L}-]{2,30}(?:\s+\p{Ll}[\p{L}-]{2,30}){0,2})`;
// "a new hygienist", and "we have hired a sports massage therapist", "wir haben eine Physiotherapeutin eingestellt".
const NEW_WORD = '(?:new|neue[rn]?|nuev[oa]|nouvel(?:le)?|nouveau|(?:hired|taken on|recruited|contratado|embauché)\\s+(?:an?|una?|une?))';
const ROLE_THEN_PERSON = new RegExp(String.raw`(?<![\p{L}])${NEW_WORD}\s+${ROLE}\s*[,:–—-]?\s+${PERSON}`, 'u');
const PERSON_THEN_ROLE = new RegExp(
  String.raw`${PERSON}\s*,?\s+(?:is|ist|es|est)\s+(?:our|unser(?:e)?|nuestr[oa]|notre)\s+${NEW_WORD}\s+${ROLE}`,
  'u',
);
// "Please add Priya, our new dental hygienist": a first name alone, after the verb, before the role.
const ADDED_PERSON_ROLE = new RegExp(
  String.raw`(?<![\p{L}])(?:[Aa]dd|[Ww]elcome|[Ff]üge|[Ff]ügt|[Bb]egrüßt|[Aa]ñade|[Aa]ñadid|[Aa]joutez|[Aa]joute)\s+(\p{Lu}[\p{L}'’-]+(?:\s+\p{Lu}[\p{L}'’-]+){0,2})\s*,\s*(?:our|unser(?:e)?|nuestr[oa]|notre)\s+(?:${NEW_WORD}\s+)?${ROLE}`,
  'u',
);
// "Sarah Patel has joined as a tax adviser", "Jonas Roth verstärkt unser Team als Azubi", "Lucía Gil se ha
// incorporado como recepcionista", "Marc Petit a rejoint l'équipe comme kiné".
const PERSON_JOINED = new RegExp(
  String.raw`${PERSON}\s+(?:(?:has\s+)?(?:joined|joins|is joining)(?:\s+(?:us|the team|our team))?\s+as|(?:ist|verstärkt)\s+(?:jetzt\s+|neu\s+)?(?:bei uns|unser team|dabei)\s+als|se\s+(?:ha\s+)?(?:incorporado|unido)(?:\s+al equipo)?\s+como|(?:a\s+)?rejoint\s+(?:l['’]équipe|notre équipe)\s+(?:comme|en tant que))\s+(?:an?\s+|une?\s+|una?\s+|(?:our|unser(?:e)?|nuestr[oa]|notre)\s+(?:new\s+|neue[rn]?\s+)?)?${ROLE}`,
  'u',
);
const TEAM_PLACE = wordsPattern(['team', 'staff', 'equipo', 'équipe', 'add her', 'add him', 'add them', 'mitarbeiter', 'personal']);

/** A person joining the team, with what they do; null when the text adds no one. */
function newMember(text: string): AddItemOp | null {
  if (!TEAM_PLACE.test(text)) return null;
  const before = ROLE_THEN_PERSON.exec(text);
  const after = before ? null : (PERSON_THEN_ROLE.exec(text) ?? ADDED_PERSON_ROLE.exec(text) ?? PERSON_JOINED.exec(text));
  const [name, role] = before ? [before[2]!, before[1]!] : after ? [after[1]!, after[2]!] : [];
  if (!name || !role) return null;
  return { kind: 'addItem', name, role: role.charAt(0).toUpperCase() + role.slice(1), list: 'team' };
}

// "him", "her", "them" and their German, Spanish and French forms: a sentence pointing back at someone.
const POINTS_BACK = wordsPattern(['him', 'her', 'them', 'ihn', 'lo', 'la', 'lui']);

/**
 * "We have hired a sports massage therapist, Kwame Mensah. Put him with the rest of the staff": the
 * sentence naming a new member and the one saying where, pointing back at them, are one ask. So are
 * "We also sell oat milk now. Could you add it to the drinks list?"
 */
export function joinPointingBack(parts: string[]): string[] {
  const joined: string[] = [];
  for (const part of parts) {
    const before = joined.at(-1);
    if (before !== undefined && POINTS_BACK.test(part) && !newMember(before) && !newMember(part) && newMember(`${before} ${part}`)) {
      joined[joined.length - 1] = `${before} ${part}`;
      continue;
    }
    const together = before !== undefined && ADD_IT.exec(part)?.index === 0 ? `${before.replace(/[.!]+$/, '')}, ${part}` : null;
    if (together && plainNews(together)) {
      joined[joined.length - 1] = together;
      continue;
    }
    joined.push(part);
  }
  return joined;
}

// "also", "too" and their kind say nothing of the thing added.
const ALSO = wordsPattern(['also', 'too', 'as well', 'auch', 'noch', 'también', 'además', 'aussi', 'également'], 'giu');
const PLAIN_ARTICLES = /^(?:some|more|des|del|de la|unos|unas|einige)\s+/iu;

// "to what I offer", "to what we do", "to my services", "à ce que je propose", "a lo que ofrecemos", "zu meinem Angebot".
// "to our list of services", "a nuestros servicios", "zu unseren Leistungen".
// (It opens on a word after a space, and nothing but a word of asking stands between two runs of
// spaces: tried at every position of a request of spaces, it fails at once.)
const TO_WHAT_IS_OFFERED =
  /(?<=\s)(?:to\s+(?:what\s+(?:i|we)\s+(?:offer|do|sell|make|teach|provide)|(?:my|our|the)\s+(?:(?:list\s+of\s+)?services|services\s+list|offer|offering|offerings|range))|à\s+(?:ce\s+que\s+(?:je|nous)\s+(?:propose|proposons|fais|faisons)|(?:mes|nos)\s+(?:services|prestations)|la\s+liste\s+des\s+(?:services|prestations))|a\s+(?:lo\s+que\s+(?:ofrezco|ofrecemos|hago|hacemos)|(?:mis|nuestros|los)\s+servicios)|zu\s+(?:(?:meinem|unserem|dem)\s+angebot|(?:meinen|unseren|den)\s+leistungen))(?:\s+(?:please|bitte|por favor|s'il vous plaît|svp))?\s*[.!]?$/iu;

/** "Ajoutez la climatisation à nos services": one thing added to the list of what is offered, whatever its words; null otherwise. */
export function parseOfferedItem(text: string): AddItemOp | null {
  // German puts the verb last: "Bitte Klimaservice zu unseren Leistungen hinzufügen".
  const last = GERMAN_ADD_LAST.exec(text);
  const asked = last && last.index > 0 ? `add ${text.slice(0, last.index).replace(/^\s*bitte\s+/i, '')}` : text;
  return TO_WHAT_IS_OFFERED.test(asked) ? parsePlainItem(asked) : null;
}

/**
 * "Añadid también cursos de alemán", "Add yoga classes for teens too": one more thing offered, named
 * alone (no price, day or list). Read last, when nothing else reads the instruction; `addItem` adds
 * it only where it is like what a list of the pages offers.
 */
export function parsePlainItem(text: string): AddItemOp | null {
  const verb = text.match(ADD_WORDS);
  if (verb?.index === undefined || !LEADING.test(text.slice(0, verb.index))) return null;
  if (SECTION_WORDS.test(text) || OTHER_EDITS.test(text) || /\d/.test(text)) return null;
  let rest = withoutClosingWords(text.slice(verb.index + verb[0].length))
    .replace(ALSO, ' ')
    .replace(/\s+/g, ' ')
    .trim();
  // "Add newborn shoots to what I offer": the list of what is offered is named, so the thing goes
  // there whatever its words.
  const offered = TO_WHAT_IS_OFFERED.exec(rest);
  if (offered) rest = rest.slice(0, offered.index).trim();
  let skip = 0;
  for (let article = articleAt(rest, skip); article > 0; article = articleAt(rest, skip)) skip += article;
  rest = rest.slice(skip).replace(PLAIN_ARTICLES, '');
  if (!rest || rest.split(' ').length > 5 || /[,;:!?"“”«»()]/.test(rest) || FEATURE_WORDS.some(([, pattern]) => pattern.test(rest)))
    return null;
  const name = rest.charAt(0).toUpperCase() + rest.slice(1);
  return offered ? { kind: 'addItem', name, list: 'services' } : { kind: 'addItem', name, plain: true };
}

// "Nehmt bitte Kettenpflege mit in die Liste auf", "Nimm noch Brezeln auf": German's separable verb
// around the thing, and the list it goes in when one is named.
const GERMAN_TAKE_UP =
  /^\s*(?:bitte\s+)?(?:nehmt|nimm|nehmen\s+sie)\s+(?:bitte\s+)?(?:(?:auch|noch)\s+)?(.{1,60}?)\s+(?:(?:mit|noch|auch|bitte)\s+)*(?:in\s+(?:die|unsere|eure|der|den|das)\s+(\p{L}{3,20})\s+)?(?:mit\s+)?auf\s*[.!]?$/iu;

// "Ab März gibt es auch Yin Yoga am Donnerstagabend", "There's now a toddler class on Fridays", "Hay
// también pilates los martes", "Il y a aussi du yoga le jeudi": something new on a day, said as news.
const THERE_IS_NEW =
  /^(?:(?:ab|from|desde|dès|à partir d[eu])\s+[\p{L}\d.]+\s+)?(?:gibt es|es gibt|there['’]s|there is|there are|hay|il y a)\s+(?:(?:jetzt|nun|auch|neu|now|also|ahora|también|aussi|désormais|maintenant|également)\s+)+(?:(?:an?|some|un|une|du|de la|des|una?)\s+)?/iu;

/** An instruction adding one entry to a list, or null. */
export function parseAddItem(text: string): AddItemOp | null {
  const thereIs = THERE_IS_NEW.exec(text);
  if (thereIs) {
    const rest = text.slice(thereIs[0].length);
    if (DAY_WORDS.test(rest)) return parseAddItem(`add ${rest}`);
  }
  const takeUp = GERMAN_TAKE_UP.exec(text);
  if (takeUp) {
    const name = takeUp[1]!.replace(/^(?:die|der|das|den)\s+/i, '');
    // "Nehmt bitte Krallen schneiden für 10 € mit auf": an entry with its price.
    const priced = findMoney(name).some((m) => m.currency) ? parseAddItem(`add ${name}`) : null;
    if (priced) return takeUp[2] ? { ...priced, list: takeUp[2] } : priced;
    return { kind: 'addItem', name: capitalise(name), list: takeUp[2] ?? 'services' };
  }
  // "New on the menu: Matcha Latte £4.20", "Neu auf der Karte: ...", "Nouveau sur la carte : ...": an entry added.
  const newOn = NEW_ON_LIST.exec(text);
  if (newOn) return parseAddItem(`add ${text.slice(newOn[0].length).trim()}`);
  const member = newMember(text);
  if (member) return member;
  const news = offerNews(text) ?? plainNews(text);
  if (news) return news;
  // German puts the verb last: "Spaghettieis für 6 € aufnehmen", "bitte Käsekuchen zu 3 € hinzufügen".
  const last = GERMAN_ADD_LAST.exec(text);
  if (last && last.index > 0) return parseAddItem(`add ${text.slice(0, last.index).replace(/^\s*bitte\s+/i, '')}`);
  const verb = text.match(ADD_WORDS);
  if (verb?.index === undefined || !LEADING.test(text.slice(0, verb.index)) || SECTION_WORDS.test(text) || OTHER_EDITS.test(text))
    return null;
  const money = findMoney(text).filter((m) => m.currency);
  if (money.length > 1) return null;
  let rest = withoutClosingWords(text.slice(verb.index + verb[0].length));
  // "a new class: pilates on Tuesday mornings": the kind before the colon, the item after it (the
  // colon of a time, "8:15pm", is none).
  const colon = rest.search(/:(?!\d)/);
  // "to the menu: croquetas de jamón 7 €": the list before the colon, the item after it.
  if (colon >= 0 && (KIND_WORDS.test(rest.slice(0, colon)) || LIST_WORDS.test(rest.slice(0, colon)))) rest = rest.slice(colon + 1);
  rest = rest.trim();
  // Articles are skipped by moving an index: slicing once per article would be quadratic in "a a a a ...".
  let skip = 0;
  for (let article = articleAt(rest, skip); article > 0; article = articleAt(rest, skip)) skip += article;
  rest = rest.slice(skip);
  // The list is named right after its word ("à la carte", "bei den Leistungen"): "croissant aux
  // amandes" or "patatas a las bravas" name no list.
  const listAt = [...rest.matchAll(LIST_AFTER_ALL)].find((m) => LIST_NAMED_NEXT.test(rest.slice(m.index + m[0].length)));
  const list = listAt ? rest.slice(listAt.index + listAt[0].length).trim() : undefined;
  const day = rest.match(DAY_WORDS);
  const bareAmount = /(?:^|\s)(?:for|at|à|por|für|zu|a)\s\d/iu.test(rest);
  if (money.length === 0 && !bareAmount && day?.index === undefined && !list) return null;
  const end = Math.min(
    ...[rest.match(NAME_END)?.index, day?.index, rest.search(/\d|[£$€¥,:(—–]/), list !== undefined ? listAt?.index : undefined].filter(
      (i): i is number => i !== undefined && i >= 0,
    ),
    rest.length,
  );
  // An item's name is short: a longer stretch is no name (and the expression below reads only a bounded text).
  if (end > 120) return null;
  const name = rest
    .slice(0, end)
    .replace(/\s+(?:on|am|le|el)$/i, '')
    .trim();
  if (!name || name.length > 60 || (KIND_WORDS.test(name) && name.split(/\s+/).length === 1)) return null;
  // "a booking form for Saturdays", "a timetable on Tuesdays": a section of its own, not an entry.
  // A list named ("a book club ... to what's on", "a quiz night to the events") makes it an entry whatever its words.
  if (!list && FEATURE_WORDS.some(([, pattern]) => pattern.test(name))) return null;
  const op: AddItemOp = { kind: 'addItem', name: name.charAt(0).toUpperCase() + name.slice(1) };
  if (money[0]) op.price = text.slice(money[0].start, money[0].end);
  else {
    // "a fringe trim for 6": an amount right after "for" / "at" keeps the list's currency.
    const bare = rest.match(/(?:^|\s)(?:for|at|à|por|für|zu|a)\s(\d{1,6}(?:[.,]\d{1,2})?)(?!\s?(?:am|pm|h|uhr)\b)(?![\d:.])/iu);
    if (bare?.[1]) op.price = bare[1];
  }
  if (day?.index !== undefined) {
    const whenEnd = listAt && listAt.index !== undefined && listAt.index > day.index ? listAt.index : rest.length;
    // "first Tuesday of each month", "jeden letzten Freitag": the word that says which one belongs to the day.
    // (Read in the 60 characters before the day: the expression ends at the text's end, so a longer
    // text would be tried from every position.)
    const from = Math.max(0, day.index - 60);
    const which = WHICH_DAY.exec(rest.slice(from, day.index));
    op.when = rest
      .slice(which ? from + which.index + (/^[\s,]/.test(which[0]) ? 1 : 0) : day.index, whenEnd)
      .replace(/[,.]\s*$/, '')
      .trim();
    op.when = op.when.charAt(0).toUpperCase() + op.when.slice(1);
  }
  if (list) op.list = list;
  return op;
}

/** The text of a node with its children's texts kept apart. */
function spacedText(node: Node): string {
  if (isText(node)) return node.value;
  return 'childNodes' in node ? node.childNodes.map((child) => spacedText(child as Node)).join(' ') : '';
}

/** An entry's last element: a term's last description, else the entry itself. */
function entryEnd(entry: Element): Element {
  if (entry.tagName !== 'dt') return entry;
  const siblings = (entry.parentNode as Element).childNodes.filter((n): n is Element => isElement(n as Node));
  let last = entry;
  for (let i = siblings.indexOf(entry) + 1; i < siblings.length && siblings[i]!.tagName === 'dd'; i++) last = siblings[i]!;
  return last;
}

function entryText(entry: Element): string {
  if (entry.tagName !== 'dt') return spacedText(entry);
  const siblings = (entry.parentNode as Element).childNodes.filter((n): n is Element => isElement(n as Node));
  const end = siblings.indexOf(entryEnd(entry));
  return siblings
    .slice(siblings.indexOf(entry), end + 1)
    .map((el) => spacedText(el))
    .join(' ');
}

const ENTRY_TAGS: Record<string, string> = { ul: 'li', ol: 'li', tbody: 'tr', table: 'tr', dl: 'dt' };

function entriesOf(container: Element): Element[] {
  const tag = ENTRY_TAGS[container.tagName];
  const children = container.childNodes.filter((n): n is Element => isElement(n as Node) && !!(n as Element).sourceCodeLocation);
  if (tag) return children.filter((c) => c.tagName === tag);
  // A div of cards: children sharing one class.
  const cls = attr(children[0] ?? container, 'class');
  return cls && children.length >= 2 && children.every((c) => attr(c, 'class') === cls) ? children : [];
}

/** The heading and id of the part of the page a list is in. */
function placeWords(container: Element, headings: Element[]): Set<string> {
  const section = closest(container, 'section') ?? closest(container, 'article');
  const own = `${attr(container, 'id') ?? ''} ${attr(container, 'class') ?? ''}`;
  const words = `${own} ${section ? `${attr(section, 'id') ?? ''} ${headingIn(section, headings)}` : ''}`;
  // A list right after its own heading: "<h3>Bread</h3><ul>".
  const parent = container.parentNode;
  const siblings = parent && 'childNodes' in parent ? parent.childNodes.filter((n): n is Element => isElement(n as Node)) : [];
  const before = siblings[siblings.indexOf(container) - 1];
  return new Set(wordsOf(`${words} ${before && /^h[2-6]$/.test(before.tagName) ? textContent(before) : ''}`));
}

function headingIn(section: Element, headings: Element[]): string {
  const loc = section.sourceCodeLocation;
  if (!loc) return '';
  const heading = headings.find((h) => (h.sourceCodeLocation?.startOffset ?? -1) > loc.startOffset);
  return heading && (heading.sourceCodeLocation?.startOffset ?? Infinity) < loc.endOffset ? textContent(heading) : '';
}

interface Splice {
  start: number;
  end: number;
  text: string;
}

/** `text` with its first amount of money made `price` (in the old currency when `price` names none). */
function withPrice(text: string, price: string): string {
  const money = findMoney(text).find((m) => m.currency);
  if (!money) return text;
  const old = text.slice(money.start, money.end);
  const next = findMoney(price).some((m) => m.currency) ? price : old.replace(WRITTEN_AMOUNT, price);
  return `${text.slice(0, money.start)}${next}${text.slice(money.end)}`;
}

/** The new entry: a copy of `entry` up to `last` (a term's descriptions) with the op's words put in. */
function newEntry(doc: HtmlSource, entry: Element, last: Element, op: AddItemOp): string {
  const from = entry.sourceCodeLocation!.startOffset;
  const to = last.sourceCodeLocation!.endOffset;
  const texts = doc.textNodes(entry.parentNode as Node).filter((n) => {
    const at = n.sourceCodeLocation?.startOffset ?? -1;
    return at >= from && at < to && /[\p{L}\d]/u.test(n.value);
  });
  const splices: Splice[] = [];
  // The copied text's own spacing is kept around the new words ("<strong>Yoga</strong> Monday").
  const set = (node: TextNode, text: string) =>
    splices.push({
      start: node.sourceCodeLocation!.startOffset - from,
      end: node.sourceCodeLocation!.endOffset - from,
      text: `${node.value.match(/^\s*/)![0]}${escapeText(text)}${node.value.match(/\s*$/)![0]}`,
    });
  const clear = (node: TextNode) => {
    const parent = node.parentNode as Element | null;
    // A description alone in its element goes with its element.
    if (parent && parent !== entry && parent !== last && parent.childNodes.length === 1 && parent.sourceCodeLocation)
      splices.push({ start: parent.sourceCodeLocation.startOffset - from, end: parent.sourceCodeLocation.endOffset - from, text: '' });
    else splices.push({ start: node.sourceCodeLocation!.startOffset - from, end: node.sourceCodeLocation!.endOffset - from, text: '' });
  };
  const moneyAt = (text: string) => findMoney(text).find((m) => m.currency)?.start ?? -1;
  const timeAt = (text: string) => text.match(DAY_WORDS)?.index ?? text.match(TIME)?.index ?? -1;
  const slot = op.price ? texts.find((n) => moneyAt(n.value) >= 0) : op.when ? texts.find((n) => timeAt(n.value) >= 0) : undefined;
  const extra = op.price ?? op.when;
  // The copied entry's own name, which its button and attributes repeat ("Add to cart: Oak board").
  const first = texts.find((n) => /\p{L}/u.test(n.value))?.value ?? '';
  const oldName = (moneyAt(first) >= 0 ? first.slice(0, moneyAt(first)).replace(/[\s—–:|-]+$/, '') : first).trim();
  const inButton = (node: TextNode) => {
    const parent = node.parentNode;
    return parent !== null && isElement(parent as Node) && closest(parent as Element, 'button') !== undefined;
  };
  let named = false;
  let roleSet = false;
  for (const node of texts) {
    if (named && node !== slot && inButton(node)) {
      // A button keeps its words ("Add to cart"), its mention of the old name made the new one.
      if (oldName && node.value.includes(oldName)) set(node, node.value.replace(oldName, op.name).trim());
      continue;
    }
    if (node === slot) {
      const at = op.price ? moneyAt(node.value) : timeAt(node.value);
      const before = node.value.slice(0, at);
      const value = op.price ? withPrice(node.value.slice(at), op.price).trimEnd() : op.when!;
      // "Monday 7pm – Vinyasa flow", "£12 – Drop-in": the time or price first, the name after a dash.
      const nameAfter = /\p{L}/u.test(before) ? null : /\s*[—–:|-]\s*(?=\p{L})/u.exec(node.value.slice(at));
      if (!named && /\p{L}/u.test(before)) {
        // "Haircut — £20", "Yoga — Monday 7pm": the name and the rest in one line.
        set(node, `${op.name}${before.match(/[\s—–:|-]*$/)?.[0] || ' '}${value}`);
        named = true;
      } else if (!named && nameAfter) {
        set(node, `${op.price ?? op.when}${nameAfter[0]}${op.name}`);
        named = true;
      } else set(node, op.price ? withPrice(node.value, op.price) : op.when!);
    } else if (!named && /\p{L}/u.test(node.value)) {
      set(node, !slot && extra ? `${op.name} — ${extra}` : op.name);
      named = true;
    } else if (named && op.role && !roleSet && /\p{L}/u.test(node.value)) {
      // A person's card: the copied role becomes theirs.
      set(node, op.role);
      roleSet = true;
    } else clear(node);
  }
  let html = doc.text.slice(from, to);
  for (const s of splices.sort((a, b) => b.start - a.start)) html = html.slice(0, s.start) + s.text + html.slice(s.end);
  // What the copy's attributes say of the entry: a cart button's data-name and data-price, labels.
  const oldAttr = oldName ? escapeAttr(oldName) : '';
  html = html.replace(/(\s(?:data-name|aria-label|title|alt)=")([^"]*)"/g, (whole, start: string, value: string) =>
    oldAttr && value.includes(oldAttr) ? `${start}${value.replace(oldAttr, () => escapeAttr(op.name))}"` : whole,
  );
  const amount = op.price ? findMoney(op.price)[0]?.amount : undefined;
  if (amount !== undefined) html = html.replace(/(\sdata-price=")[^"]*"/g, (_, start: string) => `${start}${amount}"`);
  return html;
}

// Parts of the day, also inside German compounds ("Dienstagabend").
const PARTS: [RegExp, (hour: number) => boolean][] = [
  [/morning|vormittag|morgen|mañana|matin/i, (h) => h < 12],
  [/afternoon|nachmittag|tarde|après-midi/i, (h) => h >= 12 && h < 17],
  [/evening|night|abend|noche|soir/i, (h) => h >= 17],
];

/** Which day of the week a word names (0 for Monday), in any of the four languages; -1 for none. */
function dayIndex(word: string): number {
  const plain = word.trim().toLowerCase();
  if (plain.length < 3) return -1;
  for (const strings of Object.values(STRINGS)) {
    const index = strings.days.findIndex((d) => plain.startsWith(d.toLowerCase()) || d.toLowerCase().startsWith(plain));
    if (index >= 0) return index;
  }
  return -1;
}

/** The hour of "7pm" or "19:00" on a 24-hour clock. */
function hourOf(time: string | undefined): number | undefined {
  if (!time) return undefined;
  const hour = Number(time.match(/\d{1,2}/)![0]);
  return /pm/i.test(time) && hour < 12 ? hour + 12 : hour;
}

/** A timetable with days across the top: the class goes in the day's column, at the time asked for. */
function addToGrid(doc: HtmlSource, op: AddItemOp): boolean {
  const day = dayIndex(op.when?.match(DAY_WORDS)?.[0] ?? '');
  if (day < 0) return false;
  const byTable = new Map<Element, Element[]>();
  for (const row of doc.elements('tr')) {
    const table = closest(row, 'table');
    if (!table) continue;
    const rows = byTable.get(table);
    if (rows) rows.push(row);
    else byTable.set(table, [row]);
  }
  for (const rows of byTable.values()) {
    const head = rows[0];
    if (!head) continue;
    const cells = (row: Element) =>
      row.childNodes.filter((n): n is Element => isElement(n as Node) && /^t[hd]$/.test((n as Element).tagName));
    const column = cells(head).findIndex((c) => dayIndex(textContent(c)) === day);
    if (column < 0) continue;
    const part = PARTS.find(([words]) => words.test(op.when!))?.[1];
    const explicit = hourOf(op.when!.match(TIME)?.[0]);
    const body = rows.slice(1);
    const hour = (row: Element) => Number(textContent(cells(row)[0] ?? row).match(/\d{1,2}/)?.[0] ?? Number.NaN);
    // A time the table has no row for gets a row of its own, in order ("bachata on Thursdays at
    // 20:00" in a table of 07:00 to 19:00 is no class at 07:00).
    if (explicit !== undefined && !body.some((r) => hour(r) === explicit)) {
      const width = cells(head).length;
      const label = `${String(explicit).padStart(2, '0')}:${op.when!.match(/:(\d\d)/)?.[1] ?? '00'}`;
      const tds = Array.from({ length: width - 1 }, (_, i) => `<td>${i + 1 === column ? escapeText(op.name) : ''}</td>`).join('');
      const markup = `<tr><th scope="row">${label}</th>${tds}</tr>`;
      const later = body.find((r) => hour(r) > explicit);
      const earlier = body.filter((r) => hour(r) < explicit).at(-1);
      if (later?.sourceCodeLocation) doc.insertBefore(later, `${markup}\n`);
      else if (earlier?.sourceCodeLocation) doc.insertAfter(earlier, `\n${markup}`);
      else continue;
      return true;
    }
    const row = (explicit !== undefined && body.find((r) => hour(r) === explicit)) || (part && body.find((r) => part(hour(r)))) || body[0];
    const cell = row && cells(row)[column];
    if (!cell?.sourceCodeLocation?.endTag) continue;
    const had = textContent(cell).trim();
    doc.replaceInner(cell, escapeText(had ? `${had}, ${op.name}` : op.name));
    return true;
  }
  return false;
}

// Words of the section that lists what a business offers, for an entry added with no list named.
const OFFER_LISTS = [
  ...['services', 'offer', 'menu', 'classes', 'products', 'courses', 'subjects', 'treatments', 'shop', 'leistungen', 'angebot'],
  ...['kurse', 'speisekarte', 'servicios', 'carta', 'clases', 'productos', 'prestations', 'carte', 'cours', 'produits'],
];

/** Whether a thing named alone is like what a list offers: a kind of thing offered, or a word of an entry or of the list's heading. */
function likeOffered(name: string, entries: string[], place: Set<string>): boolean {
  if (KIND_PLURALS.test(name)) return true;
  const words = wordsOf(name).filter((w) => w.length >= 4);
  const listed = [...place, ...entries.flatMap((entry) => wordsOf(entry))];
  return words.some((word) => listed.some((other) => sameItemWord(word, other)));
}

export function addItem(files: SiteFiles, op: AddItemOp): string {
  // No list named: the list of what the business offers, never a form's fields or the quiz's answers.
  const hint = op.list
    ? wordsOf(op.list).filter((w) => !['list', 'liste', 'lista', 'the', 'our'].includes(w))
    : wordsOf(OFFER_LISTS.join(' '));
  let best: { path: string; doc: HtmlSource; entries: Element[]; score: number } | undefined;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    if (op.when && addToGrid(doc, op)) {
      files.set(page.path, doc.result());
      return `Added ${op.name} (${op.when}) to the timetable of ${page.path}`;
    }
    const headings = doc.elements('h2', 'h3');
    for (const container of doc.elements('ul', 'ol', 'dl', 'tbody', 'table', 'div').slice(0, 400)) {
      if (closest(container, 'nav') || closest(container, 'header') || closest(container, 'footer') || closest(container, 'form')) continue;
      // List entries are short: a long one (read from its source range, without walking it) is no entry.
      const entries = entriesOf(container).filter((e) => e.sourceCodeLocation!.endOffset - e.sourceCodeLocation!.startOffset <= 3000);
      if (entries.length === 0) continue;
      const texts = entries.map((e) => entryText(e));
      // A list whose entries show no words (a product's picture buttons) has no name to copy the new one into.
      if (!texts.some((t) => /\p{L}/u.test(t))) continue;
      if (op.price && !texts.some((t) => findMoney(t).some((m) => m.currency))) continue;
      if (!op.price && op.when && !texts.some((t) => DAY_WORDS.test(t) || TIME.test(t))) continue;
      const place = placeWords(container, headings);
      const like = likeOffered(op.name, texts, place);
      if (op.plain && !like) continue;
      // Between lists the words around them do not tell apart, the one of things like it ("E-bike
      // servicing" beside "Hire bikes", not beside the shop's shirts); with no list named, that likeness
      // says more than the words of what is offered around them.
      const score = hint.filter((w) => place.has(w)).length + (like ? (op.list ? 0.5 : 2) : 0);
      if (!best || score > best.score) best = { path: page.path, doc, entries, score };
    }
  }
  if (!best && op.plain)
    throw new EditFailure(
      `"${op.name}" is not like anything the pages list; say where it goes ("add ${op.name.toLowerCase()} to the services")`,
    );
  if (!best)
    throw new EditFailure(
      `I could not find a list${op.price ? ' with prices' : op.when ? ' of days and times' : ''} to add "${op.name}" to`,
    );
  const { doc, entries } = best;
  const entry = entries[entries.length - 1]!;
  // A term brings its descriptions: the copy runs to the last <dd> after it.
  const last = entryEnd(entry);
  const previous = entries[entries.length - 2];
  const gap = previous
    ? doc.text.slice(previous.sourceCodeLocation!.endOffset, previous.sourceCodeLocation!.endOffset + 40).match(/^\s*/)![0]
    : '';
  doc.insertAfter(last, `${gap || '\n'}${newEntry(doc, entry, last, op)}`);
  const path = best.path;
  files.set(path, doc.result());
  return `Added ${op.name}${op.price ? ` at ${op.price}` : ''}${op.when ? ` (${op.when})` : ''} to the list in ${path}`;
}
