// The renderer's JobRendered in the job's fold (issue 28): it records what the browser saw of a
// ready job, once, and changes nothing else; snapshots written before it read as `pending`.
import t from 'tap';
import type { JobEvent, JobRendered } from '../../shared/events/catalogue.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { evolve, foldJob, type JobState } from '../../shared/jobs/job-state.ts';
import { fromSnapshot, toSnapshot } from '../../shared/jobs/job-state-snapshot.ts';
import { requestedEvent } from '../support/job-events.ts';

const JOB = 'job_01JB0000000000000000000000';
const envelope = (draft: Parameters<typeof jobEnvelope>[1]): JobEvent => jobEnvelope(JOB, draft, { accountId: 'acct_1', actor: 'test' });

const requested = requestedEvent(JOB, 'A bakery site');
const completed = envelope({
  type: 'JobCompleted',
  version: 1,
  data: {
    files: [{ path: 'index.html', digest: 'a'.repeat(64), size: 10, language: 'html' }],
    deployment_id: 'dep_1',
    progress: 'Done',
    checks: null,
  },
});
const renderedData = (status: JobRendered['data']['status']): JobRendered['data'] => ({
  status,
  reason: status === 'done' ? '' : 'no Chromium',
  checks: status === 'done' ? { pages: 1, problems: [], problem_count: 0 } : null,
  screenshots:
    status === 'done'
      ? [
          { page: 'index.html', device: 'desktop', digest: 'c'.repeat(64), width: 1280, height: 900, bytes: 5000 },
          { page: 'index.html', device: 'phone', digest: 'd'.repeat(64), width: 375, height: 1600, bytes: 4000 },
        ]
      : [],
});
const rendered = (status: JobRendered['data']['status']) => envelope({ type: 'JobRendered', version: 1, data: renderedData(status) });

t.test('a ready job is pending until its JobRendered, which records status, checks and screenshots', async (t) => {
  const ready = foldJob([requested, completed]);
  t.equal(ready.rendered.status, 'pending');
  const done = evolve(ready, rendered('done'));
  const { status, reason, checks, screenshots } = renderedData('done');
  t.same(done.rendered, { status, reason, checks, screenshots });
  const { rendered: _after, eventCount: _count, ...rest } = done;
  const { rendered: _before, eventCount: _count2, ...restBefore } = ready;
  t.same(rest, restBefore, 'nothing else about the job changes');
});

t.test('a second JobRendered, or one on a job not ready, changes nothing', async (t) => {
  const done = foldJob([requested, completed, rendered('done')]);
  t.same(evolve(done, rendered('unavailable')).rendered, done.rendered, 'the first record stands');
  const building: JobState = foldJob([requested]);
  t.equal(evolve(building, rendered('done')).rendered.status, 'pending', 'a building job is never rendered');
});

t.test('a snapshot written before the renderer reads as pending; one after keeps what was rendered', async (t) => {
  const done = foldJob([requested, completed, rendered('done')]);
  const { rendered: _dropped, ...older } = JSON.parse(JSON.stringify(toSnapshot(done)));
  t.equal(fromSnapshot(older).rendered.status, 'pending');
  t.same(fromSnapshot(JSON.parse(JSON.stringify(toSnapshot(done)))), done);
});
