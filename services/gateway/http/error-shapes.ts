// CONTRACT.md section 1: every error body has its endpoint's own shape, status `failed`, every
// other field at its empty default, and a machine-readable `code`.
import type { ErrorCode } from '../../../shared/api/schemas.ts';

export type ErrorShape =
  | 'generate'
  | 'job'
  | 'deployed'
  | 'account'
  | 'key'
  | 'events'
  | 'webhook'
  | 'webhooks'
  | 'deliveries'
  | 'redeliver'
  | 'versions'
  | 'job_erasure'
  | 'project_erasure'
  | 'diff'
  | 'account_settings'
  | 'account_erasure'
  | 'account_events'
  | 'jobs_search'
  | 'stats'
  | 'queues'
  | 'plain';

const EMPTY: Record<ErrorShape, Record<string, unknown>> = {
  generate: { job_id: '', source: '', search_score: 0, sandbox_session: '', cached_files: [] },
  job: {
    files: [],
    progress: '',
    elapsed_seconds: 0,
    sandbox_session: '',
    deployment_id: '',
    job_id: '',
    project_id: '',
    source: '',
    created_at: '',
    finished_at: '',
    deploy_url: '',
    checks: null,
    rendered_status: 'pending',
    rendered_error: '',
    screenshots: [],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    error_code: '',
    queue_position: 0,
  },
  deployed: { job_id: '', deploy_url: '', deployment_id: '' },
  account: {
    account_id: '',
    name: '',
    rate_limit_per_minute: 0,
    burst: 0,
    monthly_token_limit: null,
    retention_days: null,
    tokens_this_month: 0,
    created_at: '',
    key_id: '',
    api_key: '',
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    jobs: { total: 0, building: 0, partial: 0, ready: 0, failed: 0 },
    keys: [],
  },
  key: { account_id: '', key_id: '', api_key: '' },
  events: { job_id: '', usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, calls: 0 }, events: [] },
  webhook: { webhook_id: '', url: '', events: [], secret: '', created_at: '' },
  webhooks: { webhooks: [] },
  deliveries: { webhook_id: '', account_id: '', endpoint_status: '', deliveries: [] },
  redeliver: { webhook_id: '', delivery_id: '' },
  versions: { project_id: '', versions: [], next_cursor: '' },
  job_erasure: { job_id: '' },
  project_erasure: { project_id: '' },
  diff: { job_id: '', against: '', added: [], removed: [], changed: [], unchanged: 0 },
  account_settings: {
    account_id: '',
    name: '',
    rate_limit_per_minute: 0,
    burst: 0,
    monthly_token_limit: null,
    max_concurrent_jobs: 0,
    weight: 0,
    retention_days: null,
    seq: 0,
  },
  account_erasure: { account_id: '', erased_at: '', already_erased: false, seq: 0 },
  account_events: { account_id: '', events: [], next_after_seq: '' },
  jobs_search: { jobs: [], next_cursor: '' },
  queues: {
    as_of: '',
    age_seconds: 0,
    scheduler_id: '',
    accounts_waiting: 0,
    queued_total: 0,
    running_total: 0,
    admitted_not_started: 0,
    accounts: [],
  },
  stats: {
    from: '',
    to: '',
    account_id: '',
    days: [],
    totals: {
      jobs: { total: 0, ready: 0, failed: 0, running: 0 },
      by_source: { generated: 0, cache: 0, fork: 0 },
      by_engine: {},
      build_seconds: { median: null, p95: null },
      tokens: { prompt: 0, completion: 0, total: 0 },
      deployments: 0,
    },
  },
  plain: {},
};

export function errorBody(shape: ErrorShape, code: ErrorCode, message: string): Record<string, unknown> {
  return { status: 'failed', ...structuredClone(EMPTY[shape]), error: message, code };
}

/**
 * The shape for an answer given before (or without) a route: that of the endpoint the path names,
 * the generate shape when it names none (CONTRACT.md section 1).
 */
export function shapeForPath(url: string): ErrorShape {
  const path = url.split('?')[0]!;
  if (/^\/job\/[^/]*\/deployed\/?$/.test(path)) return 'deployed';
  if (path === '/job' || path.startsWith('/job/')) return 'job';
  if (/^\/admin\/accounts\/[^/]*\/keys\/?$/.test(path) || path.startsWith('/admin/keys')) return 'key';
  if (path.startsWith('/admin/accounts')) return 'account';
  if (path.startsWith('/admin/jobs')) return 'events';
  return 'generate';
}
