// Amounts of money as people write them in English, German, Spanish and French: "£4.50", "$1,200",
// "4,50 €", "1.234,50 €", "CHF 25", "25 CHF", "C$70", "12 euros", "1'200 Fr.". One reader for the
// request's price lists and for the edits that change or add a price on a page.

// Signs and codes, before or after the amount. Longer spellings first, so "C$" is read before "$".
const SIGNS = [
  ...['US$', 'AU$', 'A$', 'CA$', 'C$', 'NZ$', 'HK$', 'S$', 'R$', '$', '£', '€', '¥', '₹', '₩'],
  ...['CHF', 'EUR', 'GBP', 'USD', 'AUD', 'CAD', 'NZD', 'JPY', 'SFr.', 'Fr.'],
  // Codes of the currencies the site formats by their place ("tacos 18 MXN", "SEK 120").
  ...['MX$', 'MXN', 'ARS', 'COP', 'CLP', 'SEK', 'NOK', 'DKK', 'PLN', 'CZK', 'INR', 'BRL', 'ZAR', 'HKD', 'SGD', 'CNY', 'KRW', 'TRY', 'THB'],
];
// Words that follow the amount only ("12 euros", "30 dollars", "25 Franken").
const WORDS = [
  'euros?',
  'dollars?',
  'pounds?',
  'francs?',
  'franken',
  'yen',
  'pesos?',
  'eur',
  'usd',
  'gbp',
  'chf',
  'aud',
  'cad',
  'nzd',
  'mxn',
  'kr',
];

const escapeSign = (sign: string) => sign.replace(/[$.]/g, (c) => `\\${c}`);

/** A currency code repeating a sign before the amount: the "MXN" of "$40 MXN" (a regular-expression source, no groups). */
export const CODE_AFTER_SIGN = `(?:\\s?(?:${SIGNS.filter((sign) => /^[A-Z]{3}$/.test(sign)).join('|')})(?![\\p{L}]))?`;

/** A currency sign or code written before the amount (a regular-expression source, no groups). */
export const SIGN_BEFORE = `(?:${SIGNS.map(escapeSign).join('|')})`;
/** A currency sign, code or word written after the amount (a regular-expression source, no groups). */
export const SIGN_AFTER = `(?:${[...SIGNS.map(escapeSign), ...WORDS].join('|')})`;
/**
 * An amount (a regular-expression source, no groups): digits with thousands grouped by ",", ".",
 * "'" or a no-break space, and a decimal part of one or two digits after "." or ",".
 */
export const AMOUNT = String.raw`(?:\d{1,3}(?:[.,'\u00a0\u202f]\d{3})+(?:[.,]\d{1,2})?|\d{1,7}(?:[.,]\d{1,2})?)`;

/**
 * The number an amount means. A mark followed by exactly three digits groups thousands ("1,200",
 * "1.250"); the last mark followed by one or two digits is the decimal mark ("12,50", "1.234,50").
 */
export function readAmount(written: string): number {
  const digits = written.replace(/[\s'\u00a0\u202f]/g, '');
  const decimal = /[.,](\d{1,2})$/.exec(digits);
  const whole = (decimal ? digits.slice(0, decimal.index) : digits).replace(/[.,]/g, '');
  return Number(decimal ? `${whole}.${decimal[1]}` : whole);
}

export interface Money {
  /** Where it starts and ends in the text, its currency included. */
  start: number;
  end: number;
  amount: number;
  /** The sign, code or word as written ("£", "CHF", "euros"); null for a bare number. */
  currency: string | null;
}

// Every number, with the currency next to it (one space or a no-break space between, or none). Not
// inside another number or word: "A4", "2.5.2024" give no money.
const MONEY = new RegExp(
  String.raw`(?:(?<![\p{L}\p{N}])(${SIGN_BEFORE})[ \u00a0]?|(?<![\p{L}\p{N}]|\p{N}[.,]))(${AMOUNT})(?![\p{N}]|[.,]\p{N})(?:[ \u00a0]?(${SIGN_AFTER})(?![\p{L}$]))?`,
  'giu',
);

/** Amounts of money in a text, in order: a number with a currency next to it, or a bare number. One pass over the text. */
export function findMoney(text: string): Money[] {
  const out: Money[] = [];
  for (const m of text.matchAll(MONEY)) {
    const currency = m[1] ?? m[3] ?? null;
    out.push({ start: m.index, end: m.index + m[0].length, amount: readAmount(m[2]!), currency });
  }
  return out;
}
