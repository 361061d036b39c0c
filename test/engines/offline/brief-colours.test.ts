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
