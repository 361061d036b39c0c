// The gateway's log lines about a request carry its request id: the one line per request
// (build-app.ts's onResponse hook) and what the error handler logs, through the request's own
// logger (request-logger.ts).
import t from 'tap';
import { buildBareGateway } from '../support/gateway-app.ts';
import { loggerWithLines } from '../support/log-lines.ts';

const capturedLogger = (level: string) => loggerWithLines({ level });

t.test('at info, each request logs one line with its id; an unhandled error is logged with it too', async (t) => {
  const { logger, lines, flushed } = capturedLogger('info');
  const { app, apiKey } = await buildBareGateway(undefined, logger);
  t.teardown(() => app.close());
  const missing = await app.inject({ method: 'GET', url: '/no-such-route', headers: { 'x-request-id': 'req-404' } });
  t.equal(missing.statusCode, 404);
  // The bare gateway has no final-job cache: reading a job is an unhandled error (500).
  const failed = await app.inject({
    method: 'GET',
    url: '/job/job_01JB0000000000000000000000',
    headers: { authorization: `Bearer ${apiKey}`, 'x-request-id': 'req-500' },
  });
  t.equal(failed.statusCode, 500);
  await flushed();
  const of = (id: string) => lines.filter((line) => line.reqId === id);
  t.match(of('req-404'), [{ msg: 'request', req_id: 'req-404', status: 404, method: 'GET', url: '/no-such-route' }]);
  t.equal(of('req-404').length, 1);
  t.match(of('req-500'), [
    { msg: 'unhandled error', level: 50, err: { message: /the bare gateway has no/ } },
    { msg: 'request', req_id: 'req-500', status: 500 },
  ]);
  t.equal(of('req-500').length, 2);
});

t.test('at warn, the error is logged with its request id and nothing else is', async (t) => {
  const { logger, lines, flushed } = capturedLogger('warn');
  const { app, apiKey } = await buildBareGateway(undefined, logger);
  t.teardown(() => app.close());
  await app.inject({ method: 'GET', url: '/no-such-route', headers: { 'x-request-id': 'quiet' } });
  await app.inject({
    method: 'GET',
    url: '/job/job_01JB0000000000000000000000',
    headers: { authorization: `Bearer ${apiKey}`, 'x-request-id': 'loud' },
  });
  await flushed();
  t.match(lines, [{ reqId: 'loud', msg: 'unhandled error' }]);
  t.equal(lines.length, 1);
});

t.test('a preview session id never reaches the log: the request line shows /preview/[redacted]/...', async (t) => {
  const { logger, lines, flushed } = capturedLogger('info');
  const { app } = await buildBareGateway(undefined, logger);
  t.teardown(() => app.close());
  const session = `sbx_01JB0000000000000000000000${'a'.repeat(22)}`;
  const paths = [`/preview/${session}/index.html`, `/preview/${session}`, `/preview/${session}/css/site.css?v=2`, `//Preview/${session}/`];
  for (const [i, url] of paths.entries()) await app.inject({ method: 'GET', url, headers: { 'x-request-id': `preview-${i}` } });
  await flushed();
  const requestLines = lines.filter((line) => line.msg === 'request');
  t.same(
    requestLines.map((line) => line.url),
    ['/preview/[redacted]/index.html', '/preview/[redacted]', '/preview/[redacted]/css/site.css?v=2', '//Preview/[redacted]/'],
  );
  t.notOk(JSON.stringify(lines).includes(session.slice(4)), 'no line carries the session id');
});
