// Renders one ready job's site in Chromium: each HTML page at desktop (1280 px) and phone (375 px)
// width, a PNG screenshot of each, and the browser checks. The files are served from memory at a
// fake origin; every other request is aborted (and reported), so a generated page reaches neither
// the network nor the service's own API.
import { errors, type Browser, type BrowserContext, type Page } from 'playwright-core';
import type { ScreenshotRef } from '../events/catalogue.ts';
import { contentTypeForPath } from '../files/file-language.ts';
import type { SiteFile } from '../files/site-file.ts';
import { isPagePath } from '../files/file-path.ts';
import {
  MAX_RENDERED_PROBLEMS,
  RENDER_DEVICES,
  RENDER_VIEWPORTS,
  type RenderDevice,
  type RenderedChecks,
  type RenderedProblem,
} from '../jobs/rendered-checks.ts';
import type { ScreenshotSink } from '../blobs/screenshot-store.ts';
import { blockWebSockets, checkRenderedPage, recordPageEvents, SITE_ORIGIN, type PageEvents } from './checks/rendered-checks.ts';
import { pngSize } from './png-size.ts';

/** Where the site is served from in the browser (checks/page-events.ts): a name that never resolves (RFC 2606 `.invalid`). */
export { SITE_ORIGIN };
/** Screenshots are full page, cut at this height: enough to judge a page, small enough to store. */
export const MAX_SCREENSHOT_HEIGHT = 4_000;
/** Requests blocked that are reported per page and device when a page ran out of time (the checks report them otherwise). */
const MAX_BLOCKED_LISTED = 5;

export interface RenderOptions {
  pageTimeoutMs: number;
  maxPages: number;
  /** Called before each page is opened (tests stop Chromium there). */
  beforePage?: (page: string, device: RenderDevice) => Promise<void> | void;
}

export interface RenderResult {
  checks: RenderedChecks;
  screenshots: ScreenshotRef[];
}

/** The site's pages to render: index.html first, then the other HTML files in the files' order. */
export function pagesOf(files: readonly SiteFile[], maxPages: number): string[] {
  const pages = files.map((file) => file.path).filter(isPagePath);
  pages.sort((a, b) => Number(b === 'index.html') - Number(a === 'index.html'));
  return pages.slice(0, maxPages);
}

class PageTimeoutError extends Error {
  override readonly name = 'PageTimeoutError';
}

/** Serves the files at SITE_ORIGIN and aborts everything else (the page's recorder notes what was blocked). */
async function serveSite(context: BrowserContext, files: readonly SiteFile[]): Promise<void> {
  const byPath = new Map(files.map((file) => [file.path, file]));
  await context.route('**/*', async (route) => {
    const url = route.request().url();
    if (!url.startsWith(`${SITE_ORIGIN}/`)) {
      await route.abort('blockedbyclient');
      return;
    }
    let path = new URL(url).pathname.slice(1);
    try {
      path = decodeURIComponent(path);
    } catch {
      // A malformed escape names no file: a 404, as a server would answer.
    }
    if (path === '' || path.endsWith('/')) path += 'index.html';
    const file = byPath.get(path);
    if (!file) await route.fulfill({ status: 404, contentType: 'text/plain; charset=utf-8', body: 'Not found' });
    else
      await route.fulfill({
        status: 200,
        contentType: contentTypeForPath(path),
        // A binary file (image, font) is held as base64: the page is given its bytes.
        body: file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content,
      });
  });
}

/** One page at one device: load, screenshot, check; within the page's time limit. */
async function renderPage(
  page: Page,
  path: string,
  device: RenderDevice,
  timeoutMs: number,
  screenshots: ScreenshotSink,
  events: PageEvents,
): Promise<{ shot: ScreenshotRef; problems: RenderedProblem[] }> {
  const work = async () => {
    await page.goto(`${SITE_ORIGIN}/${path.split('/').map(encodeURIComponent).join('/')}`, { waitUntil: 'load', timeout: timeoutMs });
    const { width } = RENDER_VIEWPORTS[device];
    const fullHeight = await page.evaluate(() => Math.max(document.documentElement.scrollHeight, document.body?.scrollHeight ?? 0));
    const height = Math.max(1, Math.min(fullHeight, MAX_SCREENSHOT_HEIGHT));
    const png = await page.screenshot({ type: 'png', fullPage: true, clip: { x: 0, y: 0, width, height }, timeout: timeoutMs });
    const size = pngSize(png);
    const digest = await screenshots.put(png);
    // After the screenshot: an axe run cut off at its time limit goes on in the page until it is closed.
    const problems = await checkRenderedPage(page, path, device, events);
    return { shot: { page: path, device, digest, width: size.width, height: size.height, bytes: png.byteLength }, problems };
  };
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<never>((_resolve, reject) => {
    timer = setTimeout(() => reject(new PageTimeoutError(`${path} took longer than ${timeoutMs} ms at ${device} width`)), timeoutMs);
  });
  try {
    return await Promise.race([
      work().catch((error: unknown) => {
        // Playwright's own limit on the same time (goto, screenshot) can fire first: the same page past its time.
        if (error instanceof errors.TimeoutError) throw new PageTimeoutError(`${path} took longer than ${timeoutMs} ms at ${device} width`);
        throw error;
      }),
      timeout,
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export async function renderSite(
  browser: Browser,
  files: readonly SiteFile[],
  screenshots: ScreenshotSink,
  options: RenderOptions,
): Promise<RenderResult> {
  const pages = pagesOf(files, options.maxPages);
  const problems: RenderedProblem[] = [];
  const shots: ScreenshotRef[] = [];
  for (const device of RENDER_DEVICES) {
    // A fresh context per job and device: no cookie, storage or cache shared with another job.
    const context = await browser.newContext({
      viewport: RENDER_VIEWPORTS[device],
      deviceScaleFactor: 1,
      isMobile: device === 'phone',
      hasTouch: device === 'phone',
      serviceWorkers: 'block',
      acceptDownloads: false,
    });
    try {
      await serveSite(context, files);
      for (const path of pages) {
        await options.beforePage?.(path, device);
        const page = await context.newPage();
        // Before navigating: console errors, failed and blocked requests happen while the page loads.
        const events = recordPageEvents(page);
        await blockWebSockets(page, events);
        try {
          const rendered = await renderPage(page, path, device, options.pageTimeoutMs, screenshots, events);
          shots.push(rendered.shot);
          problems.push(...rendered.problems);
        } catch (error) {
          // A page that hangs is reported (with what it tried to reach) and the next one goes on; a browser that died is the caller's.
          if (!(error instanceof PageTimeoutError)) throw error;
          problems.push({ page: path, device, rule: 'page-timeout', selector: '', message: error.message });
          for (const url of events.blockedRequests.slice(0, MAX_BLOCKED_LISTED))
            problems.push({
              page: path,
              device,
              rule: 'blocked-request',
              selector: '',
              message: `the page tried to reach ${url.slice(0, 200)} (blocked)`,
            });
        } finally {
          await page.close().catch(() => {});
        }
      }
    } finally {
      await context.close().catch(() => {});
    }
  }
  return {
    checks: { pages: pages.length, problems: problems.slice(0, MAX_RENDERED_PROBLEMS), problem_count: problems.length },
    screenshots: shots,
  };
}
