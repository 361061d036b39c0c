// One more entry in a list the page has: a priced item in the list its heading names, or a class
// in a timetable. The new entry copies the last one's markup with the new name, price or time.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Crumb</title></head>\n<body>\n${body}\n</body>\n</html>\n`,
    language: 'html',
  },
];
const html = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('phrasings name the item, its price or time, and the list', async (t) => {
  const item = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'addItem' ? [op.name, op.price ?? op.when, op.list] : op;
  };
  t.same(item('Please add a seeded batch for 3.80 € to the bread list'), ['Seeded batch', '3.80 €', 'bread list']);
  t.same(item('Add cinnamon buns at £2.10'), ['Cinnamon buns', '£2.10', undefined]);
  t.same(item('Añade tarta de queso por 5 € a la carta'), ['Tarta de queso', '5 €', 'carta']);
  t.same(item('Ajoutez un croissant aux amandes à 2,50 € à la carte'), ['Croissant aux amandes', '2,50 €', 'carte']);
  t.same(item('Add spin class on Thursday evenings at 7pm'), ['Spin class', 'Thursday evenings at 7pm', undefined]);
  t.same(item('Füge einen neuen Kurs hinzu: Pilates am Dienstagabend'), ['Pilates', 'Dienstagabend', undefined]);
  t.equal(parseInstruction('Add a pricing section with plans at $9, $19 and $29')?.kind, 'addSection', 'a section is no item');
  t.equal(parseInstruction('Add a FAQ about parking')?.kind, 'faq');
  t.same(
    parseInstruction('Add a booking form for Saturday appointments'),
    { kind: 'addSection', section: 'booking' },
    'a feature is no item',
  );
  t.same(parseInstruction('Add a timetable on Tuesdays'), { kind: 'addSection', section: 'schedule' });
});

t.test('hand-written lists: the one its heading names, in its own format', async (t) => {
  const lists = page(
    '<section id="cakes"><h2>Cakes</h2><ul>\n  <li>Carrot cake — £3.50</li>\n  <li>Brownie — £2.80</li>\n</ul></section>\n<section><h2>Bread</h2><ul>\n  <li>Sourdough — £4.00</li>\n  <li>Baguette — £2.20</li>\n</ul></section>',
  );
  t.match(
    html(applyEdit('Please add a seeded batch for £3.80 to the bread list', lists).files),
    '<li>Baguette — £2.20</li>\n  <li>Seeded batch — £3.80</li>\n</ul></section>',
  );
  t.match(
    html(applyEdit('Add cinnamon buns at £2.10 to the cakes', lists).files),
    '<li>Brownie — £2.80</li>\n  <li>Cinnamon buns — £2.10</li>',
  );
  const table = page('<h2>Prices</h2><table><tr><td>Haircut</td><td>£20</td></tr><tr><td>Beard trim</td><td>£10</td></tr></table>');
  t.match(
    html(applyEdit('Add a fringe trim for 6 to the price list', table).files),
    '<tr><td>Fringe trim</td><td>£6</td></tr></table>',
    'the currency kept',
  );
  const terms = page(
    '<dl class="carta"><dt>Flan</dt><dd>Casero</dd><dd>4 €</dd><dt>Churros</dt><dd>Con chocolate</dd><dd>3,50 €</dd></dl>',
  );
  t.match(
    html(applyEdit('Añade tarta de queso por 5 € a la carta', terms).files),
    '<dd>3,50 €</dd>\n<dt>Tarta de queso</dt><dd>5 €</dd></dl>',
  );
  const classes = page(
    '<h2>Classes</h2><ul>\n<li><strong>Yoga</strong> Monday 7pm</li>\n<li><strong>Spin</strong> Wednesday 6pm</li>\n</ul>',
  );
  t.match(html(applyEdit('Add boxing on Friday evenings', classes).files), '<li><strong>Boxing</strong> Friday evenings</li>\n</ul>');
  t.throws(() => applyEdit('Add cinnamon buns at £2.10', page('<p>No lists here.</p>')), /could not find a list with prices/);
});

t.test("the engine's menus and timetables", async (t) => {
  const menu = html(
    applyEdit('Add cinnamon buns at £2.10 to the menu', generateSite('A bakery called Crumb in Leeds with a menu').files).files,
  );
  t.match(menu, /<li class="menu-item"><div><h3>Cinnamon buns<\/h3><\/div><p class="price">£2\.10<\/p><\/li>\n<\/ul>/);
  const gym = generateSite('A gym called Iron Works in Bath with a class timetable').files;
  const week = html(applyEdit('Add spin class on Thursday evenings at 7pm', gym).files);
  t.match(week, /<tr><th scope="row">19:00<\/th>(<td>[^<]*<\/td>){3}<td>[^<]*, Spin class<\/td>/, "Thursday's 19:00 class");
  const morning = html(applyEdit('Füge einen neuen Kurs hinzu: Pilates am Dienstagvormittag', gym).files);
  t.match(morning, /<tr><th scope="row">07:00<\/th><td>[^<]*<\/td><td>[^<]*, Pilates<\/td>/);
});

