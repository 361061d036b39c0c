// One item's price changed where the page shows it: the engine's menu and pricing cards, and
// hand-written tables, definition lists and lines of text.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <title>Blue Door</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    language: 'html',
  },
];
const html = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('phrasings name the item and its new price', async (t) => {
  const price = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'price' ? [op.item, op.price, op.withCurrency] : op;
  };
  t.same(price('the sourdough is now £4.50'), ['sourdough', '£4.50', true]);
  t.same(price('make the Pro plan $29/month'), ['Pro', '$29', true]);
  t.same(price('change the price of the croissant to 3.20'), ['croissant', '3.20', false]);
  t.same(price('Raise the flat white to $4 please'), ['flat white', '$4', true]);
  t.same(price('Das Sauerteigbrot kostet jetzt 4,50 €'), ['Sauerteigbrot', '4,50 €', true]);
  t.same(price('El croissant ahora cuesta 3,20 €'), ['croissant', '3,20 €', true]);
  t.same(price('Le croissant coûte maintenant 3,20 €'), ['croissant', '3,20 €', true]);
  t.equal(
    parseInstruction('Add a pricing section with plans at $9, $19 and $29')?.kind,
    'addSection',
    'prices of a new section are no price change',
  );
});

t.test("the engine's menu and pricing cards", async (t) => {
  const site = generateSite('A bakery called Blue Door with a menu and pricing plans').files;
  t.match(html(site), '<h3>Country sourdough</h3><p>Long-fermented, crackling crust</p></div><p class="price">$7.50</p>');
  const r = applyEdit('the sourdough is now $4.50', site);
  const out = html(r.files);
  t.match(out, '<h3>Country sourdough</h3><p>Long-fermented, crackling crust</p></div><p class="price">$4.50</p>');
  t.match(out, '<p class="price">$3.80</p>', 'the other prices stay');
  t.match(r.summary, /Changed the price of Country sourdough from \$7\.50 to \$4\.50/);
  t.match(
    html(applyEdit('change the price of the croissant to 3.20', site).files),
    '<h3>Butter croissant</h3><p>Laminated for three days</p></div><p class="price">$3.20</p>',
    "the page's currency kept",
  );
  const plan = html(applyEdit('make the Standard plan $25/month', site).files);
  t.match(plan, /<h3>Standard<\/h3>\n<p>[^<]*<\/p>\n<p class="tier-price"><strong>\$25<\/strong> <span>\/ month<\/span><\/p>/);
});

t.test('hand-written price lists', async (t) => {
  const table = page(
    '    <table>\n      <tr><td>Sourdough loaf</td><td>&pound;4.00</td></tr>\n      <tr><td>Rye</td><td>&pound;3.50</td></tr>\n    </table>',
  );
  const tableOut = html(applyEdit('the sourdough is now £4.50', table).files);
  t.match(tableOut, '<tr><td>Sourdough loaf</td><td>£4.50</td></tr>');
  t.match(tableOut, '<tr><td>Rye</td><td>&pound;3.50</td></tr>', 'entities elsewhere kept as written');
  const plans = page(
    '    <dl class="plans">\n      <dt>Basic</dt><dd>$9 a month</dd>\n      <dt>Pro plan</dt><dd>$19 a month</dd>\n    </dl>',
  );
  t.match(html(applyEdit('make the Pro plan $29/month', plans).files), '<dt>Pro plan</dt><dd>$29 a month</dd>');
  const line = page('    <ul>\n      <li>Espresso — 2,20 €</li>\n      <li>Flat white — 3,20 €</li>\n    </ul>');
  t.match(html(applyEdit('Raise the flat white to 3,60 €', line).files), '<li>Flat white — 3,60 €</li>\n');
  t.throws(() => applyEdit('the baguette is now £2', table), /could not find "baguette"/);
  t.throws(
    () => applyEdit('the sourdough is now £2', page('<p>Sourdough baked daily.</p>')),
    /could not find a price next to "Sourdough baked daily\."/,
  );
});

