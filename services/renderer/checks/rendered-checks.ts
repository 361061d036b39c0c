// Stand-in until the browser checks land (issue 28): the renderer calls this per page and device.
// The real checks (overflow, console errors, images, contrast, axe-core) replace this file.
import type { Page } from 'playwright-core';
import type { RenderDevice, RenderedProblem } from '../../../shared/jobs/rendered-checks.ts';

export async function checkRenderedPage(_page: Page, _pagePath: string, _device: RenderDevice): Promise<RenderedProblem[]> {
  return [];
}
