// A price change said as news ("going up to £18 next month") names the item in the clause of
// the price; the words of time and change around it are not part of the item's name.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n<head><title>Clip Joint</title></head>\n<body>\n${body}\n</body>\n</html>\n`,
    language: 'html',
  },
];

t.test('phrasings of price news', async (t) => {
  const price = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'price' ? [op.item, op.price] : op;
  };
  t.same(price('Heads up: beard trims are going up to £14 from March, please update the site'), ['beard trims', '£14']);
  t.same(price('Our shampoo is rising to $9 next week'), ['shampoo', '$9']);
  t.same(price('Der Herrenschnitt steigt nächsten Monat auf 30 €'), ['Herrenschnitt', '30 €']);
  t.same(price('El corte de pelo sube a 25 € la próxima semana'), ['corte pelo', '25 €']);
  t.same(price('La coupe homme passe à 28 € le mois prochain'), ['coupe homme', '28 €']);
});

t.test('a hand-written price list', async (t) => {
  const site = page('<ul class="prices">\n<li>Haircut — £20</li>\n<li>Beard trim — £10</li>\n</ul>');
  const out = applyEdit('Heads up: beard trims are going up to £14 from March, please update the site', site).files[0]!.content;
  t.match(out, '<li>Beard trim — £14</li>');
  t.match(out, '<li>Haircut — £20</li>');
});

t.test("the engine's menu", async (t) => {
  const site = generateSite('A barber called Clip Joint in York with a price list').files;
  const out = applyEdit("Men's cuts are going up to £36 next month, update the price", site).files.find(
    (f) => f.path === 'index.html',
  )!.content;
  t.match(out, /<h3>Men’s cut<\/h3><p>[^<]*<\/p><\/div><p class="price">£36<\/p>/);
});

t.test('a sentence that only asks for what the others said is no instruction of its own', async (t) => {
  const site = page('<ul class="prices">\n<li>Haircut — £20</li>\n<li>Beard trim — £10</li>\n</ul>');
  for (const request of [
    'Beard trims are going up to £14 next month. Please update the price on the site.',
    'Beard trims are going up to £14 next month. Can you change it on the website too?',
  ])
    t.match(applyEdit(request, site).files[0]!.content, '<li>Beard trim — £14</li>', request);
  const german = page('<ul>\n<li>Haarschnitt — 20 €</li>\n<li>Bartschnitt — 10 €</li>\n</ul>');
  t.match(
    applyEdit('Der Bartschnitt kostet ab Mai 14 €. Bitte aktualisiere die Seite.', german).files[0]!.content,
    '<li>Bartschnitt — 14 €</li>',
  );
  t.throws(() => applyEdit('Please update the price on the site.', site), /did not understand/, 'alone it asks for nothing');
});
