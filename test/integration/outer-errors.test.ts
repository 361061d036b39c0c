// Every layer in front of the routes answers in the endpoint's shape (CONTRACT.md section 1):
// Fastify's router (414 on an over-long path parameter, 400 on a bad URL encoding, 404/405),
// Node's HTTP parser (431 oversized headers, 414 over-long URL, 400 malformed HTTP), stalled
// clients (408 and closed), bodies nested too deep, and text that storage refuses.
import t, { type Test } from 'tap';
import { connect, type Socket } from 'node:net';
import { jetstreamManager } from '@nats-io/jetstream';
import { connect as natsConnect } from '@nats-io/transport-node';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { openTestSealer } from '../support/sealing.ts';
import { GENERATE_EMPTY, JOB_EMPTY, DEPLOYED_EMPTY } from '../support/refusal-shapes.ts';
import { InvalidEventError } from '../../shared/event-log/log-errors.ts';

let stack: TestStack;
let apiKey: string;
let host: string;
let port: number;

t.before(async () => {
  // Neither generators nor a scheduler: a job stays `building` with no event after its request, so
  // a long poll on it waits its full time (an admission would wake it).
  stack = await startStack({
    generators: 0,
    scheduler: false,
    env: {
      HTTP_HEADERS_TIMEOUT_MS: '1000',
      HTTP_BODY_TIMEOUT_MS: '2000',
      HTTP_MAX_HEADER_BYTES: '8192',
      METRICS_TOKEN: 'metrics-token-0123456789',
    },
  });
  ({ apiKey } = await stack.createAccount({ name: 'Outer', burst: 100, rate_limit_per_minute: 6000 }));
  const url = new URL(stack.baseUrl);
  host = url.hostname;
  port = Number(url.port);
});
t.teardown(() => stack?.stop());

interface RawAnswer {
  status: number;
  headers: Record<string, string>;
  body: any;
  closedAfterMs: number;
}

/** Writes raw bytes on a socket and reads until the server closes it (or `waitMs` passes). */
async function raw(chunks: (string | Buffer)[], options: { pauseMs?: number; waitMs?: number } = {}): Promise<RawAnswer> {
  const socket: Socket = connect({ host, port });
  const started = Date.now();
  await new Promise((resolve) => socket.once('connect', resolve));
  let received = Buffer.alloc(0);
  socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])));
  const closed = new Promise<number>((resolve) => socket.once('close', () => resolve(Date.now() - started)));
  socket.on('error', () => {});
  for (const chunk of chunks) {
    if (socket.destroyed) break;
    socket.write(chunk);
    if (options.pauseMs) await new Promise((resolve) => setTimeout(resolve, options.pauseMs));
  }
  const closedAfterMs = await Promise.race([
    closed,
    new Promise<number>((resolve) => setTimeout(() => resolve(-1), options.waitMs ?? 10_000)),
  ]);
  socket.destroy();
  const text = received.toString('utf8');
  const [head = '', ...rest] = text.split('\r\n\r\n');
  const [statusLine = '', ...headerLines] = head.split('\r\n');
  const headers = Object.fromEntries(
    headerLines.map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
  );
  let body: any = rest.join('\r\n\r\n');
  try {
    body = JSON.parse(body);
  } catch {
    // left as text; the shape assertions fail on it
  }
  return { status: Number(statusLine.split(' ')[1]), headers, body, closedAfterMs };
}

function inShape(t: Test, answer: { status: number; body: any }, status: number, code: string, empty: Record<string, unknown>) {
  t.equal(answer.status, status, `HTTP ${status}`);
  t.equal(answer.body?.status, 'failed', 'status: failed');
  t.equal(answer.body?.code, code, `code ${code}`);
  t.ok(typeof answer.body?.error === 'string' && answer.body.error.length > 10, 'a plain-language error');
  t.notMatch(String(answer.body?.error), /FST_|HPE_|ERR_/, 'no library codes');
  t.same(Object.keys(answer.body ?? {}).sort(), ['code', 'error', 'status', ...Object.keys(empty)].sort(), "the endpoint's own shape");
}

t.test('414: a job id longer than any path parameter, in the job shape', async (t) => {
  const answer = await stack.http('GET', `/job/${'a'.repeat(500)}`, { apiKey });
  inShape(t, answer, 414, 'invalid_request', JOB_EMPTY);
  const deployed = await stack.http('POST', `/job/${'a'.repeat(500)}/deployed`, { apiKey, body: { deploy_url: 'https://example.com/' } });
  inShape(t, deployed, 414, 'invalid_request', DEPLOYED_EMPTY);
});

t.test('414: a URL longer than the service reads', async (t) => {
  const long = await stack.http('GET', `/job/job_x?${'q'.repeat(9000)}`, { apiKey });
  inShape(t, long, 414, 'invalid_request', JOB_EMPTY);
  // Longer than the whole header allowance: Node's parser refuses it before any route.
  const longer = await raw([`GET /generate?${'q'.repeat(20_000)} HTTP/1.1\r\nHost: x\r\n\r\n`]);
  inShape(t, longer, 414, 'invalid_request', GENERATE_EMPTY);
});

