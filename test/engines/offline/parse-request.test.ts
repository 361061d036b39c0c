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
    ['a bakery site', 'bakery'], ['website for my coffee shop', 'cafe'], ['landing page for our SaaS product with pricing', 'saas'],
    ['a portfolio for a freelance illustrator', 'portfolio'], ['our wedding website with RSVP', 'wedding'], ['a tech conference site', 'conference'],
    ['website for my rock band', 'band'], ['a gym with class schedule', 'gym'], ['a dental practice', 'dentist'], ['a law firm site', 'law'],
    ['real estate listings', 'real-estate'], ['a boutique hotel', 'hotel'], ['animal shelter nonprofit', 'nonprofit'], ['an online course', 'school'],
    ['my résumé', 'resume'], ['wedding photographer portfolio', 'photographer'], ['a hair salon', 'salon'], ['an emergency plumber', 'trades'],
    ['our church', 'church'], ['a podcast site', 'podcast'], ['an analytics dashboard', 'dashboard'], ['a browser game with leaderboard', 'game'],
    ['an online shop selling candles', 'shop'], ['a personal blog', 'blog'], ['a summer camp', 'camp'], ['a food truck', 'food-truck'],
    ['a cocktail bar with the navigation bar on top', 'bar'], ['an Italian restaurant', 'restaurant'], ['a mobile app landing page', 'mobile-app'],
    ['a creative agency', 'agency'], ['a to-do list app', 'productivity'], ['a job board', 'jobs'], ['a discussion forum', 'forum'],
    ['Una web para mi panadería', 'bakery'], ['Un site pour mon restaurant', 'restaurant'], ['Eine Webseite für meine Zahnarztpraxis', 'dentist'],
  ];
  for (const [text, kind] of cases) t.equal(detectKind(text).id, kind, text);
  t.equal(detectKind('hello there').id, 'business');
});

t.test('languages', async (t) => {
  t.equal(detectLanguage('Build a website for my bakery'), 'en');
  t.equal(detectLanguage('Una web para mi panadería en Madrid llamada La Espiga'), 'es');
  t.equal(detectLanguage('Un site pour mon restaurant à Lyon avec un menu'), 'fr');
  t.equal(detectLanguage('Eine Webseite für meine Zahnarztpraxis in München mit Terminbuchung'), 'de');
  t.equal(detectLanguage('Crea un sitio web para una cafetería con menú, galería de fotos y un formulario de contacto para reservas.'), 'es');
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
  const r = parseRequest('A multi-page site for a yoga studio with an about page, a pricing page, testimonials, FAQ and a contact form. Minimal and elegant.');
  t.ok(r.features.includes('testimonials'));
  t.ok(r.features.includes('faq'));
  t.ok(r.features.includes('contact'));
  t.same(r.pages.map((p) => p.slug), ['about', 'pricing']);
  t.ok(r.styles.includes('minimal') && r.styles.includes('elegant'));
  t.same(parseRequest('A site with several pages').pages.map((p) => p.slug), ['about', 'services', 'contact']);
  t.same(parseRequest('A black and white photography portfolio').styles, ['mono']);
  const apps = parseRequest('An app with a to-do list, a calculator, a pomodoro timer, a quiz, search and filter, tabs, an accordion, a modal, charts, a cart, a multi-step form, login and sign up, a memory game and a dark mode toggle');
  for (const id of ['todo', 'calculator', 'timer', 'quiz', 'explorer', 'tabs', 'accordion', 'modal', 'chart', 'cart', 'multistep', 'login', 'signup', 'game', 'themeToggle']) t.ok(apps.features.includes(id as never), id);
});
