// The read model's snapshot of a job's state: versioned, validated when read back.
import t from 'tap';
import { foldJob } from '../../shared/jobs/job-state.ts';
import { fromSnapshot, InvalidSnapshotError, JOB_STATE_SNAPSHOT_VERSION, toSnapshot } from '../../shared/jobs/job-state-snapshot.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';

const requested = jobEnvelope(
  'job_01M84XAAF77QNWADR5XSBA6YNZ',
  {
    type: 'JobRequested',
    version: 1,
    data: {
      query: 'A bakery site',
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
  { accountId: 'acct_1', actor: 'gateway' },
);
const state = foldJob([requested]);

t.test('a snapshot carries its version and reads back as the same state', async (t) => {
  const stored = JSON.parse(JSON.stringify(toSnapshot(state)));
  t.equal(stored.snapshotVersion, JOB_STATE_SNAPSHOT_VERSION);
  t.same(fromSnapshot(stored), state);
  t.notOk('snapshotVersion' in fromSnapshot(stored), 'the version is not part of the state');
});

t.test('snapshots written before versions existed read as version 1', async (t) => {
  t.same(fromSnapshot(JSON.parse(JSON.stringify(state))), state);
});

t.test('a snapshot that is not a job state is refused with a plain reason', async (t) => {
  t.throws(() => fromSnapshot({ ...state, status: 'halfway' }), InvalidSnapshotError);
  t.throws(() => fromSnapshot({ ...state, snapshotVersion: 2 }), InvalidSnapshotError);
  t.throws(() => fromSnapshot(null), /rebuild the read model/);
});
