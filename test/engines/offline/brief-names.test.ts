// The brief's names from many sentence shapes: the business, the company and its product, the
// person a personal site is for, names with diacritics, and the place (never the name itself).
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const page = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;

t.test('the business name wherever the sentence puts it', async (t) => {
  const cases: [string, string, string | null][] = [
    ['Blue Door Bakery, a family bakery in Derby, wants a site with opening hours', 'Blue Door Bakery', 'Derby'],
    ['Site for the Canal Street Museum with exhibitions and opening hours', 'Canal Street Museum', null],
    ['We need a website for the Harbour Lane Gallery in Hull', 'Harbour Lane Gallery', 'Hull'],
    ['a site for DevSummit 2027, a developer conference in Lisbon, with speakers', 'DevSummit 2027', 'Lisbon'],
    ['Eine Webseite für die Bäckerei Müller in Köln', 'Bäckerei Müller', 'Köln'],
    ['Una web para el Bar Peñón en Málaga', 'Bar Peñón', 'Málaga'],
    ['Une page pour le Café Lumière à Paris', 'Café Lumière', 'Paris'],
  ];
  for (const [query, name, place] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.name, name, query);
    t.equal(brief.place, place, `${query}: place`);
  }
  t.equal(parseRequest('Eine Seite für die Zahnarztpraxis in München').name, null, 'a capitalised German noun alone is no name');
});

t.test('the person a personal site is for', async (t) => {
  const cases: [string, string][] = [
    ['a homepage for me, Ana Ortiz, a UX designer', 'Ana Ortiz'],
    ["Hi, I'm Jonas Weber and I need a CV site", 'Jonas Weber'],
    ['My name is Priya Nair, make me a portfolio', 'Priya Nair'],
    ['Ich bin Jürgen Maß, Fotograf, und brauche eine Webseite', 'Jürgen Maß'],
    ['Me llamo Lucía Gómez y quiero un portafolio', 'Lucía Gómez'],
  ];
  for (const [query, person] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.person, person, query);
    t.equal(brief.name, person, `${query}: the site is theirs`);
  }
  t.equal(parseRequest("I'm a baker and I need a site").person, null, 'no capitalised name, no person');
});

t.test('a company naming its product: both names are on the page', async (t) => {
  const cases: [string, string, string][] = [
    ['Acme needs a landing page for Rocket, their backup tool', 'Acme', 'Rocket'],
    ['Northwind Labs wants a site for their new app Pulse', 'Northwind Labs', 'Pulse'],
    ['Globex is looking for a page for Beacon, our monitoring service', 'Globex', 'Beacon'],
  ];
  for (const [query, company, product] of cases) {
    const brief = parseRequest(query);
    t.equal(brief.name, company, query);
    t.equal(brief.product, product, query);
    const html = page(query);
    t.match(html, new RegExp(`<h1 id="hero-title">${product}</h1>`), `${query}: the product heads the page`);
    t.match(html, new RegExp(`<title>${product} · ${company}`), `${query}: the company is in the title`);
  }
  t.equal(parseRequest('A landing page for Rocket, a backup tool').product, null, 'no company asking, no product split');
});
