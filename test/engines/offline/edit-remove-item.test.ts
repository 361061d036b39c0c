// Removing one item of a list (a service, a dish, a class) when no section has its name: the
// smallest list entry naming it leaves the page, the rest of the list stays.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Brightside</title></head>\n<body>\n${body}\n</body>\n</html>\n`,
    language: 'html',
  },
];

t.test('phrasings name what goes', async (t) => {
  const name = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'removeSection' ? op.name : op;
  };
  t.equal(name('Please delete window cleaning from our services, nobody books it'), 'window cleaning');
  t.equal(name('We no longer offer oven cleaning, take it off the list'), 'oven cleaning');
  t.equal(name('Streiche die Dachrinnenreinigung aus den Leistungen'), 'Dachrinnenreinigung');
  t.equal(name('Quita la limpieza de hornos de los servicios'), 'limpieza de hornos');
  t.equal(name('Supprimez le nettoyage de vitres des services'), 'nettoyage de vitres');
  t.equal(name('Remove the testimonials section'), 'testimonials');
});

t.test('hand-written lists, tables and definition lists', async (t) => {
  const list = page(
    '<section id="services"><h2>Services</h2><ul>\n<li>Window cleaning — from £30</li>\n<li>Oven cleaning — £60</li>\n</ul></section>',
  );
  const out = applyEdit('Please delete window cleaning from our services, nobody books it', list).files[0]!.content;
  t.notMatch(out, 'Window cleaning');
  t.match(out, '<li>Oven cleaning — £60</li>');
  t.match(out, '<h2>Services</h2>', 'the section stays');
  const table = page('<table><tr><td>Oven cleaning</td><td>£60</td></tr><tr><td>Carpets</td><td>£40</td></tr></table>');
  const tableOut = applyEdit('We no longer offer oven cleaning, take it off the list', table).files[0]!.content;
  t.notMatch(tableOut, 'Oven');
  t.match(tableOut, '<tr><td>Carpets</td><td>£40</td></tr>');
  const terms = page('<dl><dt>Nettoyage de vitres</dt><dd>30 €</dd><dt>Tapis</dt><dd>40 €</dd></dl>');
  t.match(applyEdit('Supprimez le nettoyage de vitres des services', terms).files[0]!.content, '<dl><dt>Tapis</dt><dd>40 €</dd></dl>');
  t.throws(() => applyEdit('Remove gutter cleaning', list), /could not find a "gutter cleaning" section or item/);
});

t.test("the engine's menu", async (t) => {
  const site = generateSite('A barber called Clip Joint in York with a price list').files;
  const out = applyEdit('Remove balayage from the price list, we stopped doing it', site).files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.notMatch(out, 'Balayage</h3>');
  t.match(out, '<h3>Full colour</h3>');
});

t.test('an item listed twice leaves both lists', async (t) => {
  const twice = page(
    '<ul class="services"><li><h3>Gutter cleaning</h3><p>Clear and flowing.</p></li><li><h3>Windows</h3><p>Streak-free.</p></li></ul>\n<table><tr><td>Gutter cleaning</td><td>£40</td></tr><tr><td>Windows</td><td>£20</td></tr></table>',
  );
  const out = applyEdit('We stopped doing gutter cleaning, please remove it', twice).files[0]!.content;
  t.notMatch(out, 'Gutter');
  t.match(out, '<li><h3>Windows</h3><p>Streak-free.</p></li></ul>');
  t.match(out, '<tr><td>Windows</td><td>£20</td></tr>');
});
