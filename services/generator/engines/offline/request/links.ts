// Links the request names: profiles ("links to Instagram and Behance"), places to order, book or
// listen ("order on DoorDash", "our Apple Podcasts page") and addresses written out
// ("shop.example.com"). Each becomes a working link, shown by the service's own name.
import type { NamedLink } from './brief.ts';
import { NETWORKS } from './asked-for.ts';

// Services people send visitors to, by the name they write, with the service's home address.
const SERVICES: [string, string][] = [
  ['DoorDash', 'https://www.doordash.com/'],
  ['Uber Eats', 'https://www.ubereats.com/'],
  ['Deliveroo', 'https://deliveroo.co.uk/'],
  ['Just Eat', 'https://www.just-eat.co.uk/'],
  ['Grubhub', 'https://www.grubhub.com/'],
  ['Glovo', 'https://glovoapp.com/'],
  ['Lieferando', 'https://www.lieferando.de/'],
  ['OpenTable', 'https://www.opentable.com/'],
  ['Resy', 'https://resy.com/'],
  ['TheFork', 'https://www.thefork.com/'],
  ['Apple Podcasts', 'https://podcasts.apple.com/'],
  ['Google Podcasts', 'https://podcasts.google.com/'],
  ['Apple Music', 'https://music.apple.com/'],
  ['App Store', 'https://apps.apple.com/'],
  ['Google Play', 'https://play.google.com/'],
  ['Google Maps', 'https://maps.google.com/'],
  ['Airbnb', 'https://www.airbnb.com/'],
  ['Booking.com', 'https://www.booking.com/'],
  ['Eventbrite', 'https://www.eventbrite.com/'],
  ['Calendly', 'https://calendly.com/'],
  ['Patreon', 'https://www.patreon.com/'],
  ['Ko-fi', 'https://ko-fi.com/'],
  ['Kickstarter', 'https://www.kickstarter.com/'],
  ['GoFundMe', 'https://www.gofundme.com/'],
  ['Amazon', 'https://www.amazon.com/'],
  ['Shopify', 'https://www.shopify.com/'],
  ['Treatwell', 'https://www.treatwell.com/'],
  ['Fresha', 'https://www.fresha.com/'],
  ['Doctolib', 'https://www.doctolib.fr/'],
  ['Goodreads', 'https://www.goodreads.com/'],
  ['Depop', 'https://www.depop.com/'],
  ['Vinted', 'https://www.vinted.com/'],
  ['Strava', 'https://www.strava.com/'],
  ['Discord', 'https://discord.com/'],
  ['Telegram', 'https://telegram.org/'],
];

const SERVICE_WORDS = new RegExp(
  `(?<![\\p{L}\\d])(${SERVICES.map(([name]) => name.replace(/[.]/g, '\\.').replace(/ /g, '\\s+')).join('|')})(?![\\p{L}\\d])`,
  'giu',
);
const NETWORK_WORDS = new RegExp(
  `(?<![\\p{L}\\d])(${Object.keys(NETWORKS)
    .filter((n) => n !== 'x')
    .join('|')})(?![\\p{L}\\d])`,
  'giu',
);
// An address written out: "https://…", "www.…" or a bare domain ("shop.rosasbakery.com").
const ADDRESS =
  /(?<![\p{L}\d@.-])((?:https?:\/\/)?(?:[a-z\d-]{1,63}\.){1,4}(?:com|org|net|io|co|uk|de|fr|es|app|dev|shop|store|art|design|me|info|eu)(?:\/[\w\-./~%]{0,100})?)(?![\p{L}\d@-])/giu;

/** Every link the request names, in its order, without repeats. */
export function namedLinks(text: string): NamedLink[] {
  const found: { at: number; link: NamedLink }[] = [];
  for (const m of text.matchAll(SERVICE_WORDS)) {
    const written = m[1]!.replace(/\s+/g, ' ').toLowerCase();
    const service = SERVICES.find(([name]) => name.toLowerCase() === written)!;
    found.push({ at: m.index, link: { label: service[0], href: service[1] } });
  }
  for (const m of text.matchAll(NETWORK_WORDS)) {
    const label = NETWORKS[m[1]!.toLowerCase()]!;
    found.push({ at: m.index, link: { label, href: `https://www.${label.toLowerCase().replace(/[^a-z]/g, '')}.com/` } });
  }
  for (const m of text.matchAll(ADDRESS)) {
    const written = m[1]!.replace(/[./]+$/, '');
    // "Booking.com" is a service above; an e-mail's domain is no link.
    if (SERVICES.some(([name]) => name.toLowerCase() === written.toLowerCase())) continue;
    const href = /^https?:/i.test(written) ? written : `https://${written}`;
    // "our Etsy shop, etsy.com/shop/anaprints": the named service links to the address given.
    const same = found.find((f) => hostOf(f.link.href) === hostOf(href));
    if (same) same.link.href = href;
    else found.push({ at: m.index, link: { label: written.replace(/^https?:\/\//i, ''), href } });
  }
  const seen = new Set<string>();
  return found
    .sort((a, b) => a.at - b.at)
    .map((f) => f.link)
    .filter((link) => !seen.has(link.label.toLowerCase()) && seen.add(link.label.toLowerCase()) !== undefined)
    .slice(0, 8);
}

function hostOf(href: string): string {
  return href
    .replace(/^https?:\/\/(?:www\.)?/i, '')
    .split('/')[0]!
    .toLowerCase();
}
