// Listed things: whether a request asks for prices, and a plural head shared along a list
// ("newborn, family and headshot sessions"). Each item's own price is read in prices.ts.
import nlp from 'compromise';
import type { ListedItem } from './brief.ts';
import type { Lang } from './language.ts';
import { priceFirst, splitPrice } from './prices.ts';
import { SIGN_AFTER, SIGN_BEFORE } from './money.ts';

/** The request asks for prices: a price list, prices beside each thing, "how much". */
/** The heading of a price list that is no menu of food. */
export const PRICES_TITLE: Record<Lang, string> = { en: 'Prices', es: 'Precios', fr: 'Tarifs', de: 'Preise' };

export const PRICES_ASKED =
  /\b(price ?lists?|prices|with prices|priced|how much|lista de precios|precios|liste de prix|tarifs|prix|preisliste|preise)\b/i;

/**
 * "newborn, family and headshot sessions" is three kinds of session: when every earlier item is
 * one word and no plural, and the last ends in a plural noun, that noun belongs to each of them.
 */
export function shareHead(list: ListedItem[]): ListedItem[] {
  const last = list[list.length - 1];
  if (list.length < 3 || !last) return list;
  const words = last.name.split(' ');
  const head = words[words.length - 1]!;
  // "ukulele to kids" is no kind of kids: a head after a preposition is no shared noun.
  if (words.length < 2 || words.length > 3 || !/[^s]s$/i.test(head) || words.some((w) => /^(?:to|for|with|in|at|on|of|from|by)$/i.test(w)))
    return list;
  const earlier = list.slice(0, -1);
  // "margherita $12, pepperoni $14, garlic knots $6": an item with a price of its own is a whole item.
  if (list.some((item) => item.price !== null)) return list;
  if (!earlier.every((item) => /^[\p{Ll}-]+$/u.test(item.name) && !nlp(item.name).nouns().isPlural().found)) return list;
  return [...earlier.map((item) => ({ ...item, name: `${item.name} ${head}` })), last];
}

/**
 * A count opening a priced item ("eine Kugel 1,80 €", "two scoops £3", "6 wings $8"): the quantity
 * is what the price buys, so it stays in the item's name.
 */
export const COUNT_FIRST =
  /^(?:\d{1,4}|one|two|three|four|five|six|ten|twelve|ein|eine|einen|zwei|drei|vier|fünf|sechs|zehn|un|une|deux|trois|quatre|cinq|six|dix|uno|una|dos|tres|cuatro|cinco|seis|diez)\s+\p{L}/iu;

