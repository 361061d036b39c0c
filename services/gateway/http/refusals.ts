// The gateway's refusal catalogue, in the manner of Fastify's coded errors: each refusal that more
// than one place makes is named here once, with its code and plain message, and routes throw
// `jobNotFound()` rather than write the text again. The messages are part of the API (CONTRACT.md,
// docs/api.md and the clients' tests quote them): change one only with its documentation.
import type { JobRefusal } from '../../../shared/jobs/decide.ts';
import { ApiError } from './api-error.ts';

// The customers' API. Another account's job, project or webhook is refused exactly like one that
// does not exist (never a 403), so no caller learns what others have.

export const jobNotFound = () =>
  new ApiError('not_found', 'No job with this id exists for this API key. Use the job_id returned by POST /generate.');

export const screenshotNotFound = () =>
  new ApiError(
    'not_found',
    'No screenshot of this page at this device. GET /job/{job_id} lists the screenshots under `screenshots` (none until `rendered_status` is `done`).',
  );

export const projectNotFound = () =>
  new ApiError('not_found', 'No project with this project_id exists for this API key. Use the project_id you sent with POST /generate.');

export const webhookNotFound = () =>
  new ApiError('not_found', 'No webhook with this id exists for this API key. Use a webhook_id from GET /webhooks.');

export const previewNotFound = () =>
  new ApiError('not_found', 'There is no preview at this address. Use the sandbox_session of a project job that is ready.');

/**
 * A refusal of the job state machine (shared/jobs/decide.ts) as the caller's answer: a job that is
 * not there is the 404 above; a command its state does not allow, a 409 with decide's message.
 */
export function jobRefused(refusal: JobRefusal): ApiError {
  return refusal.code === 'not_found' ? jobNotFound() : new ApiError('conflict', refusal.message);
}

// The operators' API, which sees every account.

export const accountNotFound = () => new ApiError('not_found', 'No account with this id exists.');

export const accountErased = () =>
  new ApiError('erased', 'This account was erased: its settings, keys, jobs and files are gone, and its id is never used again.');

export const apiKeyNotFound = () => new ApiError('not_found', 'No API key with this id exists.');

export const adminJobNotFound = () => new ApiError('not_found', 'No job with this id exists.');

export const adminWebhookNotFound = () => new ApiError('not_found', 'No webhook with this id exists.');

// Any route.

/** The one 415 answer, whichever layer refuses the media type. */
export const unsupportedMediaType = () =>
  new ApiError('unsupported_media_type', 'Send the body as JSON with the header Content-Type: application/json.');

export const bodyNotJson = () => new ApiError('invalid_request', 'The request body is not valid JSON.');

/** A bug (logged with the request id by the error handler), never the caller's fault. */
export const internalError = () =>
  new ApiError(
    'internal',
    'Something went wrong on our side; the request was not carried out. Retry, and contact the operator if it persists.',
  );
