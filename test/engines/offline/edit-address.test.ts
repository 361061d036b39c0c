// A new postal address replaces the old one everywhere: the address block, and the old street
// and town wherever the pages mention them.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Gull &amp; Anchor</title></head>\n<body>\n${body}\n</body>\n</html>\n`,
    language: 'html',
  },
];

t.test('phrasings name the new address', async (t) => {
  const value = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'contact' && op.field === 'address' ? op.value : op;
  };
  t.equal(value('New address: 9 Mill Lane, York'), '9 Mill Lane, York');
  t.equal(value('We moved to 22 Castle Row, Durham so please fix the address'), '22 Castle Row, Durham');
  t.equal(value('Die Adresse ist jetzt Hafenstraße 3, 20457 Hamburg'), 'Hafenstraße 3, 20457 Hamburg');
  t.equal(value('Cambia la dirección a Calle Luna 8, Sevilla'), 'Calle Luna 8, Sevilla');
  t.equal(value("Changez l'adresse : 12 rue des Lilas, Lyon"), '12 rue des Lilas, Lyon');
});

t.test('a hand-written address block with a phone link keeps the link, and the old town leaves the page', async (t) => {
  const site = page(
    '<main><p>The best chowder in Bristol.</p></main>\n<footer><address>12 Harbour Road<br>Bristol<br><a href="tel:+441170000">0117 0000</a></address></footer>',
  );
  const out = applyEdit("We've moved! New address: 9 Mill Lane, York", site).files[0]!.content;
  t.notMatch(out, 'Harbour Road');
  t.notMatch(out, 'Bristol');
  t.match(out, '<address>9 Mill Lane, York<br><br><a href="tel:+441170000">0117 0000</a></address>');
  t.match(out, 'The best chowder in York.');
});

t.test('an address written in a line of text', async (t) => {
  const site = page('<main><p>Find us at 12 Harbour Road, Bristol.</p></main>\n<footer><p>Gull &amp; Anchor, 12 Harbour Road</p></footer>');
  const out = applyEdit('Change our address to 22 Castle Row, Durham', site).files[0]!.content;
  t.match(out, 'Find us at 22 Castle Row, Durham.');
  t.match(out, 'Gull &amp; Anchor, 22 Castle Row</p>');
  t.notMatch(out, 'Harbour');
});

t.test("the engine's sites", async (t) => {
  const site = generateSite('A seafood restaurant called Gull and Anchor in Bristol with contact details').files;
  const before = site.find((f) => f.path === 'index.html')!.content;
  const old = before.match(/<p class="contact-address">([^<]*)<\/p>/)![1]!;
  const out = applyEdit('Cambia la dirección a Calle Luna 8, Sevilla', site).files.find((f) => f.path === 'index.html')!.content;
  t.match(out, '<p class="contact-address">Calle Luna 8, Sevilla</p>');
  t.notMatch(out, old);
  t.notMatch(out, old.split(',')[0]!);
});

t.test('round 12: "notre nouvelle adresse"', async (t) => {
  t.same(parseInstruction('Notre nouvelle adresse : 8 rue Mercière, Lyon'), {
    kind: 'contact',
    field: 'address',
    value: '8 rue Mercière, Lyon',
  });
  t.same(parseInstruction('Nouvelle adresse : 3 place Bellecour, Lyon'), {
    kind: 'contact',
    field: 'address',
    value: '3 place Bellecour, Lyon',
  });
});

t.test('round 14: an address added, a move said without the word, and a postcode kept whole', async (t) => {
  const value = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'contact' && op.field === 'address' ? op.value : op;
  };
  t.equal(value('add our address - 22 High Street, Oxford OX1 4AP'), '22 High Street, Oxford OX1 4AP');
  t.equal(value('Füge unsere Adresse hinzu: Hauptstraße 5, 10115 Berlin'), 'Hauptstraße 5, 10115 Berlin');
  t.equal(value('Ajoutez notre adresse : 3 rue Victor Hugo, Dijon'), '3 rue Victor Hugo, Dijon');
  t.equal(value('We moved to 5 Mill Lane, Leeds LS1 4DY'), '5 Mill Lane, Leeds LS1 4DY');
  t.equal(value('Wir sind umgezogen: Lindenstraße 4, 28195 Bremen'), 'Lindenstraße 4, 28195 Bremen');
  t.not(parseInstruction('Please add our address to the footer')?.kind, 'contact', 'no address written, none to add');
  const site = generateSite('Bakery Crumbs in Oxford with products and opening hours').files;
  const edited = applyEdit('add our address - 22 High Street, Oxford OX1 4AP', site).files;
  t.match(edited.find((f) => f.path === 'index.html')!.content, '22 High Street, Oxford OX1 4AP', 'on the page');
});
