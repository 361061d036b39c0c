import { z } from 'zod';
import { DeploymentReportSchema, DeploymentResponseSchema, type DeploymentResponse } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { decide } from '../../../shared/jobs/decide.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { asSeenBy } from '../../../shared/jobs/job-state.ts';
import { completedSeqOf } from '../../../shared/projects/project-pointer.ts';
import { jobEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { accountOf } from '../auth/authenticate.ts';
import { jobNotFound, jobRefused } from '../http/refusals.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

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
      if (!isJobId(jobId)) throw jobNotFound();
      // Checked against the log, not the read model, which may lag; an erased job is refused (erased 404).
      const history = await deps.log.readJob(jobId);
      const state = asSeenBy(deps.erasures.marked(history.state), account.accountId);
      const decision = decide({ type: 'ReportDeployment', deployUrl: body.deploy_url, deploymentId: state.deploymentId }, state);
      if ('refused' in decision) throw jobRefused(decision.refused);
      // Not a handleCommand: the one rule is that the job is ready, and a ready job stays ready,
      // so no later append can undo an allowed report; reports carry no expected sequence, so
      // concurrent ones all land and the last one wins.
      for (const draft of decision.events) {
        await deps.log.append(
          jobSubject(jobId, 'deployed'),
          jobEnvelope(jobId, draft, { accountId: account.accountId, actor: 'gateway', requestId: request.id }),
        );
      }
      // The answer says `ready`: as for GET /job, the project's pointer is at the job or past it first.
      await deps.versions.confirm(state, completedSeqOf(history));
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
