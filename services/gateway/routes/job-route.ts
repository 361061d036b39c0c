import type { FastifyInstance } from 'fastify';
import { ApiError } from '../http/api-error.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { toJobResponse } from '../read/job-response.ts';

export function registerJobRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.get<{ Params: { job_id: string } }>(
    '/job/:job_id',
    { config: { errorShape: 'job', authenticated: true } },
    async (request) => {
      const view = await deps.jobs.read(request.params.job_id, request.account!.accountId);
      if (!view) throw new ApiError('not_found', 'No job with this id exists for this API key. Use the job_id returned by POST /generate.');
      return toJobResponse(view);
    },
  );
}
