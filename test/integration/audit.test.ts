// Operators' audit: named operators recorded in the events they cause, account settings changed
// as events and in force on every gateway at once, the account's own history, the job search's
// cursor under concurrent inserts, and `npm run audit`.
import { execFile } from 'node:child_process';
import { promisify } from 'node:util';
import t from 'tap';
import { startGateway, type GatewayHandle } from '../../services/gateway/start-gateway.ts';
import { ADMIN_TOKEN, quietLogger, startStack, type TestStack } from '../support/stack.ts';

const run = promisify(execFile);
const ALICE = 'alice-token-0123456789';
const BOB = 'bob-token-0123456789abcdef';

let stack: TestStack;
let second: GatewayHandle;

t.before(async () => {
  stack = await startStack({ env: { ADMIN_TOKENS: `alice:${ALICE}, bob:${BOB}` } });
  second = await startGateway(stack.config, quietLogger());
});
t.teardown(async () => {
  await second?.stop();
  await stack?.stop();
});

const as = (token: string, requestId?: string) => ({
  authorization: `Bearer ${token}`,
  ...(requestId ? { 'x-request-id': requestId } : {}),
});

async function on(
  baseUrl: string,
  method: string,
  path: string,
  options: { token?: string; apiKey?: string; body?: unknown; requestId?: string } = {},
) {
  const headers: Record<string, string> = {};
  if (options.token) Object.assign(headers, as(options.token, options.requestId));
  if (options.apiKey) headers.authorization = `Bearer ${options.apiKey}`;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  const response = await fetch(`${baseUrl}${path}`, {
    method,
    headers,
    body: options.body === undefined ? undefined : JSON.stringify(options.body),
  });
  return { status: response.status, headers: response.headers, body: (await response.json()) as any };
}

t.test('each operator is named in the events their requests append, with the request id', async (t) => {
  const created = await stack.http('POST', '/admin/accounts', { headers: as(ALICE, 'req-alice-create'), body: { name: 'Audited' } });
  t.equal(created.status, 200);
  const accountId = created.body.account_id;
  const rotated = await stack.http('POST', `/admin/accounts/${accountId}/keys`, {
    headers: as(ADMIN_TOKEN, 'req-unnamed-key'),
    body: { label: 'ci' },
  });
  const revoked = await stack.http('POST', `/admin/keys/${created.body.key_id}/revoke`, { headers: as(BOB, 'req-bob-revoke') });
  t.equal(revoked.status, 200);
  const patched = await stack.http('PATCH', `/admin/accounts/${accountId}`, {
    headers: as(BOB, 'req-bob-patch'),
    body: { name: 'Audited & renamed' },
  });
  t.equal(patched.status, 200);
  await stack.caughtUp();

  const history = await stack.http('GET', `/admin/accounts/${accountId}/events`, { headers: as(ALICE) });
  t.equal(history.status, 200);
  t.same(
    history.body.events.map((event: any) => [event.type, event.actor, event.request_id]),
    [
      ['AccountCreated', 'admin:alice', 'req-alice-create'],
      ['ApiKeyIssued', 'admin:alice', 'req-alice-create'],
      ['ApiKeyIssued', 'admin', 'req-unnamed-key'],
      ['ApiKeyRevoked', 'admin:bob', 'req-bob-revoke'],
      ['AccountSettingsChanged', 'admin:bob', 'req-bob-patch'],
    ],
    'in log order, each with its operator (ADMIN_TOKEN is the unnamed `admin`) and request',
  );
  const seqs = history.body.events.map((event: any) => event.seq);
  t.same(
    seqs,
    [...seqs].sort((a: number, b: number) => a - b),
    'ordered by stream sequence',
  );
  t.same(history.body.events[4].data, { name: 'Audited & renamed' });
  t.equal(history.body.events[2].data.key_id, rotated.body.key_id);
  t.equal(history.body.next_after_seq, '');

  const paged = await stack.http('GET', `/admin/accounts/${accountId}/events?limit=2`, { headers: as(BOB) });
  t.equal(paged.body.events.length, 2);
  const rest = await stack.http('GET', `/admin/accounts/${accountId}/events?after_seq=${paged.body.next_after_seq}`, { headers: as(BOB) });
  t.same(
    [...paged.body.events, ...rest.body.events].map((event: any) => event.seq),
    seqs,
    'pages follow on',
  );

  const wrong = await stack.http('GET', `/admin/accounts/${accountId}/events`, { headers: as('not-a-token-of-anyone') });
  t.equal(wrong.status, 401);
  t.match(wrong.body, { status: 'failed', code: 'unauthorized', account_id: '', events: [] });
  const unknown = await stack.http('GET', '/admin/accounts/acct_01M7ZWKGQGNP718CS7J9W4J1ME/events', { headers: as(ALICE) });
  t.equal(unknown.status, 404);
  const badQuery = await stack.http('GET', `/admin/accounts/${accountId}/events?limit=0`, { headers: as(ALICE) });
  t.equal(badQuery.status, 400);
  t.match(badQuery.body.error, /^limit: /);
});

