// Every priced item of a new site's price list shows ITS price in the place's currency, however
// the price is written: bare numbers in a price list, compact "45 min session $60" pairs,
// A$/C$/NZ$/CHF, decimal commas, "a day", "per kg"; numbers that are part of the name stay in it.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const pages = (query: string) =>
  generateSite(query)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');

// Each heading of a price row or tier with the price shown right after it.
const rows = (html: string) =>
  [...html.matchAll(/<h3>([^<]*)<\/h3>[\s\S]{0,200}?class="(?:price|tier-price)">(?:<strong>)?([^<]*)</g)].map((m) => `${m[1]} = ${m[2]}`);

t.test('each item with its own price, the name as written', async (t) => {
  const cases: [string, string, string[]][] = [
    // Bare numbers in a price list take the place's currency.
    [
      'A café in Leeds with a price list: latte 3.20, flat white 3.40 and scone 2.50',
      'GBP',
      ['Latte = £3.20', 'Flat white = £3.40', 'Scone = £2.50'],
    ],
    ['Taqueria in Austin, prices: tacos 4, burrito 11, horchata 3', 'USD', ['Tacos = $4', 'Burrito = $11', 'Horchata = $3']],
    ['Bakery in York with a price list: sourdough 4.50, bagels 1.20', 'GBP', ['Sourdough = £4.50', 'Bagels = £1.20']],
    // Compact pairs whose numbers belong to the name.
    [
      'Massage studio in Austin with prices: 45 min session $60, 90 min session $95',
      'USD',
      ['45 min session = $60', '90 min session = $95'],
    ],
    ['Dog walking in Leeds with prices: 30 min walk £12, 60 min walk £20', 'GBP', ['30 min walk = £12', '60 min walk = £20']],
    [
      'We need a website for our dog walking business in Toronto with a price list: 30 minutes C$70, 60 minutes C$120',
      'CAD',
      ['30 minutes = $70', '60 minutes = $120'],
    ],
    // Dollar prefixes, francs, euros with decimal commas.
    [
      'A website for our surf school in Sydney with the prices: group lesson A$60, private lesson A$120',
      'AUD',
      ['Group lesson = $60', 'Private lesson = $120'],
    ],
    [
      'A website for my yoga studio with the prices: drop-in class NZ$25, 10-class pass NZ$200',
      'NZD',
      ['Drop-in class = NZ$25', '10-class pass = NZ$200'],
    ],
    ['Bike rental in Zurich with prices: city bike CHF 35 a day, e-bike CHF 60 a day', 'CHF', ['City bike = CHF', 'E-bike = CHF']],
    [
      'Panadería en Madrid con precios: barra de pan 1,20 €, croissant 2,50 €, tarta 9,50 €',
      'EUR',
      ['Barra de pan = 1,20', 'Croissant = 2,50', 'Tarta = 9,50'],
    ],
    ['Co-working space in Dublin with prices: hot desk €12 a day, fixed desk €250 a month', 'EUR', ['Hot desk = €12', 'Fixed desk = €250']],
    // Thousands marks, and currency letters inside a word ("couleur") that are no currency.
    [
      'Wedding photographer in Austin with prices: half day $1,200, full day $2,400 and elopement $800',
      'USD',
      ['Half day = $1,200', 'Full day = $2,400', 'Elopement = $800'],
    ],
    ['Agency in London with prices: website £12,500, logo £1,500', 'GBP', ['Website = £12,500', 'Logo = £1,500']],
    [
      'Un site pour mon salon à Paris avec tarifs : coupe 45 €, couleur 60 €, balayage 1.200 €',
      'EUR',
      ['Coupe = 45', 'Couleur = 60', 'Balayage = 1\u202f200'],
    ],
    // A measure stays beside the price.
    ['Farm shop in York with prices: apples £2 per kg, honey £6 a jar', 'GBP', ['Apples = £2 / kg', 'Honey = £6 / jar']],
  ];
  for (const [query, currency, expected] of cases) {
    t.equal(parseRequest(query).locale.currency, currency, `${query}: currency`);
    const found = rows(pages(query));
    for (const row of expected)
      t.ok(
        found.some((r) => r.startsWith(row)),
        `${query}: ${row} in ${found.join('; ')}`,
      );
  }
});

