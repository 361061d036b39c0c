// One item's price changed where the page shows it: the engine's menu and pricing cards, and
// hand-written tables, definition lists and lines of text.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="en">\n  <head>\n    <title>Blue Door</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    language: 'html',
  },
];
const html = (files: SiteFile[]) => files.find((f) => f.path === 'index.html')!.content;

t.test('phrasings name the item and its new price', async (t) => {
  const price = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'price' ? [op.item, op.price, op.withCurrency] : op;
  };
  t.same(price('the sourdough is now £4.50'), ['sourdough', '£4.50', true]);
  t.same(price('make the Pro plan $29/month'), ['Pro', '$29', true]);
  t.same(price('change the price of the croissant to 3.20'), ['croissant', '3.20', false]);
  t.same(price('Raise the flat white to $4 please'), ['flat white', '$4', true]);
  t.same(price('Das Sauerteigbrot kostet jetzt 4,50 €'), ['Sauerteigbrot', '4,50 €', true]);
  t.same(price('El croissant ahora cuesta 3,20 €'), ['croissant', '3,20 €', true]);
  t.same(price('Le croissant coûte maintenant 3,20 €'), ['croissant', '3,20 €', true]);
  t.equal(
    parseInstruction('Add a pricing section with plans at $9, $19 and $29')?.kind,
    'addSection',
    'prices of a new section are no price change',
  );
});

t.test("the engine's menu and pricing cards", async (t) => {
  const site = generateSite('A bakery called Blue Door with a menu and pricing plans').files;
  t.match(html(site), '<h3>Country sourdough</h3><p>Long-fermented, crackling crust</p></div><p class="price">$7.50</p>');
  const r = applyEdit('the sourdough is now $4.50', site);
  const out = html(r.files);
  t.match(out, '<h3>Country sourdough</h3><p>Long-fermented, crackling crust</p></div><p class="price">$4.50</p>');
  t.match(out, '<p class="price">$3.80</p>', 'the other prices stay');
  t.match(r.summary, /Changed the price of Country sourdough from \$7\.50 to \$4\.50/);
  t.match(
    html(applyEdit('change the price of the croissant to 3.20', site).files),
    '<h3>Butter croissant</h3><p>Laminated for three days</p></div><p class="price">$3.20</p>',
    "the page's currency kept",
  );
  const plan = html(applyEdit('make the Standard plan $25/month', site).files);
  t.match(plan, /<h3>Standard<\/h3>\n<p>[^<]*<\/p>\n<p class="tier-price"><strong>\$25<\/strong> <span>\/ month<\/span><\/p>/);
});

t.test('hand-written price lists', async (t) => {
  const table = page(
    '    <table>\n      <tr><td>Sourdough loaf</td><td>&pound;4.00</td></tr>\n      <tr><td>Rye</td><td>&pound;3.50</td></tr>\n    </table>',
  );
  const tableOut = html(applyEdit('the sourdough is now £4.50', table).files);
  t.match(tableOut, '<tr><td>Sourdough loaf</td><td>£4.50</td></tr>');
  t.match(tableOut, '<tr><td>Rye</td><td>&pound;3.50</td></tr>', 'entities elsewhere kept as written');
  const plans = page(
    '    <dl class="plans">\n      <dt>Basic</dt><dd>$9 a month</dd>\n      <dt>Pro plan</dt><dd>$19 a month</dd>\n    </dl>',
  );
  t.match(html(applyEdit('make the Pro plan $29/month', plans).files), '<dt>Pro plan</dt><dd>$29 a month</dd>');
  const line = page('    <ul>\n      <li>Espresso — 2,20 €</li>\n      <li>Flat white — 3,20 €</li>\n    </ul>');
  t.match(html(applyEdit('Raise the flat white to 3,60 €', line).files), '<li>Flat white — 3,60 €</li>\n');
  t.throws(() => applyEdit('the baguette is now £2', table), /could not find "baguette"/);
  t.throws(
    () => applyEdit('the sourdough is now £2', page('<p>Sourdough baked daily.</p>')),
    /could not find a price next to "Sourdough baked daily\."/,
  );
});
