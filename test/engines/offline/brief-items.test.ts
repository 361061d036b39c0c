// Listed items from many phrasings: each appears on the page (a price row, a service card, a
// pricing tier or a highlight card), with its price when given, and every row of an asked-for
// price list has a price.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const html = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
const names = (query: string) => parseRequest(query).items.map((i) => i.name);

t.test('the items of a list, however it is introduced', async (t) => {
  t.same(names('Coworking space in Leeds offering hot desks, dedicated desks and private offices'), [
    'hot desks',
    'dedicated desks',
    'private offices',
  ]);
  t.same(names('A garage in Derby for oil changes, brakes, tyres with a price list'), ['oil changes', 'brakes', 'tyres']);
  t.same(names('Photographer offering newborn, family and headshot sessions'), [
    'newborn sessions',
    'family sessions',
    'headshot sessions',
  ]);
  t.same(names('A gym with yoga, pilates and spin classes'), ['yoga classes', 'pilates classes', 'spin classes']);
  t.same(
    names('A bakery that sells sourdough, pastries and celebration cakes'),
    ['sourdough', 'pastries', 'celebration cakes'],
    'no shared head',
  );
  t.same(names('A gym. Our plans: Basic £20, Plus £35 and Unlimited £50.'), ['Basic', 'Plus', 'Unlimited'], 'a capitalised Plus is a name');
});

t.test('prices are read off each item, in any currency shape', async (t) => {
  const items = (query: string) => parseRequest(query).items.map((i) => [i.name, i.price]);
  t.same(items('Coworking offering hot desks (£15 a day), dedicated desks (£250 a month) and private offices from £600 per month'), [
    ['hot desks', 15],
    ['dedicated desks', 250],
    ['private offices', 600],
  ]);
  t.same(items('Salon with haircut $35, colour $80 and blow-dry $25'), [
    ['haircut', 35],
    ['colour', 80],
    ['blow-dry', 25],
  ]);
  t.same(items('Une boulangerie à Lyon avec baguette 1,20 €, croissant 1,50 € et pain au chocolat 1,60 €'), [
    ['baguette', 1.2],
    ['croissant', 1.5],
    ['pain au chocolat', 1.6],
  ]);
  t.same(items('Eine Bäckerei in Berlin mit Brezel 2 Euro, Brot 4 € und Kuchen 3 €'), [
    ['Brezel', 2],
    ['Brot', 4],
    ['Kuchen', 3],
  ]);
});

t.test('a price list has a row and a price for every listed item, in the place’s currency', async (t) => {
  const page = html('A garage in Derby for oil changes, brakes, tyres with a price list');
  for (const item of ['Oil changes', 'Brakes', 'Tyres']) t.match(page, new RegExp(`<h3>${item}</h3></div><p class="price">£\\d`), item);
  t.equal(page.match(/class="price"/g)?.length, 3, 'no stock rows beside them');
  const desks = html('Coworking space in Leeds offering hot desks (£15 a day), dedicated desks (£250 a month) and private offices');
  t.match(desks, /<h3>Hot desks<\/h3><\/div><p class="price">£15/);
  t.match(desks, /<h3>Dedicated desks<\/h3><\/div><p class="price">£250/);
  t.match(desks, /<h3>Private offices<\/h3><\/div><p class="price">£\d/, 'a price the request left open is filled');
  const tacos = html('A taqueria with tacos $3, burritos $9 and nachos $7');
  t.match(tacos, /<h3>Burritos<\/h3><\/div><p class="price">\$9/);
  t.notMatch(tacos, /Al pastor/i, 'the stock menu does not replace the listed one');
});

