// The migrations (run from code at start) and the MikroORM entities describe the same schema, and
// several services may migrate the same database at the same moment.
import t from 'tap';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { initialJobState, type JobState } from '../../shared/jobs/job-state.ts';
import { isReusable } from '../../shared/jobs/reusable-result.ts';
import { createTestDatabase } from '../support/postgres.ts';

t.test('migrations build exactly the schema the entities describe; concurrent runs are safe', async (t) => {
  const db = await createTestDatabase();
  const orms = await Promise.all([openOrm(db.url), openOrm(db.url), openOrm(db.url)]);
  try {
    await Promise.all(orms.map((orm) => migrate(orm, db.url)));
    const diff = await orms[0]!.schema.getUpdateSchemaSQL();
    t.equal(diff.trim(), '', 'no difference between the migrated database and the entities');
    const applied = await orms[0]!.migrator.getExecuted();
    t.same(
      applied.map((m) => m.name),
      [
        '0001-initial-read-model',
        '0002-projects-and-search',
        '0003-account-scoped-search',
        '0004-projection-status',
        '0005-exact-request-index',
        '0008-analytics-and-audit',
        '0009-reusable-results',
        '0010-reusable-column',
        '0011-identical-reuses-not-reusable',
        '0012-trigram-signature-length',
        '0013-queued-jobs',
        '0014-rendered-status',
        '0015-binary-blobs',
        '0016-recent-trigram-search',
        '0017-account-retention',
        '0018-per-account-blobs',
        '0019-erasure-tombstones',
      ],
      'each migration ran once',
    );
  } finally {
    await Promise.all(orms.map((orm) => orm.close()));
    await db.drop();
  }
});

t.test('migrations 0010 and 0011 mark exactly the earlier results a new request may reuse', async (t) => {
  const db = await createTestDatabase();
  const orm = await openOrm(db.url);
  try {
    await orm.migrator.up({ to: '0009-reusable-results' });
    const state = (source: string, inputFiles: number, base: string | null, score = 0.9) => ({
      ...initialJobState,
      exists: true,
      source,
      inputFiles: Array.from({ length: inputFiles }, (_, i) => ({ path: `f${i}.html`, digest: 'a'.repeat(64), size: 1, language: 'html' })),
      base: base ? { kind: base, job_id: 'job_base', score } : null,
    });
    const cases = [
      { id: 'job_generated', state: state('generated', 0, null) },
      { id: 'job_from_cache', state: state('cache', 3, 'cache') },
      { id: 'job_edit', state: state('edit', 2, null) },
      { id: 'job_project_edit', state: state('generated', 2, 'project') },
      { id: 'job_fork', state: state('fork', 0, null) },
      { id: 'job_same_request', state: state('cache', 3, 'cache', 1) },
      { id: 'job_restore', state: state('cache', 3, 'project', 1) },
    ];
    const client = orm.em.getConnection();
    for (const { id, state } of cases) {
      await client.execute(
        `insert into jobs (id, account_id, status, query, source, sandbox_session, progress, error, created_at, deployment_id, deploy_url, attempts,
           prompt_tokens, completion_tokens, total_tokens, state, last_seq)
         values (?, 'acct', 'ready', 'a site', ?, '', '', '', now(), 'dep', '', 1, 0, 0, 0, ?, 1)`,
        [id, state.source, JSON.stringify(state)],
      );
    }
    // Recorded as the request's result by the projector's rule of the time.
    await client.execute(
      `insert into reusable_results (account_id, request_hash, job_id, created_at) values ('acct', md5('a site'), 'job_same_request', now())`,
    );
    await orm.migrator.up();
    const rows: { id: string; reusable: boolean }[] = await client.execute(`select id, reusable from jobs order by id`);
    const expected = Object.fromEntries(cases.map(({ id, state }) => [id, isReusable(state as JobState)]));
    t.same(
      Object.fromEntries(rows.map((row) => [row.id, row.reusable])),
      expected,
      'the column is what the projector computes for each state',
    );
    t.same(
      cases.filter(({ id }) => expected[id]).map(({ id }) => id),
      ['job_generated', 'job_from_cache'],
      'results built from a request alone are reusable; edits, forks, restores and the very same request answered with an earlier result are not',
    );
    const recorded: { job_id: string }[] = await client.execute(`select job_id from reusable_results where account_id = 'acct'`);
    t.same(recorded, [{ job_id: 'job_generated' }], "the request's result is now its oldest reusable one");
  } finally {
    await orm.close();
    await db.drop();
  }
});

