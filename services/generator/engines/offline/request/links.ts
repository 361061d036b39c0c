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
  ['HelloAsso', 'https://www.helloasso.com/'],
  ['Leboncoin', 'https://www.leboncoin.fr/'],
  ['Checkatrade', 'https://www.checkatrade.com/'],
  ['Goodreads', 'https://www.goodreads.com/'],
  ['Depop', 'https://www.depop.com/'],
  // Makers' marketplaces beside Etsy.
  ['Folksy', 'https://folksy.com/'],
  ['Not On The High Street', 'https://www.notonthehighstreet.com/'],
  ['Vinted', 'https://www.vinted.com/'],
  ['Strava', 'https://www.strava.com/'],
  ['Discord', 'https://discord.com/'],
  ['Telegram', 'https://telegram.org/'],
  // Listening and reading.
  ['Pocket Casts', 'https://pocketcasts.com/'],
  ['Ivoox', 'https://www.ivoox.com/'],
  ['Overcast', 'https://overcast.fm/'],
  ['Castbox', 'https://castbox.fm/'],
  ['Deezer', 'https://www.deezer.com/'],
  ['Qobuz', 'https://www.qobuz.com/'],
  ['Tidal', 'https://tidal.com/'],
  ['Amazon Music', 'https://music.amazon.com/'],
  ['YouTube Music', 'https://music.youtube.com/'],
  ['Audible', 'https://www.audible.com/'],
  ['Bookshop.org', 'https://bookshop.org/'],
  ['Kobo', 'https://www.kobo.com/'],
  ['Wattpad', 'https://www.wattpad.com/'],
  ['Beehiiv', 'https://www.beehiiv.com/'],
  // Selling, tipping and bookings.
  ['Gumroad', 'https://gumroad.com/'],
  ['Buy Me a Coffee', 'https://www.buymeacoffee.com/'],
  ['Linktree', 'https://linktr.ee/'],
  ['eBay', 'https://www.ebay.com/'],
  ['Big Cartel', 'https://www.bigcartel.com/'],
  ['Not on the High Street', 'https://www.notonthehighstreet.com/'],
  ['Vrbo', 'https://www.vrbo.com/'],
  ['Hipcamp', 'https://www.hipcamp.com/'],
  ['SevenRooms', 'https://sevenrooms.com/'],
  ['Quandoo', 'https://www.quandoo.com/'],
  ['LaFourchette', 'https://www.lafourchette.com/'],
  ['Wolt', 'https://wolt.com/'],
  ['Foodora', 'https://www.foodora.com/'],
  ['Rappi', 'https://www.rappi.com/'],
  ['Postmates', 'https://postmates.com/'],
  ['Zomato', 'https://www.zomato.com/'],
  ['Swiggy', 'https://www.swiggy.com/'],
  ['Booksy', 'https://booksy.com/'],
  ['Vagaro', 'https://www.vagaro.com/'],
  ['Planity', 'https://www.planity.com/'],
  ['Mindbody', 'https://www.mindbodyonline.com/'],
  ['ClassPass', 'https://classpass.com/'],
  ['Zocdoc', 'https://www.zocdoc.com/'],
  ['Jameda', 'https://www.jameda.de/'],
  ['Acuity', 'https://acuityscheduling.com/'],
  ['Cal.com', 'https://cal.com/'],
  ['Meetup', 'https://www.meetup.com/'],
  ['Luma', 'https://lu.ma/'],
  ['Ticketmaster', 'https://www.ticketmaster.com/'],
  ['Songkick', 'https://www.songkick.com/'],
  ['Bandsintown', 'https://www.bandsintown.com/'],
  ['Yelp', 'https://www.yelp.com/'],
  ['Trustpilot', 'https://www.trustpilot.com/'],
  ['Google Reviews', 'https://www.google.com/maps'],
  ['Houzz', 'https://www.houzz.com/'],
  ['Rightmove', 'https://www.rightmove.co.uk/'],
  ['Zillow', 'https://www.zillow.com/'],
  ['Idealista', 'https://www.idealista.com/'],
  // Code, docs and work.
  ['Codeberg', 'https://codeberg.org/'],
  ['Bitbucket', 'https://bitbucket.org/'],
  ['npm', 'https://www.npmjs.com/'],
  ['PyPI', 'https://pypi.org/'],
  ['crates.io', 'https://crates.io/'],
  ['Read the Docs', 'https://readthedocs.org/'],
  ['Product Hunt', 'https://www.producthunt.com/'],
  ['Stack Overflow', 'https://stackoverflow.com/'],
  ['Hugging Face', 'https://huggingface.co/'],
  ['Kaggle', 'https://www.kaggle.com/'],
  ['Figma', 'https://www.figma.com/'],
  ['Notion', 'https://www.notion.so/'],
  ['ArtStation', 'https://www.artstation.com/'],
  ['Flickr', 'https://www.flickr.com/'],
  ['500px', 'https://500px.com/'],
  ['Unsplash', 'https://unsplash.com/'],
  ['Letterboxd', 'https://letterboxd.com/'],
  ['Google Scholar', 'https://scholar.google.com/'],
  ['ORCID', 'https://orcid.org/'],
  ['ResearchGate', 'https://www.researchgate.net/'],
  ['Xing', 'https://www.xing.com/'],
  ['Reddit', 'https://www.reddit.com/'],
  ['Snapchat', 'https://www.snapchat.com/'],
  ['Tumblr', 'https://www.tumblr.com/'],
  ['itch.io', 'https://itch.io/'],
  ['Indiegogo', 'https://www.indiegogo.com/'],
];

