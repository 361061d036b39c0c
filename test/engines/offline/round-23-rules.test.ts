// Issue 33, round 23: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a FAQ question with the caller's own answer, a thing offered added by
// name alone, a day's hours given as a range (after "we open", or alone), "we're the ... from",
// a neighbourhood association that runs classes, German kinds joined by a hyphen and "an der",
// a booking request's arrival and departure, an event's time apart from its date and a fee per
// team, a black site with white letters, prices given in yen or pesos shown as given.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const edited = (start: string, ...edits: string[]) => {
  let files = generateSite(start).files;
  const summaries: string[] = [];
  for (const edit of edits) {
    const result = applyEdit(edit, files);
    files = result.files;
    summaries.push(result.summary);
  }
  return { summary: summaries.join(' / '), html: page(files) };
};
const entries = (html: string) => [...html.matchAll(/<summary>([^<]*)<\/summary><p>([^<]*)<\/p>/g)].map((m) => [m[1], m[2]]);

t.test('a FAQ question with its answer keeps the answer', async (t) => {
  const start = 'Climbing wall Crux in Sheffield with prices and opening hours';
  const one = edited(start, 'Add a FAQ: can children climb? Yes, from age six with an adult.');
  t.same(entries(one.html).at(-1), ['Can children climb?', 'Yes, from age six with an adult.']);
  const two = edited(start, 'Add FAQs: Do I need to book? Only at weekends. Is there parking? There is, behind the building.');
  t.same(entries(two.html).slice(-2), [
    ['Do I need to book?', 'Only at weekends.'],
    ['Is there parking?', 'There is, behind the building.'],
  ]);
  t.match(two.summary, /Do I need to book\?, Is there parking\?/, 'the summary names the questions, not the answers');
  // An instruction after the question is an instruction, not its answer.
  const then = edited(start, 'Add a FAQ: can I hire shoes? Change the phone number to 0114 555 0190');
  t.match(then.html, /Can I hire shoes\?<\/summary><p>Ask us/);
  t.match(then.summary, /Changed the phone/);
  // A question without an answer still gets the stock way to ask.
  t.match(edited(start, 'Add a FAQ: do you sell chalk?').html, /Do you sell chalk\?<\/summary><p>Ask us/);
});

t.test('a thing offered added by its name alone goes in the list of what is offered', async (t) => {
  t.same(parseInstruction('Añadid también cursos de italiano'), { kind: 'addItem', name: 'Cursos de italiano', plain: true });
  t.same(parseInstruction('Please add pottery workshops too'), { kind: 'addItem', name: 'Pottery workshops', plain: true });
  const school = edited('Escuela de idiomas Palabra en Granada con cursos de inglés y alemán', 'Añadid también cursos de italiano');
  t.match(school.html, /<h3>Cursos de italiano<\/h3>/, school.summary);
  // Nothing like what the pages list, and no kind of thing offered: declined, not written as a service.
  t.throws(
    () => applyEdit('Add a bit of sparkle', generateSite('Nail bar Glitz in Hull with treatments').files),
    /not like anything the pages list/,
  );
});

t.test("a day's hours given as a range: after 'we open', alone, or after 'from'", async (t) => {
  const cell = (html: string, day: string) => new RegExp(`${day}</th><td>([^<]*)</td>`).exec(html)?.[1];
  const french = 'Boulangerie Le Fournil à Rennes avec les horaires';
  const before = page(generateSite(french).files);
  const morning = edited(french, 'Le samedi on ouvre seulement le matin, de 7 h à 12 h 30').html;
  t.equal(cell(morning, 'Samedi'), '7 h à 12 h 30');
  t.equal(cell(morning, 'Lundi'), cell(before, 'Lundi'), 'the other days stay');
  t.equal(cell(edited(french, 'Mercredi : de 8 h à 13 h').html, 'Mercredi'), '8 h à 13 h', 'a day and its range alone');
  t.equal(cell(edited('Heladería Nieve en Murcia con horario', 'Los lunes de 16 a 21').html, 'Lunes'), '16 a 21');
  // "from 9am to 12.30pm" gives both ends: the cell is both, not only the opening moved.
  const english = 'Deli Pickle Jar in Leeds with opening hours';
  const both = edited(english, 'Opening hours: Saturday from 9am to 1.30pm').html;
  t.equal(cell(both, 'Saturday'), '9am to 1.30pm');
  t.equal(
    cell(edited(english, 'Opening hours: Saturday from 9am to 1.30pm', 'We close at 3pm on Saturdays').html, 'Saturday'),
    '9am to 3pm',
  );
  // A class at a time is no row of hours.
  t.equal(parseInstruction('Add spin on Sunday from 9 to 10')?.kind, 'addItem');
});

