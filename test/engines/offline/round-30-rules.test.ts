// Issue 33, round 30: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a price said to get dearer or cheaper, a part that opens with "and" after a
// cut, a German "mit auf" entry with its price, a thing removed "so please take it off", German's
// "So" in a clause of its own, a thing newly offered said as news or asked to be mentioned, a
// title's full stop, a team section "with" its people, short German requests, FAQ questions after a
// dash, a rename cut at a dash, a profile address given without a verb, an example quote after the
// ask, a kind read from the town's name or from one thing on offer, French and German verbs of a
// trade, a name joined by "for", form fields said as what people do, a unit before a street, a very
// dark site, a chart kept as a to-do list, and a new entry put in a list of things like it.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { detectLanguage } from '../../../services/generator/engines/offline/request/language.ts';
import { listApp } from '../../../services/generator/engines/offline/request/list-app.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { teamPeople } from '../../../services/generator/engines/offline/request/people.ts';
import { handWrittenPage } from '../../support/site-quality/suite/hand-sites.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const edited = (start: string, edit: string) => {
  const result = applyEdit(edit, generateSite(start).files);
  return { summary: result.summary, html: page(result.files) };
};
const ops = (text: string) => splitInstructions(text).map((part) => parseInstruction(part));
const itemNames = (query: string) => parseRequest(query).items.map((item) => item.name);

t.test('a price said to get dearer or cheaper, with the amount beside it', async (t) => {
  t.match(parseInstruction('Der Bart wird teurer: 14 €'), { kind: 'price', item: 'Bart', price: '14 €' });
  t.match(parseInstruction('The beard trim gets cheaper, £8'), { kind: 'price', item: 'beard trim', price: '£8' });
  t.match(parseInstruction('Le forfait mariage est plus cher : 60 €'), { kind: 'price', item: 'forfait mariage', price: '60 €' });
  t.match(parseInstruction('El corte de pelo es más caro, 18 €'), { kind: 'price', price: '18 €' });
  const salon = edited('Barbier Kante in Jena mit Preisen: Bart 12 €, Haarschnitt 24 €', 'Der Bart wird teurer: 14 €');
  t.match(salon.html, /Bart<\/h3><\/div><p class="price">14\s€/, salon.summary);
  t.match(salon.html, /Haarschnitt<\/h3><\/div><p class="price">24\s€/, 'the other price stays');
});

t.test('a part opening with "and" after a cut reads as the ask it is, and a German entry "mit auf" keeps its price', async (t) => {
  t.same(parseInstruction('and add a pie for £4'), { kind: 'addItem', name: 'Pie', price: '£4' });
  t.same(parseInstruction('Nehmt bitte Pfotenpflege für 12 € mit auf'), { kind: 'addItem', name: 'Pfotenpflege', price: '12 €' });
  const groomer = edited(
    'Hundesalon Wuschel in Gera mit Preisen: Baden 30 €, Scheren 50 €',
    'Baden wird günstiger, 28 €, und nehmt bitte Pfotenpflege für 12 € mit auf',
  );
  t.match(groomer.html, /Baden<\/h3><\/div><p class="price">28\s€/, groomer.summary);
  t.match(groomer.html, /Pfotenpflege[\s\S]{0,200}12\s€/, 'the new entry at its price');
});

t.test('a thing removed "so please take it off", and German\'s "So" in a clause of its own is no Sunday', async (t) => {
  t.same(parseInstruction('we no longer run the Friday class so please take it off'), { kind: 'removeSection', name: 'Friday class' });
  t.same(parseInstruction('the quiz is over, so drop it'), { kind: 'removeSection', name: 'quiz' });
  t.notMatch(parseInstruction('the raffle is gone, so just remove it please'), { kind: 'schedule' });
});

t.test('a thing newly offered, said as news or asked to be mentioned', async (t) => {
  t.same(parseInstruction('We now offer gift vouchers'), { kind: 'addItem', name: 'Gift vouchers' });
  t.same(parseInstruction('Ahora también hacemos talleres'), { kind: 'addItem', name: 'Talleres' });
  t.same(ops('Fix the typo in the title, and mention we now do walking tours').at(-1), { kind: 'addItem', name: 'Walking tours' });
  const shop = edited(
    'Cycle shop Chain Reaction in Hull: repairs, hire, second-hand bikes',
    'we have stopped doing hire, so remove it, and mention we now do bike fitting',
  );
  t.notMatch(shop.html, /<h3>Hire/, shop.summary);
  t.match(shop.html, /<h3>Bike fitting<\/h3>/, 'the new thing is shown');
  // Beside the others of its kind, not among the stock products of a shop.
  t.ok(shop.html.indexOf('Bike fitting') > shop.html.indexOf('Second-hand bikes'), 'after the bikes it is like');
});

