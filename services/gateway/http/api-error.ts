import type { ErrorCode } from '../../../shared/api/schemas.ts';

const STATUS_BY_CODE: Record<ErrorCode, number> = {
  invalid_request: 400,
  unauthorized: 401,
  not_found: 404,
  conflict: 409,
  payload_too_large: 413,
  unsupported_media_type: 415,
  rate_limited: 429,
  quota_exceeded: 429,
  erased: 404,
  unavailable: 503,
  internal: 500,
};

/**
 * Every rejection the API makes: a code, a plain-language message, optional headers, and a status
 * of its own where HTTP has a more precise one than the code's (405, 408, 414, 431).
 */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly code: ErrorCode;
  readonly statusCode: number;
  readonly headers: Record<string, string>;
  constructor(code: ErrorCode, message: string, headers: Record<string, string> = {}, statusCode?: number) {
    super(message);
    this.code = code;
    this.statusCode = statusCode ?? STATUS_BY_CODE[code];
    this.headers = headers;
  }
}
