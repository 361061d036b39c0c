// Button colours asked for in German, French and Spanish, in their inflected forms ("orangefarbenen
// Buttons", "boutons rouges", "botones verdes"): the buttons take that colour, with readable text on them.
import t from 'tap';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

extend([a11yPlugin]);

const stylesheet = (query: string) => generateSite(query).files.find((f) => f.path.endsWith('.css'))!.content;

t.test('the buttons in the colour the request names, in de, fr and es', async (t) => {
  const cases: [string, string][] = [
    ['Eine Webseite für meine Bäckerei in Köln mit orangefarbenen Buttons', 'orange'],
    ['Webseite für mein Café in Hamburg mit rotfarbigen Buttons', 'red'],
    ['Eine Webseite für meinen Friseursalon mit blauen Schaltflächen', 'blue'],
    ['Eine Seite für unsere Kita in Bremen mit grünen Knöpfen', 'green'],
    ['Un site pour ma boulangerie à Lyon avec des boutons rouges', 'red'],
    ['Une page pour mon café à Nantes, avec des boutons jaunes', 'yellow'],
    ['Un site pour notre fleuriste à Lille avec des boutons verts', 'green'],
    ['Una web para mi panadería en Madrid con botones verdes', 'green'],
    ['Una página para mi bar en Sevilla con botones rojos', 'red'],
    ['Una web para nuestra escuela en Valencia con botones amarillos', 'yellow'],
  ];
  for (const [query, colour] of cases) {
    t.equal(parseRequest(query).colours.component, colour, query);
    const css = stylesheet(query);
    t.match(css, new RegExp(`--accent: ${colour};`), `${query}: the buttons' colour`);
    const onAccent = css.match(/--on-accent: (#[0-9a-f]{6});/)?.[1] ?? '';
    t.ok(colord(colour).contrast(onAccent) >= 4.5, `${query}: the button text keeps AA contrast (${onAccent} on ${colour})`);
  }
  t.equal(
    parseRequest('Eine Webseite für meine Bäckerei in Köln mit Brot und Kuchen').colours.component,
    undefined,
    'no colour asked, none set',
  );
});

t.test('a neutral and a colour named together: the neutral is the page, the colour its buttons', async (t) => {
  const colours = (query: string) => parseRequest(query).colours;
  t.match(colours('Bold black and yellow site for Hornet Couriers'), { background: 'black', component: 'yellow', theme: 'dark' });
  t.match(colours('A white and green website for a florist'), { background: 'white', component: 'green', theme: 'light' });
  t.match(colours('Webseite in Schwarz und Gold für die Bar Nachtfalter, Farben bitte so'), { background: 'black' });
  t.same(colours('Use blue and orange colours').extra, ['blue', 'orange'], 'two colours keep their order');
  t.equal(colours('Use blue and orange colours').background, undefined, 'and make no background');
  t.equal(colours('Black background, yellow and white buttons').background, 'black', 'a role said is kept');
});

t.test('"dark" before the kind of site asks for a dark theme', async (t) => {
  for (const query of [
    'Minimal dark portfolio for a photographer, Ola Nowak',
    'A dark blog about films',
    'Dark aesthetic for my tattoo shop',
  ]) {
    t.equal(parseRequest(query).colours.theme, 'dark', query);
  }
  t.equal(parseRequest('A portfolio of my dark paintings').colours.theme, undefined, 'dark things on a light page');
});

t.test('round 11: gold buttons are gold, the yellow of the metal, in four languages', async (t) => {
  for (const query of [
    'Un site sombre pour le bar à vin Le Tire-Bouchon à Lille, boutons dorés',
    'Web oscura para la coctelería Ámbar con botones dorados',
    'Dunkle Seite für die Bar Nachtfalter mit goldenen Buttons',
    'A dark site for the Gilded Lily bar with gold buttons',
  ])
    t.equal(parseRequest(query).colours.component, 'gold', query);
});

t.test('round 13: "Dunkle Website" is dark, and accents ("roten Akzenten", "acentos verdes") colour the buttons', async (t) => {
  const dark = parseRequest('Dunkle Website für das Tattoo-Studio Schwarzstich in Leipzig mit roten Akzenten');
  t.equal(dark.colours.theme, 'dark');
  t.equal(dark.colours.component, 'red');
  t.same(dark.items, [], 'the accents are no thing on offer');
  t.equal(parseRequest('Web para la floristería Hoja con acentos verdes').colours.component, 'green');
});

t.test('round 16: details, touches and accents in a colour, in Spanish and French', async (t) => {
  t.match(parseRequest('Web oscura y elegante para la coctelería Medianoche en Madrid, con detalles en dorado').colours, {
    component: 'gold',
    theme: 'dark',
  });
  t.same(
    parseRequest('Web oscura y elegante para la coctelería Medianoche en Madrid, con detalles en dorado').items,
    [],
    'no thing on offer',
  );
  t.match(parseRequest('Site sombre pour le bar Minuit à Lyon, avec des touches de doré').colours, { component: 'gold' });
});

t.test('the colour of wine in three languages; the city of the same name is still the place', async (t) => {
  const buttons = (query: string) => parseRequest(query).colours.component;
  t.equal(buttons('Un site sombre pour le bar à vins Le Tonneau, avec des boutons bordeaux'), '#800020');
  t.equal(buttons('Una web para la vinoteca Uva en Madrid con botones burdeos'), '#800020');
  t.equal(buttons('Weinbar in Köln mit weinroten Buttons'), '#800020');
  t.notOk(
    parseRequest('Un site pour le bar à vins Le Tonneau, avec des boutons bordeaux').items.some((i) => /bordeaux/i.test(i.name)),
    'the buttons are how it looks, no thing on offer',
  );
  const city = parseRequest('Boulangerie à Bordeaux avec des boutons verts');
  t.equal(city.place, 'Bordeaux');
  t.equal(city.colours.component, 'green');
  t.same(city.colours.extra, [], 'the city is no colour');
});
