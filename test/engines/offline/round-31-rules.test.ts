// Issue 33, round 31: the rules written for the families its sitting missed, each tested in
// phrasings of its own: a line put under the heading, a change cut before "stick", "pop" or "take",
// something new on a day said as news, a thing newly added asked for with a pronoun in Spanish and
// French, each colour's own part ("white writing on a black background"), the second of two contact
// changes sharing a verb, someone who "has joined as", prices that go down in Spanish, French and
// German, a German section "mit"/"über" something with its verb last, what a site "should be called",
// German shops' "führt", a name in apposition "covering" a town, a town in brackets after the name,
// "link my ...", a ticket shop "bei" a service, colours said as plural nouns, things with their prices
// in brackets, and a fee to take part.
import t from 'tap';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { namedLinks } from '../../../services/generator/engines/offline/request/links.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const ops = (text: string) => splitInstructions(text).map((part) => parseInstruction(part));
const itemNames = (query: string) => parseRequest(query).items.map((item) => item.name);

t.test('a line put under the main heading is the tagline', async (t) => {
  t.same(parseInstruction("Please put 'Family run since 1984' below the heading"), { kind: 'tagline', text: 'Family run since 1984' });
  t.same(parseInstruction('Bitte „Meisterbetrieb seit 1990“ unter die Überschrift setzen'), {
    kind: 'tagline',
    text: 'Meisterbetrieb seit 1990',
  });
});

t.test('a change cut before "stick", "pop" or "take" is two asks', async (t) => {
  t.match(ops('Please remove the gallery, and stick our TikTok (@beanery) in the footer'), [
    { kind: 'removeSection', name: 'gallery' },
    { kind: 'profileLink', label: /TikTok/ },
  ]);
  t.match(ops('Add a menu section and take the FAQ off'), [{ kind: 'addSection' }, { kind: 'removeSection', name: 'FAQ' }]);
});

t.test('something new on a day, said as news, is an entry with its day', async (t) => {
  t.same(parseInstruction("There's now a beginners' class on Monday evenings"), {
    kind: 'addItem',
    name: "Beginners' class",
    when: 'Monday evenings',
  });
  t.same(parseInstruction('Es gibt jetzt auch Pilates am Montag'), { kind: 'addItem', name: 'Pilates', when: 'Montag' });
  t.match(parseInstruction('Hay también yoga los viernes'), { kind: 'addItem', name: 'Yoga' });
  t.equal(parseInstruction('There is now parking behind the shop'), null, 'news with no day is no timetable entry');
});

t.test('a thing newly added, asked for with a pronoun', async (t) => {
  t.same(parseInstruction('Hemos incorporado la reparación de móviles, ¿la podéis añadir?'), {
    kind: 'addItem',
    name: 'Reparación de móviles',
  });
  t.same(parseInstruction('On a lancé des ateliers enfants, vous pouvez les mettre ?'), { kind: 'addItem', name: 'Ateliers enfants' });
  t.same(parseInstruction("We've just added hampers, can you put them up?"), { kind: 'addItem', name: 'Hampers' });
});

t.test('each colour keeps the part named right after it', async (t) => {
  t.match(parseColours('pale yellow text on a navy background please'), { text: /./, background: 'navy', theme: 'dark' });
  t.match(parseColours('orange buttons on a white background'), { component: 'orange', background: 'white' });
  t.same(parseInstruction('Could we have white writing on a black background?'), { kind: 'colours', background: 'black', text: 'white' });
});

t.test('the second of two contact changes sharing one verb', async (t) => {
  t.same(ops('Change the number to 0113 496 0000 and the email to bookings@oakfield.co.uk'), [
    { kind: 'contact', field: 'phone', value: '0113 496 0000' },
    { kind: 'contact', field: 'email', value: 'bookings@oakfield.co.uk' },
  ]);
  t.same(ops('Die Nummer bitte auf 030 1234567 ändern und die E-Mail auf info@hofladen-brandt.de'), [
    { kind: 'contact', field: 'phone', value: '030 1234567' },
    { kind: 'contact', field: 'email', value: 'info@hofladen-brandt.de' },
  ]);
});

