// Second held-out set, items: what a business sells or offers, listed in a sentence, with or
// without "and", after a colon, or as bullet lines.
import type { SuiteCase } from '../suite/suite-case.ts';

export const HOLDOUT_ITEMS: SuiteCase[] = [
  {
    family: 'items',
    lang: 'en',
    query: 'Florist website. We sell bridal bouquets, funeral wreaths, potted orchids and weekly flower subscriptions.',
    expects: [{ item: 'bridal bouquets' }, { item: 'funeral wreaths' }, { item: 'potted orchids' }, { item: 'flower subscriptions' }],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Site for Hollow Oak Joinery.\nWhat we make:\n- fitted wardrobes\n- oak staircases\n- kitchen worktops\n- garden gazebos',
    expects: [
      { name: 'Hollow Oak Joinery' },
      { item: 'fitted wardrobes' },
      { item: 'oak staircases' },
      { item: 'kitchen worktops' },
      { item: 'garden gazebos' },
    ],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'menu for our taco truck: birria tacos, elote, carnitas burrito, horchata',
    expects: [{ item: 'birria tacos' }, { item: 'elote' }, { item: 'carnitas burrito' }, { item: 'horchata' }],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'website for a bike shop that does repairs, wheel bulding, e-bike servicing and bike fitting',
    expects: [{ item: 'repairs' }, { item: 'e-bike servicing' }, { item: 'bike fitting' }],
  },
  {
    family: 'items',
    lang: 'en',
    query: 'Our tutoring centre in Croydon covers GCSE maths, A-level chemistry, 11+ preparation and English for adults.',
    expects: [{ item: 'GCSE maths' }, { item: 'A-level chemistry' }, { item: '11+ preparation' }, { item: 'English for adults' }],
  },
  {
    family: 'items',
    lang: 'en',
    query: "Book club site. This season we're reading Middlemarch, The Remains of the Day, and Piranesi.",
    expects: [{ item: 'Middlemarch' }, { item: 'The Remains of the Day' }, { item: 'Piranesi' }],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Website für einen Hofladen: wir verkaufen Eier, Rohmilchkäse, Honig und Kartoffeln aus eigenem Anbau.',
    expects: [{ item: 'Eier' }, { item: 'Rohmilchkäse' }, { item: 'Honig' }, { item: 'Kartoffeln' }],
  },
  {
    family: 'items',
    lang: 'de',
    query: 'Seite für unser Nagelstudio in Essen. Angebote: Maniküre, Pediküre, Gel-Nägel, Nageldesign',
    expects: [{ item: 'Maniküre' }, { item: 'Pediküre' }, { item: 'Gel-Nägel' }, { item: 'Nageldesign' }],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Página para una frutería en Málaga con mangos, aguacates, chirimoyas y fresas de temporada',
    expects: [{ item: 'mangos' }, { item: 'aguacates' }, { item: 'chirimoyas' }, { item: 'fresas' }],
  },
  {
    family: 'items',
    lang: 'es',
    query: 'Mi consulta de nutrición ofrece: planes de pérdida de peso; nutrición deportiva; dietas para diabéticos.',
    expects: [{ item: 'pérdida de peso' }, { item: 'nutrición deportiva' }, { item: 'dietas para diabéticos' }],
  },
  {
    family: 'items',
    lang: 'fr',
    query: 'Une boutique de thé à Bordeaux : thé vert sencha, earl grey, rooibos à la vanille et infusions maison.',
    expects: [{ item: 'sencha' }, { item: 'earl grey' }, { item: 'rooibos' }, { item: 'infusions' }],
  },
];
