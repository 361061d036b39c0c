// Tells "the database cannot be reached" apart from every other database error, so callers can
// fall back (POST /generate skips the cache search, GET /job reads the log) or answer 503.

// Connection refused/reset/timed out, and PostgreSQL's own "shutting down", "starting up" and
// "connection failure" classes (57P01, 57P03, 08xxx).
const CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'EHOSTUNREACH',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08001',
  '08003',
  '08006',
]);
const MESSAGES =
  /Connection terminated|connect ECONNREFUSED|timeout exceeded when trying to connect|Client has encountered a connection error|the database system is (starting up|shutting down|in recovery mode)|Query read timeout|terminating connection/i;

export function isDatabaseDown(error: unknown): boolean {
  for (
    let current = error as { code?: unknown; message?: unknown; cause?: unknown } | undefined, depth = 0;
    current && depth < 5;
    current = current.cause as typeof current, depth++
  ) {
    if (typeof current.code === 'string' && CODES.has(current.code)) return true;
    if (typeof current.message === 'string' && MESSAGES.test(current.message)) return true;
  }
  return false;
}
