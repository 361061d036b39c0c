// Price lists as customers give them: each item shown with the price asked, beside it, in the
// currency of the place (or the one the writer used).
import { noUsDollars, priced } from './common-expectations.ts';
import type { SuiteCase } from './suite-case.ts';

export const PRICES: SuiteCase[] = [
  {
    family: 'prices',
    lang: 'en',
    query: 'Sharp & Co barbers in Leeds. Prices: haircut £18, skin fade £22, beard trim £10, kids cut £12.',
    expects: [
      { name: 'Sharp & Co' },
      ...priced('£', [
        ['haircut', 18],
        ['skin fade', 22],
        ['beard trim', 10],
        ['kids cut', 12],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Dog walking in Austin by Happy Tails: 30 min walk $20, 60 min walk $35, puppy visit $18',
    expects: [
      { name: 'Happy Tails' },
      ...priced('$', [
        ['30 min walk', 20],
        ['60 min walk', 35],
        ['puppy visit', 18],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query:
      'Coffee cart "Bean There" menu: espresso 2.50, flat white 3.20, oat latte 3.60, chai 3.40 (all in pounds, we trade in Norwich market)',
    expects: [
      { name: 'Bean There' },
      ...priced('£', [
        ['espresso', 2.5],
        ['flat white', 3.2],
        ['oat latte', 3.6],
        ['chai', 3.4],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query:
      'Pricing for my SaaS Formspark: Starter is $9/month, Team is $29/month and Business is $79/month. Landing page with those three plans.',
    expects: [
      { name: 'Formspark' },
      ...priced('$', [
        ['Starter', 9],
        ['Team', 29],
        ['Business', 79],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Nail bar in Glasgow called Polished. Gel manicure £25, gel pedicure £30, nail art from £5, removal £10.',
    expects: [
      { name: 'Polished' },
      ...priced('£', [
        ['gel manicure', 25],
        ['gel pedicure', 30],
        ['removal', 10],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Window cleaning, Dublin: small house €20, medium house €30, large house €45, conservatory €25',
    expects: priced('€', [
      ['small house', 20],
      ['medium house', 30],
      ['large house', 45],
      ['conservatory', 25],
    ]),
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Pottery classes at Mudlark Studio, Brighton — taster session £35, 6-week course £180, private lesson £60',
    expects: [
      { name: 'Mudlark Studio' },
      ...priced('£', [
        ['taster session', 35],
        ['6-week course', 180],
        ['private lesson', 60],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Food truck Smokestack BBQ (Nashville): brisket sandwich $14, pulled pork plate $16, mac and cheese $6, cornbread $4',
    expects: [
      { name: 'Smokestack BBQ' },
      ...priced('$', [
        ['brisket sandwich', 14],
        ['pulled pork plate', 16],
        ['mac and cheese', 6],
        ['cornbread', 4],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Bike hire in Amsterdam, Fietsje: city bike €12 a day, e-bike €30 a day, cargo bike €40 a day',
    expects: [
      { name: 'Fietsje' },
      ...priced('€', [
        ['city bike', 12],
        ['e-bike', 30],
        ['cargo bike', 40],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Driving school in Cardiff - single lesson £38, block of 10 lessons £350, intensive course £900',
    expects: [
      ...priced('£', [
        ['single lesson', 38],
        ['block of 10', 350],
        ['intensive course', 900],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Price list for Fresh Fold laundry: wash & fold £1.80 per kg, duvet £15, shirt ironing £2',
    expects: [
      { name: 'Fresh Fold' },
      ...priced('£', [
        ['wash & fold', 1.8],
        ['duvet', 15],
        ['shirt ironing', 2],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Massage therapist in Toronto, Lena Park RMT: 30 minutes C$70, 60 minutes C$110, 90 minutes C$150',
    expects: [
      { name: 'Lena Park' },
      ...priced('C$', [
        ['30 minutes', 70],
        ['60 minutes', 110],
        ['90 minutes', 150],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Ticket prices for the Northern Lights Film Festival: day pass £25, weekend pass £60, student pass £15',
    expects: [
      { name: 'Northern Lights Film Festival' },
      ...priced('£', [
        ['day pass', 25],
        ['weekend pass', 60],
        ['student pass', 15],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Eisdiele Kugelrund in Freiburg: eine Kugel 1,80 €, zwei Kugeln 3,40 €, Eisbecher 6,50 €',
    expects: [
      { name: 'Kugelrund' },
      ...priced('€', [
        ['eine Kugel', 1.8],
        ['zwei Kugeln', 3.4],
        ['Eisbecher', 6.5],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'de',
    query: 'Preisliste für die Hundeschule Pfotenglück in Bern: Welpenkurs 180 CHF, Einzelstunde 90 CHF, Social Walk 35 CHF',
    expects: [
      { name: 'Pfotenglück' },
      ...priced('CHF', [
        ['Welpenkurs', 180],
        ['Einzelstunde', 90],
        ['Social Walk', 35],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Peluquería Tijeras de Oro en Málaga: corte 15 €, corte y peinado 25 €, mechas 45 €',
    expects: [
      { name: 'Tijeras de Oro' },
      ...priced('€', [
        ['corte y peinado', 25],
        ['mechas', 45],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'es',
    query: 'Escuela de surf Ola Norte en San Sebastián: clase de prueba 30 €, bono de 5 clases 130 €, alquiler de tabla 15 €',
    expects: [
      { name: 'Ola Norte' },
      ...priced('€', [
        ['clase de prueba', 30],
        ['bono de 5 clases', 130],
        ['alquiler de tabla', 15],
      ]),
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Crêperie Ker Avel à Quimper : galette complète 9,50 €, crêpe beurre sucre 4 €, bolée de cidre 3,50 €',
    expects: [
      { name: 'Ker Avel' },
      ...priced('€', [
        ['galette complète', 9.5],
        ['crêpe beurre sucre', 4],
        ['bolée de cidre', 3.5],
      ]),
      noUsDollars,
    ],
  },
  {
    family: 'prices',
    lang: 'fr',
    query: 'Tarifs du club de tennis de Lausanne : adhésion adulte 420 CHF, junior 180 CHF, leçon privée 75 CHF',
    expects: priced('CHF', [
      ['adhésion adulte', 420],
      ['junior', 180],
      ['leçon privée', 75],
    ]),
  },
  {
    family: 'prices',
    lang: 'en',
    query: 'Sydney surf school Salt Water Kids: group lesson A$60, private lesson A$120, school holiday camp A$320',
    expects: [
      { name: 'Salt Water Kids' },
      ...priced('A$', [
        ['group lesson', 60],
        ['private lesson', 120],
        ['holiday camp', 320],
      ]),
    ],
  },
];