t.test('a number is a price only where it reads as one', async (t) => {
  const songs = parseRequest('A site for our band with the songs Track 7, Room 101 and Summer Rain').items;
  t.same(
    songs.find((i) => i.name.endsWith('101')),
    { name: 'Room 101', price: null },
    'no prices asked: a whole number ending an item is its name',
  );
  t.equal(
    parseRequest('A bakery with bread, cakes and 2 pages').items.find((i) => /page/.test(i.name)),
    undefined,
    'a page count is no item',
  );
  t.same(
    parseRequest('A bike shop selling city bikes and e-bikes').items.map((i) => i.name),
    ['city bikes', 'e-bikes'],
    'an e-bike is one thing, not "e" and "bike"',
  );
});

t.test('what a price is for is shown as the request says it, and never invented', async (t) => {
  const periods: [string, (string | RegExp)[]][] = [
    ['Co-working space in Dublin with prices: hot desk €12 a day, fixed desk €250 a month', ['€12 / day', '€250 / month']],
    [
      'A SaaS for invoicing with pricing plans: Starter $9 a month, Agency $99/month',
      ['$9</strong> <span>/ month', '$99</strong> <span>/ month'],
    ],
    [
      'Guest house in York with prices: single room £60 per night, double room £85 per night',
      [/£60(?:<\/strong> <span>\/| \/) night/, /£85(?:<\/strong> <span>\/| \/) night/],
    ],
  ];
  for (const [query, shown] of periods) {
    const html = pages(query);
    for (const text of shown) t.match(html, text, `${query}: ${String(text)}`);
  }
  const html = pages('We need a website for our gym in Leeds with the membership prices: day pass £8, ten-visit card £60');
  t.match(html, /<strong>£8<\/strong><\/p>/, 'a price listed without a period gets none');
  t.notMatch(html, /£8<\/strong> <span>/, 'no "per month" the request did not say');
});

// Each item as "name = price/per", the way the brief holds it.
const priced = (query: string) => parseRequest(query).items.map((i) => `${i.name} = ${i.price ?? '-'}${i.per ? `/${i.per}` : ''}`);

t.test('what a price is for stays beside the price, in the four languages', async (t) => {
  t.same(priced('Allotment shop in Derby: seed potatoes £2 per kg, compost £5 a bag, garden twine £3 each'), [
    'seed potatoes = 2/kg',
    'compost = 5/bag',
    'garden twine = 3',
  ]);
  t.same(priced('Tutoring in Boston: algebra $45/hr, essay coaching $60 per hour, exam cram $200 a month'), [
    'algebra = 45/hr',
    'essay coaching = 60/hour',
    'exam cram = 200/month',
  ]);
  t.same(priced('Studio de danse à Nantes : cours découverte 12 €/séance, stage 40 € de l’heure, forfait 90 € par mois'), [
    'cours découverte = 12/séance',
    'stage = 40/heure',
    'forfait = 90/mois',
  ]);
  t.same(priced('Academia de idiomas en Sevilla: clase suelta 18 € la hora, bono mensual 60 € al mes'), [
    'clase suelta = 18/hora',
    'bono mensual = 60/mes',
  ]);
  t.same(priced('Hundepension in Köln: Tagesbetreuung 30 € pro Tag, Übernachtung 45 € pro Nacht'), [
    'Tagesbetreuung = 30/tag',
    'Übernachtung = 45/nacht',
  ]);
  // "for a loaf" after the price, closing the phrase: what it is for, not part of the name.
  t.same(priced('Bakery in Portland: sourdough $6 for a loaf, tomato soup $5 for one bowl, cold brew $4 for a cup'), [
    'sourdough = 6/loaf',
    'tomato soup = 5/bowl',
    'cold brew = 4/cup',
  ]);
  t.same(priced('Salon de thé à Lyon : thé vert 3 € pour une tasse, chocolat chaud 4 €'), ['thé vert = 3/tasse', 'chocolat chaud = 4']);
  // With more after the unit, the words name the thing: "a day pass", "a bottle of red".
  t.same(priced('Climbing wall in Leeds: £10 for a day pass, £45 for a month pass'), ['day pass = 10', 'month pass = 45']);
  t.same(priced('Wine bar in Bath: house wine £20 for a bottle of red, cheese board £12'), [
    'house wine for a bottle of red = 20',
    'cheese board = 12',
  ]);
});

