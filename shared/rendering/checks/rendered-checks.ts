// The checks in the browser of issue 28: what a visitor meets on one rendered page at one device.
//
// Call order, per page and device:
//   1. const events = recordPageEvents(page);   // before navigating: errors and requests happen during load
//      await blockWebSockets(page, events);      // page.route does not see WebSockets
//   2. await page.goto(`${SITE_ORIGIN}/${pagePath}`, { waitUntil: 'load' });
//   3. const problems = await checkRenderedPage(page, pagePath, device, events);  // axe-core at desktop only
// The caller serves the job's files at SITE_ORIGIN with page.route and aborts every other request;
// the recorder names those by origin (blocked-request). Take screenshots before checkRenderedPage:
// it runs axe-core in the page last, and an axe run past its time limit is left running there until
// the page is closed (page.evaluate cannot be stopped); close the page after.
//
// Everything is bounded: at most 5,000 elements examined by the layout inspection (one linear
// walk), a few problems per rule, at most MAX_RENDERED_PROBLEMS per page, axe-core cut off after
// AXE_TIME_LIMIT_MS (its findings are then left out). Errors (a page closed under it) propagate.
import type { Page } from 'playwright-core';
import { MAX_RENDERED_PROBLEMS, type RenderDevice, type RenderedProblem } from '../../jobs/rendered-checks.ts';
import { toStorableText } from '../../text/text-rules.ts';
import { axeFindings } from './axe-findings.ts';
import { inspectLayout, type LayoutLimits } from './layout-inspection.ts';
import { cutText, type PageEvents } from './page-events.ts';

export { AXE_TIME_LIMIT_MS } from './axe-findings.ts';
export { blockWebSockets, type FailedRequest, type PageEvents, recordPageEvents, SITE_ORIGIN } from './page-events.ts';

/** Per-rule caps for what the page itself reported (console, requests). */
const EVENTS_PER_RULE = 10;

const LIMITS: Omit<LayoutLimits, 'checkOverflow'> = {
  maxElements: 5_000,
  maxOverflow: 3,
  maxImages: 10,
  maxContrast: 10,
  maxOffScreen: 5,
  maxOverlaps: 3,
  selectorChars: 200,
};

export async function checkRenderedPage(
  page: Page,
  pagePath: string,
  device: RenderDevice,
  events: PageEvents,
): Promise<RenderedProblem[]> {
  const problems: RenderedProblem[] = [];
  const add = (rule: string, selector: string, message: string) => {
    problems.push({ page: pagePath, device, rule, selector: toStorableText(cutText(selector)), message: toStorableText(cutText(message)) });
  };

  // The layout first: axe adds a script to the page, which must not count among its elements.
  const layout = await page.evaluate(inspectLayout, { ...LIMITS, checkOverflow: device === 'phone' });
  const byRule = (rule: string) => layout.filter((f) => f.rule === rule);
  // Most telling first, so that the cap on problems per page cuts the least useful.
  for (const f of byRule('horizontal-overflow')) add(f.rule, f.selector, f.message);
  for (const f of byRule('broken-image')) add(f.rule, f.selector, f.message);
  for (const r of events.failedRequests.slice(0, EVENTS_PER_RULE)) add('failed-request', '', `${r.url} failed: ${r.reason}`);
  for (const url of events.blockedRequests.slice(0, EVENTS_PER_RULE))
    add('blocked-request', '', `the page tried to reach ${url} (blocked)`);
  for (const text of events.consoleErrors.slice(0, EVENTS_PER_RULE)) add('console-error', '', text);
  for (const f of byRule('overlaps-heading')) add(f.rule, f.selector, f.message);
  for (const f of byRule('off-screen')) add(f.rule, f.selector, f.message);
  for (const f of byRule('color-contrast')) add(f.rule, f.selector, f.message);

  // axe-core once per page, at the desktop width: its serious and critical rules (names, labels,
  // ARIA) do not change with the width, and it is the costliest check (about 0.4 s a page here).
  if (device === 'desktop') for (const f of (await axeFindings(page)) ?? []) add(`axe/${f.id}`, f.selector, `${f.impact}: ${f.help}`);
  return problems.slice(0, MAX_RENDERED_PROBLEMS);
}