t.test('plans become the pricing tiers; other items the services or cards', async (t) => {
  const gym = html('A gym with plans: Basic £20, Plus £35 and Unlimited £50, and pricing');
  for (const [plan, price] of [
    ['Basic', 20],
    ['Plus', 35],
    ['Unlimited', 50],
  ])
    t.match(gym, new RegExp(`<h3>${plan}</h3>[\\s\\S]{0,200}tier-price"><strong>£${price}`), `${plan} tier`);
  const cleaners = generateSite('A cleaning company offering carpet cleaning, window cleaning and oven cleaning');
  t.equal(cleaners.plan.itemsIn, 'services');
  const page = cleaners.files.find((f) => f.path === 'index.html')!.content;
  const services = page.slice(page.indexOf('id="services"'), page.indexOf('</section>', page.indexOf('id="services"')));
  for (const item of ['Carpet cleaning', 'Window cleaning', 'Oven cleaning']) t.match(services, `<h3>${item}</h3>`, item);
  t.notMatch(services, /Consultation/, 'no stock services beside them');
  const photos = html('Photographer offering newborn, family and headshot sessions');
  for (const item of ['Newborn sessions', 'Family sessions', 'Headshot sessions']) t.match(photos, `<h3>${item}</h3>`, item);
});

t.test('a quoted title is one item, joining words and all', async (t) => {
  t.same(names('The gallery page for Harbour Arts should list "Ink & Iron", "Stone and Sea" and "Late Light"'), [
    'Ink & Iron',
    'Stone and Sea',
    'Late Light',
  ]);
});

t.test('a name in capitals is a thing of its own, not a design word or a section', async (t) => {
  // "Bold", "Dark": design words; "Gallery", "Garden": sections. Here they name a beer and a room.
  t.same(names('Microbrewery Tallow: our ales are Bold Fox bitter, Dark Lantern porter and Pale Rider'), [
    'Bold Fox bitter',
    'Dark Lantern porter',
    'Pale Rider',
  ]);
  t.ok(names('Manor house venue with three rooms: the Blue Gallery, the Great Hall and the Rose Garden').includes('The Blue Gallery'));
  // A design word inside a compound is another word.
  t.same(names('Charity Green Streets: our projects are beach clean-ups, tree planting and litter picks'), [
    'beach clean-ups',
    'tree planting',
    'litter picks',
  ]);
  // The design words themselves are still no items.
  t.same(names('Features: Dark theme, clean design and a blog'), []);
});

t.test('a phrase with a preposition is named by the words before it', async (t) => {
  t.ok(
    names('App site for Ledgerly. Features: receipt scanning, reports by month, reminders from calendar events').includes(
      'reports by month',
    ),
  );
  t.ok(
    names('Landing page for Shiftly. Features: rota planning, payroll from logged hours and team chat').includes(
      'payroll from logged hours',
    ),
  );
});

t.test('"runs" after a name opens a list, a ski run is a thing', async (t) => {
  t.same(names('The Junction youth centre runs drama workshops, a homework club and a football league'), [
    'drama workshops',
    'homework club',
    'football league',
  ]);
  t.same(names('Ski school in Verbier: the blue runs, lessons and hire'), ['blue runs', 'lessons', 'hire']);
});

t.test('a list written one thing per line: every line is an item, whole, and each is on the page', async (t) => {
  const menu = 'Website for my food truck Rolling Dough in Leeds. Our menu:\nMargherita pizza\nPepperoni pizza\nFish and chips\nTiramisu';
  t.same(names(menu), ['Margherita pizza', 'Pepperoni pizza', 'Fish and chips', 'Tiramisu'], 'after a colon; "Fish and chips" is one dish');
  const page = html(menu);
  for (const item of ['Margherita pizza', 'Pepperoni pizza', 'Fish and chips', 'Tiramisu']) t.match(page, item, `${item} is on the page`);

  t.same(
    names('Page for our phone repair shop Fix It Fast in Derby.\n- screen repair\n- battery replacement\n- water damage'),
    ['screen repair', 'battery replacement', 'water damage'],
    'bulleted lines without a heading',
  );
  t.same(
    names(
      'A site for Hop Scotch, a craft beer bar in Glasgow. On tap:\nPale ale\nStout\nWheat beer\nWe open at noon every day.\nAdd a contact form',
    ),
    ['Pale ale', 'Stout', 'Wheat beer'],
    'a sentence or an instruction after the list is no item',
  );
  t.same(
    names('Webseite für das Studio Kraftwerk in Köln. Unsere Kurse:\nYoga am Morgen\nPilates\nRückenfit'),
    ['Yoga am Morgen', 'Pilates', 'Rückenfit'],
    'in German',
  );
  t.same(
    names('Sitio web para la librería Páginas en Granada. Ofrecemos:\nlibros usados\nclubes de lectura\ntalleres de escritura'),
    ['libros usados', 'clubes de lectura', 'talleres de escritura'],
    'in Spanish',
  );
  t.same(
    names('A website for Sunny Side Nursery in Bath.\nWe are open weekdays\nOur staff are trained'),
    [],
    'short lines that follow no list are no items',
  );
});

