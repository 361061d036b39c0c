// Making an existing site dark, asked in four languages, keeps its text readable (WCAG AA); a whole
// translation is refused with the pointer to the openai engine.
import t from 'tap';
import { colord, extend } from 'colord';
import a11yPlugin from 'colord/plugins/a11y';
import namesPlugin from 'colord/plugins/names';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction, splitInstructions } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';

extend([a11yPlugin, namesPlugin]);

t.test('phrasings of a dark theme', async (t) => {
  for (const text of [
    'make the site dark',
    'Switch to dark mode',
    'Mach die Seite dunkel',
    'pon un tema oscuro',
    'passe le site en mode sombre',
  ])
    t.same(parseInstruction(text), { kind: 'colours', theme: 'dark' }, text);
});

t.test('a German site made dark keeps AA contrast', async (t) => {
  const site = generateSite('Eine Webseite für die Bäckerei Sonnenschein in Berlin mit Speisekarte und Kontaktformular').files;
  const r = applyEdit('Mach die Seite dunkel', site);
  t.match(r.files.find((f) => f.path === 'styles.css')!.content, /--bg: #121417;/);
  const report = await checkSite(r.files);
  t.same(
    report.problems.filter((p) => p.rule === 'color-contrast'),
    [],
  );
});

t.test('translating the whole site needs a model', async (t) => {
  const site = generateSite('A bakery called Blue Door').files;
  for (const text of ['Translate the whole site into French', 'Übersetze die Seite ins Englische', 'Traduce el sitio al inglés'])
    t.throws(
      () => applyEdit(text, site),
      { name: 'EngineError', message: /Translating a site takes a language model: use the openai engine/ },
      text,
    );
});

t.test('new button colours: the tint of cards follows, and the accent ink reads on it', async (t) => {
  const site = generateSite('Landing page for Trackly, a time-tracking tool, with features and pricing').files;
  const css = applyEdit('switch the buttons to orange please', site).files.find((f) => f.path === 'styles.css')!.content;
  const value = (name: string) => new RegExp(`${name}:\\s*([^;]+);`).exec(css)![1]!.trim();
  t.equal(value('--accent'), 'orange');
  const soft = colord(value('--soft'));
  t.ok(Math.abs(soft.toHsl().h - colord('orange').toHsl().h) < 15, `the tint is orange's (${value('--soft')})`);
  for (const ground of ['--bg', '--surface', '--soft'])
    t.ok(
      colord(value('--accent-ink')).contrast(value(ground)) >= 4.5,
      `accent ink on ${ground}: ${colord(value('--accent-ink')).contrast(value(ground))}`,
    );
});

t.test('the typeface of the headings or the body alone', async (t) => {
  t.same(parseInstruction('Use Georgia for the headings'), { kind: 'font', family: 'Georgia', part: 'headings' });
  t.same(parseInstruction('Headings in Playfair Display please'), { kind: 'font', family: 'Playfair Display', part: 'headings' });
  t.same(parseInstruction('Use a serif font for the body text'), { kind: 'font', family: 'serif', part: 'body' });
  t.same(parseInstruction('Set the body text in Inter'), { kind: 'font', family: 'Inter', part: 'body' });
  t.same(parseInstruction('Make the headings blue'), { kind: 'colours', component: 'blue' }, 'a colour is no typeface');
  const site = generateSite('A bakery called Crumb').files;
  const css = (files: { path: string; content: string }[]) => files.find((f) => f.path.endsWith('.css'))!.content;
  const headings = css(applyEdit('Use Georgia for the headings', site).files);
  t.match(headings, /--font-heading: "Georgia"/);
  t.equal(headings.match(/--font-body: [^;]*;/)?.[0], css(site).match(/--font-body: [^;]*;/)?.[0], 'the body keeps its typeface');
  const body = css(applyEdit('Set the body text in Inter', site).files);
  t.match(body, /--font-body: "Inter"/);
  t.equal(body.match(/--font-heading: [^;]*;/)?.[0], css(site).match(/--font-heading: [^;]*;/)?.[0], 'the headings keep theirs');
});

t.test('a typeface for each part in one sentence, and typefaces named in lower case', async (t) => {
  t.same(splitInstructions('Use Georgia for the headings and Inter for the body'), [
    'Use Georgia for the headings',
    'Use Inter for the body',
  ]);
  t.same(splitInstructions('Please use Playfair Display for the headings, and Lato for the body text.'), [
    'Please use Playfair Display for the headings',
    'Please use Lato for the body text.',
  ]);
  t.same(parseInstruction('use georgia for headings'), { kind: 'font', family: 'Georgia', part: 'headings' });
  t.same(parseInstruction('set the body text in open sans'), { kind: 'font', family: 'Open Sans', part: 'body' });
  const site = generateSite('A bakery called Crumb').files;
  const css = applyEdit('Use Georgia for the headings and Inter for the body', site).files.find((f) => f.path.endsWith('.css'))!.content;
  t.match(css, /--font-heading: "Georgia"/, 'the headings in one');
  t.match(css, /--font-body: "Inter"/, 'the body in the other (it was dropped without a word)');
});
