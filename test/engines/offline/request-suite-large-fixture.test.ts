// The large suite's own data (test/support/site-quality/suite/), apart from the engine: big enough,
// edits enough, all four languages, every family with at least 15 requests, no duplicates, and
// each request with something a person would check.
import t from 'tap';
import { NEW_SUITE, NEW_SUITE_SAMPLE } from '../../support/site-quality/suite/large-suite.ts';
import { FAMILIES } from '../../support/site-quality/suite/suite-case.ts';

t.test('at least 200 requests of our own, 40 of them edits', async (t) => {
  t.ok(NEW_SUITE.length >= 200, `${NEW_SUITE.length} requests`);
  const edits = NEW_SUITE.filter((c) => c.family === 'edits');
  t.ok(edits.length >= 40, `${edits.length} edits`);
  t.ok(
    edits.every((c) => c.start !== undefined),
    'every edit says what it starts from',
  );
  t.ok(
    NEW_SUITE.every((c) => (c.family === 'edits') === (c.start !== undefined)),
    'only edits have a starting site',
  );
  t.ok(
    edits.some((c) => c.start && 'files' in c.start),
    'some edits start from files brought by hand',
  );
});

t.test('every family has at least 15 requests, and each request checks something', async (t) => {
  for (const family of FAMILIES) {
    const n = NEW_SUITE.filter((c) => c.family === family).length;
    t.ok(n >= 15, `${family}: ${n}`);
  }
  t.same(
    NEW_SUITE.filter((c) => c.expects.length === 0).map((c) => c.query),
    [],
    'no request without checks',
  );
});

t.test('all four languages, in the suite and in its sample', async (t) => {
  for (const lang of ['en', 'de', 'es', 'fr'] as const) {
    t.ok(NEW_SUITE.filter((c) => c.lang === lang).length >= 15, `${lang} in the suite`);
    t.ok(
      NEW_SUITE_SAMPLE.some((c) => c.lang === lang),
      `${lang} in the sample`,
    );
  }
  for (const family of FAMILIES)
    t.ok(
      NEW_SUITE_SAMPLE.some((c) => c.family === family),
      `${family} in the sample`,
    );
  t.ok(NEW_SUITE_SAMPLE.length <= 15, `the sample is small (${NEW_SUITE_SAMPLE.length})`);
});

t.test('no duplicate queries, here or with the first suite', async (t) => {
  const { REQUEST_SUITE } = await import('../../support/site-quality/request-suite.ts');
  const queries = [...NEW_SUITE.map((c) => c.query.trim().toLowerCase()), ...REQUEST_SUITE.map((r) => r.query.trim().toLowerCase())];
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const q of queries) {
    if (seen.has(q)) twice.push(q);
    seen.add(q);
  }
  t.same(twice, [], 'every query once');
});
