// Typed errors: one class per error `code` the API answers with (CONTRACT.md section 1), plus the
// client's own (service unreachable, wait timed out, unsafe file path).
import type { ApiErrorCode, Job } from './types.ts';

/** Codes the client raises itself, with no HTTP answer behind them. */
export type ClientErrorCode = 'unreachable' | 'timeout' | 'unsafe_path' | 'unexpected_response';
/** `quota_exceeded` is a 429 of CONTRACT.md section 1 that the schemas may not list yet. */
export type SitewrightErrorCode = ApiErrorCode | 'quota_exceeded' | ClientErrorCode;

export interface ErrorDetails {
  /** HTTP status of the answer; 0 when there was none. */
  status?: number;
  /** Seconds the service asked to wait (Retry-After), when it said. */
  retryAfterSeconds?: number;
  /** The service's x-request-id, to quote to the operator. */
  requestId?: string;
  /** The error body as the service sent it. */
  body?: unknown;
  cause?: unknown;
}

export class SitewrightError extends Error {
  override name = 'SitewrightError';
  readonly code: SitewrightErrorCode;
  readonly status: number;
  readonly retryAfterSeconds: number | undefined;
  readonly requestId: string | undefined;
  readonly body: unknown;
  constructor(code: SitewrightErrorCode, message: string, details: ErrorDetails = {}) {
    super(message, details.cause === undefined ? undefined : { cause: details.cause });
    this.code = code;
    this.status = details.status ?? 0;
    this.retryAfterSeconds = details.retryAfterSeconds;
    this.requestId = details.requestId;
    this.body = details.body;
  }
}

export class InvalidRequestError extends SitewrightError {
  override name = 'InvalidRequestError';
}
export class UnauthorizedError extends SitewrightError {
  override name = 'UnauthorizedError';
}
export class NotFoundError extends SitewrightError {
  override name = 'NotFoundError';
}
/** A 404 `erased`: the job, project or account was erased on request (a NotFoundError too). */
export class ErasedError extends NotFoundError {
  override name = 'ErasedError';
}
export class ConflictError extends SitewrightError {
  override name = 'ConflictError';
}
export class PayloadTooLargeError extends SitewrightError {
  override name = 'PayloadTooLargeError';
}
export class UnsupportedMediaTypeError extends SitewrightError {
  override name = 'UnsupportedMediaTypeError';
}
export class RateLimitedError extends SitewrightError {
  override name = 'RateLimitedError';
}
export class QuotaExceededError extends SitewrightError {
  override name = 'QuotaExceededError';
}
export class UnavailableError extends SitewrightError {
  override name = 'UnavailableError';
}
export class InternalError extends SitewrightError {
  override name = 'InternalError';
}
/** The service could not be reached (connection refused, reset, timed out) after every retry. */
export class ConnectionError extends SitewrightError {
  override name = 'ConnectionError';
}
/** The service answered something that is not the API's JSON (a proxy's error page, say). */
export class UnexpectedResponseError extends SitewrightError {
  override name = 'UnexpectedResponseError';
}
/** wait() ran out of time; `job` is the last state seen. */
export class WaitTimeoutError extends SitewrightError {
  override name = 'WaitTimeoutError';
  readonly job: Job | undefined;
  constructor(message: string, job: Job | undefined) {
    super('timeout', message);
    this.job = job;
  }
}
/** writeFiles() refused a path that would leave the target folder. */
export class UnsafePathError extends SitewrightError {
  override name = 'UnsafePathError';
  readonly path: string;
  constructor(path: string, reason: string) {
    super('unsafe_path', `Refused to write "${path}": ${reason}.`);
    this.path = path;
  }
}

type ErrorClass = new (code: SitewrightErrorCode, message: string, details?: ErrorDetails) => SitewrightError;

// Every code of the server's ErrorCodeSchema must have its class: a new code cannot go unmapped.
const CLASS_BY_CODE: Record<ApiErrorCode | 'quota_exceeded', ErrorClass> = {
  invalid_request: InvalidRequestError,
  unauthorized: UnauthorizedError,
  not_found: NotFoundError,
  erased: ErasedError,
  conflict: ConflictError,
  payload_too_large: PayloadTooLargeError,
  unsupported_media_type: UnsupportedMediaTypeError,
  rate_limited: RateLimitedError,
  quota_exceeded: QuotaExceededError,
  unavailable: UnavailableError,
  internal: InternalError,
};

const CODE_BY_STATUS: Record<number, ApiErrorCode> = {
  400: 'invalid_request',
  401: 'unauthorized',
  404: 'not_found',
  409: 'conflict',
  413: 'payload_too_large',
  415: 'unsupported_media_type',
  429: 'rate_limited',
  500: 'internal',
  503: 'unavailable',
};

const isKnownCode = (code: unknown): code is keyof typeof CLASS_BY_CODE => typeof code === 'string' && Object.hasOwn(CLASS_BY_CODE, code);

/**
 * The typed error for an error answer, by its `code`. An answer without a known code (a proxy's
 * page, say) is typed by its HTTP status when that has one meaning, else UnexpectedResponseError.
 */
export function errorFromAnswer(status: number, body: unknown, details: Omit<ErrorDetails, 'status' | 'body'> = {}): SitewrightError {
  const answer = typeof body === 'object' && body !== null ? (body as { code?: unknown; error?: unknown }) : {};
  const code = isKnownCode(answer.code) ? answer.code : CODE_BY_STATUS[status];
  const message =
    typeof answer.error === 'string' && answer.error !== ''
      ? answer.error
      : `The service answered HTTP ${status} without an error message.`;
  if (code === undefined) return new UnexpectedResponseError('unexpected_response', message, { ...details, status, body });
  return new CLASS_BY_CODE[code](code, message, { ...details, status, body });
}
