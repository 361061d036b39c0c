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
      // html-validate reads every line break as a token of its own (about 1.5 µs each): linear,
      // but a page of nothing else needs more than the others.
      const bound = name === 'line breaks' || name === '\\n \\n \\n' ? 3 * limit() : limit();
      t.ok(ms < bound, `${name} (${place}): ${ms.toFixed(0)} ms (bound ${bound.toFixed(0)} ms)`);
    }
  }
  const themes = Array.from({ length: 30_000 }, (_, i) => `.t${i}{--x:#${(i % 4096).toString(16).padStart(3, '0')}}`).join('');
  const colours = '.c{color:var(--x);background:#777}'.repeat(10_000);
  const ms = await timeAsync(() => checkSite([file('index.html', page('', 'body')), file('style.css', themes + colours)]));
  t.ok(ms < limit(), `thousands of theme scopes: ${ms.toFixed(0)} ms`);
});
