import t from 'tap';
import { catalogueEntries, parseEvent, UnknownEventError } from '../../shared/events/catalogue.ts';
import { accountSubject, jobSubject, keySubject, STREAM_SUBJECTS, webhookSubject } from '../../shared/events/subjects.ts';
import { accountEnvelope, jobEnvelope } from '../../shared/event-log/event-envelope.ts';

const JOB = 'job_01JB0000000000000000000000';

t.test('the catalogue has at least the events the architecture names, one schema per type@version', async (t) => {
  const names = catalogueEntries().map((entry) => `${entry.type}@${entry.version}`);
  for (const type of ['JobRequested', 'FilesEmitted', 'JobCompleted', 'JobFailed', 'DeploymentReported']) {
    t.ok(names.includes(`${type}@1`), type);
  }
  t.equal(new Set(names).size, names.length, 'no duplicates');
});

t.test('an envelope round-trips through JSON and validation', async (t) => {
  const event = jobEnvelope(
    JOB,
    {
      type: 'FilesEmitted',
      version: 1,
      data: { files: [{ path: 'index.html', digest: 'f'.repeat(64), size: 3, language: 'html' }], progress: 'Wrote index.html' },
    },
    { accountId: 'acct_1', actor: 'generator:g1', requestId: 'r1' },
  );
  const parsed = parseEvent(JSON.parse(JSON.stringify(event)));
  t.same(parsed, event);
  t.match(parsed, { type: 'FilesEmitted', version: 1, job_id: JOB, account_id: 'acct_1', actor: 'generator:g1', request_id: 'r1' });
  t.match(parsed.occurred_at, /^\d{4}-\d\d-\d\dT/);
});

t.test('account events carry no job id', async (t) => {
  const event = accountEnvelope(
    { type: 'AccountCreated', version: 1, data: { name: 'Acme', rate_limit_per_minute: 60, burst: 10 } },
    { accountId: 'acct_1', actor: 'admin' },
  );
  const parsed = parseEvent(JSON.parse(JSON.stringify(event)));
  t.notOk('job_id' in parsed);
});

t.test('unknown types, unknown versions and malformed data are refused', async (t) => {
  t.throws(() => parseEvent({ type: 'Nope', version: 1 }), UnknownEventError);
  t.throws(() => parseEvent({ type: 'JobRequested', version: 99 }), UnknownEventError);
  t.throws(() => parseEvent('not an object'), UnknownEventError);
  const bad = jobEnvelope(JOB, { type: 'FilesEmitted', version: 1, data: { files: [], progress: '' } }, { accountId: 'a', actor: 'x' });
  t.throws(
    () => parseEvent(bad),
    { name: 'ZodError', issues: [{ path: ['data', 'files'], code: 'too_small' }] },
    'FilesEmitted needs at least one file',
  );
  const badDigest = { ...bad, data: { files: [{ path: 'a', digest: 'xyz', size: 1, language: 'text' }], progress: '' } };
  t.throws(
    () => parseEvent(badDigest),
    { name: 'ZodError', issues: [{ path: ['data', 'files', 0, 'digest'], message: 'must be a SHA-256 hex digest' }] },
    'a digest that is not SHA-256 hex',
  );
});

t.test('subjects are one per job and kind, all inside the stream', async (t) => {
  t.equal(jobSubject(JOB, 'requested'), `jobs.${JOB}.requested`);
  t.equal(jobSubject(JOB, 'finished'), `jobs.${JOB}.finished`);
  t.equal(accountSubject('acct_1'), 'accounts.acct_1.profile');
  t.equal(keySubject('K1'), 'keys.K1');
  t.same(STREAM_SUBJECTS, ['jobs.>', 'accounts.>', 'keys.>', 'projects.>', 'idempotency.>', 'webhooks.>']);
  t.equal(webhookSubject('acct_1', 'wh_1', 'attempts'), 'webhooks.acct_1.wh_1.attempts');
});

t.test('JobRequested defaults its newer fields, so earlier envelopes still parse', async (t) => {
  const event = jobEnvelope(
    JOB,
    {
      type: 'JobRequested',
      version: 1,
      data: {
        query: 'q',
        files: [],
        source_url: null,
        user_id: null,
        project_id: null,
        source: 'generated',
        sandbox_session: '',
        search_score: 0,
        base: null,
      },
    },
    { accountId: 'a', actor: 'gateway' },
  );
  const { sandbox_session: _s, search_score: _c, base: _b, ...older } = event.data as Record<string, unknown>;
  const parsed = parseEvent({ ...event, data: older });
  t.match(parsed, { type: 'JobRequested', data: { sandbox_session: '', search_score: 0, base: null } });
});

t.test('project events are catalogued', async (t) => {
  const ready = accountEnvelope(
    { type: 'ProjectVersionReady', version: 1, data: { project_id: 'p', sandbox_session: 's', job_id: JOB, deployment_id: 'dep_1' } },
    { accountId: 'acct_1', actor: 'generator:g' },
  );
  t.same(parseEvent(JSON.parse(JSON.stringify(ready))), ready);
});

t.test('JobCompleted carries the quality report; one written before reports existed still parses', async (t) => {
  const checks = {
    html_valid: false,
    links_ok: true,
    accessibility_problems: 1,
    problems: [{ path: 'index.html', rule: 'img-alt', message: 'line 3: the image a.png has no alt text' }],
  };
  const files = [{ path: 'index.html', digest: 'f'.repeat(64), size: 3, language: 'html' }];
  const event = jobEnvelope(
    JOB,
    { type: 'JobCompleted', version: 1, data: { files, deployment_id: 'dep_1', progress: 'Done', checks } },
    { accountId: 'acct_1', actor: 'generator:g1' },
  );
  t.same(parseEvent(JSON.parse(JSON.stringify(event))), event);
  const old = JSON.parse(JSON.stringify(event));
  delete old.data.checks;
  const parsed = parseEvent(old);
  t.equal(parsed.type === 'JobCompleted' && parsed.data.checks, null, 'an old event reads as no report');
  t.throws(
    () => parseEvent({ ...old, data: { ...old.data, checks: { html_valid: 'yes' } } }),
    { name: 'ZodError', issues: [{ path: ['data', 'checks', 'html_valid'], code: 'invalid_type' }] },
    'a malformed report is refused',
  );
});
