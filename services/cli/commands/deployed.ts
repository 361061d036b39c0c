// sitewright deployed <job_id> <url>: reports where the files were deployed.
import type { Sitewright } from '../../../shared/client/index.ts';
import type { Output } from '../output.ts';

export async function deployedCommand(client: Sitewright, output: Output, jobId: string, url: string): Promise<number> {
  const answer = await client.reportDeployment(jobId, url);
  output.object({ type: 'deployed', ...answer });
  output.line(`Reported ${answer.deploy_url} for job ${answer.job_id} (deployment ${answer.deployment_id})`);
  return 0;
}
