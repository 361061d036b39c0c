// A bounded fuzz run in `npm test` (FUZZ_RUNS, default 40 per property; FUZZ_SEED to replay a
// failure). Longer runs: `npm run fuzz -- --runs N`.
import t from 'tap';
import pg from 'pg';
import { startStack, type TestStack } from '../support/stack.ts';
import { runFuzz, type FuzzTarget } from './http-fuzz.ts';

let stack: TestStack;
let target: FuzzTarget;

t.before(async () => {
  stack = await startStack({ env: { BODY_LIMIT_BYTES: '200000', HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_BODY_TIMEOUT_MS: '4000' } });
  const account = await stack.createAccount({ name: 'Fuzz', burst: 100_000, rate_limit_per_minute: 100_000 });
  const started = await stack.http('POST', '/generate', { apiKey: account.apiKey, body: { query: 'A website for a fuzzing club' } });
  const job = await stack.waitForJob(started.body.job_id, account.apiKey);
  target = { stack, apiKey: account.apiKey, accountId: account.accountId, jobId: job.job_id };
});
t.teardown(() => stack?.stop());

t.test('no input gives a 5xx or an error out of shape; the log stays storable; the service stays healthy', async (t) => {
  const runs = Number(process.env.FUZZ_RUNS ?? 40);
  const seed = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : undefined;
  const { accepted } = await runFuzz(target, {
    runs,
    ...(seed !== undefined ? { seed } : {}),
    onProperty: (name) => t.pass(`property held: ${name}`),
  });

  // Nothing reached the log that the projector cannot store: it applies every event appended.
  let timer: NodeJS.Timeout | undefined;
  await Promise.race([
    stack.caughtUp(),
    new Promise(
      (_, reject) => (timer = setTimeout(() => reject(new Error('the projector did not catch up: an event it cannot store?')), 60_000)),
    ),
  ]);
  clearTimeout(timer);
  t.pass('the projector applied every event appended during the run');
  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  const stored = await client.query('select count(*)::int as n from jobs where id = any($1)', [accepted]);
  await client.end();
  t.equal(stored.rows[0].n, accepted.length, `every accepted job (${accepted.length}) is in the read model`);

  const ready = await stack.http('GET', '/readyz');
  t.equal(ready.status, 200, 'still ready');
  const health = await stack.http('POST', '/generate', { apiKey: target.apiKey, body: { query: 'A website after the fuzzing' } });
  t.equal(health.status, 200, 'still takes jobs');
});
