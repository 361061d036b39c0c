// Issue 33, round 26: the rules written for the families its sitting missed, each tested in
// phrasings of its own: news the caller asks to be mentioned, a price that "will be" a new one, pages
// named by what they help to do and two pages in one piece of the list, a form's fields after a colon
// further on in its sentence, an area asked as a number, and old rose as a pink.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { colord } from 'colord';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('news the caller asks to be mentioned is a line of news', async (t) => {
  t.same(parseInstruction("We've started doing Sunday lunches, please mention that on the site"), {
    kind: 'announcement',
    text: "We've started doing Sunday lunches",
  });
  t.same(parseInstruction('Let customers know that we are moving to Unit 4 in May'), {
    kind: 'announcement',
    text: 'We are moving to Unit 4 in May',
  });
  t.same(parseInstruction('Could you mention that parking is free after 6pm?'), {
    kind: 'announcement',
    text: 'Parking is free after 6pm',
  });
  // "Say" and "mention" alone ask for no line: what to say is not a sentence of news.
  t.not(parseInstruction('Say something nice about our history')?.kind, 'announcement');
  t.not(parseInstruction('Mention our opening hours')?.kind, 'announcement');
  const html = page(
    applyEdit('We now deliver to Harrogate too, mention it please', generateSite('Flower shop Petal Cart in York with bouquets').files)
      .files,
  );
  t.match(html, /We now deliver to Harrogate too/);
});

t.test('a price that "will be" or "will cost" a new one is changed', async (t) => {
  t.same(parseInstruction('The large pizza will be £14 from March'), {
    kind: 'price',
    item: 'large pizza',
    price: '£14',
    withCurrency: true,
  });
  const files = generateSite('Ice cream parlour Scoop in Whitby with prices: single cone £3, double cone £4.50').files;
  const html = page(applyEdit('A double cone will cost £5 this summer', files).files);
  t.match(html, /Double cone[\s\S]{0,200}£5\.00/i);
  t.notMatch(html, /£4\.50/);
});

t.test('pages named by what they help to do, and two pages in one piece of the list', async (t) => {
  const request = parseRequest('Website for Oakridge Bowls Club: home, fixtures and results, membership, and how to join');
  t.same(
    request.pages.map((p) => p.label),
    ['Fixtures', 'Results', 'Membership', 'Join'],
  );
  t.same(request.items, [], 'the pages are no things on offer');
});

t.test("a form's fields after a colon further on in its sentence", async (t) => {
  const request = parseRequest(
    'Formulario de presupuesto para nuestra empresa de reformas Casa Nova en Lugo: nombre, teléfono, superficie y mensaje',
  );
  t.same(request.asked.form?.fields, ['nombre', 'teléfono', 'superficie', 'mensaje']);
  t.same(request.items, []);
  // A colon far from any form word lists no fields.
  t.equal(parseRequest('Contact form for the bakery. Our breads: sourdough, rye and spelt').asked.form, null);
});

t.test('an area is asked for as a number', async (t) => {
  const html = page(
    generateSite('Flooring fitter Plank & Tile in Derby with a quote form asking for name, email, room size in m² and message').files,
  );
  t.match(html, /<input[^>]*type="number"[^>]*>/);
  const german = page(generateSite('Malerbetrieb Pinselstrich in Ulm, Anfrageformular mit Name, Telefon, Fläche und Nachricht').files);
  t.match(german, /Fläche[\s\S]{0,200}type="number"|type="number"[\s\S]{0,200}Fläche/);
});

t.test('old rose is a light dusty pink, and "zart" is how the site looks', async (t) => {
  const colours = parseColours('Seite für das Brautmodengeschäft Schleier mit altrosa Buttons', 'de');
  const { h, l } = colord(colours.component ?? '#000').toHsl();
  t.ok((h >= 345 || h < 10) && l >= 75, `a light red-pink (${colours.component})`);
  t.same(parseRequest('Webseite für das Nagelstudio Feile: zart und hell, mit altrosa Buttons').items, []);
});
