// Requests written in a fifteenth sitting on 2026-11-28 (issue 33, round 20), before the engine saw
// any of them: edits that move a weekly event, add a room or a dish with its unit, rename a section,
// put a notice at the top or change an address; then lists of features and of what a shop stocks,
// prices by size, names said in passing, links to podcast and music services, pages, events, moods
// of colour and two widgets.
import { cart, contactForm, dark, faq, items, light, priced, todo } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_20: SuiteCase[] = [
  // Edits.
  editAfter('en', 'Pub The Crooked Billet in Stroud with a food menu and events', 'Quiz night is now on Wednesdays at 8pm, not Tuesdays', [
    { text: /Wednesdays?[^\n]{0,30}8\s?pm|8\s?pm[^\n]{0,30}Wednesday/i },
  ]),
  editAfter(
    'en',
    'Cake maker Sugar & Spice in Bury with cakes and prices: celebration cake £45, cupcakes £15, brownies £12',
    'Cupcakes are £16 now',
    [
      { price: 'cupcakes', amount: 16, currency: '£' },
      { price: 'brownies', amount: 12, currency: '£' },
    ],
  ),
  editAfter('en', 'Physio Move Well in Chester with treatments, a FAQ and booking', 'Please remove the FAQ', [
    { absent: /Frequently asked questions/i, what: 'no FAQ' },
  ]),
  editAfter(
    'en',
    'Tattoo studio Black Anchor in Plymouth with a gallery and aftercare info',
    'Add a note at the top: Closed for refurbishment 1–14 March',
    [{ text: /Closed for refurbishment/ }],
  ),
  editAfter(
    'en',
    'Guesthouse Sea Breeze in Scarborough with rooms and prices: double room £85, single room £60',
    'Add a family room at £110 a night',
    [
      { price: 'family room', amount: 110, currency: '£' },
      { price: 'double room', amount: 85, currency: '£' },
    ],
  ),
  editAfter('en', 'Hairdresser Shear Bliss in Poole with services and prices', 'Rename the Services section to "What we do"', [
    { heading: /What we do/ },
  ]),
  editAfter(
    'de',
    'Biergarten Linde in Freiburg mit Speisekarte und Öffnungszeiten',
    'Von Mai bis September haben wir täglich von 11 bis 23 Uhr geöffnet',
    [{ text: /11\s*(–|-|bis)\s*23/ }],
  ),
  editAfter(
    'de',
    'Zahnarztpraxis Dr. Weiß in Kassel mit Leistungen und Kontakt',
    'Bitte die Adresse ändern: Friedrichsplatz 3, 34117 Kassel',
    [{ text: /Friedrichsplatz 3/ }],
  ),
  editAfter('es', 'Bar de tapas El Rincón en Sevilla con carta y horario', 'Añadid croquetas caseras a 6 € a la carta', [
    { price: 'croquetas caseras', amount: 6, currency: '€' },
  ]),
  editAfter('es', 'Clínica dental Sonrisas en Málaga con tratamientos', 'Quiero que la web sea azul oscuro', [
    { colour: 'blue', where: 'buttons' },
  ]),
  editAfter('fr', 'Fromagerie Le Bon Lait à Annecy avec nos fromages', 'Ajoutez une FAQ sur la livraison et le retrait en magasin', [
    faq,
    { text: /livraison/i },
    { text: /retrait en magasin/i },
  ]),
  editAfter('fr', 'Cours de yoga avec Claire Roux à Montpellier, horaires et tarifs', 'Changez le numéro de téléphone : 04 67 00 11 22', [
    { text: /04 67 00 11 22/ },
  ]),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query:
      'Landing page for Plotline, a writing app. Features: distraction-free editor, chapter outlines, word count goals, export to PDF.',
    expects: [{ name: 'Plotline' }, ...items('distraction-free editor', 'chapter outlines', 'word count goals', 'export to PDF')],
  },
  {
    family: 'items',
    lang: 'en',
    query: "We're a family-run plant nursery, Greenleaf, near Ely. We grow perennials, herbs, fruit trees and hedging plants.",
    expects: [{ name: 'Greenleaf' }, ...items('perennials', 'herbs', 'fruit trees', 'hedging plants')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Seite für meine Hundepension Pfotenhotel in Kiel – Tagesbetreuung, Übernachtung, Gassi-Service.',
    expects: [{ name: 'Pfotenhotel' }, ...items('Tagesbetreuung', 'Übernachtung', 'Gassi-Service')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Tienda de bicis Pedalea en Logroño: venta de bicis, reparaciones, alquiler y rutas guiadas.',
    expects: [{ name: 'Pedalea' }, ...items('venta de bicis', 'reparaciones', 'alquiler', 'rutas guiadas')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Épicerie fine Le Panier Gourmand à Tours — vins, fromages, charcuterie, paniers garnis.',
    expects: [{ name: 'Le Panier Gourmand' }, ...items('vins', 'fromages', 'charcuterie', 'paniers garnis')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Window tinting by ClearCut in Reading — front windows £80, full car £250, sunstrip £40',
    expects: [
      { name: 'ClearCut' },
      ...priced('£', [
        ['front windows', 80],
        ['full car', 250],
        ['sunstrip', 40],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Toiletteur Poils & Moustaches à Rennes : petit chien 35 €, moyen chien 45 €, grand chien 60 €',
    expects: [
      { name: 'Poils & Moustaches' },
      ...priced('€', [
        ['petit chien', 35],
        ['moyen chien', 45],
        ['grand chien', 60],
      ]),
    ],
  },

  // Names, links, structure, facts, theme, widgets.
  {
    family: 'names',
    lang: 'en',
    query: 'The website is for The Old Bakehouse Café in Lyme Regis.',
    expects: [{ name: 'The Old Bakehouse Café' }, { text: /Lyme Regis/ }],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Ich heiße Jonas Weber und bin Tischler in Lübeck. Ich brauche eine Website.',
    expects: [{ name: 'Jonas Weber' }, { text: /Lübeck/ }],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Podcast site for Night Shift Stories with links to Spotify, Apple Podcasts and our Patreon',
    expects: [{ name: 'Night Shift Stories' }, { namedLink: /Spotify/i }, { namedLink: /Apple Podcasts/i }, { namedLink: /Patreon/i }],
  },
  {
    family: 'links',
    lang: 'fr',
    query: 'Site pour le groupe de rock Les Chats Noirs avec des liens vers Bandcamp et YouTube',
    expects: [{ name: 'Les Chats Noirs' }, { namedLink: /Bandcamp/i }, { namedLink: /YouTube/i }],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Three pages for Hollow Tree Nursery: Home, Our rooms, Fees. Contact form on Home.',
    expects: [{ name: 'Hollow Tree Nursery' }, { pages: 3, named: [/rooms/i, /fees/i] }, contactForm],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Charity fun run, Sunday 20 September, 10am start at Victoria Park, Bath. Entry £12.',
    expects: [{ text: /20 September/ }, { text: /10\s?am|10:00/i }, { text: /Victoria Park/ }, { text: /£12/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Concierto de la Banda Municipal el sábado 12 de septiembre a las 21:00 en la Plaza Mayor de Segovia',
    expects: [{ text: /12 de septiembre/ }, { text: /21:00/ }, { text: /Plaza Mayor/ }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Pastel pink and cream website for Little Lamb Nursery',
    expects: [{ name: 'Little Lamb Nursery' }, light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'de',
    query: 'Dunkles Design mit grünen Buttons für die Kletterhalle Griffig',
    expects: [{ name: 'Griffig' }, dark, { colour: 'green', where: 'buttons' }],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Simple to-do app for students: add homework, mark it done, delete it',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'fr',
    query: 'Petite boutique en ligne de savons artisanaux, Mousse & Miel, avec un panier et un bouton ajouter sur chaque savon',
    expects: [{ name: 'Mousse & Miel' }, cart],
  },
];
