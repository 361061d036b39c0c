import t from 'tap';
import { BlockParser, stripFence } from '../../../services/generator/engines/openai/block-parser.ts';
import type { BlockEvent } from '../../../services/generator/engines/openai/block-parser.ts';

/** Feeds `pieces` one by one; merges adjacent text events so results compare across splits. */
function parse(pieces: string[]) {
  const parser = new BlockParser();
  const events: BlockEvent[] = [];
  for (const piece of pieces) events.push(...parser.push(piece));
  const end = parser.end();
  events.push(...end.events);
  const merged: BlockEvent[] = [];
  for (const event of events) {
    const last = merged.at(-1);
    if (event.kind === 'text' && last?.kind === 'text') last.text += event.text;
    else merged.push(event.kind === 'text' ? { ...event } : event);
  }
  return { events: merged, unclosed: end.unclosed };
}

function randomSplits(text: string, seed: number): string[] {
  let state = seed;
  const pieces: string[] = [];
  for (let at = 0; at < text.length; ) {
    state = (state * 1103515245 + 12345) % 2147483648;
    const size = 1 + ((state >>> 8) % 17);
    pieces.push(text.slice(at, at + size));
    at += size;
  }
  return pieces;
}

const ANSWER = `Here is the site.
<file path="index.html">
<!doctype html>
<html><body><p>a < b && c > d</p><script>if (a<b) {}</script></body></html>
</file>
Between blocks: a <b>bold</b> word and a <filet> that is not a block.
<edit path='styles.css'>
<search>
h1 {
  color: red;
}
</search>
<replace>
h1 {
  color: blue;
}
</replace>
<search>
p { margin: 0; }
</search>
<replace>
</replace>
</edit>
<delete path="old.html"/>
<delete path="older.html"></delete>
<FILE PATH="assets/app.js">
\`\`\`javascript
console.log("<file path=\\"x\\">");
\`\`\`
</FILE>
Done.`;

const EXPECTED: BlockEvent[] = [
  { kind: 'text', text: 'Here is the site.\n' },
  { kind: 'open', tag: 'file', path: 'index.html' },
  {
    kind: 'file',
    path: 'index.html',
    content: '<!doctype html>\n<html><body><p>a < b && c > d</p><script>if (a<b) {}</script></body></html>\n',
  },
  { kind: 'text', text: '\nBetween blocks: a <b>bold</b> word and a <filet> that is not a block.\n' },
  { kind: 'open', tag: 'edit', path: 'styles.css' },
  {
    kind: 'edit',
    path: 'styles.css',
    hunks: [
      { search: 'h1 {\n  color: red;\n}', replace: 'h1 {\n  color: blue;\n}' },
      { search: 'p { margin: 0; }', replace: '' },
    ],
  },
  { kind: 'text', text: '\n' },
  { kind: 'delete', path: 'old.html' },
  { kind: 'text', text: '\n' },
  { kind: 'delete', path: 'older.html' },
  { kind: 'text', text: '\n' },
  { kind: 'open', tag: 'file', path: 'assets/app.js' },
  { kind: 'file', path: 'assets/app.js', content: 'console.log("<file path=\\"x\\">");\n' },
  { kind: 'text', text: '\nDone.' },
];

t.test('parses a whole answer in one piece', async (t) => {
  const { events, unclosed } = parse([ANSWER]);
  t.same(events, EXPECTED);
  t.equal(unclosed, null);
});

t.test('gives the same result fed one character at a time', async (t) => {
  const { events, unclosed } = parse([...ANSWER]);
  t.same(events, EXPECTED);
  t.equal(unclosed, null);
});

t.test('gives the same result for many random splits', async (t) => {
  for (let seed = 1; seed <= 200; seed += 1) {
    const { events } = parse(randomSplits(ANSWER, seed));
    t.same(events, EXPECTED, `seed ${seed}`);
  }
});

t.test('reports a file only once its closing tag has arrived', async (t) => {
  const parser = new BlockParser();
  t.same(parser.push('<file path="a.html">\n<p>hi</p>\n</fi'), [{ kind: 'open', tag: 'file', path: 'a.html' }]);
  t.same(parser.openBlock, { tag: 'file', path: 'a.html' });
  t.same(parser.push('le>'), [{ kind: 'file', path: 'a.html', content: '<p>hi</p>\n' }]);
  t.equal(parser.openBlock, null);
});

t.test('a block still open at the end is never reported as complete', async (t) => {
  const { events, unclosed } = parse(['intro\n<file path="a.html">\n<p>half a fi']);
  t.same(events, [
    { kind: 'text', text: 'intro\n' },
    { kind: 'open', tag: 'file', path: 'a.html' },
  ]);
  t.same(unclosed, { tag: 'file', path: 'a.html' });

  const edit = parse(['<edit path="a.css"><search>x</search><replace>y</replace>']);
  t.same(edit.unclosed, { tag: 'edit', path: 'a.css' });
  t.notOk(edit.events.some((event) => event.kind === 'edit'));
});

t.test('a tag cut at the very end of the answer is commentary', async (t) => {
  t.same(parse(['see <fil']).events, [{ kind: 'text', text: 'see <fil' }]);
  t.same(parse(['see <file path="a']).events, [{ kind: 'text', text: 'see <file path="a' }]);
});

t.test('tags without a path are commentary, not blocks', async (t) => {
  const { events } = parse(['<file>x</file> and <delete/>']);
  t.same(events, [{ kind: 'text', text: '<file>x</file> and <delete/>' }]);
});

t.test('a self-closing file tag has no body and is skipped', async (t) => {
  t.same(parse(['<file path="a.html"/>rest']).events, [{ kind: 'text', text: 'rest' }]);
});

t.test('unquoted paths and spaces around = are accepted', async (t) => {
  t.same(parse(['<delete path = docs/a.md />']).events, [{ kind: 'delete', path: 'docs/a.md' }]);
});

t.test('a "<file" that never closes its tag is prose', async (t) => {
  const prose = `<file ${'x'.repeat(3000)}`;
  t.same(parse([prose]).events, [{ kind: 'text', text: prose }]);
  const split = parse(randomSplits(prose, 5));
  t.same(split.events, [{ kind: 'text', text: prose }]);
});

t.test('reasoning inside <think> is skipped, blocks in it included', async (t) => {
  const { events } = parse([...'<think>maybe <file path="no.html">x</file></think>ok']);
  t.same(events, [{ kind: 'text', text: 'ok' }]);
});

t.test('an edit without pairs yields an edit with no hunks', async (t) => {
  t.same(parse(['<edit path="a.css">nothing</edit>']).events, [
    { kind: 'open', tag: 'edit', path: 'a.css' },
    { kind: 'edit', path: 'a.css', hunks: [] },
  ]);
});

t.test('stripFence', async (t) => {
  t.equal(stripFence('```html\n<p>x</p>\n```\n'), '<p>x</p>\n', 'a fenced pair is dropped');
  t.equal(stripFence('\n\n```\na\n```'), 'a\n', 'blank lines before the fence go with it');
  t.equal(stripFence('```js\nlet a;\n'), 'let a;\n', 'a lone opening fence is dropped');
  t.equal(stripFence('# Title\n\n```\ncode\n```\n'), '# Title\n\n```\ncode\n```\n', 'inner fences stay');
  t.equal(stripFence('   '), '   ');
  t.equal(stripFence('```md\n# A\n```js\nx\n```\n```\n'), '# A\n```js\nx\n```\n', 'nested fences keep the inner ones');
  t.equal(stripFence('```\r\nx\r\n```\r\n'), 'x\r\n', 'CRLF fences');
});
