// Requests written in a twenty-second sitting on 2026-12-07 (issue 33, round 27), before the engine saw
// any of them, weighted to the held-out set's weakest families (things listed, edits): edits that take
// a service off, add two questions with their answers, set new opening hours, change the contact
// e-mail, add a service, link TikTok in the footer, move to a new address, change one price from
// January, add a drink to a hand-written café's list, make a site dark, add reviews and add a page;
// lists of a plant nursery, a cleaning company, a butcher's, a florist, a beer shop, a bookkeeper, a
// food truck and a farm shop; a piano tuner's, a dog groomer's and a driving school's prices; names
// after "called", after "je suis ... à", and before "aus"; a podcast's and a band's links; a cottage's
// booking form and a padel club's pages; a school open day and a street flea market; sea-blue buttons
// on light and a moving-house to-do list.
import { cart, dark, dateInput, faq, items, light, priced, reviews, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const CAFE: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Little Bean, Kendal',
      'A small coffee shop on Finkle Street, Kendal.',
      `<header><h1>Little Bean</h1><p>Coffee and cake on Finkle Street.</p></header>
<main>
<h2>Drinks</h2>
<ul class="drinks"><li>Espresso</li><li>Cappuccino</li><li>Hot chocolate</li></ul>
<h2>Opening times</h2>
<p>Every day 8am to 4pm</p>
</main>
<footer><p>Little Bean, 9 Finkle Street, Kendal</p></footer>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Verdana, sans-serif; margin: 0; color: #2b2118; background: #fbf7f1; }
header, main, footer { padding: 1rem; }
.drinks li { margin: 0.25rem 0; }
`,
  },
];

