// The openai engine's parsing and edits, and the fork's rewriting, over 1 MiB of the worst model
// or page text finish in well under a second of CPU. See docs/engines.md, "Bounded work".
import t from 'tap';
import { BlockParser, stripFence } from '../../../services/generator/engines/openai/block-parser.ts';
import { applyEdit as applyHunks } from '../../../services/generator/engines/openai/apply-edits.ts';
import { htmlProblem } from '../../../services/generator/engines/openai/check-output.ts';
import { AnswerApplier } from '../../../services/generator/engines/openai/answer-applier.ts';
import { SiteDraft } from '../../../services/generator/engines/openai/site-draft.ts';
import type { EngineContext } from '../../../services/generator/engines/engine.ts';
import { parseHtml } from '../../../services/generator/fork/rewrite-html.ts';
import { parseCss } from '../../../services/generator/fork/rewrite-css.ts';
import { parseSrcset } from '../../../services/generator/fork/srcset.ts';
import { limit, MiB, WORST, attempt, page, time, timeAsync } from '../../support/worst-inputs.ts';

function context(): EngineContext {
  return { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };
}

t.test("the openai engine's parsing and edits over 1 MiB of the worst model text", async (t) => {
  const extra = {
    '<search>': (n: number) => '<search>'.repeat(n / 8),
    '<search></search>': (n: number) => '<search></search>'.repeat(n / 17),
    '<file ': (n: number) => '<file '.repeat(n / 6),
    'a fence then spaces': (n: number) => `\n\`\`\`${' '.repeat(n - 4)}`,
  };
  for (const [name, make] of Object.entries({ ...WORST, ...extra })) {
    const bulk = make(MiB - 1024);
    const check = (what: string, run: () => unknown) => {
      const ms = time(attempt(run));
      t.ok(ms < limit(), `${what}, ${name}: ${ms.toFixed(0)} ms (bound ${limit().toFixed(0)} ms)`);
    };
    check('one answer', () => {
      const parser = new BlockParser();
      parser.push(bulk);
      return parser.end();
    });
    check('an answer in 1 KiB pieces', () => {
      const parser = new BlockParser();
      for (let at = 0; at < bulk.length; at += 1024) parser.push(bulk.slice(at, at + 1024));
      return parser.end();
    });
    check('a file block', () => new BlockParser().push(`<file path="index.html">\n\`\`\`html\n${bulk}\n</file>`));
    check('an edit block', () =>
      new BlockParser().push(`<edit path="a.css">${bulk}<search>\nx\n</search><replace>\n${bulk}\n</replace>${bulk}</edit>`),
    );
    check('a fenced body', () => stripFence(`\`\`\`html\n${bulk}`));
    check('a search text found many times', () =>
      applyHunks(`${bulk}x${bulk}`, [{ search: bulk.slice(0, bulk.length / 2) || 'x', replace: 'y' }]),
    );
    check('the HTML check', () => htmlProblem(page(bulk, 'body')));
    check('the fork copy of a page', () =>
      parseHtml(`${page(bulk, 'body')}<img srcset="${bulk}a.png 1x,${bulk}">`, new URL('https://example.com/a/')).serialize(),
    );
    check('the fork copy of a stylesheet', () => parseCss(bulk, new URL('https://example.com/a/')).serialize());
    check('a srcset', () => parseSrcset(`${bulk} a.png 1x,${bulk}x,`));
    const ms = await timeAsync(async () => {
      const applier = new AnswerApplier(new SiteDraft([]), context(), undefined);
      for (let at = 0; at < bulk.length; at += 256) await applier.push(bulk.slice(at, at + 256));
      await applier.finish();
    });
    t.ok(ms < limit(), `an answer streamed in 256-character pieces, ${name}: ${ms.toFixed(0)} ms (bound ${limit().toFixed(0)} ms)`);
  }
});

t.test('the fork drops a page of <base> elements in one pass', async (t) => {
  const html = `<!doctype html><html><head>${'<base href="/x/">'.repeat(60_000)}</head><body><a href="p.html">p</a></body></html>`;
  let refs = 0;
  const ms = time(() => {
    const parsed = parseHtml(html, new URL('https://example.com/'));
    refs = parsed.refs.length;
    t.notMatch(parsed.serialize(), /<base/);
  });
  t.equal(refs, 1);
  t.ok(ms < limit(), `${ms.toFixed(0)} ms`);
});
