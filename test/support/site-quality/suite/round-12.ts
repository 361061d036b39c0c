// Requests written in a seventh sitting on 2026-11-27 (issue 33, round 12), before the engine saw
// any of them. Most are edits, the held-out set's weakest family: several changes in one message,
// chatty phrasings, items added and taken off, hours and contact details, in four languages; and a
// few new sites with things listed over two sentences.
import { dark, faq, items, light, priced, reviews } from './common-expectations.ts';
import { editAfter } from './edits.ts';
import type { SuiteCase } from './suite-case.ts';

const DELI = 'Deli Olive Branch in Norwich with a menu: focaccia £4, antipasti platter £12, olive oil cake £3.50';
const SALON = 'Hair salon Mane Street in Brighton with prices: cut and finish £45, colour from £70, blow dry £25';
const GYM = 'Boxing gym Iron Fist in Salford with classes and a timetable';
const CAFE_DE = 'Café Milchschaum in Freiburg mit Speisekarte und Öffnungszeiten';
const BAR_ES = 'Bar de tapas La Taberna del Puerto en Cádiz con carta y horario';
const BOUL_FR = 'Boulangerie Au Pain Doré à Lyon avec nos pains et nos horaires';

export const ROUND_12: SuiteCase[] = [
  // Edits: prices, items in and out.
  editAfter('en', DELI, "We've stopped doing the antipasti platter, please take it off", [
    { absent: /antipasti platter/i, what: 'the platter is gone' },
    { price: 'focaccia', amount: 4, currency: '£' },
  ]),
  editAfter('en', DELI, 'Can you add a cheese toastie for £6.50?', [
    { price: 'cheese toastie', amount: 6.5, currency: '£' },
    { price: 'focaccia', amount: 4, currency: '£' },
  ]),
  editAfter('en', SALON, 'blow dry is now £28 and a cut and finish is £48', [
    { price: 'blow dry', amount: 28, currency: '£' },
    { price: 'cut and finish', amount: 48, currency: '£' },
  ]),
  editAfter('de', CAFE_DE, 'Neu auf der Karte: Matcha Latte für 4,20 €', [{ price: 'Matcha Latte', amount: 4.2, currency: '€' }]),
  editAfter('es', BAR_ES, 'Añade a la carta: croquetas de jamón 7 €', [{ price: 'croquetas de jamón', amount: 7, currency: '€' }]),
  editAfter('fr', BOUL_FR, 'Ajoutez le pain aux noix à 4,50 €', [{ price: 'pain aux noix', amount: 4.5, currency: '€' }]),

  // Edits: hours and contact details.
  editAfter('en', GYM, 'New timetable hours: open Monday to Friday 6am to 10pm and Saturday 8am to 2pm', [
    { text: /6\s?am|06:00/i },
    { text: /10\s?pm|22:00/i },
    { text: /Saturday/i },
  ]),
  editAfter('en', SALON, 'our new number is 01273 555 019', [{ text: /01273 555 019/ }]),
  editAfter('de', CAFE_DE, 'Wir haben jetzt auch sonntags geöffnet, von 10 bis 16 Uhr', [
    { text: /Sonntag/i },
    { text: /10\s*(–|-|bis)\s*16/ },
  ]),
  editAfter('es', BAR_ES, 'Nueva dirección: Calle Ancha 12, Cádiz', [{ text: /Calle Ancha 12/ }]),
  editAfter('fr', BOUL_FR, 'Notre nouvelle adresse : 8 rue Mercière, Lyon', [{ text: /8 rue Mercière/ }]),

  // Edits: sections, looks and words.
  editAfter('en', GYM, 'Add a FAQ with questions about membership, parking and showers', [
    faq,
    { heading: /membership/i },
    { heading: /parking/i },
    { heading: /shower/i },
  ]),
  editAfter('en', DELI, 'Switch to a dark theme and add some customer reviews', [dark, reviews]),
  editAfter('en', SALON, 'Change the main heading to "Brighton’s friendliest salon"', [{ heading: /Brighton’s friendliest salon/ }]),
  editAfter('de', CAFE_DE, 'Bitte hell gestalten und eine Galerie hinzufügen', [
    light,
    { control: 'figure, img, .gallery', what: 'a gallery' },
  ]),
  editAfter('es', BAR_ES, 'Añade un enlace a nuestro Instagram y a TripAdvisor en el pie de página', [
    { namedLink: /Instagram/i, where: 'footer' },
    { namedLink: /TripAdvisor/i, where: 'footer' },
  ]),
  editAfter('fr', BOUL_FR, 'Ajoutez une section « Nos engagements » sur le bio et le local', [{ heading: /Nos engagements/ }]),

  // New sites: things listed over two sentences, prices written out.
  {
    family: 'items',
    lang: 'en',
    query: 'Bike shop Chain Reaction in Cambridge. We sell road bikes and gravel bikes. We also repair e-bikes and do bike fitting.',
    expects: [{ name: 'Chain Reaction' }, ...items('road bikes', 'gravel bikes', 'bike fitting')],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Window cleaner ClearView in Derby: terraced house £12, semi £15, detached £20. Conservatories extra.',
    expects: [
      { name: 'ClearView' },
      ...priced('£', [
        ['terraced house', 12],
        ['semi', 15],
        ['detached', 20],
      ]),
    ],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Blumenladen Wildblume in Erfurt. Wir binden Sträuße, machen Hochzeitsdeko und Trauerfloristik.',
    expects: [{ name: 'Wildblume' }, { text: /Erfurt/ }, ...items('Sträuße', 'Hochzeitsdeko', 'Trauerfloristik')],
  },
  {
    family: 'facts',
    lang: 'es',
    query: 'Mercadillo solidario el sábado 14 de junio de 10:00 a 14:00 en la Plaza Mayor de Soria',
    expects: [{ text: /14 de junio/ }, { text: /10:00/ }, { text: /14:00/ }, { text: /Plaza Mayor/ }],
  },
];
