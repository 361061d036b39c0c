// Requests of every family written in a sixth sitting on 2026-11-27 (issue 33, round 11), before the
// engine saw any of them: towns the engine has no rule for, prices written in words around them,
// lists over several sentences, pages and forms named in four languages, and edits as customers
// write them (several changes in one message, a page named by its link).
import { cart, dark, dateInput, emailField, faq, items, light, noUsDollars, priced, reviews, todo } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_11: SuiteCase[] = [
  // Names.
  {
    family: 'names',
    lang: 'en',
    query: 'My wife and I run a B&B in Keswick called Fell View House. Six rooms, breakfast included, dogs welcome.',
    expects: [{ name: 'Fell View House' }, { text: /Keswick/ }],
  },
  {
    family: 'names',
    lang: 'en',
    query: 'need a website asap!! business name is Northern Roots Landscaping, based out of Halifax, we do patios, fencing and turfing',
    expects: [{ name: 'Northern Roots Landscaping' }, { text: /Halifax/ }, ...items('patios', 'fencing', 'turfing')],
  },
  {
    family: 'names',
    lang: 'de',
    query: 'Website für meine Physiotherapie-Praxis. Name: Praxis Bewegungsraum, Standort Freiburg.',
    expects: [{ name: 'Bewegungsraum' }, { text: /Freiburg/ }],
  },
  {
    family: 'names',
    lang: 'es',
    query: 'Hola, tengo una librería de segunda mano que se llama El Rincón del Lector, en Salamanca. Quiero una web sencilla.',
    expects: [{ name: 'El Rincón del Lector' }, { text: /Salamanca/ }],
  },
  {
    family: 'names',
    lang: 'fr',
    query: "Je suis photographe de mariage (Studio Lumière d'Été) basée à Nantes, il me faut un site élégant",
    expects: [{ name: "Lumière d'Été" }, { text: /Nantes/ }],
  },

  // Items.
  {
    family: 'items',
    lang: 'en',
    query:
      'Mobile vet service PawsAtHome covering Cheltenham. Services include vaccinations, health checks, microchipping and end of life care.',
    expects: [{ name: 'PawsAtHome' }, ...items('vaccinations', 'health checks', 'microchipping', 'end of life care')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Hofladen Sonnenhof bei Lüneburg. Bei uns gibt es frische Eier, Kartoffeln, Honig und Apfelsaft aus eigener Herstellung.',
    expects: [{ name: 'Sonnenhof' }, ...items('Eier', 'Kartoffeln', 'Honig', 'Apfelsaft')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Taller mecánico Hermanos Gil en Burgos. Hacemos cambios de aceite, frenos, neumáticos y la ITV.',
    expects: [{ name: 'Hermanos Gil' }, { text: /Burgos/ }, ...items('cambios de aceite', 'frenos', 'neumáticos')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Fromagerie La Cloche à Annecy : reblochon, tomme de Savoie, beaufort et raclette en hiver.',
    expects: [{ name: 'La Cloche' }, ...items('reblochon', 'tomme de Savoie', 'beaufort', 'raclette')],
  },

  // Prices.
  {
    family: 'prices',
    lang: 'en',
    query: 'Dog walker in Harrogate, Happy Tails. Solo walk is £15, group walk £10, puppy visits £8 each',
    expects: [
      { name: 'Happy Tails' },
      ...priced('£', [
        ['solo walk', 15],
        ['group walk', 10],
        ['puppy visits', 8],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Guitar lessons with Sam Reyes in Galway: 30 minutes for €25, an hour for €45',
    expects: [{ name: 'Sam Reyes' }, { text: /€\s?25|25\s?€/ }, { text: /€\s?45|45\s?€/ }, noUsDollars],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Nagelstudio Glanzpunkt in Bamberg: Maniküre 25 €, Gelnägel ab 45 €, Pediküre 30 €',
    expects: [
      { name: 'Glanzpunkt' },
      ...priced('€', [
        ['Maniküre', 25],
        ['Gelnägel', 45],
        ['Pediküre', 30],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Crêperie Ty Breizh à Quimper. Crêpe beurre sucre 3,50 €, galette complète 9 €, bolée de cidre 3 €',
    expects: [
      { name: 'Ty Breizh' },
      ...priced('€', [
        ['crêpe beurre sucre', 3.5],
        ['galette complète', 9],
        ['bolée de cidre', 3],
      ]),
    ],
  },

  // Links.
  {
    family: 'links',
    lang: 'en',
    query: 'Site for the Saltmarsh Singers, a community choir in Ipswich. Link to our Facebook group and our YouTube channel.',
    expects: [{ name: 'Saltmarsh Singers' }, { namedLink: /Facebook/i }, { namedLink: /YouTube/i }],
  },
  {
    family: 'links',
    lang: 'es',
    query: 'Web para la banda Los Tornillos, con enlaces a Spotify, Instagram y TikTok',
    expects: [{ name: 'Los Tornillos' }, { namedLink: /Spotify/i }, { namedLink: /Instagram/i }, { namedLink: /TikTok/i }],
  },

  // Structure.
  {
    family: 'structure',
    lang: 'en',
    query: 'Architect Nadia Bell, Bristol. I want a home page, a projects page, an about page and a contact page.',
    expects: [{ name: 'Nadia Bell' }, { pages: 4, named: [/projects/i, /about/i, /contact/i] }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Kanzlei Weber & Roth in Bonn. Seiten: Start, Rechtsgebiete, Team, Kontakt',
    expects: [{ name: 'Weber & Roth' }, { pages: 4, named: [/rechtsgebiete/i, /team/i, /kontakt/i] }],
  },
  {
    family: 'structure',
    lang: 'fr',
    query: 'Gîte Les Mésanges en Dordogne, site de trois pages : accueil, le gîte, réservation',
    expects: [{ name: 'Les Mésanges' }, { pages: 3, named: [/gîte/i, /réservation/i] }],
  },

  // Widgets.
  {
    family: 'widgets',
    lang: 'en',
    query: 'A simple packing list page where I can add things to pack and delete them',
    expects: [todo],
  },
  {
    family: 'widgets',
    lang: 'de',
    query: 'Onlineshop für handgemachte Seifen von Seifenkiste mit Warenkorb',
    expects: [{ name: 'Seifenkiste' }, cart],
  },
  {
    family: 'widgets',
    lang: 'en',
    query: 'Appointment form for Clearview Opticians in Exeter: name, email, phone, preferred date',
    expects: [{ name: 'Clearview Opticians' }, emailField, { input: /phone/i, types: ['tel'] }, dateInput(/date/i)],
  },

  // Theme.
  {
    family: 'theme',
    lang: 'en',
    query: 'Clean light site for Birch & Bloom florist in Chester, with pink buttons',
    expects: [{ name: 'Birch & Bloom' }, light, { colour: 'pink', where: 'buttons' }],
  },
  {
    family: 'theme',
    lang: 'fr',
    query: 'Un site sombre pour le bar à vin Le Tire-Bouchon à Lille, boutons dorés',
    expects: [{ name: 'Le Tire-Bouchon' }, dark, { colour: 'yellow', where: 'buttons' }],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Repair café at St Mark’s Hall, every first Saturday of the month, 10am–1pm. Bring broken toasters, lamps and clothes!',
    expects: [{ text: /Saturday/i }, { text: /10\s?am|10:00/ }, { text: /1\s?pm|13:00/ }, { text: /St Mark/ }],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Weinfest in Bernkastel vom 4. bis 7. September, täglich ab 11 Uhr, auf dem Marktplatz',
    expects: [{ text: /September/ }, { text: /11\s?Uhr|11:00/ }, { text: /Marktplatz/ }],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Clínica dental Sonrisa en Valencia, abierta de lunes a viernes de 9:00 a 20:00. Teléfono 963 123 456',
    expects: [{ name: 'Sonrisa' }, { text: /lunes/i }, { text: /9:00/ }, { text: /20:00/ }, { text: /963 123 456/ }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Boulangerie Le Fournil, 12 rue des Lilas, 35000 Rennes. Ouvert du mardi au dimanche, 7h-19h30.',
    expects: [
      { name: 'Le Fournil' },
      { text: /12 rue des Lilas/ },
      { text: /mardi/i },
      { text: /7\s?h|07:00/ },
      { text: /19\s?h\s?30|19:30/ },
    ],
  },

  // Edits of sites the engine made.
  editAfter(
    'en',
    'Dog walker in Harrogate, Happy Tails. Solo walk is £15, group walk £10, puppy visits £8 each',
    'group walks went up to £12. also add our email hello@happytails.co.uk',
    [{ price: 'group walk', amount: 12, currency: '£' }, { text: /hello@happytails\.co\.uk/ }],
  ),
  editAfter(
    'en',
    'Architect Nadia Bell, Bristol. I want a home page, a projects page, an about page and a contact page.',
    'On the about page, add a section about awards',
    [{ heading: /awards/i }],
  ),
  editAfter('en', 'Birch & Bloom florist in Chester', 'Can you make it dark? And add some reviews', [dark, reviews]),
  editAfter('de', 'Nagelstudio Glanzpunkt in Bamberg: Maniküre 25 €, Gelnägel ab 45 €, Pediküre 30 €', 'Pediküre kostet jetzt 35 €', [
    { price: 'Pediküre', amount: 35, currency: '€' },
    { price: 'Maniküre', amount: 25, currency: '€' },
  ]),
  editAfter(
    'es',
    'Clínica dental Sonrisa en Valencia con servicios y contacto',
    'Añade preguntas frecuentes sobre financiación y urgencias',
    [faq, { heading: /financ/i }, { heading: /urgenc/i }],
  ),
  editAfter('fr', 'Crêperie Ty Breizh à Quimper avec la carte et les horaires', 'Nous sommes fermés le lundi maintenant', [
    { text: /lundi/i },
    { text: /fermé/i },
  ]),
];
