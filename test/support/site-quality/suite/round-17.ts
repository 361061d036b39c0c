// Requests written in a twelfth sitting on 2026-11-28 (issue 33, round 17), before the engine saw
// any of them: mostly edits (the family the held-out set scores lowest), as owners write them to
// someone who already made their site, with a reason, a "from now on" or a bare fragment; then
// things listed, prices, a page plan, links, an event, a theme and an app.
import { contactForm, dark, dateInput, faq, items, light, priced, todo } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_17: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Bakery Rise & Shine in Bath with a menu: sourdough £4.50, croissant £2.20, cinnamon bun £3',
    'Can you bump the sourdough up to £4.80? Flour has gone up again.',
    [
      { price: 'sourdough', amount: 4.8, currency: '£' },
      { price: 'croissant', amount: 2.2, currency: '£' },
    ],
  ),
  editAfter(
    'en',
    'Personal trainer Sam Cole in Reading with sessions and prices',
    'Change the big heading on the home page to "Get strong, stay strong"',
    [{ heading: /Get strong, stay strong/ }],
  ),
  editAfter(
    'en',
    'Florist Petal & Stem in Harrogate: bouquets, weddings, funeral flowers and a contact form',
    'Take the weddings bit off please, we stopped doing them last year',
    [{ absent: /weddings/i, what: 'weddings are gone' }, { item: 'bouquets' }],
  ),
  editAfter('en', 'Tea room The Copper Kettle in Whitby with opening hours and a menu', 'Tuesdays are our day off now', [
    { text: /Tuesday\W*Closed/i },
  ]),
  editAfter(
    'en',
    'Electrician Spark Right in Leicester with services and a contact form',
    'add "NICEIC approved contractor, reg. no. 604312" to the footer',
    [{ text: /604312/ }],
  ),
  editAfter(
    'en',
    'Escape rooms Locked In in Nottingham: The Asylum £20 per person, Pirate Cove £18 per person, with booking',
    'New room opening! The Vault, £22 per person',
    [
      { price: 'The Vault', amount: 22, currency: '£' },
      { price: 'Pirate Cove', amount: 18, currency: '£' },
    ],
  ),
  editAfter(
    'en',
    'Tutor Priya Shah in Slough: GCSE maths and physics tutoring, with prices',
    'I can teach chemistry as well now, please add it',
    [{ item: 'chemistry' }, { item: 'physics' }],
  ),
  editAfter(
    'en',
    'Cleaning company Sparkle Squad in Milton Keynes with services and reviews',
    'Can we get a quote request form? Name, email, postcode and what kind of clean they need.',
    [contactForm, { field: /postcode/i }],
  ),
  editAfter('en', 'Band Neon Foxes with tour dates, music and merch', 'Add our Bandcamp: neonfoxes.bandcamp.com', [
    { namedLink: /Bandcamp/i },
  ]),
  editAfter('en', 'Podcast site for Pitch Side, a football podcast, with episodes', 'Make the background black and the buttons green', [
    dark,
    { colour: 'green', where: 'buttons' },
  ]),
  editAfter(
    'de',
    'Friseursalon Schnittstelle in Leipzig: Damenschnitt 45 €, Herrenschnitt 25 €, Färben 60 €',
    // (Written first as "Herrenschnitt kostet ab sofort 28 €", the words of a request of mixed.ts; this
    // phrasing replaced it after the sitting was scored.)
    'Ab nächstem Monat kostet der Herrenschnitt 28 €, leider geht es nicht anders',
    [
      { price: 'Herrenschnitt', amount: 28, currency: '€' },
      { price: 'Damenschnitt', amount: 45, currency: '€' },
    ],
  ),
  editAfter(
    'de',
    'Physiotherapie Bewegt in Münster mit Leistungen und Öffnungszeiten',
    'Bitte einen Link zu unserer Terminbuchung bei Doctolib einfügen: https://www.doctolib.de/physiotherapie/muenster/bewegt',
    [{ namedLink: /Doctolib|Termin/i }],
  ),
  editAfter(
    'de',
    'Weingut Rebenhof in der Pfalz mit unseren Weinen und Weinproben',
    'Füge einen Abschnitt mit häufigen Fragen hinzu: Versand, Abholung und Weinproben für Gruppen',
    [faq, { text: /Versand/ }, { text: /Abholung/ }],
  ),
  editAfter('es', 'Academia de baile Ritmo en Málaga con clases de salsa y horarios', 'Añadid clases de bachata los jueves a las 20:00', [
    { item: 'bachata' },
    { text: /20:00/ },
  ]),
  editAfter('es', 'Restaurante El Fogón en Bilbao con carta y reservas', 'Cambiad el teléfono al 944 123 456, el antiguo ya no funciona', [
    { text: /944 123 456/ },
  ]),
  editAfter('fr', 'Boulangerie Au Bon Pain à Lyon avec les produits et les horaires', 'Nous sommes fermés le dimanche désormais', [
    { text: /dimanche\W*fermé/i },
  ]),
  editAfter(
    'fr',
    'Gîte Les Hirondelles en Dordogne avec les chambres et les tarifs',
    "Ajoutez un formulaire de réservation avec date d'arrivée et date de départ",
    [dateInput(/arriv/i), dateInput(/départ/i)],
  ),
  editAfter('fr', 'Salon de thé Les Petites Tasses à Rennes avec la carte', 'Mettez le site en vert sapin', [
    { colour: 'green', where: 'buttons' },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      'Website for Fix & Fettle, a handyman in Stockport. Jobs I take on: shelves and curtain poles, flat-pack assembly, small plumbing jobs, painting and decorating.',
    expects: [
      { name: 'Fix & Fettle' },
      ...items('shelves and curtain poles', 'flat-pack assembly', 'small plumbing jobs', 'painting and decorating'),
    ],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Online shop for Wild Wick Candles (handmade in Norfolk) — soy candles, wax melts, reed diffusers and gift sets, each with add to basket.',
    expects: [{ name: 'Wild Wick Candles' }, ...items('soy candles', 'wax melts', 'reed diffusers', 'gift sets'), { widget: 'cart' }],
  },
  {
    family: 'items',
    lang: 'de',
    query:
      'Website für unsere Kita Pusteblume in Freiburg. Wir bieten Krippe, Kindergarten, Hortbetreuung und ein Mittagessen aus Bio-Zutaten.',
    expects: [{ name: 'Pusteblume' }, ...items('Krippe', 'Kindergarten', 'Hortbetreuung')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Necesito una web para mi taller mecánico, Motores Ruiz, en Alicante: cambio de aceite, frenos, neumáticos, ITV y diagnosis.',
    expects: [{ name: 'Motores Ruiz' }, ...items('cambio de aceite', 'frenos', 'neumáticos')],
  },
  {
    family: 'items',
    lang: 'fr',
    query:
      'Créez un site pour mon atelier de couture « Fil Rouge » à Angers : retouches, ourlets, confection sur mesure et cours de couture.',
    expects: [{ name: 'Fil Rouge' }, ...items('retouches', 'ourlets', 'confection sur mesure')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Window cleaner in Swansea, Clear View. Terraced house £12, semi £15, detached £20, conservatory £25.',
    expects: [
      { name: 'Clear View' },
      ...priced('£', [
        ['Terraced house', 12],
        ['semi', 15],
        ['detached', 20],
        ['conservatory', 25],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Site pour le food truck Le Camion Gourmand à Bordeaux : burger classique 11 €, burger végé 12 €, frites maison 4 €',
    expects: [
      { name: 'Le Camion Gourmand' },
      ...priced('€', [
        ['burger classique', 11],
        ['burger végé', 12],
        ['frites maison', 4],
      ]),
    ],
  },

  // Names, structure, links, facts, theme, widgets.
  {
    family: 'names',
    lang: 'en',
    query: 'My name is Dr Helen Moss and I run a private dental practice in Guildford. Can you do me a website?',
    expects: [{ name: 'Helen Moss' }, { text: /Guildford/ }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Portfolio for illustrator Mia Tanaka with three pages: Work, About and Contact',
    expects: [{ name: 'Mia Tanaka' }, { pages: 3, named: [/work/i, /about/i, /contact/i] }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Site for Lantern Theatre Company in Sheffield with links to our tickets on TicketSource and our Instagram',
    expects: [{ name: 'Lantern Theatre Company' }, { namedLink: /TicketSource|tickets/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Open day at Meadowbank Allotments, Sunday 14 June, 10am to 3pm. Plant sale, tea and cake. All welcome, free entry.',
    expects: [{ text: /14 June/ }, { text: /10\s?am|10:00/i }, { text: /3\s?pm|15:00/i }, { text: /Meadowbank/ }],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Schlichte, helle Website in Blau für die Steuerberatung Klar & Partner in Hannover',
    expects: [{ name: 'Klar & Partner' }, light, { colour: 'blue', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'A packing list app for campers: add things to pack, tick them off and delete them',
    expects: [todo],
  },
];
