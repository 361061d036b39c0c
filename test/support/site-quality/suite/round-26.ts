// Requests written in a twenty-first sitting on 2026-12-07 (issue 33, round 26), before the engine saw
// any of them: edits that add a town covered, change one price from next month, link Facebook in the
// footer, set Saturday's hours, make a site dark, add what clients say, change a phone number on a
// hand-written locksmith's page, rename a practice, link a Strava club and add a dish at its price;
// names given as "my name is", in quotes, after "Moin!" and after "se llama" mid-sentence; lists of a
// dog daycare, a refill shop, a delicatessen and a tea shop; prices per group size, an upholsterer's
// and a tutor's; links to Vimeo and Flickr, Instagram and SoundCloud, Airbnb; an allotment society's
// pages, a painter's quote form, a nursery's pages; a craft fair and a grape harvest festival; a
// chalkboard look, old rose on light; a shared shopping list in French and a terrarium shop with a bag
// button.
import { cart, dark, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const LOCKSMITH: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Turnkey Locksmiths, Bury',
      'Emergency locksmith in Bury, 24 hours.',
      `<header><h1>Turnkey Locksmiths</h1><p>Locked out? We come to you, day or night.</p></header>
<h2>Services</h2>
<ul><li>Emergency entry</li><li>Lock changes</li><li>uPVC door repairs</li></ul>
<h2>Call us</h2>
<p><a href="tel:+441615550147">0161 555 0147</a></p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Tahoma, sans-serif; margin: 0; color: #111; background: #fff; }
header { background: #ffd24d; padding: 1rem; }
`,
  },
];