t.test('round 7: services after a trade verb in four languages, a design service, the town closing a list', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('Site pour mon cabinet à Nantes, je traite les douleurs de dos, les migraines, les bébés et les sportifs.'), [
    'douleurs de dos',
    'migraines',
    'bébés',
    'sportifs',
  ]);
  t.same(names('Nous réparons des vélos, des trottinettes et des fauteuils roulants'), ['vélos', 'trottinettes', 'fauteuils roulants']);
  t.same(names('Reparamos bicicletas, patinetes y sillas de ruedas en Sevilla'), ['bicicletas', 'patinetes', 'sillas de ruedas']);
  t.same(names('Wir reparieren Fahrräder, E-Bikes und Lastenräder in Kiel'), ['Fahrräder', 'E-Bikes', 'Lastenräder']);
  t.same(names('We install solar panels, heat pumps and EV chargers'), ['solar panels', 'heat pumps', 'EV chargers']);
  t.same(names('Landscaping firm GreenEdge — we do lawn care, hedge trimming, patios, fencing and garden design. Based in Leicester.'), [
    'lawn care',
    'hedge trimming',
    'patios',
    'fencing',
    'garden design',
  ]);
  t.same(names('Studio Ink: we do logo design, kitchen design and signage'), ['logo design', 'kitchen design', 'signage']);
  t.same(names('Build a site with a clean design, a nice layout and a dark theme for Bob'), [], 'a look asked for is no service');
  t.same(names('Je fais un site pour mon ami, et il aime le jazz'), [], 'a verb of making the site lists nothing');
  t.same(
    names(
      'Site for: Northwind Kayak Tours\n- guided sunset paddle\n- kayak rental\nLocation: Oban, Scotland\nBookings by phone: 01631 000 111',
    ),
    ['guided sunset paddle', 'kayak rental'],
    'the fields of a filled-in form are no things offered',
  );
  t.same(
    names('Need a one-page site for a charity fun run, the Riverside 10K, on Sunday 14 June 2026'),
    [],
    'needing the site lists nothing',
  );
});

t.test('round 7b: what a trade verb lists is offered, even in a design or section word; a clause is no thing', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('I write website copy, blog posts and email newsletters.'), ['website copy', 'blog posts', 'email newsletters']);
  t.same(names('We do weddings, corporate events and birthday parties in Leeds'), ['weddings', 'corporate events', 'birthday parties']);
  t.same(names('A site with a blog, a gallery and opening hours'), [], 'asked for with "with", they are sections');
  t.same(names('Boutique en ligne de bougies Lueur avec un panier, on peut ajouter les produits'), []);
  t.same(names('Shop with a cart, customers can pay by card'), []);
});

t.test('round 8: a sentence that is only a list of things', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('The Daily Grind — coffee cart at Leeds. Flat white, cortado, chai latte, and pastries.'), [
    'Flat white',
    'cortado',
    'chai latte',
    'pastries',
  ]);
  t.same(names('Soy Lucía, psicóloga en Madrid. Terapia individual, de pareja y online.'), ['Terapia individual', 'de pareja', 'online']);
  t.same(names('Bäckerei Korn in Kiel. Brot, Brötchen, Kuchen und Torten.'), ['Brot', 'Brötchen', 'Kuchen', 'Torten']);
  t.same(names('Cafe Ruby. Fast, cheap, reliable.'), [], 'words that only describe are no things');
  t.same(names('Bakery in Leeds. Modern, clean, minimal.'), [], 'nor is a look');
  t.same(names('Play Barn. Kids love it, parents relax, everyone eats.'), [], 'a sentence with verbs is no list');
});

