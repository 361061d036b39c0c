// One headless Chromium per renderer, shared by the jobs it renders (each in contexts of its own).
// A browser that dies (crash, killed, out of memory) is launched again for the next job; the jobs
// it took with it notice through `isConnected` and are tried again.
import { chromium, type Browser } from 'playwright-core';
import type { Logger } from 'pino';

/**
 * Offline as well as headless: besides the routes that abort every request leaving the site
 * (render-site.ts), no host name resolves and whatever the routes do not see (WebSockets, WebRTC)
 * is sent to a proxy on a port nothing listens on.
 */
const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-dev-shm-usage',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--host-resolver-rules=MAP * ~NOTFOUND',
  '--proxy-server=http://127.0.0.1:9',
  '--proxy-bypass-list=<-loopback>',
  '--force-webrtc-ip-handling-policy=disable_non_proxied_udp',
];

export interface ChromiumBrowser {
  /** The running browser, launched when there is none (or the last one died). */
  get(): Promise<Browser>;
  close(): Promise<void>;
}

export function createChromiumBrowser(executablePath: string, logger: Logger): ChromiumBrowser {
  let browser: Browser | null = null;
  // One launch at a time: jobs that find the browser gone together wait for the same new one.
  let launching: Promise<Browser> | null = null;
  let closing = false;
  const launch = async (): Promise<Browser> => {
    // The service's own shutdown (run-until-signalled.ts) decides what a signal does: it drains the
    // renders in hand, then closes the browser. Playwright's default handlers would close it under
    // them on SIGTERM (and launch another for their retry) or exit at once on SIGINT.
    const launched = await chromium.launch({
      executablePath,
      headless: true,
      args: CHROMIUM_ARGS,
      handleSIGTERM: false,
      handleSIGINT: false,
      handleSIGHUP: false,
    });
    launched.once('disconnected', () => {
      if (!closing) logger.warn('Chromium stopped; it is launched again for the next job');
    });
    browser = launched;
    return launched;
  };
  return {
    get: async () => {
      if (closing) throw new Error('the renderer is stopping');
      if (browser?.isConnected()) return browser;
      launching ??= launch().finally(() => {
        launching = null;
      });
      return await launching;
    },
    close: async () => {
      closing = true;
      await launching?.catch(() => {});
      await browser?.close().catch(() => {});
    },
  };
}
