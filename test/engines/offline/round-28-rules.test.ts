// Issue 33, round 28: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a thing removed by pointing back at the clause before, questions listed after
// a longer lead, a new number said as news, a thing newly offered in French, Spanish and German, a
// move to a new place, a price up or down by an amount in words, German "nehmt ... auf", a name in
// brackets with the area covered, German and French verbs of selling and growing, French partitives,
// what classes are on, craft studios, peoples before a kind, a dash before where the business is,
// makers' marketplaces, halls named in three words, a checker kept as a to-do list, a basket in Spanish.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { detectFeatures, detectKind, parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const ops = (query: string) => splitInstructions(query).map((part) => parseInstruction(part));
const itemNames = (query: string) => parseRequest(query).items.map((item) => item.name);

t.test('a thing removed by pointing back at the clause before', async (t) => {
  t.same(parseInstruction('gift wrapping is too much work these days, take it off'), { kind: 'removeSection', name: 'gift wrapping' });
  t.same(parseInstruction('Saturday classes were not popular so delete them'), { kind: 'removeSection', name: 'Saturday classes' });
  // A clause about the writer names nothing to remove.
  t.equal(parseInstruction('I think it is time, remove them'), null);
});

t.test('questions listed after a lead of several words and a colon', async (t) => {
  t.same(ops('Questions we get a lot, could they go on the page somewhere: is it step-free? yes. do you do takeaway? no'), [
    { kind: 'faq', topics: ['Is it step-free? yes.', 'Do you do takeaway? no'] },
  ]);
  t.same(ops('A few things customers ask us all the time, please put them up: do you open on bank holidays? no. can I pay by card? yes'), [
    { kind: 'faq', topics: ['Do you open on bank holidays? no.', 'Can I pay by card? yes'] },
  ]);
});

t.test('a new number said as news', async (t) => {
  t.same(parseInstruction('Hemos cambiado de teléfono: escribidnos o llamadnos al 600 112 233'), {
    kind: 'contact',
    field: 'phone',
    value: '600 112 233',
  });
  t.same(parseInstruction('Call us on 01632 960 123 from now on'), { kind: 'contact', field: 'phone', value: '01632 960 123' });
});

t.test('a thing newly offered in French, Spanish and German, with an ask to add it', async (t) => {
  t.same(parseInstruction('Nous proposons désormais le repassage, merci de l’ajouter'), { kind: 'addItem', name: 'Repassage' });
  t.same(parseInstruction('Ahora hacemos también masajes deportivos, ¿puedes añadirlo?'), { kind: 'addItem', name: 'Masajes deportivos' });
  t.same(parseInstruction('Wir bieten jetzt auch Hausbesuche, bitte aufnehmen'), { kind: 'addItem', name: 'Hausbesuche' });
  const html = page(
    applyEdit(
      "On fait maintenant aussi l'affûtage, vous pouvez l'ajouter ?",
      generateSite('Cordonnerie Le Bon Pied à Tarbes : ressemelage, talons, clés').files,
    ).files,
  );
  t.match(html, /[Aa]ffûtage/);
});

t.test('a move to a new place with its street written out', async (t) => {
  t.same(parseInstruction('Sessions are now at our new studio, 8 Harbour Row, Deal'), {
    kind: 'contact',
    field: 'address',
    value: '8 Harbour Row, Deal',
  });
  // A price said with "are now" is still a price.
  t.same(parseInstruction('Flapjacks are now £2.80'), { kind: 'price', item: 'Flapjacks', price: '£2.80', withCurrency: true });
});

t.test('a price up or down by an amount, in words or figures', async (t) => {
  t.same(parseInstruction('the carrot cake up two pounds'), {
    kind: 'price',
    item: 'carrot cake',
    price: '£2',
    withCurrency: false,
    by: { amount: 2, percent: false },
  });
  t.same(parseInstruction('Espresso goes down 30p'), {
    kind: 'price',
    item: 'Espresso',
    price: '30p',
    withCurrency: false,
    by: { amount: -0.3, percent: false },
  });
  const html = page(
    applyEdit('chips up a pound please', generateSite('Chippy The Golden Fry in Whitby with menu: cod £9, chips £3, mushy peas £2').files)
      .files,
  );
  t.match(html, /[Cc]hips[\s\S]{0,200}£4(?:\.00)?(?!\d)/);
  t.match(html, /[Cc]od[\s\S]{0,200}£9(?:\.00)?(?!\d)/);
});

