// sitewright delete <job_id> | --project <id>: erases a job, or a project with every job of it, for good.
import type { Sitewright } from '../../../shared/client/index.ts';
import { UsageError } from '../exit-codes.ts';
import type { Output } from '../output.ts';

export interface DeleteOptions {
  project?: string;
}

export async function deleteCommand(
  client: Sitewright,
  output: Output,
  jobId: string | undefined,
  options: DeleteOptions,
): Promise<number> {
  if ((jobId === undefined) === (options.project === undefined)) {
    throw new UsageError('delete takes a job_id or --project <id>, one of the two');
  }
  if (options.project !== undefined) {
    const answer = await client.deleteProject(options.project);
    output.object({ type: 'erased', ...answer });
    output.line(`Erased project ${answer.project_id} and every job of it`);
    return 0;
  }
  const answer = await client.deleteJob(jobId!);
  output.object({ type: 'erased', ...answer });
  output.line(`Erased job ${answer.job_id}`);
  return 0;
}
