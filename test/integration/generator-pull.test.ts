// How a generator takes jobs from the durable consumer: one pull for every free worker, never more
// jobs at once than GENERATOR_CONCURRENCY, and a burst of jobs that end at once (JobReused, which
// is acknowledged without work) pulled in batches rather than with one pull request per job.
import { jetstreamManager } from '@nats-io/jetstream';
import { connect } from '@nats-io/transport-node';
import t from 'tap';
import { loadConfig } from '../../shared/config/config.ts';
import { GENERATOR_CONSUMER } from '../../shared/jetstream/log-declarations.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import type { Engine } from '../../services/generator/engines/engine.ts';
import { startGenerator, type GeneratorHandle } from '../../services/generator/start-generator.ts';
import { recordSubjects } from '../support/nats.ts';
import { quietLogger, startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
const generators: GeneratorHandle[] = [];

t.before(async () => {
  stack = await startStack({ generators: 0 });
  ({ apiKey } = await stack.createAccount({ rate_limit_per_minute: 6000, burst: 200 }));
});
t.teardown(async () => {
  for (const generator of generators) await generator.stop();
  await stack?.stop();
});

const until = async (done: () => boolean, what: string, timeoutMs = 10_000) => {
  const deadline = Date.now() + timeoutMs;
  while (!done()) {
    if (Date.now() > deadline) throw new Error(`timed out waiting until ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 20));
  }
};

/** An engine whose runs wait for `open()`, counting how many run at once. */
function gatedEngine() {
  let running = 0;
  let most = 0;
  let started = 0;
  let open: () => void = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const engine: Engine = {
    name: 'gated',
    run: async (request) => {
      running += 1;
      started += 1;
      most = Math.max(most, running);
      await gate;
      running -= 1;
      return {
        files: [
          {
            path: 'index.html',
            content: `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>${request.jobId}</title></head><body><main><h1>Hello</h1></main></body></html>`,
            language: 'html',
          },
        ],
      };
    },
  };
  return {
    engine,
    open: () => open(),
    get most() {
      return most;
    },
    get started() {
      return started;
    },
  };
}

t.test('never more jobs at once than GENERATOR_CONCURRENCY', async (t) => {
  const gated = gatedEngine();
  const env = { ...stack.env, GENERATOR_CONCURRENCY: '2' };
  const generator = await startGenerator(loadConfig(env), quietLogger(), { engine: gated.engine, env });
  generators.push(generator);
  const jobs = [];
  for (let i = 0; i < 5; i++)
    jobs.push((await stack.http('POST', '/generate', { apiKey, body: { query: `A site for a bakery number ${i}` } })).body.job_id);
  await until(() => gated.started === 2, 'two jobs run');
  // Time for a third to be pulled, were the bound not kept.
  await new Promise((resolve) => setTimeout(resolve, 1_000));
  t.equal(gated.started, 2, 'two started, three wait in the log');
  gated.open();
  for (const jobId of jobs) t.equal((await stack.waitForJob(jobId, apiKey)).status, 'ready');
  t.equal(gated.started, 5);
  t.equal(gated.most, 2, 'at most two ran at once');
  await generator.stop();
  generators.pop();
});

t.test('a burst of jobs that end at once is pulled in batches, not one pull per job', async (t) => {
  const env = { ...stack.env, GENERATOR_CONCURRENCY: '8' };
  const generator = await startGenerator(loadConfig(env), quietLogger(), { env });
  generators.push(generator);
  const query = 'A site for a florist called Iris';
  const first = await stack.http('POST', '/generate', { apiKey, body: { query } });
  await stack.waitForJob(first.body.job_id, apiKey);
  await stack.caughtUp();
  // Asked once more, the request is found and remembered (cache-search.ts): the burst below is then
  // answered from memory, and no search of it can run past CACHE_SEARCH_TIMEOUT_MS on a busy machine.
  const again = await stack.http('POST', '/generate', { apiKey, body: { query } });
  t.equal(again.body.search_score, 1, 'the very same request is found');

  const pulls = await recordSubjects(stack.nats.url, [`$JS.API.CONSUMER.MSG.NEXT.${JOBS_STREAM}.${GENERATOR_CONSUMER}`]);
  t.teardown(() => pulls.close());
  const burst = 40;
  const nc = await connect({ servers: stack.nats.url });
  t.teardown(() => nc.close());
  const jsm = await jetstreamManager(nc);
  const seen = await pulls.during(async () => {
    const answers = await Promise.all(Array.from({ length: burst }, () => stack.http('POST', '/generate', { apiKey, body: { query } })));
    t.ok(
      answers.every((answer) => answer.body.search_score === 1),
      'every one the very same request: a JobReused each',
    );
    // Every one delivered to the generator and acknowledged.
    const deadline = Date.now() + 10_000;
    for (;;) {
      const info = await jsm.consumers.info(JOBS_STREAM, GENERATOR_CONSUMER);
      if (info.num_pending === 0 && info.num_ack_pending === 0) break;
      if (Date.now() > deadline)
        throw new Error(
          `the generator did not take every job: ${JSON.stringify({ pending: info.num_pending, unacknowledged: info.num_ack_pending })}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  });
  t.ok(seen.length < burst / 2, `${seen.length} pull requests for ${burst} jobs`);
});
