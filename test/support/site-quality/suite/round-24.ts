// Requests written in a nineteenth sitting on 2026-12-07 (issue 33, round 24), before the engine saw
// any of them: edits that change an e-mail address, add a staff member with a role, add a page, add a
// WhatsApp link, drop a price row and rename a section on a hand-written page; names made of a
// person's ("... by Maya"), with an apostrophe or a number, or given after "it's called"; lists
// joined by "as well as" and "plus"; prices for a length of time and "from"; links to an Etsy shop, Treatwell and
// TripAdvisor; a club's five pages; a workshop sign-up form with a number of places; an open day
// with its date, times and address; blush pink on white, a dark green header, a dark portfolio; a packing
// checklist and a shop of soaps to put in a basket.
import { cart, dark, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const TUTOR: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Maths tutoring with Helen Price',
      'GCSE and A-level maths tutoring in Harrogate.',
      `<header><h1>Helen Price Maths Tuition</h1><p>GCSE and A-level, online or in Harrogate</p></header>
<h2>Lessons</h2>
<table>
<tr><th>Lesson</th><th>Price</th></tr>
<tr><td>GCSE maths, one hour</td><td>£35</td></tr>
<tr><td>A-level maths, one hour</td><td>£42</td></tr>
<tr><td>Exam technique crash course</td><td>£120</td></tr>
</table>
<h2>Get in touch</h2>
<p><a href="mailto:helen@priceMaths.example">helen@priceMaths.example</a></p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Georgia, serif; margin: 0 auto; max-width: 46rem; color: #222; background: #fffdf8; }
table { border-collapse: collapse; } td, th { padding: .4rem .8rem; border-bottom: 1px solid #ddd; }
`,
  },
];

