// "The sourdough is now £4.50", "make the Pro plan $29/month": one item's price changed where the
// page shows it. The item is the shortest element whose words include the words the caller
// named; its price is the first amount after it in the nearest block that shows one (a menu line,
// a table row, a pricing card, the <dd> after a <dt>).
import { escapeText } from '../render/html-text.ts';
import { CHANGE_WORDS, wordsPattern } from './edit-words.ts';
import { attr, HtmlSource, isElement, textContent, type Element, type Node, type TextNode } from './html-source.ts';
import type { SiteFiles } from './site-files.ts';
import { EditFailure } from './edit-failure.ts';
import { sameItemWord, wordsOf } from './item-words.ts';
import { monthNames, weekdayNamesInProse } from '../request/calendar-words.ts';
import { findMoney, readAmount, type Money } from '../request/money.ts';
import { amountLike, sameCurrency, WRITTEN_AMOUNT } from './price-format.ts';

export interface PriceOp {
  kind: 'price';
  item: string;
  /** The new price as the caller wrote it ("£4.50"), or only its amount ("4.50") to keep the page's currency. */
  price: string;
  withCurrency: boolean;
  /** A change by an amount or a percentage instead of a new price ("knock £5 off", "10 % more"): signed. */
  by?: { amount: number; percent: boolean };
}

const PRICE_WORDS = wordsPattern([
  ...['price', 'prices', 'cost', 'costs', 'charge', 'raise', 'lower', 'drop', 'cut', 'reduce', 'increase', 'is now', 'are now'],
  // "hot chocolate should be £3.80", "the trim needs to be £14".
  ...['should be', 'should cost', 'needs to be', 'need to be', 'must be', 'will be', 'will cost'],
  ...[
    'going up',
    'going down',
    'goes up',
    'go up',
    'went up',
    'went down',
    'rose',
    'rising',
    'steigt',
    'sube',
    'suben',
    'subid',
    'bajad',
    'subir',
    'bajar',
    // "Subimos la punción seca a 42 €", "Nous augmentons le forfait à 60 €": the business saying what it does.
    'subimos',
    'bajamos',
    'rebajamos',
    'augmentons',
    'baissons',
    'augmente',
    'augmentent',
    'passe',
    'passent',
  ],
  ...['kostet', 'kosten', 'preis', 'precio', 'cuesta', 'cuestan', 'vale', 'prix', 'coûte', 'coûtent', 'coute'],
  // What the business asks: "Ab Februar verlangen wir für die Rückenmassage 39 €", "cobramos 20 € por ...", "nous demandons 15 € pour ...".
  ...[
    'verlangen',
    'verlangt',
    'nehmen wir',
    'cobramos',
    'cobra',
    'cobran',
    'demandons',
    'facturons',
    'we charge',
    "we'll charge",
    'we ask',
  ],
  // "Croissant: 9.50 instead of 8", "bump the flat white up to 4".
  ...[
    'instead of',
    'rather than',
    'statt',
    'anstatt',
    'en lugar de',
    'en vez de',
    'au lieu de',
    'bump',
    'up to',
    'down to',
    'pasa',
    'pasan',
  ],
  // "Las croquetas bajan a 5,50 €", "le menu baisse à 18 €", "der Eintritt sinkt auf 8 €".
  ...['baja', 'bajan', 'baisse', 'baissent', 'sinkt', 'sinken'],
  // "Scheren wird teurer, 60 €", "the large box gets cheaper: £20", "le forfait est plus cher : 60 €".
  ...['teurer', 'günstiger', 'billiger', 'more expensive', 'cheaper', 'plus cher', 'plus chère', 'moins cher', 'moins chère'],
  ...['más caro', 'más cara', 'más caros', 'más caras', 'más barato', 'más barata'],
]);
// Words that mark an amount as the old price: "from £3.80 to £4.20", "9.50 instead of 8", "(was £85)".
const OLD_PRICE_BEFORE = new RegExp(
  `(?<![\\p{L}])(?:${['from', 'instead of', 'rather than', 'was', 'were', 'statt', 'anstatt', 'vorher', 'bisher', 'von']
    .concat(['en lugar de', 'en vez de', 'antes', 'de', 'au lieu de', 'avant', 'au lieu des'])
    .join('|')})\\s*[(:]?\\s*$`,
  'iu',
);
/** The amount is said to be the old price ("from £3.80 to ...", "(was £85)"). */
function isOldPrice(text: string, money: Money): boolean {
  return OLD_PRICE_BEFORE.test(text.slice(Math.max(0, money.start - 16), money.start));
}

