// A listed thing and its price: "hot desks (£15 a day)", "oil changes for $49", "Haarschnitt 2,50 €",
// "30 minutes C$70", "apples £2 per kg", and in a price list a bare "latte 3.20". The price is read
// off the phrase (symbol or currency word before or after the number, with "from", "per day",
// "/month" and the like around it) so the rest is the item's name, numbers of its own kept.
import type { ListedItem } from './brief.ts';

const SYMBOL = String.raw`(?:US\$|AU\$|A\$|CA\$|C\$|NZ\$|HK\$|S\$|R\$|\$|£|€|¥|CHF|EUR|GBP|USD|AUD|CAD|NZD|Fr\.)`;
const WORD = '(?:€|euros?|dollars?|pounds?|francs?|eur|usd|gbp|chf|aud|cad|nzd)';
const AMOUNT = String.raw`\d{1,6}(?:[.,]\d{1,2})?`;
const UNIT =
  '(?:day|night|hour|hr|week|month|year|person|head|session|visit|class|lesson|item|kg|kilo|g|lb|jar|bottle|box|dozen|piece|slice|portion|litre|liter|l|d[ií]a|jour|tag|mes|mois|monat|hora|heure|stunde|noche|nuit|nacht|st[üu]ck|unidad|pi[èe]ce)';
const PER = String.raw`(?:\s*(?:/|per|a|an|each|la|le|el|par|pro|al|por|the)\s*(${UNIT})s?\b|\s*each)?`;
// Everything around the price, so the name is what remains: "from £600 per month", "for $49", "(25 €)".
const PRICE = new RegExp(
  String.raw`\s*[(\[]?\s*(?:(?<!\p{L})(?:for|at|from|only|just|desde|por|à partir de|dès|pour|ab|für|zu|à)\s+)?(?:(?<!\p{L})${SYMBOL}\s?(${AMOUNT})|(${AMOUNT})\s?${WORD}(?!\p{L}))${PER}\s*[)\]]?`,
  'iu',
);
// "latte 3.20" in a price list: a number closing the phrase. Only with two decimals is it a price
// wherever it stands; a whole number ("pho 12") only where the sentence asks for prices.
const BARE = /\s(\d{1,5}(?:[.,]\d{2})?)\s*$/;

/** The phrase without its price, and the price as a number (null when it names none). */
export function splitPrice(phrase: string, pricesAsked = false): ListedItem {
  const m = PRICE.exec(phrase);
  if (!m) {
    const bare = BARE.exec(phrase);
    if (!bare || !(pricesAsked || /[.,]\d{2}$/.test(bare[1]!))) return { name: phrase.trim(), price: null };
    return { name: phrase.slice(0, bare.index).trim(), price: Number(bare[1]!.replace(',', '.')) };
  }
  const amount = Number((m[1] ?? m[2]!).replace(',', '.'));
  const name = `${phrase.slice(0, m.index)} ${phrase.slice(m.index + m[0].length)}`.replace(/\s+/g, ' ').trim();
  const item: ListedItem = { name, price: Number.isFinite(amount) ? amount : null };
  // "apples £2 per kg", "hot desk €12 a day": what the price is for belongs with the price, not the name.
  if (m[3]) item.per = m[3].toLowerCase();
  return item;
}
