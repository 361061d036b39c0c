// Listed things: whether a request asks for prices, and a plural head shared along a list
// ("newborn, family and headshot sessions"). Each item's own price is read in prices.ts.
import nlp from 'compromise';
import type { ListedItem } from './brief.ts';

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