export const ROUND_26: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Mobile mechanic Spanner Van in Stockton: servicing, brakes, diagnostics',
    'We also cover Middlesbrough now, please mention it',
    [{ text: /Middlesbrough/ }],
  ),
  editAfter(
    'en',
    'Tea room The Copper Pot in Ripon with a menu: cream tea £8.50, sandwich platter £12',
    'Cream tea will be £9 from next month',
    [
      { price: 'cream tea', amount: 9, currency: '£' },
      { price: 'sandwich platter', amount: 12, currency: '£' },
    ],
  ),
  editAfter(
    'de',
    'Fahrschule Kurve in Minden mit Kursen und Preisen',
    'Bitte unser Facebook unten im Fußbereich verlinken: facebook.com/fahrschule.kurve',
    [{ namedLink: /Facebook/i, where: 'footer' }],
  ),
  editAfter('es', 'Librería El Desván en León con libros de segunda mano y horario', 'Los sábados abrimos de 10:00 a 14:00', [
    { text: /s[áa]bado[^\n]{0,40}10:00[^\n]{0,20}14:00/i },
  ]),
  editAfter('fr', 'Fleuriste Les Pivoines à Vannes avec nos bouquets', 'Passez le fond en noir, le blanc fait trop clinique', [dark]),
  editAfter('en', 'Pilates studio Core Club in Woking with classes and prices', 'Add a section with what clients say about us', [
    { heading: /clients|reviews|testimonials|people say/i },
  ]),
  onFiles('en', LOCKSMITH, 'a hand-made locksmith page', 'Our number has changed, it is 0161 555 0199 now', [
    { text: /0161 555 0199/ },
    { absent: /0161 555 0147/, what: 'not the old number' },
  ]),
  editAfter('de', 'Zahnarztpraxis Dr. Roth in Gießen mit Team und Leistungen', 'Die Praxis heißt jetzt Zahnärzte am Markt', [
    { name: 'Zahnärzte am Markt' },
  ]),
  editAfter(
    'es',
    'Taller de bicis Rueda Libre en Gijón con reparaciones y alquiler',
    'Añadid un enlace a nuestro club de Strava: strava.com/clubs/ruedalibre',
    [{ namedLink: /Strava/i }],
  ),
  editAfter(
    'fr',
    "Crêperie Blé d'Or à Quimper avec la carte : galette complète 9 €, crêpe caramel 5 €",
    'Ajoutez la galette saucisse à 8,50 €',
    [
      { price: 'galette saucisse', amount: 8.5, currency: '€' },
      { price: 'galette complète', amount: 9, currency: '€' },
    ],
  ),

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'Need a website: my name is Priya Shah and I do bridal henna in Leicester',
    expects: [{ name: 'Priya Shah' }, { text: /Leicester/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Website for "The Hungry Otter", a fish and chip shop in Whitstable',
    expects: [{ name: 'The Hungry Otter' }, { text: /Whitstable/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Moin! Wir sind das Fischbrötchen-Team von Kutter 7 in Husum und hätten gern eine Website',
    expects: [{ name: 'Kutter 7' }, { text: /Husum/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Mi tienda online de cerámica se llama Barro y Luz, estoy en Talavera de la Reina',
    expects: [{ name: 'Barro y Luz' }, { text: /Talavera/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query: 'Dog daycare Waggle Room in Bristol offers daycare, puppy socials, enrichment walks and a pet taxi',
    expects: [{ name: 'Waggle Room' }, ...items('puppy socials', 'enrichment walks', 'pet taxi')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Unverpacktladen Füllhorn in Marburg: Nudeln, Reis, Nüsse, Öle und Reinigungsmittel zum Abfüllen',
    expects: [{ name: 'Füllhorn' }, ...items('Nudeln', 'Reis', 'Nüsse', 'Öle', 'Reinigungsmittel')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: "Épicerie fine Le Garde-Manger à Dijon : moutardes, pains d'épices, crème de cassis et vins de Bourgogne",
    expects: [{ name: 'Le Garde-Manger' }, ...items('moutardes', "pains d'épices", 'crème de cassis', 'vins de Bourgogne')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Tienda de té La Tetera en Cáceres: té verde, rooibos, infusiones de frutas y teteras de hierro',
    expects: [{ name: 'La Tetera' }, ...items('té verde', 'rooibos', 'infusiones de frutas', 'teteras de hierro')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Escape room Locked & Loaded in Hull: 2 players £50, 4 players £80, 6 players £105',
    expects: [
      { name: 'Locked & Loaded' },
      ...priced('£', [
        ['2 players', 50],
        ['4 players', 80],
        ['6 players', 105],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Tapicería Hilván en Albacete: retapizar una silla 45 €, sofá de dos plazas 320 €, cojín a medida 25 €',
    expects: [
      { name: 'Hilván' },
      ...priced('€', [
        ['silla', 45],
        ['sofá de dos plazas', 320],
        ['cojín a medida', 25],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Nachhilfe Lernstube in Hagen: Einzelstunde 28 €, Zehnerkarte 250 €, die Probestunde ist gratis',
    expects: [
      { name: 'Lernstube' },
      ...priced('€', [
        ['Einzelstunde', 28],
        ['Zehnerkarte', 250],
      ]),
      { text: /Probestunde/ },
    ],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Showreel site for video editor Omar Reid, with links to my Vimeo and my Flickr',
    expects: [{ name: 'Omar Reid' }, { namedLink: /Vimeo/i }, { namedLink: /Flickr/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Página del coro Voces del Sur en Huelva, con enlaces a nuestro Instagram y a SoundCloud',
    expects: [{ name: 'Voces del Sur' }, { namedLink: /Instagram/i }, { namedLink: /SoundCloud/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Site de mon gîte Le Moulin Bleu en Dordogne, avec un lien vers notre annonce Airbnb',
    expects: [{ name: 'Le Moulin Bleu' }, { namedLink: /Airbnb/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Site for Marsh Lane Allotments: home, plots and waiting list, events, and how to find us',
    expects: [{ name: 'Marsh Lane Allotments' }, { pages: 4, named: [/Plots/i, /Events/i, /find us/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query:
      'Formulaire de devis pour mon entreprise de peinture Couleurs & Murs à Angers : nom, téléphone, e-mail, surface en m² et description du chantier',
    expects: [
      { name: 'Couleurs & Murs' },
      { input: /t[ée]l[ée]phone/i, types: ['tel'] },
      { input: /e-?mail/i, types: ['email'] },
      { input: /surface/i, types: ['number'] },
      { field: /description/i },
    ],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Kita Sonnenschein in Lingen braucht Seiten für Gruppen, Team, Anmeldung und Kontakt',
    expects: [{ name: 'Sonnenschein' }, { pages: 5, named: [/Gruppen/i, /Team/i, /Anmeldung/i, /Kontakt/i] }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: "Christmas craft fair, Saturday 6 December, 10am–3pm, St Mary's Church Hall, Hitchin. 30 stalls, free entry",
    expects: [
      { text: /6 December/ },
      { text: /10\s?am/i },
      { text: /3\s?pm/i },
      { text: /St Mary's Church Hall/ },
      { text: /free entry/i },
    ],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Fiesta de la vendimia el sábado 20 de septiembre a partir de las 18:00 en la bodega Viñas Altas de Cariñena, entrada 10 €',
    expects: [{ text: /20 de septiembre/ }, { text: /18:00/ }, { text: /Viñas Altas/ }, { text: /Cariñena/ }, { text: /10\s?€/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Make it look like a chalkboard: dark green background and white text, for Chalk & Cheese deli',
    expects: [{ name: 'Chalk & Cheese' }, dark],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Webseite für die Hebammenpraxis Wiegenlied: zart, hell, mit altrosa Knöpfen',
    expects: [{ name: 'Wiegenlied' }, light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Une liste de courses partagée pour notre coloc : ajouter un article, le cocher, le supprimer',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Web shop for Fern & Moss terrariums; put an add-to-bag button on every terrarium',
    expects: [{ name: 'Fern & Moss' }, cart],
  },
];
