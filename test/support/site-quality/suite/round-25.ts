// Requests written in a twentieth sitting on 2026-12-07 (issue 33, round 25), before the engine saw
// any of them: edits that drop a dish, link an Instagram page, change an e-mail, add a FAQ with its
// answer, add a service, add a page for directions, raise one treatment's price and rename a heading
// on a hand-written choir page; names given as "we go by", a goldsmith's own, in French quotes and
// after "se llama" in a sentence of its own; lists of a pick-your-own farm, a seamstress, a tax adviser
// and a baker; prices per day, per half hour and a beauty salon's list; links to eBay, Mastodon and Uber
// Eats; a scout group's pages, a country house's booking form, a riding club's pages; a car boot sale
// and a farmers' market with their days, times and fees; a jazz club after dark, a light office site; a
// homework tracker and a honey shop with a basket.
import { cart, dark, items, light, priced, todo } from './common-expectations.ts';
import { editAfter, onFiles } from './edits.ts';
import { handWrittenPage } from './hand-sites.ts';
import type { StartingFile, SuiteCase } from './suite-case.ts';

const CHOIR: StartingFile[] = [
  {
    path: 'index.html',
    content: handWrittenPage(
      'en',
      'Riverside Community Choir',
      'A friendly community choir in Shrewsbury.',
      `<header><h1>Riverside Community Choir</h1><p>No auditions, just come and sing</p></header>
<h2>When we sing</h2>
<p>Wednesdays, 7.30pm to 9pm, at St Chad's church hall.</p>
<h2>Join us</h2>
<p>£4 a session, first one free. Email <a href="mailto:sing@riversidechoir.example">sing@riversidechoir.example</a></p>`,
    ),
  },
  {
    path: 'style.css',
    content: `body { font-family: Verdana, sans-serif; margin: 0 auto; max-width: 44rem; color: #202020; background: #f7f9fb; }
header { padding: 1.5rem 1rem; background: #dde8f0; }
`,
  },
];

