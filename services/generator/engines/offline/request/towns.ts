// Which country a town is in, by its name: the table `npm run towns` writes from GeoNames' towns of
// 5,000 people or more (infra/data/build-towns.ts). Read once per thread, when first asked.
// Only places where a town is expected ask it ("..., Ulm.", the place a request named): towns share
// their names with words and people ("Mobile", "Street", "Florence").
import { readFileSync } from 'node:fs';

export interface Town {
  /** ISO 3166-1 alpha-2 of its most populous namesake. */
  country: string;
  /** 100,000 people or more: its name says its country even where the request's language is spoken in several. */
  city: boolean;
}

let towns: Map<string, Town> | undefined;

/** Case and accents aside: "Tubingen" and "TÜBINGEN" are Tübingen. */
const folded = (name: string) => name.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

function load(): Map<string, Town> {
  const table = new Map<string, Town>();
  const add = (names: string, town: Town) => {
    for (const name of names.split('|')) {
      const key = folded(name);
      if (name && !table.has(key)) table.set(key, town);
    }
  };
  for (const line of readFileSync(new URL('./towns.txt', import.meta.url), 'utf8').split('\n')) {
    const [country, cities, others] = line.split('\t');
    if (!country) continue;
    add(cities ?? '', { country, city: true });
    add(others ?? '', { country, city: false });
  }
  return table;
}

/** The town of this name (its most populous namesake), or null for none of 5,000 people or more. */
export function townNamed(name: string): Town | null {
  towns ??= load();
  return towns.get(folded(name.trim())) ?? null;
}
