// The request suite's own data (test/support/site-quality/request-suite.ts), not the engine: the
// suite is big enough, each request names what it asks for, and the sample that `npm test` runs in
// Chromium (request-suite.test.ts) has a request in each language the engine writes.
import t from 'tap';
import { REQUEST_SUITE, REQUEST_SUITE_SAMPLE } from '../../support/site-quality/request-suite.ts';

t.test('the suite is big enough, without duplicates, and each request names at least two things', async (t) => {
  t.ok(REQUEST_SUITE.length >= 60, `${REQUEST_SUITE.length} requests`);
  t.ok(
    REQUEST_SUITE.every((r) => r.expects.length >= 2),
    'each request names at least two things',
  );
  t.equal(new Set(REQUEST_SUITE.map((r) => r.query)).size, REQUEST_SUITE.length, 'no duplicates');
});

t.test('the suite and its sample cover Spanish, French and German requests', async (t) => {
  for (const word of ['llamada', 'appelé', 'namens'])
    t.ok(
      REQUEST_SUITE.some((r) => r.query.includes(word)),
      word,
    );
  const sampled = REQUEST_SUITE_SAMPLE.map((r) => r.query);
  t.ok(
    sampled.some((q) => /\b(para|con)\b/.test(q)),
    'the sample has a Spanish request',
  );
  t.ok(
    sampled.some((q) => /\b(pour|avec)\b/.test(q)),
    'the sample has a French request',
  );
  t.ok(
    sampled.some((q) => /\b(für|mit)\b/.test(q)),
    'the sample has a German request',
  );
});
