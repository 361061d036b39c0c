// The request's language from requests that are mostly a priced list, where trigrams mislead, and
// from short ones whose words end in an accented letter: the site (and its prices) speak it.
import t from 'tap';
import { detectLanguage } from '../../../services/generator/engines/offline/request/language.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

t.test('a priced list in English is English', async (t) => {
  for (const [query, price] of [
    ['A gym in Leeds with membership prices: day pass £8, ten-visit card £60', '£8'],
    ['Surf school in Sydney with prices: group lesson A$60, private lesson A$120', '$60'],
    ['Dog walker in Toronto with a price list: 30 minutes C$70, 60 minutes C$120', '$70'],
  ] as const) {
    t.equal(detectLanguage(query), 'en', query);
    const html = generateSite(query).files.find((f) => f.path === 'index.html')!.content;
    t.match(html, '<html lang="en"', `${query}: an English site`);
    t.match(html, `>${price}<`, `${query}: prices written the English way`);
  }
});

t.test('a short request whose words end in an accent keeps its language', async (t) => {
  const cases: [string, string][] = [
    ['Peluquería recién abierta en Sevilla, con estadísticas', 'es'],
    ['Cafetería en Cádiz, con menú', 'es'],
    ['Crêperie à Nantes, avec menu', 'fr'],
  ];
  for (const [query, lang] of cases) t.equal(detectLanguage(query), lang, query);
  t.equal(detectLanguage('A bakery in Leeds with a price list'), 'en', 'plain English stays English');
  // Requests that read like a shop sign: names, days and times, and a word or two of English.
  for (const query of [
    'Corner cafe in York open Mon-Fri 7-5, Sat 8-4, Sun closed',
    'Salon Belle Vue in Harrogate, open Tue-Sat 9-5, closed Sun and Mon',
    'Le Petit Four patisserie Bath, we are open daily 8-4',
  ])
    t.equal(detectLanguage(query), 'en', query);
  t.equal(detectLanguage('Café de la Gare à Lyon, ouvert du lundi au samedi'), 'fr', 'a French sign stays French');
  t.equal(detectLanguage('Bäckerei Korn in Freiburg, geöffnet Mo–Sa 6–18 Uhr'), 'de', 'a German one stays German');
});

t.test('the days of the week tell a sign-like request apart from the articles of a time range', async (t) => {
  const cases: [string, string][] = [
    ['Zapatería Ruiz, plaza Nueva 3, Soria. Abrimos de martes a viernes de 10:00 a 13:30. Teléfono 975 000 111', 'es'],
    ['Librería Páginas, Cuenca. De lunes a jueves 9:30 a 20:00, viernes a 14:00', 'es'],
    ['Boucherie Martin, 4 rue Haute, Albi. Lundi 14 h à 19 h, mardi à samedi 8 h à 19 h', 'fr'],
    ['Fahrradwerkstatt Kette, Hauptstraße 9, Gotha. Montags bis freitags 9 bis 18, Telefon 03621 000 000', 'de'],
    ['Corner shop Patel News, 2 Mill Road, Luton. Monday to Saturday 6am to 10pm, Sundays 8 to 2', 'en'],
  ];
  for (const [query, lang] of cases) t.equal(detectLanguage(query), lang, query);
});

t.test("a business named in another language does not change the request's language", async (t) => {
  const english = [
    'Café Le Petit Jardin in Chicago wants a menu page with croissants, pain au chocolat and café au lait prices',
    'La Casa de la Abuela, a Mexican restaurant in Dallas, needs a site with tacos, enchiladas and mole with prices',
    'Our gallery Les Beaux Arts de la Ville in Montreal wants a page with the current exhibitions and a newsletter',
    'El Rincón del Sabor is a tapas bar in Austin: make a site with the menu, the opening hours and a booking form',
    'We are Zur Alten Mühle, a Bavarian restaurant in Boston. Show Schweinshaxe, Spätzle, Brezeln and Weißbier with prices',
  ];
  for (const query of english) {
    t.equal(detectLanguage(query), 'en', query);
    const html = generateSite(query).files.find((f) => f.path === 'index.html')!.content;
    t.match(html, '<html lang="en"', `${query}: an English site`);
  }
  // And the other way round: an English name in a request written in another language.
  const others: [string, string][] = [
    ['Crea un sitio para The Green Garden, una floristería en Sevilla, con precios y un formulario de contacto', 'es'],
    ['Site pour The Coffee Corner, un café à Lyon, avec la carte, les horaires et un formulaire de réservation', 'fr'],
    ['Erstelle eine Webseite für The Barber Shop and Grooming Lounge in Köln mit Preisen und Öffnungszeiten', 'de'],
    ['Je voudrais un site pour mon groupe The Night Riders avec les dates de concerts et un lecteur', 'fr'],
  ];
  for (const [query, lang] of others) t.equal(detectLanguage(query), lang, query);
});

t.test('a request of product and plan names alone stays English unless the words are clearly another language', async (t) => {
  // No small word of any language: franc's trigram guess on names is close to a coin toss.
  for (const query of [
    'SaaS pricing: Starter $9/month, Team $29/month, Enterprise custom',
    'Invoicing app Ledgerly: Solo plan, Studio plan, Agency plan, yearly billing, integrations',
  ])
    t.equal(detectLanguage(query), 'en', query);
  // Words well ahead of English in their own language still decide it.
  t.equal(detectLanguage('Backstube Sonnenkorn: Dinkelbrot, Roggenbrot, Brezeln, Laugenstangen'), 'de');
  t.equal(detectLanguage('Boulangerie Dupont: croissants, baguettes, pains au chocolat'), 'fr');
  const html = generateSite('SaaS pricing: Starter $9/month, Team $29/month, Enterprise custom').files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(html, '<html lang="en"', 'an English page');
});
