// Edits: a site (made by the engine from a first request, or brought by hand), then an instruction
// as a customer writes it, then what a person checks on the edited site: hours changed, a link in
// the footer, one price changed, FAQ entries on the topics named, a testimonials section, a dark
// theme, a section added, items added or removed.
import type { Expectation } from '../asked-for.ts';
import { dark, faq, reviews } from './common-expectations.ts';
import { HAND_BAKERY, HAND_CONSULTANT, HAND_WERKSTATT } from './hand-sites.ts';
import type { Lang, StartingFile, SuiteCase } from './suite-case.ts';

/** An edit of the engine's site for `start`. */
export const editAfter = (lang: Lang, start: string, query: string, expects: Expectation[]): SuiteCase => ({
  family: 'edits',
  lang,
  query,
  expects,
  start: { query: start },
});
export const onFiles = (lang: Lang, files: StartingFile[], what: string, query: string, expects: Expectation[]): SuiteCase => ({
  family: 'edits',
  lang,
  query,
  expects,
  start: { files, what },
});

const CAFE = 'A café in Bristol called Morning Glory with opening hours, a menu and a contact form';
const BARBER = 'Barber shop Clipper Club in Leeds with prices: haircut £20, beard trim £12, hot towel shave £25';
const PODCAST = 'A podcast website for Deep Field, a show about astronomy, with episodes and hosts';
const SAAS = 'Landing page for Pinboard Pro, a bookmarking tool for teams, with features and pricing';
const PLUMBER = 'Plumbing business PipeWorks in Cardiff with services and a contact form';
const YOGA = 'Yoga studio Lotus Room in Brighton with classes, a timetable and prices';
const CAFE_DE = 'Webseite für das Café Kaffeeklatsch in Hamburg mit Öffnungszeiten und Speisekarte';
const SHOP_ES = 'Tienda online de cerámica Barro Vivo en Sevilla con productos y precios';
const BISTRO_FR = 'Site pour le bistrot Chez Lucie à Toulouse avec la carte et les horaires';

