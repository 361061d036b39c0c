import t from 'tap';
import { applyEdit } from '../../../services/generator/engines/openai/apply-edits.ts';

const CSS = 'a {\n  color: red;\n}\n\nb {\n  color: red;\n}\n';

t.test('replaces a unique search text', async (t) => {
  t.same(applyEdit(CSS, [{ search: 'a {\n  color: red;', replace: 'a {\n  color: blue;' }]), {
    ok: true,
    content: 'a {\n  color: blue;\n}\n\nb {\n  color: red;\n}\n',
  });
});

t.test('applies several hunks in order, each against the result of the previous', async (t) => {
  const outcome = applyEdit(CSS, [
    { search: 'a {', replace: 'a, i {' },
    { search: 'a, i {\n  color: red;', replace: 'a, i {\n  color: green;' },
  ]);
  t.same(outcome, { ok: true, content: 'a, i {\n  color: green;\n}\n\nb {\n  color: red;\n}\n' });
});

t.test('refuses missing, ambiguous and empty search texts', async (t) => {
  t.same(applyEdit(CSS, [{ search: 'c {', replace: 'd {' }]), {
    ok: false,
    problem: 'the search text of the change was not found in the file',
  });
  t.same(applyEdit(CSS, [{ search: '  color: red;', replace: 'x' }]), {
    ok: false,
    problem: 'the search text of the change was found 2 times; it must match exactly once',
  });
  t.same(
    applyEdit(CSS, [
      { search: 'a {', replace: 'x' },
      { search: '  ', replace: 'y' },
    ]),
    {
      ok: false,
      problem: 'change 2 of 2 has an empty search text',
    },
  );
  t.same(applyEdit(CSS, []), { ok: false, problem: 'the <edit> block held no <search>/<replace> pair' });
  t.same(
    applyEdit(CSS, [
      { search: 'a {', replace: 'x' },
      { search: 'zzz', replace: 'y' },
    ]),
    {
      ok: false,
      problem: 'the search text of change 2 of 2 was not found in the file',
    },
  );
});

t.test('removing whole lines leaves no blank line behind', async (t) => {
  t.same(applyEdit('one\ntwo\nthree\n', [{ search: 'two', replace: '' }]), { ok: true, content: 'one\nthree\n' });
  t.same(applyEdit('one\r\ntwo\r\nthree\r\n', [{ search: 'two', replace: '' }]), { ok: true, content: 'one\r\nthree\r\n' });
  t.same(applyEdit('one two three', [{ search: 'two ', replace: '' }]), { ok: true, content: 'one three' });
});

t.test('a file with CRLF line endings matches LF search texts and keeps CRLF', async (t) => {
  t.same(applyEdit('a\r\nb\r\nc\r\n', [{ search: 'a\nb', replace: 'x\ny' }]), { ok: true, content: 'x\r\ny\r\nc\r\n' });
});

t.test('special replacement patterns are taken literally', async (t) => {
  t.same(applyEdit('price', [{ search: 'price', replace: "$& costs $1 and $'" }]), {
    ok: true,
    content: "$& costs $1 and $'",
  });
});