t.test('the item named without a price on one page and priced on another', async (t) => {
  const pages: SiteFile[] = [
    {
      path: 'index.html',
      content:
        '<!DOCTYPE html>\n<html lang="en"><head><title>Oak</title></head><body><p>Our cinnamon buns are rolled by hand.</p></body></html>\n',
      language: 'html',
    },
    {
      path: 'about.html',
      content:
        '<!DOCTYPE html>\n<html lang="en"><head><title>About</title></head><body><h2>Cinnamon buns</h2><p>A family recipe.</p></body></html>\n',
      language: 'html',
    },
    {
      path: 'menu.html',
      content:
        '<!DOCTYPE html>\n<html lang="en"><head><title>Menu</title></head><body><ul><li>Cinnamon bun <span class="price">£3.20</span></li></ul></body></html>\n',
      language: 'html',
    },
  ];
  const r = applyEdit('The cinnamon bun is £3.50 now', pages);
  t.match(r.files.find((f) => f.path === 'menu.html')!.content, '<li>Cinnamon bun <span class="price">£3.50</span></li>');
  t.same(
    r.files.filter((f) => f.path !== 'menu.html').map((f) => f.content),
    pages.filter((f) => f.path !== 'menu.html').map((f) => f.content),
    'the pages that only name it are left as they were',
  );
  t.match(r.summary, /from £3\.20 to £3\.50 in menu\.html/);
  // An engine site whose about page tells the story of an item its menu page prices.
  const site = generateSite(
    'Oak Street Bakery in Leeds needs a site with a home page, an about page, a menu page and a contact page',
  ).files;
  const menu = site.find((f) => f.path === 'menu.html')!.content;
  t.ok(/Croissant/i.test(site.find((f) => f.path === 'about.html')?.content ?? '') || /croissant/i.test(menu), 'a croissant on the site');
  t.doesNotThrow(() => applyEdit('Change the price of the croissant to £3', site), 'the priced croissant is found');
  t.throws(
    () => applyEdit('The cinnamon bun is £3.50 now', pages.slice(0, 2)),
    /could not find a price next to "Our cinnamon buns are rolled by hand\."/,
  );
});

t.test('the old price named beside the new one, and the verbs of "is"', async (t) => {
  const price = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'price' ? [op.item, op.price, op.withCurrency] : op;
  };
  t.same(price('Cardamom bun: 4.50 instead of 4.20'), ['Cardamom bun', '4.50', false]);
  t.same(price('Change the lemon tart from £5 to £6'), ['lemon tart', '£6', true]);
  t.same(price('Bump the croissant up to 4 pounds'), ['croissant', '4 pounds', true]);
  t.same(price('Der Preis für das Croissant ist jetzt 4 €'), ['Croissant', '4 €', true]);
  t.same(price('Das Croissant kostet ab sofort 4 € statt 3,80 €'), ['Croissant', '4 €', true]);
  t.same(price('El croissant pasa de 3,80 € a 4 €'), ['croissant', '4 €', true]);
  t.same(price('El precio del croissant es ahora 4 €'), ['croissant', '4 €', true]);
  t.same(price('Le croissant passe de 3,80 € à 4 €'), ['croissant', '4 €', true]);
  // "de" before the one amount there is says what the price is, not what it was.
  t.same(price('El precio del croissant es ahora de 4 €'), ['croissant', '4 €', true]);
  t.same(price('Le prix du croissant est maintenant de 4 €'), ['croissant', '4 €', true]);
  t.same(price('The price of the lemon tart was raised to £6'), ['lemon tart', '£6', true]);
});

t.test('the new price is written as the site writes its prices', async (t) => {
  // The price shown after an item's heading on the engine's menu.
  const priceOf = (out: string, item: string) =>
    out.match(new RegExp(`<h3>${item}</h3>(?:<p>[^<]*</p>)?</div><p class="price">([^<]*)</p>`))?.[1];
  const english = generateSite('A bakery called Blue Door in Leeds with a menu').files;
  const german = generateSite('Eine Bäckerei namens Korn in Köln mit einer Speisekarte und Preisen').files;
  const spanish = generateSite('Una panadería llamada El Horno en Madrid, con menú y precios').files;
  t.equal(priceOf(html(english), 'Country sourdough'), '£7.50');
  // The engine writes a no-break space before the euro sign; an edit keeps it.
  t.equal(priceOf(html(german), 'Country sourdough'), '7,50\u00a0€');
  const cases: [SiteFile[], string, string, string][] = [
    [english, 'Cardamom bun: 4.50 instead of 4.20', 'Cardamom bun', '£4.50'],
    [english, 'Change the lemon tart from £5 to £6', 'Lemon tart', '£6.00'],
    [english, 'Bump the croissant up to 4 pounds', 'Butter croissant', '£4.00'],
    [german, 'Der Preis für das Croissant ist jetzt 4 €', 'Butter croissant', '4,00\u00a0€'],
    [german, 'Das Croissant kostet ab sofort 4.5 € statt 3,80 €', 'Butter croissant', '4,50\u00a0€'],
    [spanish, 'El croissant pasa de 3,80 € a 4 €', 'Butter croissant', '4,00\u00a0€'],
  ];
  for (const [site, request, item, want] of cases) {
    const out = html(applyEdit(request, site).files);
    t.equal(priceOf(out, item), want, request);
    t.equal(priceOf(out, 'Country sourdough'), priceOf(html(site), 'Country sourdough'), `${request}: the other prices stay`);
  }
  t.equal(priceOf(html(applyEdit('the croissant is now $4', english).files), 'Butter croissant'), '$4', 'another currency as asked');
});

