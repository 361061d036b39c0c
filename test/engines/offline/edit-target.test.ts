// The offline engine aims a targeted edit (issue 27): the words it replaces and the heading it
// changes are looked for inside the target's elements only.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const PAGE = `<!DOCTYPE html>
<html lang="en">
  <head><title>Blue Door prices</title></head>
  <body>
    <header><h1>Blue Door prices</h1><p>Our prices are fair.</p></header>
    <section class="pricing"><h2>Prices</h2><p>Prices include tax.</p><img src="a.png" alt="Prices board"></section>
    <section class="pricing"><p>Student prices on Mondays.</p></section>
  </body>
</html>
`;
const files = (): SiteFile[] => [{ path: 'index.html', content: PAGE, language: 'html' }];
const target = { selector: '.pricing', path: null };

t.test('replaced words change inside the target only', async (t) => {
  const edit = applyEdit('Replace "prices" with "rates"', files(), { target });
  const html = edit.files[0]!.content;
  t.equal(
    html,
    PAGE.replace('<h2>Prices</h2><p>Prices include', '<h2>rates</h2><p>rates include')
      .replace('alt="Prices board"', 'alt="rates board"')
      .replace('Student prices', 'Student rates'),
  );
  t.match(html, /<h1>Blue Door prices<\/h1><p>Our prices are fair/, 'the header is as it was');
  const untargeted = applyEdit('Replace "prices" with "rates"', files());
  t.match(untargeted.files[0]!.content, /<h1>Blue Door rates<\/h1>/, 'without a target, every page changes as before');
});

t.test('the heading of a target is its own', async (t) => {
  const edit = applyEdit('Change the heading to "Our rates"', files(), { target });
  t.equal(edit.files[0]!.content, PAGE.replace('<h2>Prices</h2>', '<h2>Our rates</h2>'));
  t.throws(
    () => applyEdit('Change the heading to "x"', files(), { target: { selector: 'header p', path: null } }),
    /no heading inside "header p"/,
  );
});

t.test('words only outside the target are not found', async (t) => {
  t.throws(() => applyEdit('Replace "fair" with "low"', files(), { target }), /the text "fair" does not appear inside ".pricing"/);
});
