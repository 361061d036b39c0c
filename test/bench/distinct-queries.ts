// Requests for offline jobs that all differ (e2e-driver.ts, flood-driver.ts): business kinds, names,
// cities and wishes combined, and the request's number, so no two are the same request and none is
// answered from the cache by another's site.

/** Business kinds; cache-history.ts extends the same list for its larger history. */
export const KINDS = [
  'bakery',
  'florist',
  'dentist',
  'yoga studio',
  'bookshop',
  'plumber',
  'law firm',
  'photographer',
  'bicycle repair shop',
  'language school',
  'vet clinic',
  'tattoo studio',
  'brewery',
  'dance school',
  'architect',
  'hair salon',
];
const NAMES = [
  'Aurora',
  'Birch',
  'Cobalt',
  'Dune',
  'Ember',
  'Fjord',
  'Garnet',
  'Harbor',
  'Iris',
  'Juniper',
  'Kestrel',
  'Lumen',
  'Maple',
  'Nimbus',
  'Onyx',
  'Pebble',
  'Quill',
  'Rowan',
  'Sable',
  'Tundra',
];
const CITIES = ['Lyon', 'Porto', 'Ghent', 'Turin', 'Graz', 'Bergen', 'Krakow', 'Seville', 'Utrecht', 'Bologna', 'Tartu', 'Cork'];
const WANTS = [
  'with opening hours and a contact form',
  'with a price list',
  'with a gallery of recent work',
  'with a booking page',
  'with team profiles',
  'with a blog and newsletter sign-up',
];

/** Request number i: distinct from every other number's, so no request is a reuse of another's site. */
export function queryOf(i: number): string {
  const pick = <T>(list: T[], n: number) => list[n % list.length]!;
  return `A website for a ${pick(KINDS, i)} called ${pick(NAMES, i * 7 + 3)} ${pick(NAMES, i * 13 + 5)} in ${pick(CITIES, i * 5 + 1)}, ${pick(WANTS, i * 3 + 2)} (no. ${i})`;
}
