// The second held-out set's own data (test/support/site-quality/holdout/), apart from the engine:
// at least 90 requests, every family and language, 20 edits some of them on hand-written sites,
// every expectation well-formed, no query twice and none taken from the large or the first suite.
// Its score is `npm run eval`'s to print; no test asserts it.
import t from 'tap';
import type { Expectation } from '../../support/site-quality/asked-for.ts';
import { HOLDOUT_SUITE, HOLDOUT_WRITTEN } from '../../support/site-quality/holdout/holdout-suite.ts';
import { HAND_ACADEMIA, HAND_SALON, HAND_TEAROOM } from '../../support/site-quality/holdout/hand-sites.ts';
import { staticChecks } from '../../support/site-quality/static-checks.ts';
import { NEW_SUITE } from '../../support/site-quality/suite/large-suite.ts';
import { FAMILIES } from '../../support/site-quality/suite/suite-case.ts';
import { REQUEST_SUITE } from '../../support/site-quality/request-suite.ts';

const HUES = ['red', 'orange', 'yellow', 'green', 'teal', 'blue', 'purple', 'pink'];
const CURRENCIES = ['£', '€', '$', 'CHF', '¥', 'A$', 'C$', 'MX$'];

/** What is wrong with one expectation, or '' when a check can be made of it. */
function malformed(e: Expectation): string {
  const regexps = Object.values(e).filter((v) => v instanceof RegExp);
  if (regexps.some((r) => r.source.length === 0 || r.test(''))) return 'a pattern that matches nothing-at-all';
  if ('any' in e) return e.any.length < 2 || e.what === '' ? 'an "any" needs two choices and a description' : e.any.map(malformed).join('');
  if ('name' in e || 'item' in e) return ('name' in e ? e.name : e.item).trim() === '' ? 'an empty name or item' : '';
  if ('price' in e)
    return e.price.trim() === '' || !(e.amount > 0) || !CURRENCIES.includes(e.currency) ? `a bad price ${e.price} ${e.currency}` : '';
  if ('pages' in e) return e.pages < 2 || (e.named?.length ?? 0) > e.pages ? 'more named pages than pages' : '';
  if ('colour' in e) return HUES.includes(e.colour) ? '' : `an unknown hue ${e.colour}`;
  if ('input' in e) return e.types.length === 0 ? 'an input of no type' : '';
  if ('control' in e) return e.control.trim() === '' || e.what.trim() === '' ? 'a control needs a selector and a description' : '';
  if ('absent' in e) return e.what.trim() === '' ? 'no description' : '';
  return '';
}

t.test('at least 90 requests, every family, 20 edits, some on hand-written sites', async (t) => {
  t.ok(HOLDOUT_SUITE.length >= 90, `${HOLDOUT_SUITE.length} requests`);
  t.match(HOLDOUT_WRITTEN, /^\d{4}-\d\d-\d\d$/, 'the date it was written');
  const counts: Record<string, number> = {};
  for (const family of FAMILIES) {
    const n = HOLDOUT_SUITE.filter((c) => c.family === family).length;
    counts[family] = n;
    t.ok(n >= (family === 'edits' ? 20 : 8), `${family}: ${n}`);
  }
  t.comment(`per family: ${JSON.stringify(counts)}`);
  t.ok(
    HOLDOUT_SUITE.every((c) => (c.family === 'edits') === (c.start !== undefined)),
    'edits, and only edits, say what they start from',
  );
  const hand = HOLDOUT_SUITE.filter((c) => c.start && 'files' in c.start);
  t.ok(hand.length >= 5, `${hand.length} edits start from files brought by hand`);
  t.ok(
    HOLDOUT_SUITE.some((c) => c.start && 'query' in c.start),
    'some edits start from a site the engine made',
  );
});

t.test('all four languages, English about half', async (t) => {
  const counts: Record<string, number> = {};
  for (const lang of ['en', 'de', 'es', 'fr'] as const) counts[lang] = HOLDOUT_SUITE.filter((c) => c.lang === lang).length;
  t.comment(`per language: ${JSON.stringify(counts)}`);
  for (const lang of ['de', 'es', 'fr']) t.ok(counts[lang]! >= 12, `${lang}: ${counts[lang]}`);
  const share = counts.en! / HOLDOUT_SUITE.length;
  t.ok(share >= 0.4 && share <= 0.6, `English ${Math.round(share * 100)} %`);
  for (const family of FAMILIES) {
    const langs = new Set(HOLDOUT_SUITE.filter((c) => c.family === family).map((c) => c.lang));
    t.ok(langs.size >= 3, `${family} in ${[...langs].join(', ')}`);
  }
});

t.test('every request checks something, and every expectation is well-formed', async (t) => {
  t.same(
    HOLDOUT_SUITE.filter((c) => c.expects.length === 0).map((c) => c.query),
    [],
    'no request without checks',
  );
  const bad = HOLDOUT_SUITE.flatMap((c) => c.expects.map((e) => [c.query.slice(0, 50), malformed(e)])).filter(([, why]) => why !== '');
  t.same(bad, [], 'every expectation can be checked');
  t.same(
    HOLDOUT_SUITE.filter((c) => c.query.trim().length < 10 || c.query.length > 600).map((c) => c.query),
    [],
    'from one line to a paragraph',
  );
});

t.test('no query twice, and none from the large suite or the first suite', async (t) => {
  const key = (q: string) => q.trim().toLowerCase();
  const seen = new Set<string>();
  const twice: string[] = [];
  for (const c of HOLDOUT_SUITE) {
    // Edits share instructions only if their starting sites differ; none do here.
    if (seen.has(key(c.query))) twice.push(c.query);
    seen.add(key(c.query));
  }
  t.same(twice, [], 'every query once');
  const elsewhere = new Set([...NEW_SUITE.map((c) => key(c.query)), ...REQUEST_SUITE.map((r) => key(r.query))]);
  t.same(
    HOLDOUT_SUITE.filter((c) => elsewhere.has(key(c.query))).map((c) => c.query),
    [],
    'no query also in the large suite or the first suite',
  );
  const startsElsewhere = HOLDOUT_SUITE.flatMap((c) => (c.start && 'query' in c.start ? [c.start.query] : [])).filter((q) =>
    elsewhere.has(key(q)),
  );
  t.same(startsElsewhere, [], 'no starting request taken from the other suites');
});

t.test('the hand-written starting sites pass the technical bar as they are', async (t) => {
  for (const [name, files] of [
    ['tearoom', HAND_TEAROOM],
    ['salon', HAND_SALON],
    ['academia', HAND_ACADEMIA],
  ] as const) {
    const s = await staticChecks(files);
    t.same([...s.htmlErrors, ...s.basics, ...s.brokenLinks, ...s.remoteAssets], [], name);
  }
});
