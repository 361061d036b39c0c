// Every rejection of CONTRACT.md section 1, through HTTP, with its endpoint's own shape.
import t, { type Test } from 'tap';
import { ADMIN_TOKEN, startStack, type TestStack } from '../support/stack.ts';
import { GENERATE_EMPTY, JOB_EMPTY, DEPLOYED_EMPTY } from '../support/refusal-shapes.ts';
import { newJobId } from '../../shared/jobs/job-id.ts';

let stack: TestStack;
let apiKey: string;
let otherKey: string;
let readyJobId: string;

t.before(async () => {
  stack = await startStack({ env: { BODY_LIMIT_BYTES: '200000', MAX_FILE_BYTES: '50000', MAX_FILES: '3' } });
  ({ apiKey } = await stack.createAccount({ name: 'Main', burst: 50, rate_limit_per_minute: 600 }));
  ({ apiKey: otherKey } = await stack.createAccount({ name: 'Other' }));
  const started = await stack.http('POST', '/generate', { apiKey, body: { query: 'A small site for a plumber called Pipe Dreams' } });
  readyJobId = (await stack.waitForJob(started.body.job_id, apiKey)).job_id;
});
t.teardown(() => stack?.stop());

function isErrorOfShape(
  t: Test,
  response: { status: number; body: any; headers: Headers },
  status: number,
  code: string,
  empty: Record<string, unknown>,
) {
  t.equal(response.status, status, `HTTP ${status}`);
  t.equal(response.body.status, 'failed');
  t.equal(response.body.code, code);
  t.type(response.body.error, 'string');
  t.ok(response.body.error.length > 10, 'a plain-language message');
  t.notMatch(response.body.error, /at .*\.ts:\d+|Error:|FST_/, 'no stack traces or library codes');
  t.match(response.headers.get('content-type'), /application\/json/);
  t.same(Object.keys(response.body).sort(), ['code', 'error', 'status', ...Object.keys(empty)].sort(), "the endpoint's own shape");
  for (const [key, value] of Object.entries(empty)) t.same(response.body[key], value, `${key} at its empty default`);
}

