// The quality report (html-validate, links, contrast, accessibility) over 1 MiB of the worst
// characters in a page and a stylesheet, and over thousands of theme scopes, finishes within its
// bound of CPU. See docs/engines.md, "Bounded work".
import t from 'tap';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import { limit, MiB, WORST, file, page, timeAsync } from '../../support/worst-inputs.ts';

const PLACES = ['body', 'style', 'end'] as const;

t.test('the quality report over 1 MiB of the worst characters', async (t) => {
  for (const [name, make] of Object.entries(WORST)) {
    const bulk = make(MiB - 1024);
    for (const place of PLACES) {
      // 1 MiB of stylesheet in all: in the page's <style>, or in style.css.
      const stylesheet = place === 'style' ? 'a{}' : `${bulk}a{}`;
      const ms = await timeAsync(() => checkSite([file('index.html', page(bulk, place)), file('style.css', stylesheet)]));
      t.ok(ms < limit(), `${name} (${place}): ${ms.toFixed(0)} ms (bound ${limit().toFixed(0)} ms)`);
    }
  }
  const themes = Array.from({ length: 30_000 }, (_, i) => `.t${i}{--x:#${(i % 4096).toString(16).padStart(3, '0')}}`).join('');
  const colours = '.c{color:var(--x);background:#777}'.repeat(10_000);
  const ms = await timeAsync(() => checkSite([file('index.html', page('', 'body')), file('style.css', themes + colours)]));
  t.ok(ms < limit(), `thousands of theme scopes: ${ms.toFixed(0)} ms`);
  // Rules that do set colours are parsed and read: 1 MiB of them.
  const coloured = 'a{color:#333;background:#fff}'.repeat(MiB / 29);
  const many = await timeAsync(() => checkSite([file('index.html', page('', 'body')), file('style.css', coloured)]));
  t.ok(many < limit(), `1 MiB of rules that set colours: ${many.toFixed(0)} ms (bound ${limit().toFixed(0)} ms)`);
});