/** Every service above by its name in lower case, with its site: what a link named only by the service points at. */
export const SERVICE_SITES: ReadonlyMap<string, string> = new Map(SERVICES.map(([name, href]) => [name.toLowerCase(), href]));

// Services whose name is also an everyday word ("a tidal pool", "a meetup"): named only as written, capitalised.
const WORD_NAMES = new Set(['Overcast', 'Tidal', 'Audible', 'Meetup', 'Luma', 'Notion', 'Acuity', 'Amazon', 'Wolt']);

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

// Where a request sends visitors to a service it names: "listen on", "order through", "links to",
// "find us on", "buy my novel on", "Links zu", "un lien vers", "enlaces a", "link my Spotlight profile", "dem
// Ticketshop bei Eventim". A list may follow ("on Audiomack, Tidal and Qobuz").
const SENDS_TO =
  /(?<![\p{L}])(?:links?\s+(?:to|zu|vers|a|al|para)|linked\s+to|link(?=\s+(?:my|our|his|her|their)\s)|(?:ticketshop|ticket-shop|vorverkauf|karten)\s+(?:gibt\s+es\s+)?(?:bei|über|auf)|(?:order|book|listen|watch|stream|follow|shop|buy|download|subscribe|donate|support|read|hear|available|sold|tickets?|find\s+(?:us|me|them))(?:\s+(?:us|me|it|them|online|now|tickets|is|are|sold))?(?:\s+(?:my|our|the|his|her|their)\s+\p{Ll}[\p{L}-]{1,20})?\s+(?:on|via|through)|(?:compra|comprar|pide|pedir|pedidos|reserva|reservar|reservas|escucha|escuchar|síguenos|sigue|encuéntranos|commander|commandez|réserver|réservez|réservations|écouter|écoutez|suivez(?:-nous)?|achetez|acheter|bestellen|buchen|buchbar|hören|folgt|folgen|kaufen|findet\s+uns|Termine)(?:\s+(?:nos|uns|los|les|online|en\s+línea|en\s+ligne))?\s+(?:en|sur|bei|über|auf|via|vía|chez|unter))\s+/giu;
// One service's name as written after those words: a capitalised word or two, or a CamelCase one.
const SERVICE_NAME =
  // (A word or two in lower case after the name may come before the comma: "my Spotlight profile, my IMDb".)
  /(?:(?:our|my|the|her|his|their|unser\w{0,2}|notre|nos|nuestr[oa]s?)\s+)?(\p{Lu}[\p{L}\d]{1,24}(?:\s\p{Lu}[\p{L}\d]{1,24})?)(?:(?:\s+\p{Ll}[\p{L}]{0,15}){0,2}?(?:\s*,\s*|\s+(?:and|or|und|oder|et|ou|y|o)\s+)|(?:\s+\p{Ll}[\p{L}]{0,15}){0,2}?(?=[\s.;:!?)—–-]|$))/uy;