t.test('round 9: German trade verbs, a list made a list by its price, services and towns are no things', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('Schreinerei Holzmann in Passau. Wir fertigen Möbel nach Maß, Küchen und Innentüren.'), [
    'Möbel nach Maß',
    'Küchen',
    'Innentüren',
  ]);
  t.same(names("Name's Kev Doyle. Boiler servicing £80, new boiler quotes free, emergency callouts 24/7."), [
    'Boiler servicing',
    'new boiler quotes free',
    'emergency callouts 24/7',
  ]);
  t.same(names("Página para mi podcast 'Charlas de Café' con enlaces a Spotify, Apple Podcasts e Ivoox"), [], 'services linked to');
  t.same(
    parseRequest("Página para mi podcast 'Charlas de Café' con enlaces a Spotify, Apple Podcasts e Ivoox").links.map((l) => l.label),
    ['Spotify', 'Apple Podcasts', 'Ivoox'],
  );
  t.notOk(
    names('Need a one page site: Sunny Days Childminding, Ofsted registered, ages 1-5, Leyton, London.').includes('London'),
    'the town',
  );
  t.same(
    names('The Grand Hall is a wedding venue with three spaces: the Orangery, the Long Gallery and the Walled Garden.'),
    ['The Orangery', 'The Long Gallery', 'The Walled Garden'],
    'named rooms stay things',
  );
});

t.test('round 10: a price before its item, "only" after it, a list in brackets, no colours, links or hours as things', async (t) => {
  const priced = (query: string) => parseRequest(query).items.map((item) => `${item.name} = ${item.price}`);
  t.same(priced('Handmade soap by Lather Lab: £6 per bar and £15 for a gift box of three'), ['bar = 6', 'gift box of three = 15']);
  t.same(priced('Window cleaning in Leeds. £15 for a terrace, £20 for a semi and £30 for a detached house'), [
    'terrace = 15',
    'semi = 20',
    'detached house = 30',
  ]);
  t.same(priced('Hundesalon Fellnase: 40 € für Waschen und Schneiden, 12 € für Krallen schneiden'), [
    'Waschen und Schneiden = 40',
    'Krallen schneiden = 12',
  ]);
  t.same(priced('Car wash: interior only £30, exterior only £20'), ['interior only = 30', 'exterior only = 20']);
  t.same(priced('Dog wash prices: wash only £18, wash and trim £35'), ['wash only = 18', 'wash and trim = 35']);
  t.same(priced('Haircuts for just £10 and beard trims for only £6'), ['Haircuts = 10', 'beard trims = 6'], '"for only" is the price');
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('Portfolio for a photographer with a client list (Adidas, Lego, the Guardian)'), ['Adidas', 'Lego', 'The Guardian']);
  t.same(names('Web para el estudio Tinta Fina, con botones verdes y fondo negro'), [], 'the colours of buttons are no things');
  t.same(names('Site pour le duo Les Voix, avec liens vers Deezer et Bandcamp'), [], 'links to a service are no things');
  t.same(names('Bäckerei Sonne. Öffnungszeiten: Di–Sa 7–13 Uhr, So 8–11 Uhr'), [], 'opening hours are no things');
  t.same(names('Bike repairs in Derby. We offer: full service, basic service, puncture repair.'), [
    'full service',
    'basic service',
    'puncture repair',
  ]);
  t.same(names('Bright Homes in Swindon. Weekly cleans, carpet shampooing, windows.'), ['Weekly cleans', 'carpet shampooing', 'windows']);
  t.same(
    names('Gutter cleaning and window cleaning, we cover Oxford and Kidlington'),
    [],
    'beside a town, a capitalised word listed is a town',
  );
  t.equal(parseRequest('Wir verkaufen Bücher und Spiele in Kiel').kind.id, 'shop', 'things sold make a shop');
});

t.test('round 10: a dash before a sentence opens no list; a business given as a field is no thing', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names("Best pies in town - it's Crust & Co, the bakery by the station"), []);
  t.same(names('Clean and simple please. Business: Oak & Ivy, a florist in Frome.'), []);
});

t.test('a priced list after a colon, with a feature asked for after it', async (t) => {
  const query = 'Online shop for Lueur candles: soy candles £12, wax melts £4, gift sets £30, with a cart';
  t.same(
    parseRequest(query).items.map((item) => [item.name, item.price]),
    [
      ['soy candles', 12],
      ['wax melts', 4],
      ['gift sets', 30],
    ],
  );
  const page = html(query);
  for (const item of ['Soy candles', 'Wax melts', 'Gift sets']) t.match(page, new RegExp(item, 'i'), item);
  t.match(page, 'id="cart-heading"', 'the cart still there');
  t.same(
    parseRequest('Repair café in Leeds: bikes, toasters, lamps and laptops, with a booking form').items.map((item) => item.name),
    ['bikes', 'toasters', 'lamps', 'laptops'],
    'unpriced too',
  );
});

