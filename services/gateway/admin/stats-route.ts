// GET /admin/stats: the analytics read model per account and UTC day (the analytics_account_day
// views of migration 0008), plus totals over the whole range. Percentiles are computed by
// PostgreSQL (percentile_cont) from each job's build seconds.
import { StatsQuerySchema, StatsResponseSchema, type StatsFigures } from '../../../shared/api/admin-schemas.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { ok, refusals } from '../openapi/responses.ts';

interface FiguresRow {
  jobs: number;
  ready: number;
  failed: number;
  running: number;
  generated: number;
  cache: number;
  fork: number;
  median_build_seconds: number | null;
  p95_build_seconds: number | null;
  prompt_tokens: string | null;
  completion_tokens: string | null;
  total_tokens: string | null;
  deployments: number | null;
  by_engine: Record<string, number> | null;
}

const MAX_DAYS = 366;
const DAY_MS = 86_400_000;

/** The same aggregates as the analytics_account_day view, over any set of job_facts rows. */
const AGGREGATES = `count(*)::int as jobs,
  count(*) filter (where status = 'ready')::int as ready,
  count(*) filter (where status = 'failed')::int as failed,
  count(*) filter (where status in ('building', 'partial'))::int as running,
  count(*) filter (where source = 'generated')::int as generated,
  count(*) filter (where source = 'cache')::int as cache,
  count(*) filter (where source = 'fork')::int as fork,
  percentile_cont(0.5) within group (order by build_seconds) filter (where status = 'ready') as median_build_seconds,
  percentile_cont(0.95) within group (order by build_seconds) filter (where status = 'ready') as p95_build_seconds,
  sum(prompt_tokens)::bigint as prompt_tokens, sum(completion_tokens)::bigint as completion_tokens, sum(total_tokens)::bigint as total_tokens,
  sum(deployments)::int as deployments`;

const engineName = (engine: string) => (engine === '' ? 'none' : engine);

function figures(row: FiguresRow | undefined): StatsFigures {
  return {
    jobs: { total: row?.jobs ?? 0, ready: row?.ready ?? 0, failed: row?.failed ?? 0, running: row?.running ?? 0 },
    by_source: { generated: row?.generated ?? 0, cache: row?.cache ?? 0, fork: row?.fork ?? 0 },
    by_engine: row?.by_engine ?? {},
    build_seconds: { median: row?.median_build_seconds ?? null, p95: row?.p95_build_seconds ?? null },
    tokens: {
      prompt: Number(row?.prompt_tokens ?? 0),
      completion: Number(row?.completion_tokens ?? 0),
      total: Number(row?.total_tokens ?? 0),
    },
    deployments: row?.deployments ?? 0,
  };
}

const schema = {
  summary: 'Analytics per account and UTC day: jobs by final status, source and engine, build seconds (median, p95), tokens, deployments',
  querystring: StatsQuerySchema,
  response: { 200: ok(StatsResponseSchema, 'Figures per day and in total.'), ...refusals(StatsResponseSchema, [400, 401]) },
};

export function registerStatsRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/stats', { config: { errorShape: 'stats' }, schema }, async (request) => {
    const { query } = request;
    const to = query.to ?? new Date().toISOString().slice(0, 10);
    const from = query.from ?? new Date(Date.parse(to) - 29 * DAY_MS).toISOString().slice(0, 10);
    const days = (Date.parse(to) - Date.parse(from)) / DAY_MS + 1;
    if (!Number.isFinite(days)) throw new ApiError('invalid_request', 'from, to: must be real calendar days (YYYY-MM-DD)');
    if (days < 1) throw new ApiError('invalid_request', 'from: must be on or before to');
    if (days > MAX_DAYS) throw new ApiError('invalid_request', `to: the range may span at most ${MAX_DAYS} days`);
    const accountFilter = query.account_id ? 'and account_id = ?' : '';
    const params = [from, to, ...(query.account_id ? [query.account_id] : [])];
    const connection = deps.em.getConnection();
    const [dayRows, totalRows, engineRows] = await Promise.all([
      connection.execute<(FiguresRow & { account_id: string; day: string })[]>(
        `select d.*, to_char(d.day, 'YYYY-MM-DD') as day,
           (select jsonb_object_agg(case when e.engine = '' then 'none' else e.engine end, e.jobs) from "analytics_account_day_engine" e
             where e.account_id = d.account_id and e.day = d.day) as by_engine
         from "analytics_account_day" d where d.day between ?::date and ?::date ${accountFilter.replace('account_id', 'd.account_id')}
         order by d.day, d.account_id`,
        params,
        'all',
      ),
      connection.execute<FiguresRow[]>(
        `select ${AGGREGATES} from "job_facts" where day between ?::date and ?::date ${accountFilter}`,
        params,
        'all',
      ),
      connection.execute<{ engine: string; jobs: number }[]>(
        `select engine, count(*)::int as jobs from "job_facts" where day between ?::date and ?::date ${accountFilter} group by engine`,
        params,
        'all',
      ),
    ]);
    const totals = figures(totalRows[0]);
    totals.by_engine = Object.fromEntries(engineRows.map((row) => [engineName(row.engine), row.jobs]));
    return {
      status: 'ok' as const,
      from,
      to,
      account_id: query.account_id ?? '',
      days: dayRows.map((row) => ({ account_id: row.account_id, day: row.day, ...figures(row) })),
      totals,
      error: '',
    };
  });
}
