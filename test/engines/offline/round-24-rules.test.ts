// Issue 33, round 24: the rules written for the families its sitting missed, each tested in
// phrasings of its own: opening hours after "we open" in the other languages and a street written in
// lower case, the kind's noun with its article in agreement, no card for the name, the address or
// the town, "the business is X", a part of a town before the town, lists closed by "as well as" and
// "plus", a postcode with its town, a header coloured in German, Spanish and French, a name in
// apposition to a plural product, an e-mail address said to be the new one, and a new member named
// in one sentence and placed in the next.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { parseColours } from '../../../services/generator/engines/offline/request/colours.ts';
import { readFacts } from '../../../services/generator/engines/offline/request/facts.ts';
import { detectLanguage } from '../../../services/generator/engines/offline/request/language.ts';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';

const page = (files: { path: string; content: string }[]) => files.find((f) => f.path === 'index.html')!.content;
const visible = (html: string) =>
  html
    .replace(/<head>[\s\S]*?<\/head>|<script[\s\S]*?<\/script>/g, ' ')
    .replace(/<[^>]+>/g, ' ')
    .replace(/\s+/g, ' ');

t.test('opening hours after the verb of opening, in the four languages', async (t) => {
  const cases: [string, RegExp][] = [
    ['Relojería Tic Tac, calle Real 8, Lugo. Abrimos de martes a sábado de 10:00 a 13:30', /^Abrimos de martes a sábado de 10:00 a 13:30$/],
    [
      'Cordonnerie Semelle, 2 rue Basse, Tulle. Nous ouvrons du lundi au vendredi de 9h à 18h',
      /^Nous ouvrons du lundi au vendredi de 9h à 18h$/,
    ],
    [
      'Schusterei Sohle, Marktgasse 3, Zwickau. Wir öffnen dienstags bis freitags von 9 bis 17 Uhr',
      /^Wir öffnen dienstags bis freitags von 9 bis 17 Uhr$/,
    ],
  ];
  for (const [query, open] of cases) {
    const facts = readFacts(query);
    t.match(facts.find((f) => f.kind === 'open')?.text ?? '', open, query);
    t.ok(parseRequest(query).features.includes('hours'), `${query}: an hours section`);
  }
  // Spanish writes the street's word in lower case.
  t.same(
    readFacts('Mercería Hilo, plaza Mayor 2, Soria').find((f) => f.kind === 'address'),
    { kind: 'address', text: 'plaza Mayor 2' },
  );
});

t.test("the kind's noun has its article and adjective in agreement", async (t) => {
  const about = (query: string) => visible(page(generateSite(query).files));
  t.match(about('Panadería El Horno en Jaén con pan y bollería'), /El Horno es una panadería independiente/);
  t.match(about('Restaurante Casa Paco en Jaén con la carta'), /Casa Paco es un restaurante independiente/);
  t.match(about('Boulangerie Le Pétrin à Niort avec les horaires'), /Le Pétrin est une boulangerie indépendante/);
  t.match(about('Restaurant Le Zinc à Niort avec la carte'), /Le Zinc est un restaurant indépendant/);
  const bakery = about('Bäckerei Kornblume in Gera mit Öffnungszeiten');
  t.match(bakery, /Ihre Bäckerei in Gera/);
  t.match(bakery, /ist eine unabhängige Bäckerei/);
  t.match(about('Blumenladen Rosenrot in Gera mit Sträußen'), /ist ein unabhängiger Blumenladen/);
  t.match(about('Café Zeitlos in Gera mit Kuchen'), /ist ein unabhängiges Café/);
  t.notMatch(about('Taller Llanta en Vigo con servicios'), /un\/a|un\(e\)/);
});

t.test('the name, the address and the town are no things on offer', async (t) => {
  const request = parseRequest('Cerrajería Llave Maestra, avenida del Puerto 40, Huelva; abrimos de lunes a viernes de 9:00 a 19:00');
  t.same(request.asked.custom, [], 'no extras card for the name, the street or the town');
  t.same(request.items, []);
  const named = parseRequest("I make wedding cakes in Frome and the business is Sugar by Sadie, I'd like a site");
  t.equal(named.name, 'Sugar by Sadie');
  t.notOk(
    named.items.some((item) => item.name.includes('Sugar by Sadie')),
    'the sentence giving the name is no thing offered',
  );
});

t.test('"the business is X" names the business, and says nothing of its trade', async (t) => {
  for (const [query, name] of [
    ['I tutor Spanish online and our business name is Habla Ya', 'Habla Ya'],
    ["Mobile bike mechanic here, the company's name is Pedal Medic", 'Pedal Medic'],
    ['We sell second-hand vinyl and the shop is Groove Cellar', 'Groove Cellar'],
    ['I do house clearances around Hull and the business is called Clear Out', 'Clear Out'],
    ['Pet sitting in Totnes, and the business name is Whisker Watch', 'Whisker Watch'],
  ] as const) {
    const request = parseRequest(query);
    t.equal(request.name, name, query);
    t.not(request.kind.id, 'agency', `${query}: no agency`);
  }
  t.equal(parseRequest('My business is doing well, we sell teas in Ripon').name === 'doing well', false);
  t.equal(parseRequest('Our branding company is called Tall Poppy').kind.id, 'agency', 'a company of what agencies do still is one');
  t.equal(parseRequest('Birthday cakes by Lottie in Bude, made to order').kind.id, 'bakery');
});

