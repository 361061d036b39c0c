// Requests written in a seventeenth sitting on 2026-11-28 (issue 33, round 22), before the engine saw
// any of them: edits that take money off a price, add a second number, open on a new day, add a
// team member, link an account by its handle, add a new bread, change one day's hours, turn the
// site green, add a dated field to a form, change a set menu's price, add a button to the booking
// form, lighten the background; three on hand-written pages (a Spanish salon and an English
// bookshop); then names, lists, prices per hour and per student, shop links, pages, a race sign-up
// form, a flea market, a dark theme with purple and a shop with a cart.
import { cart, dark, emailField, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const SALON: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'es',
      'Peluquería Nube · Alicante',
      'Peluquería Nube, cortes y color en Alicante.',
      `<nav><a href="#precios">Precios</a> · <a href="#contacto">Contacto</a></nav>
<h1>Peluquería Nube</h1>
<p>Cortes, color y peinados en el centro de Alicante.</p>
<h2 id="precios">Precios</h2>
<table>
<tr><td>Corte de señora</td><td>22 €</td></tr>
<tr><td>Corte de caballero</td><td>12 €</td></tr>
<tr><td>Peinado</td><td>18 €</td></tr>
</table>
<h2 id="contacto">Contacto</h2>
<p>Calle Mayor 14, Alicante · <a href="tel:+34965000222">965 000 222</a></p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Verdana, sans-serif; margin: 0 auto; max-width: 42rem; padding: 1rem; color: #222; background: #fff8f5; }
a { color: #9c2f57; }
td { padding: 0.25rem 1rem 0.25rem 0; }
`,
  },
];

const BOOKSHOP: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Dog-Eared Books, Frome',
      'Dog-Eared Books, a second-hand bookshop in Frome.',
      `<h1>Dog-Eared Books</h1>
<p>Second-hand and rare books on Catherine Hill, Frome.</p>
<h2>What's on</h2>
<ul class="events">
<li>Poetry evening, last Friday of the month, 7pm</li>
<li>Children's story time, Saturdays at 10am</li>
</ul>
<h2>Find us</h2>
<p>12 Catherine Hill, Frome · open Tuesday to Saturday, 10–5</p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Georgia, serif; margin: 0 auto; max-width: 40rem; padding: 1rem; color: #2b2118; background: #fbf7ef; }
`,
  },
];

