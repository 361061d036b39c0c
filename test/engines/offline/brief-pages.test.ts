// Named pages from several phrasings: each named page is made, in the request's order, and the
// navigation of every page links them all; a name no section leads becomes a page of its own.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const files = (query: string) => generateSite(query).files.map((f) => f.path);

t.test('pages named in a list, however it is written', async (t) => {
  const cases: [string, string[]][] = [
    ['A restaurant site for Olive & Thyme in Bath, five pages: home, menu, about, events, contact', ['menu', 'about', 'events', 'contact']],
    ['Hotel Miramar in Nice needs pages for home, rooms, spa and contact', ['rooms', 'spa', 'contact']],
    ['A yoga studio with about, schedule and contact pages', ['about', 'schedule', 'contact']],
    ['Una web para la Bodega Peña con páginas: inicio, carta, eventos y contacto', ['carta', 'eventos', 'contacto']],
    ['A bakery site with an about page and a contact page', ['about', 'contact']],
  ];
  for (const [query, slugs] of cases) {
    t.same(
      parseRequest(query).pages.map((p) => p.slug),
      slugs,
      query,
    );
    t.same(
      files(query).filter((f) => f.endsWith('.html')),
      ['index.html', ...slugs.map((s) => `${s}.html`)],
      `${query}: files`,
    );
  }
  t.same(parseRequest('landing pages for startups').pages, [], 'one thing after "pages for" is no list of pages');
});

t.test('every page links every other, and a page of its own carries its name', async (t) => {
  const site = generateSite('A restaurant site for Olive & Thyme in Bath, five pages: home, menu, about, events, contact');
  for (const page of site.files.filter((f) => f.path.endsWith('.html'))) {
    for (const href of ['index.html', 'menu.html', 'about.html', 'events.html', 'contact.html'])
      t.match(page.content, `<a href="${href}"`, `${page.path} links ${href}`);
  }
  const events = site.files.find((f) => f.path === 'events.html')!.content;
  t.match(events, /<h1 id="page-title">Events<\/h1>/);
  t.match(events, /<title>Events · Olive &amp; Thyme<\/title>/);
  t.equal(site.request.items.length, 0, 'the page names are not listed items');
});

t.test('"a landing page for X, their Y" lists no pages', async (t) => {
  t.same(
    parseRequest('Acme needs a landing page for Rocket, their backup tool, with an about page and a contact page').pages.map((p) => p.slug),
    ['about', 'contact'],
  );
});
