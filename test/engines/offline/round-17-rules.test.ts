// Issue 33, round 17: the rules written for the families its sitting missed, each tested in
// phrasings of its own (none is a sentence of the sitting): a reason said beside an ask, a polite
// opening, Spanish's plural "you", a rest day, a quoted footer line, a priced entry after news of
// something new, a thing newly offered with no price, a form's fields in the sentence after it,
// a class at a time the timetable has no row for, a part of the page named by the thing in it,
// FAQ topics in the caller's words, a trade before a name, "and" inside a listed thing, and a
// colour said beside the site.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { faqEntries } from '../../../services/generator/engines/offline/edit/faq-entries.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const index = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;
const edit = (start: string, ask: string) => applyEdit(ask, generateSite(start).files);

t.test('a sentence that asks for nothing beside one that asks is said as a remark, never dropped silently', async (t) => {
  const result = edit('Deli Salt & Vine in Ipswich: olives £4, focaccia £3.50', 'Focaccia is £3.80 now. Rent went up this year.');
  t.match(index(result.files), /£3\.80/, 'the ask is done');
  t.match(result.summary, /Read "Rent went up this year\." as a remark/, 'the remark is said');
  const alone = () => edit('Deli Salt & Vine in Ipswich: olives £4', 'Rent went up this year.');
  t.throws(alone, EngineError, 'a remark alone is no edit');
  // A sentence not understood that may ask (a number, a word of asking) still fails the edit.
  t.throws(() => edit('Deli Salt & Vine in Ipswich: olives £4', 'Olives are £4.50 now. We sold 300 loaves last week.'), EngineError);
  t.throws(() => edit('Deli Salt & Vine in Ipswich: olives £4', 'Olives are £4.50 now. Please sort the gallery out.'), EngineError);
});

t.test('a polite opening is no part of what is asked, and "can we get" asks for something added', async (t) => {
  const price = parseInstruction('Could you please bump the focaccia up to £3.90?');
  t.same(price?.kind === 'price' ? price.item : price, 'focaccia');
  const german = parseInstruction('Kannst du den Preis für Focaccia auf 4 € setzen?');
  t.equal(german?.kind, 'price');
  // The time a price starts is no part of the item ("Ab kommendem Jahr", "from next month").
  const startsNextYear = parseInstruction('Ab kommendem Jahr kostet die Brezel 1,20 €');
  t.same(startsNextYear?.kind === 'price' ? startsNextYear.item : startsNextYear, 'Brezel');
  const wish = parseInstruction('Could we have a gallery?');
  t.same(wish, { kind: 'addSection', section: 'gallery' });
});

t.test("Spanish's plural 'you' of Spain asks as its singular does", async (t) => {
  t.same(parseInstruction('Cambiad el teléfono al 955 000 111'), { kind: 'contact', field: 'phone', value: '955 000 111' });
  t.same(parseInstruction('Poned nuestro correo hola@sevilla-ceramica.es'), {
    kind: 'contact',
    field: 'email',
    value: 'hola@sevilla-ceramica.es',
  });
  const removed = parseInstruction('Quitad el flan de la carta');
  t.same(removed?.kind === 'removeSection' ? removed.name : removed, 'flan');
});

t.test('a day of rest said as the day is that day closed, in its language', async (t) => {
  const rows = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'hours' ? op.rows : op;
  };
  t.same(rows('Mondays are our rest day from now on'), ['Mondays closed']);
  t.same(rows('Mittwoch ist ab sofort Ruhetag'), ['Mittwoch Ruhetag']);
  t.same(rows('El martes es nuestro día de descanso'), ['martes cerrado']);
  t.same(rows('Le lundi est désormais notre jour de fermeture'), ['lundi fermé']);
  const html = index(edit('Café Tandem in Norwich with opening hours and a menu', 'Wednesdays are our day off now').files);
  t.match(html, /<th scope="row">Wednesday<\/th><td>Closed<\/td>/);
});

t.test('words quoted to go in the footer are a line of the footer', async (t) => {
  const line = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'footerNote' ? op.text : op;
  };
  t.equal(line('Put "Gas Safe registered 123456" in the footer'), 'Gas Safe registered 123456');
  t.equal(line('Füge „Meisterbetrieb seit 1987“ in die Fußzeile ein'), 'Meisterbetrieb seit 1987');
  t.not(parseInstruction('Add our phone number to the footer')?.kind, 'footerNote', 'unquoted, it names no words to write');
});

t.test('a name and a price right after news of something new are an entry added', async (t) => {
  const result = edit('Climbing wall Crux in Sheffield: day pass £12, 10-visit card £100', 'Just launched! Youth club, £8 a session');
  t.match(index(result.files), /Youth club[\s\S]{0,300}£8/);
  t.match(result.summary, /Added Youth club at £8/);
  // Without news before it, a name and a price is no entry to add.
  t.throws(() => edit('Climbing wall Crux in Sheffield: day pass £12', 'Great year. Youth club, £8 a session'), EngineError);
});

t.test('a thing newly offered without a price is an entry of what the business offers', async (t) => {
  const added = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'addItem' ? op.name : op;
  };
  t.equal(added("We're now doing dog grooming too"), 'Dog grooming');
  t.equal(added('We now also run pottery taster sessions, please add them'), 'Pottery taster sessions');
  t.equal(added('I can do wedding hair as well, add it please'), 'Wedding hair');
  t.equal(added('We do lots of things'), null, 'no news: nothing added');
  const html = index(edit('Pet sitter Whiskers & Wags in Bath with services and a contact form', 'We also do cat boarding now').files);
  // It joins the services, never a form's fields.
  t.match(html, /<h3>Cat boarding<\/h3>/);
  t.notMatch(html, /<label[^>]*>Cat boarding/);
});

