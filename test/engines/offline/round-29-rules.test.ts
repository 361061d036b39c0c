// Issue 33, round 29: the rules written for the families its sitting missed, each tested in
// phrasings of its own: being there as being open, a thing said to be an amount, German verbs at the
// end of a form asked for, a wished date as a date field, a section's heading that should say
// something else, what a place has, German trades' verbs, a possessive before the kind, "el nombre
// es", membership forms, German streets named by where they are, buildings after "im", and "mes" or
// "nos" before the kind and the name.
import t from 'tap';
import { colord } from 'colord';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { detectKind, parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const itemNames = (query: string) => parseRequest(query).items.map((item) => item.name);

t.test('being there on a day is being open', async (t) => {
  t.same(parseInstruction('Wir sind jetzt auch sonntags von 10 bis 14 Uhr da'), { kind: 'hours', rows: ['sonntags von 10 bis 14 Uhr'] });
  t.same(parseInstruction("We're in on Thursdays from 9 to 5 now"), { kind: 'hours', rows: ['Thursdays from 9 to 5'] });
});

t.test('a thing said to be an amount of money is its price', async (t) => {
  t.same(parseInstruction('the family ticket is £24 from April'), {
    kind: 'price',
    item: 'family ticket',
    price: '£24',
    withCurrency: true,
  });
  t.same(parseInstruction('Das Frühstück ist 12 € ab Mai'), { kind: 'price', item: 'Frühstück', price: '12 €', withCurrency: true });
  // A street number or a time is no price.
  t.equal(parseInstruction('It is 5 minutes from the station'), null);
});

t.test('a form asked for with the German verb last, a wished date as a date field', async (t) => {
  t.equal(parseInstruction('Bitte ein Anfrageformular mit Name, E-Mail und Wunschtermin einfügen')?.kind, 'addSection');
  const html = page(
    applyEdit(
      'Bitte ein Kontaktformular mit Name, Handynummer und Wunschtermin einbauen',
      generateSite('Kosmetikstudio Glanz in Soest mit Behandlungen').files,
    ).files,
  );
  t.match(html, /<label for="[^"]*">Wunschtermin<\/label><input[^>]*type="date"/, 'a date field, its label without the verb');
  t.match(html, /type="tel"/);
  t.notMatch(html, /einbauen/);
});

t.test("a section's heading that should say something else", async (t) => {
  t.same(parseInstruction('The services heading should read What we fix'), { kind: 'renameLabel', of: 'services', to: 'What we fix' });
  t.same(parseInstruction('Change the gallery title to Our work, please'), { kind: 'renameLabel', of: 'gallery', to: 'Our work' });
  // The main heading stays the main heading.
  t.same(parseInstruction('Change the heading to Fresh every morning'), { kind: 'heading', text: 'Fresh every morning' });
  const html = page(
    applyEdit('The menu heading should say Our plates instead', generateSite('Bistro Olive in Hove with a menu and opening hours').files)
      .files,
  );
  t.match(html, /<h2[^>]*>Our plates<\/h2>/);
});

t.test('a quoted section name is read by the rename that quotes it', async (t) => {
  t.not(parseInstruction('Rename the "Menu" heading to "Our food"')?.kind, 'renameLabel');
});

t.test("a dark green by its tree's name, and the caller's text colour readable on cards", async (t) => {
  const html = applyEdit(
    'Je voudrais un fond vert sapin avec le texte en blanc',
    generateSite('Crèmerie Le Chalet à Chambéry : tommes, reblochon, beaufort').files,
  ).files.find((f) => f.path === 'styles.css')!.content;
  t.match(html, /--bg: #1d4d35;/);
  const mid = applyEdit(
    'Make the background green with white text',
    generateSite('Bakery Crumb in Leeds with bread and cakes').files,
  ).files.find((f) => f.path === 'styles.css')!.content;
  const surface = /--surface: (#[0-9a-f]{6});/.exec(mid)?.[1];
  t.ok(surface && colord('#ffffff').contrast(surface) >= 4.5, `white text reads on the cards (${surface})`);
});

t.test('what a place has is listed', async (t) => {
  t.same(itemNames('The bunkhouse has dorm rooms, a drying room, a self-catering kitchen and bike storage'), [
    'dorm rooms',
    'drying room',
    'self-catering kitchen',
    'bike storage',
  ]);
  t.same(itemNames('Nuestra casa rural tiene piscina, barbacoa, wifi y chimenea'), ['piscina', 'barbacoa', 'wifi', 'chimenea']);
  t.same(itemNames('Le gîte dispose de trois chambres, un jardin et un sauna'), ['chambres', 'jardin', 'sauna']);
  // "has been", "hat geöffnet" list nothing.
  t.same(itemNames('Die Werkstatt hat geöffnet, montags bis freitags'), []);
});

t.test("German trades' verbs after the name", async (t) => {
  t.same(itemNames('Die Schneiderei Nadelöhr aus Bocholt näht Brautkleider, Anzüge und Vorhänge'), ['Brautkleider', 'Anzüge', 'Vorhänge']);
  t.same(itemNames('Die Rösterei Bohnenglück röstet Espresso, Filterkaffee und entkoffeinierte Bohnen'), [
    'Espresso',
    'Filterkaffee',
    'entkoffeinierte Bohnen',
  ]);
});

t.test('a possessive before the kind word is no part of the name', async (t) => {
  t.equal(parseRequest('Unser Hotel Lindenhof in Goslar hat Einzelzimmer, Doppelzimmer und eine Sauna').name, 'Hotel Lindenhof');
  t.equal(
    parseRequest('Unsere Pension Waldesruh am Edersee hat Doppelzimmer, eine Terrasse und einen Bootsverleih').name,
    'Pension Waldesruh',
  );
});

t.test('"el nombre es", "le nom est", "der Name ist"', async (t) => {
  t.equal(parseRequest('Quiero una web para mi tienda de ropa en Lugo; el nombre es Hilo Rojo').name, 'Hilo Rojo');
  t.equal(parseRequest('Le nom est Atelier Lune, je suis céramiste à Dinan').name, 'Atelier Lune');
  t.equal(parseRequest('Eine Seite für meine Goldschmiede in Hanau, der Name ist Feingold').name, 'Feingold');
});

t.test('a membership form lists its fields', async (t) => {
  t.same(parseRequest("Bulletin d'adhésion pour le club photo : nom, prénom, date de naissance, téléphone").asked.form?.fields, [
    'nom',
    'prénom',
    'date de naissance',
    'téléphone',
  ]);
  t.same(parseRequest('Membership application for the allotment society: name, address, phone, email').asked.form?.fields, [
    'name',
    'address',
    'phone',
    'email',
  ]);
});

t.test('German streets named by where they are; a building after "im" is no town', async (t) => {
  t.ok(
    readFacts('Flohmarkt am Sonntag, 5. Juli, 8 bis 14 Uhr, An der Kirche 3, Melle').some(
      (fact) => fact.kind === 'address' && fact.text === 'An der Kirche 3',
    ),
  );
  t.equal(parseRequest('Weinfest am Samstag, 12. September, ab 16 Uhr im Gemeindehaus, Zum Weinberg 2, Bingen').place, 'Bingen');
  t.equal(parseRequest('Ferienwohnung im Allgäu mit Bergblick').place, 'Allgäu', 'a region after "im" is still a place');
});

t.test('"mes" and "nos" before the kind, then the name', async (t) => {
  t.equal(parseRequest('Je vends mes bougies Flamme Douce en ligne, avec un panier').name, 'Flamme Douce');
  t.equal(detectKind('Hostal Brisa Marina en Conil').id, 'hotel');
});
