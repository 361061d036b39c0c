// Requests written in a twenty-third sitting on 2026-12-07 (issue 33, round 28), before the engine saw
// any of them, weighted again to edits and lists: edits that drop a service, add two questions people
// ask, add a farm shop's hours, give a new phone number, add a service asked as a question, link
// Instagram by its handle, move lessons to a new address, put a price up by a pound, add a service to
// a hand-written German bike shop's list, make a site dark because it looks too white, add what
// customers say and add a page; lists of a mobile bike mechanic, a micro-bakery, a nursery garden, an
// ice-cream parlour, a farm, a weaving studio, a Caribbean takeaway and a macramé workshop; prices per
// hour, a dog groomer's and a kayak hire's; names after "it's called", "soy" and "es heißt"; a
// potter's and a band's links; a children's gym class form and a forest school's pages; a quiz night
// and a charity concert; a dark cocktail bar, a packing list and a candle shop's basket.
import { cart, dark, emailField, faq, items, priced, reviews, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const BIKE_SHOP: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'de',
      'Radhaus Speiche, Erfurt',
      'Fahrradwerkstatt in Erfurt.',
      `<header><h1>Radhaus Speiche</h1><p>Ihre Werkstatt am Anger.</p></header>
<main>
<h2>Werkstatt</h2>
<ul class="leistungen"><li>Inspektion</li><li>Schlauchwechsel</li><li>Bremsen einstellen</li></ul>
<h2>Kontakt</h2>
<p>Anger 12, Erfurt</p>
</main>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Arial, sans-serif; margin: 0; color: #1d1d1b; background: #f4f1ea; }
header, main { padding: 1rem 2rem; }
.leistungen { list-style: square; }
`,
  },
];

