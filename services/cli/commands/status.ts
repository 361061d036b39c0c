// sitewright status <job_id>: the job as it is now. Exit 1 when it failed, else 0.
import type { Sitewright } from '../../../shared/client/index.ts';
import { jobSummary, plural, type Output } from '../output.ts';

export async function statusCommand(client: Sitewright, output: Output, jobId: string): Promise<number> {
  const job = await client.job(jobId);
  output.object({ type: 'status', ...jobSummary(job) });
  output.line(`job_id: ${job.job_id}`);
  output.line(`status: ${job.status}`);
  if (job.progress) output.line(`progress: ${job.progress}`);
  if (job.error) output.line(`error: ${job.error}`);
  output.line(`files: ${plural(job.files.length, 'file')}${job.files.length ? ` (${job.files.map((file) => file.path).join(', ')})` : ''}`);
  output.line(`elapsed: ${job.elapsed_seconds.toFixed(1)}s`);
  if (job.project_id) output.line(`project_id: ${job.project_id}`);
  if (job.deployment_id) output.line(`deployment_id: ${job.deployment_id}`);
  if (job.deploy_url) output.line(`deploy_url: ${job.deploy_url}`);
  return job.status === 'failed' ? 1 : 0;
}
