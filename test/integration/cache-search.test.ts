// The cache search: the same request is found by primary key in `reusable_results` before the
// trigram search, and a search that runs past CACHE_SEARCH_TIMEOUT_MS is cut off by PostgreSQL,
// the job then starting from the request with the score of what was found, on the same connection.
import pg from 'pg';
import t from 'tap';
import { SEARCH_SQL } from '../../services/gateway/starting-point/cache-search.ts';
import { startStack, type TestStack } from '../support/stack.ts';

let stack: TestStack;
let apiKey: string;
let accountId: string;

t.before(async () => {
  stack = await startStack({ env: { CACHE_SEARCH_TIMEOUT_MS: '200' } });
  ({ apiKey, accountId } = await stack.createAccount({ name: 'Cache', burst: 50, rate_limit_per_minute: 600 }));
});
t.teardown(() => stack?.stop());

const generate = (query: string) => stack.http('POST', '/generate', { apiKey, body: { query } });

t.test('the same request (case and spacing aside) is found by primary key, however many results it has', async (t) => {
  const query = 'A site for a violin teacher called Ada in Porto';
  const first = await generate(query);
  await stack.waitForJob(first.body.job_id, apiKey);
  await stack.caughtUp();

  const again = await generate(`\t${query.toUpperCase().replace(/ /g, '  ')}\n`);
  t.equal(again.body.source, 'cache');
  t.equal(again.body.search_score, 1);
  t.ok(again.body.cached_files.length > 0);

  const client = new pg.Client({ connectionString: stack.db.url });
  await client.connect();
  t.teardown(() => client.end());
  // Three thousand more ready results of that request, written in one go so the table's
  // statistics are stale, as on a young or fast-growing service. Searching `jobs` itself, the
  // planner then took the trigram index and filtered and sorted every one of them on each request.
  await client.query(
    `insert into jobs
     select (jsonb_populate_record(j, jsonb_build_object('id', j.id || '_' || g, 'created_at', j.created_at + g * interval '1 ms'))).*
       from jobs j, generate_series(1, 3000) g
      where j.id = $1`,
    [first.body.job_id],
  );
  const analyzed = await client.query(`explain (analyze, buffers, format json) ${SEARCH_SQL}`, [accountId, query]);
  const plan = analyzed.rows[0]['QUERY PLAN'][0].Plan;
  const blocks = Number(plan['Shared Hit Blocks'] ?? 0) + Number(plan['Shared Read Blocks'] ?? 0);
  t.ok(blocks < 50, `the search read ${blocks} blocks (8 KiB each), not the account's 3,000 results`);
  const text = JSON.stringify(plan);
  t.match(text, /reusable_results/, 'the same request is looked up in reusable_results');
  t.notMatch(text, /"Node Type":"Sort"/, 'without a sort');
  const lines = (await client.query(`explain (analyze, costs off) ${SEARCH_SQL}`, [accountId, query])).rows.map(
    (row: Record<string, string>) => String(Object.values(row)[0]),
  );
  const trigram = lines.findIndex((line) => /Order By: .*<->/.test(line));
  t.ok(trigram > 0, 'the plan has the trigram branch');
  t.ok(
    lines.slice(Math.max(0, trigram - 3), trigram + 1).some((line) => /never executed/.test(line)),
    'which is never executed when the same request is found',
  );

  const third = await generate(query);
  t.equal(third.body.search_score, 1);
  const reused = await stack.waitForJob(third.body.job_id, apiKey);
  t.equal(reused.status, 'ready', 'the same request is ready at once from the oldest result');
});

t.test('a search past the statement timeout leaves the job `generated` with score 0', async (t) => {
  const query = 'A site for a cello teacher called Bo in Turin';
  const first = await generate(query);
  await stack.waitForJob(first.body.job_id, apiKey);
  await stack.caughtUp();

  // Another session holds the jobs table: the search waits on the lock until PostgreSQL cancels it.
  const locker = new pg.Client({ connectionString: stack.db.url });
  await locker.connect();
  t.teardown(() => locker.end());
  const watcher = new pg.Client({ connectionString: stack.db.url });
  await watcher.connect();
  t.teardown(() => watcher.end());
  await locker.query('begin');
  await locker.query('lock table jobs in access exclusive mode');
  const started = Date.now();
  const request = generate(query);
  // The cache search's session waiting on the lock, named in pg_stat_activity: the one whose
  // statement PostgreSQL is about to cancel.
  let waiting: number | undefined;
  while (waiting === undefined && Date.now() - started < 5_000) {
    const rows = await watcher.query<{ pid: number }>(
      `select pid from pg_stat_activity where application_name = 'sitewright-cache-search' and wait_event_type = 'Lock'`,
    );
    waiting = rows.rows[0]?.pid;
  }
  const blocked = await request;
  const tookMs = Date.now() - started;
  await locker.query('rollback');
  t.ok(waiting, `the cache search's session (${waiting}) waited on the lock`);

  t.equal(blocked.status, 200, 'accepted all the same');
  t.equal(blocked.body.source, 'generated');
  t.equal(blocked.body.search_score, 0);
  t.same(blocked.body.cached_files, []);
  t.ok(tookMs < 5_000, `answered without waiting for the lock (${tookMs} ms)`);

  const after = await generate(query);
  t.equal(after.body.source, 'cache', 'with the lock gone, the same request is found again');
  const alive = await watcher.query(`select 1 from pg_stat_activity where pid = $1 and application_name = 'sitewright-cache-search'`, [
    waiting,
  ]);
  t.equal(alive.rowCount, 1, 'a cancelled search keeps its connection: that session is still open');
});

t.test('the very same request asked again is answered from memory, without a statement', async (t) => {
  const query = 'A site for a harp teacher called Nell in Cork';
  const first = await generate(query);
  await stack.waitForJob(first.body.job_id, apiKey);
  await stack.caughtUp();
  const found = await generate(query);
  t.match(found.body, { source: 'cache', search_score: 1 }, 'found by the search');

  // Nothing the search pool asks can be answered now: the table is locked until PostgreSQL cancels.
  const locker = new pg.Client({ connectionString: stack.db.url });
  await locker.connect();
  t.teardown(() => locker.end());
  await locker.query('begin');
  await locker.query('lock table jobs in access exclusive mode');
  try {
    const again = await generate(`  ${query.toUpperCase()} `);
    t.equal(again.status, 200);
    t.match(again.body, { source: 'cache', search_score: 1 }, 'the same request (case and spacing aside) is still the same result');
    t.same(again.body.cached_files, found.body.cached_files, 'with its files');
    const other = await generate('A site for a lute maker called Ivo in Cork');
    t.match(other.body, { source: 'generated', search_score: 0 }, 'another request needs the search, which the lock cuts off');
  } finally {
    await locker.query('rollback');
  }
});
