import t from 'tap';
import { htmlProblem, outputFileProblem } from '../../../services/generator/engines/openai/check-output.ts';
import { backoffDelay, describeProviderError, retryAfterFromHeaders } from '../../../services/generator/engines/openai/provider-errors.ts';
import { PAGE } from '../../support/fake-openai/engine-harness.ts';

t.test('a complete page passes', async (t) => {
  t.equal(htmlProblem(PAGE), null);
  t.equal(htmlProblem('<p>A fragment is fine</p>'), null);
  t.equal(outputFileProblem('index.html', PAGE), null);
  t.equal(outputFileProblem('styles.css', 'not checked as HTML <'), null);
});

t.test('pages that are not pages are refused', async (t) => {
  t.equal(htmlProblem('  \n'), 'the HTML file is empty');
  t.equal(htmlProblem('Sure, here is your page!'), 'the HTML file contains no HTML markup');
  t.match(htmlProblem('<!doctype html><html><body><a href="x'), /does not parse .*eof-in-tag/);
  t.match(htmlProblem('<p>x</p><!-- never closed'), /eof-in-comment/);
  t.match(htmlProblem('<html><body><script>let a = 1;'), /does not parse/);
  t.equal(htmlProblem('<!doctype html>\n<html>\n<body>\n<p>x</p>\n'), 'the HTML file ends without </html>, so it looks cut off');
  t.equal(htmlProblem('<body><p>x</p></html>'), 'the HTML file ends without </body>, so it looks cut off');
});

t.test('paths follow the contract', async (t) => {
  t.equal(outputFileProblem('/etc/passwd', 'x'), 'its path must be relative (no leading "/")');
  t.equal(outputFileProblem('a\\b.css', 'x'), 'its path must use "/" as the separator, not "\\"');
});

t.test('Retry-After parsing', async (t) => {
  const now = Date.parse('2026-03-13T12:00:00Z');
  t.equal(retryAfterFromHeaders(undefined), null);
  t.equal(retryAfterFromHeaders(new Headers()), null);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after': '3' })), 3000);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after': '0.5' })), 500);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after-ms': '250', 'retry-after': '9' })), 250);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after': 'Fri, 13 Mar 2026 12:00:05 GMT' }), now), 5000);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after': 'Fri, 13 Mar 2026 11:00:00 GMT' }), now), 0);
  t.equal(retryAfterFromHeaders(new Headers({ 'retry-after': 'soon' })), null);
});

t.test('backoff doubles with jitter up to the cap', async (t) => {
  t.equal(
    backoffDelay(0, 100, 10_000, () => 0),
    50,
  );
  t.equal(
    backoffDelay(0, 100, 10_000, () => 1),
    100,
  );
  t.equal(
    backoffDelay(3, 100, 10_000, () => 1),
    800,
  );
  t.equal(
    backoffDelay(10, 100, 1_000, () => 1),
    1_000,
  );
});

t.test('unknown failures are not retried and say nothing internal', async (t) => {
  const failure = describeProviderError(new RangeError('internal detail'));
  t.equal(failure.retryable, false);
  t.equal(failure.jobRetryable, false);
  t.notMatch(failure.message, /internal detail/);
  t.match(failure.log.detail, /RangeError: internal detail/, 'the detail goes to the log only');
  const long = describeProviderError(new Error('x'.repeat(500)));
  t.ok(long.log.detail.length <= 201, 'log details are bounded');
  const malformed = describeProviderError(new SyntaxError('bad json'));
  t.equal(malformed.retryable, true);
  const reset = describeProviderError(Object.assign(new Error('socket hang up'), { code: 'ECONNRESET' }));
  t.match(reset.message, /could not be reached/);
  t.equal(reset.retryable, true);
  const headersTimeout = Object.assign(new Error('Headers Timeout Error'), { code: 'UND_ERR_HEADERS_TIMEOUT' });
  const slow = describeProviderError(new TypeError('fetch failed', { cause: headersTimeout }));
  t.match(slow.message, /did not answer in time/);
  t.equal(slow.retryable, false);
});
