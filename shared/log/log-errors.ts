/** The server refused an append because the subject moved on (expected-last-subject-sequence). */
export class SequenceConflictError extends Error {
  override readonly name = 'SequenceConflictError';
  readonly subject: string;
  constructor(subject: string, cause?: unknown) {
    super(`${subject} has moved on: another writer appended first`, { cause });
    this.subject = subject;
  }
}

/** The event log could not be reached or did not answer in time. */
export class LogUnavailableError extends Error {
  override readonly name = 'LogUnavailableError';
  constructor(message: string, cause?: unknown) {
    super(message, { cause });
  }
}

const WRONG_LAST_SEQUENCE = 10071;

export function isWrongLastSequence(error: unknown): boolean {
  const e = error as { code?: unknown; api_error?: { err_code?: number }; message?: string };
  return e?.api_error?.err_code === WRONG_LAST_SEQUENCE || e?.code === WRONG_LAST_SEQUENCE || /wrong last sequence/i.test(e?.message ?? '');
}

/** Connection-level failures (as opposed to a server's answer) become LogUnavailableError. */
export function isUnavailable(error: unknown): boolean {
  const e = error as { name?: string; message?: string; code?: string };
  const text = `${e?.name ?? ''} ${e?.code ?? ''} ${e?.message ?? ''}`;
  return /timeout|timed out|closed|no responders|disconnect|connection|503|draining|ECONNREFUSED/i.test(text);
}
