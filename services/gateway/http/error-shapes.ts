// CONTRACT.md section 1: every error body has its endpoint's own shape, status `failed`, every
// other field at its empty default, and a machine-readable `code`.
import type { ErrorCode } from '../../../shared/api/schemas.ts';

export type ErrorShape = 'generate' | 'job' | 'deployed' | 'account' | 'key' | 'events' | 'plain';

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
  },
  deployed: { job_id: '', deploy_url: '', deployment_id: '' },
  account: {
    account_id: '',
    name: '',
    rate_limit_per_minute: 0,
    burst: 0,
    created_at: '',
    key_id: '',
    api_key: '',
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    jobs: { total: 0, building: 0, partial: 0, ready: 0, failed: 0 },
    keys: [],
  },
  key: { account_id: '', key_id: '', api_key: '' },
  events: { job_id: '', usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0, calls: 0 }, events: [] },
  plain: {},
};

export function errorBody(shape: ErrorShape, code: ErrorCode, message: string): Record<string, unknown> {
  return { status: 'failed', ...structuredClone(EMPTY[shape]), error: message, code };
}
