// A fixed sample of our own request suite (test/support/site-quality/request-suite.ts), checked in
// headless Chromium: every site has what its request asked for, and keeps the quality bar.
// `npm run eval` checks the whole suite and WebGen-Bench.
import t from 'tap';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import { REQUEST_SUITE } from '../../support/site-quality/request-suite.ts';
import { checkAskedFor } from '../../support/site-quality/asked-for.ts';
import { browserChecks, launchBrowser } from '../../support/site-quality/browser-checks.ts';

// Every sixth request, from the third: all four languages, names in several phrasings, food, trades and apps.
const SAMPLE = REQUEST_SUITE.filter((_, i) => i % 6 === 2);

t.test('the suite is ours, big enough and covers the four languages', async (t) => {
  t.ok(REQUEST_SUITE.length >= 60, `${REQUEST_SUITE.length} requests`);
  t.ok(REQUEST_SUITE.every((r) => r.expects.length >= 2), 'each request names at least two things');
  t.equal(new Set(REQUEST_SUITE.map((r) => r.query)).size, REQUEST_SUITE.length, 'no duplicates');
  for (const word of ['llamada', 'appelé', 'namens']) t.ok(REQUEST_SUITE.some((r) => r.query.includes(word)), word);
  const languages = SAMPLE.map((r) => r.query);
  t.ok(languages.some((q) => /\b(para|con)\b/.test(q)) && languages.some((q) => /\b(pour|avec)\b/.test(q)) && languages.some((q) => /\b(für|mit)\b/.test(q)), 'the sample has Spanish, French and German requests');
});

// Sites in a real browser: on a busy shared machine this takes longer than tap's default.
t.setTimeout(360_000);
const browser = await launchBrowser();
t.teardown(() => browser.close());
const engine = createOfflineEngine();
const quiet = { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };

for (const request of SAMPLE) {
  t.test(request.query.slice(0, 70), async (t) => {
    const result = await engine.run({ jobId: 'job_suite', query: request.query, files: [] }, quiet);
    const asked = await checkAskedFor(browser, result.files, request.expects, result.summary ?? '');
    t.same(asked.missed, [], 'everything asked for is there');
    t.same((await checkSite(result.files)).problems, [], 'the quality report is clean');
    const b = await browserChecks(browser, result.files);
    t.same([...b.axe, ...b.consoleErrors, ...b.externalRequests, ...b.missingFiles, ...b.overflow], [], 'axe, console, network, 404s and 375 px');
  });
}
