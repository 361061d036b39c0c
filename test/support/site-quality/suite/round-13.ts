// Requests written in an eighth sitting on 2026-11-27 (issue 33, round 13), before the engine saw
// any of them: things listed one per line or after dashes, rates per hour and "from" prices, dates
// and times in four languages, names after an introduction, and a few edits.
import { dark, items, noUsDollars, priced } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_13: SuiteCase[] = [
  {
    family: 'items',
    lang: 'en',
    query:
      'Site for my handyman business, Fix-It Phil, in Swindon.\nServices:\n- flat pack assembly\n- shelves and curtain rails\n- small plumbing jobs\n- garden fences',
    expects: [{ name: 'Fix-It Phil' }, { text: /Swindon/ }, ...items('flat pack assembly', 'small plumbing jobs', 'garden fences')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Vegan bakery Sweet Leaf in Bristol — think brownies, cinnamon rolls, celebration cakes. Order online for collection.',
    expects: [{ name: 'Sweet Leaf' }, ...items('brownies', 'cinnamon rolls', 'celebration cakes')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Academia de idiomas Babel en Granada. Cursos de inglés, alemán y francés para niños y adultos.',
    expects: [{ name: 'Babel' }, { text: /Granada/ }, ...items('inglés', 'alemán', 'francés')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Garage Martin à Tours : vidange, pneus, freins, climatisation. Devis gratuit.',
    expects: [{ name: 'Garage Martin' }, { text: /Tours/ }, ...items('vidange', 'pneus', 'freins', 'climatisation')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Maths tutor Dr Helen Park, Oxford. GCSE tuition £40 per hour, A-level £50 per hour, online sessions £35.',
    expects: [
      { name: 'Helen Park' },
      ...priced('£', [
        ['GCSE tuition', 40],
        ['A-level', 50],
        ['online sessions', 35],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Wedding cakes by Sugar & Lace, York. Two tiers from £250, three tiers from £380, cupcake towers from £120.',
    expects: [
      { name: 'Sugar & Lace' },
      ...priced('£', [
        ['two tiers', 250],
        ['three tiers', 380],
        ['cupcake towers', 120],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Hundeschule Pfotenglück in Kassel. Welpenkurs 120 €, Einzelstunde 60 €, Social Walk 15 €.',
    expects: [
      { name: 'Pfotenglück' },
      ...priced('€', [
        ['Welpenkurs', 120],
        ['Einzelstunde', 60],
        ['Social Walk', 15],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Peluquería canina Guau en Alicante: baño 20 €, corte 35 €, corte de uñas 8 €',
    expects: [
      { name: 'Guau' },
      ...priced('€', [
        ['baño', 20],
        ['corte', 35],
        ['corte de uñas', 8],
      ]),
    ],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Open day at Greenfield Primary School on Saturday 21 March, 10am to 12pm. 14 Orchard Road, Leicester.',
    expects: [{ text: /21 March/ }, { text: /10\s?am|10:00/ }, { text: /12\s?pm|12:00/ }, { text: /14 Orchard Road/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Vide-grenier du quartier Saint-Michel le dimanche 5 octobre, de 8h à 17h, place des Carmes',
    expects: [{ text: /5 octobre/ }, { text: /8\s?h|08:00/ }, { text: /17\s?h|17:00/ }, { text: /place des Carmes/i }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Physiotherapie Vogt, Hauptstraße 12, 69117 Heidelberg. Telefon 06221 123456. Termine Mo–Fr 8–19 Uhr.',
    expects: [{ name: 'Vogt' }, { text: /Hauptstraße 12/ }, { text: /06221 123456/ }, { text: /8\s?[–-]\s?19|08:00\s?[–-]\s?19:00/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'Hi! I run a small pottery studio called Kiln & Co in Falmouth and I need a website to show my work and sell mugs.',
    expects: [{ name: 'Kiln & Co' }, { text: /Falmouth/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Bonjour, je m'appelle Camille Roux, je suis ostéopathe à Annecy et j'aimerais un site avec prise de rendez-vous",
    expects: [{ name: 'Camille Roux' }, { text: /Annecy/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Website for the podcast Night Shift Stories with links to Spotify, Apple Podcasts and our Patreon',
    expects: [{ name: 'Night Shift Stories' }, { namedLink: /Spotify/i }, { namedLink: /Apple Podcasts/i }, { namedLink: /Patreon/i }],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Dunkle Website für das Tattoo-Studio Schwarzstich in Leipzig mit roten Akzenten',
    expects: [{ name: 'Schwarzstich' }, dark, { colour: 'red', where: 'buttons' }],
  },

  // Edits.
  editAfter(
    'en',
    'Maths tutor Dr Helen Park, Oxford. GCSE tuition £40 per hour, A-level £50 per hour, online sessions £35.',
    'Please add university admissions prep at £60 per hour',
    [
      { price: 'university admissions prep', amount: 60, currency: '£' },
      { price: 'GCSE tuition', amount: 40, currency: '£' },
    ],
  ),
  editAfter('en', 'Vegan bakery Sweet Leaf in Bristol with a menu and a contact form', "we're closed on Mondays now", [
    { text: /Monday/i },
    { text: /closed/i },
  ]),
  editAfter('de', 'Hundeschule Pfotenglück in Kassel mit Kursen und Preisen', 'Bitte die Telefonnummer 0561 987654 ergänzen', [
    { text: /0561 987654/ },
  ]),
  editAfter('es', 'Peluquería canina Guau en Alicante con precios y contacto', 'Cambia el nombre a Guau Guau', [{ name: 'Guau Guau' }]),
  editAfter('fr', 'Garage Martin à Tours avec nos services et un formulaire de contact', 'Ajoutez un lien vers notre page Facebook', [
    { namedLink: /Facebook/i },
  ]),
];
