// Opening hours changed to the text an edit gives, on the engine's sites and on hand-written ones
// whatever shape their hours take (a table, a definition list, a list, a line in the footer).
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const page = (body: string, lang = 'en'): SiteFile[] => [
  {
    path: 'index.html',
    content: `<!DOCTYPE html>\n<html lang="${lang}">\n  <head>\n    <title>Corner Shop</title>\n  </head>\n  <body>\n${body}\n  </body>\n</html>\n`,
    language: 'html',
  },
];

function html(files: SiteFile[]): string {
  return files.find((f) => f.path === 'index.html')!.content;
}

t.test('phrasings of an hours change are read as rows of hours', async (t) => {
  const rows = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'hours' ? op.rows : op;
  };
  t.same(rows('change our hours to Mon-Fri 8-6, Sat 9-1'), ['Mon-Fri 8-6', 'Sat 9-1']);
  t.same(rows("We're now open Mon-Fri 8-6 and Sat 9-1"), ['Mon-Fri 8-6', 'Sat 9-1']);
  t.same(rows('Update the opening times: weekdays 7am-3pm; weekends closed'), ['weekdays 7am-3pm', 'weekends closed']);
  t.same(rows('Set the business hours to "Daily 10:00-22:00"'), ['Daily 10:00-22:00']);
  t.same(rows('New hours: Sat and Sun 10-4'), ['Sat and Sun 10-4']);
  t.same(rows('Ändere die Öffnungszeiten auf Mo–Fr 8–18 Uhr, Sa 9–13 Uhr'), ['Mo–Fr 8–18 Uhr', 'Sa 9–13 Uhr']);
  t.same(rows('Cambia el horario a lunes a viernes 8-18, sábado 9-14'), ['lunes a viernes 8-18', 'sábado 9-14']);
  t.same(rows('Changez les horaires : lun-ven 8h-18h, sam 9h-13h'), ['lun-ven 8h-18h', 'sam 9h-13h']);
  t.not(parseInstruction('Add opening hours')?.kind, 'hours', 'no hours given: the stock hours section, as before');
});

t.test("the engine's own hours table gets the new rows", async (t) => {
  const site = generateSite('A bakery called Blue Door in Derby with opening hours').files;
  const r = applyEdit('change our hours to Mon-Fri 8-6, Sat 9-1; Sun closed', site);
  const out = html(r.files);
  t.match(
    out,
    '<tbody>\n<tr><th scope="row">Mon-Fri</th><td>8-6</td></tr>\n<tr><th scope="row">Sat</th><td>9-1</td></tr>\n<tr><th scope="row">Sun</th><td>closed</td></tr>\n</tbody>',
  );
  t.notMatch(out, 'Wednesday', 'the stock rows are gone');
  t.match(r.summary, /Changed the opening hours \(Mon-Fri 8-6; Sat 9-1; Sun closed\)/);
});

t.test('hours given one per line are one list', async (t) => {
  const site = generateSite('A bakery called Blue Door with opening hours').files;
  const out = html(applyEdit('Change the opening hours to:\nMon-Fri 8-6\nSat 9-1\nSun closed', site).files);
  t.match(out, '<th scope="row">Sun</th><td>closed</td>');
  t.match(out, '<th scope="row">Mon-Fri</th><td>8-6</td>');
});

