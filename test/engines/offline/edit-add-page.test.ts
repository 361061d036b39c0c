// A page asked for by an edit, in the ways customers put it and in four languages: the page
// exists, every page links to it, it has the site's look, and it is about what was asked (its
// heading names it, the items listed in the request are on it).
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const pageName = (text: string) => {
  const op = parseInstruction(text);
  return op?.kind === 'addPage' ? op.name : op;
};
const get = (files: SiteFile[], path: string) => files.find((f) => f.path === path)?.content ?? '';

t.test('phrasings name the page asked for', async (t) => {
  t.equal(pageName('Add a separate page for our breakfast menu'), 'breakfast menu');
  t.equal(pageName('Make an FAQ page'), 'FAQ');
  t.equal(pageName('We need a page about our team'), 'team');
  t.equal(pageName('Create a new page called Catering'), 'Catering');
  t.equal(pageName('Give the breakfast menu its own page'), 'breakfast menu');
  t.equal(pageName('Put the team on a separate page'), 'team');
  t.equal(pageName('Add a page for our breakfast menu with porridge, eggs benedict and pancakes'), 'breakfast menu');
  t.equal(pageName('Eine eigene Seite für unser Frühstück'), 'Frühstück');
  t.equal(pageName('Füge eine Seite über das Team hinzu'), 'Team');
  t.equal(pageName('Wir brauchen eine FAQ-Seite'), 'FAQ');
  t.equal(pageName('Añade una página para el desayuno'), 'desayuno');
  t.equal(pageName('Queremos una página aparte para el menú de desayunos con tostadas y churros'), 'menú de desayunos');
  t.equal(pageName('Une page pour notre petit-déjeuner'), 'petit-déjeuner');
  t.equal(pageName('Créez une page consacrée à notre équipe'), 'équipe');
  // A page named as where something goes asks for no page.
  t.not(parseInstruction('Add a contact form to the page')?.kind, 'addPage');
  t.not(parseInstruction('Add a FAQ section to the page')?.kind, 'addPage');
});

t.test('the page is linked from every page, looks like the site and shows what was asked', async (t) => {
  const site = generateSite('A multi-page site for a café called Sunny Side in Bristol with a menu and a contact page').files;
  const home = get(site, 'index.html');
  const stylesheet = home.match(/<link rel="stylesheet" href="[^"]+">/)?.[0];
  t.ok(stylesheet, 'the site has a stylesheet');
  const r = applyEdit('Add a separate page for our breakfast menu with porridge, eggs benedict and pancakes', site);
  const page = get(r.files, 'breakfast-menu.html');
  t.match(page, '<h1 id="page-title">Breakfast menu</h1>');
  for (const item of ['Porridge', 'Eggs benedict', 'Pancakes']) t.match(page, `<h3>${item}</h3>`, item);
  t.match(page, stylesheet!, "the site's stylesheet");
  t.match(page, /<header[\s\S]*<\/header>/, "the site's header");
  for (const f of r.files.filter((f) => f.path.endsWith('.html')))
    t.match(f.content, /<nav[\s\S]*href="breakfast-menu\.html"[\s\S]*<\/nav>/, f.path);

  const catering = get(applyEdit('We need a page for our catering with office lunches and party platters', site).files, 'catering.html');
  t.match(catering, /<h2 id="catering-title">Catering<\/h2>/, 'a name of its own heads its section');
  t.notMatch(catering, 'About us');
  t.match(catering, '<li>office lunches</li>');
  t.match(catering, '<li>party platters</li>');
});

t.test('in German, Spanish and French', async (t) => {
  const cases: [string, string, string, string[]][] = [
    [
      'Ein Café namens Sonnenseite in Köln mit Speisekarte',
      'Wir brauchen eine eigene Seite für unser Frühstück mit Müsli, Rührei und Pfannkuchen',
      'fruhstuck.html',
      ['Müsli', 'Rührei', 'Pfannkuchen'],
    ],
    [
      'Una cafetería llamada Lado Soleado en Madrid con carta',
      'Añade una página para el desayuno con tostadas, churros y zumo',
      'desayuno.html',
      ['tostadas', 'churros', 'zumo'],
    ],
    [
      'Un café appelé Côté Soleil à Lyon avec une carte',
      'Ajoutez une page pour le petit-déjeuner avec porridge, œufs brouillés et crêpes',
      'petit-dejeuner.html',
      ['porridge', 'œufs brouillés', 'crêpes'],
    ],
  ];
  for (const [brief, request, path, items] of cases) {
    const r = applyEdit(request, generateSite(brief).files);
    const page = get(r.files, path);
    t.ok(page, `${request}: ${path}`);
    t.match(page, /<h1 id="page-title">[^<]+<\/h1>/, request);
    for (const item of items) t.match(page, `<li>${item}</li>`, `${request}: ${item}`);
    t.match(get(r.files, 'index.html'), `href="${path}"`, `${request}: linked from the home page`);
  }
});
