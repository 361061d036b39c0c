// "Make the text bigger" and its kin change the size of the site's text (the root font size, in
// percent of the reader's browser setting), never its typeface.
import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/offline/edit/apply-edit.ts';
import { parseInstruction } from '../../../services/generator/engines/offline/edit/instructions.ts';
import { generateSite } from '../../../services/generator/engines/offline/generate-site.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const site = generateSite('A site for Fern & Fig, a plant shop in Bath').files;
const css = (files: SiteFile[]) => files.find((f) => f.path === 'styles.css')!.content;

t.test('asked in four languages, larger, smaller or to a size', async (t) => {
  const size = (text: string) => {
    const op = parseInstruction(text);
    return op?.kind === 'textSize' ? (op.percent ?? op.factor) : op?.kind;
  };
  t.equal(size('Make the font bigger'), 1.125);
  t.equal(size('The text is too small on my phone, can you increase it?'), 1.125);
  t.equal(size('Bitte eine größere Schrift'), 1.125);
  t.equal(size('Pon el texto más grande'), 1.125);
  t.equal(size('Mettez une police plus grande'), 1.125);
  t.equal(size('Make the writing a bit smaller'), 0.9);
  t.equal(size('Set the font size to 18px'), 112.5);
  t.equal(size('Change the font to Georgia'), 'font', 'a typeface is still a font change');
  t.equal(size('Make the text dark blue'), 'colours', 'a colour of the text is no size');
});

t.test('the root font size changes, the typeface does not', async (t) => {
  const bigger = applyEdit('Make the font bigger', site);
  t.match(css(bigger.files), /html \{[^}]*font-size: 112\.5%;/);
  t.equal(css(bigger.files).match(/--font-body:[^;]*;/)?.[0], css(site).match(/--font-body:[^;]*;/)?.[0], 'the typeface is left as it was');
  t.match(bigger.summary, /Made the text larger: 112\.5 % of the browser's size \(was 100 %\)/);
  // Again on the edited site: from where it is now.
  const again = applyEdit('Even bigger text please', bigger.files);
  t.match(css(again.files), /font-size: 126\.6%;/);
  t.equal(
    css(again.files).match(/font-size: \d/g)?.length,
    css(bigger.files).match(/font-size: \d/g)?.length,
    'one declaration, changed in place',
  );
  const set = applyEdit('Set the font size to 14px', site);
  t.match(css(set.files), /html \{[^}]*font-size: 87\.5%;/);
  t.match(set.summary, /smaller/);
  t.throws(() => applyEdit('Set the font size to 14px', set.files), /already at 87\.5 %/, 'no change is said, not done');
});