export const ROUND_25: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Deli Olive & Rye in Hexham with a menu: pastrami on rye £7.50, soup of the day £4.90, pickle plate £3',
    'Soup is off the menu for the summer, please drop it',
    [
      { absent: /soup of the day/i, what: 'no soup' },
      { price: 'pastrami on rye', amount: 7.5, currency: '£' },
      { price: 'pickle plate', amount: 3, currency: '£' },
    ],
  ),
  editAfter(
    'de',
    'Physiotherapie Bewegt in Erfurt mit Leistungen und Team',
    'Bitte unsere Instagram-Seite verlinken: instagram.com/physio.bewegt',
    [{ namedLink: /Instagram/i }],
  ),
  editAfter('es', 'Academia de baile Compás en Almería con clases de salsa y bachata', 'Cambiad el correo a hola@compas.example', [
    { text: /hola@compas\.example/ },
  ]),
  editAfter(
    'fr',
    'Garage Martin à Vierzon avec nos services et les horaires',
    'Ajoutez une question : faites-vous le contrôle technique ? Non, mais nous préparons votre voiture pour le passer.',
    [{ text: /contrôle technique/i }, { text: /préparons votre voiture/i }],
  ),
  editAfter('en', 'Photographer Lena Ortiz in Cardiff: weddings, portraits and events', 'Add newborn shoots to what I offer', [
    { item: 'newborn shoots' },
    { item: 'portraits' },
  ]),
  editAfter('de', 'Ferienwohnung Seeblick in Plön mit Buchungsanfrage', 'Füge eine Seite mit der Anfahrt hinzu', [
    { pages: 2, named: [/Anfahrt/i] },
  ]),
  editAfter(
    'es',
    'Fisioterapia Ágil en Teruel con tratamientos y tarifas: sesión de fisioterapia 35 €, punción seca 40 €',
    'Subimos la punción seca a 42 €',
    [
      { price: 'punción seca', amount: 42, currency: '€' },
      { price: 'sesión de fisioterapia', amount: 35, currency: '€' },
    ],
  ),
  onFiles('en', CHOIR, 'a hand-made choir page', 'Change the heading "When we sing" to "Rehearsals"', [
    { heading: /^Rehearsals$/ },
    { text: /Wednesdays/ },
  ]),

  // Names.
  {
    family: 'names',
    lang: 'en',
    query: "Hello! We're two sisters with a flower stall at Bath market and we go by Stem & Stalk. Could we have a website?",
    expects: [{ name: 'Stem & Stalk' }, { text: /Bath/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Goldschmiedin Rieke Hansen aus Flensburg – ich fertige Ringe und Ketten nach Wunsch und hätte gern eine Website',
    expects: [{ name: 'Rieke Hansen' }, { text: /Flensburg/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: 'Site vitrine pour « Les Petits Pois », notre cantine bio à Poitiers',
    expects: [{ name: 'Les Petits Pois' }, { text: /Poitiers/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Necesito una página para mi estudio de tatuajes en Alicante. Se llama Aguja Fina.',
    expects: [{ name: 'Aguja Fina' }, { text: /Alicante/ }],
  },

  // Things listed and their prices.
  {
    family: 'items',
    lang: 'en',
    query: 'Pick-your-own at Merrow Fields: strawberries in June, raspberries in July, pumpkins in October, plus a tea hut',
    expects: [{ name: 'Merrow Fields' }, ...items('strawberries', 'raspberries', 'pumpkins', 'tea hut')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Nähstube Faden & Co in Fulda: Änderungen, Reparaturen, Vorhänge nähen und Nähkurse für Anfänger',
    expects: [{ name: 'Faden & Co' }, ...items('Änderungen', 'Reparaturen', 'Vorhänge', 'Nähkurse')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Gestoría Núñez en Palencia: declaración de la renta, altas de autónomos, nóminas y contabilidad para pymes',
    expects: [{ name: 'Gestoría Núñez' }, ...items('declaración de la renta', 'altas de autónomos', 'nóminas', 'contabilidad')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Le Fournil de Léa, boulangerie à Agen : pain au levain, viennoiseries, tartes aux fruits et sandwichs le midi',
    expects: [{ name: 'Le Fournil de Léa' }, ...items('pain au levain', 'viennoiseries', 'tartes aux fruits', 'sandwichs')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Bouncy castle hire in Luton, Jump Jam: small castle £60 a day, large castle £90 a day, inflatable slide £120',
    expects: [
      { name: 'Jump Jam' },
      ...priced('£', [
        ['small castle', 60],
        ['large castle', 90],
        ['inflatable slide', 120],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Cours de guitare avec Hugo Lemaire à Brest : 25 € la demi-heure, 45 € l’heure',
    expects: [{ name: 'Hugo Lemaire' }, { text: /25\s?€/ }, { text: /45\s?€/ }],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Kosmetikstudio Glanz in Hameln, Preise: Gesichtsbehandlung 55 €, Maniküre 30 €, Wimpern färben 15 €',
    expects: [
      { name: 'Glanz' },
      ...priced('€', [
        ['Gesichtsbehandlung', 55],
        ['Maniküre', 30],
        ['Wimpern färben', 15],
      ]),
    ],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Site for our charity shop Second Chance, with links to our eBay store and our Facebook page',
    expects: [{ name: 'Second Chance' }, { namedLink: /eBay/i }, { namedLink: /Facebook/i }],
  },
  {
    family: 'links',
    lang: 'de',
    query: 'Webseite für das Repair-Café Schraubzwinge in Gera, mit Links zu Instagram und zu unserem Mastodon-Profil',
    expects: [{ name: 'Schraubzwinge' }, { namedLink: /Instagram/i }, { namedLink: /Mastodon/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Site pour notre bistrot Le Comptoir à Sète, avec un lien pour commander sur Uber Eats',
    expects: [{ name: 'Le Comptoir' }, { namedLink: /Uber Eats|commander/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for Hilltop Scouts with pages for Beavers, Cubs, Scouts and one for parents',
    expects: [{ name: 'Hilltop Scouts' }, { pages: 5, named: [/Beavers/i, /Cubs/i, /Scouts/i, /Parents/i] }],
  },
  {
    family: 'structure',
    lang: 'es',
    query:
      'Casa rural El Roble en Cuenca: formulario de reserva con nombre, teléfono, fecha de llegada, fecha de salida y número de personas',
    expects: [
      { name: 'El Roble' },
      { input: /tel[ée]fono/i, types: ['tel'] },
      { input: /llegada/i, types: ['date'] },
      { input: /salida/i, types: ['date'] },
      { input: /personas/i, types: ['number'] },
    ],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Reitverein Hufschlag Verden: Seiten für Reitstunden, Pensionspferde, Turniere und Kontakt',
    expects: [{ name: 'Hufschlag' }, { pages: 5, named: [/Reitstunden/i, /Pensionspferde/i, /Turniere/i, /Kontakt/i] }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Car boot sale every Sunday from 7am at Greenfield Rugby Club, Station Road, Pudsey. Sellers £10 a car, buyers free',
    expects: [{ text: /Sunday/ }, { text: /7\s?am/i }, { text: /Greenfield Rugby Club/ }, { text: /£10/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Marché de producteurs chaque samedi de 7h à 13h sur le parking de la salle polyvalente de Gignac, entrée libre',
    expects: [{ text: /samedi/i }, { text: /7\s?h/ }, { text: /13\s?h/ }, { text: /Gignac/ }, { text: /entrée libre/i }],
  },

  // Theme and widgets.
  {
    family: 'theme',
    lang: 'en',
    query: 'Jazz club Blue Lantern wants an after-hours look: a near-black page and warm mustard yellow buttons',
    expects: [{ name: 'Blue Lantern' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Para la asesoría Lema en Lugo: diseño claro y sobrio, botones azul marino',
    expects: [{ name: 'Lema' }, light, { colour: 'blue', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Homework tracker for my son: he types in each assignment, ticks it when handed in and can clear it',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Onlineshop für meine Honiggläser von der Imkerei Sonnwald, mit Warenkorb-Knopf bei jedem Glas',
    expects: [{ name: 'Sonnwald' }, cart],
  },
];