export const ROUND_22: SuiteCase[] = [
  // Edits.
  editAfter('en', 'Nail bar Polished in Wigan with treatments and prices: gel nails £25, acrylics £35', 'Knock £5 off the acrylics', [
    { price: 'acrylics', amount: 30, currency: '£' },
    { price: 'gel nails', amount: 25, currency: '£' },
  ]),
  editAfter(
    'en',
    'Hotel The Grange in Malvern with rooms and contact details',
    'Add a second phone number just for bookings: 01684 555 210',
    [{ text: /01684 555 210/ }],
  ),
  editAfter('en', 'Accountant Tally & Co in Crewe with services and office hours', "We've started opening on Saturday mornings, 9 to 12", [
    { text: /Saturday[^\n]{0,30}9[^\n]{0,12}12/i },
  ]),
  editAfter(
    'en',
    'Dental practice Brightsmile in Reading with our team and treatments',
    'Our team has grown: please add Priya, our new dental hygienist',
    [{ item: 'Priya' }, { text: /hygienist/i }],
  ),
  editAfter(
    'en',
    'Spa Serenity in Harrogate with treatments and a booking form',
    'Put a big "Book now" button at the top that takes people to the booking form',
    [{ namedLink: /Book now/i }],
  ),
  editAfter(
    'de',
    'Café Mokka in Regensburg mit Kuchen und Öffnungszeiten',
    'Unser Instagram-Account heißt @cafe_mokka_rgb, bitte verlinken',
    [{ namedLink: /Instagram/i }],
  ),
  editAfter(
    'de',
    'Bäckerei Krume in Jena mit Broten und Preisen: Roggenbrot 3,80 €, Brezel 0,90 €',
    'Neu im Sortiment: Dinkelbrot für 4,20 €',
    [
      { price: 'Dinkelbrot', amount: 4.2, currency: '€' },
      { price: 'Roggenbrot', amount: 3.8, currency: '€' },
    ],
  ),
  editAfter('es', 'Heladería Polo Norte en Alicante con sabores y horario', 'Cambiad el horario del domingo: de 12:00 a 22:00', [
    { text: /domingo[^\n]{0,20}12:00[^\n]{0,10}22:00/i },
  ]),
  editAfter('es', 'Vivero Las Hortensias en Gijón con plantas y contacto', 'Poned la web en verde, que pega con las plantas', [
    { colour: 'green', where: 'buttons' },
  ]),
  editAfter(
    'fr',
    'Cabinet de kinésithérapie Mouvement à Reims avec un formulaire de contact',
    'Ajoutez un champ « date souhaitée » au formulaire de contact',
    [{ input: /date souhaitée/i, types: ['date'] }],
  ),
  editAfter('fr', 'Bistrot Chez Paul à Lyon avec la carte : menu du jour 14 €, plat du jour 11 €', 'Le menu du jour passe à 15 €', [
    { price: 'menu du jour', amount: 15, currency: '€' },
    { price: 'plat du jour', amount: 11, currency: '€' },
  ]),
  editAfter('fr', 'Librairie Les Mots Passants à Poitiers avec nos coups de cœur', 'On voudrait un fond plus clair', [light]),
  onFiles('es', SALON, 'una página de peluquería escrita a mano', 'El corte de caballero ahora cuesta 14 €', [
    { price: 'Corte de caballero', amount: 14, currency: '€' },
    { price: 'Corte de señora', amount: 22, currency: '€' },
  ]),
  onFiles('es', SALON, 'una página de peluquería escrita a mano', 'Añadid un botón de WhatsApp con el 600 123 456', [
    { namedLink: /WhatsApp/i },
  ]),
  onFiles('en', BOOKSHOP, 'a hand-made bookshop page', "Add our book club, first Tuesday of each month at 7pm, to what's on", [
    { item: 'book club' },
    { text: /first Tuesday/i },
    { item: 'Poetry evening' },
  ]),

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'Website for the Wheatsheaf Inn, a country pub in Oxfordshire',
    expects: [{ name: 'Wheatsheaf Inn' }, { text: /Oxfordshire/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Homepage für die Kanzlei Schneider & Partner in Mainz',
    expects: [{ name: 'Schneider & Partner' }, { text: /Mainz/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Me llamo Lucía Ferrer y doy clases de piano en Valencia, quiero una página sencilla',
    expects: [{ name: 'Lucía Ferrer' }, { text: /Valencia/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query: 'Our microbrewery Hopscotch in Leeds brews a pale ale, a stout, a sour and a seasonal lager',
    expects: [{ name: 'Hopscotch' }, ...items('pale ale', 'stout', 'sour', 'seasonal lager')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Atelier de couture Fil Rouge à Limoges : retouches, ourlets, fermetures éclair, robes sur mesure',
    expects: [{ name: 'Fil Rouge' }, ...items('retouches', 'ourlets', 'fermetures éclair', 'robes sur mesure')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Tutoring by Maths Made Easy: GCSE £30 an hour, A-level £40 an hour, group sessions £15 per student',
    expects: [
      { name: 'Maths Made Easy' },
      ...priced('£', [
        ['GCSE', 30],
        ['A-level', 40],
        ['group sessions', 15],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Fahrschule Kupplung in Gera – Grundgebühr 350 €, Fahrstunde 60 €, Prüfungsfahrt 140 €',
    expects: [
      { name: 'Kupplung' },
      ...priced('€', [
        ['Grundgebühr', 350],
        ['Fahrstunde', 60],
        ['Prüfungsfahrt', 140],
      ]),
    ],
  },

  // Links, structure, facts.
  {
    family: 'links',
    lang: 'en',
    query: 'Author website for Maya Lin Hart with links to buy my novel on Amazon and Waterstones',
    expects: [{ name: 'Maya Lin Hart' }, { namedLink: /Amazon/i }, { namedLink: /Waterstones/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Web para el grupo de teatro La Tramoya, con un enlace a nuestro canal de YouTube y otro a Instagram',
    expects: [{ name: 'La Tramoya' }, { namedLink: /YouTube/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for Oakfield Cricket Club with pages for Fixtures, Teams, Membership and Contact',
    expects: [{ name: 'Oakfield Cricket Club' }, { pages: 5, named: [/Fixtures/i, /Teams/i, /Membership/i, /Contact/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Anmeldeseite für den Sommerlauf Kiel: Name, E-Mail, Geburtsdatum und Strecke (5 km oder 10 km)',
    expects: [{ name: 'Sommerlauf Kiel' }, emailField, { input: /Geburtsdatum/i, types: ['date'] }, { field: /Strecke/i }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Fête de la musique à Vannes : samedi 21 juin, de 18 h à minuit, concerts gratuits sur le port',
    expects: [{ text: /21 juin/ }, { text: /18\s?h/ }, { text: /minuit/i }, { text: /Vannes/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Moody, dark site with purple accents for the Velvet Lounge cocktail bar',
    expects: [{ name: 'Velvet Lounge' }, dark, { colour: 'purple', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Tienda de velas artesanales Cera Viva, con cesta de la compra',
    expects: [{ name: 'Cera Viva' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Packing list for our camping trip where I can tick things off, add new ones and delete them',
    expects: [todo],
  },
];