t.test('400 invalid_request names the field', async (t) => {
  const tooLong = await stack.http('POST', '/generate', { apiKey, body: { query: 'x'.repeat(4312) } });
  isErrorOfShape(t, tooLong, 400, 'invalid_request', GENERATE_EMPTY);
  t.equal(tooLong.body.error, 'query: must be 1 to 4000 characters (got 4312)');

  const empty = await stack.http('POST', '/generate', { apiKey, body: { query: '' } });
  t.equal(empty.body.error, 'query: must be 1 to 4000 characters (got 0)');

  const missing = await stack.http('POST', '/generate', { apiKey, body: {} });
  isErrorOfShape(t, missing, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(missing.body.error, /^query: is required/);

  const notJson = await stack.http('POST', '/generate', {
    apiKey,
    rawBody: '{"query": "x",',
    headers: { 'content-type': 'application/json' },
  });
  isErrorOfShape(t, notJson, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(notJson.body.error, /not valid JSON/);

  const array = await stack.http('POST', '/generate', { apiKey, body: ['query'] });
  isErrorOfShape(t, array, 400, 'invalid_request', GENERATE_EMPTY);

  const badPath = await stack.http('POST', '/generate', { apiKey, body: { query: 'x', files: [{ path: '../etc/passwd', content: 'x' }] } });
  isErrorOfShape(t, badPath, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(badPath.body.error, /^files\[0\]\.path: must not contain "\.\." segments/);

  const duplicate = await stack.http('POST', '/generate', {
    apiKey,
    body: {
      query: 'x',
      files: [
        { path: 'a.html', content: '' },
        { path: 'a.html', content: '' },
      ],
    },
  });
  t.match(duplicate.body.error, /files\[1\]\.path: "a\.html" appears more than once/);

  const tooMany = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'x', files: ['a', 'b', 'c', 'd'].map((p) => ({ path: p, content: '' })) },
  });
  t.match(tooMany.body.error, /files: must hold at most 3 files/);

  const bigFile = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'x', files: [{ path: 'a.html', content: 'x'.repeat(50_001) }] },
  });
  t.match(bigFile.body.error, /files\[0\]\.content: must be at most 50000 bytes/);

  const badType = await stack.http('POST', '/generate', { apiKey, body: { query: 42 } });
  t.match(badType.body.error, /query: must be a string/);

  const badUrl = await stack.http('POST', '/generate', { apiKey, body: { query: 'x', source_url: 'file:///etc/passwd' } });
  t.match(badUrl.body.error, /source_url: must use http or https/);

  const badProject = await stack.http('POST', '/generate', { apiKey, body: { query: 'x', project_id: 'no spaces allowed' } });
  t.match(badProject.body.error, /project_id: may contain only/);

  const version = await stack.http('POST', '/generate', { apiKey, body: { query: 'x' }, headers: { 'api-version': '2020-01-01' } });
  isErrorOfShape(t, version, 400, 'invalid_request', GENERATE_EMPTY);
  t.match(version.body.error, /API-Version "2020-01-01" is not known/);
  const rightVersion = await stack.http('GET', `/job/${readyJobId}`, { apiKey, headers: { 'api-version': '2026-03-13' } });
  t.equal(rightVersion.status, 200);

  const badDeploy = await stack.http('POST', `/job/${readyJobId}/deployed`, { apiKey, body: { deploy_url: 'not a url' } });
  isErrorOfShape(t, badDeploy, 400, 'invalid_request', DEPLOYED_EMPTY);
  t.match(badDeploy.body.error, /^deploy_url: must be an absolute URL/);
  const ftpDeploy = await stack.http('POST', `/job/${readyJobId}/deployed`, { apiKey, body: { deploy_url: 'ftp://example.com/' } });
  t.match(ftpDeploy.body.error, /deploy_url: must use http or https/);
});

