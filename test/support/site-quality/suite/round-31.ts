// Requests written in a twenty-sixth sitting on 2026-12-07 (issue 33, round 31), before the engine saw
// any of them: edits that raise a price "2 quid", put a line under the heading, take testimonials off and
// link Instagram at the bottom, add a German evening class from March, drop a French garage's tyres,
// add a Spanish language class with a pronoun, darken a hand-written piano page by its colours, say
// where a food truck is this week, change a German café's phone and e-mail on its hand-written page,
// add a French FAQ with answers, add a new team member who "has joined", lower one Spanish price and
// add a dish, move a festival's dates, make the buttons orange, add a German references section and
// rename a French dance school; lists of a home organiser, a German world shop, a French food truck, a
// Spanish farm shop, a mobile bike mechanic and a pet sitter; a knitting café's, a dry cleaner's and a
// bike hire's prices; names after "We're", before a bracket and after "me llamo"; a voice-over
// artist's and a choir's links; a gîte's pages, a nursery waiting list and a rowing club's sign-up;
// a flea market and a Burns Night supper; a light green yoga site and a candle shop's basket.
import { cart, dark, dateInput, faq, items, priced } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const PIANO: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Piano lessons with Ruth Ames, Harrogate',
      'Piano lessons for all ages in Harrogate.',
      `<header class="masthead"><p class="title">Ruth Ames Piano</p></header>
<main>
<h1>Piano lessons in Harrogate</h1>
<p>Beginners to grade 8, children and adults.</p>
<h2>Lessons</h2>
<ul><li>30 minutes: £18</li><li>45 minutes: £25</li></ul>
</main>
<footer><p>Ruth Ames</p></footer>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: "Trebuchet MS", sans-serif; margin: 0; color: #2b2b2b; background: #fffaf0; }
.masthead, main, footer { padding: 1rem 2rem; }
.title { font-size: 1.4rem; font-weight: bold; }
`,
  },
];

const CAFE_DE: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'de',
      'Café Kaffeeklatsch Dresden',
      'Kaffee und Kuchen in der Dresdner Neustadt.',
      `<header><h1>Café Kaffeeklatsch</h1><p>Kaffee, Kuchen, Frühstück</p></header>
<main>
<h2>Kontakt</h2>
<p>Telefon: 0351 1234567<br>E-Mail: info@kaffeeklatsch.de</p>
<h2>Adresse</h2>
<p>Alaunstraße 12, 01099 Dresden</p>
</main>
<footer><p>Café Kaffeeklatsch</p></footer>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Helvetica, Arial, sans-serif; margin: 0; color: #3a2a1a; background: #fdf6ec; }
header, main, footer { padding: 1rem; }
`,
  },
];

