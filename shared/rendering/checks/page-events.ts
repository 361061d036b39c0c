// What a page did while it loaded (issue 28): console errors, uncaught errors, requests for the
// site's own files that failed, and requests to anywhere else. These happen during navigation,
// so the recorder is attached to the page before `page.goto` and read by checkRenderedPage after.
import type { Page } from 'playwright-core';

/** The origin the renderer serves a job's files from (page.route, never the network). */
export const SITE_ORIGIN = 'http://site.sitewright.invalid';

/** Entries kept per list: a page that loops on a failing fetch must not grow the report. */
export const MAX_EVENTS_PER_KIND = 50;

/** Console and error text is cut here: a page can print megabytes. */
const MAX_TEXT_CHARS = 300;

export interface FailedRequest {
  url: string;
  /** Chromium's error text (`net::ERR_FAILED`) or `HTTP 404`. */
  reason: string;
}

export interface PageEvents {
  /** Console messages of type error and uncaught page errors, each at most 300 characters. */
  readonly consoleErrors: string[];
  /** Requests to the site's own origin that failed or answered 400 or more (missing files). */
  readonly failedRequests: FailedRequest[];
  /** URLs of requests (and WebSockets) to any other origin: the page tried to reach the network. */
  readonly blockedRequests: string[];
}

// Schemes that reach no network: inline data, object URLs, the page's own blank documents.
const LOCAL_SCHEMES = new Set(['data:', 'blob:', 'about:', 'javascript:']);

type Origin = 'site' | 'outside' | 'local';

function originOf(url: string): Origin {
  const parsed = URL.parse(url);
  if (!parsed) return 'outside';
  if (LOCAL_SCHEMES.has(parsed.protocol)) return 'local';
  return parsed.origin === SITE_ORIGIN ? 'site' : 'outside';
}

export function cutText(text: string, max = MAX_TEXT_CHARS): string {
  return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}

/** Starts recording `page`'s events; call it before navigating. The lists fill as the page runs. */
export function recordPageEvents(page: Page): PageEvents {
  const events: PageEvents = { consoleErrors: [], failedRequests: [], blockedRequests: [] };
  // Each list holds one entry per distinct text or URL, in the order they first happened.
  const seen = { console: new Set<string>(), failed: new Set<string>(), blocked: new Set<string>() };
  const keep = (key: string, set: Set<string>, list: unknown[]) => {
    if (set.has(key) || list.length >= MAX_EVENTS_PER_KIND) return false;
    set.add(key);
    return true;
  };
  const consoleError = (text: string) => {
    const cut = cutText(text);
    if (keep(cut, seen.console, events.consoleErrors)) events.consoleErrors.push(cut);
  };
  const failed = (url: string, reason: string) => {
    if (keep(url, seen.failed, events.failedRequests)) events.failedRequests.push({ url: cutText(url), reason: cutText(reason) });
  };
  const outside = (url: string) => {
    if (originOf(url) === 'outside' && keep(url, seen.blocked, events.blockedRequests)) events.blockedRequests.push(cutText(url));
  };

  page.on('console', (message) => {
    // Chromium's own line for each failed load repeats what failedRequests and blockedRequests say.
    if (message.type() === 'error' && !message.text().startsWith('Failed to load resource')) consoleError(message.text());
  });
  page.on('pageerror', (error) => consoleError(`Uncaught ${error.name || 'error'}: ${error.message}`));
  page.on('request', (request) => outside(request.url()));
  // page.route does not see WebSockets: without blockWebSockets they are named here by origin.
  page.on('websocket', (socket) => outside(socket.url()));
  page.on('requestfailed', (request) => {
    if (originOf(request.url()) === 'site') failed(request.url(), request.failure()?.errorText ?? 'failed');
  });
  page.on('response', (response) => {
    if (response.status() >= 400 && originOf(response.url()) === 'site') failed(response.url(), `HTTP ${response.status()}`);
  });
  return events;
}

/**
 * Closes every WebSocket the page opens before it connects, naming it in `events.blockedRequests`:
 * page.route does not see WebSockets, so a page could otherwise reach any address through one.
 * Await it after recordPageEvents and before navigating.
 */
export async function blockWebSockets(page: Page, events: PageEvents): Promise<void> {
  await page.routeWebSocket(/.*/, (socket) => {
    const url = cutText(socket.url());
    if (!events.blockedRequests.includes(url) && events.blockedRequests.length < MAX_EVENTS_PER_KIND) events.blockedRequests.push(url);
    socket.close();
  });
}
