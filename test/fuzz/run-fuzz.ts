// `npm run fuzz -- --runs N [--seed S]`: the fuzz properties of http-fuzz.ts for as long as asked,
// on a private stack (its own nats-server on a random port and its own PostgreSQL database).
import { parseArgs } from 'node:util';
import { startStack } from '../support/stack.ts';
import { runFuzz } from './http-fuzz.ts';

const { values } = parseArgs({ options: { runs: { type: 'string', default: '500' }, seed: { type: 'string' } } });
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) throw new Error('--runs must be a positive whole number');
const stack = await startStack({ env: { BODY_LIMIT_BYTES: '200000', HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_BODY_TIMEOUT_MS: '4000' } });
let failed = false;
try {
  const account = await stack.createAccount({ name: 'Fuzz', burst: 100_000, rate_limit_per_minute: 100_000 });
  const started = await stack.http('POST', '/generate', { apiKey: account.apiKey, body: { query: 'A website for a fuzzing club' } });
  const job = await stack.waitForJob(started.body.job_id, account.apiKey);
  const began = Date.now();
  const { accepted } = await runFuzz(
    { stack, apiKey: account.apiKey, accountId: account.accountId, jobId: job.job_id },
    { runs, ...(values.seed ? { seed: Number(values.seed) } : {}), onProperty: (name) => console.log(`held: ${name} (${runs} runs)`) },
  );
  await stack.caughtUp();
  const ready = await stack.http('GET', '/readyz');
  console.log(
    `accepted jobs: ${accepted.length}; projector caught up; /readyz ${ready.status}; ${((Date.now() - began) / 1000).toFixed(1)} s`,
  );
  failed = ready.status !== 200;
} catch (error) {
  console.error((error as Error).message);
  failed = true;
} finally {
  await stack.stop();
}
process.exit(failed ? 1 : 0);
