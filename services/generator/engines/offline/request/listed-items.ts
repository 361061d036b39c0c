// A listed thing and its price: "hot desks (£15 a day)", "oil changes for $49", "Haarschnitt 25 €".
// The price is read off the phrase (symbol or currency word before or after the number, with
// "from", "per day", "/month" and the like around it) so the rest is the item's name.
import nlp from 'compromise';
import type { ListedItem } from './brief.ts';

const SYMBOL = String.raw`(?:US\$|\$|£|€|¥|CHF|EUR|GBP|USD)`;
const WORD = '(?:€|euros?|dollars?|pounds?|eur|usd|gbp|chf)';
const AMOUNT = String.raw`\d{1,6}(?:[.,]\d{1,2})?`;
const PER = String.raw`(?:\s*(?:/|per|a|an|each|la|le|par|pro|al|por)\s*(?:day|night|hour|week|month|year|person|session|visit|class|item|d[ií]a|jour|tag|mes|mois|monat|hora|heure|stunde|noche|nuit|nacht)s?|\s*each)?`;
// Everything around the price, so the name is what remains: "from £600 per month", "for $49", "(25 €)".
const PRICE = new RegExp(
  String.raw`\s*[(\[]?\s*(?:(?<!\p{L})(?:for|at|from|only|just|desde|por|à partir de|dès|pour|ab|für|zu|à)\s+)?(?:${SYMBOL}\s?(${AMOUNT})|(${AMOUNT})\s?${WORD})${PER}\s*[)\]]?`,
  'iu',
);

/** The phrase without its price, and the price as a number (null when it names none). */
export function splitPrice(phrase: string): ListedItem {
  const m = PRICE.exec(phrase);
  if (!m) return { name: phrase.trim(), price: null };
  const amount = Number((m[1] ?? m[2]!).replace(',', '.'));
  const name = `${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  return { name, price: Number.isFinite(amount) ? amount : null };
}

/** The request asks for prices: a price list, prices beside each thing, "how much". */
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
  if (!earlier.every((item) => /^[\p{Ll}-]+$/u.test(item.name) && !nlp(item.name).nouns().isPlural().found)) return list;
  return [...earlier.map((item) => ({ ...item, name: `${item.name} ${head}` })), last];
}
