import t from 'tap';
import { parseRequest, extractName, extractPlace, detectKind } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { parseColours, findColours, colourValue } from '../../../services/generator/engines/offline/request/colours.ts';
import { detectLanguage } from '../../../services/generator/engines/offline/request/language.ts';
import { parseCounts } from '../../../services/generator/engines/offline/request/features.ts';

t.test('names', async (t) => {
  t.equal(extractName("Build a website for Rosa's Bakery in Portland, Oregon"), "Rosa's Bakery");
  t.equal(extractName('A portfolio site called "Pixel Studio" with a gallery'), 'Pixel Studio');
  t.equal(extractName('A landing page for a cafe named Blue Door Coffee with a menu'), 'Blue Door Coffee');
  t.equal(extractName('Website for Smith & Sons plumbing in Leeds'), 'Smith & Sons');
  t.equal(extractName('Una web para mi panadería en Madrid llamada La Espiga'), 'La Espiga');
  t.equal(extractName('Un site pour mon restaurant à Lyon, appelé Chez Marcel'), 'Chez Marcel');
  t.equal(extractName('Eine Webseite für meine Bäckerei namens Goldene Kruste'), 'Goldene Kruste');
  t.equal(extractName('a simple website for a bakery'), null);
  t.equal(extractName("the 'Night Owl' bar needs a site"), 'Night Owl');
  t.equal(extractName('We are Ocean & Pine, a design studio'), 'Ocean & Pine');
});

t.test('places', async (t) => {
  t.equal(extractPlace("Build a website for Rosa's Bakery in Portland, Oregon with a menu", 'en'), 'Portland, Oregon');
  t.equal(extractPlace('A dentist based in Berlin', 'en'), 'Berlin');
  t.equal(extractPlace('Un site pour mon restaurant à Lyon, appelé Chez Marcel', 'fr'), 'Lyon');
  t.equal(extractPlace('a site in Spanish for a bakery', 'en'), null);
  t.equal(extractPlace('a site for a bakery', 'en'), null);
});

t.test('kinds', async (t) => {
  const cases: [string, string][] = [
    ['a bakery site', 'bakery'],
    ['website for my coffee shop', 'cafe'],
    ['landing page for our SaaS product with pricing', 'saas'],
    ['a portfolio for a freelance illustrator', 'portfolio'],
    ['our wedding website with RSVP', 'wedding'],
    ['a tech conference site', 'conference'],
    ['website for my rock band', 'band'],
    ['a gym with class schedule', 'gym'],
    ['a dental practice', 'dentist'],
    ['a law firm site', 'law'],
    ['real estate listings', 'real-estate'],
    ['a boutique hotel', 'hotel'],
    ['animal shelter nonprofit', 'nonprofit'],
    ['an online course', 'school'],
    ['my résumé', 'resume'],
    ['wedding photographer portfolio', 'photographer'],
    ['a hair salon', 'salon'],
    ['an emergency plumber', 'trades'],
    ['our church', 'church'],
    ['a podcast site', 'podcast'],
    ['an analytics dashboard', 'dashboard'],
    ['a browser game with leaderboard', 'game'],
    ['an online shop selling candles', 'shop'],
    ['a personal blog', 'blog'],
    ['a summer camp', 'camp'],
    ['a site for the Riverside Community Garden, we want new volunteers', 'nonprofit'],
    ['website for the Elm Street community centre', 'nonprofit'],
    ['food bank in Hull', 'nonprofit'],
    ['an online community for knitters', 'forum'],
    ['a community forum for gardeners', 'forum'],
    ['a food truck', 'food-truck'],
    ['a cocktail bar with the navigation bar on top', 'bar'],
    ['an Italian restaurant', 'restaurant'],
    ['a mobile app landing page', 'mobile-app'],
    ['a creative agency', 'agency'],
    ['a to-do list app', 'productivity'],
    ['a job board', 'jobs'],
    ['a discussion forum', 'forum'],
    ['Una web para mi panadería', 'bakery'],
    ['Un site pour mon restaurant', 'restaurant'],
    ['Eine Webseite für meine Zahnarztpraxis', 'dentist'],
  ];
  for (const [text, kind] of cases) t.equal(detectKind(text).id, kind, text);
  t.equal(detectKind('hello there').id, 'business');
});

t.test('languages', async (t) => {
  t.equal(detectLanguage('Build a website for my bakery'), 'en');
  t.equal(detectLanguage('Una web para mi panadería en Madrid llamada La Espiga'), 'es');
  t.equal(detectLanguage('Un site pour mon restaurant à Lyon avec un menu'), 'fr');
  t.equal(detectLanguage('Eine Webseite für meine Zahnarztpraxis in München mit Terminbuchung'), 'de');
  t.equal(
    detectLanguage('Crea un sitio web para una cafetería con menú, galería de fotos y un formulario de contacto para reservas.'),
    'es',
  );
  t.equal(detectLanguage('xyz'), 'en');
  t.equal(parseRequest('Crée un site pour ma boulangerie à Paris avec une galerie').lang, 'fr');
});

