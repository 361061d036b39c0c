// What a gateway hears of erasures (issue 31), against a real nats-server: a JobErased, a
// ProjectErased and an AccountErased appended to the log reach every listener, are answered for their
// owner only, and the final-job cache drops exactly what each names.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import type { JobResponse } from '../../shared/api/schemas.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { accountSubject, jobSubject, projectSubject } from '../../shared/events/subjects.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { initialJobState } from '../../shared/jobs/job-state.ts';
import { createErasures, type Erasure, type Erasures } from '../../services/gateway/erasure/erasures.ts';
import { createFinalJobCache } from '../../services/gateway/read/final-job-cache.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { openTestSealer } from '../support/sealing.ts';

let nats: TestNats;
let nc: NatsConnection;
let log: EventLog;
let erasures: Erasures;
const heard: Erasure[] = [];

t.before(async () => {
  nats = await startTestNats('gateway-erasures');
  nc = await connect({ servers: nats.url });
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: (await openTestSealer(nc)).sealer });
  erasures = createErasures(nc);
  erasures.onErasure((erasure) => heard.push(erasure));
  await nc.flush();
});
t.teardown(async () => {
  erasures?.close();
  await nc?.close();
  await nats?.stop();
});

async function heardWithin(count: number): Promise<void> {
  const deadline = Date.now() + 5_000;
  while (heard.length < count && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 10));
}

const response = (jobId: string, sandboxSession = ''): JobResponse => ({
  status: 'ready',
  files: [],
  error: '',
  progress: 'Done',
  elapsed_seconds: 1,
  sandbox_session: sandboxSession,
  deployment_id: 'dep_1',
  job_id: jobId,
  project_id: '',
  source: 'generated',
  created_at: '2026-11-27T10:00:00.000Z',
  finished_at: '2026-11-27T10:00:01.000Z',
  deploy_url: '',
  checks: null,
  rendered_status: 'pending',
  rendered_error: '',
  screenshots: [],
  usage: { prompt_tokens: 0, completion_tokens: 0, total_tokens: 0 },
  error_code: '',
  queue_position: 0,
});

t.test('erasures appended anywhere are heard, and answered erased to their owner only', async (t) => {
  const context = { accountId: 'acct_a', actor: 'test' };
  await log.append(
    jobSubject('job_e1', 'erased'),
    jobEnvelope('job_e1', { type: 'JobErased', version: 1, data: { by: 'customer' } }, context),
  );
  await log.append(
    projectSubject('key_p1'),
    accountEnvelope(
      { type: 'ProjectErased', version: 1, data: { project_key: 'key_p1', sandbox_session: 'sbx_p1', data_key: 'project.x' } },
      context,
    ),
  );
  await log.append(
    accountSubject('acct_b'),
    accountEnvelope({ type: 'AccountErased', version: 1, data: { reason: 'Asked' } }, { accountId: 'acct_b', actor: 'admin:test' }),
  );
  await heardWithin(3);
  t.same(heard, [
    { kind: 'job', jobId: 'job_e1', accountId: 'acct_a' },
    { kind: 'project', accountId: 'acct_a', projectKey: 'key_p1', sandboxSession: 'sbx_p1' },
    { kind: 'account', accountId: 'acct_b' },
  ]);
  t.ok(erasures.jobErased({ jobId: 'job_e1', accountId: 'acct_a' }));
  t.notOk(erasures.jobErased({ jobId: 'job_e1', accountId: 'acct_c' }), 'not to another account');
  t.ok(erasures.jobErased({ jobId: 'job_other', accountId: 'acct_a', sandboxSession: 'sbx_p1' }), "a job of the erased project's session");
  t.notOk(erasures.jobErased({ jobId: 'job_other', accountId: 'acct_a', sandboxSession: 'sbx_p2' }), 'of another session');
  t.ok(erasures.jobErased({ jobId: 'job_any', accountId: 'acct_b' }), 'any job of an erased account');
  t.ok(erasures.sessionErased('sbx_p1'));
  t.notOk(erasures.sessionErased('sbx_p2'));
  const state = { ...initialJobState, exists: true, jobId: 'job_e1', accountId: 'acct_a' };
  t.equal(erasures.marked(state).erased, true, 'a state marked erased, so decide refuses it');
  const other = { ...state, jobId: 'job_e2' };
  t.equal(erasures.marked(other), other, 'another job is left as it is');
});

t.test('the final-job cache drops what an erasure names, and nothing else', async (t) => {
  const cache = createFinalJobCache(null, 1_000_000);
  cache.put('job_1', 'acct_a', response('job_1'));
  cache.put('job_2', 'acct_a', response('job_2', 'sbx_p1'));
  cache.put('job_3', 'acct_b', response('job_3'));
  cache.forgetErased({ kind: 'job', jobId: 'job_1', accountId: 'acct_a' });
  t.equal(cache.get('job_1', 'acct_a'), undefined, 'the job');
  t.ok(cache.get('job_2', 'acct_a'));
  cache.forgetErased({ kind: 'project', accountId: 'acct_a', projectKey: 'key_p1', sandboxSession: 'sbx_p1' });
  t.equal(cache.get('job_2', 'acct_a'), undefined, "a project's: every job of its account");
  t.ok(cache.get('job_3', 'acct_b'), "another account's stays");
  cache.forgetErased({ kind: 'account', accountId: 'acct_b' });
  t.equal(cache.get('job_3', 'acct_b'), undefined);
  cache.put('job_4', 'acct_c', response('job_4'));
  cache.forgetErased({ kind: 'unknown' });
  t.equal(cache.get('job_4', 'acct_c'), undefined, 'a reconnect: everything');
});
