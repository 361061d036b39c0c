// Requests written in a twenty-fourth sitting on 2026-12-07 (issue 33, round 29), before the engine saw
// any of them: edits that take a sold-out cheese off, add Saturday hours, drop a cake, add an FAQ with
// answers, colour a site fir green, link YouTube in the footer, name towns covered, change one price
// from a date, link a Spanish bookshop platform on a hand-written page, add a contact form with a wished
// date, rename a section and add a gallery; lists of a market stall, a landscaper, a guest house, a
// bakery's specialities, a music school, a wine bar, a joinery and a bike charity; a window cleaner's,
// a dog groomer's and a bouldering hall's prices; names after "my bakery is", "nous sommes" and "se
// llama" at the end; a newsletter's and a cooking channel's links; a kayak tour's pages, a judo club's
// and a hostel's forms; a summer fete and a garden society's party; a darkroom look, a shared shopping
// list and a soap shop's basket.
import { cart, dark, dateInput, emailField, faq, gallery, items, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const BOOKSHOP: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'es',
      'Librería Tinta Fresca, Cuenca',
      'Librería independiente en el casco antiguo de Cuenca.',
      `<header><h1>Librería Tinta Fresca</h1><p>Libros nuevos y de segunda mano.</p></header>
<main>
<h2>Secciones</h2>
<ul><li>Novela</li><li>Poesía</li><li>Infantil</li></ul>
<h2>Dónde estamos</h2>
<p>Calle Alfonso VIII 12, Cuenca</p>
</main>
<footer><p>Tinta Fresca</p></footer>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Georgia, serif; margin: 0; color: #222; background: #fffdf7; }
header, main, footer { padding: 1rem; }
`,
  },
];

