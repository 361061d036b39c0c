// Requests written in an eighteenth sitting on 2026-11-28 (issue 33, round 23), before the engine saw
// any of them: edits that add a FAQ entry with its answer, change one item's price in the plural,
// replace a phone number, link a profile in the footer, add a course, add customer reviews, close on
// a day, drop a service and colour the header of a hand-written garage page; then requests written
// as messages (a greeting, "I'd love", "we are ... and need"), lists spread over a sentence, prices
// per size and per piece, podcast and band links, a school association's pages, a holiday cottage's
// booking form, two events with their date and fee, a white site with orange buttons, a dark one
// with red, a basket on each soap and a shopping list.
import { cart, dark, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const GARAGE: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Castle Motors, Conwy',
      'Castle Motors, servicing and repairs in Conwy.',
      `<header><h1>Castle Motors</h1><p>Servicing and repairs since 1998</p></header>
<h2>What we do</h2>
<ul>
<li>Full service</li>
<li>Brake repairs</li>
<li>Tyre fitting</li>
<li>Clutch replacement</li>
</ul>
<h2>Contact</h2>
<p>Unit 3, Morfa Road, Conwy · <a href="tel:+441492555018">01492 555 018</a></p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Arial, sans-serif; margin: 0; color: #1d1d1d; background: #ffffff; }
header { padding: 1rem; background: #e9e9e9; }
h2, ul, p { margin-left: 1rem; }
`,
  },
];

