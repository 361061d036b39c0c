// A fixed sample of our own request suite (test/support/site-quality/request-suite.ts), checked in
// headless Chromium: every site has what its request asked for, and keeps the quality bar.
// The suite's own data is checked in request-suite-fixture.test.ts.
// `npm run eval` checks the whole suite and WebGen-Bench.
import t from 'tap';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import { checkSite } from '../../../services/generator/checks/site-checks.ts';
import { REQUEST_SUITE_SAMPLE } from '../../support/site-quality/request-suite.ts';
import { checkAskedFor } from '../../support/site-quality/asked-for.ts';
import { browserChecks, launchBrowser } from '../../support/site-quality/browser-checks.ts';

// Sites in a real browser: on a busy shared machine this takes longer than tap's default.
t.setTimeout(360_000);
const browser = await launchBrowser();
t.teardown(() => browser.close());
const engine = createOfflineEngine();
const quiet = { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };

for (const request of REQUEST_SUITE_SAMPLE) {
  t.test(request.query.slice(0, 70), async (t) => {
    const result = await engine.run({ jobId: 'job_suite', query: request.query, files: [] }, quiet);
    const asked = await checkAskedFor(browser, result.files, request.expects, result.summary ?? '');
    t.same(asked.missed, [], 'everything asked for is there');
    t.same((await checkSite(result.files)).problems, [], 'the quality report is clean');
    const b = await browserChecks(browser, result.files);
    t.same(
      [...b.axe, ...b.consoleErrors, ...b.externalRequests, ...b.missingFiles, ...b.overflow],
      [],
      'axe, console, network, 404s and 375 px',
    );
  });
}
