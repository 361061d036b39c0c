// Issue 33, round 25: the rules written for the families its sitting missed, each tested in
// phrasings of its own: one FAQ question asked to be added with its answer, a thing added "to what I
// offer", a price raised or lowered in the first person plural, who gives the lessons before where,
// a kind opening the request with its name and a verb of wanting, a colour alone as no thing on
// offer, and a tracker whose things are added, ticked and cleared.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('one question asked to be added, with its answer', async (t) => {
  const start = generateSite('Campsite Heather Hill near Keswick with pitches and prices').files;
  const english = page(applyEdit('Add another question: can we bring dogs? Yes, on a lead.', start).files);
  t.match(english, /<summary>Can we bring dogs\?<\/summary><p>Yes, on a lead\.<\/p>/);
  const german = page(
    applyEdit(
      'Fügt eine Frage hinzu: Gibt es Parkplätze? Ja, hinter dem Haus.',
      generateSite('Pension Lindenhof in Celle mit Zimmern').files,
    ).files,
  );
  t.match(german, /Gibt es Parkplätze\?<\/summary><p>Ja, hinter dem Haus\.<\/p>/);
  t.same(parseInstruction('Añade una pregunta: ¿hacéis envíos?')?.kind, 'faq');
  // The caller asking a question of us is no entry to add.
  t.not(parseInstruction('I have a question: can the buttons be round?')?.kind, 'faq');
});

t.test('a thing added "to what I offer" goes in the list offered, whatever its words', async (t) => {
  t.same(parseInstruction('Add sign language classes to what we teach'), {
    kind: 'addItem',
    name: 'Sign language classes',
    list: 'services',
  });
  t.same(parseInstruction('Please add gutter cleaning to our services'), { kind: 'addItem', name: 'Gutter cleaning', list: 'services' });
  const files = generateSite('Handyman Andy in Luton: shelves, flat-pack and small repairs').files;
  const html = page(applyEdit('Add pressure washing to what I offer', files).files);
  t.match(html, /<h3>Pressure washing<\/h3>/);
});

t.test('a price raised or lowered in the first person plural', async (t) => {
  const spanish = page(
    applyEdit('Bajamos el corte de pelo a 12 €', generateSite('Barbería Navaja en Cádiz con precios: corte de pelo 14 €, barba 8 €').files)
      .files,
  );
  t.match(spanish, /Corte de pelo[\s\S]{0,200}12/i);
  t.match(spanish, /Barba[\s\S]{0,200}8/i);
  t.notMatch(spanish, /14\s?€/);
  const french = page(
    applyEdit('Nous augmentons la vidange à 65 €', generateSite('Garage Dupuis à Laval, tarifs : vidange 59 €, pneus 80 €').files).files,
  );
  t.match(french, /Vidange[\s\S]{0,200}65/i);
  t.notMatch(french, /59\s?€/);
});

t.test('who gives the lessons, named before where', async (t) => {
  t.equal(parseRequest('Cours de chant avec Inès Morel à Nancy, le mercredi soir').name, 'Inès Morel');
  t.equal(parseRequest('Clases de violín con Pablo Ruiz en Burgos').name, 'Pablo Ruiz');
  t.equal(parseRequest('Schwimmkurse mit Tom Beck in Husum für Kinder').name, 'Tom Beck');
});

t.test('a kind opening the request with its name, then what it wants', async (t) => {
  t.equal(parseRequest('Chess club Rook & Roll needs a simple site with meeting times').name, 'Rook & Roll');
  t.equal(parseRequest('Supper club Long Table wants a page for its dinners').name, 'Long Table');
});

t.test('a colour alone is how the site looks, no thing on offer', async (t) => {
  const request = parseRequest('Tattoo studio Ink Well: an almost-black page, off-white text and red buttons');
  t.same(
    request.items.map((item) => item.name),
    [],
  );
  // Things that are also colours' names, and colours inside a thing's name, stay things.
  t.same(
    parseRequest('Deli Larder in Ripon selling olives, salmon, chocolate and wine').items.map((item) => item.name),
    ['olives', 'salmon', 'chocolate', 'wine'],
  );
  t.ok(
    parseRequest('Florist Petal Post with red roses, white lilies and blue cornflowers').items.some((item) => item.name === 'red roses'),
  );
});

t.test('a tracker whose things are added, ticked and cleared is a to-do list', async (t) => {
  const request = parseRequest('Reading tracker for my class: pupils add a book, tick it when finished and can remove it');
  t.ok(request.features.includes('todo'), 'a working list');
  const html = page(generateSite('Reading tracker for my class: pupils add a book, tick it when finished and can remove it').files);
  t.match(html, /<input[^>]*type="text"/);
  // A tracker with nothing to tick is no list.
  t.notOk(parseRequest('Parcel tracker page for our courier firm in Derby').features.includes('todo'));
});
