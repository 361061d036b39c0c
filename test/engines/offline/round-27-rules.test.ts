// Issue 33, round 27: the rules written for the families its sitting missed, each tested in
// phrasings of its own: questions asked after a sentence asking for an FAQ (answers in brackets),
// hours given as "Zeiten" or "new times", a thing added to the services whatever its words, a price
// the business asks from a date, a thing newly offered with where it should go, a page named in
// capitals after the page word, lists parted by semicolons, a company's "Co.", sports clubs, beer and
// wine shops, German lists after "kommen" or "bekommt ihr".
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { detectKind, parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const ops = (query: string) => splitInstructions(query).map((part) => parseInstruction(part));
const itemNames = (query: string) => parseRequest(query).items.map((item) => item.name);

t.test('questions asked after a sentence asking for an FAQ are its entries, answers in brackets too', async (t) => {
  t.same(ops('Can we have a Q&A part? Do you sell gift boxes (yes, from £15) and is the shop step-free (yes)'), [
    { kind: 'faq', topics: ['Do you sell gift boxes? yes, from £15.', 'Is the shop step-free? yes.'] },
  ]);
  t.same(ops('Please add an FAQ section. Can I bring my dog (only on a lead)?'), [
    { kind: 'faq', topics: ['Can I bring my dog? only on a lead.'] },
  ]);
  // A note in brackets after a topic stays with it; it is no answer.
  t.same(parseInstruction('Add FAQs about parking (evenings and weekends) and refunds'), {
    kind: 'faq',
    topics: ['parking (evenings and weekends)', 'refunds'],
  });
  const html = page(
    applyEdit(
      'I would like a questions section. Is the sauna mixed (no, ladies only on Tuesdays)',
      generateSite('Spa Mistral in Harrogate with treatments and prices').files,
    ).files,
  );
  t.match(html, /<summary>Is the sauna mixed\?<\/summary>\s*<p>No, ladies only on Tuesdays\.<\/p>/);
});

t.test('hours given as "Zeiten" or "new times", a closed day said first', async (t) => {
  t.same(parseInstruction('Unsere neuen Zeiten: mittwochs bis samstags 10 bis 17 Uhr, sonntags geschlossen'), {
    kind: 'hours',
    rows: ['mittwochs bis samstags 10 bis 17 Uhr', 'sonntags geschlossen'],
  });
  t.same(parseInstruction('Our new times are Wed-Sun 9-3, closed on Tuesdays'), {
    kind: 'hours',
    rows: ['Wed-Sun 9-3', 'Tuesdays closed'],
  });
});

t.test('a thing added to the services is an entry whatever its words', async (t) => {
  t.match(parseInstruction('Add booking assistance to our list of services'), {
    kind: 'addItem',
    name: 'Booking assistance',
    list: /services/,
  });
  t.same(parseInstruction('Añadid el servicio de grúa a nuestros servicios'), {
    kind: 'addItem',
    name: 'Servicio de grúa',
    list: 'services',
  });
  t.same(parseInstruction('Bitte Reifenwechsel zu unseren Leistungen hinzufügen'), {
    kind: 'addItem',
    name: 'Reifenwechsel',
    list: 'services',
  });
  const html = page(
    applyEdit('Ajoutez le contrôle technique à nos services', generateSite('Garage du Port à Lorient : pneus, freins, carrosserie').files)
      .files,
  );
  t.match(html, /[Cc]ontrôle technique/);
  t.match(html, /[Cc]arrosserie/, 'the services listed before stay');
});

t.test('a price the business asks, from a date written with its full stop', async (t) => {
  t.same(splitInstructions('Ab dem 15. März nehmen wir für die Fußpflege 32 €'), ['Ab dem 15. März nehmen wir für die Fußpflege 32 €']);
  t.same(parseInstruction('Ab dem 15. März nehmen wir für die Fußpflege 32 €'), {
    kind: 'price',
    item: 'Fußpflege',
    price: '32 €',
    withCurrency: true,
  });
  t.match(parseInstruction('Desde mayo cobramos 18 € por la sesión de grupo'), { kind: 'price', item: /sesión/, price: '18 €' });
  const html = page(
    applyEdit(
      'Desde mayo cobramos 18 € por la sesión de grupo',
      generateSite('Estudio de yoga Loto en Vigo con precios: sesión de grupo 15 €, clase privada 40 €').files,
    ).files,
  );
  t.match(html, /[Ss]esión de grupo[\s\S]{0,200}18(?:,00)?\s?€/);
  t.match(html, /[Cc]lase privada[\s\S]{0,200}40(?:,00)?\s?€/);
  t.same(parseInstruction('Nous demandons 12 € pour le cours d’essai'), {
    kind: 'price',
    item: 'cours d’essai',
    price: '12 €',
    withCurrency: true,
  });
  t.same(parseInstruction('We charge £55 for a full valet from next week'), {
    kind: 'price',
    item: 'full valet',
    price: '£55',
    withCurrency: true,
  });
  // A date's full stop before a month ends no sentence; other full stops still do.
  t.same(splitInstructions('Am 3. Oktober ist zu. Bitte das Logo größer machen'), [
    'Am 3. Oktober ist zu.',
    'Bitte das Logo größer machen',
  ]);
});

t.test('a thing newly offered, with where it should go', async (t) => {
  t.same(parseInstruction('We now sell a lemon drizzle loaf too, could it go with the other cakes?'), {
    kind: 'addItem',
    name: 'Lemon drizzle loaf',
    list: 'cakes',
  });
  t.same(ops('We also do an iced mocha now. Can you add it to the drinks list?'), [
    { kind: 'addItem', name: 'Iced mocha', list: 'drinks' },
  ]);
  const files = [
    {
      path: 'index.html',
      language: 'html',
      content:
        '<!DOCTYPE html><html lang="en"><head><title>Kiosk</title></head><body><main><h1>Kiosk</h1><h2>Drinks</h2><ul><li>Tea</li><li>Latte</li></ul><h2>Snacks</h2><ul><li>Flapjack</li><li>Brownie</li></ul></main></body></html>',
    },
  ];
  const html = page(applyEdit('We now do a cortado too, can it sit with the other drinks?', files).files);
  t.match(html, /<li>Latte<\/li>\s*<li>Cortado<\/li>/, 'the drink goes with the drinks, not the snacks');
  t.notMatch(html, /--accent: #fff|white/i, 'and no colour changes');
});

t.test('a page named in capitals after the page word', async (t) => {
  t.same(parseInstruction('Il faudrait aussi une page Tarifs'), { kind: 'addPage', name: 'Tarifs' });
  t.same(parseInstruction('Wir brauchen eine neue Seite Veranstaltungen'), { kind: 'addPage', name: 'Veranstaltungen' });
  t.same(parseInstruction('Nos falta una página Socios'), { kind: 'addPage', name: 'Socios' });
});

t.test('a list parted by semicolons runs on over them, a sentence after one does not', async (t) => {
  t.same(itemNames('Handyman Fixit in Crewe. Jobs: flat-pack assembly; shelf fitting; door hanging; small plumbing jobs'), [
    'flat-pack assembly',
    'shelf fitting',
    'door hanging',
    'small plumbing jobs',
  ]);
  t.same(itemNames('Grocer Green Basket in Hove: veg boxes, eggs and bread; we deliver on Fridays.'), ['veg boxes', 'eggs', 'bread']);
});

t.test("a company's abbreviation keeps its full stop", async (t) => {
  t.equal(parseRequest('Bright Spark Ltd. wires houses in Luton: rewires, EV chargers, fuse boards').name, 'Bright Spark Ltd.');
  t.equal(parseRequest('Site for Hartley Inc in Boston').name, 'Hartley Inc');
});

t.test('sports clubs are clubs, named after the kind phrase', async (t) => {
  t.equal(detectKind('Cricket club site with fixtures and nets').id, 'sports-club');
  t.equal(detectKind('Página del club de natación con horarios, escuela y cuotas').id, 'sports-club');
  t.equal(detectKind('Webseite für den Ruderverein Wiking').id, 'sports-club');
  t.equal(detectKind('A book club for crime novels').id, 'business', 'a book club is no sports club');
  const site = parseRequest('Site du club de voile Les Mouettes à La Rochelle avec les stages et les tarifs');
  t.equal(site.name, 'Les Mouettes');
  t.equal(site.kind.id, 'sports-club');
  const html = page(generateSite('Web del club de tenis Raqueta Roja en Elche').files);
  t.match(html, /Raqueta Roja/);
  t.match(html, /\bclub\b/i);
});

t.test('beer and wine shops, and a town after a second "à"', async (t) => {
  const site = parseRequest('Cave à vins La Grappe à Beaune : grands crus, vins nature et dégustations');
  t.equal(site.kind.id, 'shop');
  t.equal(site.name, 'La Grappe');
  t.equal(site.place, 'Beaune');
  t.equal(detectKind('Weinhandlung Korken in Mainz').id, 'shop');
});

t.test('German lists after "kommen" or "bekommt ihr", up to a dash before the writer speaks', async (t) => {
  t.same(itemNames('Aus unserer Imkerei Summsel kommen Blütenhonig, Waldhonig und Kerzen aus Bienenwachs – wir brauchen eine Website'), [
    'Blütenhonig',
    'Waldhonig',
    'Kerzen aus Bienenwachs',
  ]);
  t.same(itemNames('Im Café Maus bekommt ihr Waffeln, Torten und Kakao'), ['Waffeln', 'Torten', 'Kakao']);
  // "kommen zu Ihnen" is where, no list.
  t.same(itemNames('Wir kommen zu Ihnen nach Hause, in Celle und Umgebung'), []);
});
