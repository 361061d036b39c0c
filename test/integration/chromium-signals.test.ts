// Launching Chromium leaves the process's signals to the service. Playwright's default answers
// SIGTERM by closing the browser and SIGINT by exiting at once (code 130): a renderer stopping on
// SIGTERM then had its renders in hand fail, launched a new Chromium for them and overran the
// shutdown deadline, and a Ctrl-C skipped its drain (run-until-signalled.ts decides both).
import t from 'tap';
import { createChromiumBrowser } from '../../shared/rendering/chromium-browser.ts';
import { quietLogger } from '../support/stack.ts';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const SIGNALS = ['SIGTERM', 'SIGINT', 'SIGHUP'] as const;

t.test('a launched Chromium adds no signal handler and stays up until it is closed', async (t) => {
  const before = SIGNALS.map((signal) => process.listenerCount(signal));
  const browser = createChromiumBrowser(CHROMIUM, quietLogger());
  try {
    const launched = await browser.get();
    t.ok(launched.isConnected(), 'Chromium is running');
    t.same(
      SIGNALS.map((signal) => process.listenerCount(signal)),
      before,
      'SIGTERM, SIGINT and SIGHUP have the listeners they had before the launch',
    );
  } finally {
    await browser.close();
  }
});
