// A listed thing and its price: "hot desks (£15 a day)", "oil changes for $49", "Haarschnitt 2,50 €",
// "30 minutes C$70", "apples £2 per kg", "Starter is $9/month", "cours 15 €/séance", and in a price
// list a bare "latte 3.20". The price is read off the phrase (sign or currency word before or after
// the number, with "from", "per day", "/month", "la hora" and the like around it) so the rest is
// the item's name, numbers of its own kept.
import type { ListedItem } from './brief.ts';
import { AMOUNT, CODE_AFTER_SIGN, readAmount, SIGN_AFTER, SIGN_BEFORE } from './money.ts';

// What a price is for: time, a person, a measure, in the four languages.
const UNIT = [
  ...['day', 'night', 'hour', 'hr', 'h', 'week', 'month', 'mo', 'year', 'yr', 'person', 'head', 'pax', 'session', 'visit', 'class'],
  ...['lesson', 'item', 'kg', 'kilo', 'g', 'lb', 'jar', 'bottle', 'box', 'bag', 'dozen', 'piece', 'slice', 'portion', 'litre', 'liter'],
  ...['l', 'm2', 'sqm', 'room', 'guest', 'adult', 'child', 'kid', 'dog', 'pet', 'car', 'bike', 'load', 'wash', 'pack', 'pair'],
  ...['d[ií]a', 'jour', 'tag', 'mes', 'mois', 'monat', 'hora', 'heure', 'stunde', 'std', 'noche', 'nuit', 'nacht', 'woche', 'semana'],
  ...['semaine', 'jahr', 'año', 'an', 'st[üu]ck', 'unidad', 'pi[èe]ce', 'persona', 'personne', 'séance', 'sesi[oó]n', 'clase', 'cours'],
  ...['user', 'seat', 'member', 'student', 'couple', 'team', 'table', 'hole', 'round', 'game', 'ticket', 'entry', 'walk'],
  ...['einheit', 'kurs', 'glas', 'tasse', 'kugel', 'copa', 'verre', 'tarro', 'pot', 'bocal'],
  ...['loaf', 'cup', 'bowl', 'pint', 'scoop', 'serving', 'plate', 'tin', 'jug', 'carafe'],
].join('|');
// "per kg", "a day", "an hour", "each", "/month", "pro Stunde", "la hora", "de l'heure", "al mes", "par mois".
const PER = String.raw`(?:\s*(?:/\s*|(?:per|a|an|each|every|la|le|el|par|pro|al|por|the|de la|du|je|im)\s+|de l['’]\s*)(${UNIT})s?(?![\p{L}\p{N}])|\s*/\s*(\p{L}{1,12})(?![\p{L}\p{N}])|\s*(?:each|chacun|cada uno|pro st[üu]ck|pp|p\.p\.)(?![\p{L}]))?(?:\s+(?:per|a|an|pro|par|por)\s+(?:${UNIT})s?(?![\p{L}\p{N}]))?`;
// Words that join a name to its price: "Starter is $9", "haircut for £10", "nail art from £5", "Welpenkurs kostet 180 CHF".
// ("interior only £35": "only" right after the name says which part is priced and stays in the name;
// "for only £6" is the price's own word.)
const LEAD = String.raw`(?:(?<![\p{L}])(?:(?:is|are|costs?|kostet|kosten|cuesta|cuestan|co[uû]te|co[uû]tent|vaut|valen?)\s+)?(?:(?:for|at|from|starting at|desde|por|à partir de|dès|pour|ab|für|zu|à|a partir de)\s+)?(?:just\s+)?(?:(?<=(?:for|at|from|is|are|costs?|just)\s+)only\s+)?|[:=–—-]\s*)`;
// Everything around the price, so the name is what remains: "from £600 per month", "for $49", "(25 €)",
// "$40 MXN".
// The spaces before it are read from the first of a run only, and once: a run of spaces is no
// quadratic search.
const PRICE = new RegExp(
  String.raw`(?<!\s)\s*(?:[(\[]\s*)?${LEAD}(?:(?<![\p{L}\p{N}])${SIGN_BEFORE}\s?(${AMOUNT})${CODE_AFTER_SIGN}|(?<![\p{L}\p{N}])(${AMOUNT})\s?${SIGN_AFTER}(?![\p{L}]))${PER}\s*[)\]]?`,
  'iu',
);
// "latte 3.20" in a price list: a number closing the phrase. Only with two decimals is it a price
// wherever it stands; a whole number ("pho 12") only where the sentence asks for prices.
const BARE = /\s(\d{1,5}(?:[.,]\d{2})?)\s*$/;

// "sourdough $6 for a loaf": a unit after "for a", closing the phrase, is what the price is for ("£10
// for a day pass" names a pass).
const FOR_UNIT = new RegExp(String.raw`^(?:for|für|pour|por|para)\s+(?:an?|one|ein|eine|einen|un|une|una?)\s+(${UNIT})s?$`, 'iu');

// "£12 per candle", "£25 for an exterior wash", "40 € für das Waschen": the word joining a price written
// first to what it buys.
const FIRST_PRICE_JOIN = /^(?:for|per|each|pour|par|por|para|für|pro|je)\s+/i;

/** The price opens the phrase ("£4 for a pack of melts"): what it buys follows it. */
export function priceFirst(phrase: string): boolean {
  const m = PRICE.exec(phrase);
  return m !== null && phrase.slice(0, m.index).trim() === '';
}

/** The phrase without its price, and the price as a number (null when it names none). */
export function splitPrice(phrase: string, pricesAsked = false): ListedItem {
  const m = PRICE.exec(phrase);
  if (!m) {
    const bare = BARE.exec(phrase);
    if (!bare || !(pricesAsked || /[.,]\d{2}$/.test(bare[1]!))) return { name: phrase.trim(), price: null };
    return { name: phrase.slice(0, bare.index).trim(), price: readAmount(bare[1]!) };
  }
  const amount = readAmount(m[1] ?? m[2]!);
  const before = phrase.slice(0, m.index).trim();
  const after = phrase.slice(m.index + m[0].length).trim();
  const forUnit = before === '' ? null : FOR_UNIT.exec(after);
  const rest = forUnit ? '' : after;
  const name = (before === '' ? rest.replace(FIRST_PRICE_JOIN, '') : `${before} ${rest}`).replace(/\s+/g, ' ').trim();
  const item: ListedItem = { name, price: Number.isFinite(amount) ? amount : null };
  // "apples £2 per kg", "hot desk €12 a day": what the price is for belongs with the price, not the name.
  const per = m[3] ?? m[4] ?? forUnit?.[1];
  if (per) item.per = per.toLowerCase();
  return item;
}
