// sitewright watch <job_id>: live progress until the job is ready (exit 0) or failed (exit 1).
import type { Sitewright } from '../../../shared/client/index.ts';
import type { Output } from '../output.ts';
import { followJob, reportFinal } from './follow-job.ts';

export async function watchCommand(client: Sitewright, output: Output, jobId: string): Promise<number> {
  const job = await followJob(client, output, jobId);
  return reportFinal(output, job, { files: job.files.map((file) => file.path) });
}