t.test('German "nehmt ... auf" adds the thing, to the list named', async (t) => {
  t.same(parseInstruction('Nehmt bitte auch Glühwein in die Karte auf'), { kind: 'addItem', name: 'Glühwein', list: 'Karte' });
  t.same(parseInstruction('Nimm noch die Nagelpflege auf'), { kind: 'addItem', name: 'Nagelpflege', list: 'services' });
});

t.test('a name in brackets with the area covered', async (t) => {
  const site = parseRequest("I'm a mobile dog groomer (Suds & Snips, serving Swindon). Full grooms, nail clips and de-shedding");
  t.equal(site.name, 'Suds & Snips');
  t.equal(site.place, 'Swindon');
  t.equal(parseRequest("I'm a mobile piano tuner (Tunesmith, covering Norfolk). Tuning and repairs").name, 'Tunesmith');
});

t.test('verbs of growing and selling, French partitives, and how it is sold', async (t) => {
  t.same(itemNames('Wir, das Staudenparadies Wurzelwerk, züchten Funkien, Farne und Gräser'), ['Funkien', 'Farne', 'Gräser']);
  t.same(itemNames('Le moulin de Coat vend en direct de la farine, du sarrasin et des galettes'), ['farine', 'sarrasin', 'galettes']);
  // A German "du" with its verb opens a clause, no thing.
  t.notOk(itemNames('Bei uns: du kannst Brot, Kuchen und Kaffee bestellen').includes('kannst'), 'no "kannst"');
  t.same(itemNames('Wir ziehen um nach Kassel, Göttingen und Fulda'), [], '"ziehen um" is a move');
});

t.test('what classes and workshops are on is listed', async (t) => {
  t.same(itemNames('Courses in bookbinding, marbling, letterpress and paper making at Fold & Stitch, York'), [
    'bookbinding',
    'marbling',
    'letterpress',
    'paper making',
  ]);
});

t.test('where a van or stall is parked is its place, no thing', async (t) => {
  const site = parseRequest(
    'Our taco truck Salsa Roja serves carnitas tacos, fish tacos, nachos and horchata, usually parked at Granary Square',
  );
  t.same(
    site.items.map((item) => item.name),
    ['carnitas tacos', 'fish tacos', 'nachos', 'horchata'],
  );
  t.equal(site.place, 'Granary Square');
});

t.test('a studio of a craft is no agency', async (t) => {
  t.not(detectKind('Clayworks, a pottery studio in Frome').id, 'agency');
  t.not(detectKind('Tattoo studio Black Lotus in Derby').id, 'agency');
  t.equal(detectKind('A branding studio in Manchester').id, 'agency');
});

t.test('a people before the kind, then the name', async (t) => {
  t.equal(parseRequest('Our Nepalese restaurant Himal Kitchen in Aldershot serves momos, dal bhat and thukpa').name, 'Himal Kitchen');
  t.equal(parseRequest('Our Jamaican takeaway Yard Pot serves jerk chicken, rice and peas and patties').name, 'Yard Pot');
});

t.test('a dash before where the business is ends the list', async (t) => {
  t.same(itemNames('We sell sourdough, focaccia and babka — based in Hebden Bridge'), ['sourdough', 'focaccia', 'babka']);
});

t.test("makers' marketplaces are links, and the words asking for links no thing", async (t) => {
  const site = parseRequest('Portfolio for my jewellery, link to Folksy and Not On The High Street');
  t.same(
    site.links.map((link) => link.label),
    ['Folksy', 'Not On The High Street'],
  );
  const prints = parseRequest('A page for my linocut prints with links to where I sell: Etsy, Folksy and my Instagram');
  t.same(prints.links.map((link) => link.label).sort(), ['Etsy', 'Folksy', 'Instagram']);
  t.same(prints.items, []);
  const band = parseRequest('Page du trio Les Cerises, avec nos liens Qobuz et Deezer');
  t.same(
    band.links.map((link) => link.label),
    ['Qobuz', 'Deezer'],
  );
  t.same(band.items, []);
});

t.test('a hall named in three words', async (t) => {
  t.ok(
    readFacts('Barn dance, Saturday 4 April, 7pm, Lower Mill Farm Hall, Hay').some(
      (fact) => fact.kind === 'address' && fact.text === 'Lower Mill Farm Hall',
    ),
  );
});

t.test('a checker kept like a to-do list, and a basket in Spanish', async (t) => {
  t.equal(parseRequest('Homework checker: she writes each task in, ticks it when done and can bin it').kind.id, 'productivity');
  t.ok(detectFeatures('Tienda de jabones: cada jabón con un botón para añadirlo a la cesta').includes('cart'));
  t.notOk(detectFeatures('Regalamos una cesta de Navidad en diciembre').includes('cart'), 'a gift basket is no cart');
});
