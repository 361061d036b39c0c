// What the renderer saw of a ready job in Chromium (issue 28): the problems a visitor would meet,
// page by page and device by device, and the screenshots taken. Recorded in the job's JobRendered
// event and served under GET /job `checks.rendered` and `screenshots`.
import { z } from 'zod';
import { textSchema } from '../text/text-rules.ts';

// Messages quote what pages hold or print (selectors, console text): storable text.
const storable = textSchema('storable');

/** The two viewports every page is rendered at: 1280 px and 375 px wide. */
export const RENDER_DEVICES = ['desktop', 'phone'] as const;
export type RenderDevice = (typeof RENDER_DEVICES)[number];
export const RENDER_VIEWPORTS: Record<RenderDevice, { width: number; height: number }> = {
  desktop: { width: 1280, height: 800 },
  phone: { width: 375, height: 800 },
};

/**
 * Rule ids: `horizontal-overflow`, `console-error`, `failed-request`, `blocked-request` (a page that
 * tried to reach the network), `broken-image`, `color-contrast`, `off-screen`, `overlaps-heading`,
 * and `axe/<id>` for axe-core's serious and critical findings.
 */
export const RenderedProblemSchema = z.object({
  /** The page's path in the job's files (`index.html`). */
  page: storable,
  device: z.enum(RENDER_DEVICES),
  rule: storable,
  /** Where: a CSS selector of the element ('' for a page-wide problem such as a console error). */
  selector: storable,
  message: storable,
});

export const RenderedChecksSchema = z.object({
  /** Pages rendered (each at both devices). */
  pages: z.number().int().nonnegative(),
  /** The problems found (at most 50 listed). */
  problems: z.array(RenderedProblemSchema),
  /** Problems found in all, listed or not. */
  problem_count: z.number().int().nonnegative(),
});

export const RENDERED_STATUSES = ['pending', 'done', 'unavailable', 'failed'] as const;
export type RenderedStatus = (typeof RENDERED_STATUSES)[number];

export type RenderedProblem = z.infer<typeof RenderedProblemSchema>;
export type RenderedChecks = z.infer<typeof RenderedChecksSchema>;

/** Problems listed at most in a report; the count says how many there were. */
export const MAX_RENDERED_PROBLEMS = 50;
