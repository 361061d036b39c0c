// sitewright screenshot <job_id> --out <dir> [--device desktop|phone|both] [--page <path>] [--wait <s>]:
// writes the PNGs the renderer took of a ready job's pages, as `<page>.<device>.png` under --out.
import { mkdir, writeFile } from 'node:fs/promises';
import { dirname, join, resolve } from 'node:path';
import type { Job, JobScreenshot, Sitewright } from '../../../shared/client/index.ts';
import { plural, type Output } from '../output.ts';

export interface ScreenshotOptions {
  out: string;
  device: 'desktop' | 'phone' | 'both';
  page?: string;
  /** Seconds to wait for the renderer while the job's screenshots are pending. */
  wait: string;
}

/** `about/index.html` at phone -> `about/index.phone.png`: beside the page's own path, never outside --out. */
export function screenshotFileName(shot: Pick<JobScreenshot, 'page' | 'device'>): string {
  const base = shot.page.replace(/\.html?$/i, '');
  return `${base}.${shot.device}.png`;
}

/** The job once its screenshots are settled (rendered_status no longer pending), or as it is when `seconds` run out. */
async function settled(client: Sitewright, jobId: string, seconds: number): Promise<Job> {
  const deadline = Date.now() + seconds * 1000;
  for (;;) {
    const job = await client.job(jobId);
    if (job.status === 'failed' || job.rendered_status !== 'pending' || Date.now() >= deadline) return job;
    await new Promise((resolve) => setTimeout(resolve, 1_000));
  }
}

export async function screenshotCommand(client: Sitewright, output: Output, jobId: string, options: ScreenshotOptions): Promise<number> {
  const waitSeconds = Number(options.wait);
  const job = await settled(client, jobId, Number.isFinite(waitSeconds) && waitSeconds >= 0 ? waitSeconds : 60);
  const report = (files: string[], error: string) =>
    output.object({ type: 'screenshot', job_id: job.job_id, status: job.status, rendered_status: job.rendered_status, error, files });
  if (job.status === 'failed') {
    report([], job.error);
    output.note(`sitewright: job ${job.job_id} failed: ${job.error}`);
    return 1;
  }
  if (job.rendered_status !== 'done') {
    const why =
      job.rendered_status === 'unavailable'
        ? 'the service has no Chromium to render pages with (its operator can install one)'
        : job.rendered_status === 'failed'
          ? `the renderer could not render this job (${job.rendered_error})`
          : `the job is ${job.status} and its screenshots are not taken yet; try again later or with a longer --wait`;
    report([], why);
    output.note(`sitewright: no screenshots of job ${job.job_id}: ${why}.`);
    return 1;
  }
  const shots = job.screenshots.filter(
    (shot) => (options.device === 'both' || shot.device === options.device) && (options.page === undefined || shot.page === options.page),
  );
  if (shots.length === 0) {
    const pages = [...new Set(job.screenshots.map((shot) => shot.page))].join(', ');
    report([], `no screenshot of ${options.page ?? 'any page'} at ${options.device}`);
    output.note(
      `sitewright: job ${job.job_id} has no screenshot of ${options.page ?? 'any page'} at ${options.device}; its pages: ${pages}.`,
    );
    return 1;
  }
  const out = resolve(options.out);
  const written: string[] = [];
  for (const shot of shots) {
    // A page's path is relative and checked by the service; the name is made from it alone.
    const target = join(out, screenshotFileName(shot));
    if (!target.startsWith(`${out}/`)) {
      output.note(`sitewright: skipped ${shot.page}: its name would leave ${out}.`);
      continue;
    }
    await mkdir(dirname(target), { recursive: true });
    await writeFile(target, await client.screenshot(job.job_id, shot.page, { device: shot.device }));
    written.push(target);
  }
  report(written, '');
  output.line(`Wrote ${plural(written.length, 'screenshot')} to ${out}`);
  return 0;
}
