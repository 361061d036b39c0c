// GET /job/{job_id}/diff?against=<job_id>: what changed from `against` to `job_id`, as paths
// added and removed and a unified diff (the `diff` package) per changed file.
import type { FastifyInstance } from 'fastify';
import { createTwoFilesPatch } from 'diff';
import { DiffQuerySchema } from '../../../shared/api/project-schemas.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

const NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';

export function registerDiffRoute(app: FastifyInstance, deps: GatewayDeps): void {
  app.get<{ Params: { job_id: string }; Querystring: Record<string, string> }>(
    '/job/:job_id/diff',
    { config: { errorShape: 'diff', authenticated: true } },
    async (request) => {
      const accountId = request.account!.accountId;
      const jobId = request.params.job_id;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
      const { against } = parseBody(DiffQuerySchema, request.query);
      const [job, base] = await Promise.all([
        deps.jobs.read(jobId, accountId),
        isJobId(against) ? deps.jobs.read(against, accountId) : Promise.resolve(null),
      ]);
      if (!job) throw new ApiError('not_found', NOT_FOUND);
      if (!base) throw new ApiError('not_found', `against: no job with the id ${against} exists for this API key.`);

      const before = new Map(base.files.map((file) => [file.path, file.content]));
      const after = new Map(job.files.map((file) => [file.path, file.content]));
      const added = [...after.keys()].filter((path) => !before.has(path)).sort();
      const removed = [...before.keys()].filter((path) => !after.has(path)).sort();
      const changed: { path: string; diff: string }[] = [];
      let unchanged = 0;
      for (const [path, content] of [...after.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))) {
        const old = before.get(path);
        if (old === undefined) continue;
        if (old === content) unchanged += 1;
        else changed.push({ path, diff: createTwoFilesPatch(`a/${path}`, `b/${path}`, old, content, against, jobId, { context: 3 }) });
      }
      return { status: 'ok', job_id: jobId, against, added, removed, changed, unchanged, error: '' };
    },
  );
}