t.test('one sentence changing several prices changes each, and nothing else', async (t) => {
  const menu = generateSite('Pizzeria Napoli in Leeds with menu: margherita £9, diavola £11, calzone £12').files;
  const row = (doc: string, item: string) => new RegExp(`<h3>${item}</h3></div><p class="price">([^<]+)</p>`).exec(doc)?.[1];
  for (const [ask, calzone, diavola] of [
    ['Calzone is £13 now and diavola £12', '£13', '£12'],
    ['New prices: calzone £13, diavola £12', '£13', '£12'],
    ['Change the calzone to £14 and the diavola to £10.50', '£14', '£10.50'],
  ] as const) {
    const r = applyEdit(ask, menu);
    const doc = html(r.files);
    t.equal(row(doc, 'Calzone'), calzone, `${ask}: calzone`);
    t.equal(row(doc, 'Diavola'), diavola, `${ask}: diavola`);
    t.equal(row(doc, 'Margherita'), '£9', `${ask}: the item not named keeps its price`);
    t.match(r.summary, /Calzone.*Diavola|Diavola.*Calzone/s, `${ask}: both said`);
  }
  // A price given as its old and new amounts is one change; two amounts of one plan are not split.
  t.same(splitInstructions('change the calzone from £12 to £13'), ['change the calzone from £12 to £13']);
  t.same(splitInstructions('make the Pro plan $29/month or $290/year'), ['make the Pro plan $29/month or $290/year']);
});

t.test('an item named in the singular where the page lists its plural, in German and Spanish', async (t) => {
  const list = (items: string) => page(`    <ul>\n${items}\n    </ul>`);
  const german = list('      <li>Brezeln — 0,90 €</li>\n      <li>Apfelkuchen — 3,50 €</li>');
  t.match(html(applyEdit('Die Brezel kostet jetzt 1,10 €', german).files), '<li>Brezeln — 1,10 €</li>');
  const spanish = list('      <li>Panes de pueblo — 2 €</li>\n      <li>Magdalenas — 1,50 €</li>');
  t.match(html(applyEdit('El pan de pueblo ahora cuesta 2,20 €', spanish).files), '<li>Panes de pueblo — 2,20 €</li>');
  t.notMatch(html(applyEdit('Entferne die Brezel', german).files), 'Brezeln', 'removed by the singular too');
  t.throws(() => applyEdit('Die Breze kostet jetzt 1 €', german), /could not find "Breze"/, 'a shorter word is no plural of it');
});

t.test('round 11: a price that went up, rose or was put up', async (t) => {
  const op = (text: string) => {
    const read = parseInstruction(text);
    return read?.kind === 'price' ? [read.item, read.price] : read;
  };
  t.same(op('group walks went up to £12'), ['group walks', '£12']);
  t.same(op('the trim rose to £14'), ['trim', '£14']);
  t.same(op('Our pizzas have been put up to £11'), ['pizzas', '£11']);
  t.same(op('Lattes went down to £3'), ['Lattes', '£3']);
  const site = generateSite('Dog walker in Harrogate, Happy Tails. Solo walk is £15, group walk £10, puppy visits £8 each').files;
  const html = applyEdit('group walks went up to £12. also add our email hello@happytails.co.uk', site)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('\n');
  t.match(html, /[Gg]roup walk[\s\S]{0,300}£12/, 'the price changed');
  t.match(html, 'hello@happytails.co.uk', 'and the e-mail added, from the same message');
});

t.test('round 15: "should be", a second ask after "and can you", and a colour’s name that is a thing sold', async (t) => {
  t.same(splitInstructions('hot chocolate should be £3.80 and can you add chai latte at £3.50'), [
    'hot chocolate should be £3.80',
    'can you add chai latte at £3.50',
  ]);
  t.same(parseInstruction('hot chocolate should be £3.80'), { kind: 'price', item: 'hot chocolate', price: '£3.80', withCurrency: true });
  t.not(parseInstruction('salmon £14')?.kind, 'colours', '"salmon" beside a price is a dish, not a colour');
  t.same(parseInstruction('make the buttons chocolate'), { kind: 'colours', component: 'chocolate' }, 'with a word for colour it is one');
  const cafe = generateSite('Café Bean There in Brighton: flat white £3.20, cappuccino £3.40, hot chocolate £3.60').files;
  const out = applyEdit('hot chocolate should be £3.80 and can you add chai latte at £3.50', cafe).files.find(
    (f) => f.path === 'index.html',
  )!;
  t.match(out.content, /Hot chocolate[\s\S]{0,200}£3\.80/);
  t.match(out.content, /Chai latte[\s\S]{0,200}£3\.50/);
});
