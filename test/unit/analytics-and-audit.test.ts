// The pure parts of analytics and audit: account settings folded from the log, named operators'
// configuration and tokens, the per-job facts fold, CloudEvents mapping and filters, the timeline.
import type { FastifyRequest } from 'fastify';
import t from 'tap';
import { ZodError } from 'zod';
import { foldAccount } from '../../shared/accounts/account-state.ts';
import { loadConfig } from '../../shared/config/config.ts';
import { cloudEventType, matchesFilter, parseStoredEnvelope, toCloudEvent } from '../../shared/events/cloud-event.ts';
import type { AccountEvent, JobEvent } from '../../shared/events/catalogue.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { createOperators } from '../../services/gateway/admin/operators.ts';
import { ApiError } from '../../services/gateway/http/api-error.ts';
import { foldAnalytics, type JobFactRow } from '../../services/projector/analytics-projection.ts';
import { renderTimeline, timelineRows } from '../../services/operators/job-timeline.ts';

const JOB = 'job_01JB0000000000000000000000';
const ACCOUNT = 'acct_01JB0000000000000000000000';
const at = (seconds: number) => new Date(Date.UTC(2026, 10, 23, 10, 0, seconds)).toISOString();
const ref = (path: string) => ({ path, digest: 'a'.repeat(64), size: 2048, language: 'html' });

let seq = 0;
function job(draft: Parameters<typeof jobEnvelope>[1], seconds: number, actor = 'generator:g1'): StoredEvent<JobEvent> {
  return {
    seq: ++seq,
    subject: `jobs.${JOB}.work`,
    event: jobEnvelope(JOB, draft, { accountId: ACCOUNT, actor, now: new Date(at(seconds)) }),
  };
}
const requested = (seconds = 0) =>
  job(
    {
      type: 'JobRequested',
      version: 1,
      data: {
        query: 'A site for a bakery',
        files: [],
        source_url: null,
        user_id: null,
        project_id: 'p1',
        source: 'generated',
        sandbox_session: '',
        search_score: 0,
        base: null,
      },
    },
    seconds,
    'gateway',
  );

t.test('account settings fold: created, then changed field by field; null removes the token limit', async (t) => {
  const context = { accountId: ACCOUNT, actor: 'admin:alice' };
  const events: AccountEvent[] = [
    accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { name: 'Before creation' } }, context),
    accountEnvelope({ type: 'AccountCreated', version: 1, data: { name: 'Acme', rate_limit_per_minute: 60, burst: 10 } }, context),
    accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { burst: 20, monthly_token_limit: 5000 } }, context),
    accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { name: 'Acme Ltd' } }, context),
  ];
  t.match(foldAccount(events), { exists: true, name: 'Acme Ltd', ratePerMinute: 60, burst: 20, monthlyTokenLimit: 5000 });
  const removed = accountEnvelope({ type: 'AccountSettingsChanged', version: 1, data: { monthly_token_limit: null } }, context);
  t.equal(foldAccount([...events, removed]).monthlyTokenLimit, null);
  t.equal(foldAccount(events.slice(0, 1)).exists, false, 'a change without a creation is no account');
  const twice = accountEnvelope(
    { type: 'AccountCreated', version: 1, data: { name: 'Again', rate_limit_per_minute: 1, burst: 1 } },
    context,
  );
  t.equal(foldAccount([...events, twice]).name, 'Acme Ltd', 'created once');
});

t.test('ADMIN_TOKENS names operators; bad entries stop the start with a plain message', async (t) => {
  const config = loadConfig({ ADMIN_TOKENS: 'alice:alice-token-0123456789, bob:bob-token-0123456789' });
  t.same(config.ADMIN_TOKENS, [
    { name: 'alice', token: 'alice-token-0123456789' },
    { name: 'bob', token: 'bob-token-0123456789' },
  ]);
  t.same(loadConfig({}).ADMIN_TOKENS, []);
  t.throws(() => loadConfig({ ADMIN_TOKENS: 'alice' }), /ADMIN_TOKENS: each entry must be name:token/);
  t.throws(() => loadConfig({ ADMIN_TOKENS: 'alice:short' }), /the token of alice must be at least 16 characters/);
  t.throws(() => loadConfig({ ADMIN_TOKENS: 'a:alice-token-0123456789,a:other-token-0123456789' }), /names and tokens must be unique/);
  t.throws(() => loadConfig({ ADMIN_TOKENS: 'al ice:alice-token-0123456789' }), /name:token/);

  const request = (authorization?: string) => ({ headers: authorization ? { authorization } : {} }) as FastifyRequest;
  const operators = createOperators({ ...config, ADMIN_TOKEN: 'unnamed-token-0123456789' });
  t.ok(operators.enabled);
  t.same(operators.identify(request('Bearer bob-token-0123456789')), { name: 'bob', actor: 'admin:bob' });
  t.same(operators.identify(request('bearer  unnamed-token-0123456789')), { name: '', actor: 'admin' });
  t.throws(() => operators.identify(request('Bearer nobody-0123456789abcdef')), ApiError);
  t.throws(() => operators.identify(request()), ApiError);
  const none = createOperators({ ADMIN_TOKENS: [] });
  t.notOk(none.enabled);
  t.throws(() => none.identify(request('Bearer anything-at-all-123')), /disabled/);
});

