// Second held-out set, prices: an item and its price in the place's currency, written the local
// way (symbol before or after, comma decimals, "pounds", "CHF 18.–", "$18 MXN", "ab 60 €").
import { noUsDollars } from '../suite/common-expectations.ts';
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_PRICES: SuiteCase[] = [
  {
    family: 'prices',
    lang: 'en',
    query: 'Price list for my cleaning business in Bristol: regular clean £18 an hour, end of tenancy clean £220, oven clean £65.',
    expects: [
      { price: 'regular clean', amount: 18, currency: '£' },
      { price: 'end of tenancy clean', amount: 220, currency: '£' },
      { price: 'oven clean', amount: 65, currency: '£' },
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Dog walking in Austin TX. 30-min walk $20, 60-min walk $35, drop-in visit $18',
    expects: [
      { price: '30-min walk', amount: 20, currency: '$' },
      { price: '60-min walk', amount: 35, currency: '$' },
      { price: 'drop-in visit', amount: 18, currency: '$' },
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Yoga studio in Vancouver — drop-in class C$22, 10-class pass C$180, monthly unlimited C$140',
    expects: [
      { price: 'drop-in class', amount: 22, currency: 'C$' },
      { price: '10-class pass', amount: 180, currency: 'C$' },
      { price: 'monthly unlimited', amount: 140, currency: 'C$' },
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: "Car wash prices: Basic wash 8 pounds, Deluxe wash 15 pounds, Full valet 45 pounds. We're in Swindon.",
    expects: [
      { price: 'basic wash', amount: 8, currency: '£' },
      { price: 'deluxe wash', amount: 15, currency: '£' },
      { price: 'full valet', amount: 45, currency: '£' },
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Smoothie bar in Denver, menu:\nGreen Machine $7.50\nBerry Blast $6.95\nPeanut Power $8.25',
    expects: [
      { price: 'Green Machine', amount: 7.5, currency: '$' },
      { price: 'Berry Blast', amount: 6.95, currency: '$' },
      { price: 'Peanut Power', amount: 8.25, currency: '$' },
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Wedding photography packages (we are in Brisbane): Elopement A$1,200, Half day A$2,400 and Full day A$3,600.',
    expects: [
      { price: 'elopement', amount: 1200, currency: 'A$' },
      { price: 'half day', amount: 2400, currency: 'A$' },
      { price: 'full day', amount: 3600, currency: 'A$' },
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Friseursalon in Wien. Preise: Damenhaarschnitt 45 €, Herrenhaarschnitt 28 €, Färben ab 60 €',
    expects: [
      { price: 'Damenhaarschnitt', amount: 45, currency: '€' },
      { price: 'Herrenhaarschnitt', amount: 28, currency: '€' },
      { price: 'Färben', amount: 60, currency: '€' },
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Velokurier in Zürich: Stadtfahrt CHF 18.–, Express CHF 29.50, Lastenvelo CHF 45',
    expects: [
      { price: 'Stadtfahrt', amount: 18, currency: 'CHF' },
      { price: 'Express', amount: 29.5, currency: 'CHF' },
      { price: 'Lastenvelo', amount: 45, currency: 'CHF' },
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Clases de guitarra en Madrid: clase individual 25 €, bono de 4 clases 90 €, clase en grupo 12 €',
    expects: [
      { price: 'clase individual', amount: 25, currency: '€' },
      { price: 'bono de 4 clases', amount: 90, currency: '€' },
      { price: 'clase en grupo', amount: 12, currency: '€' },
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Taquería en Guadalajara. Precios: taco de pastor $18 MXN, gringa $45 MXN, agua de jamaica $25 MXN',
    expects: [
      { price: 'taco de pastor', amount: 18, currency: 'MX$' },
      { price: 'gringa', amount: 45, currency: 'MX$' },
      { price: 'agua de jamaica', amount: 25, currency: 'MX$' },
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Tarifs de mon atelier de poterie à Lille : initiation 35 €, stage de week-end 180 €, carte de 5 séances 150 €',
    expects: [
      { price: 'initiation', amount: 35, currency: '€' },
      { price: 'stage de week-end', amount: 180, currency: '€' },
      { price: 'carte de 5 séances', amount: 150, currency: '€' },
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Boulangerie à Genève — baguette 2,50 CHF, croissant 1,80 CHF, tarte aux fraises 6,90 CHF',
    expects: [
      { price: 'baguette', amount: 2.5, currency: 'CHF' },
      { price: 'croissant', amount: 1.8, currency: 'CHF' },
      { price: 'tarte aux fraises', amount: 6.9, currency: 'CHF' },
    ],
  },
];
