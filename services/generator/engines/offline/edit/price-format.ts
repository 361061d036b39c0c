// A new price written as the page writes its prices: "4 €" asked on a page of "€4.00" is "€4.00"'s
// shape with the new amount ("€4.00" -> "€4.00"), "9.50" on a page of "9,00 €" is "9,50 €". Only
// when the caller's currency is the page's: a price asked in another currency is written as asked.
import { readAmount } from '../request/money.ts';

/** The digits of a written price, its decimal and thousands marks included ("1,250.00" of "$1,250.00"). */
export const WRITTEN_AMOUNT = /\d[\d.,]*\d|\d/;

// Spellings of one currency: the sign, its code and its words.
const CURRENCIES: [string, RegExp][] = [
  ['EUR', /^(?:€|eur|euros?)$/i],
  ['GBP', /^(?:£|gbp|pounds?)$/i],
  ['USD', /^(?:\$|us\$|usd|dollars?)$/i],
  ['CHF', /^(?:chf|sfr\.|fr\.|francs?|franken)$/i],
];

function currencyOf(written: string): string {
  return CURRENCIES.find(([, pattern]) => pattern.test(written))?.[0] ?? written.toUpperCase();
}

/** Whether two spellings name the same currency ("€" and "euros"). */
export function sameCurrency(a: string, b: string): boolean {
  return currencyOf(a.trim()) === currencyOf(b.trim());
}

/** `amount` written with the decimal mark and decimals of `like` ("4" like "3,50" -> "4,00"). */
export function amountLike(amount: string, like: string): string {
  const value = readAmount(amount);
  const decimals = /[.,](\d{1,2})$/.exec(like);
  const mark = decimals ? like.charAt(decimals.index) : (/[.,](?=\d{1,2}$)/.exec(amount)?.[0] ?? '.');
  // A page of whole prices ("€4") shows a whole new price whole, and cents when it has them.
  const places = decimals ? decimals[1]!.length : Number.isInteger(value) ? 0 : 2;
  return value.toFixed(places).replace('.', mark);
}
