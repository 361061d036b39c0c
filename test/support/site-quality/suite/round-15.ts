// Requests written in a tenth sitting on 2026-11-28 (issue 33, round 15), before the engine saw
// any of them: edits written loosely (lower case, two asks in one line, a question), things listed
// after words the engine had not met, and events and shops with their facts in four languages.
import { contactForm, dark, faq, items, priced, reviews } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

export const ROUND_15: SuiteCase[] = [
  // Edits.
  editAfter(
    'en',
    'Café Bean There in Brighton: flat white £3.20, cappuccino £3.40, hot chocolate £3.60',
    'hot chocolate should be £3.80 and can you add chai latte at £3.50',
    [
      { price: 'hot chocolate', amount: 3.8, currency: '£' },
      { price: 'chai latte', amount: 3.5, currency: '£' },
      { price: 'flat white', amount: 3.2, currency: '£' },
    ],
  ),
  editAfter('en', 'Tutoring service BrightMinds in Leeds with subjects and prices', 'add a link to our tiktok: tiktok.com/@brightminds', [
    { namedLink: /tiktok/i },
  ]),
  editAfter(
    'en',
    'Dog daycare Muddy Paws in Bristol with services, prices and a booking form',
    'Could you add a few reviews from happy owners?',
    [reviews],
  ),
  editAfter('en', 'Car wash Shine Bros in Coventry with prices and opening hours', "we're open sundays now too, 10am till 4pm", [
    { text: /Sunday/i },
    { text: /10\s?(am|:00)|10:00/i },
    { text: /4\s?pm|16:00/i },
  ]),
  editAfter(
    'en',
    'Craft brewery Hop Yard in Sheffield: pale ale, stout, IPA and a seasonal sour',
    'Sold out of the stout for good, please remove it',
    [{ absent: /stout/i, what: 'the stout is gone' }, { item: 'pale ale' }],
  ),
  editAfter(
    'en',
    'Therapist Dr Maya Green in Edinburgh with services and fees',
    'please add an FAQ about cancellations and online sessions',
    [faq, { text: /cancel/i }, { text: /online/i }],
  ),
  editAfter('en', 'Portfolio for illustrator Tom Reed with a gallery and contact form', 'make the background black', [dark]),
  editAfter(
    'en',
    'Removal company Easy Move in Derby with services and a quote form',
    'Our email has changed to hello@easymove-derby.co.uk',
    [{ text: /hello@easymove-derby\.co\.uk/ }],
  ),
  editAfter('en', 'Yoga teacher Sam Ellis in Bath with classes and prices', 'Change the name to Sam Ellis Yoga', [
    { name: 'Sam Ellis Yoga' },
  ]),
  editAfter('en', 'Ice cream parlour Scoops in Whitstable with flavours and opening hours', 'add a page about our ice cream cakes', [
    { pages: 2, named: [/cake/i] },
  ]),
  editAfter(
    'de',
    'Bäckerei Kornblume in Freiburg: Brezel 0,90 €, Roggenbrot 3,80 €, Apfelkuchen 2,50 €',
    'Apfelkuchen jetzt 2,80 € und neu: Käsekuchen für 3,00 €',
    [
      { price: 'Apfelkuchen', amount: 2.8, currency: '€' },
      { price: 'Käsekuchen', amount: 3, currency: '€' },
    ],
  ),
  editAfter('de', 'Fahrradladen Speiche in Münster mit Werkstatt und Öffnungszeiten', 'Mach die Buttons bitte blau', [
    { colour: 'blue', where: 'buttons' },
  ]),
  editAfter(
    'de',
    'Yogastudio Atemraum in Leipzig mit Kursen und Preisen',
    'Bitte einen Link zu unserem Instagram-Profil im Footer einfügen',
    [{ namedLink: /Instagram/i, where: 'footer' }],
  ),
  editAfter('es', 'Floristería Amapola en Córdoba con ramos y precios', 'Añade preguntas frecuentes sobre envíos y pagos', [
    faq,
    { text: /env[ií]o/i },
    { text: /pago/i },
  ]),
  editAfter('es', 'Gimnasio FuerzaFit en Bilbao con clases y cuotas', 'Queremos el sitio en modo oscuro', [dark]),
  editAfter('fr', 'Fromagerie La Meule à Annecy : reblochon, tomme, beaufort', 'Nous ne vendons plus de tomme', [
    { absent: /tomme/i, what: 'la tomme a disparu' },
    { item: 'beaufort' },
  ]),
  editAfter(
    'fr',
    'Librairie Le Marque-Page à Nancy avec nos rayons et horaires',
    'Ajoutez un lien vers notre compte Instagram dans le pied de page',
    [{ namedLink: /Instagram/i, where: 'footer' }],
  ),

  // Things listed.
  {
    family: 'items',
    lang: 'en',
    query: 'Website for Northside Physio in Newcastle. Treatments: sports massage, acupuncture, rehab after surgery and posture clinics.',
    expects: [
      { name: 'Northside Physio' },
      { text: /Newcastle/ },
      ...items('sports massage', 'acupuncture', 'rehab after surgery', 'posture clinics'),
    ],
  },
  {
    family: 'items',
    lang: 'en',
    query: "we're a small farm shop (Hollow Oak Farm, near Ludlow) selling free range eggs, raw honey, seasonal veg & sourdough",
    expects: [{ name: 'Hollow Oak Farm' }, ...items('free range eggs', 'raw honey', 'seasonal veg', 'sourdough')],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Schreinerei Holzwurm in Regensburg – Einbauküchen, Treppen, Möbel nach Maß und Reparaturen.',
    expects: [{ name: 'Holzwurm' }, { text: /Regensburg/ }, ...items('Einbauküchen', 'Treppen', 'Möbel nach Maß', 'Reparaturen')],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Somos Huerta Viva, una cooperativa de Murcia. Vendemos cestas de verdura, aceite de oliva y mermeladas caseras.',
    expects: [{ name: 'Huerta Viva' }, ...items('cestas de verdura', 'aceite de oliva', 'mermeladas caseras')],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Auto-école Feu Vert à Reims. Nos formules : permis B, conduite accompagnée, code de la route en ligne.',
    expects: [{ name: 'Feu Vert' }, ...items('permis B', 'conduite accompagnée', 'code de la route')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Window cleaner Crystal Clear in Norwich. Terraced house £12, semi £15, detached £20, conservatory add £10.',
    expects: [
      { name: 'Crystal Clear' },
      ...priced('£', [
        ['terraced house', 12],
        ['semi', 15],
        ['detached', 20],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Escuela de surf Ola Norte en Santander. Clase de prueba 25 €, bono de 5 clases 110 €, alquiler de tabla 15 €.',
    expects: [
      { name: 'Ola Norte' },
      ...priced('€', [
        ['clase de prueba', 25],
        ['bono de 5 clases', 110],
        ['alquiler de tabla', 15],
      ]),
    ],
  },

  // Facts.
  {
    family: 'facts',
    lang: 'en',
    query: 'Summer fete at St Anne’s Primary, Saturday 27 June from 12pm. Bouncy castle, cake stall and a raffle!',
    expects: [
      { text: /27 June/ },
      { text: /12\s?pm|12:00/i },
      { text: /St Anne’s Primary/ },
      ...items('bouncy castle', 'cake stall', 'raffle'),
    ],
  },
  {
    family: 'facts',
    lang: 'en',
    query: 'Pop-up supper club Table for Twelve, Friday 6 November, 7:30pm, at The Old Fire Station, Oxford. £45 a head.',
    expects: [
      { name: 'Table for Twelve' },
      { text: /6 November/ },
      { text: /7:30\s?pm|19:30/i },
      { text: /Old Fire Station/ },
      { text: /£\s?45/ },
    ],
  },
  {
    family: 'facts',
    lang: 'de',
    query: 'Lesung mit Anna Berg am 14. März um 19:30 Uhr in der Stadtbibliothek Göttingen, Eintritt frei.',
    expects: [{ text: /14\. März/ }, { text: /19:30/ }, { text: /Stadtbibliothek/ }, { text: /Eintritt frei/i }],
  },
  {
    family: 'facts',
    lang: 'fr',
    query: 'Brocante du village de Saint-Lary, dimanche 9 août dès 7h, sur la place de la mairie. Emplacement 10 €.',
    expects: [{ text: /9 août/ }, { text: /7\s?h|07:00/ }, { text: /place de la mairie/i }],
  },

  // Names, links, structure, theme.
  {
    family: 'names',
    lang: 'en',
    query: 'Can you make a one-page site for my cleaning business? Its called Spotless by Sarah and we cover Swindon and Marlborough',
    expects: [{ name: 'Spotless by Sarah' }, { text: /Swindon/ }, contactForm],
  },
  {
    family: 'links',
    lang: 'en',
    query: 'Band website for The Velvet Foxes with tour dates, and links to our Bandcamp and YouTube',
    expects: [{ name: 'The Velvet Foxes' }, { namedLink: /Bandcamp/i }, { namedLink: /YouTube/i }],
  },
  {
    family: 'structure',
    lang: 'de',
    query: 'Webseite für die Kanzlei Richter & Partner in Köln mit den Seiten Start, Team, Rechtsgebiete und Kontakt',
    expects: [{ name: 'Richter & Partner' }, { pages: 4, named: [/team/i, /rechtsgebiete/i, /kontakt/i] }],
  },
  {
    family: 'theme',
    lang: 'en',
    query: 'Moody dark site for Nightjar, a cocktail bar in Manchester, with gold accents',
    expects: [{ name: 'Nightjar' }, dark, { colour: 'yellow', where: 'buttons' }],
  },
];
