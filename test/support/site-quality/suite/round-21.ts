// Requests written in a sixteenth sitting on 2026-11-28 (issue 33, round 21), before the engine saw
// any of them: edits that take a service off, open on a new day, put an email in the footer, add a
// form field, darken a site for its mood, rename a section, link a channel, change a price, close on
// a day, add reviews; two on a hand-written plumber's page; then names said in passing, lists of
// services, prices with thousands and decimals, links, pages, a booking form, an open day, colours
// and a checklist.
import { dark, faq, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const PLUMBER: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Dale Plumbing · Leeds',
      'Dale Plumbing, a local plumber in Leeds.',
      `<div class="top"><b>Dale Plumbing</b> · Leeds</div>
<div class="main">
<h1>Your local plumber</h1>
<p>Leaks, taps, radiators and bathrooms, fixed by Tom Dale since 2011.</p>
<h2>What I do</h2>
<ul class="jobs">
<li>Leaking taps and pipes</li>
<li>Radiators and valves</li>
<li>Bathroom fitting</li>
</ul>
<h2>Get in touch</h2>
<p>Call <a href="tel:+441134960123">0113 496 0123</a> or email <a href="mailto:tom@daleplumbing.co.uk">tom@daleplumbing.co.uk</a>.</p>
</div>
<div class="bottom"><small>Dale Plumbing, Leeds</small></div>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Arial, sans-serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #202020; background: #ffffff; }
a { color: #0b5394; }
.top, .bottom { padding: 0.5rem 0; }
`,
  },
];