t.test('a list whose entries show no words is no list to add to', async (t) => {
  const files = [
    {
      path: 'index.html',
      language: 'html',
      content: handWrittenPage(
        'en',
        'Wheelhouse',
        'Bike repairs.',
        `<main><h1>Wheelhouse</h1>
<ul class="thumbs"><li><button type="button" aria-label="Front"></button></li><li><button type="button" aria-label="Back"></button></li></ul>
<h2>Services</h2><ul><li>Puncture repair</li><li>Gear tuning</li></ul></main>`,
      ),
    },
  ];
  const html = page(applyEdit('We now do wheel truing', files).files);
  t.match(html, /<li>Gear tuning<\/li>\s*<li>Wheel truing<\/li>/, 'after the services');
  t.equal(html.match(/<button/g)?.length, 2, 'no copy of a picture button');
});

t.test("a title's full stop ends no sentence; a team section lists the people it is asked with", async (t) => {
  t.same(splitInstructions('Add a section for Dr. Mehta. Change the title to Smile'), [
    'Add a section for Dr. Mehta.',
    'Change the title to Smile',
  ]);
  t.same(teamPeople('Add a team section with Dr. Sam Hill (dentist) and Jo Park'), [
    { name: 'Dr. Sam Hill', role: 'Dentist' },
    { name: 'Jo Park', role: null },
  ]);
  t.same(teamPeople('Bitte einen Abschnitt "Unser Team" mit Lena Vogt (Inhaberin) und Max Roth ergänzen'), [
    { name: 'Lena Vogt', role: 'Inhaberin' },
    { name: 'Max Roth', role: null },
  ]);
  const practice = edited(
    'Physiotherapiepraxis Kern in Suhl',
    "Bitte einen Bereich 'Unser Team' mit Dr. Eva Kern (Physiotherapeutin) und Ben Lutz ergänzen",
  );
  t.match(practice.html, /<h2 id="[^"]+">Unser Team<\/h2>/, practice.summary);
  t.match(practice.html, /Dr\. Eva Kern[\s\S]{0,200}Physiotherapeutin/);
  t.match(practice.html, /Ben Lutz/);
  const crew = edited(
    'Bistro Salt in Whitby, menu and bookings',
    "Add a section 'The Salt team' with Sam Hill (chef) and Jo Park (front of house)",
  );
  t.match(crew.html, /<h2 id="[^"]+">The Salt team<\/h2>/, 'a quoted name is the heading');
  t.match(crew.html, /Sam Hill[\s\S]{0,200}Chef/);
  t.match(crew.html, /Jo Park[\s\S]{0,200}Front of house/);
});

t.test('a short German request is German by its letters or its nouns of a business', async (t) => {
  t.same(
    ['Metzgerei Huber in Passau', 'Kfz-Werkstatt Roth in Gera', 'Café Müller, Jena', 'Tanzschule Takt in Hof', 'Pizza Place in Leeds'].map(
      detectLanguage,
    ),
    ['de', 'de', 'de', 'de', 'en'],
  );
  t.match(page(generateSite('Metzgerei Huber in Passau').files), /<html lang="de"/);
});

t.test('FAQ questions after a dash, each with its answer', async (t) => {
  t.same(parseInstruction('Add two FAQs – Do you deliver? Only in town. Can I pay by card? Any card.'), {
    kind: 'faq',
    topics: ['Do you deliver? Only in town.', 'Can I pay by card? Any card.'],
  });
});

t.test('a rename ends at a dash, and "I\'d like" after "and" is an ask of its own', async (t) => {
  t.same(parseInstruction("We're called Oak & Ash Studio now - update the header too"), { kind: 'rename', to: 'Oak & Ash Studio' });
  t.same(ops("Rename us to Birch House — and I'd like a navy background"), [
    { kind: 'rename', to: 'Birch House' },
    { kind: 'colours', background: 'navy' },
  ]);
});

t.test("a profile's address on a network the caller names is to be linked, whatever the verb", async (t) => {
  t.match(parseInstruction('Unser Instagram gibt es unter instagram.com/hofcafe.mohn'), {
    kind: 'profileLink',
    href: 'https://instagram.com/hofcafe.mohn',
    label: 'Instagram',
  });
  t.equal(parseInstruction('See example.com/menu for the menu'), null, 'an address of no network named is no profile');
});

