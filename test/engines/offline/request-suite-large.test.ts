// A fixed sample of the large suite (test/support/site-quality/suite/) in headless Chromium,
// against the technical bar only: valid, accessible, self-contained, fits 375 px. Whether each site
// has what was asked for is the score `npm run eval` prints per family, not a test of today's engine.
// An edit the engine declines must decline in words (an EngineError), never crash.
import t from 'tap';
import { createOfflineEngine } from '../../../services/generator/engines/offline/offline-engine.ts';
import { EngineError } from '../../../services/generator/engines/engine.ts';
import { NEW_SUITE_SAMPLE } from '../../support/site-quality/suite/large-suite.ts';
import { startingFiles } from '../../support/site-quality/suite/start-site.ts';
import { staticChecks } from '../../support/site-quality/static-checks.ts';
import { browserChecks, launchBrowser } from '../../support/site-quality/browser-checks.ts';

t.setTimeout(240_000);
const browser = await launchBrowser();
t.teardown(() => browser.close());
const engine = createOfflineEngine();
const quiet = { emit: async () => {}, progress: async () => {}, recordUsage: async () => {}, signal: new AbortController().signal };

for (const request of NEW_SUITE_SAMPLE) {
  t.test(`${request.family}/${request.lang}: ${request.query.slice(0, 60)}`, async (t) => {
    const files = startingFiles(request);
    let made: { path: string; content: string }[];
    try {
      made = (await engine.run({ jobId: 'job_suite', query: request.query, files }, quiet)).files;
    } catch (error) {
      t.ok(
        request.start !== undefined && error instanceof EngineError && error.message.length > 0,
        `an edit declined in words: ${String(error)}`,
      );
      return;
    }
    const s = await staticChecks(made);
    t.same([...s.htmlErrors, ...s.basics, ...s.brokenLinks, ...s.remoteAssets], [], 'valid, complete, links resolve, nothing remote');
    const b = await browserChecks(browser, made);
    t.same(
      [...b.axe, ...b.consoleErrors, ...b.externalRequests, ...b.missingFiles, ...b.overflow],
      [],
      'axe, console, network, 404s and 375 px',
    );
  });
}