// A quoted title ("Salt & Light") is one item, whatever joining words it holds.
const QUOTED = /["“«„][^"”»“\n]{1,80}["”»“]/g;
// A remark in brackets with no number in it: "(all in pounds, we trade at the market)".
const REMARK = / ?\([^()\d]{0,160}\)/g;

// The words that head a price list: "menu", "prices", "Preisliste", "tarifs", "carta".
const LIST_WORDS =
  '(?:price ?lists?|prices|pricing|rates|menu|plans|tariffs?|lista de precios|precios|tarifas|carta|men[uú]|liste de prix|tarifs|prix|carte|preisliste|preise|speisekarte|karte)';
// "Hot Wok menu - noodles $9", "la carta de Casa Lola - salmorejo 7 €": the heading before a dash or
// colon is no part of the first item.
const HEADING = new RegExp(String.raw`^[^:–—]{0,60}?\b${LIST_WORDS}\b[^:–—]{0,40}?(?::|\s[-–—])\s+`, 'iu');
// "our prices and menu": a list's own heading word is no item.
const ONLY_HEADING = new RegExp(
  String.raw`^\s*(?:(?:our|the|a|my|full|unsere?|nuestr[oa]s?|la|le|les|nos|die)\s+)?${LIST_WORDS}\s*$`,
  'iu',
);

// Pairs said as one service: "painting and decorating", "hair and makeup", "bed and breakfast".
const FIXED_PAIR =
  /^(?:painting and decorating|hair and make-?up|bed and breakfast|fish and chips|arts and crafts|health and safety|cut and colou?r|wash and blow-?dry|repairs and maintenance|wills and probate|sales and lettings|rock and roll|mac and cheese|hen and stag)$/i;

const hasPrice = (piece: string, pricesAsked: boolean) => splitPrice(piece, pricesAsked).price !== null;

/**
 * The pieces of a list, split where `split` (commas and joining words) says, except inside a quoted
 * title. In a list of prices a joining word between a piece without a price and one with a price
 * is part of one name ("mac and cheese $6", "corte y peinado 25 €", "wash & fold £1.80"), and so is
 * "&" after a single word ("fish & chips"); so is the one joining word of a two-piece list with one
 * price ("bath and brush £30"). A bracketed remark after prices is no item, nor is the list's own
 * heading ("our prices and menu", "Hot Wok menu - noodles $9").
 */
export function listPieces(text: string, split: RegExp, pricesAsked: boolean): string[] {
  // "- bath and brush £30": a line of a list loses its bullet.
  const list = text.replace(/^\s*[-*•·]\s+/, '');
  const rest = /\d/.test(list) ? list.replace(REMARK, (remark, at: number) => (/\d/.test(list.slice(0, at)) ? '' : remark)) : list;
  const quotes = [...rest.matchAll(QUOTED)].map((q) => [q.index, q.index + q[0].length] as const);
  const inQuote = (at: number) => quotes.some(([from, to]) => at > from && at < to);
  const pieces: { text: string; joiner: string }[] = [];
  let from = 0;
  for (const m of rest.matchAll(new RegExp(split.source, split.flags.includes('g') ? split.flags : `${split.flags}g`))) {
    if (inQuote(m.index)) continue;
    pieces.push({ text: rest.slice(from, m.index), joiner: m[0] });
    from = m.index + m[0].length;
  }
  pieces.push({ text: rest.slice(from), joiner: '' });
  const priced = pieces.map((p) => hasPrice(p.text, pricesAsked));
  // "40 € für das Waschen und Schneiden": after a price written first, a joining word goes on with what it buys.
  const first = pieces.map((p) => priceFirst(p.text));
  const pricedCount = priced.filter(Boolean).length;
  const out: { text: string; joiner: string; priced: boolean; first: boolean }[] = [];
  // "shelves and curtain poles, flat-pack assembly, ...": a joining word before a comma of the list
  // is inside one item (the list's own "and" comes last), as it is in a fixed pair ("painting and decorating").
  // Two commas after it at least: "reed diffusers and gift sets, each with ..." ends its list with "and".
  const commaAfter = (i: number) => pieces.slice(i).filter((p) => /^\s*[,;]/.test(p.joiner)).length >= 2;
  pieces.forEach((piece, i) => {
    const last = out[out.length - 1];
    const joiner = last?.joiner.trim() ?? '';
    const byWord = joiner !== '' && joiner !== ',' && joiner !== ';';
    const plain = last && !last.priced && !priced[i] && last.text.trim() !== '' && piece.text.trim() !== '';
    const inside =
      plain && /^(?:and|&|y|et|und)$/i.test(joiner) && (commaAfter(i) || FIXED_PAIR.test(`${last.text.trim()} and ${piece.text.trim()}`));
    const joins =
      last &&
      byWord &&
      (inside ||
        (!last.priced && ((priced[i] && (pricedCount >= 2 || pieces.length === 2)) || (joiner === '&' && /^\s*\S+\s*$/.test(last.text)))) ||
        (last.first && !priced[i]));
    if (last && joins) {
      last.text = `${last.text}${last.joiner}${piece.text}`;
      last.joiner = piece.joiner;
      last.priced ||= priced[i]!;
    } else out.push({ ...piece, priced: priced[i]!, first: first[i]! });
  });
  return out.map((p) => p.text.replace(HEADING, '')).filter((p) => !ONLY_HEADING.test(p));
}

const PIECE_BREAK = /\s*[,;]\s*/;
// "£40 for a full valet and £60 for the works", "haircuts £10 and beard trims £6": a joining word next to a price parts two priced things.
const PRICE_JOIN = new RegExp(
  String.raw`(?<=\d|\d\s?${SIGN_AFTER})\s+(?:and|&|plus|y|et|und)\s+|\s+(?:and|&|plus|y|et|und)\s+(?=${SIGN_BEFORE}\s?\d)`,
  'iu',
);

// "Free plan", "a free tier", "Basic plan (free)": a plan that costs nothing is a line of a plan's price list.
const FREE_PLAN =
  /^(?:(?:and|a|the|our|plus)\s+)*(?:(?:free|gratis|kostenlos|gratuit)\s+(?:plan|tier|version|account|edition|option|trial)s?|\p{L}+\s+(?:plan|tier)\s*(?:is\s+|\(|:\s*)?(?:free|gratis|kostenlos|gratuit)\)?)$/iu;

/** A sentence that is a list of prices with no word opening it: "Gel manicure £25, gel pedicure £30, removal £10." */
export function isPriceList(sentence: string): boolean {
  const pieces = sentence
    .replace(/[.!]+\s*$/, '')
    .split(PIECE_BREAK)
    .flatMap((piece) => piece.split(PRICE_JOIN));
  const short = (p: string) => p.length <= 120 && p.split(/\s+/).length <= 8;
  const paid = pieces.filter((p) => short(p) && hasPrice(p, false)).length;
  const free = pieces.filter((p) => short(p) && FREE_PLAN.test(p.trim())).length;
  return paid >= 1 && paid + free >= 2 && (paid + free) * 2 >= pieces.length;
}

/** One line of a price list ("- Sourdough loaf £4.50"): a short name and its price. */
export function isPriceLine(sentence: string, pricesAsked: boolean): boolean {
  const line = sentence.replace(/^\s*[-*•·]\s*/, '').replace(/[.!]+\s*$/, '');
  return line.length <= 80 && line.split(/\s+/).length <= 8 && !PIECE_BREAK.test(line) && hasPrice(line, pricesAsked);
}

/**
 * The things listed without a price beside priced ones that are offered in their own right: "kids
 * classes" and "sparring" beside "kids £30/month", but not "rooms" beside "double room £95, single
 * room £65", which heads the priced ones.
 */
export function unpricedOffers(items: ListedItem[]): ListedItem[] {
  const priced = items.filter((item) => item.price !== null).map((item) => ` ${item.name.toLowerCase()} `);
  const heads = (item: ListedItem) => {
    const word = item.name.toLowerCase().replace(/(?:es|s)$/, '');
    return word.length > 0 && priced.some((name) => name.includes(` ${word} `) || name.includes(` ${word}s `));
  };
  return items.filter((item) => item.price === null && !heads(item));
}