t.test('431: oversized headers, in the shape of the path', async (t) => {
  const answer = await raw([`GET /job/job_x HTTP/1.1\r\nHost: x\r\nX-Big: ${'b'.repeat(10_000)}\r\n\r\n`]);
  inShape(t, answer, 431, 'invalid_request', JOB_EMPTY);
  t.equal(answer.headers.connection, 'close');
  const viaFetch = await stack.http('POST', '/generate', { apiKey, body: { query: 'x' }, headers: { 'x-big': 'b'.repeat(10_000) } });
  inShape(t, viaFetch, 431, 'invalid_request', GENERATE_EMPTY);
});

t.test('400: malformed HTTP is answered in shape (the generate shape when no path is known)', async (t) => {
  inShape(t, await raw(['THIS IS NOT HTTP\r\n\r\n']), 400, 'invalid_request', GENERATE_EMPTY);
  inShape(t, await raw(['GET /job/job_x HTTP/1.1\r\nHost: x\r\nContent-Length: abc\r\n\r\n']), 400, 'invalid_request', JOB_EMPTY);
  inShape(
    t,
    await raw(['POST /generate HTTP/1.1\r\nHost: x\r\nContent-Length: 5\r\nTransfer-Encoding: chunked\r\n\r\n0\r\n\r\n']),
    400,
    'invalid_request',
    GENERATE_EMPTY,
  );
  inShape(t, await raw(['GET /job/job_x HTTP/1.1\r\nHost: x\r\nBad Header Name: 1\r\n\r\n']), 400, 'invalid_request', JOB_EMPTY);
});

t.test('a request answered before its body is read gets one answer, even when that body then turns out malformed', async (t) => {
  // No key: the 401 goes out before the body is read; the chunk size "zz" is not hex.
  const head = 'POST /generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\n';
  for (const chunks of [[`${head}zz\r\n{}`], [head, 'zz\r\n{}']]) {
    const answer = await raw(chunks, { pauseMs: 100 });
    inShape(t, answer, 401, 'unauthorized', GENERATE_EMPTY);
    t.ok(answer.closedAfterMs >= 0, 'the connection is closed');
  }
  // A malformed body of a request not yet answered is still answered 400 in shape.
  inShape(
    t,
    await raw([
      `POST /generate HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n{}`,
    ]),
    400,
    'invalid_request',
    GENERATE_EMPTY,
  );
});

t.test('400: a URL with a broken percent-encoding', async (t) => {
  const answer = await raw([`GET /job/%zz HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\n\r\n`], { waitMs: 1_000 });
  inShape(t, answer, 400, 'invalid_request', JOB_EMPTY);
});