t.test('401 unauthorized: missing, malformed, unknown, revoked; unknown and revoked answer alike', async (t) => {
  const cases: { headers: Record<string, string> }[] = [
    { headers: {} },
    { headers: { authorization: 'Basic dXNlcjpwdw==' } },
    { headers: { authorization: 'Bearer' } },
    { headers: { authorization: 'Bearer not-a-key' } },
    // The right key with its last character changed (to one it is not: keys end in any letter or digit).
    { headers: { authorization: `Bearer ${apiKey.slice(0, -1)}${apiKey.endsWith('X') ? 'Y' : 'X'}` } },
  ];
  for (const { headers } of cases) {
    const generate = await stack.http('POST', '/generate', { headers, body: { query: 'x' } });
    isErrorOfShape(t, generate, 401, 'unauthorized', GENERATE_EMPTY);
    t.equal(generate.headers.get('www-authenticate'), 'Bearer');
    const job = await stack.http('GET', `/job/${readyJobId}`, { headers });
    isErrorOfShape(t, job, 401, 'unauthorized', JOB_EMPTY);
    const deployed = await stack.http('POST', `/job/${readyJobId}/deployed`, { headers, body: { deploy_url: 'https://x.example' } });
    isErrorOfShape(t, deployed, 401, 'unauthorized', DEPLOYED_EMPTY);
  }

  // An unauthenticated request is refused before its body is looked at.
  const unauthenticatedBadBody = await stack.http('POST', '/generate', { rawBody: '{{{', headers: { 'content-type': 'application/json' } });
  t.equal(unauthenticatedBadBody.status, 401);

  const account = await stack.createAccount({ name: 'Revoke me' });
  t.equal(
    (await stack.http('GET', `/job/${readyJobId}`, { apiKey: account.apiKey })).status,
    404,
    "the key works (and cannot see other accounts' jobs)",
  );
  const revoke = await stack.http('POST', `/admin/keys/${account.keyId}/revoke`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(revoke.status, 200);
  t.equal(revoke.body.status, 'revoked');
  const revoked = await stack.http('POST', '/generate', { apiKey: account.apiKey, body: { query: 'x' } });
  const unknown = await stack.http('POST', '/generate', {
    apiKey: `sw_01JB0000000000000000000000_${'a'.repeat(40)}`,
    body: { query: 'x' },
  });
  isErrorOfShape(t, revoked, 401, 'unauthorized', GENERATE_EMPTY);
  t.equal(revoked.body.error, unknown.body.error, 'same answer for unknown and revoked');
  const again = await stack.http('POST', `/admin/keys/${account.keyId}/revoke`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(again.status, 200, 'revoking twice is harmless');
});

t.test("404 not_found: unknown job, malformed id, another account's job; never 403", async (t) => {
  const unknownId = newJobId();
  for (const id of [unknownId, 'nope', 'job_..%2F..', readyJobId.toLowerCase()]) {
    const job = await stack.http('GET', `/job/${id}`, { apiKey });
    isErrorOfShape(t, job, 404, 'not_found', JOB_EMPTY);
    const deployed = await stack.http('POST', `/job/${id}/deployed`, { apiKey, body: { deploy_url: 'https://x.example' } });
    isErrorOfShape(t, deployed, 404, 'not_found', DEPLOYED_EMPTY);
  }
  const foreign = await stack.http('GET', `/job/${readyJobId}`, { apiKey: otherKey });
  isErrorOfShape(t, foreign, 404, 'not_found', JOB_EMPTY);
  const foreignUnknown = await stack.http('GET', `/job/${unknownId}`, { apiKey: otherKey });
  t.equal(foreign.body.error, foreignUnknown.body.error, "another account's job looks exactly like an unknown one");
  const foreignDeploy = await stack.http('POST', `/job/${readyJobId}/deployed`, {
    apiKey: otherKey,
    body: { deploy_url: 'https://x.example' },
  });
  t.equal(foreignDeploy.status, 404);

  const route = await stack.http('GET', '/nowhere', { apiKey });
  t.equal(route.status, 404);
  t.match(route.body, { status: 'failed', code: 'not_found' });
});

t.test('413 payload_too_large', async (t) => {
  const response = await stack.http('POST', '/generate', {
    apiKey,
    body: { query: 'x', files: [{ path: 'a.html', content: 'x'.repeat(250_000) }] },
  });
  isErrorOfShape(t, response, 413, 'payload_too_large', GENERATE_EMPTY);
});

t.test('415 unsupported_media_type', async (t) => {
  const none = await stack.http('POST', '/generate', { apiKey, rawBody: '{"query":"x"}' });
  isErrorOfShape(t, none, 415, 'unsupported_media_type', GENERATE_EMPTY);
  const text = await stack.http('POST', '/generate', { apiKey, rawBody: '{"query":"x"}', headers: { 'content-type': 'text/plain' } });
  isErrorOfShape(t, text, 415, 'unsupported_media_type', GENERATE_EMPTY);
  const deployed = await stack.http('POST', `/job/${readyJobId}/deployed`, {
    apiKey,
    rawBody: 'deploy_url=https://x',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  });
  isErrorOfShape(t, deployed, 415, 'unsupported_media_type', DEPLOYED_EMPTY);
  const charset = await stack.http('POST', `/job/${readyJobId}/deployed`, {
    apiKey,
    rawBody: '{"deploy_url":"https://ok.example"}',
    headers: { 'content-type': 'application/json; charset=utf-8' },
  });
  t.equal(charset.status, 200, 'a charset parameter is fine');
});

t.test('429 rate_limited with Retry-After and RateLimit headers, in the Generate shape', async (t) => {
  const limited = await stack.createAccount({ name: 'Limited', rate_limit_per_minute: 2, burst: 2 });
  const answers = [];
  for (let i = 0; i < 3; i++)
    answers.push(await stack.http('POST', '/generate', { apiKey: limited.apiKey, body: { query: `Site number ${i}` } }));
  t.same(
    answers.map((a) => a.status),
    [200, 200, 429],
  );
  const refused = answers[2]!;
  isErrorOfShape(t, refused, 429, 'rate_limited', GENERATE_EMPTY);
  t.ok(Number(refused.headers.get('retry-after')) >= 1);
  t.equal(refused.headers.get('ratelimit-limit'), '2');
  t.equal(refused.headers.get('ratelimit-remaining'), '0');
  t.ok(Number(refused.headers.get('ratelimit-reset')) >= 1);
  t.equal(answers[0]!.headers.get('ratelimit-remaining'), '1');
  const other = await stack.http('POST', '/generate', { apiKey, body: { query: 'Another account is not limited by it' } });
  t.equal(other.status, 200, 'buckets are per account');
});

t.test('the admin API refuses anyone without the admin token', async (t) => {
  const none = await stack.http('POST', '/admin/accounts', { body: { name: 'x' } });
  t.equal(none.status, 401);
  t.match(none.body, { status: 'failed', code: 'unauthorized', account_id: '', api_key: '' });
  const customer = await stack.http('POST', '/admin/accounts', { apiKey, body: { name: 'x' } });
  t.equal(customer.status, 401, 'a customer key is not an admin token');
  const bad = await stack.http('POST', '/admin/accounts', { headers: { authorization: `Bearer ${ADMIN_TOKEN}` }, body: { name: '' } });
  t.equal(bad.status, 400);
  t.match(bad.body.error, /^name: must not be empty/);
  const textNoToken = await stack.http('POST', '/admin/accounts', { rawBody: 'name=x', headers: { 'content-type': 'text/plain' } });
  t.equal(textNoToken.status, 401, 'the token is checked before anything about the body');
  const account = await stack.createAccount({ name: 'Rotation' });
  const rotated = await stack.http('POST', `/admin/accounts/${account.accountId}/keys`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
  });
  t.equal(rotated.status, 200, 'a key can be issued without a body');
  t.match(rotated.body, { status: 'ok', account_id: account.accountId, error: '' });
  t.not(rotated.body.api_key, account.apiKey);
  t.equal((await stack.http('GET', `/job/${newJobId()}`, { apiKey: rotated.body.api_key })).status, 404, 'the new key works');
  const labelled = await stack.http('POST', `/admin/accounts/${account.accountId}/keys`, {
    headers: { authorization: `Bearer ${ADMIN_TOKEN}` },
    body: { label: 'ci' },
  });
  t.equal(labelled.status, 200);
  const details = await stack.http('GET', `/admin/accounts/${account.accountId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  await stack.caughtUp();
  const listed = await stack.http('GET', `/admin/accounts/${account.accountId}`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(details.status, 200);
  t.equal(listed.body.keys.length, 3, 'the account lists its keys');
  t.ok(listed.body.keys.some((key: any) => key.label === 'ci'));
  const events = await stack.http('GET', `/admin/jobs/${newJobId()}/events`, { headers: { authorization: `Bearer ${ADMIN_TOKEN}` } });
  t.equal(events.status, 404);
  t.match(events.body, { status: 'failed', code: 'not_found', events: [] });
});

t.test('503 unavailable when the event log is unreachable, with Retry-After, not a hang', async (t) => {
  await stack.nats.stop();
  const started = Date.now();
  const response = await stack.http('POST', '/generate', { apiKey: otherKey, body: { query: 'A site while NATS is down' } });
  isErrorOfShape(t, response, 503, 'unavailable', GENERATE_EMPTY);
  t.ok(Number(response.headers.get('retry-after')) >= 1);
  t.ok(Date.now() - started < stack.config.REQUEST_TIMEOUT_MS + 5_000, 'answers within the request timeout');
  const ready = await stack.http('GET', '/readyz');
  t.equal(ready.status, 503);
  t.match(ready.body, { status: 'failed', checks: { database: 'ok' } });
});
