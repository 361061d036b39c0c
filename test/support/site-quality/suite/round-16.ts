// Requests written in an eleventh sitting on 2026-11-28 (issue 33, round 16), before the engine saw
// any of them: longer messages that ramble before they ask, lists with bullets and emoji, edits
// that give a reason first, and events and trades in four languages.
import { contactForm, dark, faq, items, priced, reviews } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_16: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Nail salon Polished in Croydon: gel manicure £25, gel pedicure £30, nail art from £5',
    'Busy month! Gel manicure goes up to £28 from Monday, pedicure stays the same.',
    [
      { price: 'gel manicure', amount: 28, currency: '£' },
      { price: 'gel pedicure', amount: 30, currency: '£' },
    ],
  ),
  editAfter('en', 'Dog walker Happy Tails in York with services and prices', 'Please put our WhatsApp number 07700 900456 on the site', [
    { text: /07700 900456/ },
  ]),
  editAfter(
    'en',
    'Wedding band The Silver Strings with videos, a song list and a contact form',
    'Add a section with a few words from couples we played for',
    [reviews],
  ),
  editAfter(
    'en',
    'Garden centre Green Thumb in Exeter: houseplants, garden tools, compost and seeds',
    "we don't sell compost any more (too heavy to stock), can you take it off?",
    [{ absent: /compost/i, what: 'compost is gone' }, { item: 'houseplants' }],
  ),
  editAfter(
    'en',
    'Photography studio Light Box in Leeds with packages and a gallery',
    'Add a Facebook link to the footer: facebook.com/lightboxleeds',
    [{ namedLink: /Facebook/i, where: 'footer' }],
  ),
  editAfter(
    'en',
    'Accountancy firm Ledger & Co in Cardiff with services and a contact form',
    'Add FAQs on VAT returns, self assessment and fees',
    [faq, { text: /VAT/ }, { text: /self assessment/i }],
  ),
  editAfter(
    'en',
    'Kids party entertainer Captain Giggles in Swindon with packages and a booking form',
    'Make the whole thing purple please',
    [{ colour: 'purple', where: 'buttons' }],
  ),
  editAfter('en', 'Vet practice Paws & Claws in Norwich with services and opening hours', 'Saturday hours are now 9am to 1pm', [
    { text: /Saturday/i },
    { text: /9\s?am|09:00/i },
    { text: /1\s?pm|13:00/i },
  ]),
  editAfter('en', 'Driving instructor Steady Steer in Luton with lessons and prices', 'We have moved to 4 Station Road, Luton LU1 2AB', [
    { text: /4 Station Road/ },
  ]),
  editAfter(
    'de',
    'Eisdiele Venezia in Augsburg: Kugel 1,80 €, Becher 6,50 €, Eiskaffee 4,50 €',
    'Eiskaffee bitte streichen und Spaghettieis für 6 € aufnehmen',
    [
      { absent: /Eiskaffee/i, what: 'der Eiskaffee ist weg' },
      { price: 'Spaghettieis', amount: 6, currency: '€' },
    ],
  ),
  editAfter('de', 'Tischlerei Eiche in Kiel mit Leistungen und Kontaktformular', 'Neue E-Mail-Adresse: info@tischlerei-eiche.de', [
    { text: /info@tischlerei-eiche\.de/ },
  ]),
  editAfter(
    'es',
    'Panadería La Espiga en Salamanca: pan de pueblo 1,50 €, empanada 12 €, magdalenas 3 €',
    'La empanada ahora cuesta 14 €',
    [{ price: 'empanada', amount: 14, currency: '€' }],
  ),
  // (A thirteenth edit, a page of questions asked in Spanish, was taken out: its words were those of a
  // request of the held-out set, which the suite must not hold. The engine met it first seen.)
  editAfter(
    'fr',
    'Pizzeria Bella à Nice : margherita 10 €, regina 12 €, calzone 13 €',
    'La calzone passe à 14 € et ajoutez une pizza végétarienne à 12 €',
    [
      { price: 'calzone', amount: 14, currency: '€' },
      { price: 'pizza végétarienne', amount: 12, currency: '€' },
    ],
  ),
  editAfter('fr', 'Cabinet de sophrologie Sérénité à Tours avec séances et tarifs', 'Passez le site en thème sombre', [dark]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      "Hi there! I've just started a mobile bike repair business called Pedal Medic in Cambridge. I come to you and do:\n• puncture repairs\n• gear tuning\n• brake servicing\n• full bike service\nNeed a simple site with a way to book.",
    expects: [
      { name: 'Pedal Medic' },
      { text: /Cambridge/ },
      ...items('puncture repairs', 'gear tuning', 'brake servicing', 'full bike service'),
    ],
  },
  {
    family: 'items',
    lang: 'en',
    query:
      'Cosy bookshop Dog-Eared Books (Hay-on-Wye). We stock second-hand fiction, rare first editions and local history, plus a reading café.',
    expects: [{ name: 'Dog-Eared Books' }, ...items('second-hand fiction', 'rare first editions', 'local history')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Hofladen Sonnenhof bei Lüneburg 🌻 Bei uns: Spargel, Erdbeeren, Kartoffeln und frische Eier vom Hof.',
    expects: [{ name: 'Sonnenhof' }, ...items('Spargel', 'Erdbeeren', 'Kartoffeln')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Clínica veterinaria Huellas en Valladolid. Ofrecemos vacunación, cirugía, peluquería canina y urgencias 24h.',
    expects: [{ name: 'Huellas' }, ...items('vacunación', 'cirugía', 'peluquería canina')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Traiteur Les Délices de Léa à Lille — buffets, cocktails dînatoires, plateaux repas et gâteaux de mariage.',
    expects: [{ name: 'Les Délices de Léa' }, ...items('buffets', 'cocktails dînatoires', 'plateaux repas')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Guitar lessons with Jo Marsh in Bristol — 30 min £18, 45 min £25, 1 hour £32. First lesson half price.',
    expects: [
      { name: 'Jo Marsh' },
      ...priced('£', [
        ['30 min', 18],
        ['45 min', 25],
        ['1 hour', 32],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Ferienwohnung Seeblick am Bodensee: Nebensaison 85 € pro Nacht, Hauptsaison 110 € pro Nacht, Endreinigung 50 €.',
    expects: [
      { name: 'Seeblick' },
      ...priced('€', [
        ['Nebensaison', 85],
        ['Hauptsaison', 110],
        ['Endreinigung', 50],
      ]),
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query:
      'Christmas market on the village green, Sat 12 December 2pm–7pm. Stalls, mulled wine and carols. Organised by Ashby Parish Council.',
    expects: [{ text: /12 December/ }, { text: /2\s?pm|14:00/i }, { text: /7\s?pm|19:00/i }, { text: /Ashby Parish Council/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Mercadillo solidario el sábado 21 de noviembre de 10:00 a 14:00 en el Centro Cívico Delicias, Zaragoza.',
    expects: [{ text: /21 de noviembre/ }, { text: /10:00/ }, { text: /14:00/ }, { text: /Centro Cívico Delicias/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Tag der offenen Tür der Musikschule Klangwerk am Sonntag, 7. Juni, 11 bis 16 Uhr, Bahnhofstraße 8, Bamberg.',
    expects: [{ text: /7\. Juni/ }, { text: /11\s*(–|-|bis)\s*16/ }, { text: /Bahnhofstraße 8/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Concert de jazz du trio Bleu Nuit le vendredi 20 mars à 20h30, salle des fêtes de Villefranche. Entrée 8 €.',
    expects: [{ text: /20 mars/ }, { text: /20h30|20:30/ }, { text: /salle des fêtes/i }, { text: /8\s?€/ }],
  },

  // Names, structure, links, theme.
  {
    family: 'names',
    lang: 'en',
    query: 'hey, can u build a website for my mums café? its called The Daily Grind, in Falmouth. needs menu + opening times',
    expects: [{ name: 'The Daily Grind' }, { text: /Falmouth/ }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Five-page site for Harbour Sailing School: Home, Courses, Instructors, Prices, Contact. A booking form on the Contact page.',
    expects: [{ name: 'Harbour Sailing School' }, { pages: 5, named: [/courses/i, /instructors/i, /prices/i, /contact/i] }, contactForm],
  },
  {
    family: 'links',
    lang: 'fr',
    query:
      'Site pour la chorale Voix du Sud à Montpellier, avec un lien vers notre chaîne YouTube et notre page HelloAsso pour les adhésions',
    expects: [{ name: 'Voix du Sud' }, { namedLink: /YouTube/i }, { namedLink: /HelloAsso/i }],
  },
  {
    family: 'theme',
    lang: 'es',
    query: 'Web oscura y elegante para la coctelería Medianoche en Madrid, con detalles en dorado',
    expects: [{ name: 'Medianoche' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
];
