// One section moved next to another, or two swapped, on the page that has both; its markup is kept
// byte for byte, and a move that cannot be done is said, never replaced by another edit.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';

const site = generateSite('Harbour Lights Yoga in Whitby: classes, pricing and reviews from our students').files;
const home = site.find((f) => f.path === 'index.html')!.content;
const order = (html: string) => [...html.matchAll(/<section id="([^"]+)"/g)].map((m) => m[1]!);
const sectionOf = (html: string, id: string) => html.match(new RegExp(`<section id="${id}"[\\s\\S]*?</section>`))![0];

t.test('read in four languages', async (t) => {
  const op = (text: string) => {
    const read = parseInstruction(text);
    return read?.kind === 'moveSection' ? [read.name, read.place, read.other] : read?.kind;
  };
  t.same(op('Put the contact section above the about section'), ['contact', 'before', 'about']);
  t.same(op('Move the FAQ below the prices please'), ['FAQ', 'after', 'prices']);
  t.same(op('Swap the gallery and the reviews'), ['gallery', 'swap', 'reviews']);
  t.same(op('Verschiebe die Galerie vor die Preise'), ['Galerie', 'before', 'Preise']);
  t.same(op('Mueve la galería debajo de los precios'), ['galería', 'after', 'precios']);
  t.same(op('Place la FAQ avant les tarifs'), ['FAQ', 'before', 'tarifs']);
});

t.test('moved and swapped on the page, byte for byte', async (t) => {
  const before = order(home);
  t.ok(before.includes('pricing') && before.includes('testimonials'), `sections: ${before.join(', ')}`);
  t.ok(before.indexOf('pricing') < before.indexOf('testimonials'), 'pricing comes first to begin with');
  const moved = applyEdit('Move the reviews above the pricing section', site);
  const after = order(moved.files.find((f) => f.path === 'index.html')!.content);
  t.ok(after.indexOf('testimonials') < after.indexOf('pricing'), `reviews first: ${after.join(', ')}`);
  t.same([...after].sort(), [...before].sort(), 'no section lost or doubled');
  t.equal(sectionOf(moved.files.find((f) => f.path === 'index.html')!.content, 'testimonials'), sectionOf(home, 'testimonials'));
  t.match(moved.summary, /^Moved the "[^"]+" section above the "Pricing" section in index\.html/);
  const swapped = applyEdit('Swap the pricing and the reviews', site);
  const swappedOrder = order(swapped.files.find((f) => f.path === 'index.html')!.content);
  t.equal(swappedOrder.indexOf('testimonials'), before.indexOf('pricing'));
  t.equal(swappedOrder.indexOf('pricing'), before.indexOf('testimonials'));
});

t.test('a move that cannot be done is said', async (t) => {
  t.throws(
    () => applyEdit('Put the blog section above the pricing', site),
    /could not find both "blog" and "pricing" as sections of one page/,
  );
  t.throws(() => applyEdit('Move the pricing below the pricing', site), /the same section/);
});
