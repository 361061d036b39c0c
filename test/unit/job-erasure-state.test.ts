// An erased job on the pure fold (evolve): after its JobErased, and when its events read as erased
// (their key destroyed, as the event sealer opens them), it keeps nothing personal, whatever follows.
import t from 'tap';
import type { JobEvent } from '../../shared/events/catalogue.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { decide, ERASED_JOB } from '../../shared/jobs/decide.ts';
import { evolve, foldJob, initialJobState } from '../../shared/jobs/job-state.ts';

const JOB = 'job_01JB0000000000000000000000';
const ref = { path: 'index.html', digest: 'a'.repeat(64), size: 10, language: 'html' };
const context = { accountId: 'acct_1', actor: 'test' };
const requestData = {
  query: 'A bakery for Ada Lovelace, +44 20 7946 0000',
  files: [ref],
  source_url: null,
  user_id: 'user-ada',
  project_id: 'p1',
  source: 'generated' as const,
  sandbox_session: 'sbx_1',
  search_score: 0,
  base: null,
};
const requested = jobEnvelope(JOB, { type: 'JobRequested', version: 1, data: requestData }, context);
const completed = jobEnvelope(
  JOB,
  { type: 'JobCompleted', version: 1, data: { files: [ref], deployment_id: 'dep_1', progress: 'Done for Ada', checks: null } },
  context,
);
const erasedEvent = jobEnvelope(JOB, { type: 'JobErased', version: 1, data: { by: 'customer' } }, context);

/** An event as the sealer opens it once its key is gone: placeholders, `erased: true`. */
function asErased(event: JobEvent): JobEvent {
  if (event.type === 'JobRequested')
    return { ...event, erased: true, data: { ...event.data, query: '', files: [], user_id: null, project_id: null } };
  if (event.type === 'JobCompleted') return { ...event, erased: true, data: { ...event.data, files: [], progress: '', checks: null } };
  return { ...event, erased: true };
}

const personal = (state: ReturnType<typeof foldJob>) => ({
  query: state.query,
  userId: state.userId,
  files: state.files,
  inputFiles: state.inputFiles,
  progress: state.progress,
  deployUrl: state.deployUrl,
});
const NOTHING = { query: '', userId: null, files: [], inputFiles: [], progress: '', deployUrl: '' };

t.test('JobErased: the job keeps its ids, times, sizes and status, nothing personal', async (t) => {
  const state = foldJob([requested, completed, erasedEvent]);
  t.equal(state.erased, true);
  t.equal(state.status, 'ready');
  t.equal(state.jobId, JOB);
  t.equal(state.deploymentId, 'dep_1');
  t.same(personal(state), NOTHING);
});

t.test('a job whose opening event reads erased is erased from its first event on', async (t) => {
  const opened = evolve(initialJobState, asErased(requested));
  t.equal(opened.exists, true);
  t.equal(opened.erased, true, 'erased without a JobErased');
  t.same(personal(opened), NOTHING);
  t.equal(opened.sandboxSession, 'sbx_1', 'ids stay');
  const later = evolve(opened, asErased(completed));
  t.equal(later.erased, true);
  t.equal(later.status, 'ready');
  t.same(personal(later), NOTHING);
  const reused = evolve(
    initialJobState,
    asErased(
      jobEnvelope(
        JOB,
        {
          type: 'JobReused',
          version: 1,
          data: {
            ...requestData,
            query: '',
            files: [],
            base: { kind: 'cache', job_id: 'job_01JB0000000000000000000001', score: 1 },
            deployment_id: 'dep_1',
            progress: '',
            checks: null,
          },
        },
        context,
      ),
    ),
  );
  t.equal(reused.erased, true, 'a JobReused too');
  t.equal(reused.status, 'ready');
});

t.test('any event after an erasure keeps the job erased, even one that carries personal data', async (t) => {
  const erased = foldJob([requested, completed, erasedEvent]);
  const deployed = evolve(
    erased,
    jobEnvelope(
      JOB,
      { type: 'DeploymentReported', version: 1, data: { deploy_url: 'https://ada.example', deployment_id: 'dep_1' } },
      context,
    ),
  );
  t.equal(deployed.erased, true);
  t.equal(deployed.deployUrl, '', 'the reported URL is not kept');
  t.equal(deployed.eventCount, erased.eventCount + 1);
  const erasedLater = evolve(foldJob([requested]), asErased(completed));
  t.equal(erasedLater.erased, true, 'an erased event of a job read clear so far erases it');
  t.same(personal(erasedLater), NOTHING);
});

t.test('nothing more is decided for a job erased from its first event', async (t) => {
  const opened = evolve(initialJobState, asErased(requested));
  t.same(decide({ type: 'CancelJob' }, opened), { refused: ERASED_JOB });
  t.same(decide({ type: 'EraseJob', by: 'customer' }, opened), { refused: ERASED_JOB });
});