t.test('PATCH changes an account as an event, in force on every gateway at once', async (t) => {
  const account = await stack.createAccount({ name: 'Slow at first', rate_limit_per_minute: 1, burst: 1 });
  // Both gateways have the account's settings cached: a poll authenticates.
  for (const url of [stack.baseUrl, second.url])
    t.equal((await on(url, 'GET', '/job/job_01M7ZWKGQGNP718CS7J9W4J1ME', { apiKey: account.apiKey })).status, 404);
  t.equal((await on(stack.baseUrl, 'POST', '/generate', { apiKey: account.apiKey, body: { query: 'The one site allowed' } })).status, 200);
  const refused = await on(second.url, 'POST', '/generate', { apiKey: account.apiKey, body: { query: 'One too many' } });
  t.equal(refused.status, 429, 'the old limit holds on the other gateway');
  t.equal(refused.headers.get('ratelimit-limit'), '1');

  const patched = await on(second.url, 'PATCH', `/admin/accounts/${account.accountId}`, {
    token: ALICE,
    body: { name: 'Fast now', rate_limit_per_minute: 6000, burst: 50, monthly_token_limit: 100000 },
  });
  t.equal(patched.status, 200);
  t.match(patched.body, {
    status: 'ok',
    account_id: account.accountId,
    name: 'Fast now',
    rate_limit_per_minute: 6000,
    burst: 50,
    monthly_token_limit: 100000,
    error: '',
  });

  // The gateway that made the change uses it at once; the other hears it on the log's subject.
  const here = await on(second.url, 'POST', '/generate', { apiKey: account.apiKey, body: { query: 'Allowed by the new limit' } });
  t.equal(here.status, 200);
  t.equal(here.headers.get('ratelimit-limit'), '6000');
  const deadline = Date.now() + 2_000;
  let there = await on(stack.baseUrl, 'GET', `/admin/accounts/${account.accountId}`, { token: BOB });
  while (there.body.name !== 'Fast now' && Date.now() < deadline) {
    await new Promise((resolve) => setTimeout(resolve, 10));
    there = await on(stack.baseUrl, 'GET', `/admin/accounts/${account.accountId}`, { token: BOB });
  }
  t.match(
    there.body,
    { name: 'Fast now', rate_limit_per_minute: 6000, burst: 50, monthly_token_limit: 100000 },
    'the other gateway has the new settings',
  );
  const burst = await Promise.all(
    Array.from({ length: 5 }, (_, i) => on(stack.baseUrl, 'POST', '/generate', { apiKey: account.apiKey, body: { query: `Burst ${i}` } })),
  );
  t.same(
    burst.map((answer) => answer.status),
    [200, 200, 200, 200, 200],
    'and rate-limits with them',
  );
  t.equal(burst[0]!.headers.get('ratelimit-limit'), '6000');

  const removed = await on(stack.baseUrl, 'PATCH', `/admin/accounts/${account.accountId}`, {
    token: ADMIN_TOKEN,
    body: { monthly_token_limit: null },
  });
  t.match(removed.body, { name: 'Fast now', burst: 50, monthly_token_limit: null }, 'null removes the limit; other fields stay');
  await stack.caughtUp();
  const row = await on(stack.baseUrl, 'GET', `/admin/accounts/${account.accountId}`, { token: ADMIN_TOKEN });
  t.equal(row.body.monthly_token_limit, null);
});