t.test('colours: the WebGen forms', async (t) => {
  const cases: [string, string, string][] = [
    ['Set the background color to white and the component color to navy.', 'white', 'navy'],
    ['Use ivory for the background and forest green for components.', 'ivory', 'forestgreen'],
    ['Apply mint cream as the background; style all components with teal.', 'mintcream', 'teal'],
    ['Define the background as ghost white and components as slate gray.', 'ghostwhite', 'slategray'],
    ['Assign lavender to the background and indigo to the UI elements.', 'lavender', 'indigo'],
    ['Configure the background color to honeydew, with components using dark olive green.', 'honeydew', 'darkolivegreen'],
    ['Specify beige as the base color and saddle brown for all components.', 'beige', 'saddlebrown'],
    ['Apply light goldenrod for layout; use olive drab for buttons and cards.', '#eedd82', 'olivedrab'],
    ['Choose linen for the background; set all component colors to maroon.', 'linen', 'maroon'],
    ['Use a light pink background and apply medium violet red to the UI components.', 'lightpink', 'mediumvioletred'],
    ['Set the background to azure mist, and apply dark slate blue to components.', '#f0fff0', 'darkslateblue'],
    ['Use cornsilk for the outer layout and peru for UI blocks.', 'cornsilk', 'peru'],
  ];
  for (const [text, bg, comp] of cases) {
    const c = parseColours(text);
    t.equal(c.background, bg, text);
    t.equal(c.component, comp, text);
  }
});

t.test('colours: other forms', async (t) => {
  t.equal(parseColours('A bakery site. Dark theme please.').theme, 'dark');
  t.equal(parseColours('A warm and cozy cafe').temperature, 'warm');
  t.equal(parseColours('cool, calm spa').temperature, 'cool');
  t.same(parseColours('A navy and gold colour scheme').extra, ['navy', 'gold']);
  t.same(parseColours('We sell chocolate cake and salmon bagels').extra, []);
  const es = parseColours('Fondo negro y botones rojos.', 'es');
  t.equal(es.background, 'black');
  t.equal(es.component, 'red');
  t.equal(parseColours('Fond blanc et boutons bleus.', 'fr').component, 'blue');
  t.equal(parseColours('Hintergrund weiß, Buttons in dunkelblau.', 'de').background, 'white');
  t.equal(colourValue('grey'), 'grey');
  t.equal(colourValue('rot', 'en'), null);
  t.equal(colourValue('rot', 'de'), 'red');
  t.equal(findColours('dark olive green buttons')[0]?.css, 'darkolivegreen');
  t.equal(parseColours('Make the text color dark blue and the background white').text, 'darkblue');
});

t.test('counts, features, pages, styles', async (t) => {
  t.same(parseCounts('with three pricing tiers and 5 questions'), { pricing: 3, faq: 5 });
  t.same(parseCounts('a quiz with 7 questions'), { faq: 7 });
  t.equal(parseCounts('show 4 testimonials').testimonials, 4);
  t.equal(parseCounts('cinco preguntas').faq, 5);
  const r = parseRequest(
    'A multi-page site for a yoga studio with an about page, a pricing page, testimonials, FAQ and a contact form. Minimal and elegant.',
  );
  t.ok(r.features.includes('testimonials'));
  t.ok(r.features.includes('faq'));
  t.ok(r.features.includes('contact'));
  t.same(
    r.pages.map((p) => p.slug),
    ['about', 'pricing'],
  );
  t.ok(r.styles.includes('minimal') && r.styles.includes('elegant'));
  t.same(
    parseRequest('A site with several pages').pages.map((p) => p.slug),
    ['about', 'services', 'contact'],
  );
  t.same(parseRequest('A black and white photography portfolio').styles, ['mono']);
  const apps = parseRequest(
    'An app with a to-do list, a calculator, a pomodoro timer, a quiz, search and filter, tabs, an accordion, a modal, charts, a cart, a multi-step form, login and sign up, a memory game and a dark mode toggle',
  );
  for (const id of [
    'todo',
    'calculator',
    'timer',
    'quiz',
    'explorer',
    'tabs',
    'accordion',
    'modal',
    'chart',
    'cart',
    'multistep',
    'login',
    'signup',
    'game',
    'themeToggle',
  ])
    t.ok((apps.features as string[]).includes(id), id);
});

