// Live preview of a project's working copy: the files of its latest ready version, served under
// /preview/{sandbox_session}/ on an origin of its own (the gateway's second listener,
// PREVIEW_BASE_URL), never on the API's: generated pages run scripts, and on the API's origin the
// playground's `script-src 'self'` would let them in. The API answers /preview/... with a redirect
// there. The session id is unguessable and needs no API key; the Content-Security-Policy sandbox
// gives the previewed pages an opaque origin wherever they are served. A preview of an erased
// project (issue 31) answers the erased 404: at once on a gateway that heard the erasure, and from
// the read model's tombstone of the session (`erased_sessions`) after that.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { jsonSchemaTransform } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { contentTypeForPath } from '../../../shared/files/file-language.ts';
import { previewErased, previewNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { noBody } from '../openapi/responses.ts';

const SESSION = /^sbx_[0-9A-HJKMNP-TV-Z]{26}[A-Za-z0-9]{22}$/;

const FILE_SQL = `
  select f.path, b.content, b.encoding, p.account_id, p.latest_ready_job_id
    from projects p
    join job_files f on f.job_id = p.latest_ready_job_id
    join blobs b on b.account_id = f.account_id and b.digest = f.digest
   where p.sandbox_session = ? and f.path in (?, ?)`;

const ERASED_SQL = 'select 1 from erased_sessions where sandbox_session = ?';

/**
 * The wildcard route as OpenAPI can say it: the rest of the path is a parameter of its own.
 * Documentation only; the route itself takes any path under the session.
 */
const documented = {
  summary:
    "Live preview of a project's latest ready version: redirected to the previews' own origin (PREVIEW_BASE_URL), where it is served without an API key, sandboxed by Content-Security-Policy",
  params: z.object({ sandbox_session: z.string(), path: z.string().describe('A file path; a folder serves its index.html.') }),
  response: {
    302: noBody(
      "To the same path on the previews' origin (PREVIEW_BASE_URL), which answers 200 with the file, 301 to a folder's address with a trailing slash, or 404.",
    ),
  },
};

/** What a preview response carries: an opaque origin (sandbox without allow-same-origin), no sniffing, no referrer. */
export const PREVIEW_CSP = 'sandbox allow-scripts allow-forms allow-popups';

/** The API's side: every /preview/... address is redirected to the previews' origin, unread. */
export function registerPreviewRedirect(app: RouteScope, previewBaseUrl: string): void {
  const redirect = async (request: FastifyRequest, reply: FastifyReply) => reply.redirect(`${previewBaseUrl}${request.url}`, 302);
  app.get('/preview/:session', { schema: { hide: true } }, redirect);
  app.get(
    '/preview/:session/*',
    {
      config: {
        swaggerTransform: (input) =>
          jsonSchemaTransform({ ...input, url: '/preview/{sandbox_session}/{path}', schema: { ...input.schema, ...documented } }),
      },
    },
    redirect,
  );
}

/** The previews' origin: serves the files (build-preview-app.ts). */
export function registerPreviewRoute(app: RouteScope, deps: Pick<GatewayDeps, 'em' | 'erasures'>): void {
  const serve = async (request: FastifyRequest<{ Params: { session: string; '*'?: string } }>, reply: FastifyReply) => {
    const { session } = request.params;
    if (!SESSION.test(session)) throw previewNotFound();
    if (deps.erasures.sessionErased(session)) throw previewErased();
    const url = request.url.split('?')[0]!;
    // The root needs its trailing slash, so the pages' relative links resolve under it.
    if (url === `/preview/${session}`) return reply.redirect(`/preview/${session}/`, 301);
    let path: string;
    try {
      path = decodeURIComponent(request.params['*'] ?? '');
    } catch {
      throw previewNotFound();
    }
    const asFolder = path === '' || path.endsWith('/') ? `${path}index.html` : `${path}/index.html`;
    const connection = deps.em.getConnection();
    const rows = await connection.execute<
      { path: string; content: string; encoding: string; account_id: string; latest_ready_job_id: string }[]
    >(FILE_SQL, [session, path, asFolder], 'all');
    // The version shown was erased a moment ago (the read model has not forgotten it yet).
    if (rows[0] && deps.erasures.jobErased({ jobId: rows[0].latest_ready_job_id, accountId: rows[0].account_id })) throw previewErased();
    const exact = rows.find((row) => row.path === path);
    const file = exact ?? rows.find((row) => row.path === asFolder);
    if (!file) {
      if ((await connection.execute(ERASED_SQL, [session], 'all')).length > 0) throw previewErased();
      throw previewNotFound();
    }
    // A folder's index is served at the folder's address with a trailing slash, for the same reason.
    if (!exact && path !== '' && !path.endsWith('/')) return reply.redirect(`/preview/${session}/${encodeURI(path)}/`, 301);
    return (
      reply
        .header('content-type', contentTypeForPath(file.path))
        .header('content-security-policy', PREVIEW_CSP)
        .header('x-content-type-options', 'nosniff')
        .header('referrer-policy', 'no-referrer')
        .header('cache-control', 'no-cache')
        // A binary file (image, font) is stored as base64: its bytes are served.
        .send(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : file.content)
    );
  };
  app.get('/preview/:session', serve);
  app.get('/preview/:session/*', serve);
}
