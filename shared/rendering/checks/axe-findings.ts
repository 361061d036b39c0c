// axe-core's serious and critical findings on a rendered page (issue 28), as `axe/<rule id>`.
import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
// Read once per process: 550 kB of script sent into each page checked.
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** Elements named per axe rule: one rule failing on every paragraph is one fault. */
const NODES_PER_RULE = 3;

/**
 * axe's time on one page. It costs about a quarter of a millisecond per element (builds its own
 * tree of the page, then some 90 rules), so a page of 20,000 elements takes seconds: past this,
 * its findings are left out rather than holding the renderer up.
 */
export const AXE_TIME_LIMIT_MS = 3_000;

export interface AxeFinding {
  id: string;
  impact: 'serious' | 'critical';
  help: string;
  selector: string;
}

// Run in the page: axe over the document, violations only (passes and incomplete results are
// not collected, which is most of axe's cost on a big page). Its color-contrast rule is off:
// the layout inspection checks contrast itself, and would otherwise report the same text twice.
/* c8 ignore start */ // runs in Chromium, where Node's coverage cannot count it
async function runAxeInPage(nodesPerRule: number) {
  interface AxeNode {
    target: unknown[];
  }
  interface AxeViolation {
    id: string;
    impact?: string | null;
    help: string;
    nodes: AxeNode[];
  }
  const axe: unknown = Reflect.get(globalThis, 'axe');
  if (typeof axe !== 'object' || axe === null || !('run' in axe) || typeof axe.run !== 'function') throw new Error('axe-core did not load');
  const result: { violations: AxeViolation[] } = await axe.run(document, {
    resultTypes: ['violations'],
    rules: { 'color-contrast': { enabled: false } },
  });
  return result.violations.map((v) => ({
    id: v.id,
    impact: v.impact ?? '',
    help: v.help,
    // A target is a list of selectors, one per frame or shadow root on the way to the node.
    selectors: v.nodes.slice(0, nodesPerRule).map((node) => node.target.map(String).join(' ')),
  }));
}

/* c8 ignore stop */

/** The findings, or null when axe ran past `limitMs` and was left out. */
export async function axeFindings(page: Page, limitMs = AXE_TIME_LIMIT_MS): Promise<AxeFinding[] | null> {
  // Evaluated as a script rather than added as a <script> tag: a page's Content-Security-Policy
  // cannot refuse it. The trailing `true` keeps axe's module object out of the returned value.
  await page.evaluate(`${AXE_SOURCE}\n;true`);
  const run = page.evaluate(runAxeInPage, NODES_PER_RULE);
  // A run that loses the race goes on in the page until the caller closes it, and then rejects.
  run.catch(() => {});
  let timer: NodeJS.Timeout | undefined;
  const late = new Promise<null>((resolve) => {
    timer = setTimeout(() => resolve(null), limitMs);
  });
  const violations = await Promise.race([run, late]).finally(() => clearTimeout(timer));
  if (!violations) return null;
  const findings: AxeFinding[] = [];
  for (const v of violations) {
    if (v.impact !== 'serious' && v.impact !== 'critical') continue;
    for (const selector of v.selectors) findings.push({ id: v.id, impact: v.impact, help: v.help, selector });
  }
  return findings;
}
