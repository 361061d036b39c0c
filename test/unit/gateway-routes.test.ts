// The gateway's route groups as Fastify plugins, without services behind them: every route is in
// the OpenAPI document with the security its plugin enforces, the routes that need a key or token
// refuse requests without one, a route outside the customer API cannot run unauthenticated, and a
// failed validation answers the 400 message of http/validation-message.ts.
import t from 'tap';
import { ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { generateRequestSchema } from '../../shared/api/schemas.ts';
import { accountOf } from '../../services/gateway/auth/authenticate.ts';
import { invalidRequestMessage, issuesOf } from '../../services/gateway/http/validation-message.ts';
import { BARE_ADMIN_TOKEN, buildBareGateway } from '../support/gateway-app.ts';

const PUBLIC = new Set(['/', '/docs', '/metrics', '/healthz', '/readyz', '/asyncapi.json', '/preview/:session/*']);
/** Registered, and deliberately not in the document. */
const HIDDEN = (url: string) => url === '/openapi.json' || url === '/preview/:session' || url.startsWith('/playground/');

/** The document's name for a route: `{param}` for `:param`; the preview's wildcard is its file path. */
const documentedPath = (url: string) =>
  url === '/preview/:session/*' ? '/preview/{sandbox_session}/{path}' : url.replace(/:(\w+)/g, '{$1}');

t.test('the OpenAPI document lists every registered route, with the security its plugin enforces', async (t) => {
  const { app, routes } = await buildBareGateway();
  t.teardown(() => app.close());
  const document: any = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  const documented = new Set<string>();
  for (const [path, operations] of Object.entries<any>(document.paths))
    for (const method of Object.keys(operations)) documented.add(`${method.toUpperCase()} ${path}`);

  const listed = new Set<string>();
  for (const route of routes) {
    for (const method of [route.method].flat()) {
      const name = `${method} ${route.url}`;
      if (HIDDEN(route.url)) {
        t.notOk(documented.has(`${method} ${documentedPath(route.url)}`), `${name} is hidden`);
        continue;
      }
      const operation = document.paths[documentedPath(route.url)]?.[method.toLowerCase()];
      if (!t.ok(operation, `${name} is in the document`)) continue;
      listed.add(`${method} ${documentedPath(route.url)}`);
      t.ok(operation.summary, `${name} has a summary`);
      const expected = PUBLIC.has(route.url) ? [] : route.url.startsWith('/admin/') ? [{ admin: [] }] : [{ bearer: [] }];
      t.same(operation.security, expected, `${name} has the security of its group`);
    }
  }
  t.same(
    [...documented].filter((operation) => !listed.has(operation)),
    [],
    'and nothing that is not a route',
  );
  t.ok(listed.size >= 30, `${listed.size} operations`);
});

t.test('the document says what the hand-written one did: headers, optional bodies, 304, the event stream, error shapes', async (t) => {
  const { app } = await buildBareGateway();
  t.teardown(() => app.close());
  const document: any = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  t.equal(document.openapi, '3.1.0');
  t.same(Object.keys(document.components.securitySchemes).sort(), ['admin', 'bearer']);
  const generate = document.paths['/generate'].post;
  t.match(generate.parameters, [{ in: 'header', name: 'Idempotency-Key', required: false, schema: { type: 'string', maxLength: 255 } }]);
  t.equal(generate.requestBody.required, true);
  t.same(Object.keys(generate.responses), ['200', '400', '401', '409', '413', '415', '429', '503']);
  t.ok(generate.responses['409'].content['application/json'].schema.properties.cached_files, 'refusals in the endpoint shape');
  const poll = document.paths['/job/{job_id}'].get;
  t.same(poll.parameters.map((parameter: any) => `${parameter.in}:${parameter.name}`).sort(), [
    'header:If-None-Match',
    'path:job_id',
    'query:wait',
  ]);
  t.equal(poll.responses['304'].content, undefined, 'a 304 has no body');
  t.ok(document.paths['/job/{job_id}/events'].get.responses['200'].content['text/event-stream']);
  const issueKey = document.paths['/admin/accounts/{account_id}/keys'].post;
  t.equal(issueKey.requestBody.required, false, 'the body may be left out');
  t.same(issueKey.requestBody.content['application/json'].schema.type, 'object');
  t.notOk(JSON.stringify(document).includes('x-sitewright'), 'no marker left behind');
  t.same(
    document.paths['/preview/{sandbox_session}/{path}'].get.parameters.map((parameter: any) => parameter.name),
    ['sandbox_session', 'path'],
  );
  const docs = await app.inject({ method: 'GET', url: '/docs' });
  t.match(
    docs.body,
    /<td><code>PATCH<\/code><\/td><td><code>\/admin\/accounts\/\{account_id\}<\/code><\/td><td>[^<]+<\/td><td>admin token<\/td>/,
  );
});

t.test('every route the document says needs a key or token refuses a request without one', async (t) => {
  const { app } = await buildBareGateway();
  t.teardown(() => app.close());
  const document: any = (await app.inject({ method: 'GET', url: '/openapi.json' })).json();
  for (const [path, operations] of Object.entries<any>(document.paths)) {
    for (const [method, operation] of Object.entries<any>(operations)) {
      const url = path.replace(/\{[^}]+\}/g, 'x');
      const answer = await app.inject({ method: method.toUpperCase() as 'GET', url, headers: { authorization: 'Bearer not-a-key' } });
      if (operation.security.length === 0) {
        t.not(answer.statusCode, 401, `${method.toUpperCase()} ${path} needs nothing`);
        continue;
      }
      t.equal(answer.statusCode, 401, `${method.toUpperCase()} ${path} refuses it`);
      t.equal(answer.json().code, 'unauthorized');
    }
  }
});