t.test('round 12: an entry added after "new on the menu", after the list and a colon, or after an article', async (t) => {
  const op = (text: string) => {
    const read = parseInstruction(text);
    return read?.kind === 'addItem' ? [read.name, read.price] : read;
  };
  t.same(op('Neu auf der Karte: Matcha Latte für 4,20 €'), ['Matcha Latte', '4,20 €']);
  t.same(op('New on the menu: cheese toastie £6.50'), ['Cheese toastie', '£6.50']);
  t.same(op('Nouveau sur la carte : tarte au citron 5 €'), ['Tarte au citron', '5 €']);
  t.same(op('Añade a la carta: croquetas de jamón 7 €'), ['Croquetas de jamón', '7 €'], 'an entry, not the menu section again');
  t.same(op('Ajoutez le pain aux noix à 4,50 €'), ['Pain aux noix', '4,50 €']);
  t.same(op('Añade la tortilla de patatas a 9 €'), ['Tortilla de patatas', '9 €']);
  t.same(parseInstruction('Add a menu section'), { kind: 'addSection', section: 'menu' });
});

t.test('round 14: a thing newly on offer said as news, its price past its unit, and a copied cart button', async (t) => {
  const item = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'addItem' ? [op.name, op.price, op.list] : op;
  };
  t.same(item('We also do bike hire now: city bikes £15 a day'), ['City bikes', '£15', 'bike hire']);
  t.same(item('We now offer gel nails for £25'), ['Gel nails', '£25', undefined]);
  t.same(item("We've added oat lattes at £3.40"), ['Oat lattes', '£3.40', undefined]);
  t.same(item('Wir bieten jetzt auch Kinderhaarschnitte für 15 € an'), ['Kinderhaarschnitte', '15 €', undefined]);
  t.same(item('Ahora también ofrecemos manicura por 20 €'), ['Manicura', '20 €', undefined]);
  t.same(item('Nous proposons aussi le brushing à 30 €'), ['Brushing', '30 €', undefined]);
  t.same(item('New: city bikes £15 per day'), ['City bikes', '£15', undefined]);
  t.equal(parseInstruction('New prices: haircut £20')?.kind, 'price', '"new prices" changes a price');
  // (Round 14 read news without a price as no entry; since round 30 a thing said to be newly offered
  // is one, without a price: "We now do weddings" adds Weddings, as "We do weddings now" did.)
  t.same(item('We now do weddings'), ['Weddings', undefined, undefined], 'news alone: an entry without a price');
  // A price's unit is no part of the item's name.
  t.match(parseInstruction('The double room is now £95 a night'), { kind: 'price', item: 'double room' });
  t.match(parseInstruction('Day pass 12 € pro Tag, bitte ändern'), { kind: 'price', item: 'Day pass' });

  // Each piece after the first is one more entry, in the shop's list with prices; each copy's
  // cart button adds itself, not the entry it was copied from, and keeps its words.
  const shop = generateSite('Bike repair shop Spoke & Chain in Cambridge with services and opening hours').files;
  const edited = html(applyEdit('We also do bike hire now: city bikes £15 a day, e-bikes £30 a day', shop).files);
  for (const [name, amount] of [
    ['City bikes', 15],
    ['E-bikes', 30],
  ] as const) {
    t.match(edited, `<h3>${name}</h3><p class="price">£${amount}</p>`);
    t.match(edited, `data-name="${name}" data-price="${amount}">Add to cart<span class="visually-hidden">: ${name}</span></button>`);
  }
});

t.test('round 16: German asks joined by "und", each verb last, and a day a price starts is no part of the item', async (t) => {
  t.same(splitInstructions('Eiskaffee bitte streichen und Spaghettieis für 6 € aufnehmen'), [
    'Eiskaffee bitte streichen',
    'Spaghettieis für 6 € aufnehmen',
  ]);
  t.same(parseInstruction('Spaghettieis für 6 € aufnehmen'), { kind: 'addItem', name: 'Spaghettieis', price: '6 €' });
  t.same(parseInstruction('bitte Käsekuchen zu 3,50 € hinzufügen'), { kind: 'addItem', name: 'Käsekuchen', price: '3,50 €' });
  t.match(parseInstruction('Gel manicure goes up to £28 from Monday, pedicure stays the same.'), { kind: 'price', item: 'Gel manicure' });
  const parlour = generateSite('Eisdiele Venezia in Augsburg: Kugel 1,80 €, Becher 6,50 €, Eiskaffee 4,50 €').files;
  const out = html(applyEdit('Eiskaffee bitte streichen und Spaghettieis für 6 € aufnehmen', parlour).files);
  t.notMatch(out, /Eiskaffee/);
  t.match(out, /Spaghettieis[\s\S]{0,200}6,00 €|Spaghettieis[\s\S]{0,200}6 €/);
});
