// A section the caller names (in any kind of quotes, or unquoted before "section") is added with
// that name as its heading, linked from the navigation, on the engine's sites and hand-written ones.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const HAND: SiteFile[] = [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>
<html lang="fr">
<head><title>Atelier Lune</title></head>
<body>
<header><a class="logo" href="/">Atelier Lune</a><nav><ul><li><a href="#about">À propos</a></li></ul></nav></header>
<main><h1>Atelier Lune</h1><section id="about"><h2>À propos</h2><p>Céramique faite main.</p></section></main>
<footer><p>Atelier Lune</p></footer>
</body>
</html>
`,
    language: 'html',
  },
];

t.test('phrasings name the section, in any quotes', async (t) => {
  const named = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'namedSection' ? [op.name, op.purpose] : op;
  };
  t.same(named('Add a section called "Awards"'), ['Awards', undefined]);
  t.same(named("Please add a 'Partners' section"), ['Partners', undefined]);
  t.same(named('Ajoutez une rubrique « Ateliers » pour les enfants'), ['Ateliers', 'les enfants']);
  t.same(named('Füge einen Bereich „Presse“ hinzu'), ['Presse', undefined]);
  t.same(named('Añade una sección “Eventos” para empresas'), ['Eventos', 'empresas']);
  t.same(named('add a Sponsors section'), ['Sponsors', undefined]);
});

t.test('a hand-written page gets the section, its heading and a nav link', async (t) => {
  const out = applyEdit('Ajoutez une rubrique « Ateliers » pour les enfants', HAND).files.find((f) => f.path === 'index.html')!.content;
  t.match(out, /<section id="ateliers" class="sw-added section section-ateliers" aria-labelledby="ateliers-title">/);
  t.match(out, '<h2 id="ateliers-title">Ateliers</h2>');
  t.match(out, 'Ateliers pour les enfants : contactez-nous');
  t.match(out, '<li><a href="#ateliers">Ateliers</a></li>');
  t.ok(out.indexOf('id="ateliers"') < out.indexOf('</main>'), 'inside the main content');
});

t.test("the engine's sites", async (t) => {
  const site = generateSite('A design studio called Fold in Leeds').files;
  const out = applyEdit("Please add a 'Partners' section", site).files.find((f) => f.path === 'index.html')!.content;
  t.match(out, '<h2 id="partners-title">Partners</h2>');
  t.match(out, 'href="#partners"');
  t.throws(() => applyEdit("Please add a 'Partners' section", [{ ...site[0]!, content: out }, ...site.slice(1)]), /already has a section/);
});

t.test('unquoted: the words after "section called" or "section about" name it, and listed names are its items', async (t) => {
  const named = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'namedSection' ? [op.name, op.items] : op;
  };
  t.same(named('Add a section about our wedding catering'), ['Wedding catering', undefined]);
  t.same(named('Add a section on the history of the mill'), ['History of the mill', undefined]);
  t.same(named('add a section called Partners listing Stripe, Xero and Shopify'), ['Partners', ['Stripe', 'Xero', 'Shopify']]);
  t.same(named('Please add a new section named Stockists with Harrods & Liberty.'), ['Stockists', ['Harrods', 'Liberty']]);
  t.same(named('Add a section about us'), { kind: 'addSection', section: 'about' }, 'a section the engine builds stays its own');
  t.same(named('Add a gallery section on the home page'), { kind: 'addSection', section: 'gallery' }, 'named before the word');
  t.same(named('Add a section on the home page'), null, 'a place is no name');
  const out = applyEdit('add a section called Partners listing Stripe, Xero and Shopify', HAND).files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(out, '<h2 id="partners-title">Partners</h2>');
  t.match(out, '<ul>\n<li>Stripe</li>\n<li>Xero</li>\n<li>Shopify</li>\n</ul>');
});

t.test('a name next to the section word decides the section, quoted or before the word', async (t) => {
  t.same(parseInstruction('Please add a "Our instructors" section'), { kind: 'addSection', section: 'team', title: 'Our instructors' });
  t.same(parseInstruction("add a section 'Our story' that tells how the shop began"), {
    kind: 'addSection',
    section: 'about',
    title: 'Our story',
  });
  t.same(parseInstruction('Ajoute un bloc « Nos partenaires »'), { kind: 'namedSection', name: 'Nos partenaires' });
  t.same(parseInstruction('Add a "Night shift" section'), { kind: 'namedSection', name: 'Night shift' }, 'no theme');
  t.same(
    parseInstruction('Add a Stockists section listing Selfridges, Heal’s and Liberty'),
    { kind: 'namedSection', name: 'Stockists', items: ['Selfridges', 'Heal’s', 'Liberty'] },
    'its list word is no search box',
  );
  t.same(parseInstruction('Add a "Clients" block featuring Oxfam and Shelter for charities'), {
    kind: 'namedSection',
    name: 'Clients',
    items: ['Oxfam', 'Shelter'],
    purpose: 'charities',
  });
  t.same(parseInstruction('Add a short section on our zero-waste promise'), { kind: 'namedSection', name: 'Zero-waste promise' });
  t.same(parseInstruction('Add a reviews section'), { kind: 'addSection', section: 'testimonials' });
});

t.test('what a section tells is its first line; a place is skipped', async (t) => {
  const op = parseInstruction('Add a "Courses" section on the home page about my weekend pottery courses');
  t.same(op, { kind: 'namedSection', name: 'Courses', topic: 'my weekend pottery courses' });
  const out = applyEdit('Add a "Courses" section on the home page about my weekend pottery courses', [
    { ...HAND[0]!, content: HAND[0]!.content.replace('lang="fr"', 'lang="en"') },
  ]).files[0]!.content;
  t.match(out, '<h2 id="courses-title">Courses</h2>');
  t.match(out, 'More on my weekend pottery courses here soon');
  t.same(parseInstruction('Add a section about our catering for weddings'), {
    kind: 'namedSection',
    name: 'Catering',
    purpose: 'weddings',
  });
});

t.test('a quoted name heads a section the engine builds', async (t) => {
  const site = generateSite('A yoga studio called Still Point in Bath with classes').files;
  const out = applyEdit('Add a "Meet our teachers" section', site).files.find((f) => f.path === 'index.html')!.content;
  t.match(out, /<h2 id="team-title">Meet our teachers<\/h2>/);
});
