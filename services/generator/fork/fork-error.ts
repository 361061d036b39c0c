// The one error a fork ends with. Its message is shown to the caller as the job's `error`, so it
// is always a plain sentence naming the field, never library text or a stack.

import type { OutboundRequestError } from '../../../shared/net/outbound-request-error.ts';

export type ForkErrorCode =
  | 'invalid_url'
  | 'blocked'
  | 'redirects'
  | 'off_origin'
  | 'http_status'
  | 'unreachable'
  | 'not_a_page'
  | 'unsupported_type'
  | 'too_large'
  /** One picture over its own limit or past what the fork's bytes or files left: it stays a link. */
  | 'picture_skipped'
  | 'too_many_files'
  | 'timeout'
  | 'cancelled';

// These end the whole fork; the others only skip the one file they happened to (unless it is the
// page the caller asked for).
const FATAL: ReadonlySet<ForkErrorCode> = new Set(['too_large', 'too_many_files', 'timeout', 'cancelled']);

export class ForkError extends Error {
  readonly code: ForkErrorCode;
  /** The message without the `source_url: ` prefix, used as a `skipped` reason. */
  readonly reason: string;

  constructor(code: ForkErrorCode, reason: string, options?: ErrorOptions) {
    super(`source_url: ${reason}`, options);
    this.name = 'ForkError';
    this.code = code;
    this.reason = reason;
  }

  /** A target the outbound rules refused, or a host not found, as the fork reports it. */
  static fromOutbound(error: OutboundRequestError): ForkError {
    return new ForkError(error.code === 'blocked' ? 'blocked' : 'unreachable', error.message, { cause: error });
  }

  get fatal(): boolean {
    return FATAL.has(this.code);
  }
}