t.test('PATCH refuses what it cannot apply, in its own shape', async (t) => {
  const account = await stack.createAccount({ name: 'Unchanged' });
  const cases: [unknown, RegExp][] = [
    [{}, /at least one of/],
    [{ burst: 0 }, /^burst: /],
    [{ rate_limit_per_minute: 1.5 }, /^rate_limit_per_minute: /],
    [{ name: 'Bad\u0000name' }, /^name: must not contain NUL characters/],
    [{ name: 'Bad\u0007bell' }, /^name: must not contain control characters/],
    [{ name: '' }, /^name: /],
    [{ colour: 'red' }, /unknown fields: colour/],
    [{ monthly_token_limit: -1 }, /^monthly_token_limit: /],
    [{ max_concurrent_jobs: 0 }, /^max_concurrent_jobs: /],
    [{ max_concurrent_jobs: 10_001 }, /^max_concurrent_jobs: /],
    [{ weight: 2.5 }, /^weight: /],
    [{ weight: 'heavy' }, /^weight: /],
  ];
  for (const [body, error] of cases) {
    const answer = await on(stack.baseUrl, 'PATCH', `/admin/accounts/${account.accountId}`, { token: ALICE, body });
    t.equal(answer.status, 400, JSON.stringify(body));
    t.match(answer.body, {
      status: 'failed',
      code: 'invalid_request',
      account_id: '',
      name: '',
      rate_limit_per_minute: 0,
      burst: 0,
      monthly_token_limit: null,
      max_concurrent_jobs: 0,
      weight: 0,
      seq: 0,
      error,
    });
  }
  t.equal(
    (await on(stack.baseUrl, 'PATCH', '/admin/accounts/acct_01M7ZWKGQGNP718CS7J9W4J1ME', { token: ALICE, body: { burst: 2 } })).status,
    404,
  );
  t.equal((await on(stack.baseUrl, 'PATCH', '/admin/accounts/nope', { token: ALICE, body: { burst: 2 } })).status, 404);
  t.equal(
    (await on(stack.baseUrl, 'PATCH', `/admin/accounts/${account.accountId}`, { apiKey: account.apiKey, body: { burst: 2 } })).status,
    401,
    'a customer key is not an operator token',
  );
  const text = await fetch(`${stack.baseUrl}/admin/accounts/${account.accountId}`, {
    method: 'PATCH',
    headers: { ...as(ALICE), 'content-type': 'text/plain' },
    body: 'burst=2',
  });
  t.equal(text.status, 415);
  t.equal((await on(stack.baseUrl, 'GET', `/admin/accounts/${account.accountId}`, { token: ALICE })).body.name, 'Unchanged');
});

t.test('job search pages newest first and never skips or repeats while jobs keep arriving', async (t) => {
  const account = await stack.createAccount({ name: 'Searched', rate_limit_per_minute: 100000, burst: 1000 });
  const post = (query: string) => on(stack.baseUrl, 'POST', '/generate', { apiKey: account.apiKey, body: { query, user_id: 'searcher' } });
  const before: string[] = [];
  for (let i = 0; i < 12; i++) before.push((await post(`A page for a harbour cafe number ${i}`)).body.job_id);
  await stack.caughtUp();

  // Two jobs arrive with every page request (and are projected before the next one).
  const during: string[] = [];
  const seen: string[] = [];
  let cursor = '';
  let pages = 0;
  do {
    const [page, ...inserted] = await Promise.all([
      on(stack.baseUrl, 'GET', `/admin/jobs?account_id=${account.accountId}&limit=3${cursor ? `&cursor=${cursor}` : ''}`, { token: ALICE }),
      post(`Inserted while paging ${pages}a`),
      post(`Inserted while paging ${pages}b`),
    ]);
    t.equal(page.status, 200);
    during.push(...inserted.map((answer) => answer.body.job_id));
    seen.push(...page.body.jobs.map((job: any) => job.job_id));
    cursor = page.body.next_cursor;
    pages++;
    await stack.caughtUp();
  } while (cursor);
  t.ok(during.length > 0, 'jobs were inserted while paging');
  t.equal(new Set(seen).size, seen.length, 'no job twice');
  const all = await on(stack.baseUrl, 'GET', `/admin/jobs?account_id=${account.accountId}&limit=200`, { token: ALICE });
  const listed: string[] = all.body.jobs.map((job: any) => job.job_id);
  t.same([...listed].sort(), [...before, ...during].sort(), 'one listing holds every job');
  const expected = listed.slice(listed.indexOf(seen[0]!));
  t.same(seen, expected, 'the pages hold every job from the first one shown down, newest first, none skipped or repeated');
  t.ok(before.every((id) => seen.includes(id)));
  t.same(listed.slice(-before.length), [...before].reverse(), 'newest first');
  t.ok(pages >= 4);
  t.match(all.body.jobs[0], { account_id: account.accountId, user_id: 'searcher', source: 'generated' });
  const found = await on(stack.baseUrl, 'GET', `/admin/jobs?q=${encodeURIComponent('cafe number 7')}&account_id=${account.accountId}`, {
    token: ALICE,
  });
  t.same(
    found.body.jobs.map((job: any) => job.job_id),
    [before[7]],
    'q searches the request text',
  );
  const byId = await on(stack.baseUrl, 'GET', `/admin/jobs?q=${before[3]}`, { token: ALICE });
  t.same(
    byId.body.jobs.map((job: any) => job.job_id),
    [before[3]],
    'or an exact job id',
  );
  const literal = await on(stack.baseUrl, 'GET', `/admin/jobs?q=${encodeURIComponent('%')}&account_id=${account.accountId}`, {
    token: ALICE,
  });
  t.same(literal.body.jobs, [], '% is a plain character');

  for (const id of before) await stack.waitForJob(id, account.apiKey);
  await stack.caughtUp();
  const ready = await on(stack.baseUrl, 'GET', `/admin/jobs?account_id=${account.accountId}&status=ready&limit=200`, { token: ALICE });
  t.ok(before.every((id) => ready.body.jobs.some((job: any) => job.job_id === id)));
  t.ok(
    ready.body.jobs.every((job: any) => job.status === 'ready' && job.engine === 'offline' && job.build_seconds >= 0 && job.finished_at),
  );
  const future = await on(stack.baseUrl, 'GET', `/admin/jobs?from=2999-01-01`, { token: ALICE });
  t.same(future.body.jobs, []);
  const past = await on(stack.baseUrl, 'GET', `/admin/jobs?to=2000-01-01T00:00:00Z`, { token: ALICE });
  t.same(past.body.jobs, []);

  for (const query of ['q=%00', 'status=done', 'limit=0', 'limit=201', 'cursor=abc', 'from=yesterday', 'account_id=nope', 'colour=red']) {
    const answer = await on(stack.baseUrl, 'GET', `/admin/jobs?${query}`, { token: ALICE });
    t.equal(answer.status, 400, query);
    t.match(answer.body, { status: 'failed', code: 'invalid_request', jobs: [], next_cursor: '' });
  }
});

