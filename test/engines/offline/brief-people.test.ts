// The people a request names for its team ("Our teachers: Anna (vinyasa), Tom (yin)") are the team
// section's people, with the roles it gives, in place of stock ones; they are no things on offer and
// a role in brackets is no business name. An edit that names them adds or remakes the team with them.
import t from 'tap';
import { parseRequest } from '../../../services/generator/engines/offline/request/parse-request.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';

const team = (html: string) =>
  [...(html.match(/<section id="team"[\s\S]*?<\/section>/)?.[0] ?? '').matchAll(/<h3>([^<]+)<\/h3>(?:<p>([^<]+)<\/p>)?/g)].map((m) => [
    m[1],
    m[2] ?? null,
  ]);
const home = (query: string) => generateSite(query).files.find((f) => f.path === 'index.html')!.content;

t.test('the people of the team, with their roles, in four languages', async (t) => {
  const people = (query: string) => parseRequest(query).people.map((p) => [p.name, p.role]);
  t.same(people('Yoga studio Still Point in Bath. Our teachers: Anna (vinyasa), Tom (yin) and Priya (pregnancy yoga)'), [
    ['Anna', 'Vinyasa'],
    ['Tom', 'Yin'],
    ['Priya', 'Pregnancy yoga'],
  ]);
  t.same(people('Dental practice Bright Smile with our team: Dr Sarah Lee, Dr Tom Hart and hygienist Amy Cole'), [
    ['Dr Sarah Lee', null],
    ['Dr Tom Hart', null],
    ['Amy Cole', 'Hygienist'],
  ]);
  t.same(people('Friseur Schnittstelle in Kiel. Unser Team: Lena (Inhaberin) und Max'), [
    ['Lena', 'Inhaberin'],
    ['Max', null],
  ]);
  t.same(people('Academia de baile Ritmo. Nuestros profesores: Lucía (salsa) y Andrés (bachata)'), [
    ['Lucía', 'Salsa'],
    ['Andrés', 'Bachata'],
  ]);
  t.same(people('École de musique Do Ré Mi. Nos professeurs : Claire (piano) et Hugo (guitare)'), [
    ['Claire', 'Piano'],
    ['Hugo', 'Guitare'],
  ]);
  t.same(people('A café with a friendly team: we bake daily'), [], 'a team word and a colon before no names');
});

t.test('they are the team section, no things on offer, and no business name', async (t) => {
  const query = 'Yoga studio Still Point in Bath. Our teachers: Anna (vinyasa), Tom (yin) and Priya (pregnancy yoga)';
  t.same(parseRequest(query).items, []);
  t.ok(parseRequest(query).features.includes('team'));
  t.same(team(home(query)), [
    ['Anna', 'Vinyasa'],
    ['Tom', 'Yin'],
    ['Priya', 'Pregnancy yoga'],
  ]);
  t.notMatch(home(query), 'Alex Morgan', 'no stock people beside them');
  t.match(
    parseRequest('Unser Team: Lena (Inhaberin) und Max. Friseur Schnittstelle in Kiel').name,
    /Schnittstelle/,
    'a role in brackets is no name',
  );
  t.match(home('A bakery called Crumb with a team section'), 'Alex Morgan', 'a team asked without names is the stock one');
});

t.test('an edit that names the people adds the team with them', async (t) => {
  t.same(parseInstruction('Add a section about our teachers: Anna (vinyasa) and Tom (yin)'), { kind: 'addSection', section: 'team' });
  const site = generateSite('Yoga studio Still Point in Bath with classes and prices').files;
  const out = applyEdit('Add a section about our teachers: Anna (vinyasa) and Tom (yin)', site).files;
  t.same(team(out.find((f) => f.path === 'index.html')!.content), [
    ['Anna', 'Vinyasa'],
    ['Tom', 'Yin'],
  ]);
});
