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

t.test('an item said to be gone, in the ways customers put it', async (t) => {
  const name = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'removeSection' ? op.name : op;
  };
  // The verb around the name, or after it.
  t.equal(name('Take the cardamom bun off the menu'), 'cardamom bun');
  t.equal(name('Please cut the lemon tart from the price list'), 'lemon tart');
  t.equal(name('The cardamom bun is no longer available.'), 'cardamom bun');
  t.equal(name("Sadly the lemon tart isn't available any more, please update the menu"), 'lemon tart');
  t.equal(name('The seeded rye has been discontinued'), 'seeded rye');
  t.equal(name('We no longer make almond financiers'), 'almond financiers');
  // German: the verb last, or split around the name.
  t.equal(name('Die Zimtschnecke bitte streichen'), 'Zimtschnecke');
  t.equal(name('Zitronentarte bitte von der Karte nehmen'), 'Zitronentarte');
  t.equal(name('Wir bieten Balayage nicht mehr an'), 'Balayage');
  t.equal(name('Den Roggenlaib gibt es nicht mehr'), 'Roggenlaib');
  t.equal(parseInstruction('Wir nehmen jetzt Kartenzahlung'), null, 'a German verb mid-clause removes nothing');
  // "wir" and "den" are who has it and what was just named, never the thing itself.
  t.equal(name('Bitte den Secco rausnehmen, den haben wir nicht mehr'), 'Secco');
  t.equal(name('Den Apfelstrudel haben wir leider nicht mehr'), 'Apfelstrudel');
  t.equal(name('Die Zimtschnecke backen wir nicht mehr'), 'Zimtschnecke');
  t.equal(parseInstruction('Das haben wir nicht mehr'), null, 'a pronoun alone names nothing to remove');
  // Spanish and French said as news.
  t.equal(name('Ya no ofrecemos balayage'), 'balayage');
  t.equal(name('La tarta de limón ya no está disponible'), 'tarta de limón');
  t.equal(name("L'éclair n'est plus disponible"), 'éclair');
  t.equal(name('Nous ne proposons plus le balayage'), 'balayage');
});

t.test("said as news, the item leaves the engine's menu and nothing else does", async (t) => {
  const site = generateSite('A bakery called Blue Door in Leeds with a menu').files;
  const home = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;
  t.match(home(site), '<h3>Cardamom bun</h3>');
  for (const request of [
    'Take the cardamom bun off the menu',
    'The cardamom bun is no longer available.',
    'Cardamom Bun bitte streichen',
    'El cardamom bun ya no está disponible',
    "Le cardamom bun n'est plus disponible",
  ]) {
    const out = home(applyEdit(request, site).files);
    t.notMatch(out, /Cardamom bun/i, request);
    t.match(out, '<h3>Butter croissant</h3>', `${request}: the other items stay`);
    t.match(out, '<h3>Lemon tart</h3>', `${request}: the other items stay`);
  }
});

t.test('round 15: "remove it" takes the thing named before it', async (t) => {
  const name = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'removeSection' ? op.name : op;
  };
  t.equal(name('Sold out of the stout for good, please remove it'), 'stout');
  t.equal(name("We've stopped the Friday class, please delete it"), 'Friday class');
  t.equal(name('The croissants are sold out, remove them'), 'croissants');
  t.equal(name('Remove it'), null, 'nothing named, nothing removed (it is said, not guessed)');
  const site = generateSite('Craft brewery Hop Yard in Sheffield: pale ale, stout, IPA and a seasonal sour').files;
  const out = applyEdit('Sold out of the stout for good, please remove it', site)
    .files.filter((f) => f.path.endsWith('.html'))
    .map((f) => f.content)
    .join('');
  t.notMatch(out, /stout/i);
  t.match(out, /pale ale/i, 'the other things stay');
});