export const ROUND_31: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Florist Petal & Stem in Norwich with bouquets and prices: hand-tied bouquet £35, buttonhole £8',
    'Buttonholes have gone up 2 quid',
    [
      { price: 'buttonhole', amount: 10, currency: '£' },
      { price: 'hand-tied bouquet', amount: 35, currency: '£' },
    ],
  ),
  editAfter('en', 'Driving instructor Kev Marsh in Stoke', "Can you put 'Pass Plus available' under the main heading?", [
    { text: /Pass Plus available/ },
  ]),
  editAfter(
    'en',
    'Cake maker Sugar Loft in Cardiff, celebration cakes and cupcakes',
    'Please take the testimonials off the homepage, and stick our Instagram (@sugarloftcakes) at the bottom',
    [
      { absent: /What people say|testimonials/i, what: 'no testimonials' },
      { namedLink: /Instagram/i, where: 'footer' },
    ],
  ),
  editAfter('de', 'Yogastudio Atemraum in Münster mit Kursplan und Preisen', 'Ab März gibt es auch Yin Yoga am Donnerstagabend', [
    { text: /Yin Yoga/ },
    { text: /Donnerstag/ },
  ]),
  editAfter('fr', 'Garage Auto Plus à Angers : vidange, freins, pneus', 'On ne fait plus les pneus, merci de les retirer du site', [
    { absent: /pneus/i, what: 'no tyres' },
    { item: 'vidange' },
  ]),
  editAfter(
    'es',
    'Academia de idiomas Babel en Salamanca: inglés, francés y alemán',
    'Hemos añadido clases de italiano, ¿lo podéis poner?',
    [{ item: 'italiano' }, { item: 'francés' }],
  ),
  onFiles(
    'en',
    PIANO,
    'a hand-written piano teacher page',
    'Could we have white writing on a black background? People read it on their phones at night',
    [dark],
  ),
  editAfter(
    'en',
    'Food truck Bao Wow in Manchester with menu and where to find us',
    "This week we're at Piccadilly Gardens on Thursday and Spinningfields on Friday, can you update where we are",
    [{ text: /Piccadilly Gardens/ }, { text: /Spinningfields/ }],
  ),
  onFiles(
    'de',
    CAFE_DE,
    'eine handgeschriebene Caféseite',
    'Telefonnummer bitte auf 0351 4567890 ändern und die E-Mail auf hallo@kaffeeklatsch.de',
    [{ text: /0351 4567890/ }, { text: /hallo@kaffeeklatsch\.de/ }, { absent: /0351 1234567/, what: 'not the old number' }],
  ),
  editAfter(
    'fr',
    "Chambres d'hôtes La Glycine en Dordogne",
    'Ajoutez une FAQ : Les animaux sont-ils acceptés ? Oui, les chiens sont les bienvenus. Y a-t-il une piscine ? Oui, chauffée de mai à septembre.',
    [faq, { text: /animaux/i }, { text: /piscine/i }],
  ),
  editAfter(
    'en',
    'Accountant Hale & Co in Exeter with services and team',
    'Sarah Patel has joined as a tax adviser, please add her to the team',
    [{ text: /Sarah Patel/ }, { text: /tax adviser/i }],
  ),
  editAfter(
    'es',
    'Bar La Bodeguilla en Cádiz con carta de tapas y precios: croquetas 6 €, tortilla 5 €',
    'Las croquetas bajan a 5,50 € y añadid pescaíto frito a 9 €',
    [
      { price: 'croquetas', amount: 5.5, currency: '€' },
      { price: 'pescaíto frito', amount: 9, currency: '€' },
      { price: 'tortilla', amount: 5, currency: '€' },
    ],
  ),
  editAfter(
    'en',
    'Music festival Riverfolk 2027 in Shrewsbury with line-up and tickets',
    'The festival dates have changed to 24–26 July 2027',
    [{ text: /24\s?[–-]\s?26 July/ }],
  ),
  editAfter('en', 'Personal trainer Mo Reid in Brighton', 'Our new brand colour is orange, so the buttons should be orange', [
    { colour: 'orange', where: 'buttons' },
  ]),
  editAfter('de', 'Schreinerei Holzwurm in Kassel: Küchen, Treppen, Möbel', 'Bitte noch einen Abschnitt mit Referenzen hinzufügen', [
    { heading: /Referenzen/ },
  ]),
  editAfter('fr', 'École de danse Pas de Deux à Reims, cours et tarifs', "Le site doit s'appeler maintenant Studio Pas de Deux", [
    { heading: /Studio Pas de Deux/ },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      'Site for Tidy Nest, a home organising business in Guildford — decluttering, loft clear-outs, garage makeovers and moving-day help',
    expects: [{ name: 'Tidy Nest' }, ...items('decluttering', 'loft clear-outs', 'garage makeovers', 'moving-day help')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Der Weltladen Brücke in Jena führt fairen Kaffee, Schokolade, Tee und Kunsthandwerk',
    expects: [{ name: 'Brücke' }, ...items('Kaffee', 'Schokolade', 'Tee', 'Kunsthandwerk')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Le food truck Chez Momo sillonne Nantes avec des tacos, des burgers, des frites maison et des milkshakes',
    expects: [{ name: 'Chez Momo' }, ...items('tacos', 'burgers', 'frites maison', 'milkshakes')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Somos Raíz, una tienda de Valencia de productos de kilómetro cero: quesos, embutidos, conservas y vino',
    expects: [{ name: 'Raíz' }, ...items('quesos', 'embutidos', 'conservas', 'vino')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'need a page for my mobile bike mechanic business, Chainline, covering Oxford. I do puncture repairs, brake bleeds, full services and wheel builds',
    expects: [{ name: 'Chainline' }, ...items('puncture repairs', 'brake bleeds', 'full services', 'wheel builds')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Pet sitting by Whiskers & Wags in Swansea: dog walks, cat visits, overnight stays, small pet care',
    expects: [{ name: 'Whiskers & Wags' }, ...items('dog walks', 'cat visits', 'overnight stays', 'small pet care')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: "Price list for Knot & Loop knitting cafe, Aberdeen — yarn swap £3, beginners' class £15, sock workshop £25, pot of tea £2.50",
    expects: [
      { name: 'Knot & Loop' },
      ...priced('£', [
        ['yarn swap', 3],
        ["beginners' class", 15],
        ['sock workshop', 25],
        ['pot of tea', 2.5],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Tintorería Nube en Zaragoza. Traje 14 €, camisa 3 €, abrigo 11 €',
    expects: [
      { name: 'Nube' },
      ...priced('€', [
        ['traje', 14],
        ['camisa', 3],
        ['abrigo', 11],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Location de vélos Roue Libre à Annecy : demi-journée 15 €, journée 25 €, vélo électrique 40 €',
    expects: [
      { name: 'Roue Libre' },
      ...priced('€', [
        ['demi-journée', 15],
        ['journée', 25],
        ['vélo électrique', 40],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: "We're Mabel's Pantry - a little deli on Broad Street in Ludlow - and we'd like a website",
    expects: [{ name: "Mabel's Pantry" }, { text: /Ludlow/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "L'association Les Amis du Vieux Moulin (Chinon) voudrait un petit site",
    expects: [{ name: 'Les Amis du Vieux Moulin' }, { text: /Chinon/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Hola, me llamo Andrés Molina y doy clases de guitarra en Oviedo, necesito una web',
    expects: [{ name: 'Andrés Molina' }, { text: /Oviedo/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Website for voice-over artist Ada Wren: link my Spotlight profile, my IMDb and a demo reel on Vimeo',
    expects: [{ name: 'Ada Wren' }, { namedLink: /Spotlight/i }, { namedLink: /Vimeo/i }, { namedLink: /IMDb/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Vereinsseite für den Chor Klangfarben mit Links zu unserem Instagram, SoundCloud und dem Ticketshop bei Eventim',
    expects: [{ name: 'Klangfarben' }, { namedLink: /Instagram/i }, { namedLink: /SoundCloud/i }, { namedLink: /Eventim/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'fr',
    query: 'Site pour le gîte Le Fournil à Sarlat, avec quatre pages : Le gîte, Les chambres, Autour de Sarlat, Réserver',
    expects: [{ name: 'Le Fournil' }, { pages: 4, named: [/gîte/i, /chambres/i, /Autour de Sarlat/i, /Réserver/i] }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: "Form for the Little Acorns nursery waiting list: child's name, date of birth, preferred start date, parent's phone",
    expects: [dateInput(/birth/i), dateInput(/start/i), { input: /phone/i, types: ['tel'] }],
  },
  {
    family: 'structure',
    lang: 'es',
    query:
      'Web para el club de remo Ondarra en San Sebastián con formulario de alta: nombre, fecha de nacimiento, teléfono y categoría (infantil, cadete, senior)',
    expects: [
      { name: 'Ondarra' },
      dateInput(/nacimiento/i),
      { input: /tel[ée]fono/i, types: ['tel'] },
      { input: /categor/i, types: ['select', 'radio'] },
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'de',
    query: 'Flohmarkt am Sonntag, 3. Mai, 8 bis 15 Uhr auf dem Marktplatz in Bad Hersfeld. Standgebühr 10 €',
    expects: [{ text: /3\. Mai/ }, { text: /8[^\n]{0,8}15 Uhr/ }, { text: /Marktplatz/ }, { text: /Bad Hersfeld/ }, { text: /10\s?€/ }],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Burns Night supper at Kelso Town Hall on Saturday 24 January, doors 6.30pm, three courses and a ceilidh, tickets £28',
    expects: [{ text: /24 January/ }, { text: /6[.:]30\s?pm/i }, { text: /Kelso Town Hall/ }, { text: /ceilidh/i }, { text: /£28/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'es',
    query: 'Web clarita y con verdes suaves para Om Sur, mi estudio de yoga en Granada',
    expects: [{ name: 'Om Sur' }, { colour: 'green', where: 'buttons' }, { theme: 'light' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: "Simple online shop for my candles (Vanilla Dusk £14, Sea Salt £14, Fig £16) with a basket that counts what you've added",
    expects: [cart, { price: 'Vanilla Dusk', amount: 14, currency: '£' }],
  },
];
