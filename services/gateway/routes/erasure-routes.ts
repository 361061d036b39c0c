// Customers erase their own data (issue 31): DELETE /job/{job_id} erases one job, DELETE
// /projects/{project_id} a project with every job of it. Each appends its erasure event first (the
// intent, which audits see), then destroys the keys, so the job's or project's personal data can no
// longer be read anywhere; the projector deletes the read-model rows, and every gateway drops what
// it caches the moment it hears the event. A job or project erased before answers the erased 404
// (the erasure is finished again on the way, should an earlier call have stopped half-way).
import { z } from 'zod';
import { ProjectErasureResponseSchema, ProjectIdSchema } from '../../../shared/api/project-schemas.ts';
import { JobErasureResponseSchema } from '../../../shared/api/schemas.ts';
import { eraseJob } from '../../../shared/erasure/erase-job.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { accountOf } from '../auth/authenticate.ts';
import { eraseProject } from '../erasure/erase-project.ts';
import { jobErased, jobNotFound, jobRefused, projectErased, projectNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

const eraseJobSchema = {
  summary: "Erase a job for good: its request, files and results (the job's personal data) can no longer be read anywhere",
  params: z.object({ job_id: z.string() }),
  response: {
    200: ok(JobErasureResponseSchema, 'Erased. Every later answer about the job is a 404 with code `erased`.'),
    ...refusals(JobErasureResponseSchema, [401, 404, 503]),
  },
};

const eraseProjectSchema = {
  summary: 'Erase a project for good, with every job of it; the same project_id in POST /generate later starts a new project',
  params: z.object({ project_id: z.string() }),
  response: {
    200: ok(
      ProjectErasureResponseSchema,
      'Erased. Every later answer about the project, its jobs and its preview is a 404 with code `erased`.',
    ),
    ...refusals(ProjectErasureResponseSchema, [401, 404, 503]),
  },
};

export function registerErasureRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.delete('/job/:job_id', { config: { errorShape: 'job_erasure' }, schema: eraseJobSchema }, async (request) => {
    const accountId = accountOf(request).accountId;
    const jobId = request.params.job_id;
    if (!isJobId(jobId)) throw jobNotFound();
    const erased = await eraseJob(deps.log, deps.dataKeys, { accountId, jobId, by: 'customer', actor: 'gateway', requestId: request.id });
    if ('refused' in erased) throw jobRefused(erased.refused);
    // In effect on this gateway at once; the others hear the JobErased.
    deps.erasures.note({ kind: 'job', jobId, accountId });
    if (erased.outcome === 'already') throw jobErased();
    request.log.info({ job_id: jobId }, 'job erased');
    return { status: 'erased' as const, job_id: jobId, error: '' };
  });

  app.delete('/projects/:project_id', { config: { errorShape: 'project_erasure' }, schema: eraseProjectSchema }, async (request) => {
    const accountId = accountOf(request).accountId;
    const projectId = request.params.project_id;
    if (!ProjectIdSchema.safeParse(projectId).success) throw projectNotFound();
    const erased = await eraseProject({ log: deps.log, keys: deps.dataKeys, em: deps.em }, { accountId, projectId, requestId: request.id });
    if (erased.outcome === 'none') throw projectNotFound();
    deps.erasures.note({ kind: 'project', accountId, projectKey: erased.projectKey, sandboxSession: erased.sandboxSession });
    if (erased.outcome === 'already') throw projectErased();
    request.log.info({ project_id: projectId, sandbox_session: erased.sandboxSession }, 'project erased');
    return { status: 'erased' as const, project_id: projectId, error: '' };
  });
}