t.test('someone who "has joined as" a role joins the team', async (t) => {
  t.same(parseInstruction('Tom Reyes has joined us as a junior stylist, please add him to the team'), {
    kind: 'addItem',
    name: 'Tom Reyes',
    role: 'Junior stylist',
    list: 'team',
  });
  t.same(parseInstruction('Ana Ruiz se ha incorporado como fisioterapeuta, añadidla al equipo'), {
    kind: 'addItem',
    name: 'Ana Ruiz',
    role: 'Fisioterapeuta',
    list: 'team',
  });
});

t.test('prices that go down, in Spanish, French and German', async (t) => {
  t.match(parseInstruction('Los menús del día bajan a 12 €'), { kind: 'price', price: '12 €' });
  t.match(parseInstruction('Le forfait découverte baisse à 40 €'), { kind: 'price', item: 'forfait découverte', price: '40 €' });
  t.match(parseInstruction('Der Kinderpreis sinkt auf 6 €'), { kind: 'price', item: 'Kinderpreis', price: '6 €' });
});

t.test('a German section "über" or "mit" something, the verb last', async (t) => {
  t.same(parseInstruction('Füge einen Abschnitt über unsere Geschichte hinzu'), { kind: 'namedSection', name: 'Geschichte' });
  t.same(parseInstruction('Bitte einen Abschnitt mit Auszeichnungen ergänzen'), { kind: 'namedSection', name: 'Auszeichnungen' });
});

t.test('what a site "should be called" is its new name', async (t) => {
  t.same(parseInstruction('The café should be called Fig & Olive from now on'), { kind: 'rename', to: 'Fig & Olive' });
  t.same(parseInstruction("Le salon doit s'appeler désormais Atelier Mèche"), { kind: 'rename', to: 'Atelier Mèche' });
  t.same(parseInstruction('La tienda pasa a llamarse Raíz Verde'), { kind: 'rename', to: 'Raíz Verde' });
});

t.test('new sites: what a German shop "führt", a name "covering" a town, a town in brackets', async (t) => {
  const organic = parseRequest('Der Bioladen Sonnenblume führt Obst, Gemüse, Brot und Käse');
  t.same(
    organic.items.map((item) => item.name),
    ['Obst', 'Gemüse', 'Brot', 'Käse'],
  );
  t.equal(
    parseRequest('Der Weltladen Brücke führt fairen Kaffee, Schokolade und Tee').kind.id,
    'shop',
    'the coffee it stocks makes no café',
  );
  t.equal(parseRequest('a site for my dog walking business, Muddy Boots, covering Frome and nearby villages').name, 'Muddy Boots');
  const archers = parseRequest('Le club Les Archers du Lac (Annecy) cherche un site');
  t.equal(archers.name, 'Les Archers du Lac');
  t.equal(archers.place, 'Annecy');
});

t.test('"link my ..." and a ticket shop "bei" a service are links', async (t) => {
  t.same(
    namedLinks('Please link my Spotlight profile, my Mandy page and my IMDb').map((link) => link.label),
    ['Spotlight', 'Mandy', 'IMDb'],
  );
  t.same(
    namedLinks('Vorverkauf bei Reservix').map((link) => link.label),
    ['Reservix'],
  );
  t.same(
    itemNames('Portfolio for illustrator Kit Moss: link my Spotlight profile, my Mandy page and my IMDb'),
    [],
    'the links are no things on offer',
  );
});

t.test('colours said as plural nouns the site is made with', async (t) => {
  t.same(parseColours('Una web con azules suaves para mi estudio', 'es').extra, ['blue']);
  t.same(parseColours('Eine Seite mit warmen Rottönen', 'de').extra, ['red']);
  t.same(parseColours('Una web con fotos grandes', 'es').extra, [], 'plural things are no colours');
});

t.test('things with their prices in brackets are a list', async (t) => {
  t.same(itemNames('Online shop for my jams (Strawberry £4, Damson £4.50, Fig £5) with a basket'), ['Strawberry', 'Damson', 'Fig']);
  t.same(itemNames('A bakery (since 1987) in York'), [], 'a bracket without prices is no list');
});

t.test('a fee to take part is a fact', async (t) => {
  t.ok(
    readFacts('Trödelmarkt am 3. Mai auf dem Schulhof, Standgebühr 8 €').some((fact) => fact.text === 'Standgebühr 8 €'),
    'a fee for a pitch',
  );
  t.ok(
    readFacts('Craft fair on 12 June, stall fee £15').some((fact) => fact.text === 'stall fee £15'),
    'a stall fee',
  );
});
