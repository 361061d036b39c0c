// Requests written in a fourteenth sitting on 2026-11-28 (issue 33, round 19), before the engine saw
// any of them: lists numbered, bracketed or said as "such as" and "specialities", names written in
// capitals, lower case or with numbers, looks said in moods rather than colours, links to the
// services small businesses use, and edits that ask two things or name where they go.
import { dark, items, light, priced } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_19: SuiteCase[] = [
  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query: 'Website for Knot & Loop, a yarn shop in Hexham. Our bestsellers: merino wool, sock yarn, knitting needles, crochet kits.',
    expects: [{ name: 'Knot & Loop' }, ...items('merino wool', 'sock yarn', 'knitting needles', 'crochet kits')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Mobile mechanic (Fixed on the Drive, Swindon) offering services such as diagnostics, clutch replacement and MOT prep.',
    expects: [{ name: 'Fixed on the Drive' }, ...items('diagnostics', 'clutch replacement', 'MOT prep')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Site for our Thai takeaway Baan Suan in Leicester. 1) green curry 2) pad thai 3) massaman 4) tom yum soup',
    expects: [{ name: 'Baan Suan' }, ...items('green curry', 'pad thai', 'massaman', 'tom yum soup')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Konditorei Zuckerhut in Würzburg – unsere Spezialitäten sind Schwarzwälder Kirschtorte, Bienenstich und Apfelstrudel.',
    expects: [{ name: 'Zuckerhut' }, ...items('Schwarzwälder Kirschtorte', 'Bienenstich', 'Apfelstrudel')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Floristería Las Camelias en Oviedo: ramos de novia, coronas, centros de mesa y plantas de interior.',
    expects: [{ name: 'Las Camelias' }, ...items('ramos de novia', 'coronas', 'centros de mesa', 'plantas de interior')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Site du garage Auto Bréal à Vannes : vidange, pneus, freins, climatisation et contrôle technique.',
    expects: [{ name: 'Auto Bréal' }, ...items('vidange', 'pneus', 'freins', 'climatisation')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Pet groomer Suds & Scissors, Derby. Small dog £35, medium dog £45, large dog £55, nail trim £10.',
    expects: [
      { name: 'Suds & Scissors' },
      ...priced('£', [
        ['Small dog', 35],
        ['medium dog', 45],
        ['large dog', 55],
        ['nail trim', 10],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Nachhilfe Köpfchen in Bremen: Einzelstunde 25 €, 10er-Karte 220 €, Probestunde kostenlos',
    expects: [
      { name: 'Köpfchen' },
      ...priced('€', [
        ['Einzelstunde', 25],
        ['10er-Karte', 220],
      ]),
    ],
  },

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'BLOOM is a flower studio in Margate run by two sisters. Please make us a website with our workshops.',
    expects: [{ name: 'BLOOM' }, { text: /Margate/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'a website for studio 9 pilates in camden please, with class times',
    expects: [{ name: 'Studio 9 Pilates' }, { text: /Camden/i }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: 'Nous sommes la boulangerie Au Pain Doré, à Quimper depuis 1978. Il nous faut un site.',
    expects: [{ name: 'Au Pain Doré' }, { text: /Quimper/ }, { text: /1978/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Hola, soy Lucía Ferrer, fisioterapeuta en Gijón, y quiero una web sencilla.',
    expects: [{ name: 'Lucía Ferrer' }, { text: /Gijón/ }],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Site for nail tech Gloss by Gemma in Wakefield: book on Fresha, see my work on Instagram',
    expects: [{ name: 'Gloss by Gemma' }, { namedLink: /Fresha|book/i }, { namedLink: /Instagram/i }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Ceramics by Ruth Allen, a potter in St Ives. Link to my Etsy shop and my Pinterest.',
    expects: [{ name: 'Ruth Allen' }, { namedLink: /Etsy/i }, { namedLink: /Pinterest/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Website für das Café Milchbar in Kiel mit Link zu unseren Bewertungen auf Google und zu WhatsApp',
    expects: [{ name: 'Milchbar' }, { namedLink: /Google/i }, { namedLink: /WhatsApp/i }],
  },

  // Theme.
  {
    family: 'theme',
    lang: 'en',
    query: 'Light and airy site for Driftwood Yoga in Tenby, soft sage green buttons',
    expects: [{ name: 'Driftwood Yoga' }, light, { colour: 'green', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Portfolio for photographer Kai Moreno, dark by default, with orange accents',
    expects: [{ name: 'Kai Moreno' }, dark, { colour: 'orange', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Web para la academia de música Clave de Sol en Granada, fondo blanco y botones azul marino',
    expects: [{ name: 'Clave de Sol' }, light, { colour: 'blue', where: 'buttons' }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Food truck Taco Loco, parked at Leeds Dock every Friday 5pm to 10pm. Call us on 0113 496 0123.',
    expects: [{ name: 'Taco Loco' }, { text: /Leeds Dock/ }, { text: /5\s?pm|17:00/i }, { text: /0113 496 0123/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: "Cabinet d'ostéopathie Équilibre, 14 rue des Lices à Angers, ouvert du lundi au vendredi de 9h à 19h",
    expects: [{ name: 'Équilibre' }, { text: /14 rue des Lices/ }, { text: /9h|9:00|09:00/ }, { text: /19h|19:00/ }],
  },

  // Edits.
  editAfter('en', 'Cafe Little Fig in Harrogate with a menu and opening hours', 'Add a WhatsApp button and make the buttons dark green', [
    { namedLink: /WhatsApp/i },
    { colour: 'green', where: 'buttons' },
  ]),
  editAfter(
    'en',
    'Barber Fade Factory in Salford: skin fade £18, beard trim £10, kids cut £12',
    'Kids cut should be £13 and add a hot towel shave for £20',
    [
      { price: 'kids cut', amount: 13, currency: '£' },
      { price: 'hot towel shave', amount: 20, currency: '£' },
    ],
  ),
  editAfter(
    'en',
    'Photography studio Golden Hour in Truro with packages and a gallery',
    'On the contact section, add our phone: 01872 555 010',
    [{ text: /01872 555 010/ }],
  ),
  editAfter(
    'en',
    'Book club Page Turners in Lewes with meetings and a sign-up form',
    'We now meet on the last Thursday of the month at 7:30pm',
    [{ text: /last Thursday/i }, { text: /7:30\s?pm|19:30/i }],
  ),
  editAfter('en', 'Gardener Green Fingers in Worcester with services and a contact form', 'get rid of the reviews section please', [
    { absent: /What people say|Reviews/i, what: 'no reviews section' },
  ]),
  editAfter(
    'de',
    'Fahrschule Kurve in Regensburg mit Preisen: Grundbetrag 350 €, Fahrstunde 55 €',
    'Die Fahrstunde kostet ab März 58 € statt 55 €',
    [{ price: 'Fahrstunde', amount: 58, currency: '€' }],
  ),
  editAfter(
    'de',
    'Weinbar Korken in Mainz mit Karte und Öffnungszeiten',
    'Bitte einen Link zu unserer Speisekarte als PDF: https://weinbar-korken.de/karte.pdf',
    [{ namedLink: /Speisekarte|Karte|PDF/i }],
  ),
  editAfter('es', 'Peluquería Tijeras en Murcia con servicios y precios', 'Cambia el nombre de la peluquería a Tijeras & Peine', [
    { name: 'Tijeras & Peine' },
  ]),
  editAfter('fr', 'Crêperie Ty Gwenn à Quimper avec la carte et les horaires', 'Nous sommes maintenant ouverts le lundi de 12h à 14h', [
    { text: /lundi[^\n]{0,20}12h|12h[^\n]{0,20}lundi/i },
  ]),
  editAfter('fr', 'Salon de coiffure Mèches Folles à Lille avec les tarifs', 'Mettez un fond noir et des boutons roses', [
    dark,
    { colour: 'pink', where: 'buttons' },
  ]),
];
