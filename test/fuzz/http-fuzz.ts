// Property-based fuzzing of every endpoint over real HTTP, nats-server and PostgreSQL (a test
// stack): arbitrary JSON, wrong types, odd Unicode (lone surrogates, NUL, controls, astral),
// hostile paths and URLs, header abuse, wrong content types, duplicated keys, deep nesting and
// raw bytes. Properties: no 5xx; every error is JSON in shape with a `code`; afterwards the
// projector has stored every event appended (nothing reached the log that it cannot store) and
// the service is still ready. Used by test/fuzz/http-fuzz.test.ts (a bounded run in `npm test`)
// and test/fuzz/run-fuzz.ts (`npm run fuzz -- --runs N`).
import fc from 'fast-check';
import { connect } from 'node:net';
import { ADMIN_TOKEN, type TestStack } from '../support/stack.ts';

export interface FuzzOptions {
  runs: number;
  seed?: number;
  /** Called for each property as it finishes. */
  onProperty?: (name: string) => void;
}

export interface FuzzTarget {
  stack: TestStack;
  apiKey: string;
  accountId: string;
  jobId: string;
}

interface Answer {
  status: number;
  text: string;
  contentType: string;
}

const ERROR_CODES = new Set([
  'invalid_request',
  'unauthorized',
  'not_found',
  'conflict',
  'payload_too_large',
  'unsupported_media_type',
  'rate_limited',
  'quota_exceeded',
  'erased',
  'unavailable',
  'internal',
]);

/** The property every answer must have; throws with the request and answer when it does not. */
export function checkAnswer(what: string, answer: Answer): void {
  const fail = (why: string): never => {
    throw new Error(`${why}\nrequest: ${what.slice(0, 2000)}\nanswer: ${answer.status} ${answer.text.slice(0, 1000)}`);
  };
  if (answer.status >= 500) fail('a 5xx answer');
  if (answer.status < 400 || answer.status === 0) return;
  if (!/application\/json/.test(answer.contentType)) fail('an error that is not JSON');
  let body: any;
  try {
    body = JSON.parse(answer.text);
  } catch {
    fail('an error body that does not parse');
  }
  if (body?.status !== 'failed') fail('an error without status: failed');
  if (typeof body.error !== 'string' || body.error.length === 0) fail('an error without a plain message');
  if (!ERROR_CODES.has(body.code)) fail('an error without a known code');
}

// Strings that break things: odd Unicode of every kind, plus fast-check's own.
const oddText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.string({ unit: 'grapheme', maxLength: 40 }),
  fc.constantFrom(
    '\u0000',
    'a\u0000b',
    '\ud800',
    'x\udfff',
    '\u0007',
    '\u001b[31m',
    '\u0085',
    '\u2028',
    '\ufeff',
    '\uffff',
    '💥'.repeat(50),
    '../../etc/passwd',
    '%00',
    '$' + '{7*7}',
    '<script>',
    '\r\n\r\nHTTP/1.1 200 OK',
  ),
  fc.string({ maxLength: 5000 }),
);

const anyValue = fc.oneof(oddText, fc.jsonValue({ maxDepth: 4 }), fc.integer(), fc.double(), fc.boolean(), fc.constant(null));

const fileArb = fc.record(
  { path: fc.oneof(oddText, fc.webPath()), content: fc.oneof(oddText, anyValue), language: fc.oneof(oddText, anyValue) },
  { requiredKeys: [] },
);

// Nearly valid: most are accepted, so odd Unicode reaches the log, the generator and the projector.
const oddButFine = fc.oneof(
  fc.string({ unit: 'grapheme', minLength: 1, maxLength: 80 }),
  fc.string({ unit: 'binary', minLength: 1, maxLength: 80 }),
  fc.constantFrom('Tab\there', 'Line\nbreak', '\u2028\ufeff💥', 'x\u0085y'),
);
const nearValid = fc
  .record(
    {
      query: oddButFine,
      files: fc.array(
        fc.record({
          path: fc.constantFrom('index.html', 'a/b.css', 'notes.txt', 'x.unknown'),
          content: fc.oneof(oddButFine, fc.constant('')),
        }),
        { maxLength: 2 },
      ),
      project_id: fc.constantFrom('p1', 'p.2', 'p:3'),
      user_id: fc.constantFrom('u1', 'u_2'),
    },
    { requiredKeys: ['query'] },
  )
  .map((body) =>
    body.files ? { ...body, files: body.files.filter((file, i, all) => all.findIndex((other) => other.path === file.path) === i) } : body,
  );

