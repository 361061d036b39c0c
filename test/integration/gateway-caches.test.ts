// The gateway's caches are bounded by bytes, evict the least recently used entry first, and
// remember unknown API keys for a short while.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import type { JobResponse } from '../../shared/api/schemas.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import { createKeyRegistry } from '../../services/gateway/auth/key-registry.ts';
import { createFinalJobCache } from '../../services/gateway/read/final-job-cache.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';

function readyJob(jobId: string, contentBytes: number): JobResponse {
  return {
    status: 'ready',
    files: [{ path: 'index.html', content: 'x'.repeat(contentBytes), language: 'html' }],
    error: '',
    progress: 'Done',
    elapsed_seconds: 1.5,
    sandbox_session: '',
    deployment_id: 'dep_1',
    job_id: jobId,
    project_id: '',
    source: 'generated',
    created_at: '2026-11-23T10:00:00.000Z',
    finished_at: '2026-11-23T10:00:01.500Z',
    deploy_url: '',
    checks: { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [], rendered: null },
    rendered_status: 'pending',
    rendered_error: '',
    screenshots: [],
    usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
    error_code: '',
    queue_position: 0,
  };
}

t.test('the final-job cache evicts by bytes, least recently used first', async (t) => {
  const limit = 100_000;
  const cache = createFinalJobCache(null, limit);
  // Five jobs of ~30 KB each: only three fit.
  for (let i = 1; i <= 3; i++) cache.put(`job_${i}`, 'acct', readyJob(`job_${i}`, 30_000));
  t.ok(cache.get('job_1', 'acct'), 'job_1 is read, so it becomes the most recently used');
  cache.put('job_4', 'acct', readyJob('job_4', 30_000));
  t.equal(cache.get('job_2', 'acct'), undefined, 'job_2, the least recently used, was evicted');
  t.ok(cache.get('job_1', 'acct'), 'job_1 stays');
  t.ok(cache.get('job_3', 'acct'));
  t.ok(cache.get('job_4', 'acct'));
  t.ok(cache.bytes <= limit, `bytes held (${cache.bytes}) stay within the limit`);
  t.ok(cache.bytes > 90_000, 'and the weight counts the bodies');

  // One big job pushes out several small ones.
  cache.put('job_big', 'acct', readyJob('job_big', 80_000));
  t.ok(cache.get('job_big', 'acct'));
  t.equal([1, 3, 4].filter((i) => cache.get(`job_${i}`, 'acct')).length, 0, 'the small ones made room for it');
  // A job larger than the whole cache is answered but never kept.
  const huge = cache.put('job_huge', 'acct', readyJob('job_huge', 200_000));
  t.ok(huge.body.length > 200_000, 'its answer is still serialised');
  t.equal(cache.get('job_huge', 'acct'), undefined, 'but not kept');
  t.ok(cache.get('job_big', 'acct'), 'and it evicted nothing');

  const entry = cache.get('job_big', 'acct')!;
  t.same(JSON.parse(entry.body.toString('utf8')), readyJob('job_big', 80_000), 'the bytes are the whole answer');
  t.equal(cache.get('job_big', 'another-account'), null, "another account's job is not confirmed");
});

let nats: TestNats;
let nc: NatsConnection;
t.before(async () => {
  nats = await startTestNats('caches');
  nc = await connect({ servers: nats.url });
});
t.teardown(async () => {
  await nc?.close();
  await nats?.stop();
});

/** An event log that knows no key and counts the lookups. */
function countingLog(): { log: EventLog; lookups: string[] } {
  const lookups: string[] = [];
  const log: EventLog = {
    append: async () => 0,
    last: async (subject) => {
      lookups.push(subject);
      return null;
    },
    readJob: async () => {
      throw new Error('not used');
    },
    readJobHead: async () => {
      throw new Error('not used');
    },
    readSubjects: async (subject) => {
      lookups.push(subject);
      return [];
    },
  };
  return { log, lookups };
}

t.test('an unknown key costs one lookup per UNKNOWN_KEY_CACHE_MS, not one per request', async (t) => {
  const { log, lookups } = countingLog();
  const keys = createKeyRegistry(nc, log, { maxBytes: 1_000_000, unknownKeyMs: 300 });
  t.teardown(() => keys.close());
  for (let i = 0; i < 20; i++) t.equal(await keys.key('01JB0000000000000000000000'), null);
  t.equal(lookups.length, 1, 'twenty requests, one lookup');
  await new Promise((resolve) => setTimeout(resolve, 400));
  await keys.key('01JB0000000000000000000000');
  t.equal(lookups.length, 2, 'looked up again once the negative entry expired');
  // A key event for that id (an issue, as another gateway would announce it) drops the entry at once.
  nc.publish('keys.01JB0000000000000000000000', '{}');
  await nc.flush();
  await new Promise((resolve) => setTimeout(resolve, 50));
  await keys.key('01JB0000000000000000000000');
  t.equal(lookups.length, 3, 'the key event dropped the negative entry');
});

t.test('the key cache is bounded by bytes', async (t) => {
  const lookups: string[] = [];
  const log: EventLog = {
    ...countingLog().log,
    last: async (subject) => {
      lookups.push(subject);
      const keyId = subject.split('.')[1]!;
      const event = accountEnvelope(
        { type: 'ApiKeyIssued', version: 1, data: { key_id: keyId, key_hash: 'a'.repeat(64), label: '' } },
        { accountId: 'acct', actor: 'admin', requestId: 'r' },
      );
      return { seq: 1, subject, event };
    },
  };
  // Room for about 10 keys (each weighs a few hundred bytes).
  const keys = createKeyRegistry(nc, log, { maxBytes: 2 * 10 * 400, unknownKeyMs: 1000 });
  t.teardown(() => keys.close());
  const ids = Array.from({ length: 40 }, (_, i) => `01JB${String(i).padStart(22, '0')}`);
  for (const id of ids) await keys.key(id);
  t.equal(lookups.length, 40);
  await keys.key(ids[39]!);
  t.equal(lookups.length, 40, 'the most recent key is still cached');
  await keys.key(ids[0]!);
  t.equal(lookups.length, 41, 'the first key was evicted');
});