export const ROUND_28: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Knife sharpening service Edge & Co in Stroud: kitchen knives, garden tools, scissors',
    'scissors are done by someone else now so drop them',
    [{ absent: /scissors/i, what: 'no scissors' }, { item: 'garden tools' }],
  ),
  editAfter(
    'en',
    'Allotment café The Potting Shed in Ludlow with cakes and soup',
    'Two questions people keep asking, can they go on the site: is there parking? yes, behind the church. are dogs allowed? in the garden only',
    [faq, { text: /parking/i }, { text: /dogs/i }],
  ),
  editAfter(
    'de',
    'Ferienhof Kranich in Wustrow mit Zimmern und Preisen',
    'Bitte ergänzt die Öffnungszeiten des Hofladens: Fr und Sa 9–13 Uhr',
    [{ text: /Fr[^\n]{0,20}Sa[^\n]{0,12}9/ }],
  ),
  editAfter(
    'es',
    'Taller de motos Gas a Fondo en Ourense con revisiones y neumáticos',
    'Hemos cambiado de número: llamadnos al 988 123 456',
    [{ text: /988 123 456/ }],
  ),
  editAfter(
    'fr',
    'Cordonnerie Talon Minute à Pau : talons, ressemelage, clés',
    "On fait maintenant aussi la gravure, vous pouvez l'ajouter ?",
    [{ item: 'gravure' }, { item: 'ressemelage' }],
  ),
  editAfter(
    'en',
    'Cat sitter Whisker Watch in Frome: home visits £14, overnight stays £40',
    'Our Instagram is @whiskerwatchfrome, link it please',
    [{ namedLink: /Instagram/i }],
  ),
  editAfter(
    'en',
    'Piano teacher Sofia Marsh in Ely with lessons and fees',
    'Lessons are now at my new place, 3 Prospect Row, Ely CB7 4JZ',
    [{ text: /3 Prospect Row/ }],
  ),
  editAfter('en', 'Trattoria Il Vicolo in Sheffield with menu: carbonara £12, lasagne £13, tiramisu £6', 'lasagne up a pound please', [
    { price: 'lasagne', amount: 14, currency: '£' },
    { price: 'carbonara', amount: 12, currency: '£' },
  ]),
  onFiles('de', BIKE_SHOP, 'eine handgeschriebene Seite einer Fahrradwerkstatt', 'Nehmt bitte Kettenpflege mit in die Liste auf', [
    { item: 'Kettenpflege' },
    { item: 'Schlauchwechsel' },
  ]),
  editAfter('es', 'Escuela de cocina Sartén en Valladolid con cursos y precios', 'La web se ve muy blanca, ¿podéis ponerla oscura?', [
    dark,
  ]),
  editAfter(
    'en',
    'Removals firm Shift It in Reading: house moves, office moves, packing',
    'Can you add a bit where customers say nice things about us',
    [reviews],
  ),
  editAfter('fr', 'Chorale Les Voix du Lac à Annecy avec répétitions et concerts', 'Rajoutez une page pour les inscriptions', [
    { pages: 2, named: [/inscriptions/i] },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      "I'm a mobile bike mechanic (Spokesman, covering Bristol). I do safety checks, gear tuning, brake bleeds and tubeless setups at your door.",
    expects: [{ name: 'Spokesman' }, ...items('safety checks', 'gear tuning', 'brake bleeds', 'tubeless setups')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Sourdough micro-bakery Proof Positive, Hebden Bridge — weekly loaves include country white, seeded rye, olive fougasse and cinnamon knots',
    expects: [{ name: 'Proof Positive' }, ...items('country white', 'seeded rye', 'olive fougasse', 'cinnamon knots')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Wir, die Gärtnerei Rankwerk aus Bamberg, ziehen Tomatenpflanzen, Chili, Kräuter und Zimmerpflanzen',
    expects: [{ name: 'Rankwerk' }, ...items('Tomatenpflanzen', 'Chili', 'Kräuter', 'Zimmerpflanzen')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Heladería Polo Norte (Cádiz). Sabores: turrón, pistacho, mango y chocolate negro',
    expects: [{ name: 'Polo Norte' }, ...items('turrón', 'pistacho', 'mango', 'chocolate negro')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'La ferme du Bois Joli, près de Saumur, vend en direct des volailles, des œufs, des terrines et du cidre',
    expects: [{ name: 'Bois Joli' }, ...items('volailles', 'œufs', 'terrines', 'cidre')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Website for Loom Room, a weaving studio in Totnes. Workshops on rigid heddle weaving, tapestry, natural dyeing and spinning.',
    expects: [{ name: 'Loom Room' }, ...items('rigid heddle weaving', 'tapestry', 'natural dyeing', 'spinning')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Our Caribbean takeaway Island Pot serves jerk chicken, curry goat, rice and peas, plantain and ackee with saltfish — based in Handsworth, Birmingham',
    expects: [{ name: 'Island Pot' }, ...items('jerk chicken', 'curry goat', 'plantain', 'ackee')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Somos Taller Nudo, hacemos macramé en Valencia: colgadores de plantas, tapices, pendientes y cursos para principiantes',
    expects: [{ name: 'Taller Nudo' }, ...items('colgadores de plantas', 'tapices', 'pendientes', 'cursos para principiantes')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: 'Tutor Aisha Khan in Slough — GCSE maths £35/hour, A-level maths £45/hour, 11+ prep £30/hour',
    expects: [
      { name: 'Aisha Khan' },
      ...priced('£', [
        ['GCSE maths', 35],
        ['A-level maths', 45],
        ['11+ prep', 30],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Hundepflege Struppi in Gera. Preise: Waschen & Föhnen 28 €, Komplettschur ab 55 €, Pfotenpflege 10 €',
    expects: [
      { name: 'Struppi' },
      ...priced('€', [
        ['Waschen & Föhnen', 28],
        ['Komplettschur', 55],
        ['Pfotenpflege', 10],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: "Location de kayaks Rivière Claire à Vallon-Pont-d'Arc : demi-journée 25 €, journée 40 €, gilet compris",
    expects: [
      { name: 'Rivière Claire' },
      ...priced('€', [
        ['demi-journée', 25],
        ['journée', 40],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: "Site needed for a vintage clothes shop. It's called Second Chapter and we are on Gloucester Road in Bristol",
    expects: [{ name: 'Second Chapter' }, { text: /Bristol/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Buenas, me llamo Marta Ibáñez y trabajo como logopeda en Pamplona; necesito una página',
    expects: [{ name: 'Marta Ibáñez' }, { text: /Pamplona/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Für unser Café am Hafen in Flensburg, es heißt Möwennest, bitte eine Website',
    expects: [{ name: 'Möwennest' }, { text: /Flensburg/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: "A page for my pottery with links to where I sell: Etsy, Folksy and my Instagram. I'm Ruth Ainsley, Whitby",
    expects: [{ name: 'Ruth Ainsley' }, { namedLink: /Etsy/i }, { namedLink: /Folksy/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Site pour le duo Les Frères Pastel — mettez nos liens Qobuz, Spotify et la chaîne YouTube',
    expects: [{ name: 'Les Frères Pastel' }, { namedLink: /Qobuz/i }, { namedLink: /Spotify/i }, { namedLink: /YouTube/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'de',
    query: 'Anmeldeformular für den Kinderturnkurs des TV Hellwig: Name des Kindes, Geburtsdatum, E-Mail der Eltern, Telefonnummer',
    expects: [{ input: /Geburtsdatum/i, types: ['date'] }, emailField, { input: /Telefon/i, types: ['tel'] }, { field: /Name/i }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'A site for Hollow Tree Forest School with pages for sessions, parents, our team, and booking',
    expects: [{ name: 'Hollow Tree Forest School' }, { pages: 5, named: [/Sessions/i, /Parents/i, /Team/i, /Booking/i] }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query:
      'Quiz night fundraiser for Little Oaks Preschool, Friday 13 March at 7.30pm, Station Road Village Hall, Wem. Tables of six, £5 a head',
    expects: [{ text: /13 March/ }, { text: /7[.:]30/ }, { text: /Station Road Village Hall/ }, { text: /Wem/ }, { text: /£5/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Recital de guitarra a beneficio de Cáritas: domingo 8 de marzo, 19:00 h, Casino de Zamora, donativo 10 €',
    expects: [{ text: /8 de marzo/ }, { text: /19:00/ }, { text: /Casino de Zamora/ }, { text: /10\s?€/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'fr',
    query: 'Pour notre speakeasy Minuit à Rouen : ambiance nocturne, fond presque noir, touches dorées',
    expects: [{ name: 'Minuit' }, dark],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Duke of Edinburgh kit checker: we type each bit of kit in, tick it when packed, bin it if not needed',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'es',
    query: 'Cera Viva vende velas de soja por internet; quiero que cada una tenga un botón para meterla en la cesta',
    expects: [{ name: 'Cera Viva' }, cart],
  },
];