const generateBody = fc.oneof(
  nearValid,
  nearValid,
  fc.jsonValue({ maxDepth: 5 }),
  fc.record(
    {
      query: fc.oneof(oddText, anyValue),
      files: fc.oneof(fc.array(fileArb, { maxLength: 4 }), anyValue),
      source_url: fc.oneof(fc.webUrl(), oddText, anyValue),
      user_id: fc.oneof(oddText, anyValue),
      project_id: fc.oneof(oddText, anyValue),
      extra: anyValue,
    },
    { requiredKeys: [] },
  ),
);

/** Raw JSON text: duplicated keys, deep nesting, broken syntax, huge numbers. */
const rawJson = fc.oneof(
  fc.tuple(oddText, oddText).map(([a, b]) => `{"query":${JSON.stringify(a)},"query":${JSON.stringify(b)}}`),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `{"query":"x","deep":${'['.repeat(depth)}${']'.repeat(depth)}}`),
  fc.integer({ min: 1, max: 20_000 }).map((depth) => `${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`),
  fc.string({ maxLength: 200 }),
  fc.constantFrom(
    '{"__proto__":{"x":1},"query":"x"}',
    '{"constructor":{"prototype":{"x":1}},"query":"x"}',
    '{"query":"x"',
    '{"query":1e999}',
    '\ufeff{"query":"x"}',
    '',
    'null',
    '[]',
    '"query"',
  ),
);

const contentType = fc.oneof(
  fc.constantFrom(
    'application/json',
    'application/json; charset=utf-8',
    'APPLICATION/JSON',
    'text/plain',
    'application/x-www-form-urlencoded',
    'multipart/form-data; boundary=x',
    'application/json; charset=latin1',
    'application/jsonx',
    '',
  ),
  fc.string({ unit: fc.constantFrom(...'abcdefghijklmnopqrstuvwxyz/;=+-. '.split('')), maxLength: 60 }),
);

const headerValue = fc.string({ unit: fc.integer({ min: 0x20, max: 0x7e }).map((c) => String.fromCharCode(c)), maxLength: 300 });

