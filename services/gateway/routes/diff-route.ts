// GET /job/{job_id}/diff?against=<job_id>: what changed from `against` to `job_id`, as paths
// added and removed and a unified diff (the `diff` package) per changed file. The patches are
// worked out off the event loop, within a budget (diff/diff-runner.ts); a file past it is listed
// with `diff_truncated: true` and no patch. Each request spends a token of the account's rate limit.
import type { FastifyRequest } from 'fastify';
import { z } from 'zod';
import { DiffQuerySchema, DiffResponseSchema } from '../../../shared/api/project-schemas.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { accountOf } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { jobNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import type { FilePair } from '../diff/diff-messages.ts';
import { ok, refusals } from '../openapi/responses.ts';

const schema = {
  summary: 'Changed paths and a unified diff per changed file, from `against` to this job',
  params: z.object({ job_id: z.string() }),
  querystring: DiffQuerySchema,
  response: {
    200: ok(DiffResponseSchema, 'The differences.'),
    ...refusals(DiffResponseSchema, [400, 401, 404, 429, 503]),
  },
};

/** A preValidation hook: a malformed job id is a 404 before anything about the query is said. */
async function jobIdFirst(request: FastifyRequest<{ Params: { job_id: string } }>) {
  if (!isJobId(request.params.job_id)) throw jobNotFound();
}

export function registerDiffRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get(
    '/job/:job_id/diff',
    { config: { errorShape: 'diff', rateLimited: true }, preValidation: jobIdFirst, schema },
    async (request) => {
      const accountId = accountOf(request).accountId;
      const jobId = request.params.job_id;
      const { against } = request.query;
      // An erased job (either) is the erased 404 (the reader's); `against` names its own.
      const readAgainst = async () => {
        try {
          return isJobId(against) ? await deps.jobs.read(against, accountId) : null;
        } catch (error) {
          if (error instanceof ApiError && error.code === 'erased')
            throw new ApiError('erased', `against: the job ${against} was erased at its owner's request.`);
          throw error;
        }
      };
      const [job, base] = await Promise.all([deps.jobs.read(jobId, accountId), readAgainst()]);
      if (!job) throw jobNotFound();
      if (!base) throw new ApiError('not_found', `against: no job with the id ${against} exists for this API key.`);

      const beforeFiles = new Map(base.files.map((file) => [file.path, file]));
      const afterFiles = new Map(job.files.map((file) => [file.path, file]));
      const added = [...afterFiles.keys()].filter((path) => !beforeFiles.has(path)).sort();
      const removed = [...beforeFiles.keys()].filter((path) => !afterFiles.has(path)).sort();
      const pairs: FilePair[] = [];
      // Binary files (images, fonts) that changed: named, never diffed as text.
      const binary: string[] = [];
      let unchanged = 0;
      for (const [path, after] of afterFiles) {
        const before = beforeFiles.get(path);
        if (before === undefined) continue;
        if (before.content === after.content && before.encoding === after.encoding) unchanged += 1;
        else if (before.encoding === 'base64' || after.encoding === 'base64') binary.push(path);
        else pairs.push({ path, before: before.content, after: after.content });
      }
      const patches = await deps.diffs.patches(against, jobId, pairs);
      const changed = [
        ...pairs.map(({ path }) => {
          const patch = patches.get(path) ?? null;
          return { path, diff: patch ?? '', diff_truncated: patch === null };
        }),
        ...binary.map((path) => ({ path, diff: '', diff_truncated: false, binary: true as const })),
      ].sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
      return { status: 'ok' as const, job_id: jobId, against, added, removed, changed, unchanged, error: '' };
    },
  );
}