t.test('a price list opening with the business, unpriced, lists only what it sells', async (t) => {
  t.same(priced('A café in Toronto, coffee $4, muffins $3'), ['coffee = 4', 'muffins = 3']);
  t.same(priced("We're a barber in Leeds, skin fade £18, beard trim £8, hot towel shave £12"), [
    'skin fade = 18',
    'beard trim = 8',
    'hot towel shave = 12',
  ]);
  t.same(priced('Somos una heladería en Valencia, helado de turrón 3 €, horchata 2,50 €'), ['helado de turrón = 3', 'horchata = 2.5']);
  // A first thing with its price, or a thing without one later in the list, is still a thing sold.
  t.same(priced('A dozen eggs £3, sourdough £4, jam'), ['dozen eggs = 3', 'sourdough = 4', 'jam = -']);
});

t.test('the words joining a name to its price are no part of the name', async (t) => {
  t.same(priced('Pricing for Notewise: Solo is $7/month, Studio costs $19/month, Agency from $49/month'), [
    'Solo = 7/month',
    'Studio = 19/month',
    'Agency = 49/month',
  ]);
  t.same(priced('Hair salon in Bristol. Prices: cut - £28, colour = £60, highlights from £75'), [
    'cut = 28',
    'colour = 60',
    'highlights = 75',
  ]);
});

t.test('amounts in each number format and currency', async (t) => {
  t.same(priced('Zahnarztpraxis in Graz, Preise: Implantat 2.450,00 €, Kontrolle 45,50 €'), ['Implantat = 2450', 'Kontrolle = 45.5']);
  t.same(priced('Bootsverleih in Luzern, Preise: Ruderboot CHF 35, Tretboot 40 CHF'), ['Ruderboot = 35', 'Tretboot = 40']);
  t.same(priced('Kayak hire in Seattle: single kayak $1,200, tandem $1,850.50'), ['single kayak = 1200', 'tandem = 1850.5']);
});

t.test('a name holding a joining word is one item where each item has a price', async (t) => {
  t.same(priced('Street food stall in Leeds: bangers and mash £8, bubble and squeak £6, pie £5'), [
    'bangers and mash = 8',
    'bubble and squeak = 6',
    'pie = 5',
  ]);
  t.same(priced('Barbería en Bilbao: arreglo de barba 12 €, corte y barba 25 €'), ['arreglo de barba = 12', 'corte y barba = 25']);
  t.same(priced('Laundrette in Hull, price list: dry & press £4 per item, duvets £12'), ['dry & press = 4/item', 'duvets = 12']);
  // Without prices the joining word still splits the list.
  t.same(
    parseRequest('Deli in Leeds selling cheese and wine').items.map((i) => i.name),
    ['cheese', 'wine'],
  );
});

t.test('a price list with no word opening it, a line at a time or with a remark after it', async (t) => {
  t.same(priced('Beauty room in Perth called Glow. Brow tint £12, lash lift £40, brow lamination £38.'), [
    'Brow tint = 12',
    'lash lift = 40',
    'brow lamination = 38',
  ]);
  t.same(priced('Website for Suds, a mobile car wash in Leeds. Prices:\n- exterior wash £15\n- wash and vacuum £25\n- full valet £60'), [
    'exterior wash = 15',
    'wash and vacuum = 25',
    'full valet = 60',
  ]);
  t.same(priced('Juice bar Pulp in Cork, menu: green juice 5.50, berry smoothie 6.00 (prices in euro, card only)'), [
    'green juice = 5.5',
    'berry smoothie = 6',
  ]);
});

