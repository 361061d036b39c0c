// What CONTRACT.md section 1 says a refusal's body holds besides status, error and code, per
// endpoint shape: written out here as the contract states them, not taken from the gateway's code,
// so the tests that compare refusals with them check the implementation against the contract.
export const GENERATE_EMPTY = { job_id: '', source: '', search_score: 0, sandbox_session: '', cached_files: [] };
export const JOB_EMPTY = {
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
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  error_code: '',
  // Added with fair scheduling (a field added to the shape, at its empty default).
  queue_position: 0,
  // Added with the renderer (issue 28): nothing rendered.
  rendered_status: 'pending',
  rendered_error: '',
  screenshots: [],
};
export const DEPLOYED_EMPTY = { job_id: '', deploy_url: '', deployment_id: '' };
// Added with erasure (issue 31): the two DELETE routes' own shapes.
export const JOB_ERASURE_EMPTY = { job_id: '' };
export const PROJECT_ERASURE_EMPTY = { project_id: '' };
