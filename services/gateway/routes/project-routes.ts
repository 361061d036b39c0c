// Project versions: GET /projects/{project_id}/versions lists the project's ready jobs newest
// first (from the read model, cursor-paginated; as for GET /job, the project's pointer is made to
// be at each one listed or past it before it is shown: projects/confirmed-versions.ts);
// POST /projects/{project_id}/restore starts a job that is ready at once with an earlier
// version's files and becomes the project's latest version (its pointer in the log moves to it,
// so the next edit starts from it). An erased project (its last event a ProjectErased) answers
// the erased 404, and so does an erased version.
import { z } from 'zod';
import { ProjectIdSchema, RestoreRequestSchema, VersionsQuerySchema, VersionsResponseSchema } from '../../../shared/api/project-schemas.ts';
import { JobResponseSchema } from '../../../shared/api/schemas.ts';
import { projectSubject } from '../../../shared/events/subjects.ts';
import type { SitewrightEvent } from '../../../shared/events/catalogue.ts';
import { isJobId, newJobId } from '../../../shared/jobs/job-id.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';
import { accountOf } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { jobRefused, projectErased, projectNotFound } from '../http/refusals.ts';
import { startJob } from '../jobs/start-job.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { toJobResponse } from '../read/job-response.ts';

const BAD_CURSOR = 'cursor: is not a cursor this service gave; use next_cursor from the previous page';

interface VersionRow {
  id: string;
  deployment_id: string;
  sandbox_session: string;
  created_at: Date | string;
  finished_at: Date | string;
  query: string;
  file_count: string | number;
}

const iso = (value: Date | string) => (value instanceof Date ? value : new Date(value)).toISOString();

function encodeCursor(row: VersionRow): string {
  return Buffer.from(JSON.stringify([iso(row.finished_at), row.id])).toString('base64url');
}

function decodeCursor(cursor: string): [string, string] {
  try {
    const [at, id] = JSON.parse(Buffer.from(cursor, 'base64url').toString('utf8')) as unknown[];
    if (typeof at === 'string' && !Number.isNaN(Date.parse(at)) && typeof id === 'string' && isJobId(id)) return [at, id];
  } catch {
    // Falls through to the 400.
  }
  throw new ApiError('invalid_request', BAD_CURSOR);
}

const ParamsSchema = z.object({ project_id: z.string() });

const versionsSchema = {
  summary: "A project's ready versions, newest first",
  params: ParamsSchema,
  querystring: VersionsQuerySchema,
  response: { 200: ok(VersionsResponseSchema, 'One page of versions.'), ...refusals(VersionsResponseSchema, [400, 401, 404, 429, 503]) },
};

const restoreSchema = {
  summary: "Start a job that is ready at once with an earlier version's files and becomes the project's latest version",
  params: ParamsSchema,
  body: RestoreRequestSchema,
  response: { 200: ok(JobResponseSchema, 'The new, ready job.'), ...refusals(JobResponseSchema, [400, 401, 404, 409, 415, 429, 503]) },
};