t.test('a count the item is sold by stays in its name', async (t) => {
  t.same(priced('Bäckerei in Ulm, Preise: ein Brötchen 0,60 €, sechs Brötchen 3,20 €'), ['ein Brötchen = 0.6', 'sechs Brötchen = 3.2']);
  t.same(priced('Wing shack in Ohio: 6 wings $9, 12 wings $16'), ['6 wings = 9', '12 wings = 16']);
});

t.test('a thing with a price is a thing sold, whatever else its words name', async (t) => {
  // "medium" is a blog network, "team" a section, "set" and "order" things one does.
  t.same(priced('Coffee roaster in Leeds: medium roast £9, dark roast £9, team bundle £40, gift set £25, order of beans £12'), [
    'medium roast = 9',
    'dark roast = 9',
    'team bundle = 40',
    'gift set = 25',
    'order of beans = 12',
  ]);
  t.same(priced('Pizzeria in Denver: margherita $12, diavola $14, garlic knots $6'), [
    'margherita = 12',
    'diavola = 14',
    'garlic knots = 6',
  ]);
});

t.test("a price list's heading is no item", async (t) => {
  t.same(priced('Website for Tidy Nails with our prices and treatments: shellac £22, acrylic set £35'), [
    'shellac = 22',
    'acrylic set = 35',
  ]);
  t.same(priced('A page for Pho House with a menu - pho bo $13, spring rolls $6'), ['pho bo = 13', 'spring rolls = 6']);
  t.same(priced('Web con la carta de Casa Lola - salmorejo 7 €, flamenquín 9 €'), ['salmorejo = 7', 'flamenquín = 9']);
});

t.test('a price per user, per seat, per ticket', async (t) => {
  t.same(priced('Pricing for Boardly: Basic $5 per user per month, Business $15 per seat'), ['Basic = 5/user', 'Business = 15/seat']);
});

t.test('a price list asked of a business that serves no food is headed as prices, a food menu as a menu', async (t) => {
  const headings = (query: string) => [...generateSite(query).files[0]!.content.matchAll(/<h2 id="menu-title">([^<]*)</g)].map((m) => m[1]);
  t.same(headings('A dog grooming salon called Muddy Paws with prices, a gallery and online booking'), ['Prices']);
  t.same(headings('Peluquería Tijeras en Sevilla, con precios y reservas'), ['Precios']);
  t.same(headings('Un salon de coiffure à Lyon, avec les prix et les horaires'), ['Tarifs']);
  t.same(headings('A pizzeria called Forno in Leeds with prices and a map'), ['Menu'], 'a restaurant keeps its menu');
});

t.test(
  'things listed without a price beside priced ones are offered, not dropped; tiers the request names promise nothing more',
  async (t) => {
    const query =
      'Kung fu school Iron Gate in Glasgow. We teach kids classes, adult beginners and sparring. Prices (kids £30/month, adults £45/month) and a booking form.';
    t.same(priced(query), ['kids classes = -', 'adult beginners = -', 'sparring = -', 'kids = 30/month', 'adults = 45/month']);
    const html = pages(query);
    for (const thing of ['Kids classes', 'Adult beginners', 'Sparring']) t.match(html, `<h3>${thing}</h3>`, `${thing} offered`);
    t.same(rows(html), ['Kids = £30', 'Adults = £45'], 'the priced things are the tiers');
    t.notMatch(html, /Email support|Everything in Starter|Priority support|For trying things out/, 'no stock perks on named tiers');
    // With nothing priced, the stock tiers keep their lines.
    t.match(pages('A gym in Leeds with pricing plans'), 'Everything in Starter');
  },
);
