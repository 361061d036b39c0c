// The cache search stays bounded whatever an account's history (issue 32): over 50,000 results of
// one account, bulk-loaded as the bench loads a million (test/bench/cache-history.ts),
// - the very same request is found whatever its age (primary key), and a near-duplicate of one of
//   the account's newest results with the score similarity() gives;
// - a request with no near result reads the trigram index over the newest RECENT_RESULTS only, not
//   the account's history (pages counted by EXPLAIN (ANALYZE, BUFFERS)): the walk over the whole
//   account read thousands of pages here (migration 0012's index), and more with every result.
// Times are the bench's business (npm run bench:cache-search); the pages read are what make them.
import pg from 'pg';
import t from 'tap';
import { RECENT_RESULTS, SEARCH_SESSION_OPTIONS, SEARCH_SQL } from '../../services/gateway/starting-point/cache-search.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { loadHistory, nearDuplicate, sameShapeRequest, storedRequest, unrelatedRequest } from '../bench/cache-history.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';

const ACCOUNT = 'acct_bounded';
const HISTORY = 50_000;

let db: TestDatabase;
let client: pg.Client;

t.before(async () => {
  db = await createTestDatabase('sw_bounded');
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  // Sessions set up as the gateway's search pool sets up its own.
  client = new pg.Client({ connectionString: db.url, options: SEARCH_SESSION_OPTIONS });
  await client.connect();
  await loadHistory(client, { account: ACCOUNT, from: 1, count: HISTORY, batch: 25_000 });
  // Another account's results are in the same index and never searched.
  await loadHistory(client, { account: 'acct_other', from: HISTORY + 1, count: 5_000 });
});
t.teardown(async () => {
  await client?.end();
  await db?.drop();
});

type Plan = Record<string, unknown>;
const explain = async (query: string): Promise<Plan> =>
  (await client.query(`explain (analyze, buffers, format json) ${SEARCH_SQL}`, [ACCOUNT, query])).rows[0]['QUERY PLAN'][0].Plan;
const blocksOf = (node: Plan) => Number(node['Shared Hit Blocks'] ?? 0) + Number(node['Shared Read Blocks'] ?? 0);
const nodes = (node: Plan): Plan[] => [node, ...((node.Plans as Plan[] | undefined) ?? []).flatMap(nodes)];

t.test('the same request is found whatever its age, a near-duplicate of a newest result with the score similarity() gives', async (t) => {
  const oldest = await storedRequest(client, 1);
  const same = (await client.query(SEARCH_SQL, [ACCOUNT, `  ${oldest.toUpperCase()} `])).rows[0];
  t.equal(same?.id, 'job_h1', 'the oldest result, by primary key');
  t.equal(Number(same?.score), 1);
  for (const [n, variant] of [
    [HISTORY, 0],
    [HISTORY - 37, 1],
    [HISTORY - 250, 2],
    [HISTORY - RECENT_RESULTS + 1, 3],
  ] as const) {
    const original = await storedRequest(client, n);
    const request = nearDuplicate(original, variant);
    const found = (await client.query(SEARCH_SQL, [ACCOUNT, request])).rows[0];
    t.ok(found, `found for ${request}`);
    const [{ expected, floor }] = (
      await client.query('select similarity($1, $2)::float8 as expected, similarity($1, $3)::float8 as floor', [
        request,
        found.query,
        original,
      ])
    ).rows;
    t.equal(Number(found.score), Number(expected), 'the score is similarity() of the request and the result found');
    t.ok(Number(found.score) >= Number(floor), `at least as near as the result it was made from (${found.score} >= ${floor})`);
    t.ok(Number(found.score) >= 0.8, 'near enough to start from (CACHE_THRESHOLD 0.8)');
  }
});

t.test("a request with no near result reads the newest results' part of the index, not the account's history", async (t) => {
  for (const request of [
    unrelatedRequest(1),
    unrelatedRequest(2),
    sameShapeRequest(3),
    nearDuplicate(await storedRequest(client, 20_202), 1),
  ]) {
    const plan = await explain(request);
    const scan = nodes(plan).find((node) => node['Index Name'] === 'jobs_ready_account_query_trgm');
    t.ok(scan, 'the trigram index is read');
    t.ok(blocksOf(plan) < 400, `read ${blocksOf(plan)} pages (8 KiB each) for an account of ${HISTORY} results`);
    const window = nodes(plan).find((node) => node['Index Name'] === 'jobs_reusable_account_created');
    t.equal(window?.['Actual Rows'], RECENT_RESULTS, 'the window is the newest results, counted in the btree');
  }
});