// Words of the sentence around the item's name, in the four languages.
const FILLER = new Set(
  [
    ...['the', 'our', 'my', 'a', 'an', 'is', 'are', 'now', 'price', 'prices', 'priced', 'of', 'for', 'to', 'at', 'change', 'make'],
    ...['set', 'update', 'cost', 'costs', 'should', 'be', 'will', 'from', 'on', 'it', 'its', 'plan', 'tier', 'package', 'per'],
    ...['month', 'monthly', 'year', 'yearly', 'mo', 'yr', 'each', 'please', 'raise', 'lower', 'drop', 'cut', 'reduce', 'increase'],
    ...['item', 'just', 'only', 'instead', 'new', 'and', 'with', 'by', 'of', 'that', 'so', 'we', 'sell', 'charge', 'go', 'goes', 'up'],
    ...['der', 'die', 'das', 'den', 'dem', 'kostet', 'kosten', 'jetzt', 'preis', 'von', 'auf', 'für', 'ab', 'sofort', 'nun', 'ändere'],
    ...['setze', 'el', 'la', 'los', 'las', 'ahora', 'cuesta', 'cuestan', 'precio', 'de', 'del', 'cambia', 'pon', 'vale', 'al'],
    ...['le', 'les', 'du', 'des', 'coûte', 'coûtent', 'maintenant', 'prix', 'à', 'désormais', 'change', 'changez', 'mets', 'euro'],
    ...['euros', 'dollars', 'pounds', 'eur', 'usd', 'gbp', 'mes', 'mois', 'monat', 'plan', 'formule', 'tarif'],
    // The old price's words and the verbs "is" ("der Preis für das Croissant ist jetzt 4 €").
    ...['instead', 'rather', 'than', 'was', 'were', 'statt', 'anstatt', 'vorher', 'bisher', 'lugar', 'vez', 'antes', 'lieu', 'au'],
    ...['avant', 'ist', 'sind', 'beträgt', 'es', 'son', 'est', 'sont', 'bump', 'bumped', 'raised', 'lowered'],
    // "should be £3.80", "needs to be £14".
    ...['should', 'needs', 'need', 'must'],
    // A price said as news: "trims are going up to £18 next month", "der Haarschnitt steigt ab Mai auf 30 €".
    ...['going', 'gone', 'rising', 'rise', 'rises', 'increasing', 'increases', 'coming', 'down', 'falling', 'next', 'week', 'weeks'],
    // "... will cost £5 this summer": when, no part of the item.
    ...['this', 'summer', 'winter', 'spring', 'autumn', 'season'],
    // "group walks went up to £12", "the trim rose to £14", "has been put up to".
    ...['went', 'rose', 'fell', 'dropped', 'increased', 'decreased', 'reduced', 'has', 'have', 'been', 'put', 'moved'],
    ...['soon', 'today', 'tomorrow', 'starting', 'start', 'this', 'these', 'those', 'all', 'will', 'we', "we're", 'are', 'our'],
    ...monthNames(),
    // "Gel manicure goes up to £28 from Monday": the day it starts is no part of the item.
    ...weekdayNamesInProse(),
    ...['steigt', 'steigen', 'sinkt', 'nächsten', 'nächste', 'kommenden', 'woche', 'bald', 'wird', 'werden', 'auf', 'erhöhen', 'senken'],
    ...['nächstem', 'nächster', 'kommendem', 'kommender', 'monat', 'jahr', 'leider'],
    // "Bitte den Preis fürs Platten flicken auf 14 € anheben", "por favor", "mettez le café à 2 €".
    ...['bitte', 'fürs', 'anheben', 'heben', 'reduzieren', 'ändern', 'setzen', 'setzt', 'erhöht', 'gesenkt', 'geändert'],
    ...['por', 'favor', 'mettez', 'passez', 'merci'],
    ...['sube', 'suben', 'baja', 'bajan', 'próximo', 'próxima', 'semana', 'pronto', 'pasa', 'pasan', 'a', 'subir', 'bajar'],
    ...['subid', 'bajad', 'poned', 'cambiad', 'dejad', 'take', 'bring', 'knock', 'taking', 'bringing'],
    ...['subimos', 'bajamos', 'rebajamos', 'augmentons', 'baissons', 'nous'],
    ...[
      'desde',
      'dès',
      'partir',
      'verlangen',
      'verlangt',
      'nehmen',
      'wir',
      'ihr',
      'cobramos',
      'cobra',
      'cobran',
      'demandons',
      'facturons',
      'pour',
      'ask',
      "we'll",
    ],
    ...['augmente', 'augmentent', 'baisse', 'baissent', 'passe', 'passent', 'prochain', 'prochaine', 'semaine', 'bientôt', 'va', 'vont'],
    // Dearer or cheaper: "Scheren wird teurer, 60 €", "the large box gets cheaper".
    ...['teurer', 'günstiger', 'billiger', 'more', 'expensive', 'cheaper', 'gets', 'getting', 'plus', 'moins', 'cher', 'chère', 'sinken'],
    ...['más', 'caro', 'cara', 'caros', 'caras', 'barato', 'barata'],
  ].map((w) => w.toLowerCase()),
);