t.test('a route registered outside the customer API plugin cannot run unauthenticated', async (t) => {
  let ran = false;
  const { app } = await buildBareGateway((app) => {
    app.get('/stray', async (request) => {
      const account = accountOf(request);
      ran = true;
      return { account: account.accountId };
    });
  });
  t.teardown(() => app.close());
  const answer = await app.inject({ method: 'GET', url: '/stray' });
  t.equal(answer.statusCode, 500);
  t.equal(answer.json().code, 'internal');
  t.notOk(ran, 'the handler stopped at accountOf');
});

t.test('a write refused because its key was erased is a 404 in the route shape, not a 500', async (t) => {
  const { app } = await buildBareGateway((app) => {
    app.get('/erased-meanwhile', { config: { errorShape: 'plain' } }, async () => {
      throw new ErasedKeyError('job.job_x is erased: JobProgressed cannot be written.');
    });
  });
  t.teardown(() => app.close());
  const answer = await app.inject({ method: 'GET', url: '/erased-meanwhile' });
  t.equal(answer.statusCode, 404);
  t.match(answer.json(), { status: 'failed', code: 'not_found', error: /erased/ });
  t.notMatch(answer.body, 'job.job_x', 'the key name stays out of the answer');
});

t.test('refusals come in the contract order, validation after the key, the media type and some 404s', async (t) => {
  const { app, apiKey } = await buildBareGateway();
  t.teardown(() => app.close());
  const customer = { authorization: `Bearer ${apiKey}` };
  const admin = { authorization: `Bearer ${BARE_ADMIN_TOKEN}` };

  const bodyless = await app.inject({ method: 'POST', url: '/generate', headers: customer });
  t.equal(bodyless.statusCode, 415, 'no body on a JSON route: 415, not a validation error');
  const invalid = await app.inject({
    method: 'POST',
    url: '/generate',
    headers: customer,
    payload: { query: 42, files: [{ path: 'a.html' }], extra: true },
  });
  t.equal(invalid.statusCode, 400);
  t.equal(invalid.json().error, 'query: must be a string; files[0].content: is required');
  t.equal(invalid.json().job_id, '', 'in the generate shape');

  t.equal(
    (await app.inject({ method: 'GET', url: '/job/nope/diff', headers: customer })).statusCode,
    404,
    'a malformed job id before the missing `against`',
  );
  const noAgainst = await app.inject({ method: 'GET', url: '/job/job_01JB0000000000000000000000/diff', headers: customer });
  t.equal(noAgainst.statusCode, 400);
  t.equal(noAgainst.json().error, 'against: is required');
  t.same(noAgainst.json().added, [], 'in the diff shape');

  const badWait = await app.inject({ method: 'GET', url: '/job/nope?wait=31', headers: customer });
  t.equal(badWait.statusCode, 400, 'the query before the job id, as before');
  t.equal(badWait.json().error, 'wait: must be 0 to 30 seconds');

  t.equal(
    (await app.inject({ method: 'PATCH', url: '/admin/accounts/nope', headers: admin, payload: {} })).statusCode,
    404,
    'an impossible account id before the body',
  );
  const badPatch = await app.inject({
    method: 'PATCH',
    url: '/admin/accounts/acct_01JB0000000000000000000000',
    headers: admin,
    payload: { burst: 'x', colour: 1 },
  });
  t.equal(badPatch.statusCode, 400);
  t.equal(badPatch.json().error, 'burst: must be a number; body: has unknown fields: colour');

  const badDigest = await app.inject({ method: 'GET', url: '/admin/blobs/abc', headers: admin });
  t.equal(badDigest.statusCode, 400);
  t.same(badDigest.json(), {
    status: 'failed',
    error: 'digest: must be a SHA-256 hex digest (64 characters 0-9a-f)',
    code: 'invalid_request',
  });
});

t.test('a validation error names array positions and keys as the schema has them', async (t) => {
  const schema = z.object({ files: z.array(z.object({ path: z.string() })), labels: z.record(z.string(), z.object({ text: z.string() })) });
  const value = { files: [{ path: 'a' }, { path: 2 }], labels: { '0': { text: 3 } } };
  const result = validatorCompiler({ schema, method: 'POST', url: '/x', httpPart: 'body' })(value);
  const validation = typeof result === 'object' && 'error' in result ? result.error : undefined;
  if (!t.ok(Array.isArray(validation), 'the type provider refuses it')) return;
  t.equal(invalidRequestMessage(issuesOf(validation as any, value)), 'files[1].path: must be a string; labels.0.text: must be a string');

  const many = generateRequestSchema({ maxFiles: 10, maxFileBytes: 100 }).safeParse({ files: Array.from({ length: 7 }, () => ({})) });
  t.match(invalidRequestMessage(many.error!.issues), /^query: is required; files\[0\]\.path: is required; .* \(and \d+ more\)$/);
});
