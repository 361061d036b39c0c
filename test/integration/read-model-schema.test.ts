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
        '0018-erasure-tombstones',
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