t.test('hand-written hours in a definition list, a list, or a footer line', async (t) => {
  const dl = page(
    '    <div class="opening">\n      <h2>When to find us</h2>\n      <dl>\n        <dt>Mon</dt><dd>9-5</dd>\n        <dt>Tue</dt><dd>9-5</dd>\n      </dl>\n    </div>',
  );
  t.match(
    html(applyEdit('change our hours to Mon-Fri 8-6, Sat 9-1', dl).files),
    '      <dl>\n        <dt>Mon-Fri</dt><dd>8-6</dd>\n        <dt>Sat</dt><dd>9-1</dd>\n      </dl>',
    'the list keeps its indentation',
  );
  const list = page(
    '    <section>\n      <h2>Opening times</h2>\n      <ul>\n        <li>Every day 9 to 5</li>\n      </ul>\n    </section>',
  );
  const listOut = html(applyEdit('We are open Tue-Sun 10-4 now', list).files);
  t.match(listOut, '<ul>\n        <li>Tue-Sun 10-4</li>\n      </ul>');
  t.notMatch(listOut, 'Every day');
  const footer = page('    <main><h1>Corner Shop</h1></main>\n    <footer><p>Open Mon–Sat 9–5</p><p>© Corner Shop</p></footer>');
  const footerOut = html(applyEdit('Our hours are now Mon-Fri 8-6, Sat 9-1', footer).files);
  t.match(footerOut, '<footer><p>Open Mon-Fri 8-6, Sat 9-1</p><p>© Corner Shop</p></footer>');
});

t.test('a page without hours gets an hours section with the given rows', async (t) => {
  const bare = page('    <main>\n      <h1>Corner Shop</h1>\n    </main>', 'de');
  const r = applyEdit('Ändere die Öffnungszeiten auf Mo–Fr 8–18 Uhr, Sa 9–13 Uhr', bare);
  const out = html(r.files);
  t.match(out, /<section id="hours" class="sw-added section section-hours"[\s\S]*<h2 id="hours-title">Öffnungszeiten<\/h2>/);
  t.match(out, '<tr><th scope="row">Mo–Fr</th><td>8–18 Uhr</td></tr>');
  t.match(r.summary, /Added the opening hours/);
});

t.test("one day's new hours change that day's row, the other days stay", async (t) => {
  const site = generateSite('Sunrise Bakery in Leeds, with opening hours').files;
  const rows = (files: SiteFile[]) =>
    [...html(files).matchAll(/<tr><th scope="row">([^<]+)<\/th><td>([^<]+)<\/td><\/tr>/g)].map((m) => `${m[1]} ${m[2]}`);
  const before = rows(site);
  t.equal(before.length, 7, 'a row a day');
  for (const [instruction, sunday] of [
    ['We are now closed on Sundays', 'Sunday Closed'],
    ['Closed Sundays from now on', 'Sunday Closed'],
    ['Now open Sundays 10am–2pm', 'Sunday 10am–2pm'],
    ['Sunday hours are now 9–1', 'Sunday 9–1'],
  ] as const) {
    const after = rows(applyEdit(instruction, site).files);
    t.same(after, [...before.slice(0, 6), sunday], instruction);
  }
  const german = generateSite('Bäckerei Korn in Freiburg mit Öffnungszeiten').files;
  t.match(rows(applyEdit('Ab sofort sonntags geschlossen', german).files).at(-1), 'Sonntag Geschlossen');
  t.match(rows(applyEdit('Sonntags geschlossen', german).files).slice(0, 6), rows(german).slice(0, 6), 'the other days kept');
  const ranges = page(
    '    <table class="hours"><tbody>\n      <tr><th>Mon–Fri</th><td>8–6</td></tr>\n      <tr><th>Sat–Sun</th><td>9–1</td></tr>\n    </tbody></table>',
  );
  t.throws(() => applyEdit('We are now closed on Sundays', ranges), /together with others/, 'a day inside a range is said, not guessed');
  const days = page(
    '    <table class="hours"><tbody>\n      <tr><th>Monday</th><td>8–6</td></tr>\n      <tr><th>Tuesday</th><td>8–6</td></tr>\n    </tbody></table>',
  );
  t.match(
    html(applyEdit('Now open Saturdays 9–1', days).files),
    '<tr><th>Tuesday</th><td>8–6</td></tr>\n      <tr><th scope="row">Saturdays</th><td>9–1</td></tr>',
    'a day with no row gets one after the others',
  );
  t.same(
    rows(applyEdit('Change our hours to Mon-Fri 8-6, Sat 9-1', site).files),
    ['Mon-Fri 8-6', 'Sat 9-1'],
    'several rows still replace the hours whole',
  );
});