// Capitalised words after those verbs that name no service.
const NOT_SERVICES =
  /^(?:I|We|Our|My|The|This|That|It|Saturdays?|Sundays?|Mondays?|Tuesdays?|Wednesdays?|Thursdays?|Fridays?|Weekends?|Christmas|Easter|Instagram|Facebook|Twitter|Home|Page|Site|Website|Web|Online|Email|E-mail|Phone|WhatsApp|Reviews?|Bewertungen|Rezensionen|Avis|Reseñas|Opiniones)$/u;
// "our reviews on Google", "Bewertungen auf Google", "nos avis Google", "reseñas en Google": the Google reviews page.
const GOOGLE_REVIEWS =
  /(?<![\p{L}])(?:(?:reviews?|bewertungen|rezensionen|avis|reseñas|opiniones)\s+(?:on|auf|bei|sur|en|de)\s+google|google[- ](?:reviews?|bewertungen|rezensionen|avis|reseñas|opiniones))(?![\p{L}])/iu;

/** Services named after words that send visitors to them, which the table does not know: a link to their usual address. */
function sentToServices(text: string): { at: number; link: NamedLink }[] {
  const found: { at: number; link: NamedLink }[] = [];
  for (const m of text.matchAll(SENDS_TO)) {
    SERVICE_NAME.lastIndex = m.index + m[0].length;
    for (let n = 0; n < 6; n++) {
      const at = SERVICE_NAME.lastIndex;
      const name = SERVICE_NAME.exec(text);
      if (!name) break;
      const written = name[1]!;
      if (NOT_SERVICES.test(written.split(' ')[0]!)) continue;
      const slug = written
        .normalize('NFD')
        .toLowerCase()
        .replace(/[^a-z\d]/g, '');
      if (slug.length >= 3) found.push({ at, link: { label: written, href: `https://www.${slug}.com/` } });
    }
  }
  return found;
}

// Things of the site's own owner a request asks a link to, with no address to give: a CV, the docs,
// a press kit. Each becomes a small text file to download, so the link works until the real one replaces it.
const OWN_DOCUMENTS: [RegExp, string][] = [
  [/(?<![\p{L}])(?:CV|résumé|resume|curriculum vitae|Lebenslauf|currículum|curriculum)(?![\p{L}])/iu, 'CV'],
  [/(?<![\p{L}])(?:docs|documentation|Dokumentation|documentación|user guide|manual)(?![\p{L}])/iu, 'Documentation'],
  [/(?<![\p{L}])(?:press kit|media kit|Pressemappe|dossier de presse)(?![\p{L}])/iu, 'Press kit'],
];
const ASKS_LINK = /(?<![\p{L}])(?:links?|download\w{0,6}|button|PDF|herunterladen|télécharger|descargar|enlaces?|lien)(?![\p{L}])/iu;

function ownDocuments(text: string): { at: number; link: NamedLink }[] {
  if (!ASKS_LINK.test(text)) return [];
  const found: { at: number; link: NamedLink }[] = [];
  for (const [pattern, label] of OWN_DOCUMENTS) {
    const m = pattern.exec(text);
    if (!m) continue;
    const note = `${label}: the real file goes here.`;
    found.push({ at: m.index, link: { label, href: `data:text/plain;charset=utf-8,${encodeURIComponent(note)}` } });
  }
  return found;
}

/** Every link the request names, in its order, without repeats. */
export function namedLinks(text: string): NamedLink[] {
  const found: { at: number; link: NamedLink }[] = [];
  for (const m of text.matchAll(SERVICE_WORDS)) {
    const written = m[1]!.replace(/\s+/g, ' ').toLowerCase();
    const service = SERVICES.find(([name]) => name.toLowerCase() === written)!;
    if (WORD_NAMES.has(service[0]) && m[1] !== service[0]) continue;
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
  for (const own of ownDocuments(text)) found.push(own);
  const reviews = GOOGLE_REVIEWS.exec(text);
  if (reviews && !found.some((f) => f.link.label === 'Google Reviews'))
    found.push({ at: reviews.index, link: { label: 'Google Reviews', href: 'https://www.google.com/maps' } });
  // A service the table does not know, unless it is one already found ("Apple Podcasts" is not "Apple").
  for (const sent of sentToServices(text)) {
    const label = sent.link.label.toLowerCase();
    if (!found.some((f) => f.link.label.toLowerCase().includes(label) || label.includes(f.link.label.toLowerCase()))) found.push(sent);
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
