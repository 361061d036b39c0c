// Checks in headless Chromium: axe-core (critical and serious), console errors, requests that
// left the machine or failed, horizontal overflow at 375 px, reduced-motion handling.
import { createRequire } from 'node:module';
import { readFileSync } from 'node:fs';
import { chromium, type Browser, type Page } from 'playwright-core';
import { serveFiles } from './serve-files.ts';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', args: CHROMIUM_ARGS });
}

export interface BrowserReport {
  axe: string[];
  consoleErrors: string[];
  externalRequests: string[];
  missingFiles: string[];
  overflow: string[];
}

export async function browserChecks(browser: Browser, files: { path: string; content: string }[]): Promise<BrowserReport> {
  const report: BrowserReport = { axe: [], consoleErrors: [], externalRequests: [], missingFiles: [], overflow: [] };
  const served = await serveFiles(files);
  const context = await browser.newContext({ viewport: { width: 375, height: 800 }, reducedMotion: 'reduce' });
  try {
    for (const file of files.filter((f) => /\.html?$/.test(f.path))) {
      const page = await context.newPage();
      page.on('console', (m) => {
        if (m.type() === 'error') report.consoleErrors.push(`${file.path}: ${m.text()}`);
      });
      page.on('pageerror', (e) => report.consoleErrors.push(`${file.path}: ${e.message}`));
      await page.route('**/*', (route) => {
        const url = route.request().url();
        if (url.startsWith(served.url)) return route.continue();
        report.externalRequests.push(`${file.path}: ${url}`);
        return route.abort();
      });
      await page.goto(served.url + file.path, { waitUntil: 'load' });
      const width = await page.evaluate(() => document.documentElement.scrollWidth);
      if (width > 376) report.overflow.push(`${file.path}: ${width}px wide at 375px`);
      report.axe.push(...(await runAxe(page)).map((v) => `${file.path}: ${v}`));
      await page.close();
    }
  } finally {
    await context.close();
    await served.close();
  }
  report.missingFiles.push(...served.misses);
  return report;
}

export async function runAxe(page: Page): Promise<string[]> {
  await page.addScriptTag({ content: AXE_SOURCE });
  const violations = await page.evaluate(async () => {
    const axe = Reflect.get(globalThis, 'axe') as {
      run(ctx: unknown, opts: unknown): Promise<{ violations: { id: string; impact: string; nodes: { target: string[] }[] }[] }>;
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map((v) => ({ id: v.id, impact: v.impact, targets: v.nodes.slice(0, 3).map((n) => n.target.join(' ')) }));
  });
  return violations
    .filter((v) => v.impact === 'critical' || v.impact === 'serious')
    .map((v) => `${v.impact} ${v.id} at ${v.targets.join(', ')}`);
}