export const ROUND_24: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Dog walker Happy Tails in Reading, walks and puppy visits',
    'Our address for bookings is now woof@happytails.example, swap it in wherever the old one is',
    [{ text: /woof@happytails\.example/ }],
  ),
  editAfter(
    'en',
    'Physiotherapy clinic Motion Works in Leeds with treatments and staff',
    'We have hired a sports massage therapist, Kwame Mensah. Put him with the rest of the staff',
    [{ text: /Kwame Mensah/ }, { text: /sports massage/i }],
  ),
  editAfter('de', 'Yogastudio Atemraum in Freiburg mit Kursen und Preisen', 'Wir bräuchten zusätzlich eine Unterseite für Workshops', [
    { pages: 2, named: [/Workshops/i] },
  ]),
  editAfter('es', 'Pastelería Dulce Vida en Valladolid con tartas y pedidos', 'Poned un enlace a nuestro WhatsApp: wa.me/34600111222', [
    { namedLink: /WhatsApp/i },
  ]),
  editAfter(
    'fr',
    'Salon de coiffure Mèches Rebelles à Rennes avec les tarifs : coupe femme 38 €, coupe homme 22 €, couleur 55 €',
    'On ne fait plus de couleur, enlevez-la des tarifs',
    [
      { absent: /couleur\s*[:\-–]?\s*55/i, what: 'no colour price' },
      { price: 'coupe femme', amount: 38, currency: '€' },
      { price: 'coupe homme', amount: 22, currency: '€' },
    ],
  ),
  onFiles('en', TUTOR, 'a hand-made tutor page', 'Take the crash course off the price list', [
    { absent: /crash course/i, what: 'no crash course' },
    { price: 'GCSE maths', amount: 35, currency: '£' },
    { price: 'A-level maths', amount: 42, currency: '£' },
  ]),
  onFiles('en', TUTOR, 'a hand-made tutor page', 'Rename the "Lessons" heading to "Prices"', [
    { heading: /^Prices$/ },
    { absent: /^Lessons$/m, what: 'no "Lessons" heading' },
  ]),

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'I bake celebration cakes from home in Swindon, the business is Cakes by Maya. Can you make me a website?',
    expects: [{ name: 'Cakes by Maya' }, { text: /Swindon/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: "Website for Dee's Diner, a 1950s-style diner on the seafront in Margate",
    expects: [{ name: "Dee's Diner" }, { text: /Margate/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "J'ouvre une épicerie vrac à Besançon, elle s'appelle Le Bocal, il me faudrait un site simple",
    expects: [{ name: 'Le Bocal' }, { text: /Besançon/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Unser Café heißt Kaffeeklatsch 27 und liegt in der Altstadt von Lüneburg. Wir brauchen eine Webseite.',
    expects: [{ name: 'Kaffeeklatsch 27' }, { text: /Lüneburg/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query: 'Garden maintenance by Green Thumb Gary in Exeter: lawn mowing, hedge trimming, leaf clearing as well as patio jet-washing',
    expects: [{ name: 'Green Thumb Gary' }, ...items('lawn mowing', 'hedge trimming', 'leaf clearing', 'patio jet-washing')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Vivero Los Almendros en Granada: vendemos árboles frutales, plantas aromáticas y cactus, y también damos talleres de poda',
    expects: [{ name: 'Los Almendros' }, ...items('árboles frutales', 'plantas aromáticas', 'cactus', 'talleres de poda')],
  },
  {
    family: 'items',
    lang: 'fr',
    query:
      'Site pour notre crêperie ambulante Blé Noir à Lille : galettes complètes, crêpes au sucre, cidre fermier, plus des glaces en été',
    expects: [{ name: 'Blé Noir' }, ...items('galettes complètes', 'crêpes au sucre', 'cidre fermier', 'glaces')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Sports massage with Dana Kowalski in Bath: £40 for 45 minutes, £50 for an hour, 10% off for students',
    expects: [{ name: 'Dana Kowalski' }, { text: /£40/ }, { text: /£50/ }, { text: /10\s?% off/i }],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Schwimmschule Seepferdchen in Kiel: Anfängerkurs 140 €, Fortgeschrittene 160 €, Aquafitness 12 € pro Termin',
    expects: [
      { name: 'Seepferdchen' },
      ...priced('€', [
        ['Anfängerkurs', 140],
        ['Fortgeschrittene', 160],
        ['Aquafitness', 12],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Gutter clearing in Ipswich, TopFlow. Bungalows from £40, two-storey houses from £60, three-storey from £85',
    expects: [
      { name: 'TopFlow' },
      ...priced('£', [
        ['bungalows', 40],
        ['two-storey', 60],
        ['three-storey', 85],
      ]),
    ],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: "Simple page for my jewellery brand Wild Thread. I sell on Etsy, so please link to my Etsy shop, and there's an Instagram too",
    expects: [{ name: 'Wild Thread' }, { namedLink: /Etsy/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Nail bar Polished in Leicester. People book through Treatwell so the main button should go there',
    expects: [{ name: 'Polished' }, { namedLink: /Treatwell|book/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Restaurante La Brasa en Córdoba, con la carta y un enlace a nuestras opiniones en TripAdvisor',
    expects: [{ name: 'La Brasa' }, { namedLink: /TripAdvisor/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Our running club Striders needs a site: home, training times, races, membership and a contact page',
    expects: [{ name: 'Striders' }, { pages: 5, named: [/Training/i, /Races/i, /Membership/i, /Contact/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query:
      "Atelier de poterie Terre & Feu à Dijon : un formulaire d'inscription aux stages avec nom, e-mail, date du stage et nombre de places",
    expects: [
      { name: 'Terre & Feu' },
      { input: /nom/i, types: ['text'] },
      { input: /e-?mail/i, types: ['email'] },
      { input: /date/i, types: ['date'] },
      { input: /places/i, types: ['number'] },
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Open day at Oakfield Community Farm, Sunday 12 April, 10am to 4pm, 28 Mill Lane, Stockport SK4 2AB. Free entry',
    expects: [
      { text: /12 April/ },
      { text: /10\s?am/i },
      { text: /4\s?pm/i },
      { text: /28 Mill Lane/ },
      { text: /SK4 2AB/ },
      { text: /free/i },
    ],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Ferretería Hermanos Gil, calle Mayor 14, Teruel. Abrimos de lunes a sábado de 9:00 a 14:00. Teléfono 978 600 123',
    expects: [{ name: 'Hermanos Gil' }, { text: /calle Mayor 14/i }, { text: /9:00/ }, { text: /14:00/ }, { text: /978 600 123/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Baby clothes shop Little Sprout wants something gentle: blush pink buttons on a white page',
    expects: [{ name: 'Little Sprout' }, light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Webseite für die Gärtnerei Waldrand mit dunkelgrünem Kopfbereich, sonst hell',
    expects: [{ name: 'Waldrand' }, light, { colour: 'green', where: 'header' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: "Dark portfolio site for a motion designer, Theo Lindqvist, in Glasgow: black background, and I'd like the buttons lime green",
    expects: [{ name: 'Theo Lindqvist' }, dark, { colour: 'green', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: "Packing checklist for a camping trip: type in gear, mark each thing as packed, and bin what I don't need",
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Petite boutique pour mes savons au lait de chèvre, Chèvrefeuille, où on peut mettre chaque savon dans un panier',
    expects: [{ name: 'Chèvrefeuille' }, cart],
  },
];