export function buildRequests(target: FuzzTarget) {
  const paths = fc.oneof(
    fc.constantFrom(
      '/generate',
      `/job/${target.jobId}`,
      `/job/${target.jobId}/deployed`,
      `/job/${target.jobId}/events`,
      '/admin/accounts',
      `/admin/accounts/${target.accountId}`,
      `/admin/accounts/${target.accountId}/keys`,
      `/admin/jobs/${target.jobId}/events`,
      '/readyz',
      '/healthz',
      '/openapi.json',
      '/docs',
      '/metrics',
      '/preview/x/',
    ),
    fc.constantFrom(
      `/job/${target.jobId}/cancel`,
      `/job/${target.jobId}/diff`,
      `/job/${target.jobId}/diff?against=${target.jobId}`,
      '/webhooks',
      '/webhooks/wh_01M84Q3V3J6M5XW7T1QGZ8C2FD',
      '/webhooks/wh_*',
      '/projects/p/versions',
      '/projects/p/restore',
      '/projects/p',
      '/projects/p/versions?cursor=%zz',
      '/admin/webhooks/wh_01M84Q3V3J6M5XW7T1QGZ8C2FD/deliveries',
      '/admin/webhooks/wh_x/deliveries/msg_x/redeliver',
    ),
    fc.webPath(),
    fc
      .tuple(fc.constantFrom('/job/', '/admin/accounts/', '/admin/keys/', '/preview/', '/'), oddText)
      .map(([prefix, tail]) => prefix + encodeURIComponent(tail.isWellFormed() ? tail : 'x')),
    fc
      .tuple(
        fc.constantFrom('/job/', '/generate/', '/admin/'),
        fc.string({ unit: fc.constantFrom('%', 'z', '0', '/', '.', 'a', '?', '#', ';', '*', '>'), maxLength: 300 }),
      )
      .map(([a, b]) => a + b),
    fc.integer({ min: 90, max: 12_000 }).map((n) => `/job/${'j'.repeat(n)}`),
  );
  const query = fc.oneof(
    fc.constant(''),
    fc.webQueryParameters().map((q) => `?${q}`),
    fc.constantFrom('?wait=-1', '?wait=1e9', '?wait=abc', '?wait=0.001', '?wait=0&wait=1', '?%zz'),
  );
  const method = fc.constantFrom('GET', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS', 'HEAD');
  const auth = fc.oneof(fc.constant(`Bearer ${target.apiKey}`), fc.constant(`Bearer ${ADMIN_TOKEN}`), headerValue, fc.constant(undefined));
  return fc.record({
    method,
    path: paths,
    query,
    authorization: auth,
    contentType: fc.option(contentType, { nil: undefined }),
    apiVersion: fc.option(fc.oneof(fc.constant('2026-03-13'), headerValue), { nil: undefined }),
    idempotencyKey: fc.option(headerValue, { nil: undefined }),
    requestId: fc.option(headerValue, { nil: undefined }),
    ifNoneMatch: fc.option(headerValue, { nil: undefined }),
    body: fc.option(
      fc.oneof(
        generateBody.map((value) => JSON.stringify(value)),
        rawJson,
      ),
      { nil: undefined },
    ),
  });
}

async function send(
  baseUrl: string,
  request: { method: string; path: string; query: string; body?: string; headers: Record<string, string> },
): Promise<Answer> {
  const hasBody = request.body !== undefined && request.method !== 'GET' && request.method !== 'HEAD';
  const response = await fetch(`${baseUrl}${request.path}${request.query}`, {
    method: request.method,
    headers: request.headers,
    body: hasBody ? request.body : undefined,
    redirect: 'manual',
    signal: AbortSignal.timeout(30_000),
  });
  // An SSE stream of a real job stays open until the job ends: its head is enough.
  if ((response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
    await response.body?.cancel();
    return { status: response.status, text: '', contentType: '' };
  }
  return { status: response.status, text: await response.text(), contentType: response.headers.get('content-type') ?? '' };
}

/** Raw bytes on a socket: whatever Node's parser makes of them, the answer (if any) is in shape. */
async function sendRaw(baseUrl: string, bytes: Buffer): Promise<Answer> {
  const url = new URL(baseUrl);
  return await new Promise((resolve) => {
    const socket = connect({ host: url.hostname, port: Number(url.port) });
    let received = Buffer.alloc(0);
    const timer = setTimeout(() => socket.destroy(), 5_000);
    socket.on('data', (chunk) => (received = Buffer.concat([received, chunk])));
    socket.on('error', () => {});
    socket.on('close', () => {
      clearTimeout(timer);
      const text = received.toString('utf8');
      const head = text.split('\r\n\r\n')[0] ?? '';
      const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(head)?.[1] ?? 0);
      resolve({ status, text: text.slice(head.length + 4), contentType: /content-type: ([^\r\n]*)/i.exec(head)?.[1] ?? '' });
    });
    socket.write(bytes);
    // Half-close: a request that never ends is a stalled client, answered by the timeouts.
    socket.end();
  });
}

const rawRequest = fc.oneof(
  fc.uint8Array({ maxLength: 400 }).map((bytes) => Buffer.from(bytes)),
  fc
    .tuple(
      fc.constantFrom('GET', 'POST', 'BREW', 'G\u0000T'),
      fc.string({ maxLength: 200 }),
      fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/9', ''),
      fc.array(fc.tuple(fc.string({ maxLength: 30 }), fc.string({ maxLength: 60 })), { maxLength: 5 }),
    )
    .map(([method, target, version, headers]) =>
      Buffer.from(`${method} ${target} ${version}\r\nHost: x\r\n${headers.map(([k, v]) => `${k}: ${v}`).join('\r\n')}\r\n\r\n`, 'latin1'),
    ),
  fc.tuple(fc.integer({ min: 0, max: 3 }), fc.string({ maxLength: 100 })).map(([kind, body]) => {
    const heads = [
      `POST /generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: 5\r\nContent-Length: 6\r\n\r\n`,
      `POST /generate HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\nContent-Type: application/json\r\n\r\nzz\r\n`,
      `POST /generate HTTP/1.1\r\nHost: x\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n\r\n`,
      `GET /job/x HTTP/1.1\r\nHost: x\r\nX: ${'y'.repeat(40_000)}\r\n\r\n`,
    ];
    return Buffer.from(heads[kind]! + body);
  }),
);

export async function runFuzz(target: FuzzTarget, options: FuzzOptions): Promise<{ accepted: string[] }> {
  const { stack } = target;
  const accepted: string[] = [];
  const params = { numRuns: options.runs, ...(options.seed !== undefined ? { seed: options.seed } : {}), endOnFailure: true };

  await fc.assert(
    fc.asyncProperty(buildRequests(target), async (request) => {
      const headers: Record<string, string> = {};
      if (request.authorization !== undefined) headers.authorization = request.authorization;
      if (request.contentType !== undefined) headers['content-type'] = request.contentType;
      if (request.apiVersion !== undefined) headers['api-version'] = request.apiVersion;
      if (request.idempotencyKey !== undefined) headers['idempotency-key'] = request.idempotencyKey;
      if (request.requestId !== undefined) headers['x-request-id'] = request.requestId;
      if (request.ifNoneMatch !== undefined) headers['if-none-match'] = request.ifNoneMatch;
      const answer = await send(stack.baseUrl, { ...request, headers });
      // A HEAD answer has no body by definition: only its status is checked.
      checkAnswer(JSON.stringify(request), request.method === 'HEAD' && answer.status < 500 ? { ...answer, status: 0 } : answer);
      if (answer.status === 200 && request.method === 'POST' && request.path === '/generate') accepted.push(JSON.parse(answer.text).job_id);
    }),
    params,
  );
  options.onProperty?.('any request to any endpoint');

  // Bodies that are nearly right, with a valid key and content type: they reach the schemas and,
  // when accepted, the log and the projector.
  await fc.assert(
    fc.asyncProperty(generateBody, fc.boolean(), async (body, withKey) => {
      const headers: Record<string, string> = { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' };
      if (withKey) headers['idempotency-key'] = `fuzz-${Math.random()}`;
      const answer = await send(stack.baseUrl, { method: 'POST', path: '/generate', query: '', body: JSON.stringify(body), headers });
      checkAnswer(JSON.stringify(body), answer);
      if (answer.status === 200) accepted.push(JSON.parse(answer.text).job_id);
    }),
    params,
  );
  options.onProperty?.('POST /generate bodies');

  await fc.assert(
    fc.asyncProperty(fc.record({ deploy_url: fc.oneof(fc.webUrl(), oddText, anyValue) }, { requiredKeys: [] }), async (body) => {
      const headers = { authorization: `Bearer ${target.apiKey}`, 'content-type': 'application/json' };
      const answer = await send(stack.baseUrl, {
        method: 'POST',
        path: `/job/${target.jobId}/deployed`,
        query: '',
        body: JSON.stringify(body),
        headers,
      });
      checkAnswer(JSON.stringify(body), answer);
    }),
    params,
  );
  options.onProperty?.('POST /job/{id}/deployed bodies');

  await fc.assert(
    fc.asyncProperty(
      fc.record(
        { name: fc.oneof(oddText, anyValue), rate_limit_per_minute: anyValue, burst: anyValue, label: fc.oneof(oddText, anyValue) },
        { requiredKeys: [] },
      ),
      fc.boolean(),
      async (body, keys) => {
        const headers = { authorization: `Bearer ${ADMIN_TOKEN}`, 'content-type': 'application/json' };
        const path = keys ? `/admin/accounts/${target.accountId}/keys` : '/admin/accounts';
        const answer = await send(stack.baseUrl, { method: 'POST', path, query: '', body: JSON.stringify(body), headers });
        checkAnswer(JSON.stringify(body), answer);
      },
    ),
    { ...params, numRuns: Math.max(1, Math.ceil(options.runs / 4)) },
  );
  options.onProperty?.("operators' bodies");

  await fc.assert(
    fc.asyncProperty(rawRequest, async (bytes) => {
      checkAnswer(JSON.stringify(bytes.toString('latin1').slice(0, 300)), await sendRaw(stack.baseUrl, bytes));
    }),
    params,
  );
  options.onProperty?.('raw bytes');
  return { accepted };
}