t.test('a part of a town, then the town', async (t) => {
  for (const [query, place] of [
    ['Weinstube Traube liegt im Zentrum von Bamberg', 'Bamberg'],
    ['Un bar à vins, Le Tire-Bouchon, dans le centre de Colmar', 'Colmar'],
    ['Una bodega, La Cepa, en pleno centro de Logroño', 'Logroño'],
    ['A wine bar, The Cork, right in the middle of Ludlow', 'Ludlow'],
  ] as const)
    t.equal(parseRequest(query).place, place, query);
});

t.test('"as well as" and "plus" close a list instead of starting another', async (t) => {
  const names = (query: string) => parseRequest(query).items.map((item) => item.name);
  t.same(names('Tree surgeon Oak & Ash in Hereford: felling, crown reduction, stump grinding as well as firewood'), [
    'felling',
    'crown reduction',
    'stump grinding',
    'firewood',
  ]);
  t.same(names('Fromagerie Caillé à Rodez : comté, roquefort, tomme, plus des yaourts fermiers'), [
    'comté',
    'roquefort',
    'tomme',
    'yaourts fermiers',
  ]);
});

t.test('a postcode after the street is part of the address, and no part of the town', async (t) => {
  const british = 'Bike shop Freewheel, 7 Bridge Street, Hebden Bridge HX7 8EX, repairs and hire';
  t.same(
    readFacts(british).find((f) => f.kind === 'address'),
    { kind: 'address', text: '7 Bridge Street, Hebden Bridge HX7 8EX' },
  );
  t.equal(parseRequest(british).place, 'Hebden Bridge');
  const german = 'Buchladen Eselsohr, Bahnhofstraße 12, 07743 Jena';
  t.same(
    readFacts(german).find((f) => f.kind === 'address'),
    { kind: 'address', text: 'Bahnhofstraße 12, 07743 Jena' },
  );
  t.equal(parseRequest(german).place, 'Jena');
});

t.test('the header in German, Spanish and French takes the colour named for it', async (t) => {
  t.equal(parseColours('Webseite für die Imkerei Summ mit einem gelben Kopfbereich', 'de').component, 'yellow');
  t.equal(parseColours('Web para la librería Tinta con un encabezado verde', 'es').component, 'green');
  t.equal(parseColours('Site pour la cave Tanin avec un bandeau bordeaux', 'fr').component !== undefined, true);
  const light = parseRequest('Webseite für Töpferei Scherbe mit blauem Kopfbereich, sonst hell');
  t.same(light.items, [], '"sonst hell" is how light the site is, no thing on offer');
  t.equal(light.colours.component, 'blue');
});

t.test('a name in apposition after a plural product', async (t) => {
  t.equal(parseRequest('Une boutique pour mes bijoux en argent recyclé, Reflet, où on peut commander').name, 'Reflet');
  t.equal(parseRequest('Una tienda para mis jabones de aceite de oliva, Almazara, donde se puede pedir').name, 'Almazara');
});

t.test('an e-mail address said to be the new one is the e-mail, without the word for it', async (t) => {
  t.same(parseInstruction('Enquiries should now go to hello@tidyroots.example'), {
    kind: 'contact',
    field: 'email',
    value: 'hello@tidyroots.example',
  });
  t.same(parseInstruction('Neue Adresse für Anfragen: post@gruenzeug.example'), {
    kind: 'contact',
    field: 'email',
    value: 'post@gruenzeug.example',
  });
  const files = generateSite('Garden designer Tidy Roots in Wells, contact info@tidyroots.example').files;
  const html = page(applyEdit('Send everything to hello@tidyroots.example instead', files).files);
  t.match(html, /hello@tidyroots\.example/);
  t.notMatch(html, /info@tidyroots\.example/);
});

t.test('a new member named in one sentence and placed in the next is one ask', async (t) => {
  t.same(splitInstructions('We have taken on a trainee florist, Mia Lund. Please add her to the team page.'), [
    'We have taken on a trainee florist, Mia Lund. Please add her to the team page.',
  ]);
  // Two asks stay two.
  t.equal(splitInstructions('Change the phone number to 01632 960 111. Add her to the team.').length, 2);
  const files = generateSite('Dental practice Bright Bite in Truro with our team and treatments').files;
  const result = applyEdit('We have recruited a dental nurse, Tomasz Nowak. Put him with the rest of the staff', files);
  const html = visible(page(result.files));
  t.match(html, /Tomasz Nowak/);
  t.match(html, /Dental nurse/i);
  t.notMatch(result.summary, /as a remark/);
});

t.test('the days of the week decide a sign-like request', async (t) => {
  t.equal(detectLanguage('Óptica Lince, calle Ancha 5, Tudela. De lunes a viernes de 9:30 a 13:30'), 'es');
});