export function registerProjectRoutes(app: RouteScope, deps: GatewayDeps): void {
  /** The project's pointer in the log, with its sandbox session: null when the account has no such project; the erased 404 for an erased one. */
  const pointer = async (accountId: string, projectId: string) => {
    if (!ProjectIdSchema.safeParse(projectId).success) return null;
    const head = await deps.log.last(projectSubject(projectKey(accountId, projectId)));
    const event = head?.event;
    if (event?.type === 'ProjectErased') throw projectErased();
    if (event?.type !== 'ProjectCreated' && event?.type !== 'ProjectVersionReady') return null;
    if (deps.erasures.sessionErased(event.data.sandbox_session)) throw projectErased();
    return { event, sandboxSession: event.data.sandbox_session };
  };

  app.get(
    '/projects/:project_id/versions',
    { config: { errorShape: 'versions', rateLimited: true }, schema: versionsSchema },
    async (request) => {
      const accountId = accountOf(request).accountId;
      const projectId = request.params.project_id;
      const { query } = request;
      const head = await pointer(accountId, projectId);
      if (!head) throw projectNotFound();
      const limit = query.limit;
      const after = query.cursor ? decodeCursor(query.cursor) : null;
      const rows = await deps.em.getConnection().execute<VersionRow[]>(
        `select j.id, j.deployment_id, j.sandbox_session, j.created_at, j.finished_at, j.query,
                (select count(*) from job_files f where f.job_id = j.id) as file_count
           from jobs j
          where j.account_id = ? and j.project_id = ? and j.sandbox_session = ? and j.status = 'ready'
            ${after ? 'and (j.finished_at, j.id) < (?::timestamptz, ?)' : ''}
          order by j.finished_at desc, j.id desc
          limit ?`,
        [accountId, projectId, head.sandboxSession, ...(after ?? []), limit + 1],
        'all',
      );
      // A version erased a moment ago is listed no more, even before the read model forgets it.
      const page = rows.slice(0, limit).filter((row) => !deps.erasures.jobErased({ jobId: row.id, accountId }));
      // Every version listed is shown ready: the pointer is made to be at it or past it, and then
      // read again to say which one is the latest.
      const latestOf = (pointed: { event: SitewrightEvent } | null) =>
        pointed?.event.type === 'ProjectVersionReady' ? pointed.event.data.job_id : '';
      const earlier = latestOf(head);
      const confirms = page
        .filter((row) => row.id !== earlier)
        .map((row) =>
          deps.versions.confirm({
            jobId: row.id,
            accountId,
            status: 'ready',
            projectId,
            sandboxSession: row.sandbox_session,
            deploymentId: row.deployment_id,
          }),
        );
      await Promise.all(confirms);
      const latest = confirms.length > 0 ? latestOf(await pointer(accountId, projectId)) : earlier;
      return {
        status: 'ok' as const,
        project_id: projectId,
        versions: page.map((row) => ({
          job_id: row.id,
          deployment_id: row.deployment_id,
          created_at: iso(row.created_at),
          finished_at: iso(row.finished_at),
          query: row.query,
          file_count: Number(row.file_count),
          latest: row.id === latest,
        })),
        next_cursor: rows.length > limit ? encodeCursor(page[page.length - 1]!) : '',
        error: '',
      };
    },
  );

  app.post(
    '/projects/:project_id/restore',
    { config: { errorShape: 'job', rateLimited: true }, onRequest: requireJsonBody, schema: restoreSchema },
    async (request) => {
      const accountId = accountOf(request).accountId;
      const projectId = request.params.project_id;
      const { body } = request;
      if (!(await pointer(accountId, projectId))) throw projectNotFound();
      const notAVersion = `job_id: ${body.job_id} is not a version of the project ${projectId}. Use a job_id from GET /projects/${projectId}/versions.`;
      if (!isJobId(body.job_id)) throw new ApiError('not_found', notAVersion);
      // Checked against the log: the version's owner, project, status and files.
      const version = deps.erasures.marked((await deps.log.readJob(body.job_id)).state);
      if (version.exists && version.accountId === accountId && version.erased)
        throw new ApiError(
          'erased',
          `job_id: the version made by ${body.job_id} was erased at its owner's request; it cannot be restored.`,
        );
      if (!version.exists || version.accountId !== accountId || version.projectId !== projectId)
        throw new ApiError('not_found', notAVersion);
      if (version.status !== 'ready')
        throw new ApiError('conflict', `job_id: the job is ${version.status}; only a ready version can be restored.`);

      const sandboxSession = await deps.projects.sandboxSession(accountId, projectId, request.id);
      const jobId = newJobId();
      // The version's files as they are: requested and ready in one event (JobReused), which
      // becomes the project's latest version.
      const started = await startJob(deps.log, {
        jobId,
        command: {
          type: 'ReuseResult',
          data: {
            query: `Restore the version made by ${body.job_id}`,
            files: version.files,
            source_url: null,
            user_id: null,
            project_id: projectId,
            // A stored earlier result, reused as it is.
            source: 'cache',
            sandbox_session: sandboxSession,
            search_score: 1,
            base: { kind: 'project', job_id: body.job_id, score: 1 },
            // The version's brand stays the project's; a restore is no edit, so nothing is targeted or locked.
            ...(version.designTokens.length > 0 ? { design_tokens: version.designTokens } : {}),
            deployment_id: version.deploymentId,
            checks: version.checks,
            progress: `Restored the version made by ${body.job_id}`,
          },
        },
        context: { accountId, actor: 'gateway', requestId: request.id },
      });
      // A duplicate cannot happen (the job id was just made); the job is read from the log below either way.
      if (started.kind === 'refused') throw jobRefused(started.refusal);
      request.log.info({ job_id: jobId, restored: body.job_id, project_id: projectId }, 'project version restored');
      const view = await deps.jobs.readFromLog(jobId, accountId);
      if (!view) throw projectNotFound();
      return toJobResponse(view);
    },
  );
}
