import t from 'tap';
import {
  buildCreateMessages,
  buildEditMessages,
  fileBlocks,
  selectContextFiles,
} from '../../../services/generator/engines/openai/build-messages.ts';
import { PROMPT_NAMES, PROMPT_VERSION, renderPrompt } from '../../../services/generator/engines/openai/prompts.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';

const file = (path: string, size: number, language: string): SiteFile => ({ path, content: 'x'.repeat(size), language });

t.test('create messages carry the quality bar, the protocol and the request', async (t) => {
  const [system, user] = buildCreateMessages('A site for {{query}} fans');
  t.equal(system?.role, 'system');
  t.match(system?.content, /Self-contained/);
  t.match(system?.content, /never inside a markdown code fence/);
  t.notMatch(system?.content, /\{\{/, 'every placeholder is filled');
  t.equal(user?.content, 'Build this website:\n\nA site for {{query}} fans', 'user text is never expanded');
});

t.test('edit messages show the chosen files and list the rest', async (t) => {
  const [, user] = buildEditMessages('Make it pop', {
    shown: [{ path: 'a.css', content: 'a {}', language: 'css' }],
    listed: [file('big.js', 2048, 'javascript')],
  });
  t.match(user?.content, /The site currently has 2 files/);
  t.match(user?.content, /<file path="a.css">\na \{\}\n<\/file>/, 'a missing final newline is added inside the block');
  t.match(user?.content, /These 1 files also exist but are not shown, to save space:\n- big\.js \(2,048 bytes\)/);
  t.match(user?.content, /Change request:\n\nMake it pop$/);
});

t.test('context selection ranks named files, the home page and markup first', async (t) => {
  const files = [
    file('data/big.json', 900, 'json'),
    file('about.html', 900, 'html'),
    file('index.html', 900, 'html'),
    file('styles.css', 900, 'css'),
    file('pricing.html', 900, 'html'),
  ];
  const selection = selectContextFiles('Add a plan to the pricing page', files, 3000);
  t.same(
    selection.shown.map((f) => f.path),
    ['about.html', 'index.html', 'pricing.html'],
    'the named page, the home page, then other pages; in the site order',
  );
  t.same(
    selection.listed.map((f) => f.path),
    ['data/big.json', 'styles.css'],
  );
  t.equal(selection.shown.length + selection.listed.length, files.length, 'nothing dropped');
});

t.test('a smaller file that still fits is shown after a bigger one did not', async (t) => {
  const selection = selectContextFiles('change', [file('index.html', 5000, 'html'), file('b.css', 100, 'css')], 1000);
  t.same(
    selection.shown.map((f) => f.path),
    ['b.css'],
  );
});

t.test('fileBlocks keeps content verbatim', async (t) => {
  t.equal(fileBlocks([{ path: 'a.txt', content: 'x\n', language: 'text' }]), '<file path="a.txt">\nx\n</file>\n');
});

t.test('prompts are versioned and complete', async (t) => {
  t.equal(PROMPT_VERSION, 'openai/v1');
  const values = {
    query: 'Q',
    expected: 'E',
    problems: 'P',
    files: 'F',
    omitted: 'O',
    fileCount: '1',
    shots: 'S',
    target: 'T',
    locked: 'L',
  };
  for (const name of PROMPT_NAMES) {
    const text = renderPrompt(name, values);
    t.ok(text.length > 20, `${name} has text`);
    t.notMatch(text, /\{\{/, `${name} has no unfilled placeholder`);
  }
  t.match(renderPrompt('repair-no-files', values), /E$/);
  t.throws(() => renderPrompt('user-create'), /needs a value for \{\{query\}\}/);
  t.match(renderPrompt('continue'), /exactly where it stopped/);
});

t.test('an edit with a target and locked files names them to the model', async (t) => {
  const selection = { shown: [{ path: 'index.html', content: '<p>x</p>', language: 'html' }], listed: [] };
  const [, plain] = buildEditMessages('Change the prices', selection);
  const [, scoped] = buildEditMessages('Change the prices', selection, {
    target: { selector: 'section.pricing', path: 'index.html' },
    lockedPaths: ['legal.html', 'assets/**'],
  });
  t.notMatch(plain?.content, /Where this change may go/, 'an edit without a scope is asked as before');
  t.ok(String(scoped?.content).startsWith(String(plain?.content)), 'the scope follows the request');
  t.match(scoped?.content, /## Where this change may go/);
  t.match(scoped?.content, /inside the elements matching the CSS selector `section\.pricing` on index\.html/);
  t.match(scoped?.content, /These files are locked: do not change, delete or rename them[\s\S]*\n- legal\.html\n- assets\/\*\*/);
  t.notMatch(scoped?.content, /\{\{/);
  const [, lockedOnly] = buildEditMessages('x', selection, { lockedPaths: ['legal.html'] });
  t.notMatch(lockedOnly?.content, /CSS selector/);
  t.match(lockedOnly?.content, /- legal\.html/);
});
