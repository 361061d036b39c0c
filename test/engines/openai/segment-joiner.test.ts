import t from 'tap';
import { longestOverlap, SegmentJoiner } from '../../../services/generator/engines/openai/segment-joiner.ts';

async function join(segments: string[][]): Promise<string> {
  let out = '';
  const joiner = new SegmentJoiner(async (text) => {
    out += text;
  });
  for (const [index, pieces] of segments.entries()) {
    if (index > 0) joiner.startContinuation();
    for (const piece of pieces) await joiner.push(piece);
    await joiner.flush();
  }
  return out;
}

t.test('plain continuations are joined as they are', async (t) => {
  t.equal(await join([['<p>Hello wor'], ['ld</p>\n']]), '<p>Hello world</p>\n');
  t.equal(await join([['a\n'], ['b\n'], ['c\n']]), 'a\nb\nc\n');
});

t.test('a restarted line is not repeated', async (t) => {
  t.equal(await join([['<main>\n  <p>Hello wor'], [...'  <p>Hello world</p>\n</main>\n']]), '<main>\n  <p>Hello world</p>\n</main>\n');
});

t.test('restarting several lines is also caught', async (t) => {
  const previous = '<ul>\n  <li>One</li>\n  <li>Tw';
  t.equal(await join([[previous], ['  <li>One</li>\n  <li>Two</li>\n</ul>\n']]), '<ul>\n  <li>One</li>\n  <li>Two</li>\n</ul>\n');
});

t.test('repeated closing tags after a cut at a line end are kept', async (t) => {
  const previous = '<div><div>\n</div>\n</div>\n';
  t.equal(await join([[previous], ['</div>\n</div>\n</body>\n']]), `${previous}</div>\n</div>\n</body>\n`);
});

t.test('text longer than the lookahead is released while the segment is still streaming', async (t) => {
  const seen: string[] = [];
  const joiner = new SegmentJoiner(async (text) => {
    seen.push(text);
  });
  await joiner.push('start ');
  joiner.startContinuation();
  await joiner.push('x'.repeat(399));
  t.same(seen, ['start '], 'held back below the lookahead');
  await joiner.push('y');
  t.same(seen, ['start ', `${'x'.repeat(399)}y`]);
  await joiner.push('z');
  t.same(seen.at(-1), 'z', 'then passed straight through');
});

t.test('longestOverlap', async (t) => {
  t.equal(longestOverlap('abc\n  <p>Hel', '  <p>Hello'), 8);
  t.equal(longestOverlap('abc\n  <p>Hel', 'lo'), 0);
  t.equal(longestOverlap('x <p>Hel', '<p>Hello'), 0, 'a repeat must start a line');
  t.equal(longestOverlap('abc\nHe', 'Hello'), 0, 'too short to be sure');
  const longLine = `${'word '.repeat(20)}\n`;
  t.equal(longestOverlap(`x\n${longLine}`, `${longLine}next`), longLine.length, 'a long repeated line after a line end');
});