t.test('names in any phrasing', async (t) => {
  const cases: [string, string][] = [
    ['A bookshop, Paper Lantern, with a reading nook and author events', 'Paper Lantern'],
    ['Paper Lantern, a bookshop in York, with opening hours', 'Paper Lantern'],
    ['A hotel in Kyoto, the Maple Inn, with rooms and a gallery', 'Maple Inn'],
    ['A florist called Petal Post with bouquets', 'Petal Post'],
    ['My yoga studio named Still Water', 'Still Water'],
    ['Landing page for "Night Owl Books" with staff picks', 'Night Owl Books'],
    ["Maria's hair salon in Osaka with prices", "Maria's Hair Salon"],
    ['Dental practice Smile Studio in Dublin with treatments', 'Smile Studio'],
    ['A minimal portfolio for architect Lena Vogt with projects', 'Lena Vogt'],
    ['The Copper Kettle is a tea room in Bath.', 'The Copper Kettle'],
    ["Un site pour un fleuriste, L'Atelier Fleuri, à Bordeaux avec des bouquets", "L'Atelier Fleuri"],
    ['Una web para mi panadería llamada La Espiga', 'La Espiga'],
    ['Eine Webseite für ein Fitnessstudio namens Kraftwerk', 'Kraftwerk'],
  ];
  for (const [text, name] of cases) t.equal(parseRequest(text).name, name, text);
  t.equal(
    parseRequest('Garden landscaping company GreenEdge, with services, a portfolio of projects and testimonials').name,
    'GreenEdge',
    'a lowercase phrase is no name in apposition',
  );
  t.equal(parseRequest('Please implement a website for generating stock reports. Users should be able to search.').name, null);
});

t.test('every listed noun phrase lands somewhere', async (t) => {
  const bookshop = parseRequest('A bookshop, Paper Lantern, with a reading nook, author events, opening hours and gift wrapping');
  t.same(bookshop.asked.custom, ['reading nook', 'author events', 'gift wrapping'], 'unknown things become feature cards');
  t.ok(bookshop.features.includes('hours'), 'known things become their sections');
  const club = parseRequest('A site with staff picks and a book club');
  t.same(club.asked.custom, ['staff picks', 'book club'], 'a section word that is not the head does not swallow the phrase');
  t.same(parseRequest('Taqueria El Sol in Austin: menu, catering and a contact form').asked.custom, ['catering'], 'a list after a colon');
  t.same(parseRequest('Un site avec un club de lecture et une newsletter').asked.custom, ['club de lecture']);
  t.same(parseRequest('A portfolio with links to Instagram, Behance and Dribbble').asked.social, ['Instagram', 'Behance', 'Dribbble']);
  t.same(parseRequest('A law firm with a consultation form with name, email, phone and case details').asked.form, {
    target: 'contact',
    fields: ['name', 'email', 'phone', 'case details'],
  });
  t.same(parseRequest('A salon with a booking form asking for name, date and preferred stylist').asked.form, {
    target: 'booking',
    fields: ['name', 'date', 'preferred stylist'],
  });
  const shop = parseRequest('A shop with online payments and a live chat');
  t.match(shop.asked.unbuildable.join(' | '), /real payments.*\| live chat/);
  t.same(parseRequest('Users can upload their resume and leave comments').asked.uploads, ['resume']);
  t.same(
    parseRequest('A dashboard with search, filter and sort. Set the background color to white and the component color to navy.').asked
      .custom,
    [],
    'ways of working and the colour rule are no things',
  );
});

t.test('places give currency and date format; cuisines give the menu', async (t) => {
  const cases: [string, string, string][] = [
    ['A ramen restaurant in Leeds', 'GBP', 'en-GB'],
    ['A bistro in Paris', 'EUR', 'fr-FR'],
    ['A sushi bar in Osaka', 'JPY', 'ja-JP'],
    ['A café in Toronto', 'CAD', 'en-CA'],
    ['A gym in Zürich', 'CHF', 'de-CH'],
    ['A bakery in Portland, Oregon', 'USD', 'en-US'],
    ['Una panadería en Madrid', 'EUR', 'es-ES'],
    ['A bakery', 'USD', 'en-US'],
    ['Eine Bäckerei in Wien', 'EUR', 'de-AT'],
    // A bare "$" is the dollar unless the place has a dollar or peso of its own.
    ['Eine Sprachschule, Kurs ab $120', 'USD', 'de-DE'],
    ['Una taquería con tacos desde 35 $', 'USD', 'es-ES'],
    ['Una taquería en Ciudad de México con tacos desde $35', 'MXN', 'es-MX'],
    ['A café in Toronto, coffee $4', 'CAD', 'en-CA'],
  ];
  for (const [text, currency, locale] of cases) t.same(parseRequest(text).locale, { currency, locale }, text);
  const ramen = parseRequest('A ramen restaurant in Leeds called Tonkotsu Town with a menu');
  t.equal(ramen.cuisine?.id, 'ramen');
  t.equal(parseRequest('Indian curry house in Manchester with a menu').kind.id, 'restaurant', 'a cuisine makes a restaurant');
  const { CUISINES } = await import('../../../services/generator/engines/offline/content/cuisines.ts');
  t.ok(CUISINES.length >= 20, `${CUISINES.length} cuisines`);
  const { formatMoney, formatDate } = await import('../../../services/generator/engines/offline/request/locale.ts');
  t.equal(formatMoney(14, { locale: 'en-GB', currency: 'GBP' }), '£14');
  t.equal(formatMoney(14, { locale: 'ja-JP', currency: 'JPY' }), '￥1,400');
  t.equal(formatDate('2025-03-09', { locale: 'en-GB', currency: 'GBP' }), '9 March 2025');
  t.ok(parseRequest('A product page for a handmade ceramic mug').productPage);
});
