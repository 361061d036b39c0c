// GET /job/{job_id}/screenshots/{page}?device=desktop|phone: a PNG the renderer took of a ready
// job's page (issue 28). Read from the log (the job's request and JobRendered: two direct gets) and the
// `screenshots` object store; a screenshot never changes, so it is cached for good by its digest.
import { z } from 'zod';
import { JobResponseSchema } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { RENDER_DEVICES } from '../../../shared/jobs/rendered-checks.ts';
import { accountOf } from '../auth/authenticate.ts';
import { jobErased, jobNotFound, screenshotNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { noBody, raw, refusals } from '../openapi/responses.ts';

const schema = {
  summary: "A screenshot of a ready job's page (PNG), as listed in GET /job `screenshots`",
  params: z.object({
    job_id: z.string(),
    page: z.string().describe("The page's path in the job's files, URL-encoded (`index.html`, `about%2Findex.html`)."),
  }),
  querystring: z.object({
    device: z.enum(RENDER_DEVICES).default('desktop').describe('`desktop` (1280 px wide, the default) or `phone` (375 px).'),
  }),
  response: {
    200: raw('image/png', 'The PNG. Carries an ETag (its SHA-256) and may be cached for good.'),
    304: noBody('The screenshot has the ETag given in If-None-Match.'),
    ...refusals(JobResponseSchema, [400, 401, 404, 503]),
  },
};

export function registerScreenshotRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/job/:job_id/screenshots/:page', { config: { errorShape: 'job' }, schema }, async (request, reply) => {
    const accountId = accountOf(request).accountId;
    const jobId = request.params.job_id;
    if (!isJobId(jobId)) throw jobNotFound();
    // The request tells the owner, and whether the job (or its project) was erased.
    const [requested, rendered] = await Promise.all([
      deps.log.last(jobSubject(jobId, 'requested')),
      deps.log.last(jobSubject(jobId, 'rendered')),
    ]);
    // Another account's job does not exist for this key.
    if (!requested || requested.event.account_id !== accountId) throw jobNotFound();
    const sandboxSession = 'sandbox_session' in requested.event.data ? requested.event.data.sandbox_session : '';
    if (requested.event.erased || rendered?.event.erased || deps.erasures.jobErased({ jobId, accountId, sandboxSession }))
      throw jobErased();
    // Not rendered (yet).
    if (rendered?.event.type !== 'JobRendered') throw screenshotNotFound();
    const { page } = request.params;
    const device = request.query.device;
    const shot = rendered.event.data.screenshots.find((one) => one.page === page && one.device === device);
    if (!shot) throw screenshotNotFound();
    const etag = `"${shot.digest}"`;
    reply.header('etag', etag).header('cache-control', 'private, max-age=31536000, immutable');
    const given = request.headers['if-none-match'];
    if (typeof given === 'string' && given.split(',').some((tag) => tag.trim() === etag)) return reply.code(304).send();
    const png = await deps.screenshots.get(accountId, shot.digest);
    if (!png) throw screenshotNotFound();
    return reply.type('image/png').send(Buffer.from(png.buffer, png.byteOffset, png.byteLength));
  });
}
