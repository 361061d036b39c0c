// Requests written in a ninth sitting on 2026-11-27 (issue 33, round 14), before the engine saw
// any of them: mostly edits (the held-out set's weakest family) as customers write them: things
// taken off, prices changed in passing, links and sections asked for in a few words; then things
// listed in a sentence, and events with their dates, times and places, in four languages.
import { contactForm, dark, faq, items, priced, reviews } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_14: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Florist Petal & Stem in Norwich: bouquets, wedding flowers, funeral wreaths and plant subscriptions',
    "We've stopped doing wedding flowers, please take them off the site",
    [{ absent: /wedding flowers/i, what: 'wedding flowers are gone' }, { item: 'funeral wreaths' }, { item: 'plant subscriptions' }],
  ),
  editAfter('en', 'Dog groomer Fluffy Cuts in Reading. Full groom £45, bath and brush £30, nail clip £10.', 'nail clip is £12 now', [
    { price: 'nail clip', amount: 12, currency: '£' },
    { price: 'full groom', amount: 45, currency: '£' },
  ]),
  editAfter(
    'en',
    'Pizzeria Forno Rosso in Glasgow: margherita £9, diavola £11, quattro formaggi £12',
    'Add a vegan pizza for £10 and remove the diavola',
    [{ price: 'vegan pizza', amount: 10, currency: '£' }, { absent: /diavola/i, what: 'the diavola is gone' }, { item: 'margherita' }],
  ),
  editAfter(
    'en',
    'Accountant Sarah Lee in Manchester with services and a contact form',
    'Could you put our Instagram in the footer? instagram.com/sarahlee.accounts',
    [{ namedLink: /Instagram/i, where: 'footer' }],
  ),
  editAfter('en', 'Personal trainer Jake Moss in Leeds with packages and prices', 'new phone number: 07700 900123', [
    { text: /07700 900123/ },
  ]),
  editAfter(
    'en',
    'Wedding photographer Anna Bell in Bath with galleries and packages',
    'Add an FAQ covering travel costs, how many photos we deliver, and deposits',
    [faq, { text: /travel/i }, { text: /deposit/i }, { text: /how many photos/i }],
  ),
  editAfter('en', 'Cleaning company Sparkle Pro in Leicester with services and a quote form', 'make the buttons green', [
    { colour: 'green', where: 'buttons' },
  ]),
  editAfter('en', 'Language school Lingo Hub in Dublin with courses and prices', 'Can we switch it to a dark theme?', [dark]),
  editAfter('en', 'Gym IronWorks in Sheffield with memberships and classes', "We're rebranding as IronWorks Fitness", [
    { name: 'IronWorks Fitness' },
  ]),
  editAfter('en', 'Bakery Crumbs in Oxford with products and opening hours', 'add our address - 22 High Street, Oxford OX1 4AP', [
    { text: /22 High Street/ },
    { text: /OX1 4AP/ },
  ]),
  editAfter('en', 'Escape room Locked In in Nottingham with our rooms and online booking', 'Add a page for gift vouchers', [
    { pages: 2, named: [/voucher/i] },
  ]),
  editAfter(
    'en',
    'Bike repair shop Spoke & Chain in Cambridge with services and opening hours',
    'We also do bike hire now: city bikes £15 a day, e-bikes £30 a day',
    [
      { price: 'city bikes', amount: 15, currency: '£' },
      { price: 'e-bikes', amount: 30, currency: '£' },
    ],
  ),
  editAfter(
    'de',
    'Friseursalon Schnittpunkt in Bremen: Damenhaarschnitt 45 €, Herrenhaarschnitt 28 €, Färben 60 €',
    'Der Herrenhaarschnitt kostet jetzt 30 €',
    [
      { price: 'Herrenhaarschnitt', amount: 30, currency: '€' },
      { price: 'Färben', amount: 60, currency: '€' },
    ],
  ),
  editAfter('de', 'Zahnarztpraxis Dr. Weiß in Mainz mit Leistungen und Kontakt', 'Füge bitte ein paar Patientenstimmen hinzu', [reviews]),
  editAfter(
    'de',
    'Weinhandlung Rebstock in Würzburg: Silvaner, Riesling, Spätburgunder und Secco',
    'Bitte den Secco rausnehmen, den haben wir nicht mehr',
    [{ absent: /Secco/i, what: 'der Secco ist weg' }, { item: 'Silvaner' }],
  ),
  editAfter(
    'es',
    'Restaurante La Huerta en Valencia con carta y horarios',
    '¿Podéis poner nuestro Instagram en el pie de página? instagram.com/lahuerta.vlc',
    [{ namedLink: /Instagram/i, where: 'footer' }],
  ),
  editAfter('es', 'Clínica dental Sonrisa en Málaga con servicios y contacto', 'Cambia el horario: de lunes a viernes de 9:00 a 19:00', [
    { text: /lunes/i },
    { text: /9:00|09:00/ },
    { text: /19:00/ },
  ]),
  editAfter(
    'fr',
    'Boulangerie Au Bon Pain à Lille avec nos produits et nos horaires',
    "Ajoutez une section sur nos gâteaux d'anniversaire",
    [{ heading: /anniversaire/i }],
  ),
  editAfter('fr', 'Salon de coiffure Belle Mèche à Nantes : coupe femme 40 €, coupe homme 25 €', 'Ajoutez le brushing à 30 €', [
    { price: 'brushing', amount: 30, currency: '€' },
    { price: 'coupe femme', amount: 40, currency: '€' },
  ]),
  editAfter('fr', 'Site pour le cabinet de kinésithérapie Mouvement à Rennes', 'Ajoutez notre numéro : 02 99 12 34 56', [
    { text: /02 99 12 34 56/ },
  ]),

  // Things listed in a sentence.
  {
    family: 'items',
    lang: 'en',
    query: 'I make handmade leather goods — wallets, belts, card holders and dog collars. Brand is Hide & Seek, based in Kendal.',
    expects: [{ name: 'Hide & Seek' }, { text: /Kendal/ }, ...items('wallets', 'belts', 'card holders', 'dog collars')],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Need a simple site for Greenway Landscaping (Exeter). We do lawn care, hedge trimming, patios and tree surgery',
    expects: [{ name: 'Greenway Landscaping' }, { text: /Exeter/ }, ...items('lawn care', 'hedge trimming', 'patios', 'tree surgery')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Wir sind die Imkerei Goldtropfen aus dem Allgäu und verkaufen Blütenhonig, Waldhonig, Bienenwachskerzen und Met.',
    expects: [{ name: 'Goldtropfen' }, ...items('Blütenhonig', 'Waldhonig', 'Bienenwachskerzen', 'Met')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Taller de bicicletas RodaBien en Zaragoza: reparaciones, alquiler de bicis, accesorios y revisiones',
    expects: [{ name: 'RodaBien' }, { text: /Zaragoza/ }, ...items('reparaciones', 'alquiler de bicis', 'accesorios', 'revisiones')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: "Je suis photographe à Bordeaux (Studio Lumière) : mariages, portraits, photos de naissance et événements d'entreprise",
    expects: [{ name: 'Studio Lumière' }, { text: /Bordeaux/ }, ...items('mariages', 'portraits', 'photos de naissance')],
  },
  {
    family: 'prices',
    lang: 'en',
    query:
      'Landing page for TaskNest, an app for families to share chores, shopping lists and calendars. Free plan, and a Family plan at $4.99/month.',
    expects: [{ name: 'TaskNest' }, ...items('chores', 'shopping lists', 'calendars'), ...priced('$', [['Family plan', 4.99]])],
  },

  // Events: dates, times, places.
  {
    family: 'facts',
    lang: 'en',
    query: 'Charity fun run for Hope Hospice, Sunday 14 June 2026, starts 9:30am at Victoria Park, Bath. Entry £15, kids free.',
    expects: [{ name: 'Hope Hospice' }, { text: /14 June/ }, { text: /9:30\s?am|09:30/i }, { text: /Victoria Park/ }, { text: /£\s?15/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Sommerfest des TSV Eichenau am Samstag, 18. Juli, ab 14 Uhr auf dem Sportplatz an der Lindenallee',
    expects: [{ name: 'TSV Eichenau' }, { text: /18\. Juli/ }, { text: /14(:00)? Uhr|14:00/ }, { text: /Lindenallee/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Concierto benéfico en el Teatro Principal de Burgos el viernes 9 de octubre a las 20:30. Entradas a 12 €.',
    expects: [{ text: /9 de octubre/ }, { text: /20:30/ }, { text: /Teatro Principal/ }, { text: /12\s?€|€\s?12/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: "Portes ouvertes de l'école de musique Do Ré Mi le samedi 12 septembre de 10h à 16h, 3 rue Victor Hugo, Dijon",
    expects: [{ text: /12 septembre/ }, { text: /10\s?h|10:00/ }, { text: /16\s?h|16:00/ }, { text: /3 rue Victor Hugo/i }],
  },

  // Names and pages.
  {
    family: 'names',
    lang: 'en',
    query: "My name is Priya Shah and I'm a wedding planner in Leeds. Want a site to show past weddings and get enquiries.",
    expects: [{ name: 'Priya Shah' }, { text: /Leeds/ }, contactForm],
  },
  {
    family: 'structure',
    lang: 'en',
    query: 'Website for Oak & Ember restaurant: home, menu, private dining, gift cards and contact pages',
    expects: [{ name: 'Oak & Ember' }, { pages: 5, named: [/menu/i, /private dining/i, /gift cards/i, /contact/i] }],
  },
];
