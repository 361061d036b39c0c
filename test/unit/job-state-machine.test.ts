// Every transition of CONTRACT.md section 3, allowed and forbidden, on the pure decide/evolve.
import t, { type Test } from 'tap';
import type { JobEvent, JobReused } from '../../shared/events/catalogue.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { decide, decideOrThrow, JobRuleViolation, type JobCommand } from '../../shared/jobs/decide.ts';
import { errorCodeOf, evolve, foldJob, initialJobState, isActive, type JobState } from '../../shared/jobs/job-state.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';

const JOB = 'job_01JB0000000000000000000000';
const ref = (path: string, digest = 'a'.repeat(64)): FileRef => ({ path, digest, size: 10, language: 'html' });
let clock = Date.parse('2026-03-13T10:00:00Z');

function run(state: JobState, command: JobCommand): { state: JobState; events: JobEvent[] } {
  const events = decideOrThrow(command, state).map((draft) => {
    clock += 1000;
    return jobEnvelope(JOB, draft, { accountId: 'acct_1', actor: 'test', now: new Date(clock) });
  });
  return { state: events.reduce(evolve, state), events };
}

const request: JobCommand = {
  type: 'RequestJob',
  data: {
    query: 'A bakery site',
    files: [],
    source_url: null,
    user_id: null,
    project_id: 'p1',
    source: 'generated',
    sandbox_session: 'sbx_1',
    search_score: 0,
    base: null,
  },
};
const building = () => run(initialJobState, request).state;
const partial = () => run(building(), { type: 'EmitFiles', files: [ref('index.html')], progress: 'Wrote index.html' }).state;
const ready = () =>
  run(partial(), {
    type: 'CompleteJob',
    files: [ref('index.html'), ref('styles.css', 'b'.repeat(64))],
    deploymentId: 'dep_1',
    progress: 'Done',
  }).state;
const failed = () => run(building(), { type: 'FailJob', error: 'It broke.', reason: 'engine' }).state;

/** decide refuses the command with `code`, as a value; decideOrThrow throws the same refusal. */
function refuses(tt: Test, state: JobState, command: JobCommand, code: 'conflict' | 'not_found') {
  const decision = decide(command, state);
  tt.match(decision, { refused: { code, message: String } }, `${command.type} refused (${code})`);
  tt.notOk('events' in decision, 'no events beside a refusal');
  tt.throws(
    () => decideOrThrow(command, state),
    new JobRuleViolation({ code, message: 'refused' in decision ? decision.refused.message : '' }),
  );
}

t.test('a requested job is building, with its request recorded', async (t) => {
  const state = building();
  t.equal(state.status, 'building');
  t.ok(state.exists);
  t.equal(state.query, 'A bakery site');
  t.equal(state.projectId, 'p1');
  t.equal(state.accountId, 'acct_1');
  t.ok(isActive(state));
  refuses(t, state, request, 'conflict');
});

t.test('building -> partial when files are emitted; files accumulate by path', async (t) => {
  let state = partial();
  t.equal(state.status, 'partial');
  t.same(
    state.files.map((f) => f.path),
    ['index.html'],
  );
  state = run(state, { type: 'EmitFiles', files: [ref('about.html')], progress: 'Wrote about.html' }).state;
  state = run(state, { type: 'EmitFiles', files: [ref('index.html', 'c'.repeat(64))], progress: 'Rewrote index.html' }).state;
  t.same(
    state.files.map((f) => f.path),
    ['index.html', 'about.html'],
    'order of first emission kept',
  );
  t.equal(state.files[0]!.digest, 'c'.repeat(64), 'a re-emitted path takes the new content');
  t.equal(state.progress, 'Rewrote index.html');
});

t.test('re-emitting identical files appends nothing (redelivered attempts)', async (t) => {
  const { events } = run(partial(), { type: 'EmitFiles', files: [ref('index.html')], progress: 'again' });
  t.same(events, []);
});

t.test('partial -> ready, with the complete file set and deployment id', async (t) => {
  const state = ready();
  t.equal(state.status, 'ready');
  t.same(
    state.files.map((f) => f.path),
    ['index.html', 'styles.css'],
  );
  t.equal(state.deploymentId, 'dep_1');
  t.ok(state.finishedAt);
  t.notOk(isActive(state));
});