t.test('npm run audit prints a job timeline as a table', async (t) => {
  const account = await stack.createAccount({ name: 'Timeline' });
  const started = await stack.http('POST', '/generate', {
    apiKey: account.apiKey,
    body: { query: 'A website for a bike shop called Spokes in Leeds' },
  });
  const jobId = started.body.job_id;
  await stack.waitForJob(jobId, account.apiKey);
  await stack.http('POST', `/job/${jobId}/deployed`, { apiKey: account.apiKey, body: { deploy_url: 'https://spokes.example/' } });
  const { stdout } = await run('npm', ['run', '-s', 'audit', '--', jobId], {
    env: { ...process.env, NATS_URL: stack.nats.url, MASTER_KEY: stack.env.MASTER_KEY },
  });
  const lines = stdout.trimEnd().split('\n');
  t.match(lines[0], new RegExp(`^Job ${jobId} of ${account.accountId}: ready after [0-9.]+ s, \\d+ events, 0 tokens$`));
  t.match(lines[2], /^seq\s+time\s+after\s+actor\s+event\s+what changed$/);
  t.match(stdout, /JobRequested@1\s+status building; generated job for "A website for a bike shop called Spokes in Leeds"/);
  t.match(stdout, /generator:\S+\s+JobStarted@1\s+attempt 1 on \S+ \(engine offline\)/);
  t.match(stdout, /JobCompleted@1\s+status (building|partial) -> ready; \d+ files, dep_[0-9a-f]+/);
  t.match(stdout, /gateway\s+DeploymentReported@1\s+deployed at https:\/\/spokes\.example\//);
  const missing = await run('npm', ['run', '-s', 'audit', '--', 'job_01M7ZWKGQGNP718CS7J9W4J1ME'], {
    env: { ...process.env, NATS_URL: stack.nats.url, MASTER_KEY: stack.env.MASTER_KEY },
  }).catch((error) => error);
  t.equal(missing.code, 1);
  t.match(missing.stderr, /no job job_01M7ZWKGQGNP718CS7J9W4J1ME in the event log/);
  const bad = await run('npm', ['run', '-s', 'audit', '--', 'nope'], {
    env: { ...process.env, NATS_URL: stack.nats.url, MASTER_KEY: stack.env.MASTER_KEY },
  }).catch((error) => error);
  t.equal(bad.code, 2);
  // Without the services' MASTER_KEY the sealed fields do not open: it says so, rather than print them as erased.
  const keyless = await run('npm', ['run', '-s', 'audit', '--', jobId], { env: { ...process.env, NATS_URL: stack.nats.url } }).catch(
    (error) => error,
  );
  t.equal(keyless.code, 1);
  t.match(keyless.stderr, /MASTER_KEY is not set/);
  t.notMatch(keyless.stdout, 'erased');
});
