// Why a running attempt was stopped from outside the engine: the reasons its abort signal carries,
// read back by job-failure-outcome.ts to decide what the generator does next.

/** The account's monthly token limit is spent: the job stops with a plain reason. */
export class QuotaReachedError extends Error {
  override readonly name = 'QuotaReachedError';
  readonly limit: number;
  constructor(limit: number) {
    super(
      `The account's monthly limit of ${limit} tokens was reached, so the job was stopped. The files written so far are kept; ` +
        'the limit resets at the start of next month (UTC), or the operator can raise it.',
    );
    this.limit = limit;
  }
}

/** The caller cancelled the job while this generator ran it: stop and spend nothing more. */
export class CancelledError extends Error {
  override readonly name = 'CancelledError';
}
