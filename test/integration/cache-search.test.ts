// The cache search: the same request is found through the hash index before the trigram search,
// and a search that runs past CACHE_SEARCH_TIMEOUT_MS is cut off by PostgreSQL, the job then
// starting from the request with the score of what was found.
import pg from 'pg';
import t from 'tap';
import { REQUEST_HASH, SEARCH_SQL } from '../../services/gateway/starting-point/cache-search.ts';
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

t.test('the same request (case and spacing aside) is found by the hash index', async (t) => {
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
  // On a table this small the planner picks any index or a scan; what matters is that the hash
  // index can answer the query as the search writes it. The other index is set aside for the plan.
  await client.query('begin');
  await client.query('set local enable_seqscan = off');
  await client.query('drop index jobs_ready_account_query_trgm');
  const plan = await client.query(
    `explain select j.id from jobs j where j.account_id = $1 and j.status = 'ready'
       and ${REQUEST_HASH('j.query')} = ${REQUEST_HASH('$2::text')}`,
    [accountId, query],
  );
  await client.query('rollback');
  const text = plan.rows.map((row: Record<string, string>) => Object.values(row)[0]).join('\n');
  t.match(text, /jobs_ready_account_request_hash[\s\S]*Index Cond: .*md5\(/, 'the exact-match query is answered by the hash index, hash included');

  // The search as the gateway sends it: with the same request found, the trigram branch never runs.
  const analyzed = await client.query(`explain (analyze, costs off) ${SEARCH_SQL}`, [accountId, query]);
  const lines = analyzed.rows.map((row: Record<string, string>) => String(Object.values(row)[0]));
  const trigram = lines.findIndex((line) => /Order By: .*<->/.test(line));
  t.ok(trigram > 0, 'the plan has the trigram branch');
  t.ok(lines.slice(Math.max(0, trigram - 3), trigram + 1).some((line) => /never executed/.test(line)), 'which is never executed when the same request is found');
  t.match(lines.join('\n'), /Index Scan using jobs_ready_account_request_hash/, 'the same request is found by the hash index');
  t.notMatch(lines.join('\n'), /Sort/, 'the oldest such result comes in index order, without a sort');
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
  await locker.query('begin');
  await locker.query('lock table jobs in access exclusive mode');
  const started = Date.now();
  const blocked = await generate(query);
  const tookMs = Date.now() - started;
  await locker.query('rollback');

  t.equal(blocked.status, 200, 'accepted all the same');
  t.equal(blocked.body.source, 'generated');
  t.equal(blocked.body.search_score, 0);
  t.same(blocked.body.cached_files, []);
  t.ok(tookMs < 5_000, `answered without waiting for the lock (${tookMs} ms)`);

  const after = await generate(query);
  t.equal(after.body.source, 'cache', 'with the lock gone, the same request is found again');
});