t.test('404 and 405: unknown routes and methods', async (t) => {
  const unknown = await stack.http('GET', '/nothing-here', { apiKey });
  inShape(t, unknown, 404, 'not_found', GENERATE_EMPTY);
  const wrongMethod = await stack.http('DELETE', '/generate', { apiKey });
  inShape(t, wrongMethod, 405, 'invalid_request', GENERATE_EMPTY);
  t.equal(wrongMethod.headers.get('allow'), 'POST');
  const wrongJobMethod = await stack.http('PUT', '/job/job_x', { apiKey, body: {} });
  inShape(t, wrongJobMethod, 405, 'invalid_request', JOB_EMPTY);
  t.match(wrongJobMethod.headers.get('allow'), /GET/);
  const admin = await stack.http('DELETE', '/admin/accounts', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(admin.status, 405);
  t.equal(admin.body.code, 'invalid_request');
  t.equal(admin.body.account_id, '', 'in the account shape');
});

t.test('400: bodies nested too deep, and text that storage refuses', async (t) => {
  const deep = await stack.http('POST', '/generate', {
    apiKey,
    rawBody: `{"query":"x","extra":${'['.repeat(5000)}${']'.repeat(5000)}}`,
    headers: { 'content-type': 'application/json', 'idempotency-key': 'deep-1' },
  });
  inShape(t, deep, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(deep.body.error, /nest/);

  const nul = await stack.http('POST', '/generate', { apiKey, body: { query: 'a\u0000b' } });
  inShape(t, nul, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(nul.body.error, /^query: must not contain NUL/);

  const loneSurrogate = await stack.http('POST', '/generate', {
    apiKey,
    rawBody: '{"query":"a\\ud800b"}',
    headers: { 'content-type': 'application/json' },
  });
  inShape(t, loneSurrogate, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(loneSurrogate.body.error, /^query: must be valid Unicode/);

  const bell = await stack.http('POST', '/generate', { apiKey, body: { query: 'ring \u0007' } });
  t.match(bell.body.error, /^query: must not contain control characters \(found U\+0007/);

  const fileNul = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Edit it', files: [{ path: 'a.html', content: 'x\u0000y' }] },
  });
  inShape(t, fileNul, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(fileNul.body.error, /^files\[0\]\.content: must not contain NUL/);

  const urlNewline = await stack.http('POST', `/job/job_01ARZ3NDEKTSV4RRFFQ69G5FAV/deployed`, {
    apiKey,
    body: { deploy_url: 'https://exa\nmple.com/' },
  });
  inShape(t, urlNewline, 400, 'invalid_request', DEPLOYED_EMPTY);
  t.match(urlNewline.body.error, /^deploy_url: must not contain control characters/);

  // Tabs and line breaks in the request and other control characters in file contents are fine.
  const fine = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'Line one\n\tLine two', files: [{ path: 'a.txt', content: 'form\ffeed \u001b[0m' }] },
  });
  t.equal(fine.status, 200, fine.text);
});

t.test('stalled clients: headers and body are bounded in time; others are served meanwhile', async (t) => {
  const headersStalled = raw(['GET /job/job_x HTTP/1.1\r\nHost: x\r\n'], { waitMs: 8_000 });
  const bodyStalled = raw(
    [
      `POST /generate HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${apiKey}\r\nContent-Type: application/json\r\nContent-Length: 100\r\n\r\n{"query":`,
    ],
    { waitMs: 8_000 },
  );
  const silent = raw([], { waitMs: 8_000 });
  const served = await stack.http('GET', '/healthz');
  t.equal(served.status, 200, 'another client is served while sockets stall');
  const [headers, body, nothing] = await Promise.all([headersStalled, bodyStalled, silent]);
  t.ok(
    headers.closedAfterMs > 0 && headers.closedAfterMs < 4_000,
    `a socket that never finishes its headers is closed (${headers.closedAfterMs} ms)`,
  );
  // Node reports a timeout without the bytes received, so no path is known: the generate shape.
  inShape(t, headers, 408, 'invalid_request', GENERATE_EMPTY);
  t.ok(body.closedAfterMs > 0 && body.closedAfterMs < 5_000, `a socket that never finishes its body is closed (${body.closedAfterMs} ms)`);
  t.equal(body.status, 408);
  t.ok(nothing.closedAfterMs > 0 && nothing.closedAfterMs < 4_000, `a socket that sends nothing is closed (${nothing.closedAfterMs} ms)`);
});

t.test('a long poll outlasting the body timeout is not cut: the timeouts bound receiving the request only', async (t) => {
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A website for a long poll' } });
  t.equal(started.status, 200);
  const began = Date.now();
  // Nothing admits or runs jobs in this stack: the job stays `building`, so the poll waits its full 3 s.
  const polled = await stack.http('GET', `/job/${started.body.job_id}?wait=3`, { apiKey });
  t.equal(polled.status, 200);
  t.equal(polled.body.status, 'building');
  t.ok(Date.now() - began >= 2_900, 'it waited past HTTP_BODY_TIMEOUT_MS (2 s)');
});

t.test('the log refuses an append that breaks the catalogue, so the projector never meets it', async (t) => {
  const nc = await natsConnect({ servers: stack.nats.url });
  const sealing = await openTestSealer(nc);
  const log = createEventLog(nc, await jetstreamManager(nc), { timeoutMs: 3_000, sealer: sealing.sealer });
  const event = {
    id: 'e1',
    occurred_at: new Date().toISOString(),
    account_id: 'acct_x',
    actor: 'test',
    type: 'JobProgressed' as const,
    version: 1 as const,
    job_id: 'job_x',
    data: { progress: 'nul \u0000' },
  };
  await t.rejects(log.append('jobs.job_x.work', event), InvalidEventError);
  t.equal(await log.last('jobs.job_x.work'), null, 'nothing was appended');
  await sealing.stop();
  await nc.close();
});

t.test('/metrics needs METRICS_TOKEN when set; /readyz names what is down without driver text', async (t) => {
  const refused = await stack.http('GET', '/metrics');
  t.equal(refused.status, 401);
  t.equal(refused.body.code, 'unauthorized');
  t.equal(refused.headers.get('www-authenticate'), 'Bearer');
  const wrong = await stack.http('GET', '/metrics', { headers: { authorization: 'Bearer not-the-metrics-token' } });
  t.equal(wrong.status, 401);
  const metrics = await stack.http('GET', '/metrics', { headers: { authorization: 'Bearer metrics-token-0123456789' } });
  t.equal(metrics.status, 200);
  t.match(metrics.text, /sitewright_http_requests_total/);

  await stack.nats.stop();
  const ready = await stack.http('GET', '/readyz');
  t.equal(ready.status, 503);
  t.equal(ready.headers.get('retry-after'), '5');
  t.match(ready.body, { status: 'failed', code: 'unavailable', checks: { database: 'ok' } });
  t.match(ready.body.checks.log, /^(unreachable|timed out)$/, 'a plain state, no driver text');
  t.match(ready.body.error, /event log/);
  t.notMatch(ready.body.error, /database/);
});
