// Follows a job to its final state with live progress; shared by `generate` and `watch`.
import type { Job, Sitewright } from '../../../shared/client/index.ts';
import { Interrupted } from '../exit-codes.ts';
import type { Output } from '../output.ts';
import { createProgressPrinter } from '../progress-printer.ts';

export async function followJob(client: Sitewright, output: Output, jobId: string): Promise<Job> {
  const printer = createProgressPrinter(output);
  const interrupted = new AbortController();
  const onInterrupt = () => interrupted.abort();
  process.once('SIGINT', onInterrupt);
  try {
    return await client.wait(jobId, { onUpdate: (job) => printer.update(job), signal: interrupted.signal });
  } catch (error) {
    if (interrupted.signal.aborted) throw new Interrupted(`stopped watching; job ${jobId} goes on: sitewright watch ${jobId}`);
    throw error;
  } finally {
    process.off('SIGINT', onInterrupt);
    printer.stop();
  }
}

/** The closing lines of a followed job; returns the exit code. */
export function reportFinal(output: Output, job: Job, extra: Record<string, unknown> = {}): number {
  output.line(`job_id: ${job.job_id}`);
  if (job.status === 'ready') output.line(`deployment_id: ${job.deployment_id}`);
  output.object({ type: 'done', job_id: job.job_id, status: job.status, deployment_id: job.deployment_id, error: job.error, ...extra });
  if (job.status === 'failed') {
    output.note(`sitewright: job ${job.job_id} failed: ${job.error}`);
    return 1;
  }
  return 0;
}