t.test("migration 0018 gives each account its own copy of the bodies its jobs use, and records the jobs' other bodies", async (t) => {
  const db = await createTestDatabase();
  const orm = await openOrm(db.url);
  try {
    await orm.migrator.up({ to: '0016-recent-trigram-search' });
    const client = orm.em.getConnection();
    const digest = (letter: string) => letter.repeat(64);
    const ref = (letter: string) => ({ path: `${letter}.html`, digest: digest(letter), size: 1, language: 'html' });
    const shot = (letter: string) => ({ page: 'index.html', device: 'desktop', digest: digest(letter), width: 1, height: 1, bytes: 1 });
    const jobs = [
      // Both accounts use body a (their files); account one's job also started from b and has screenshot s.
      { id: 'job_one', account: 'acct_one', inputFiles: [ref('b')], screenshots: [shot('c')] },
      { id: 'job_two', account: 'acct_two', inputFiles: [], screenshots: [] },
    ];
    for (const job of jobs) {
      const state = { ...initialJobState, exists: true, jobId: job.id, accountId: job.account, inputFiles: job.inputFiles };
      const snapshot = { ...state, rendered: { status: 'done', reason: '', checks: null, screenshots: job.screenshots } };
      await client.execute(
        `insert into jobs (id, account_id, status, query, source, sandbox_session, progress, error, created_at, deployment_id, deploy_url, attempts,
           prompt_tokens, completion_tokens, total_tokens, state, last_seq)
         values (?, ?, 'ready', 'a site', 'generated', '', '', '', now(), 'dep', '', 1, 0, 0, 0, ?, 1)`,
        [job.id, job.account, JSON.stringify(snapshot)],
      );
      await client.execute(
        `insert into job_files (job_id, path, position, digest, size, language) values (?, 'index.html', 0, ?, 1, 'html')`,
        [job.id, digest('a')],
      );
    }
    for (const letter of ['a', 'b', 'd']) {
      await client.execute(`insert into blobs (digest, content, size) values (?, ?, 1)`, [digest(letter), `body ${letter}`]);
    }
    await orm.migrator.up();
    t.same(
      await client.execute(`select account_id, left(digest, 1) as d, content from blobs order by account_id, digest`),
      [
        { account_id: 'acct_one', d: 'a', content: 'body a' },
        { account_id: 'acct_one', d: 'b', content: 'body b' },
        { account_id: 'acct_two', d: 'a', content: 'body a' },
      ],
      "a body used by two accounts' jobs is two rows; a starting file's is kept; one no job uses is gone",
    );
    t.same(
      await client.execute(`select job_id, account_id from job_files order by job_id`),
      [
        { job_id: 'job_one', account_id: 'acct_one' },
        { job_id: 'job_two', account_id: 'acct_two' },
      ],
      "each file row carries its job's account",
    );
    t.same(
      await client.execute(`select job_id, kind, left(digest, 1) as d, account_id from job_blob_refs order by kind`),
      [
        { job_id: 'job_one', kind: 'input', d: 'b', account_id: 'acct_one' },
        { job_id: 'job_one', kind: 'screenshot', d: 'c', account_id: 'acct_one' },
      ],
      "a job's starting files and screenshots are recorded",
    );
  } finally {
    await orm.close();
    await db.drop();
  }
});