export const EDITS: SuiteCase[] = [
  // Opening hours.
  editAfter('en', CAFE, 'Change the opening hours to Monday to Friday 7am to 3pm, weekends 8am to 4pm', [
    { text: /7\s?(am|:00)?\s*(–|-|to)\s*3\s?(pm|:00)?|07:00\s*(–|-)\s*15:00/i },
    { text: /8\s?(am|:00)?\s*(–|-|to)\s*4\s?(pm|:00)?|08:00\s*(–|-)\s*16:00/i },
  ]),
  editAfter('en', YOGA, 'our hours are now Mon-Sat 6:30am to 9pm, Sunday 8am-12pm. please update', [
    { text: /6:30\s?am|06:30/i },
    { text: /9\s?pm|21:00/i },
  ]),
  onFiles('en', HAND_BAKERY, 'a hand-made bakery page', 'New hours: Wednesday to Sunday, 7am to 1pm', [
    { text: /Wednesday/i },
    { text: /7\s?(am|:00)?\s*(–|-|to)\s*1\s?(pm|:00)?|07:00\s*(–|-)\s*13:00/i },
    { absent: /Tuesday to Saturday, 8am to 2pm/, what: 'the old hours are gone' },
  ]),
  onFiles('de', HAND_WERKSTATT, 'eine handgeschriebene Werkstattseite', 'Neue Öffnungszeiten: Dienstag bis Samstag 9 bis 17 Uhr', [
    { text: /Dienstag/i },
    { text: /9\s*(–|-|bis)\s*17/ },
    { absent: /Montag bis Freitag 10 bis 18 Uhr/, what: 'die alten Öffnungszeiten sind weg' },
  ]),
  editAfter('de', CAFE_DE, 'Bitte die Öffnungszeiten ändern: täglich 8 bis 20 Uhr', [{ text: /8\s*(–|-|bis)\s*20|08:00\s*(–|-)\s*20:00/ }]),
  editAfter('fr', BISTRO_FR, 'Changez les horaires : du mardi au samedi, de 12h à 22h', [
    { text: /mardi/i },
    { text: /12\s?h|12:00/ },
    { text: /22\s?h|22:00/ },
  ]),

  // Links, in the footer or anywhere.
  editAfter('en', PODCAST, 'Add a link to our Apple Podcasts page in the footer', [{ namedLink: /Apple Podcasts/i, where: 'footer' }]),
  editAfter('en', CAFE, 'put our Instagram in the footer please', [{ namedLink: /Instagram/i, where: 'footer' }]),
  editAfter('en', SAAS, 'Add links to our GitHub and our status page at the bottom of the page', [
    { namedLink: /GitHub/i, where: 'footer' },
    { namedLink: /status/i, where: 'footer' },
  ]),
  onFiles('en', HAND_CONSULTANT, 'a two-page consultant site', 'Add a LinkedIn link to the footer of every page', [
    { namedLink: /LinkedIn/i, where: 'footer' },
  ]),
  editAfter('en', PLUMBER, 'Add a link to our Checkatrade reviews', [{ namedLink: /Checkatrade/i }]),
  editAfter('es', SHOP_ES, 'Añade un enlace a nuestro Instagram en el pie de página', [{ namedLink: /Instagram/i, where: 'footer' }]),
  editAfter('fr', BISTRO_FR, 'Ajoutez un lien vers notre page TripAdvisor en bas de page', [
    { namedLink: /TripAdvisor/i, where: 'footer' },
  ]),

  // One price changed.
  editAfter('en', BARBER, 'Change the beard trim price to £14', [
    { price: 'beard trim', amount: 14, currency: '£' },
    { price: 'haircut', amount: 20, currency: '£' },
  ]),
  editAfter('en', BARBER, 'haircuts are going up to £22 from next week, update the price', [
    { price: 'haircut', amount: 22, currency: '£' },
  ]),
  onFiles('en', HAND_BAKERY, 'a hand-made bakery page', 'The seeded rye is now £4.40', [
    { price: 'seeded rye', amount: 4.4, currency: '£' },
    { price: 'white bloomer', amount: 3.2, currency: '£' },
  ]),
  onFiles('de', HAND_WERKSTATT, 'eine handgeschriebene Werkstattseite', 'Die Inspektion kostet jetzt 59 €', [
    { price: 'Inspektion', amount: 59, currency: '€' },
    { price: 'Bremsen einstellen', amount: 15, currency: '€' },
  ]),
  editAfter('en', 'Ice cream van Scoops in Margate: single scoop £2.50, double scoop £4, sundae £6', 'Make the sundae £6.50', [
    { price: 'sundae', amount: 6.5, currency: '£' },
  ]),

  // FAQ entries on given topics.
  editAfter('en', SAAS, 'Add an FAQ with questions about refunds, data security and cancelling a subscription', [
    faq,
    { heading: /refund/i },
    { heading: /security/i },
    { heading: /cancel/i },
  ]),
  editAfter('en', PLUMBER, 'Add FAQs: do you do emergency call-outs, are you Gas Safe registered, and what areas do you cover', [
    faq,
    { heading: /emergenc/i },
    { heading: /gas safe/i },
    { heading: /areas?/i },
  ]),
  onFiles(
    'en',
    HAND_BAKERY,
    'a hand-made bakery page',
    'Add a FAQ section answering whether we do gluten-free bread and whether you can pre-order',
    [faq, { heading: /gluten/i }, { heading: /pre-?order/i }],
  ),
  editAfter('es', SHOP_ES, 'Añade preguntas frecuentes sobre envíos y devoluciones', [
    faq,
    { heading: /env[ií]o/i },
    { heading: /devoluci/i },
  ]),

  // Testimonials.
  editAfter('en', PLUMBER, 'Add a testimonials section with a few customer quotes', [
    reviews,
    { heading: /testimonial|customers say|reviews/i },
  ]),
  onFiles('en', HAND_CONSULTANT, 'a two-page consultant site', 'Can you add some testimonials from charities I have worked with?', [
    reviews,
  ]),
  editAfter('de', CAFE_DE, 'Füge einen Abschnitt mit Kundenstimmen hinzu', [reviews, { heading: /kundenstimmen|bewertungen|stimmen/i }]),
  editAfter('fr', BISTRO_FR, 'Ajoutez une section avec des avis de clients', [reviews, { heading: /avis|témoignages/i }]),

  // Dark theme on an existing site.
  editAfter('en', SAAS, 'Make the whole site dark', [dark]),
  editAfter('en', PODCAST, 'switch it to a dark theme', [dark]),
  onFiles('en', HAND_BAKERY, 'a hand-made bakery page', 'Give the site a dark background with light text', [dark]),
  onFiles('de', HAND_WERKSTATT, 'eine handgeschriebene Werkstattseite', 'Mach die Seite dunkel', [dark]),
  editAfter('es', SHOP_ES, 'Pon la web en modo oscuro', [dark]),

  // A section added.
  editAfter('en', CAFE, 'Add a section about our catering for offices', [{ heading: /catering/i }]),
  editAfter('en', YOGA, 'Add a "Meet the teachers" section', [{ heading: /meet the teachers|teachers/i }]),
  editAfter('en', SAAS, 'add a section called Integrations listing Slack, Trello and Google Drive', [
    { heading: /integrations/i },
    { item: 'Slack' },
    { item: 'Trello' },
    { item: 'Google Drive' },
  ]),
  onFiles(
    'en',
    HAND_CONSULTANT,
    'a two-page consultant site',
    'Add a "Workshops" section to the home page about my one-day trustee workshops',
    [{ heading: /workshops/i }],
  ),
  editAfter('fr', BISTRO_FR, 'Ajoutez une section « Privatisation » pour les groupes', [{ heading: /privatisation/i }]),

  // Items added or removed.
  editAfter('en', BARBER, 'Add kids cut for £14 to the price list', [{ price: 'kids cut', amount: 14, currency: '£' }]),
  onFiles('en', HAND_BAKERY, 'a hand-made bakery page', 'Add spelt loaf at £4.80 to the bread list', [
    { price: 'spelt loaf', amount: 4.8, currency: '£' },
  ]),
  onFiles('en', HAND_CONSULTANT, 'a two-page consultant site', 'Remove trustee training from the services, I no longer offer it', [
    { absent: /trustee training/i, what: 'trustee training is gone' },
    { item: 'Grant applications' },
  ]),
  editAfter('en', YOGA, 'Add a new class: aerial yoga on Thursday evenings', [{ item: 'aerial yoga' }]),

  // Names, contact details and text.
  editAfter('en', PLUMBER, 'Change our phone number to 029 2018 0000', [{ text: /029 2018 0000/ }]),
  editAfter('en', CAFE, 'We renamed the café to Evening Glory, update the name everywhere', [{ name: 'Evening Glory' }]),
  onFiles('en', HAND_BAKERY, 'a hand-made bakery page', 'Update the address to 9 Market Street, Hebden Bridge', [
    { text: /9 Market Street/ },
    { absent: /3 Bridge Gate/, what: 'the old address is gone' },
  ]),
  editAfter('en', SAAS, 'Add a newsletter sign-up to the page', [{ input: /e-?mail/i, types: ['email'] }]),
  editAfter('es', SHOP_ES, 'Cambia el nombre de la tienda a Barro y Fuego', [{ name: 'Barro y Fuego' }]),
];