t.test('building -> ready directly is allowed', async (t) => {
  const state = run(building(), { type: 'CompleteJob', files: [ref('index.html')], deploymentId: 'dep_2', progress: 'Done' }).state;
  t.equal(state.status, 'ready');
});

t.test('building -> failed and partial -> failed', async (t) => {
  t.equal(failed().status, 'failed');
  t.equal(failed().error, 'It broke.');
  const fromPartial = run(partial(), { type: 'FailJob', error: 'Stopped.', reason: 'engine' }).state;
  t.equal(fromPartial.status, 'failed');
  t.equal(fromPartial.error, 'Stopped.');
});

t.test('a job cannot complete with no files', async (t) => {
  refuses(t, building(), { type: 'CompleteJob', files: [], deploymentId: 'x', progress: 'Done' }, 'conflict');
});

t.test('ready and failed are final: nothing but a deployment report on ready', async (t) => {
  const commands: JobCommand[] = [
    { type: 'StartAttempt', attempt: 2, generatorId: 'g', engine: 'offline' },
    { type: 'EmitFiles', files: [ref('x.html')], progress: '' },
    { type: 'ReportProgress', progress: 'late' },
    { type: 'RecordUsage', usage: { model: 'm', promptTokens: 1, completionTokens: 1, totalTokens: 2, promptVersion: 'v1' } },
    { type: 'CompleteJob', files: [ref('x.html')], deploymentId: 'd', progress: 'Done' },
    { type: 'FailJob', error: 'late', reason: 'engine' },
  ];
  for (const final of [ready(), failed()]) {
    for (const command of commands) refuses(t, final, command, 'conflict');
  }
  refuses(t, failed(), { type: 'ReportDeployment', deployUrl: 'https://x.example', deploymentId: '' }, 'conflict');
});

t.test('a deployment can be reported only on a ready job, any number of times, without changing status', async (t) => {
  refuses(t, building(), { type: 'ReportDeployment', deployUrl: 'https://a.example', deploymentId: '' }, 'conflict');
  refuses(t, partial(), { type: 'ReportDeployment', deployUrl: 'https://a.example', deploymentId: '' }, 'conflict');
  let state = run(ready(), { type: 'ReportDeployment', deployUrl: 'https://a.example', deploymentId: 'dep_1' }).state;
  state = run(state, { type: 'ReportDeployment', deployUrl: 'https://b.example', deploymentId: 'dep_1' }).state;
  t.equal(state.status, 'ready');
  t.equal(state.deployUrl, 'https://b.example', 'the last report wins');
});

t.test('commands on a job that does not exist are not_found', async (t) => {
  refuses(t, initialJobState, { type: 'ReportDeployment', deployUrl: 'https://a.example', deploymentId: '' }, 'not_found');
  refuses(t, initialJobState, { type: 'EmitFiles', files: [ref('a.html')], progress: '' }, 'not_found');
});

t.test('usage adds up; attempts are counted', async (t) => {
  let state = run(building(), { type: 'StartAttempt', attempt: 1, generatorId: 'g1', engine: 'openai' }).state;
  state = run(state, {
    type: 'RecordUsage',
    usage: { model: 'm', promptTokens: 10, completionTokens: 5, totalTokens: 15, promptVersion: 'v1' },
  }).state;
  state = run(state, {
    type: 'RecordUsage',
    usage: { model: 'm', promptTokens: 1, completionTokens: 2, totalTokens: 3, promptVersion: 'v1' },
  }).state;
  t.same(state.usage, { promptTokens: 11, completionTokens: 7, totalTokens: 18, calls: 2 });
  t.equal(state.attempts, 1);
});

t.test('evolve ignores a stray event after a final one, so readers never see a finished job move', async (t) => {
  const done = ready();
  const stray = jobEnvelope(
    JOB,
    { type: 'FilesEmitted', version: 1, data: { files: [ref('late.html')], progress: 'late' } },
    { accountId: 'acct_1', actor: 'stale' },
  );
  const after = evolve(done, stray);
  t.equal(after.status, 'ready');
  t.same(after.files, done.files);
  const secondEnd = jobEnvelope(
    JOB,
    { type: 'JobFailed', version: 1, data: { error: 'x', reason: 'x' } },
    { accountId: 'acct_1', actor: 'stale' },
  );
  t.equal(evolve(done, secondEnd).status, 'ready');
});

