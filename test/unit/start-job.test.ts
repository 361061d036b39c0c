// The gateway's one "start a job" command (services/gateway/jobs/start-job.ts), for POST /generate
// and a project restore: its pure decision, and the command against a log kept in memory that
// enforces what the server does (Nats-Msg-Id dedup first, then the expected last subject sequence).
import t from 'tap';
import type { JobRequested, JobReused, SitewrightEvent } from '../../shared/events/catalogue.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { projectSubject } from '../../shared/events/subjects.ts';
import type { AppendOptions, EventLog, StoredEvent } from '../../shared/event-log/event-log.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { evolve, initialJobState } from '../../shared/jobs/job-state.ts';
import { projectKey } from '../../shared/projects/project-key.ts';
import { decideStart, startJob, type StartJob } from '../../services/gateway/jobs/start-job.ts';

const JOB = 'job_01JB0000000000000000000000';
const context = { accountId: 'acct_1', actor: 'gateway', requestId: 'req-1' };
const files: FileRef[] = [{ path: 'index.html', digest: 'a'.repeat(64), size: 10, language: 'html' }];
const requestData: JobRequested['data'] = {
  query: 'A bakery site',
  files: [],
  source_url: null,
  user_id: null,
  project_id: 'p1',
  source: 'generated',
  sandbox_session: 'sbx_1',
  search_score: 0,
  base: null,
};
const reuseData: JobReused['data'] = {
  ...requestData,
  files,
  source: 'cache',
  search_score: 1,
  base: { kind: 'cache', job_id: 'job_01JB0000000000000000000001', score: 1 },
  deployment_id: 'dep_1',
  checks: null,
  progress: 'Done (reused an identical earlier result)',
};
const request: StartJob = { jobId: JOB, command: { type: 'RequestJob', data: requestData }, context };
const reuse: StartJob = { jobId: JOB, command: { type: 'ReuseResult', data: reuseData }, context };

/** The event a start decides; a refusal fails the test. */
function decidedEvent(start: StartJob, state = initialJobState) {
  const { result } = decideStart(start, state);
  if ('refused' in result) throw new Error(`refused: ${result.refused.message}`);
  return result.event;
}

/** An EventLog in memory: appends and last-event reads, checked as the server checks them. */
function memoryLog() {
  const stored: StoredEvent[] = [];
  const msgIds = new Map<string, number>();
  const unused = () => Promise.reject(new Error('not used by this command'));
  const log: EventLog = {
    append: async (subject: string, event: SitewrightEvent, options: AppendOptions = {}) => {
      const duplicate = options.msgId === undefined ? undefined : msgIds.get(options.msgId);
      if (duplicate !== undefined) return duplicate;
      const last = stored.findLast((each) => each.subject === subject)?.seq ?? 0;
      if (options.expectLastSubjectSeq !== undefined && options.expectLastSubjectSeq !== last) throw new SequenceConflictError(subject);
      const seq = stored.length + 1;
      stored.push({ seq, subject, event });
      if (options.msgId !== undefined) msgIds.set(options.msgId, seq);
      return seq;
    },
    last: async (subject: string) => stored.findLast((each) => each.subject === subject) ?? null,
    readJob: unused,
    readJobHead: unused,
    readSubjects: unused,
  };
  return { log, stored };
}

t.test("a new request decides one JobRequested on the job's requested subject, deduplicated by the job id", async (t) => {
  const decision = decideStart(request, initialJobState);
  t.equal(decision.append.length, 1);
  const [append] = decision.append;
  t.equal(append!.subject, `jobs.${JOB}.requested`);
  t.equal(append!.msgId, JOB, 'Nats-Msg-Id is the job id: a retry inside the duplicate window is dropped');
  t.match(append!.event, {
    type: 'JobRequested',
    job_id: JOB,
    account_id: 'acct_1',
    actor: 'gateway',
    request_id: 'req-1',
    data: requestData,
  });
  t.same(decision.result, { event: append!.event }, 'the result is the event appended');
});

t.test('an earlier result reused decides one JobReused, which folds to a ready job', async (t) => {
  const decision = decideStart(reuse, initialJobState);
  t.match(decision.append, [{ subject: `jobs.${JOB}.requested`, msgId: JOB, event: { type: 'JobReused' } }]);
  t.equal(evolve(initialJobState, decidedEvent(reuse)).status, 'ready');
});

t.test("decide's refusals come back as values, with nothing to append", async (t) => {
  const noFiles = decideStart({ ...reuse, command: { type: 'ReuseResult', data: { ...reuseData, files: [] } } }, initialJobState);
  t.same(noFiles, { append: [], result: { refused: { code: 'conflict', message: 'Cannot reuse a result with no files.' } } });
  const started = evolve(initialJobState, decidedEvent(request));
  t.match(decideStart(request, started), {
    append: [],
    result: { refused: { code: 'conflict', message: 'A job with this id already exists.' } },
  });
});

t.test('a new request is appended once; a concurrent start of the same id is a duplicate, not an error', async (t) => {
  const { log, stored } = memoryLog();
  const first = await startJob(log, request);
  t.match(first, {
    kind: 'started',
    requested: { seq: 1, subject: `jobs.${JOB}.requested`, event: { type: 'JobRequested' } },
    state: { status: 'building' },
  });
  t.same(
    stored.map((each) => each.subject),
    [`jobs.${JOB}.requested`],
    'a building job moves no project pointer',
  );
  // A retry inside the duplicate window: the server drops it by its Nats-Msg-Id and acknowledges the first.
  t.match(await startJob(log, request), { kind: 'started', requested: { seq: 1 } });
  t.equal(stored.length, 1, 'still one event');
  // The same id started again by another request, after the duplicate window: the subject is not empty.
  const { log: later } = memoryLog();
  await later.append(`jobs.${JOB}.requested`, stored[0]!.event, { expectLastSubjectSeq: 0 });
  t.same(await startJob(later, request), { kind: 'duplicate' });
});

t.test("a job ready at once moves its project's pointer to it, after its own event", async (t) => {
  const { log, stored } = memoryLog();
  const outcome = await startJob(log, reuse);
  t.match(outcome, { kind: 'started', state: { status: 'ready' } });
  const pointer = projectSubject(projectKey('acct_1', 'p1'));
  t.same(
    stored.map((each) => each.subject),
    [`jobs.${JOB}.requested`, pointer],
  );
  t.match(stored[1]!.event, {
    type: 'ProjectVersionReady',
    actor: 'gateway',
    data: { project_id: 'p1', job_id: JOB, sandbox_session: 'sbx_1' },
  });
});

t.test('a refused start appends nothing', async (t) => {
  const { log, stored } = memoryLog();
  const outcome = await startJob(log, { ...reuse, command: { type: 'ReuseResult', data: { ...reuseData, files: [] } } });
  t.same(outcome, { kind: 'refused', refusal: { code: 'conflict', message: 'Cannot reuse a result with no files.' } });
  t.same(stored, []);
});
