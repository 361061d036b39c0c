// The cache search's statement, as PostgreSQL runs it:
// - it stays a primary-key probe for the same request under the plan PostgreSQL caches for it.
//   Each gateway connection prepares the statement once; after a few runs PostgreSQL keeps a
//   generic plan, built with the table sizes of that moment and kept until the tables are next
//   analysed. A plan made while `jobs` was nearly empty once scanned the whole partial trigram
//   index for every search, exact or not (issue 9's POST figures): the read grew with every
//   reusable job in the database;
// - its trigram branch reads a small part of a large account's index (migration 0012).
import pg from 'pg';
import t, { type Test } from 'tap';
import { SEARCH_SESSION_OPTIONS, SEARCH_SQL } from '../../services/gateway/starting-point/cache-search.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { requestHashSql } from '../../shared/db/reusable-results.ts';
import { createTestDatabase, type TestDatabase } from '../support/postgres.ts';
import { queryOf } from '../bench/distinct-queries.ts';

const ACCOUNT = 'acct_plan';
const QUERY = 'A website for a bakery called Sunrise Bakery in Lyon';

let db: TestDatabase;
let client: pg.Client;

/** A database of its own for each test, migrated; `client` is connected to it. */
async function freshDatabase(t: Test): Promise<void> {
  db = await createTestDatabase('sw_plan');
  const orm = await openOrm(db.url);
  await migrate(orm, db.url);
  await orm.close();
  // Sessions set up as the gateway's search pool sets up its own.
  client = new pg.Client({ connectionString: db.url, options: SEARCH_SESSION_OPTIONS });
  await client.connect();
  const [thisDb, thisClient] = [db, client];
  t.teardown(async () => {
    await thisClient.end();
    await thisDb.drop();
  });
}

/** Ready, reusable jobs of one account (ids job_<from> to job_<from + count - 1>), three files each. */
async function addReadyJobs(from: number, count: number, query: (n: number) => string, account = ACCOUNT): Promise<void> {
  const queries = Array.from({ length: count }, (_, i) => query(from + i));
  await client.query(
    `insert into jobs (id, account_id, status, query, source, progress, error, sandbox_session, created_at, deployment_id, deploy_url,
                       attempts, prompt_tokens, completion_tokens, total_tokens, state, last_seq, reusable)
     select 'job_' || (g.n + $2 - 1), $1, 'ready', g.q, 'generated', 'Done', '', '', now(), 'dep', '', 1, 0, 0, 0, '{}'::jsonb, g.n + $2 - 1, true
       from unnest($3::text[]) with ordinality as g(q, n)`,
    [account, from, queries],
  );
  await client.query(
    `insert into job_files (job_id, account_id, path, position, digest, size, language)
     select 'job_' || n, $3, f.path, f.position, 'digest', 10, 'html'
       from generate_series($1::int, $2::int) n, (values ('index.html', 0), ('styles.css', 1), ('app.js', 2)) f(path, position)`,
    [from, from + count - 1, account],
  );
}

/** The plan the connection cached for the prepared search, run for `query`, as EXPLAIN's JSON. */
async function cachedPlan(query: string): Promise<Record<string, unknown>> {
  const result = await client.query(
    `explain (analyze, buffers, format json) execute cache_search(${client.escapeLiteral(ACCOUNT)}, ${client.escapeLiteral(query)})`,
  );
  return result.rows[0]['QUERY PLAN'][0].Plan;
}

const blocksOf = (node: Record<string, unknown>) => Number(node['Shared Hit Blocks'] ?? 0) + Number(node['Shared Read Blocks'] ?? 0);

/** The plan nodes under `node`, depth first. */
function nodes(node: Record<string, unknown>): Record<string, unknown>[] {
  const children = (node.Plans as Record<string, unknown>[] | undefined) ?? [];
  return [node, ...children.flatMap(nodes)];
}

t.test('a plan cached while the tables were nearly empty still probes by primary key once they are not', async (t) => {
  await freshDatabase(t);
  await addReadyJobs(1, 1, () => QUERY);
  await client.query(
    `insert into reusable_results (account_id, request_hash, job_id, created_at) values ($1, ${requestHashSql('$2::text')}, 'job_1', now())`,
    [ACCOUNT, QUERY],
  );
  // The generic plan is made at the first run, as it would be after a gateway's first few searches.
  await client.query('set plan_cache_mode = force_generic_plan');
  await client.query(`prepare cache_search(text, text) as ${SEARCH_SQL}`);
  const first = await client.query(`execute cache_search(${client.escapeLiteral(ACCOUNT)}, ${client.escapeLiteral(QUERY)})`);
  t.equal(first.rows[0]?.id, 'job_1', 'found while the table holds one job');

  // Then the database grows, faster than anything analyses it.
  await addReadyJobs(2, 6_000, (n) => `${QUERY} (${n})`);

  const same = await cachedPlan(QUERY);
  t.ok(blocksOf(same) < 50, `the same request read ${blocksOf(same)} blocks (8 KiB each), not the 6,001 reusable jobs`);
  const exact = nodes(same).find((node) => node['Relation Name'] === 'jobs' && node['Actual Loops'] === 1 && node['Actual Rows'] === 1);
  t.equal(exact?.['Index Name'], 'jobs_pkey', 'the job is read by its primary key');

  // Another request: the exact branch finds nothing, cheaply, and the trigram branch answers.
  const other = await cachedPlan('A florist in Porto');
  const append = nodes(other).find((node) => node['Node Type'] === 'Append');
  const exactBranch = (append?.Plans as Record<string, unknown>[] | undefined)?.[0];
  t.ok(exactBranch, 'the plan has the exact branch');
  t.ok(blocksOf(exactBranch!) < 10, `the exact branch read ${blocksOf(exactBranch!)} blocks for a request it does not hold`);
  t.equal(exactBranch?.['Index Name'], 'jobs_pkey');
  const nearest = (append?.Plans as Record<string, unknown>[] | undefined)?.[1];
  t.ok(
    nodes(nearest ?? {}).some((node) => node['Index Name'] === 'jobs_ready_account_query_trgm'),
    'the nearest result comes from the trigram index, in distance order',
  );
  t.notOk(
    nodes(nearest ?? {}).some((node) => node['Node Type'] === 'Sort'),
    "not from a sort of the account's results read by another index",
  );
});

t.test('the nearest earlier request is found reading a small part of a large account', async (t) => {
  await freshDatabase(t);
  // The benches' distinct requests (kinds, names, cities and wishes combined, and the number).
  const request = queryOf;
  // 6,000 distinct requests of one account, written in batches as the projector writes them.
  const first = 100_000;
  const account = 'acct_large';
  for (let batch = 0; batch < 6_000; batch += 500) await addReadyJobs(first + batch, 500, (n) => request(n - first), account);
  const probes = Array.from({ length: 20 }, (_, i) => request(6_000 + 37 * i));
  let blocks = 0;
  for (const probe of probes) {
    const plan = (await client.query(`explain (analyze, buffers, format json) ${SEARCH_SQL}`, [account, probe])).rows[0]['QUERY PLAN'][0]
      .Plan;
    blocks += blocksOf(plan);
  }
  const found = (await client.query(SEARCH_SQL, [account, probes[3]])).rows[0];
  t.ok(Number(found.score) > 0.8, `a near request is found (${found.query}: ${Number(found.score).toFixed(3)})`);
  // With pg_trgm's default 12-byte signatures the same searches read 118 pages each.
  t.ok(blocks / probes.length < 70, `a search read ${blocks / probes.length} pages (8 KiB each) of an account of 6,000 results`);
});