export const ROUND_23: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Yoga studio Still Point in Totnes with classes and a timetable',
    'Please add a FAQ: do I need my own mat? No, we lend them for free',
    [{ text: /own mat/i }, { text: /lend/i }],
  ),
  editAfter(
    'en',
    'Florist Petal & Stem in Ludlow with bouquets and prices: hand-tied bouquet £35, wedding buttonhole £8',
    'Buttonholes are now £9.50',
    [
      { price: 'wedding buttonhole', amount: 9.5, currency: '£' },
      { price: 'hand-tied bouquet', amount: 35, currency: '£' },
    ],
  ),
  editAfter('en', 'Locksmith KeyRight in Bolton, 24-hour call-outs', 'Our new number is 01204 777 310, please replace the old one', [
    { text: /01204 777 310/ },
  ]),
  editAfter(
    'de',
    'Steuerberatung Kern in Ulm mit Leistungen und Kontakt',
    'Könnt ihr unser LinkedIn unten auf der Seite verlinken? linkedin.com/company/steuerberatung-kern',
    [{ namedLink: /LinkedIn/i, where: 'footer' }],
  ),
  editAfter(
    'de',
    'Metzgerei Huber in Passau mit Angeboten: Leberkäse 1,90 €, Weißwurst 1,20 €',
    'Leberkäse ab sofort 2,10 € statt 1,90 €',
    [
      { price: 'Leberkäse', amount: 2.1, currency: '€' },
      { price: 'Weißwurst', amount: 1.2, currency: '€' },
    ],
  ),
  editAfter('es', 'Academia de idiomas Babel en Zaragoza con cursos de inglés y francés', 'Añadid también cursos de alemán', [
    { item: 'alemán' },
    { item: 'francés' },
  ]),
  editAfter('es', 'Clínica veterinaria Huellas en Burgos con servicios y horario', 'Queremos una sección de opiniones de clientes', [
    { heading: /opiniones|testimonios|rese[ñn]as/i },
  ]),
  editAfter(
    'fr',
    'Fromagerie La Meule à Annecy avec nos fromages et les horaires',
    'Le dimanche on ouvre seulement le matin, de 9 h à 12 h 30',
    [{ text: /dimanche[^\n]{0,30}9[^\n]{0,15}12/i }],
  ),
  onFiles('en', GARAGE, 'a hand-made garage page', "Remove tyre fitting, we don't do it anymore", [
    { absent: /tyre fitting/i, what: 'no tyre fitting' },
    { item: 'Brake repairs' },
    { item: 'Clutch replacement' },
  ]),
  onFiles('en', GARAGE, 'a hand-made garage page', 'Make the header navy blue', [{ colour: 'blue', where: 'header' }]),

  // Names, written as messages.
  {
    family: 'names',
    lang: 'en',
    query: "Hi! I run a small pottery studio called Kiln & Clay in Stroud and I'd love a simple website.",
    expects: [{ name: 'Kiln & Clay' }, { text: /Stroud/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Hola, soy fisioterapeuta en Logroño, me llamo Iker Etxeberria y necesito una web para mi consulta',
    expects: [{ name: 'Iker Etxeberria' }, { text: /Logroño/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Wir sind die Tanzschule Taktgefühl aus Bielefeld und brauchen eine neue Website mit unseren Kursen',
    expects: [{ name: 'Taktgefühl' }, { text: /Bielefeld/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query:
      "Family-run garden centre Greenacre in Shropshire. We sell bedding plants, fruit trees, compost and garden furniture, and there's a café too.",
    expects: [{ name: 'Greenacre' }, ...items('bedding plants', 'fruit trees', 'compost', 'garden furniture', 'café')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Website for my cleaning business Sparkle Squad — we do end of tenancy cleans, office cleaning, carpet cleaning and oven cleaning',
    expects: [{ name: 'Sparkle Squad' }, ...items('end of tenancy', 'office cleaning', 'carpet cleaning', 'oven cleaning')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Somos la Asociación Vecinal El Carmen de Murcia y organizamos talleres de costura, clases de yoga y un club de lectura',
    expects: [{ name: 'El Carmen' }, ...items('talleres de costura', 'clases de yoga', 'club de lectura')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Fahrradladen Speiche & Co in Münster repariert Räder und verkauft E-Bikes, Lastenräder und Zubehör',
    expects: [{ name: 'Speiche & Co' }, ...items('E-Bikes', 'Lastenräder', 'Zubehör')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Mobile dog groomer Muddy Paws (Cheltenham). Small dogs from £35, medium £45, large £60, nail clip only £10',
    expects: [
      { name: 'Muddy Paws' },
      ...priced('£', [
        ['small dogs', 35],
        ['medium', 45],
        ['large', 60],
        ['nail clip', 10],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: "Tarifs de mon cours de yoga à Nantes : séance à l'unité 15 €, carte 10 séances 130 €, abonnement mensuel 55 €",
    expects: [
      { text: /Nantes/ },
      ...priced('€', [
        ["séance à l'unité", 15],
        ['carte 10 séances', 130],
        ['abonnement mensuel', 55],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Zapatería Remiendos en Oviedo: tapas de tacón 6 €, media suela 18 €, cambio de cremallera 12 €',
    expects: [
      { name: 'Remiendos' },
      ...priced('€', [
        ['tapas de tacón', 6],
        ['media suela', 18],
        ['cambio de cremallera', 12],
      ]),
    ],
  },

  // Links, structure, facts.
  {
    family: 'links',
    lang: 'en',
    query: 'A website for our wine-tasting club Corked, with a link to our Meetup group and one to our Instagram',
    expects: [{ name: 'Corked' }, { namedLink: /Meetup/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Seite für meine Band Nachtfalter mit Links zu Bandcamp und unserem YouTube-Kanal',
    expects: [{ name: 'Nachtfalter' }, { namedLink: /Bandcamp/i }, { namedLink: /YouTube/i }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Need a site for Riverside Primary School PTA with a home page, an events page, a volunteers page and a donations page',
    expects: [{ name: 'Riverside Primary School PTA' }, { pages: 4, named: [/Events/i, /Volunteers/i, /Donations/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Hausboot-Vermietung Wellengang an der Müritz: Buchungsanfrage mit Anreise, Abreise, Anzahl Gäste und Telefonnummer',
    expects: [
      { name: 'Wellengang' },
      { input: /Anreise/i, types: ['date'] },
      { input: /Abreise/i, types: ['date'] },
      { input: /Anzahl Gäste/i, types: ['number'] },
      { input: /Telefon/i, types: ['tel'] },
    ],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Quiz night in aid of the lifeboat station, Friday 7 March at the Anchor pub, 7.30pm, £5 a team',
    expects: [{ text: /7 March/ }, { text: /7[.:]30\s?pm/i }, { text: /Anchor/ }, { text: /£5/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Weinfest in Bernkastel am 23. August, ab 14 Uhr, mit Livemusik, Eintritt 5 €',
    expects: [{ text: /23\. August/ }, { text: /14 Uhr/ }, { text: /Bernkastel/ }, { text: /Livemusik/i }, { text: /5\s?€/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Clean white site with orange buttons for a bike repair shop called Spoke & Chain',
    expects: [{ name: 'Spoke & Chain' }, light, { colour: 'orange', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Quiero una web negra con letras blancas y botones amarillos para mi barbería Navaja en Cádiz',
    expects: [{ name: 'Navaja' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Shop page for my handmade soap business Lather & Leaf with an add-to-basket button on each soap',
    expects: [{ name: 'Lather & Leaf' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'I need a little checklist for wedding planning: add tasks, cross them off and delete them',
    expects: [todo],
  },
];