// What the price is for, right after it: "£15 a day", "$4.99/month", "20 € pro Stunde", "12 € la nuit".
const PRICE_UNIT = new RegExp(
  `^\\s*(?:/\\s*|(?:a|an|per|each|pro|por|al|la|le|par|the)\\s+)(?:${[
    ...['day', 'night', 'hour', 'hr', 'person', 'head', 'week', 'month', 'year', 'session', 'lesson', 'class', 'visit', 'mo', 'yr'],
    ...['tag', 'nacht', 'stunde', 'woche', 'monat', 'jahr', 'día', 'noche', 'hora', 'persona', 'semana', 'mes', 'año', 'jour', 'nuit'],
    ...['heure', 'personne', 'semaine', 'mois', 'an', 'séance'],
  ].join('|')})(?![\\p{L}])`,
  'iu',
);

/** Where the words after an amount start: past its unit ("£15 a day" -> after "a day"). */
function afterUnit(text: string, end: number): number {
  return end + (PRICE_UNIT.exec(text.slice(end))?.[0].length ?? 0);
}

function itemWords(text: string): string {
  return (text.match(/[\p{L}\d'’-]+/gu) ?? []).filter((w) => !FILLER.has(w.toLowerCase()) && !/^\d/.test(w)).join(' ');
}

/** The clause of text[start, end): between the separators (", ", ": ", "; ", " - ") around it. */
function clauseAround(text: string, start: number, end: number): { start: number; end: number } {
  const separator = /[,:;] |\s[-–—]\s/g;
  let from = 0;
  let to = text.length;
  for (const m of text.matchAll(separator)) {
    if (m.index + m[0].length <= start) from = m.index + m[0].length;
    else if (m.index >= end) {
      to = m.index;
      break;
    }
  }
  return { start: from, end: to };
}

// A price changed by an amount: "Knock £5 off the acrylics", "raise the trim by £2", "cupcakes are 50p
// cheaper", "Die Inspektion um 5 € günstiger", "el menú 2 € más barato", "baissez le menu de 2 €".
// An amount a price changes by: "£5", "50p", "3 €", "10%". Bounded, so each place it is tried costs little.
const CHANGE_BY = String.raw`(\d{1,6}(?:[.,]\d{1,2})?\s?%|[£$€]\s?\d{1,6}(?:[.,]\d{1,2})?|\d{1,6}(?:[.,]\d{1,2})?\s?(?:€|p|euros?|pounds?|dollars?|CHF))`;
// Each phrasing is found by an expression anchored at the start or opening on a word, never by one
// that tries every split of the text (a request of spaces would take minutes, see docs/engines.md):
// the item is the text between the pieces found.
// "Knock £5 off the acrylics", "take 10% off the cakes".
const OFF_FIRST = new RegExp(String.raw`^(?:please\s+)?(?:knock|take)\s+${CHANGE_BY}\s+off\s+(?:the\s+(?:price\s+of\s+)?)?`, 'iu');
// "Raise the trim by £2", "lower the price of the trim by 10%": the verb first, "by" and the amount last.
const VERB_FIRST =
  /^(?:please\s+)?(?:raise|increase|put up|bump up|lower|reduce|cut|drop|bring down|discount)\s+(?:the\s+(?:price\s+(?:of|for)\s+)?)?/iu;
const BY_LAST = new RegExp(String.raw`(?<=\s)by\s+${CHANGE_BY}$`, 'iu');
// "Cupcakes are 50p cheaper", "Die Inspektion 5 € günstiger", "el menú 2 € más barato", "le menu 2 € de moins".
const COMPARED_LAST = new RegExp(
  String.raw`(?<=\s)${CHANGE_BY}\s+(?:cheaper|less|dearer|more|more expensive|günstiger|billiger|teurer|más barat[oa]s?|más car[oa]s?|de moins|de plus|moins cher|plus cher)$`,
  'iu',
);
// "Den Herrenschnitt um 3 € erhöhen": the amount after "um", the verb last.
const UM_LAST = new RegExp(
  String.raw`(?<=\s)um\s+${CHANGE_BY}\s+(?:erhöhen|anheben|senken|reduzieren|günstiger machen|teurer machen)$`,
  'iu',
);
// "Baissez le menu de 2 €", "bajad el menú en 2 €": the verb first, the amount last.
const ROMANCE_VERB_FIRST =
  /^(?:(?:nous\s+)?(?:baissez|réduisez|augmentez|montez|augmentons|baissons)|bajad|rebajad|subid|baja|rebaja|sube|subimos|bajamos|rebajamos)\s+(?:(?:le|la|les|el|los|las)\s+)?/iu;
const DE_LAST = new RegExp(String.raw`(?<=\s)(?:de|en)\s+${CHANGE_BY}$`, 'iu');
// Said after it all: "now", "from today", and the full stop.
const TAIL_WORDS = ['now', 'from now on', 'from today', 'jetzt', 'ab sofort', 'ahora', 'maintenant', 'désormais', 'please', 'bitte'];
const LOWER =
  /(?<![\p{L}])(?:knock|take|lower|reduce|cut|drop|bring down|discount|cheaper|less|günstiger|billiger|senken|reduzieren|barat[oa]s?|de moins|moins cher|baissez|réduisez|baissons|bajad|rebajad|baja|rebaja|bajamos|rebajamos)(?![\p{L}])/iu;

/** `text` without what may close it after the amount: a full stop, "now", "from today". */
function withoutTail(text: string): string {
  let out = text.trim();
  for (let changed = true; changed; ) {
    changed = false;
    if (/[.!]$/.test(out)) {
      out = out.slice(0, -1).trimEnd();
      changed = true;
    }
    const lower = out.toLowerCase();
    const word = TAIL_WORDS.find((w) => lower.endsWith(` ${w}`));
    if (word) {
      out = out.slice(0, out.length - word.length).trimEnd();
      changed = true;
    }
  }
  return out;
}

// "Lasagne up a pound", "the flat white goes down 20p", "cream tea up by £1": the item first, the
// direction and the amount last (a count in words for whole pounds, euros or dollars).
const UP_OR_DOWN_LAST =
  /(?<=\s)(?:(?:goes|go|went|is|are)\s+)?(up|down)\s+(?:by\s+)?(?:(a|an|one|two|three|four|five|ten|\d{1,4}(?:[.,]\d{1,2})?)\s+(pounds?|quid|euros?|dollars?|pence|p)|([£$€]\s?\d{1,6}(?:[.,]\d{1,2})?|\d{1,4}p))$/iu;
const COUNT_WORDS: Record<string, number> = { a: 1, an: 1, one: 1, two: 2, three: 3, four: 4, five: 5, ten: 10 };
const UNIT_SIGNS: [RegExp, string][] = [
  [/^(?:pounds?|quid)$/i, '£'],
  [/^euros?$/i, '€'],
  [/^dollars?$/i, '$'],
];

/** "Lasagne up a pound" -> the lasagne, £1 more; null when the text says no such change. */
function upOrDownPrice(said: string): PriceOp | null {
  const m = UP_OR_DOWN_LAST.exec(said);
  if (!m) return null;
  const item = itemWords(said.slice(0, m.index));
  if (!item) return null;
  const sign = m[1]!.toLowerCase() === 'down' ? -1 : 1;
  if (m[4]) {
    const pence = /p$/i.test(m[4]);
    const amount = readAmount(m[4].replace(/[^\d.,]/g, '')) / (pence ? 100 : 1);
    return { kind: 'price', item, price: m[4], withCurrency: false, by: { amount: sign * amount, percent: false } };
  }
  const count = COUNT_WORDS[m[2]!.toLowerCase()] ?? readAmount(m[2]!);
  const pence = /^(?:pence|p)$/i.test(m[3]!);
  const unit = UNIT_SIGNS.find(([words]) => words.test(m[3]!))?.[1] ?? '';
  const price = pence ? `${count}p` : unit === '€' ? `${count} €` : `${unit}${count}`;
  return { kind: 'price', item, price, withCurrency: false, by: { amount: (sign * count) / (pence ? 100 : 1), percent: false } };
}

/** "Knock £5 off the acrylics" -> the acrylics, £5 less; null when no price is changed by an amount. */
function relativePrice(text: string): PriceOp | null {
  const said = withoutTail(text);
  const upOrDown = upOrDownPrice(said);
  if (upOrDown) return upOrDown;
  let named: string | undefined;
  let change: string | undefined;
  const off = OFF_FIRST.exec(said);
  if (off) [named, change] = [said.slice(off[0].length), off[1]];
  for (const [first, last] of [
    [VERB_FIRST, BY_LAST],
    [null, COMPARED_LAST],
    [null, UM_LAST],
    [ROMANCE_VERB_FIRST, DE_LAST],
  ] as const) {
    if (named !== undefined) break;
    const opening = first ? first.exec(said) : null;
    if (first && !opening) continue;
    const closing = last.exec(said);
    if (!closing || closing.index < (opening?.[0].length ?? 0)) continue;
    [named, change] = [said.slice(opening?.[0].length ?? 0, closing.index), closing[1]];
  }
  if (named === undefined || !change) return null;
  const item = itemWords(named);
  if (!item) return null;
  const percent = change.includes('%');
  const pence = /\dp$/i.test(change);
  const amount = readAmount(change.replace(/[^\d.,]/g, '')) / (pence ? 100 : 1);
  const sign = LOWER.test(text) ? -1 : 1;
  return { kind: 'price', item, price: change, withCurrency: false, by: { amount: sign * amount, percent } };
}

// "skin fade is £20 from 1st March": a thing said to be an amount of money is its price.
const IS_AN_AMOUNT =
  /(?<![\p{L}])(?:is|are|ist|sind|es|son|est|sont)\s+(?:[£$€]\s?\d|\d{1,6}(?:[.,]\d{1,2})?\s?(?:€|£|\$|eur|euros?|gbp|pounds?)(?![\p{L}]))/iu;

/** "The sourdough is now £4.50" -> the item and its new price, or null when the text sets no price. */
export function parsePrice(text: string): PriceOp | null {
  const relative = relativePrice(text);
  if (relative) return relative;
  if (!CHANGE_WORDS.test(text) && !PRICE_WORDS.test(text) && !IS_AN_AMOUNT.test(text)) return null;
  // An amount said to be the old price is not the new one, when another is: "es ahora de 4 €" (is
  // now 4 €) has one amount after "de", and that one is the new price.
  const all = findMoney(text);
  const fresh = all.filter((m) => !isOldPrice(text, m));
  const amounts = fresh.length > 0 ? fresh : all;
  const money = amounts.find((m) => m.currency) ?? (PRICE_WORDS.test(text) ? amounts[amounts.length - 1] : undefined);
  if (!money) return null;
  // "Quiz night is now on Wednesdays at 8pm": a time of day is no price.
  if (!money.currency && /^\s*(?::\d\d)?\s?(?:am|pm|a\.m\.|p\.m\.|h\b|uhr)/i.test(text.slice(money.end))) return null;
  const price = text.slice(money.start, money.end);
  // The item is named in the clause of the price ("Heads up: the trim goes up to £14, update it"),
  // else anywhere in the text ("the sourdough, our best seller, is now £4.50").
  const clause = clauseAround(text, money.start, money.end);
  const after = afterUnit(text, money.end);
  const item =
    itemWords(`${text.slice(clause.start, money.start)} ${text.slice(Math.min(after, clause.end), clause.end)}`) ||
    itemWords(`${text.slice(0, money.start)} ${text.slice(after)}`);
  if (!item) return null;
  return { kind: 'price', item, price, withCurrency: money.currency !== null };
}

// Where one price change ends and the next begins: "Calzone is £13 now and diavola £12", "tea £3, cake £4".
const BETWEEN_PRICES = /,\s+|;\s*|\s+(?:and|und|y|et|e)\s+/giu;

/**
 * A sentence that changes several prices, one piece per price ("Calzone is £13 now", "diavola £12");
 * the sentence whole when it changes one, or when a piece would name no item ("$29/month or $290/year").
 */
export function splitPriceChanges(text: string): string[] {
  const fresh = findMoney(text).filter((m) => m.currency && !isOldPrice(text, m));
  if (fresh.length < 2 || !parsePrice(text)) return [text];
  const cuts: { start: number; end: number }[] = [];
  for (let i = 1; i < fresh.length; i++) {
    let cut: { start: number; end: number } | null = null;
    for (const m of text.slice(fresh[i - 1]!.end, fresh[i]!.start).matchAll(BETWEEN_PRICES))
      cut = { start: fresh[i - 1]!.end + m.index, end: fresh[i - 1]!.end + m.index + m[0].length };
    if (!cut) return [text];
    cuts.push(cut);
  }
  const pieces = cuts.map((cut, i) => text.slice(i === 0 ? 0 : cuts[i - 1]!.end, cut.start)).concat(text.slice(cuts.at(-1)!.end));
  return pieces.every((piece) => itemWords(piece.replace(/[\d.,]+/g, ' ')) !== '') ? pieces.map((p) => p.trim()) : [text];
}

/** One piece of a sentence that changes several prices: "diavola £12", with no verb of its own. */
export function itemAtPrice(piece: string): PriceOp | null {
  const money = findMoney(piece).filter((m) => m.currency);
  if (money.length !== 1 || piece.split(/\s+/).length > 8) return null;
  const item = itemWords(`${piece.slice(0, money[0]!.start)} ${piece.slice(afterUnit(piece, money[0]!.end))}`);
  return item ? { kind: 'price', item, price: piece.slice(money[0]!.start, money[0]!.end), withCurrency: true } : null;
}

const NAME_TAGS = ['h2', 'h3', 'h4', 'h5', 'h6', 'dt', 'th', 'td', 'strong', 'b', 'span', 'li', 'p', 'figcaption', 'label', 'div'];

/** Elements naming the item (all its words among the element's words), shortest first. */
function itemElements(doc: HtmlSource, words: string[]): Element[] {
  const found: { el: Element; length: number }[] = [];
  for (const el of doc.elements(...NAME_TAGS)) {
    if (!el.sourceCodeLocation) continue;
    const text = textContent(el);
    if (text.length > 200) continue;
    const have = wordsOf(text);
    if (words.every((w) => have.some((h) => sameItemWord(w, h)))) found.push({ el, length: text.length });
  }
  return found.sort((a, b) => a.length - b.length).map((f) => f.el);
}

/** The first amount after `el` (else the last before it) inside its nearest ancestor that shows one. */
function priceNear(el: Element, prices: { node: TextNode; money: Money; offset: number }[]) {
  const at = el.sourceCodeLocation!.startOffset;
  let first = prices.findIndex((p) => p.offset >= at);
  if (first < 0) first = prices.length;
  for (let node: Node | null = el; node && isElement(node); node = node.parentNode as Node | null) {
    const loc = node.sourceCodeLocation;
    if (!loc || node.tagName === 'body' || node.tagName === 'main') break;
    const after = prices[first];
    if (after && after.offset < loc.endOffset) return after;
    const before = prices[first - 1];
    if (before && before.offset >= loc.startOffset) return before;
  }
  return undefined;
}

/** An amount changed by an amount or a percentage, to the cent; never below nothing. */
function changedBy(old: number, by: { amount: number; percent: boolean }): number {
  const value = by.percent ? old * (1 + by.amount / 100) : old + by.amount;
  if (value <= 0) throw new EditFailure('that would make the price nothing or less');
  return Math.round(value * 100) / 100;
}

export function changePrice(files: SiteFiles, op: PriceOp): string {
  const words = wordsOf(op.item);
  // The item named without a price near it, on a page before: the story of an about page
  // ("Croissants laminated over three days") before the menu that prices them. The next page is
  // looked at; this is said only when no page prices the item.
  let unpriced: Element | undefined;
  for (const page of files.html()) {
    const doc = new HtmlSource(page.content);
    const items = itemElements(doc, words);
    if (items.length === 0) continue;
    const prices = doc.textNodes().flatMap((node) => {
      const parent = node.parentNode;
      const priced = parent && isElement(parent as Node) && /price|cost|amount/i.test(attr(parent as Element, 'class') ?? '');
      return findMoney(node.value)
        .filter((money) => money.currency || priced)
        .map((money) => ({ node, money, offset: (node.sourceCodeLocation?.startOffset ?? 0) + money.start }));
    });
    // A name in passing ("Croissants and pains au chocolat...") has no price near it: the next one is tried.
    let item = items[0]!;
    let found: ReturnType<typeof priceNear>;
    for (const candidate of items) {
      found = priceNear(candidate, prices);
      item = candidate;
      if (found) break;
    }
    if (!found) {
      unpriced ??= item;
      continue;
    }
    const old = found.node.value.slice(found.money.start, found.money.end);
    const amount = old.match(WRITTEN_AMOUNT)![0];
    // The page's way of writing prices is kept unless the caller names another currency.
    const asked = findMoney(op.price)[0];
    const pageCurrency = found.money.currency;
    const keepShape = !op.withCurrency || (pageCurrency && asked?.currency && sameCurrency(asked.currency, pageCurrency));
    const askedAmount = op.by ? String(changedBy(readAmount(amount), op.by)) : op.price.match(WRITTEN_AMOUNT)?.[0];
    const price = (keepShape || op.by) && askedAmount ? old.replace(amount, () => amountLike(askedAmount, amount)) : op.price;
    const value = `${found.node.value.slice(0, found.money.start)}${price}${found.node.value.slice(found.money.end)}`;
    const raw = doc.rawText(found.node);
    // The price as typed when it can be found so (entities elsewhere in the text survive), else the text rewritten.
    doc.replaceText(found.node, raw.includes(escapeText(old)) ? raw.replace(escapeText(old), () => escapeText(price)) : escapeText(value));
    files.set(page.path, doc.result());
    return `Changed the price of ${textContent(item).trim()} from ${old} to ${price} in ${page.path}`;
  }
  if (unpriced) throw new EditFailure(`I could not find a price next to "${textContent(unpriced).trim()}"`);
  throw new EditFailure(`I could not find "${op.item}" in the pages`);
}