export const ROUND_27: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Bike repair shop Chain Reaction in Lancaster: servicing, puncture repairs and wheel builds',
    'Take wheel builds off, we no longer do them',
    [{ absent: /wheel builds?/i, what: 'no wheel builds' }, { item: 'puncture repairs' }],
  ),
  editAfter(
    'en',
    'Beauty room Velvet in Colchester: brow lamination £40, lash lift £45, waxing from £10',
    'Could you put in a questions bit? How long does a lash lift last (six to eight weeks) and can I wear mascara after (yes, after 24 hours)',
    [faq, { text: /six to eight weeks/i }, { text: /24 hours/i }],
  ),
  editAfter(
    'de',
    'Konditorei Zuckerhut in Celle mit Torten und Café',
    'Neue Zeiten: dienstags bis sonntags 11 bis 18 Uhr, montags ist Ruhetag',
    [{ text: /11[^\n]{0,12}18/ }, { text: /Ruhetag|Montag[^\n]{0,20}geschlossen/i }],
  ),
  editAfter(
    'es',
    'Escuela de surf Ola Norte en Zarautz con cursos y alquiler de tablas',
    'El email nuevo es reservas@olanorte.eus, cambiadlo por favor',
    [{ text: /reservas@olanorte\.eus/ }],
  ),
  editAfter('fr', 'Garage Auto Express à Niort : vidange, pneus, freins', 'Ajoutez la climatisation à nos services', [
    { item: 'climatisation' },
    { item: 'vidange' },
  ]),
  editAfter(
    'en',
    'Tattoo artist Rosa Vane in Margate, fine line and blackwork',
    'stick a link to my tiktok at the bottom of the page - tiktok.com/@rosavane.ink',
    [{ namedLink: /TikTok/i, where: 'footer' }],
  ),
  editAfter('en', 'Yoga teacher Maya Green in Totnes with class times', 'I have moved to a new studio: 14 Fore Street, Totnes TQ9 5DX', [
    { text: /14 Fore Street/ },
  ]),
  editAfter(
    'de',
    'Massagepraxis Kraftquelle in Paderborn mit Preisen: Rückenmassage 35 €, Ganzkörpermassage 60 €',
    'Ab dem 1. Februar verlangen wir für die Rückenmassage 39 €',
    [
      { price: 'Rückenmassage', amount: 39, currency: '€' },
      { price: 'Ganzkörpermassage', amount: 60, currency: '€' },
    ],
  ),
  onFiles('en', CAFE, 'a hand-made café page', 'We now do a flat white too, can it go with the other drinks?', [
    { item: 'flat white' },
    { item: 'Cappuccino' },
  ]),
  editAfter(
    'es',
    'Centro de pilates Equilibrio en Cuenca con clases y precios',
    'Me gustaría un fondo negro con letras claras en toda la web',
    [dark],
  ),
  editAfter(
    'en',
    'Window cleaner Crystal Clear in Preston: houses, offices and conservatory roofs',
    'Add some reviews from customers please',
    [reviews],
  ),
  editAfter('fr', "Galerie d'art L'Atelier Rouge à Colmar avec nos artistes", 'Il nous faudrait une page Expositions en plus', [
    { pages: 2, named: [/Expositions/i] },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      'Rootstock is a small tree nursery in the Fens. What we sell: heritage apple trees, soft fruit bushes, native hedging and grafting workshops.',
    expects: [{ name: 'Rootstock' }, ...items('heritage apple trees', 'soft fruit bushes', 'native hedging', 'grafting workshops')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Mop & Bucket Co. does the dirty jobs in Ipswich: after-builders cleans; deep kitchen cleans; weekly home cleaning',
    expects: [{ name: 'Mop & Bucket Co.' }, ...items('after-builders cleans', 'deep kitchen cleans', 'weekly home cleaning')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Metzgerei Holzer in Rosenheim – bei uns gibt es Leberkäse, Weißwürste, Schinken aus eigener Räucherei und einen Partyservice',
    expects: [{ name: 'Metzgerei Holzer' }, ...items('Leberkäse', 'Weißwürste', 'Schinken', 'Partyservice')],
  },
  {
    family: 'items',
    lang: 'es',
    query:
      'Soy Lucía y tengo un pequeño taller floral en Cartagena, Flor de Sal: preparo bouquets secos, coronas de eucalipto y talleres de kokedama',
    expects: [{ name: 'Flor de Sal' }, ...items('bouquets secos', 'coronas de eucalipto', 'talleres de kokedama')],
  },
  {
    family: 'items',
    lang: 'fr',
    query:
      'Cave à bières Le Houblon à Lille, on propose des bières belges, des IPA locales, des coffrets cadeaux et des dégustations le jeudi',
    expects: [{ name: 'Le Houblon' }, ...items('bières belges', 'IPA locales', 'coffrets cadeaux', 'dégustations')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Landing page for Tidy Books, bookkeeping for small firms: VAT returns, payroll, year-end accounts and Making Tax Digital setup',
    expects: [{ name: 'Tidy Books' }, ...items('VAT returns', 'payroll', 'year-end accounts', 'Making Tax Digital')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Our food truck Big Bao serves pork belly bao, crispy chicken bao, tofu bao and sweet potato fries, usually parked at Spitalfields Market',
    expects: [
      { name: 'Big Bao' },
      ...items('pork belly bao', 'crispy chicken bao', 'tofu bao', 'sweet potato fries'),
      { text: /Spitalfields/ },
    ],
  },
  {
    family: 'items',
    lang: 'de',
    query:
      'Vom Ziegenhof Meckerei bei Soltau kommen Ziegenkäse, frische Ziegenmilch und Seife aus Ziegenmilch – wir hätten gern eine kleine Website',
    expects: [{ name: 'Meckerei' }, ...items('Ziegenkäse', 'Ziegenmilch', 'Seife')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: 'Piano tuner Harold Baines, Lincoln. Standard tuning £75, pitch raise £95, small repairs from £20',
    expects: [
      { name: 'Harold Baines' },
      ...priced('£', [
        ['standard tuning', 75],
        ['pitch raise', 95],
        ['small repairs', 20],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Atelier couture Fil à Fil à Brest : ourlet de pantalon 12 €, fermeture éclair 18 €, retouche de robe dès 25 €',
    expects: [
      { name: 'Fil à Fil' },
      ...priced('€', [
        ['ourlet de pantalon', 12],
        ['fermeture éclair', 18],
        ['retouche de robe', 25],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Academia de baile Duende en Almería — clase suelta 12 €, bono mensual 45 €, clases particulares 30 € la hora',
    expects: [
      { name: 'Duende' },
      ...priced('€', [
        ['clase suelta', 12],
        ['bono mensual', 45],
        ['clases particulares', 30],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'Hi, I run a one-woman upholstery business called Stitch & Spring in Harrogate and need a simple site',
    expects: [{ name: 'Stitch & Spring' }, { text: /Harrogate/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Site pour mon cabinet de sophrologie à Vichy — je m'appelle Hélène Marchal",
    expects: [{ name: 'Hélène Marchal' }, { text: /Vichy/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Die Schreinerei Eichenwerk aus Detmold braucht eine Website',
    expects: [{ name: 'Eichenwerk' }, { text: /Detmold/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Landing page for Tape Hiss, a podcast about old cassettes: listen on Spotify or Pocket Casts, or support us on Ko-fi',
    expects: [{ name: 'Tape Hiss' }, { namedLink: /Spotify/i }, { namedLink: /Pocket Casts/i }, { namedLink: /Ko-fi/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Unser Chor Kehlkopf aus Greifswald möchte eine Seite, verlinkt bitte SoundCloud und Instagram',
    expects: [{ name: 'Kehlkopf' }, { namedLink: /SoundCloud/i }, { namedLink: /Instagram/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query:
      'Camping Dunes & Pines near Bude: an enquiry form with the date you arrive, the date you leave, how many tents, and anything else we should know',
    expects: [
      { name: 'Dunes & Pines' },
      dateInput(/arrive/i),
      dateInput(/leave/i),
      { input: /tents/i, types: ['number'] },
      { field: /anything else|message|know/i },
    ],
  },
  {
    family: 'structure',
    lang: 'es',
    query: 'Web del club de pádel Punto de Oro en Marbella con páginas de inicio, pistas, torneos, escuela y contacto',
    expects: [{ name: 'Punto de Oro' }, { pages: 5, named: [/Pistas/i, /Torneos/i, /Escuela/i, /Contacto/i] }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query:
      "Riverside Allotments' seed swap: Sunday 22 February, 11am to 2pm, in the pavilion on Riverside Road, Kidderminster. Free, bring seeds",
    expects: [{ text: /22 February/ }, { text: /11\s?am/i }, { text: /2\s?pm/i }, { text: /Riverside Road/ }, { text: /Kidderminster/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: "Grande braderie de l'école Jules-Ferry, samedi 4 avril de 9h à 16h dans la cour, 12 rue Voltaire à Limoges",
    expects: [{ text: /4 avril/ }, { text: /9\s?h/ }, { text: /16\s?h/ }, { text: /12 rue Voltaire/i }, { text: /Limoges/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Saltwater Swim School wants pale sand-coloured pages with sea blue buttons',
    expects: [{ name: 'Saltwater Swim School' }, light, { colour: 'blue', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Necesito una checklist para preparar el viaje de fin de curso: poder apuntar cosas, tacharlas y quitarlas',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Onlineshop für die Kerzenmanufaktur Lichtblick, mit einem Warenkorb-Knopf bei jeder Kerze',
    expects: [{ name: 'Lichtblick' }, cart],
  },
];