t.test('events before the request are ignored; a second request does not reset the job', async (t) => {
  const orphan = jobEnvelope(JOB, { type: 'JobProgressed', version: 1, data: { progress: 'x' } }, { accountId: 'a', actor: 't' });
  t.notOk(evolve(initialJobState, orphan).exists);
  const requested = decideOrThrow(request, initialJobState).map((d) => jobEnvelope(JOB, d, { accountId: 'acct_1', actor: 't' }));
  const again = foldJob([...requested, ...requested]);
  t.equal(again.eventCount, 2);
  t.equal(again.status, 'building');
});

t.test('progress that did not change appends nothing', async (t) => {
  const state = run(building(), { type: 'ReportProgress', progress: 'Planning' }).state;
  t.same(decide({ type: 'ReportProgress', progress: 'Planning' }, state), { events: [] });
});

t.test('a fork is recorded on the job: its files become the starting files', async (t) => {
  const forked = run(building(), {
    type: 'RecordFork',
    data: { source_url: 'https://example.com/', final_url: 'https://example.com/', files: [ref('index.html')], skipped: [] },
  });
  t.equal(forked.events[0]!.type, 'SourceForked');
  t.same(
    forked.state.inputFiles.map((f) => f.path),
    ['index.html'],
  );
  t.match(forked.state.progress, /Copied 1 files from https:\/\/example\.com\//);
  t.equal(forked.state.status, 'building', 'a fork alone is not output');
  refuses(t, ready(), { type: 'RecordFork', data: { source_url: 'x', final_url: 'x', files: [], skipped: [] } }, 'conflict');
});

t.test('the request records project, sandbox session, search score and base', async (t) => {
  const state = run(initialJobState, {
    type: 'RequestJob',
    data: {
      query: 'q',
      files: [ref('index.html')],
      source_url: null,
      user_id: 'u',
      project_id: 'p',
      source: 'cache',
      sandbox_session: 'sbx_x',
      search_score: 0.9,
      base: { kind: 'cache', job_id: 'job_x', score: 0.9 },
    },
  }).state;
  t.equal(state.sandboxSession, 'sbx_x');
  t.equal(state.searchScore, 0.9);
  t.same(state.base, { kind: 'cache', job_id: 'job_x', score: 0.9 });
  t.equal(state.source, 'cache');
});

t.test('cancel: building or partial -> failed with reason cancelled; final jobs refuse it', async (t) => {
  for (const start of [building(), partial()]) {
    const { state, events } = run(start, { type: 'CancelJob' });
    t.equal(events.length, 1);
    t.equal(events[0]!.type, 'JobFailed');
    t.equal(state.status, 'failed');
    t.equal(state.error, 'Cancelled by the caller.');
    t.equal(state.failureReason, 'cancelled');
    t.equal(errorCodeOf(state), 'cancelled');
  }
  refuses(t, ready(), { type: 'CancelJob' }, 'conflict');
  refuses(t, failed(), { type: 'CancelJob' }, 'conflict');
  refuses(t, initialJobState, { type: 'CancelJob' }, 'not_found');
  t.equal(errorCodeOf(ready()), '', 'a ready job has no error code');
  t.equal(errorCodeOf(failed()), 'engine');
});

t.test('an earlier result reused: requested and ready in one event (JobReused), final from the start', async (t) => {
  const files = [ref('index.html'), ref('styles.css', 'b'.repeat(64))];
  const checks = { html_valid: true, links_ok: true, accessibility_problems: 0, problems: [] };
  const data: JobReused['data'] = {
    query: 'A bakery site',
    files,
    source_url: null,
    user_id: null,
    project_id: 'p1',
    source: 'cache',
    sandbox_session: 'sbx_1',
    search_score: 1,
    base: { kind: 'cache', job_id: 'job_earlier', score: 1 },
    deployment_id: 'dep_earlier',
    checks,
    progress: 'Done (reused an identical earlier result)',
  };
  const reuse: JobCommand = { type: 'ReuseResult', data };
  const { state, events } = run(initialJobState, reuse);
  t.same(
    events.map((event) => event.type),
    ['JobReused'],
  );
  t.match(state, {
    exists: true,
    status: 'ready',
    query: 'A bakery site',
    projectId: 'p1',
    source: 'cache',
    deploymentId: 'dep_earlier',
    progress: 'Done (reused an identical earlier result)',
    checks,
    eventCount: 1,
  });
  t.same(state.files, files, 'its files are the earlier result');
  t.same(state.inputFiles, files);
  t.equal(state.finishedAt, state.createdAt, 'ready the moment it was requested');
  t.notOk(isActive(state));
  refuses(t, state, reuse, 'conflict');
  refuses(t, state, request, 'conflict');
  refuses(t, state, { type: 'StartAttempt', attempt: 1, generatorId: 'g', engine: 'offline' }, 'conflict');
  refuses(t, state, { type: 'CancelJob' }, 'conflict');
  t.equal(
    run(state, { type: 'ReportDeployment', deployUrl: 'https://x.example/', deploymentId: 'dep_earlier' }).state.deployUrl,
    'https://x.example/',
    'it can be deployed',
  );
  refuses(t, initialJobState, { type: 'ReuseResult', data: { ...data, files: [] } }, 'conflict');
  // A JobReused after a job's request (the server's checks keep it out; a reader ignores it).
  const requested = building();
  const [stray] = run(initialJobState, reuse).events;
  t.equal(evolve(requested, stray!).status, 'building', 'it does not move a job already requested');
});

t.test("the scheduler's admission: once, on a waiting job; the job is queued until admitted or started", async (t) => {
  const { isQueued } = await import('../../shared/jobs/job-state.ts');
  const waiting = building();
  t.ok(isQueued(waiting), 'a requested job waits in its queue');
  const admitted = run(waiting, { type: 'AdmitJob', requestedSeq: 7, waitedMs: 1_250 });
  t.same(
    admitted.events.map((event) => [event.type, event.data]),
    [['JobAdmitted', { requested_seq: 7, waited_ms: 1_250 }]],
  );
  t.equal(admitted.state.status, 'building', 'admitted is still building (the status set stays as the contract has it)');
  t.equal(admitted.state.admitted, true);
  t.notOk(isQueued(admitted.state), 'no longer waiting');
  refuses(t, admitted.state, { type: 'AdmitJob', requestedSeq: 7, waitedMs: 0 }, 'conflict');
  refuses(t, ready(), { type: 'AdmitJob', requestedSeq: 7, waitedMs: 0 }, 'conflict');
  refuses(t, initialJobState, { type: 'AdmitJob', requestedSeq: 7, waitedMs: 0 }, 'not_found');
  const started = run(waiting, { type: 'StartAttempt', attempt: 1, generatorId: 'g', engine: 'offline' }).state;
  t.notOk(isQueued(started), 'a job a generator started without an admission (a log from before the scheduler) is not waiting');
  t.notOk(isQueued(failed()), 'a cancelled or failed job is not waiting');
  t.equal(
    run(admitted.state, { type: 'StartAttempt', attempt: 1, generatorId: 'g', engine: 'offline' }).state.progress,
    'Starting',
    'an admitted job starts as before',
  );
});

t.test('ready and failed are the final statuses, for the server and the client package alike', async (t) => {
  const { isFinal, JOB_STATUSES } = await import('../../shared/jobs/job-status.ts');
  const { isFinalStatus } = await import('../../shared/client/index.ts');
  t.same(JOB_STATUSES.filter(isFinal), ['ready', 'failed']);
  t.same(JOB_STATUSES.filter(isFinalStatus), ['ready', 'failed'], "the client's isFinalStatus is the same rule");
  t.notOk(isActive(ready()), 'a ready job is not active');
  t.ok(isActive(partial()), 'a partial job is active');
});

t.test('refusals are values with plain messages; another account sees no job at all', async (t) => {
  const { asSeenBy } = await import('../../shared/jobs/job-state.ts');
  t.same(decide({ type: 'CancelJob' }, ready()), {
    refused: { code: 'conflict', message: 'Cannot cancel the job: the job is already ready.' },
  });
  t.same(decide({ type: 'CancelJob' }, initialJobState), { refused: { code: 'not_found', message: 'No job with this id exists.' } });
  t.same(decide({ type: 'CancelJob' }, asSeenBy(building(), 'acct_other')), {
    refused: { code: 'not_found', message: 'No job with this id exists.' },
  });
  t.equal(asSeenBy(building(), 'acct_1').status, 'building', "the owner's view is the job itself");
  t.match(decide({ type: 'ReportDeployment', deployUrl: 'https://a.example', deploymentId: '' }, building()), {
    refused: { code: 'conflict', message: /^The job is building; a deployment can be reported only for a ready job\./ },
  });
});
