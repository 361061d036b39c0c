// The gateway's refusal catalogue, in the manner of Fastify's coded errors: each refusal that more
// than one place makes is named here once, with its code and plain message, and routes throw
// `jobNotFound()` rather than write the text again. The messages are part of the API (CONTRACT.md,
// docs/api.md and the clients' tests quote them): change one only with its documentation.
import { ERASED_JOB, type JobRefusal } from '../../../shared/jobs/decide.ts';
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

// Erased at its owner's request (issue 31): said plainly to the owner, a 404 all the same. Another
// account still gets the plain 404 above.

export const jobErased = () =>
  new ApiError('erased', "This job was erased at its owner's request: its request, files and results are gone for good.");

export const projectErased = () =>
  new ApiError(
    'erased',
    "This project was erased at its owner's request, with every job of it: its files and versions are gone for good. The same project_id in POST /generate starts a new project.",
  );

export const previewErased = () => new ApiError('erased', "The files of this preview were erased at their owner's request.");

/**
 * A refusal of the job state machine (shared/jobs/decide.ts) as the caller's answer: a job that is
 * not there is the 404 above, an erased one the erased 404; a command its state does not allow, a
 * 409 with decide's message.
 */
export function jobRefused(refusal: JobRefusal): ApiError {
  if (refusal === ERASED_JOB) return jobErased();
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
