import { z } from 'zod';
import { DeploymentReportSchema, DeploymentResponseSchema, type DeploymentResponse } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { decide } from '../../../shared/jobs/decide.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { jobEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { accountOf } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

const NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';

const schema = {
  summary: 'Report the public URL after deploying the files',
  params: z.object({ job_id: z.string() }),
  body: DeploymentReportSchema,
  response: {
    200: ok(DeploymentResponseSchema, 'Recorded.'),
    ...refusals(DeploymentResponseSchema, [400, 401, 404, 409, 415, 429, 503]),
  },
};

export function registerDeployedRoute(app: RouteScope, deps: GatewayDeps): void {
  app.post(
    '/job/:job_id/deployed',
    { config: { errorShape: 'deployed', rateLimited: true }, onRequest: requireJsonBody, schema },
    async (request) => {
      const account = accountOf(request);
      const { body } = request;
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