t.test("the writers' own name after 'we're the' / 'somos la', with the town after it", async (t) => {
  const rowing = parseRequest("We're the Tideway Sculling Club from Chester and we run learn-to-row courses");
  t.equal(rowing.name, 'Tideway Sculling Club');
  t.equal(rowing.place, 'Chester');
  const neighbours = parseRequest('Somos la Asociación Vecinal San Antón de Granada y organizamos clases de pilates y un coro');
  t.equal(neighbours.name, 'Asociación Vecinal San Antón');
  t.equal(neighbours.place, 'Granada');
  t.equal(neighbours.kind.id, 'nonprofit', 'an association that runs pilates classes is no gym: the kind named first wins a tie');
  t.equal(parseRequest('We are open and we need a site for our bakery').name, null, 'no name where none is given');
});

t.test('German kinds joined by a hyphen, and a place "an der"', async (t) => {
  const canoe = parseRequest('Boots-Verleih Wasserläufer an der Saale mit Preisen');
  t.equal(canoe.name, 'Boots-Verleih Wasserläufer');
  t.equal(canoe.place, 'Saale');
  t.equal(parseRequest('Fensterreinigung Glanzlicht an der Elbe').name, 'Fensterreinigung Glanzlicht');
  t.equal(parseRequest('Fensterreinigung Glanzlicht an der Elbe').lang, 'de', 'German\'s "an der" is no English "an"');
});

t.test("a booking request's arrival, departure, guests and phone, typed", async (t) => {
  const html = page(
    generateSite('Ferienwohnung Seeblick am Plauer See: Buchungsanfrage mit Anreise, Abreise, Anzahl Gäste und Telefonnummer').files,
  );
  const type = (label: string) => new RegExp(`>${label}</label><input [^>]*type="(\\w+)"`).exec(html)?.[1];
  t.equal(type('Anreise'), 'date');
  t.equal(type('Abreise'), 'date');
  t.equal(type('Anzahl Gäste'), 'number');
  t.equal(type('Telefonnummer'), 'tel');
});

t.test("an event's time written apart from its date, and a fee per team", async (t) => {
  t.same(readFacts('Pub quiz for the scout hut roof, Thursday 12 June at the Plough, 8pm, £3 per team'), [
    { kind: 'date', text: 'Thursday 12 June, 8pm' },
    { kind: 'fee', text: '£3 per team' },
  ]);
  t.same(readFacts('Lesung am 4. April in der Stadtbücherei, Beginn 19:30, 6 € pro Person')[0], { kind: 'date', text: '4. April, 19:30' });
  // A price with decimals is no time of day.
  t.same(readFacts('Cake sale on 3 May, brownies £2.50'), [{ kind: 'date', text: '3 May' }]);
});

t.test('a black site with white letters is dark; feminine colour words are colours, not things', async (t) => {
  t.equal(parseColours('Quiero una página negra con letras blancas y botones rojos', 'es').theme, 'dark');
  t.equal(parseColours('A black website with gold buttons for a cocktail bar', 'en').theme, 'dark');
  t.equal(parseColours('White text on a deep background for our DJ site', 'en').theme, 'dark');
  t.equal(parseColours('Un site avec des lettres blanches et des boutons violets', 'fr').component, 'violet');
  const request = parseRequest('Web para mi tatuador Aguja en Vigo, negra con letras blancas y detalles rojos');
  t.notOk(
    request.items.some((item) => /letras/.test(item.name)),
    'white letters are how it looks, no thing on offer',
  );
});

t.test('prices the request gives are shown as given, in the currency written', async (t) => {
  const prices = (query: string) => [...page(generateSite(query).files).matchAll(/class="price">([^<]*)</g)].map((m) => m[1]);
  t.same(prices('Izakaya in Kyoto: yakitori ¥800, karaage ¥650'), ['￥800', '￥650'], 'yen as written, not a hundred times more');
  t.same(prices('Fonda Doña Chela en Oaxaca: tlayuda $90 MXN, mole negro $140 MXN'), ['$90', '$140'], 'a code after the sign is no name');
  t.same(parseRequest('Fonda Doña Chela en Oaxaca: tlayuda 90 MXN, mole negro 140 MXN').locale, { locale: 'es-MX', currency: 'MXN' });
  t.same(parseRequest('Parrilla Don Julio en Buenos Aires: bife 15000 pesos').locale.currency, 'ARS', "pesos are the place's own");
});
