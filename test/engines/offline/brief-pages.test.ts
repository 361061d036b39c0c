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

t.test(
  'page lists after a count and a colon, "with pages", "mit den Seiten", "con páginas de": that many pages, each under its name',
  async (t) => {
    const cases: [string, string[], string[]][] = [
      [
        'Five pages for Glow Spa: Home, About us, Treatments, Prices, Contact',
        ['about-us', 'treatments', 'prices', 'contact'],
        ['About us', 'Treatments', 'Prices', 'Contact'],
      ],
      [
        "A builder's site with pages for Home, Services, Projects, Testimonials, About and Contact",
        ['services', 'projects', 'testimonials', 'about', 'contact'],
        ['Services', 'Projects', 'Testimonials', 'About', 'Contact'],
      ],
      [
        'Portfolio for an illustrator with separate pages: Work, About, Press and Contact',
        ['work', 'about', 'press', 'contact'],
        ['Work', 'About', 'Press', 'Contact'],
      ],
      [
        'A four page site for my tennis club: home, membership, coaching, contact',
        ['membership', 'coaching', 'contact'],
        ['Membership', 'Coaching', 'Contact'],
      ],
      [
        'A cleaning company with four pages: home, services, prices, contact',
        ['services', 'prices', 'contact'],
        ['Services', 'Prices', 'Contact'],
      ],
      ['A photographer site with pages: home, work, photos, contact', ['work', 'photos', 'contact'], ['Work', 'Photos', 'Contact']],
      ['A three-page website for a florist: home, weddings and contact', ['weddings', 'contact'], ['Weddings', 'Contact']],
      [
        'Architekturbüro in Berlin mit den Seiten Start, Projekte, Büro und Kontakt',
        ['projekte', 'buro', 'kontakt'],
        ['Projekte', 'Büro', 'Kontakt'],
      ],
      [
        'Una academia de música con páginas de inicio, cursos, profesores y contacto',
        ['cursos', 'profesores', 'contacto'],
        ['Cursos', 'Profesores', 'Contacto'],
      ],
      [
        'Un atelier de poterie avec les pages accueil, ateliers, galerie et contact',
        ['ateliers', 'galerie', 'contact'],
        ['Ateliers', 'Galerie', 'Contact'],
      ],
    ];
    for (const [query, slugs, labels] of cases) {
      const site = generateSite(query);
      t.same(
        site.files.map((f) => f.path).filter((f) => f.endsWith('.html')),
        ['index.html', ...slugs.map((s) => `${s}.html`)],
        `${query}: files`,
      );
      const nav = site.files[0]!.content.match(/<nav id="site-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
      for (const [i, slug] of slugs.entries())
        t.match(nav, `<a href="${slug}.html">${labels[i]}</a>`, `${query}: ${labels[i]} in the navigation`);
      t.same(site.request.items, [], `${query}: the page names are not listed items`);
    }
  },
);

t.test('pages named one by one, split by bars, in brackets after a count, or after "multi-page:"', async (t) => {
  const cases: [string, string[], string[]][] = [
    [
      'It needs a home page, an about page, an events page and a contact page',
      ['about', 'events', 'contact'],
      ['About', 'Events', 'Contact'],
    ],
    ['Pages: Home | Menu | Events | Contact', ['menu', 'events', 'contact'], ['Menu', 'Events', 'Contact']],
    [
      'Make it multi-page: Home, Our Story, Shop, Journal, Contact',
      ['story', 'shop', 'journal', 'contact'],
      ['Our Story', 'Shop', 'Journal', 'Contact'],
    ],
    [
      'Six-page website (home, services, portfolio, team, blog, contact) for a design studio',
      ['services', 'portfolio', 'team', 'blog', 'contact'],
      ['Services', 'Portfolio', 'Team', 'Blog', 'Contact'],
    ],
    [
      'Website for a dentist with these pages: home, treatments, fees, meet the team, contact',
      ['treatments', 'fees', 'meet-the-team', 'contact'],
      ['Treatments', 'Fees', 'Meet the team', 'Contact'],
    ],
  ];
  for (const [query, slugs, labels] of cases) {
    const site = generateSite(query);
    t.same(
      site.files.map((f) => f.path).filter((f) => f.endsWith('.html')),
      ['index.html', ...slugs.map((s) => `${s}.html`)],
      `${query}: files`,
    );
    const nav = site.files[0]!.content.match(/<nav id="site-nav"[\s\S]*?<\/nav>/)?.[0] ?? '';
    for (const [i, slug] of slugs.entries())
      t.match(nav, `<a href="${slug}.html">${labels[i]}</a>`, `${query}: ${labels[i]} in the navigation`);
  }
  const fees = generateSite('Website for a dentist with these pages: home, treatments, fees, meet the team, contact').files;
  t.match(fees.find((f) => f.path === 'fees.html')!.content, 'id="pricing"', 'the fees page shows the prices');
  t.match(fees.find((f) => f.path === 'meet-the-team.html')!.content, 'id="team"', 'the team page shows the team');
});

t.test('a list of capitalised page names does not change the language of the site', async (t) => {
  const lang = (query: string) => parseRequest(query).lang;
  t.equal(lang('Five pages for Glow Spa: Home, About us, Treatments, Prices, Contact'), 'en');
  t.equal(lang('Pages for Bloom Atelier: Home, Collections, Lookbook, Stockists, Contact'), 'en');
  t.equal(lang('Four pages for Maison Verte: Home, Menu, Events, Contact'), 'en');
  t.equal(lang('Une boulangerie avec quatre pages : accueil, produits, histoire et contact'), 'fr');
  t.equal(lang('Ein Café mit vier Seiten: Start, Speisekarte, Über uns, Kontakt'), 'de');
  t.equal(lang('Una academia de música con páginas de inicio, cursos, profesores y contacto'), 'es');
});

t.test('a list of pages ends at a dash after it; a dash may open it, or separate single names', async (t) => {
  const cases: [string, string[]][] = [
    ['Separate pages: Menu, Events and Contact — all for the Bell & Anchor pub', ['menu', 'events', 'contact']],
    ['Pages for home, rooms, spa and contact - for Hotel Rive & Sable', ['rooms', 'spa', 'contact']],
    ['A site with pages: Home – Recipes – Shop – About', ['recipes', 'shop', 'about']],
    ['A five-page website — Home, Courses, Tutors, Prices, Contact', ['courses', 'tutors', 'prices', 'contact']],
  ];
  for (const [query, slugs] of cases) {
    t.same(
      parseRequest(query).pages.map((p) => p.slug),
      slugs,
      query,
    );
  }
});

t.test('round 10: pages described, not named, as many as counted', async (t) => {
  const cases: [string, string[]][] = [
    ['Two pages: a home page and a page with our fees. Tutor Anna Weiss, Bristol', ['fees']],
    ['Three pages please - the home page, a page about the team and one for contact details', ['team', 'contact-details']],
    ['Zwei Seiten: die Startseite und eine Seite mit unseren Preisen. Fahrschule Vogel', ['preisen']],
    ['Trois pages : l’accueil, une page pour nos tarifs et une pour le contact', ['tarifs', 'contact']],
    ['Tres páginas: inicio, una página con la carta y otra para reservas', ['carta', 'reservas']],
  ];
  for (const [query, slugs] of cases) {
    t.same(
      parseRequest(query).pages.map((p) => p.slug),
      slugs,
      query,
    );
  }
  t.equal(files('Two pages: a home page and a page with our fees. Tutor Anna Weiss, Bristol').filter((f) => f.endsWith('.html')).length, 2);
});

t.test('a list that opens with the home page is a list of pages, in four languages', async (t) => {
  const pages = (query: string) => parseRequest(query).pages.map((page) => [page.label, page.lead]);
  t.same(pages('Bäckerei Korn in Münster mit Startseite, Über uns, Speisekarte und Kontaktseite'), [
    ['Über uns', 'about'],
    ['Speisekarte', 'menu'],
    ['Kontakt', 'contact'],
  ]);
  t.same(pages('A bakery called Crumb with Home, About, Menu and Contact'), [
    ['About', 'about'],
    ['Menu', 'menu'],
    ['Contact', 'contact'],
  ]);
  t.same(pages('Panadería Miga con inicio, nosotros, carta y contacto'), [
    ['Nosotros', 'about'],
    ['Carta', 'menu'],
    ['Contacto', 'contact'],
  ]);
  t.same(pages("Boulangerie Dupont à Lyon : une page d'accueil, une page à propos, une page menu et une page contact"), [
    ['À propos', 'about'],
    ['Menu', 'menu'],
    ['Contact', 'contact'],
  ]);
  t.same(
    pages('Tischlerei Holzwerk: Startseite, Über-uns-Seite, Referenzen und Kontaktseite').map(([label]) => label),
    ['Über uns', 'Referenzen', 'Kontakt'],
  );
  t.same(
    parseRequest('Bäckerei Korn in Münster mit Startseite, Über uns, Speisekarte und Kontaktseite').items,
    [],
    'no page is a thing on offer',
  );
  t.same(pages('A café with homemade cakes, coffee and brunch'), [], 'a list without the home page is no list of pages');
  t.same(
    files('Bäckerei Korn in Münster mit Startseite, Über uns, Speisekarte und Kontaktseite').filter((p) => p.endsWith('.html')).length,
    4,
  );
});
