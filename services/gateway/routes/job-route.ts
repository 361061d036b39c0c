import type { FastifyInstance } from 'fastify';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { ApiError } from '../http/api-error.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { toJobResponse } from '../read/job-response.ts';

const NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';
const JSON_TYPE = 'application/json; charset=utf-8';

export function registerJobRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.get<{ Params: { job_id: string } }>(
    '/job/:job_id',
    { config: { errorShape: 'job', authenticated: true } },
    async (request, reply) => {
      const jobId = request.params.job_id;
      const accountId = request.account!.accountId;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
      const cached = deps.finalJobs.get(jobId, accountId);
      if (cached === null) throw new ApiError('not_found', NOT_FOUND);
      if (cached !== undefined) return reply.type(JSON_TYPE).send(cached);
      const view = await deps.jobs.read(jobId, accountId);
      if (!view) throw new ApiError('not_found', NOT_FOUND);
      const response = toJobResponse(view);
      if (view.status === 'ready' || view.status === 'failed') {
        return reply.type(JSON_TYPE).send(deps.finalJobs.put(jobId, accountId, response));
      }
      return response;
    },
  );
}
