// Made-up but well-formed contact details: example.com addresses, and a telephone number from a
// range its country's regulator keeps for fiction, so it never reaches a real person; edits find
// them again by their tel:/mailto: links.
import { slugify } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';

export interface ContactDetails {
  /** Null where no number is given and the place's country keeps none for fiction: none is made up. */
  phone: string | null;
  phoneHref: string;
  email: string;
  address: string;
}

const digits = (n: number, count: number) => String(Math.abs(Math.trunc(n)) % 10 ** count).padStart(count, '0');

/**
 * Numbers kept for drama and examples, by country: North America's 555-01xx, Ofcom's 07700 900xxx,
 * ComReg's 020 91x xxxx, the Bundesnetzagentur's 030 23125 xxx and ACMA's (02) 5550 xxxx, each
 * written as the country writes its numbers. Elsewhere (France, Spain, Italy, Mexico...) no such range
 * was found written down, and none is made up.
 */
const FICTION_NUMBERS: Record<string, (n: number) => string> = {
  US: (n) => `+1 (555) 555-01${digits(n, 2)}`,
  CA: (n) => `+1 (555) 555-01${digits(n, 2)}`,
  GB: (n) => `07700 900${digits(n, 3)}`,
  IE: (n) => `020 91${digits(n, 1)} ${digits(n / 10, 4)}`,
  DE: (n) => `030 23125${digits(n, 3)}`,
  AU: (n) => `(02) 5550 ${digits(n, 4)}`,
};
const DIALLING_CODES: Record<string, string> = { US: '1', CA: '1', GB: '44', IE: '353', DE: '49', AU: '61' };

/** A number written as its country writes it, as the international number a tel: link dials. */
function telHref(shown: string, country: string): string {
  const dialled = shown.replace(/[^+\d]/g, '');
  const code = DIALLING_CODES[country];
  return `tel:${dialled.startsWith('0') && code ? `+${code}${dialled.slice(1)}` : dialled}`;
}

export function contactDetails(ctx: RenderContext): ContactDetails {
  const country = ctx.request.locale.locale.split('-')[1] ?? '';
  const place = ctx.request.place ?? { en: 'Springfield', es: 'Valencia', fr: 'Lyon', de: 'Leipzig' }[ctx.request.lang];
  const street = {
    en: `${12 + (ctx.seed % 80)} Market Street`,
    es: `Calle Mayor ${12 + (ctx.seed % 80)}`,
    fr: `${12 + (ctx.seed % 80)} rue du Marché`,
    de: `Marktstraße ${12 + (ctx.seed % 80)}`,
  }[ctx.request.lang];
  // A phone number, e-mail address or street the request gives is the business's own: shown instead of the made-up one.
  const givenPhone = ctx.request.facts.find((fact) => fact.kind === 'phone')?.text;
  const givenStreet = ctx.request.facts.find((fact) => fact.kind === 'address')?.text;
  const givenEmail = ctx.request.facts.find((fact) => fact.kind === 'email')?.text;
  const madeUp = givenPhone ? null : (FICTION_NUMBERS[country]?.(ctx.seed) ?? null);
  return {
    phone: givenPhone ?? madeUp,
    // The caller's number is dialled as written; a made-up one as its international number.
    phoneHref: madeUp ? telHref(madeUp, country) : `tel:${(givenPhone ?? '').replace(/[^+\d]/g, '')}`,
    email: givenEmail ?? `hello@${slugify(ctx.name).replace(/-/g, '') || 'site'}.example.com`,
    address: `${givenStreet ?? street}, ${place}`,
  };
}