t.test("a form's fields named in the sentence after it are that form's", async (t) => {
  t.same(splitInstructions('Could we get a booking form? Name, email, phone and preferred date.'), [
    'Could we get a booking form with Name, email, phone and preferred date.',
  ]);
  const html = index(
    edit('Dog groomer Fluff Stop in Hove with services', 'Can we get a quote request form? Name, email and postcode please.').files,
  );
  t.match(html, /<label for="contact-postcode">Postcode<\/label>/);
  t.same(
    splitInstructions('Add a contact form. Thanks, great work.'),
    ['Add a contact form.', 'Thanks, great work.'],
    'no fields, no join',
  );
});

t.test('a class at a time the timetable has no row for gets a row of its own', async (t) => {
  const html = index(edit('Gym Iron Works in Derby with classes and a timetable', 'Add a spin class on Fridays at 9:30pm').files);
  const rows = [...html.matchAll(/<tr><th scope="row">(\d\d:\d\d)<\/th>/g)].map((m) => m[1]);
  t.ok(rows.includes('21:30'), `a 21:30 row: ${rows.join(' ')}`);
  t.same(rows, [...rows].sort(), 'rows stay in order');
  t.match(html, /<th scope="row">21:30<\/th><td><\/td><td><\/td><td><\/td><td><\/td><td>Spin class<\/td><\/tr>/, "in Friday's column");
  const morning = index(edit('Gym Iron Works in Derby with classes and a timetable', 'Add a stretch class on Mondays at 6am').files);
  t.match(morning, /<th scope="row">06:00<\/th><td>Stretch class<\/td>/, 'before the first row');
  t.notMatch(
    index(generateSite('Academia de baile Compás en Cádiz con clases y horarios').files),
    /Horario de actividades \d/,
    'no numbered placeholders',
  );
});

t.test('a part of the page named by the thing in it is that thing removed', async (t) => {
  for (const ask of ['Take the catering bit off', 'Please take the catering part out', 'take the catering section off please']) {
    const op = parseInstruction(ask);
    t.same(op?.kind === 'removeSection' ? op.name : op, 'catering', ask);
  }
});

t.test('FAQ topics are found by the words the caller used', async (t) => {
  const questions = (topics: string[], lang: 'en' | 'de' | 'es' | 'fr') => faqEntries(topics, lang).map(([q]) => q);
  t.same(questions(['gift vouchers'], 'en'), ['Do you offer gift cards?'], 'a gift card is no way to pay');
  t.same(questions(['Geschenkgutscheine'], 'de'), ['Gibt es Gutscheine?']);
  t.same(questions(['la carte'], 'fr'), ["Qu'en est-il de la carte ?"], 'the menu is no bank card');
  t.same(questions(['Lieferung'], 'de'), ['Liefern Sie auch?'], 'the question says it');
  t.same(questions(['Versand'], 'de'), ['Versand: Liefern Sie auch?'], 'the question says it otherwise: the topic heads it');
  t.same(questions(['card payments'], 'en'), ['Can I pay by card?']);
});

t.test('a trade before a name of two words or more is no part of the name', async (t) => {
  const cases: [string, string][] = [
    ['Plumber Flow Right in Bolton with services', 'Flow Right'],
    ['Photographer Ana Ruiz in Leeds, portfolio and prices', 'Ana Ruiz'],
    ['Jeweller Gold & Grain in Chester', 'Gold & Grain'],
    ['Baker Street Deli in London with a menu', 'Baker Street Deli'],
    ['Pizza Express in Leeds', 'Pizza Express'],
  ];
  for (const [query, name] of cases) t.equal(parseRequest(query).name, name, query);
});

t.test('"and" inside a listed thing, and words standing for the things, in a list of things offered', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('Garden services by Green Hand in Leeds: hedges and borders, lawn care, patio cleaning, fencing.'), [
    'hedges and borders',
    'lawn care',
    'patio cleaning',
    'fencing',
  ]);
  t.same(names('Salon Mirror in York: cuts, blow-dries, hair and makeup, nails'), ['cuts', 'blow-dries', 'hair and makeup', 'nails']);
  t.same(names('Shop for Tin Kettle in Bath: teapots, mugs and tea towels, all handmade'), ['teapots', 'mugs', 'tea towels', 'handmade']);
  t.same(names('Bakery Crust in Ely: loaves, cakes and pies, each with a price'), ['loaves', 'cakes', 'pies']);
});

t.test('a colour said beside the site is its colour, and a German colour noun is no town', async (t) => {
  t.same(parseColours('Eine Website in Grün für die Gärtnerei Blatt in Ulm', 'de').extra, ['green']);
  t.same(parseColours('A purple website for a nail bar in Hull').extra, ['purple']);
  t.same(parseColours('A website for the Black Sheep pub').extra, [], 'a colour in a name is no colour asked for');
  t.equal(parseRequest('Eine Website in Grün für die Gärtnerei Blatt in Ulm').place, 'Ulm');
  t.equal(parseRequest('Bakery in Orange with a menu').place, 'Orange', 'an English town keeps its name');
  t.equal(parseRequest('Website für die Kita Sonnenschein in Kiel').name, 'Kita Sonnenschein');
});
