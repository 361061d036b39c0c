// GET /admin/jobs: jobs newest first, filtered, with a cursor. The order is the stream sequence of
// each job's JobRequested, which is also the order in which the projector makes jobs visible: a job
// inserted while someone pages always sorts before every job already shown, so paging never skips
// or repeats one.
import { JobsSearchQuerySchema, JobsSearchResponseSchema } from '../../../shared/api/admin-schemas.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';

interface JobRow {
  job_id: string;
  seq: string;
  account_id: string;
  status: string;
  source: string;
  engine: string;
  query: string;
  project_id: string | null;
  user_id: string | null;
  created_at: Date;
  finished_at: Date | null;
  build_seconds: number | null;
  total_tokens: string;
  deployments: number;
  deploy_url: string;
  error: string;
}

const likePattern = (text: string) => `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;

const schema = {
  summary: 'Search jobs, newest first, with a stable cursor',
  querystring: JobsSearchQuerySchema,
  response: { 200: ok(JobsSearchResponseSchema, 'A page of jobs.'), ...refusals(JobsSearchResponseSchema, [400, 401]) },
};

export function registerJobsSearchRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/jobs', { config: { errorShape: 'jobs_search' }, schema }, async (request) => {
    const { query } = request;
    const where: string[] = [];
    const params: unknown[] = [];
    const add = (clause: string, ...values: unknown[]) => {
      where.push(clause);
      params.push(...values);
    };
    if (query.account_id) add('f.account_id = ?', query.account_id);
    if (query.status) add('f.status = ?', query.status);
    if (query.from) add('f.created_at >= ?', new Date(query.from));
    if (query.to) add('f.created_at < ?', new Date(query.to));
    if (query.q)
      add(`(j.query ilike ? or f.job_id = ? or j.project_id = ? or j.user_id = ?)`, likePattern(query.q), query.q, query.q, query.q);
    if (query.cursor) add('f.seq < ?', Number(query.cursor));
    const rows = await deps.em.getConnection().execute<JobRow[]>(
      `select f.job_id, f.seq, f.account_id, f.status, f.source, f.engine, j.query, j.project_id, j.user_id, f.created_at, f.finished_at,
         f.build_seconds, f.total_tokens, f.deployments, j.deploy_url, j.error
       from "job_facts" f join "jobs" j on j.id = f.job_id
       ${where.length > 0 ? `where ${where.join(' and ')}` : ''}
       order by f.seq desc limit ?`,
      [...params, query.limit + 1],
      'all',
    );
    const page = rows.slice(0, query.limit);
    return {
      status: 'ok' as const,
      jobs: page.map((row) => ({
        job_id: row.job_id,
        account_id: row.account_id,
        status: row.status,
        source: row.source,
        engine: row.engine,
        query: row.query,
        project_id: row.project_id ?? '',
        user_id: row.user_id ?? '',
        created_at: new Date(row.created_at).toISOString(),
        finished_at: row.finished_at ? new Date(row.finished_at).toISOString() : '',
        build_seconds: row.build_seconds,
        total_tokens: Number(row.total_tokens),
        deployments: row.deployments,
        deploy_url: row.deploy_url,
        error: row.error,
      })),
      next_cursor: rows.length > query.limit ? String(page.at(-1)!.seq) : '',
      error: '',
    };
  });
}