t.test('round 11: what "we have" lists, in four languages', async (t) => {
  t.same(names('Hofladen Sonnenhof bei Lüneburg. Bei uns gibt es frische Eier, Kartoffeln, Honig und Apfelsaft.'), [
    'frische Eier',
    'Kartoffeln',
    'Honig',
    'Apfelsaft',
  ]);
  t.same(names('A pub in York. We have real ales, pies and a beer garden'), ['real ales', 'pies', 'beer garden']);
  t.same(names('Bar de tapas en Cádiz. Tenemos croquetas, tortilla y vinos de la zona'), ['croquetas', 'tortilla', 'vinos de la zona']);
  t.same(names('Épicerie fine à Lyon. Nous avons des fromages, des vins et des confitures'), ['fromages', 'vins', 'confitures']);
  t.same(names('We have it all under control'), [], 'no list, no things');
});

t.test('round 12: a trade verb opens the list in German, and a verb opening a later item is no part of it', async (t) => {
  t.same(names('Blumenladen Wildblume in Erfurt. Wir binden Sträuße, machen Hochzeitsdeko und Trauerfloristik.'), [
    'Sträuße',
    'Hochzeitsdeko',
    'Trauerfloristik',
  ]);
  t.same(names('Bike shop Chain Reaction in Cambridge. We sell road bikes and gravel bikes. We also repair e-bikes and do bike fitting.'), [
    'road bikes',
    'gravel bikes',
    'e-bikes',
    'bike fitting',
  ]);
  t.same(names('A cleaning company: we do ovens, carpets and windows'), ['ovens', 'carpets', 'windows']);
});

t.test('round 14: what an app is for lists its things; a free plan beside a paid one is a plan price list', async (t) => {
  const taskNest =
    'Landing page for TaskNest, an app for families to share chores, shopping lists and calendars. Free plan, and a Family plan at $4.99/month.';
  t.same(names(taskNest), ['chores', 'shopping lists', 'calendars', 'Free plan', 'Family plan']);
  t.match(parseRequest(taskNest).items.at(-1), { name: 'Family plan', price: 4.99, per: 'month' });
  t.not(parseRequest(taskNest).kind.id, 'shop', 'a shopping list is no shop');
  for (const thing of ['chores', 'shopping lists', 'calendars', 'Family plan', '4.99']) t.match(html(taskNest), new RegExp(thing, 'i'));
  t.same(names('An app that helps you track habits, workouts and sleep'), ['habits', 'workouts', 'sleep']);
  t.same(names('Budget app that lets couples split bills, rent and groceries'), ['bills', 'rent', 'groceries']);
  t.same(names('A place to share recipes, tips and stories'), ['recipes', 'tips', 'stories']);
  // The verb needs a thing after it: "to manage, ..." opens nothing.
  t.same(names('Helps teams to plan. Simple, fast and friendly.'), [], 'no list after a verb with nothing after it');
  // A single paid line with words that are no free plan is no price list.
  t.same(names('Free parking at the back, and rooms from £80.'), []);
});

t.test('round 15: a price list with a word that opens lists inside it, and a long French thing with its small words', async (t) => {
  t.same(parseRequest('Window cleaner Crystal Clear in Norwich. Terraced house £12, semi £15, detached £20, conservatory add £10.').items, [
    { name: 'Terraced house', price: 12 },
    { name: 'semi', price: 15 },
    { name: 'detached', price: 20 },
    { name: 'conservatory add', price: 10 },
  ]);
  t.same(names('Auto-école Feu Vert à Reims. Nos formules : permis B, conduite accompagnée, code de la route en ligne.'), [
    'permis B',
    'conduite accompagnée',
    'code de la route en ligne',
  ]);
  t.notOk(
    names('Services: deep clean of the whole house including windows, ironing, and pet sitting').some((name) =>
      name.startsWith('deep clean'),
    ),
    'six words that are no small words are too many for a thing',
  );
});