t.test('an example quote after the ask is the review asked for, and who said it is no colour', async (t) => {
  t.match(ops('Can you add a testimonial? Something like "Lovely people, great coffee" - Priya'), [
    { kind: 'addSection', section: 'testimonials', quote: { text: 'Lovely people, great coffee', by: 'Priya' } },
  ]);
  t.match(parseInstruction('Add a review, for example "Service was quick and kind" - Blanche'), {
    kind: 'addSection',
    section: 'testimonials',
    quote: { text: 'Service was quick and kind', by: 'Blanche' },
  });
  const bistro = edited('Bistrot La Fourchette à Metz, menu et contact', 'Ajoutez un avis ? Par exemple « Tout était parfait » de Claire');
  t.match(bistro.html, /Tout était parfait[\s\S]{0,300}Claire/, bistro.summary);
  t.notMatch(bistro.summary, /colours/, 'no light theme from "Claire"');
});

t.test("a kind read from the town's name or from one thing among several on offer is no kind", async (t) => {
  t.equal(parseRequest('Cabinet de kiné Mouvement à Tours : rééducation, massages et drainage').kind.id, 'clinic');
  t.equal(parseRequest('Ostéo Santé à Lille, séances et tarifs').kind.id, 'clinic', '"ostéo" alone is the osteopath');
  t.equal(parseRequest('Cabinet Mouvement à Tours : rééducation, massages et drainage').kind.id, 'business', 'no travel agency');
  t.equal(parseRequest('Walking tours in Tours with a local guide').kind.id, 'travel', 'tours on offer are still tours');
  const forge = parseRequest('Our makerspace The Forge in Derby offers laser cutting, 3D printing, a podcast studio and woodwork benches');
  t.equal(forge.name, 'The Forge', 'a name with its own "The" after the kind');
  t.not(forge.kind.id, 'podcast');
  t.equal(parseRequest('Menu: ramen, gyoza, bao buns and matcha cake').kind.id, 'restaurant', 'a dish still makes a place to eat');
});

t.test('French, Spanish and German verbs of a trade open a list; the name after it is none of it', async (t) => {
  t.same(itemNames("L'atelier Bois Doré restaure les meubles anciens, les chaises et les horloges"), [
    'meubles anciens',
    'chaises',
    'horloges',
  ]);
  t.same(itemNames('Das Weingut Seiler – wir keltern Weißwein, Rotwein und Sekt'), ['Weißwein', 'Rotwein', 'Sekt']);
  t.same(itemNames('Nous fabriquons des bougies, des savons et des diffuseurs à Nîmes, atelier Lumen'), [
    'bougies',
    'savons',
    'diffuseurs',
  ]);
  t.same(itemNames('Wir kommen zu euch nach Hause, in Jena und Umgebung'), [], '"kommen zu" is where, no list');
});

t.test('a name joined by "for", and none made of the site word', async (t) => {
  t.equal(parseRequest('Dog grooming Ruff for Life, Leeds: wash £20, full groom £40, nails £8').name, 'Ruff for Life');
  t.equal(parseRequest('Cleaning company Pressed for Time in Leeds').name, 'Pressed for Time');
  t.equal(parseRequest('Website for Dr. Amara Osei, paediatrician, in Toronto').person, 'Dr. Amara Osei');
});

t.test('form fields said as what people do', async (t) => {
  t.same(
    parseRequest('Sign-up page for Fell Runners Club - runners choose a race, give their club number and leave an email').asked.form
      ?.fields,
    ['race', 'club number', 'email'],
  );
  const swim = parseRequest('Booking page for Lake School - people pick a lesson date, say their level and leave a phone number');
  t.same(swim.asked.form?.fields, ['lesson date', 'level', 'phone number']);
  t.same(swim.items, [], 'no field is a thing on offer');
  t.same(
    parseRequest('A book club with a sign-up form: name, e-mail, type de livre').asked.form?.fields.at(-1),
    'type de livre',
    'a field as written',
  );
});

t.test('a unit or flat before the street is part of the address', async (t) => {
  t.match(readFacts('Pop-up at Unit 7 Canal Wharf, Leeds on Saturday'), [{ kind: 'address', text: 'Unit 7 Canal Wharf' }]);
  t.match(readFacts('Come to Flat 2, 14 King Street, York'), [{ kind: 'address', text: 'Flat 2, 14 King Street' }]);
});

t.test('a very dark site is dark', async (t) => {
  t.same(
    ['eine sehr dunkle Seite bitte', 'a really dark website', 'un sitio muy oscuro', 'je veux un site très sombre'].map(
      (q) => parseColours(q, 'en').theme,
    ),
    ['dark', 'dark', 'dark', 'dark'],
  );
});

t.test('a chart, board or log whose things are added, ticked and removed is a to-do list', async (t) => {
  t.equal(listApp('Reading log for my class: pupils add books, tick them when finished and remove ones they gave up'), 'Reading log');
  t.equal(listApp('Chore board for the flat: we add jobs, tick them when done, and delete old ones'), 'Chore board');
  t.equal(listApp('A seating chart for the wedding with table names'), null, 'a chart that is not kept so is none');
});
