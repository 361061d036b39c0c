// Made-up but well-formed contact details: example.com addresses and a 555 number never reach
// a real person, and edits find them again by their tel:/mailto: links.
import { slugify } from '../render/html-text.ts';
import type { RenderContext } from '../render/render-context.ts';

export interface ContactDetails {
  phone: string;
  phoneHref: string;
  email: string;
  address: string;
}

export function contactDetails(ctx: RenderContext): ContactDetails {
  const n = 100 + (ctx.seed % 900);
  const phone = `+1 (555) 01${String(n).slice(0, 1)}-${String(1000 + (ctx.seed % 9000)).slice(0, 4)}`;
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
  const shownPhone = givenPhone ?? phone;
  return {
    phone: shownPhone,
    phoneHref: `tel:${shownPhone.replace(/[^+\d]/g, '')}`,
    email: givenEmail ?? `hello@${slugify(ctx.name).replace(/-/g, '') || 'site'}.example.com`,
    address: `${givenStreet ?? street}, ${place}`,
  };
}
