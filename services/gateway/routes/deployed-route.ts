import type { FastifyInstance } from 'fastify';
import { DeploymentReportSchema, type DeploymentResponse } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { decide } from '../../../shared/jobs/decide.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { jobEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import { deploymentResponse } from '../http/response-schemas.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

const NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';

export function registerDeployedRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.post<{ Params: { job_id: string } }>(
    '/job/:job_id/deployed',
    { config: { errorShape: 'deployed', jsonBody: true, authenticated: true }, schema: { response: deploymentResponse } },
    async (request) => {
      const account = request.account!;
      const body = parseBody(DeploymentReportSchema, request.body);
      const jobId = request.params.job_id;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
      // Checked against the log, not the read model, which may lag.
      const { state } = await deps.log.readJob(jobId);
      if (!state.exists || state.accountId !== account.accountId) throw new ApiError('not_found', NOT_FOUND);
      const [reported] = decide({ type: 'ReportDeployment', deployUrl: body.deploy_url, deploymentId: state.deploymentId }, state);
      await deps.log.append(jobSubject(jobId, 'deployed'), jobEnvelope(jobId, reported!, { accountId: account.accountId, actor: 'gateway', requestId: request.id }));
      request.log.info({ job_id: jobId, deploy_url: body.deploy_url }, 'deployment reported');
      const response: DeploymentResponse = {
        status: 'ready',
        job_id: jobId,
        deploy_url: body.deploy_url,
        deployment_id: state.deploymentId,
        error: '',
      };
      return response;
    },
  );
}
