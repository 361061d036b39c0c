// sitewright files <job_id> --out <dir> [--force]: writes the job's files as they are now.
import { resolve } from 'node:path';
import type { Sitewright } from '../../../shared/client/index.ts';
import { plural, type Output } from '../output.ts';

export async function filesCommand(
  client: Sitewright,
  output: Output,
  jobId: string,
  options: { out: string; force?: boolean },
): Promise<number> {
  const job = await client.job(jobId);
  if (job.status === 'failed') {
    output.object({ type: 'files', job_id: job.job_id, status: job.status, error: job.error, out: '', files: [] });
    output.note(`sitewright: job ${job.job_id} failed: ${job.error}`);
    return 1;
  }
  const out = resolve(options.out);
  const written = await client.writeFiles(job, out, { force: options.force === true });
  output.object({ type: 'files', job_id: job.job_id, status: job.status, error: '', out, files: job.files.map((file) => file.path) });
  output.line(`Wrote ${plural(written.length, 'file')} to ${out}`);
  if (job.status !== 'ready') output.note(`sitewright: job ${job.job_id} is still ${job.status}; these are the files so far.`);
  return 0;
}