t.test('job facts: status, engine, tokens, build seconds and deployments; a final job moves no more', async (t) => {
  const events = [
    requested(0),
    job({ type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'g1', engine: 'openai' } }, 1),
    job({ type: 'FilesEmitted', version: 1, data: { files: [ref('index.html')], progress: 'Wrote index.html' } }, 2),
    job(
      {
        type: 'UsageRecorded',
        version: 1,
        data: { model: 'm', prompt_tokens: 100, completion_tokens: 50, total_tokens: 150, prompt_version: 'v1' },
      },
      3,
    ),
  ];
  const live = foldAnalytics(new Map(), events);
  t.match(live.facts, [
    { job_id: JOB, status: 'partial', engine: 'openai', total_tokens: 150, build_seconds: null, day: '2026-11-23', source: 'generated' },
  ]);
  const stored = new Map<string, JobFactRow>([[JOB, live.facts[0]!]]);
  const finished = foldAnalytics(stored, [
    job({ type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://x.example/', deployment_id: 'dep_1' } }, 4, 'gateway'),
    job(
      { type: 'JobCompleted', version: 1, data: { files: [ref('index.html')], deployment_id: 'dep_1', progress: 'Done', checks: null } },
      12,
    ),
    job({ type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://x.example/', deployment_id: 'dep_1' } }, 13, 'gateway'),
    job(
      {
        type: 'UsageRecorded',
        version: 1,
        data: { model: 'm', prompt_tokens: 1, completion_tokens: 1, total_tokens: 2, prompt_version: 'v1' },
      },
      14,
    ),
    job({ type: 'JobFailed', version: 1, data: { error: 'late', reason: 'engine' } }, 15),
  ]);
  t.match(
    finished.facts,
    [{ status: 'ready', build_seconds: 12, deployments: 1, total_tokens: 150, finished_at: at(12) }],
    'a deployment counts only on a ready job',
  );
  t.same(
    foldAnalytics(stored, [job({ type: 'JobProgressed', version: 1, data: { progress: 'x' } }, 5)]).facts,
    [],
    'an event that changes no fact writes nothing',
  );
  t.same(
    foldAnalytics(new Map(), [job({ type: 'JobProgressed', version: 1, data: { progress: 'x' } }, 5)]).facts,
    [],
    'events of an unknown job are ignored',
  );

  const history = foldAnalytics(new Map(), [
    {
      seq: 90,
      subject: `accounts.${ACCOUNT}.profile`,
      event: accountEnvelope(
        { type: 'AccountSettingsChanged', version: 1, data: { burst: 3 } },
        { accountId: ACCOUNT, actor: 'admin:bob', requestId: 'r9' },
      ),
    },
    {
      seq: 91,
      subject: 'projects.abc',
      event: accountEnvelope(
        { type: 'ProjectCreated', version: 1, data: { project_id: 'p', sandbox_session: 's' } },
        { accountId: ACCOUNT, actor: 'gateway' },
      ),
    },
  ]).history;
  t.match(
    history,
    [{ seq: 90, type: 'AccountSettingsChanged', actor: 'admin:bob', request_id: 'r9', data: { burst: 3 } }],
    "projects are not the account's own history",
  );
});

t.test('CloudEvents: type with version, subject, extensions; filters by type and account', async (t) => {
  const stored = requested(0);
  const envelope = parseStoredEnvelope(JSON.parse(JSON.stringify(stored.event)));
  const cloud = toCloudEvent(stored.seq, stored.subject, envelope);
  t.match(cloud, {
    specversion: '1.0',
    type: 'sitewright.JobRequested.v1',
    subject: JOB,
    time: at(0),
    streamseq: stored.seq,
    accountid: ACCOUNT,
    actor: 'gateway',
  });
  t.notOk('requestid' in cloud, 'no request id, no extension');
  t.equal(cloudEventType('JobFailed', 2), 'sitewright.JobFailed.v2');
  t.ok(matchesFilter(envelope, { types: [] }));
  for (const type of ['JobRequested', 'JobRequested@1', 'sitewright.JobRequested.v1'])
    t.ok(matchesFilter(envelope, { types: ['JobFailed', type] }), type);
  t.notOk(matchesFilter(envelope, { types: ['JobRequested@2'] }));
  t.notOk(matchesFilter(envelope, { types: [], accountId: 'acct_other' }));
  t.throws(() => parseStoredEnvelope({ type: 'X' }), ZodError, 'an envelope without id, version, time, account, actor or data');
});

t.test('the timeline says what each event changed', async (t) => {
  const events = [
    requested(0),
    job({ type: 'JobStarted', version: 1, data: { attempt: 1, generator_id: 'g1', engine: 'offline' } }, 1),
    job(
      {
        type: 'FilesEmitted',
        version: 1,
        data: { files: ['a', 'b', 'c', 'd', 'e'].map((name) => ref(`${name}.html`)), progress: 'Wrote 5 files' },
      },
      2,
    ),
    job({ type: 'JobFailed', version: 1, data: { error: 'The engine gave up.', reason: 'engine' } }, 3),
  ];
  const rows = timelineRows(events);
  t.match(rows[0], {
    after: '+0.000s',
    actor: 'gateway',
    event: 'JobRequested@1',
    change: 'status building; generated job for "A site for a bakery"; project p1',
  });
  t.match(rows[1], { change: 'attempt 1 on g1 (engine offline)' });
  t.match(rows[2], {
    change: 'status building -> partial; + a.html (2.0 KB), b.html (2.0 KB), c.html (2.0 KB), d.html (2.0 KB) and 1 more; "Wrote 5 files"',
  });
  t.match(rows[3], { after: '+3.000s', change: 'status partial -> failed; engine: "The engine gave up."' });
  const table = renderTimeline(JOB, events);
  t.match(table.split('\n')[0], `Job ${JOB} of ${ACCOUNT}: failed after 3.000 s, 4 events, 0 tokens, error "The engine gave up."`);
  t.match(table.split('\n')[3], /^-+ {2}-+/);
});

t.test('an export never shows a webhook signing secret', async (t) => {
  const envelope = parseStoredEnvelope({
    id: 'e1',
    type: 'WebhookRegistered',
    version: 1,
    occurred_at: '2026-11-23T10:00:00.000Z',
    account_id: 'acct_1',
    actor: 'gateway',
    data: { webhook_id: 'wh_1', url: 'https://hooks.example/', events: ['job.ready'], secret: 'whsec_c2VjcmV0' },
  });
  const cloud = toCloudEvent(7, 'webhooks.acct_1.wh_1.config', envelope);
  t.same(cloud.data, { webhook_id: 'wh_1', url: 'https://hooks.example/', events: ['job.ready'], secret: '[redacted]' });
  t.notMatch(JSON.stringify(cloud), /whsec_/);
});

t.test('a JobReused is one fact, ready at once, and one timeline row', async (t) => {
  const reused = job(
    {
      type: 'JobReused',
      version: 1,
      data: {
        query: 'A site for a bakery',
        files: [ref('index.html')],
        source_url: null,
        user_id: null,
        project_id: null,
        source: 'cache',
        sandbox_session: '',
        search_score: 1,
        base: { kind: 'cache', job_id: 'job_earlier', score: 1 },
        deployment_id: 'dep_1',
        checks: null,
        progress: 'Done (reused an identical earlier result)',
      },
    },
    20,
    'gateway',
  );
  const { facts } = foldAnalytics(new Map(), [reused]);
  t.match(facts, [
    { job_id: JOB, status: 'ready', source: 'cache', created_at: at(20), finished_at: at(20), build_seconds: 0, deployments: 0 },
  ]);
  const deployed = foldAnalytics(new Map([[JOB, facts[0]!]]), [
    job({ type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://x.example/', deployment_id: 'dep_1' } }, 21, 'gateway'),
  ]);
  t.match(deployed.facts, [{ deployments: 1 }]);
  const [row] = timelineRows([reused]);
  t.match(row, {
    event: 'JobReused@1',
    change: 'status ready; cache job for "A site for a bakery"; the result of cache job_earlier unchanged: 1 files, dep_1',
  });
});