export const ROUND_29: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Cheese shop The Whey Station in Lewes with cheeses and prices: Sussex Charmer £4.20, Brighton Blue £5.10',
    'can u take brighton blue off, sold out for the season',
    [
      { absent: /Brighton Blue/i, what: 'no Brighton Blue' },
      { price: 'Sussex Charmer', amount: 4.2, currency: '£' },
    ],
  ),
  editAfter(
    'de',
    'Logopädie Sprachraum in Würzburg – Therapien, Anfahrt, Kontakt',
    'Wir sind ab sofort auch samstags von 8 bis 12 Uhr da',
    [{ text: /[Ss]amstags?[^\n]{0,20}8[^\n]{0,12}12/ }],
  ),
  editAfter('es', 'Obrador Miga de Oro en Soria: pan, empanadas y tartas por encargo', 'Quitad las empanadas, ya no las hacemos', [
    { absent: /empanadas/i, what: 'no empanadas' },
  ]),
  editAfter(
    'en',
    'Maths and English tuition from Ms Okafor in Slough',
    'Please add an FAQ: do you tutor online? Yes, on Zoom. What ages do you teach? 7 to 16.',
    [faq, { text: /tutor online/i }, { text: /What ages/i }],
  ),
  editAfter('fr', 'Crèmerie Le Chalet à Chambéry : tommes, reblochon, beaufort', 'Je voudrais un fond vert sapin avec le texte en blanc', [
    dark,
  ]),
  editAfter(
    'en',
    'Yoga retreats Stillwater in the Lake District with dates and prices',
    'put a youtube link at the very bottom of each page pls — youtube.com/@stillwateryoga',
    [{ namedLink: /YouTube/i, where: 'footer' }],
  ),
  editAfter('en', 'Electrician Volt Right in Luton: rewires, EV chargers, fuse boards', 'We cover Dunstable and Harpenden as well now', [
    { text: /Dunstable/ },
    { text: /Harpenden/ },
  ]),
  editAfter('en', 'Barber Clip Joint in Bolton with prices: skin fade £18, hot towel shave £15', 'skin fade is £20 from 1st March', [
    { price: 'skin fade', amount: 20, currency: '£' },
    { price: 'hot towel shave', amount: 15, currency: '£' },
  ]),
  onFiles(
    'es',
    BOOKSHOP,
    'una página de librería escrita a mano',
    'Añadid un enlace a nuestra tienda en Todostuslibros: todostuslibros.com/librerias/tinta-fresca',
    [{ namedLink: /Todostuslibros/i }],
  ),
  editAfter(
    'de',
    'Autohaus Becker in Paderborn mit Service und Kontakt',
    'Bitte ein Kontaktformular mit Name, Telefon und Wunschtermin einbauen',
    [{ input: /Telefon/i, types: ['tel'] }, dateInput(/Wunschtermin/i)],
  ),
  editAfter('en', 'Floristry studio Marigold Lane in Falmouth with packages', 'The packages heading should say Wedding Flowers instead', [
    { heading: /Wedding Flowers/ },
  ]),
  editAfter('fr', "Chambres d'hôtes Le Vieux Noyer en Ardèche", 'Ajoutez une galerie de photos de la maison', [gallery]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query: 'hey, i run a little stall called Pickle & Rye at Tooting Market. we sell kimchi, sauerkraut, pickled beetroot and rye crackers',
    expects: [{ name: 'Pickle & Rye' }, ...items('kimchi', 'sauerkraut', 'pickled beetroot', 'rye crackers')],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Need a site for my landscaping business GreenEdge Gardens, Chelmsford — patios, fencing, turfing, tree surgery and garden clearances.',
    expects: [{ name: 'GreenEdge Gardens' }, ...items('patios', 'fencing', 'turfing', 'tree surgery', 'garden clearances')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Unsere Pension Seeblick am Chiemsee hat Doppelzimmer, Familienzimmer, eine Sauna und einen Fahrradverleih',
    expects: [{ name: 'Seeblick' }, ...items('Doppelzimmer', 'Familienzimmer', 'Sauna', 'Fahrradverleih')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Boulangerie Au Fournil de Léa, à Rodez. Nos spécialités : fouace, pain de campagne, croissants au beurre et flan pâtissier',
    expects: [{ name: 'Au Fournil de Léa' }, ...items('fouace', 'pain de campagne', 'croissants au beurre', 'flan pâtissier')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Mi academia de música, Do Re Mi, en Gijón — clases de piano, guitarra, canto y lenguaje musical',
    expects: [{ name: 'Do Re Mi' }, ...items('piano', 'guitarra', 'canto', 'lenguaje musical')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'A website for Sparrow & Vine, a wine bar in Chester serving small plates, natural wines, cocktails and cheese boards.',
    expects: [{ name: 'Sparrow & Vine' }, ...items('small plates', 'natural wines', 'cocktails', 'cheese boards')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Die Tischlerei Hobelspan aus Lemgo fertigt Küchen, Einbauschränke, Treppen und Massivholztische',
    expects: [{ name: 'Hobelspan' }, ...items('Küchen', 'Einbauschränke', 'Treppen', 'Massivholztische')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: "Notre association Vélo Solidaire à Grenoble propose des ateliers de réparation, des vélos d'occasion et des cours pour adultes",
    expects: [{ name: 'Vélo Solidaire' }, ...items('ateliers de réparation', "vélos d'occasion", 'cours pour adultes')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: 'Window cleaning by Squeegee Sam, Worthing: 2-bed house £15, 3-bed house £20, conservatory £25',
    expects: [
      { name: 'Squeegee Sam' },
      ...priced('£', [
        ['2-bed house', 15],
        ['3-bed house', 20],
        ['conservatory', 25],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Salón canino Bigotes en Huesca: baño y secado 22 €, arreglo completo 38 €, limar uñas 5 €',
    expects: [
      { name: 'Bigotes' },
      ...priced('€', [
        ['baño y secado', 22],
        ['arreglo completo', 38],
        ['limar uñas', 5],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Boulderhalle Felsenfest in Kassel: Tageskarte 12 €, Zehnerkarte 100 €, Schuhe leihen 4 €',
    expects: [
      { name: 'Felsenfest' },
      ...priced('€', [
        ['Tageskarte', 12],
        ['Zehnerkarte', 100],
        ['Schuhe leihen', 4],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'my bakery is Crumb & Co. in Norwich, can you make me a site',
    expects: [{ name: 'Crumb & Co' }, { text: /Norwich/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: 'Bonjour ! Nous sommes Les Jardins de Margaux, paysagistes à Laval',
    expects: [{ name: 'Les Jardins de Margaux' }, { text: /Laval/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Tengo un bar de tapas en Burgos y quiero web; el nombre es La Tasca de Paco',
    expects: [{ name: 'La Tasca de Paco' }, { text: /Burgos/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Landing page for my newsletter Slow Mornings, with a link to subscribe on Substack and my Threads',
    expects: [{ name: 'Slow Mornings' }, { namedLink: /Substack/i }, { namedLink: /Threads/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Página para mi canal de cocina Sartén Loca: enlaces a YouTube, TikTok y mi Instagram',
    expects: [{ name: 'Sartén Loca' }, { namedLink: /YouTube/i }, { namedLink: /TikTok/i }, { namedLink: /Instagram/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for Harbour Kayak Tours in Oban, pages: home, tours, safety, FAQ, book',
    expects: [{ name: 'Harbour Kayak Tours' }, { pages: 5, named: [/Tours/i, /Safety/i, /FAQ/i, /Book/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: "Pour le dojo Kaizen : fiche d'adhésion avec nom, date de naissance, téléphone des parents, adresse e-mail",
    expects: [dateInput(/naissance/i), { input: /t[ée]l[ée]phone/i, types: ['tel'] }, emailField],
  },
  {
    family: 'structure',
    lang: 'es',
    query:
      'Hostal Mar Azul, Tarifa. Necesito que la gente pueda pedir habitación indicando el día que llega, el día que se va y cuántos son',
    expects: [{ name: 'Mar Azul' }, dateInput(/llega/i), dateInput(/se va/i), { input: /cu[áa]ntos/i, types: ['number'] }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: "Summer fete at St Luke's Church, Saturday 20 June, 12–4pm, Kingsbridge. Cake stall, tombola, dog show. Free entry",
    expects: [
      { text: /20 June/ },
      { text: /12/ },
      { text: /4\s?pm/i },
      { text: /St Luke's Church/ },
      { text: /Kingsbridge/ },
      { text: /free entry/i },
    ],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Sommerfest des Kleingartenvereins Sonnenland am Samstag, 27. Juni, ab 14 Uhr im Vereinsheim, Am Mühlbach 5, Hameln',
    expects: [{ text: /27\. Juni/ }, { text: /14 Uhr/ }, { text: /Am Mühlbach 5/ }, { text: /Hameln/ }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: "Make my photography site feel like a darkroom — black background, red accents. I'm Tom Hale",
    expects: [{ name: 'Tom Hale' }, dark, { colour: 'red', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Eine einfache Einkaufsliste für unsere WG, wo man Sachen eintragen, abhaken und wieder löschen kann',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Je vends mes savons La Savonnerie du Port en ligne ; il faut un bouton panier sous chaque savon',
    expects: [{ name: 'La Savonnerie du Port' }, cart],
  },
];
