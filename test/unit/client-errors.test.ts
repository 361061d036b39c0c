// The client's error typing and retry rules, on answers a real service or a proxy may give.
import t from 'tap';
import {
  ConnectionError,
  InternalError,
  InvalidRequestError,
  NotFoundError,
  QuotaExceededError,
  RateLimitedError,
  UnavailableError,
  UnexpectedResponseError,
  errorFromAnswer,
} from '../../shared/client/index.ts';
import { backoffMs, parseRetryAfter, retryDelayMs } from '../../shared/client/retry.ts';

t.test('errors are typed by the code in the body, else by the HTTP status', async (t) => {
  const notFound = errorFromAnswer(404, { status: 'failed', error: 'No job with this id.', code: 'not_found' }, { requestId: 'r1' });
  t.ok(notFound instanceof NotFoundError);
  t.match(notFound, { code: 'not_found', status: 404, message: 'No job with this id.', requestId: 'r1' });
  const quota = errorFromAnswer(429, { status: 'failed', error: 'The monthly token limit is spent.', code: 'quota_exceeded' });
  t.ok(quota instanceof QuotaExceededError, 'quota_exceeded is its own error, not a rate limit');
  t.ok(errorFromAnswer(400, { status: 'failed', error: 'x', code: 'invalid_request' }) instanceof InvalidRequestError);
  // A proxy's page: no API body, but the status still means something.
  const proxy503 = errorFromAnswer(503, '<html>Service Unavailable</html>', { retryAfterSeconds: 3 });
  t.ok(proxy503 instanceof UnavailableError);
  t.match(proxy503, { message: 'The service answered HTTP 503 without an error message.', retryAfterSeconds: 3 });
  t.ok(errorFromAnswer(500, 'oops') instanceof InternalError);
  const bad = errorFromAnswer(502, '<html>Bad Gateway</html>');
  t.ok(bad instanceof UnexpectedResponseError, 'a status with no single meaning');
  t.equal(bad.code, 'unexpected_response');
  t.ok(errorFromAnswer(418, { code: 'no_such_code', error: 'teapot' }) instanceof UnexpectedResponseError, 'unknown codes are not guessed');
});

t.test('Retry-After in seconds or as a date', async (t) => {
  t.equal(parseRetryAfter('7'), 7);
  t.equal(parseRetryAfter(null), undefined);
  t.equal(parseRetryAfter('soon'), undefined);
  const now = Date.parse('2026-11-23T12:00:00Z');
  t.equal(parseRetryAfter('Mon, 23 Nov 2026 12:00:30 GMT', now), 30);
  t.equal(parseRetryAfter('Mon, 23 Nov 2026 11:00:00 GMT', now), 0, 'a date in the past means now');
});

t.test('which failures are retried, and after how long', async (t) => {
  const policy = { maxRetries: 3, maxDelaySeconds: 60 };
  t.equal(retryDelayMs(new RateLimitedError('rate_limited', 'x', { retryAfterSeconds: 2 }), 0, policy), 2000, 'Retry-After is honoured');
  t.equal(
    retryDelayMs(new RateLimitedError('rate_limited', 'x', { retryAfterSeconds: 600 }), 0, policy),
    null,
    'too long a wait is handed back',
  );
  t.equal(retryDelayMs(new UnavailableError('unavailable', 'x', { retryAfterSeconds: 1 }), 2, policy), 1000);
  t.equal(retryDelayMs(new UnavailableError('unavailable', 'x', { retryAfterSeconds: 1 }), 3, policy), null, 'no more than maxRetries');
  const network = retryDelayMs(new ConnectionError('unreachable', 'x'), 1, policy);
  t.ok(network !== null && network >= 500 && network <= 1000, 'a network failure backs off');
  t.equal(retryDelayMs(new QuotaExceededError('quota_exceeded', 'x'), 0, policy), null, 'a spent quota without a reset time is final');
  t.equal(retryDelayMs(new InvalidRequestError('invalid_request', 'x'), 0, policy), null, 'a refusal is final');
  t.equal(
    backoffMs(10, () => 1),
    8000,
    'the pause is capped',
  );
  t.equal(
    backoffMs(0, () => 0),
    250,
  );
});