export const ROUND_21: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Florist Wild Bunch in Whitby with bouquets and prices: small bouquet £25, large bouquet £45, bridal bouquet £120',
    'Drop the large bouquet from the price list',
    [
      { absent: /large bouquet/i, what: 'no large bouquet' },
      { price: 'small bouquet', amount: 25, currency: '£' },
    ],
  ),
  editAfter('en', 'Barber Sharp & Co in Hull with prices and opening hours', 'Thursdays we stay open late, until 8pm', [
    { text: /Thursday[^\n]{0,30}(8\s?pm|20:00)/i },
  ]),
  editAfter(
    'en',
    'Italian restaurant Nonna Rosa in Leicester with a menu and a booking form',
    'Put our email in the footer: ciao@nonnarosa.co.uk',
    [{ text: /ciao@nonnarosa\.co\.uk/ }],
  ),
  editAfter(
    'en',
    'Dog walker Happy Paws in Harrogate with services and prices: solo walk £15, group walk £10',
    'Can you add puppy visits for £12?',
    [
      { price: 'puppy visits', amount: 12, currency: '£' },
      { price: 'solo walk', amount: 15, currency: '£' },
    ],
  ),
  editAfter('en', 'Language school Lingua in Cambridge with courses and a contact form', 'Add a phone number field to the contact form', [
    { input: /phone|telephone/i, types: ['tel'] },
  ]),
  editAfter('en', 'Escape room Locked In in Nottingham with our rooms and booking', 'Make the whole site darker, it should feel spooky', [
    dark,
  ]),
  editAfter('en', 'Bakery Rise & Shine in Bristol with breads and opening hours', 'Rename "Opening hours" to "When to find us"', [
    { heading: /When to find us/ },
  ]),
  editAfter(
    'en',
    'Yoga teacher Mira Shah in Brighton with classes and prices',
    'Link my YouTube channel in the footer: youtube.com/@mirashahyoga',
    [{ namedLink: /YouTube/i, where: 'footer' }],
  ),
  editAfter('de', 'Bäckerei Sonnenkorn in Ulm mit Brot, Brötchen und Öffnungszeiten', 'Samstags öffnen wir schon um 6:30 Uhr', [
    { text: /Samstag[^\n]{0,30}6[:.]30/ },
  ]),
  editAfter(
    'de',
    'Fahrradladen Speiche in Münster mit Reparaturen und Preisen: Platten flicken 12 €, Inspektion 49 €',
    'Bitte den Preis fürs Platten flicken auf 14 € anheben',
    [
      { price: 'Platten flicken', amount: 14, currency: '€' },
      { price: 'Inspektion', amount: 49, currency: '€' },
    ],
  ),
  editAfter('de', 'Yogastudio Atem in Leipzig mit Kursen und Preisen', 'Bitte eine FAQ zu Probestunde und Matten hinzufügen', [
    faq,
    { text: /Probestunde/ },
    { text: /Matten/ },
  ]),
  editAfter(
    'es',
    'Peluquería Tijeras de Oro en Valencia con servicios y precios: corte 18 €, tinte 35 €',
    'Quitad el tinte y poned mechas a 45 €',
    [
      { absent: /tinte/i, what: 'sin tinte' },
      { price: 'mechas', amount: 45, currency: '€' },
    ],
  ),
  editAfter('es', 'Academia de baile Ritmo en Zaragoza con clases y horario', 'Añade un enlace a nuestro TikTok: tiktok.com/@ritmozgz', [
    { namedLink: /TikTok/i },
  ]),
  editAfter('fr', 'Boulangerie Le Fournil à Dijon avec nos pains et nos horaires', 'Le samedi, on ouvre à 7 h au lieu de 8 h', [
    { text: /samedi[^\n]{0,40}(7\s?h|7:00|07:00)/i },
  ]),
  editAfter('fr', 'Salon de thé Les Tasses à Lille avec la carte : thé 3 €, scone 3 €, part de gâteau 4,50 €', 'Le scone passe à 3,50 €', [
    { price: 'scone', amount: 3.5, currency: '€' },
    { price: 'part de gâteau', amount: 4.5, currency: '€' },
  ]),
  onFiles('en', PLUMBER, "a plumber's hand-made page", 'Add boiler servicing to the list of what I do', [
    { item: 'boiler servicing' },
    { item: 'Bathroom fitting' },
  ]),
  onFiles('en', PLUMBER, "a plumber's hand-made page", 'My new number is 0113 496 0999', [
    { text: /0113 496 0999/ },
    { absent: /0113 496 0123/, what: 'the old number is gone' },
  ]),

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'Hi! I run a coffee van called The Daily Grind, usually parked outside Leeds station. Need a simple site.',
    expects: [{ name: 'The Daily Grind' }, { text: /Leeds/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Necesito una web para mi estudio de arquitectura, Arquitectura Lúcida, en Bilbao',
    expects: [{ name: 'Arquitectura Lúcida' }, { text: /Bilbao/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Je suis Élodie Marchand, céramiste à Quimper, et j'aimerais un site pour présenter mes pièces",
    expects: [{ name: 'Élodie Marchand' }, { text: /Quimper/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query: "Site for a kids' party company, Bounce Bros, in Swindon: bouncy castles, soft play, face painting and party bags",
    expects: [{ name: 'Bounce Bros' }, ...items('bouncy castles', 'soft play', 'face painting', 'party bags')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Gärtnerei Blattgrün in Erfurt – wir bieten Gartenpflege, Heckenschnitt, Baumfällung und Winterdienst',
    expects: [{ name: 'Blattgrün' }, ...items('Gartenpflege', 'Heckenschnitt', 'Baumfällung', 'Winterdienst')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Driving instructor Green Light Driving in Derby. Single lesson £38, block of 10 lessons £350, intensive course £1,200',
    expects: [
      { name: 'Green Light Driving' },
      ...priced('£', [
        ['single lesson', 38],
        ['block of 10 lessons', 350],
        ['intensive course', 1200],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Fisioterapia Kinesis en Gijón — sesión de 30 minutos 30 €, sesión de una hora 50 €, bono de 5 sesiones 220 €',
    expects: [
      { name: 'Kinesis' },
      ...priced('€', [
        ['sesión de 30 minutos', 30],
        ['sesión de una hora', 50],
        ['bono de 5 sesiones', 220],
      ]),
    ],
  },

  // Links, structure, facts.
  {
    family: 'links',
    lang: 'en',
    query: 'Wedding photographer Ben Ashby, site with my Pinterest and Vimeo',
    expects: [{ name: 'Ben Ashby' }, { namedLink: /Pinterest/i }, { namedLink: /Vimeo/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Website für den Chor Klangfarben aus Hannover, mit einem Link zu unserem YouTube-Kanal',
    expects: [{ name: 'Klangfarben' }, { namedLink: /YouTube/i }, { text: /Hannover/ }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'A four-page site for Harbour Lights B&B: Home, Rooms, Breakfast, Find us',
    expects: [{ name: 'Harbour Lights B&B' }, { pages: 4, named: [/Rooms/i, /Breakfast/i, /Find us/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: 'Club de tennis Balle de Match à Nantes : un site avec Accueil, Le club, Tarifs et Contact',
    expects: [{ name: 'Balle de Match' }, { pages: 4, named: [/club/i, /Tarifs/i, /Contact/i] }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Open morning at Meadowbank Primary School, Thursday 5 March, 9:30 to 11:30, all welcome',
    expects: [{ name: 'Meadowbank Primary School' }, { text: /5 March/ }, { text: /9:30/ }, { text: /11:30/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'es',
    query: 'Web oscura con detalles en naranja para el gimnasio Fuerza Bruta',
    expects: [{ name: 'Fuerza Bruta' }, dark, { colour: 'orange', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Navy and white website for Anchor Sailing Club',
    expects: [{ name: 'Anchor Sailing Club' }, light, { colour: 'blue', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Einkaufsliste zum Abhaken: Einträge hinzufügen, abhaken und löschen',
    expects: [todo],
  },
];
