// The cache search at a large history (issue 32): one account's ready results grown step by step
// (`--jobs 10000,100000,1000000`, bulk-loaded by cache-history.ts into a database of its own that
// is kept between runs, so a later run only adds what is missing; `--fresh` starts it again), and
// at each step every design's nearest-result statement timed from this process (round trip, as the
// gateway sees it) over three kinds of request: near-duplicates of results anywhere in the
// history, unrelated requests, and exact repeats (the whole SEARCH_SQL, primary-key branch).
// A near-duplicate counts as found when the design's result is at least as similar as the result
// it was made from. Each design runs alone: in a transaction that drops the other trigram indexes,
// rolled back after, so PostgreSQL cannot choose another design's index.
// Usage: npm run bench:cache-search -- [--jobs 10000,100000] [--probes 40] [--fresh]; prints a
// table per step and one JSON line per step.
import pg from 'pg';
import {
  createCacheSearch,
  RECENT_RESULTS,
  SEARCH_SESSION_OPTIONS,
  SEARCH_SQL,
} from '../../services/gateway/starting-point/cache-search.ts';
import { migrate, openOrm } from '../../shared/db/orm.ts';
import { ADMIN_DATABASE_URL } from '../support/postgres.ts';
import { loadHistory, nearDuplicate, sameShapeRequest, storedRequest, unrelatedRequest } from './cache-history.ts';
import { onSchedule, quantile } from './steady-schedule.ts';

const argument = (name: string, fallback: string) => {
  const at = process.argv.indexOf(`--${name}`);
  return at >= 0 ? process.argv[at + 1]! : fallback;
};
const STEPS = argument('jobs', '10000,100000').split(',').map(Number);
const PROBES = Number(argument('probes', '40'));
const DESIGNS_WANTED = argument('designs', '');
const ACCOUNT = 'acct_history';
const DATABASE = 'sw_cache_bench';
/** A statement past this is cut off and counted as such (the gateway's limit is 50 ms). */
const BENCH_TIMEOUT_MS = 3_000;

/** The search's index since migration 0016: (account, creation time, request). */
const GIST = 'jobs_ready_account_query_trgm';
/** The index of migration 0012, (account, request), the search's until then: built here under another name. */
const GIST_UNBOUNDED = 'bench_jobs_ready_account_query_trgm_0012';
const GIN = 'jobs_ready_account_query_gin';
const TRIGRAM_INDEXES = [GIST, GIN, GIST_UNBOUNDED];

interface Design {
  name: string;
  /** The one trigram index it may use (the others are dropped while it runs); none for the btree designs. */
  index: string | null;
  /** pg_trgm.similarity_threshold for the session, where the design filters with `%`. */
  threshold?: number;
  /** The nearest-result statement ($1 account, $2 request), giving `id` and `score`. */
  sql: string;
}

const READY = `j.account_id = $1 and j.status = 'ready' and j.reusable`;
const DESIGNS: Design[] = [
  {
    name: 'gist-knn (0012)',
    index: GIST_UNBOUNDED,
    sql: `select j.id, similarity(j.query, $2) as score from jobs j where ${READY} order by j.query <-> $2 limit 1`,
  },
  ...[0.5, 0.8].map((threshold) => ({
    name: `gist-knn % ${threshold}`,
    index: GIST_UNBOUNDED,
    threshold,
    sql: `select j.id, similarity(j.query, $2) as score from jobs j where ${READY} and j.query % $2 order by j.query <-> $2 limit 1`,
  })),
  ...[0.3, 0.5, 0.8].map((threshold) => ({
    name: `gin % ${threshold}`,
    index: GIN,
    threshold,
    sql: `select j.id, similarity(j.query, $2) as score from jobs j where ${READY} and j.query % $2 order by similarity(j.query, $2) desc limit 1`,
  })),
  ...[1_000, 10_000].map((k) => ({
    name: `newest ${k}`,
    index: null,
    sql: `select c.id, similarity(c.query, $2) as score
            from (select j.id, j.query from jobs j where ${READY} order by j.created_at desc limit ${k}) c
           order by similarity(c.query, $2) desc limit 1`,
  })),
  ...[RECENT_RESULTS, 5_000].map((k) => ({
    name: `gist-knn newest ${k}${k === RECENT_RESULTS ? ' (0016)' : ''}`,
    index: GIST,
    sql: `select j.id, similarity(j.query, $2) as score from jobs j
           where ${READY}
             and j.created_at >= coalesce((select r.created_at from jobs r where r.account_id = $1 and r.status = 'ready' and r.reusable
                                            order by r.created_at desc offset ${k - 1} limit 1), '-infinity')
           order by j.query <-> $2 limit 1`,
  })),
].filter((design) => !DESIGNS_WANTED || DESIGNS_WANTED.split(',').some((wanted) => design.name.startsWith(wanted)));

function databaseUrl(name: string): string {
  const url = new URL(ADMIN_DATABASE_URL);
  url.pathname = `/${name}`;
  return url.toString();
}

async function openDatabase(): Promise<pg.Client> {
  const admin = new pg.Client({ connectionString: ADMIN_DATABASE_URL });
  await admin.connect();
  if (process.argv.includes('--fresh')) await admin.query(`drop database if exists "${DATABASE}" with (force)`);
  const exists = await admin.query('select 1 from pg_database where datname = $1', [DATABASE]);
  if (exists.rowCount === 0) await admin.query(`create database "${DATABASE}"`);
  await admin.end();
  const url = databaseUrl(DATABASE);
  const orm = await openOrm(url);
  await migrate(orm, url);
  await orm.close();
  const client = new pg.Client({ connectionString: url, options: SEARCH_SESSION_OPTIONS });
  await client.connect();
  await client.query('create extension if not exists btree_gin');
  return client;
}

async function ensureIndexes(client: pg.Client): Promise<void> {
  await client.query(`set maintenance_work_mem = '512MB'`);
  const build = async (name: string, sql: string) => {
    if (!DESIGNS.some((design) => design.index === name)) return;
    const started = performance.now();
    await client.query(sql);
    console.log(`[cache-search] ${name} ready in ${((performance.now() - started) / 1000).toFixed(1)} s`);
  };
  await build(
    GIN,
    `create index if not exists "${GIN}" on jobs using gin (account_id, query gin_trgm_ops) where status = 'ready' and reusable`,
  );
  await build(
    GIST_UNBOUNDED,
    `create index if not exists "${GIST_UNBOUNDED}" on jobs using gist (account_id, query gist_trgm_ops(siglen = 128)) where status = 'ready' and reusable`,
  );
}

/** The promises one after another: a pg client runs one query at a time anyway. */
async function inTurn<T>(starts: (() => Promise<T>)[]): Promise<T[]> {
  const results: T[] = [];
  for (const start of starts) results.push(await start());
  return results;
}

interface Timing {
  p50: number;
  p99: number;
  max: number;
  cut: number;
}

const timingOf = (ms: number[], cut: number): Timing => {
  const sorted = [...ms].sort((a, b) => a - b);
  return { p50: round(quantile(sorted, 0.5)), p99: round(quantile(sorted, 0.99)), max: round(sorted.at(-1) ?? 0), cut };
};
const round = (ms: number) => Number(ms.toFixed(2));

/** Runs `sql` once per probe; the time of each, the score found (null if none or cut off). */
async function timeAll(client: pg.Client, name: string, sql: string, probes: string[], inTransaction = true) {
  const ms: number[] = [];
  const scores: (number | null)[] = [];
  let cut = 0;
  for (const probe of probes) {
    // A statement cut off aborts the design's transaction: each probe runs under a savepoint.
    if (inTransaction) await client.query('savepoint probe');
    const started = performance.now();
    try {
      const result = await client.query<{ score: number }>({ name, text: sql, values: [ACCOUNT, probe] });
      ms.push(performance.now() - started);
      scores.push(result.rows[0] ? Number(result.rows[0].score) : null);
    } catch (error) {
      ms.push(performance.now() - started);
      if ((error as { code?: string }).code !== '57014') throw error;
      if (inTransaction) await client.query('rollback to savepoint probe');
      cut += 1;
      scores.push(null);
    }
  }
  return { timing: timingOf(ms, cut), scores };
}

async function measureStep(client: pg.Client, jobs: number) {
  const picks = Array.from({ length: PROBES }, (_, i) => 1 + Math.floor(((i * 7_919 + 13) % 10_007) * (jobs / 10_007)));
  const originals = await inTurn(picks.map((n) => () => storedRequest(client, n)));
  const near = originals.map((request, i) => nearDuplicate(request, i));
  const floor = await inTurn(
    near.map((probe, i) => async () => Number((await client.query('select similarity($1, $2) as s', [probe, originals[i]])).rows[0].s)),
  );
  // Near-duplicates of the newest results (within the window of migration 0016's design).
  const recentOriginals = await inTurn(
    Array.from({ length: PROBES }, (_, i) => () => storedRequest(client, jobs - ((i * 37) % Math.min(jobs, RECENT_RESULTS)))),
  );
  const nearRecent = recentOriginals.map((request, i) => nearDuplicate(request, i));
  const recentFloor = await inTurn(
    nearRecent.map(
      (probe, i) => async () => Number((await client.query('select similarity($1, $2) as s', [probe, recentOriginals[i]])).rows[0].s),
    ),
  );
  const unrelated = Array.from({ length: PROBES }, (_, i) => unrelatedRequest(jobs + i));
  const shaped = Array.from({ length: PROBES }, (_, i) => sameShapeRequest(jobs + i));
  const rows: Record<string, unknown>[] = [];
  await client.query(`set statement_timeout = ${BENCH_TIMEOUT_MS}`);
  const exact = await timeAll(client, `exact-${jobs}`, SEARCH_SQL, originals, false);
  rows.push({ design: 'exact repeat (SEARCH_SQL)', exact: exact.timing, found: exact.scores.filter((s) => s === 1).length });
  for (const design of DESIGNS) {
    await client.query('begin');
    for (const index of TRIGRAM_INDEXES) if (index !== design.index) await client.query(`drop index if exists "${index}"`);
    await client.query(`set local pg_trgm.similarity_threshold = ${design.threshold ?? 0.3}`);
    // Warm: the first run of a design reads its index from disk; the gateway's searches find it cached.
    await timeAll(client, `${design.name}-${jobs}-warm`, design.sql, near.slice(0, 5));
    const nearRun = await timeAll(client, `${design.name}-${jobs}-near`, design.sql, near);
    const unrelatedRun = await timeAll(client, `${design.name}-${jobs}-unrelated`, design.sql, unrelated);
    const recentRun = await timeAll(client, `${design.name}-${jobs}-recent`, design.sql, nearRecent);
    const shapedRun = await timeAll(client, `${design.name}-${jobs}-shaped`, design.sql, shaped);
    await client.query('rollback');
    const found = nearRun.scores.filter((score, i) => score !== null && score >= floor[i]! - 1e-6).length;
    const foundRecent = recentRun.scores.filter((score, i) => score !== null && score >= recentFloor[i]! - 1e-6).length;
    const meanUnrelated = unrelatedRun.scores.map((s) => s ?? 0).reduce((a, b) => a + b, 0) / unrelated.length;
    rows.push({
      design: design.name,
      near: nearRun.timing,
      unrelated: unrelatedRun.timing,
      same_shape: shapedRun.timing,
      found: `${found}/${near.length}`,
      recent: recentRun.timing,
      found_recent: `${foundRecent}/${nearRecent.length}`,
      unrelated_score: round(meanUnrelated),
      same_shape_score: round(shapedRun.scores.map((s) => s ?? 0).reduce((a, b) => a + b, 0) / shaped.length),
    });
  }
  return rows;
}

/**
 * The search as the gateway runs it (createCacheSearch: its pool of 4, the 50 ms statement timeout,
 * the same-request memory), whatever design cache-search.ts holds: at a steady `SEARCH_RATE` a
 * second for `SEARCH_SECONDS`, then flat out from 16 callers, over a mix of exact repeats,
 * near-duplicates, new requests of the history's shape and unrelated ones. POST /generate waits for this search (plan-start.ts).
 */
async function measureGatewaySearch(jobs: number) {
  const search = createCacheSearch(databaseUrl(DATABASE), {
    timeoutMs: 50,
    connectTimeoutMs: 5_000,
    cachedFilesBytes: 32 * 1024 * 1024,
    sameRequestBytes: 8 * 1024 * 1024,
  });
  const reader = new pg.Client({ connectionString: databaseUrl(DATABASE) });
  await reader.connect();
  const originals = await inTurn(
    Array.from({ length: 60 }, (_, i) => () => storedRequest(reader, 1 + Math.floor(((i * 4_391 + 7) % 10_007) * (jobs / 10_007)))),
  );
  const recent = await inTurn(
    Array.from({ length: 60 }, (_, i) => () => storedRequest(reader, jobs - ((i * 13) % Math.min(jobs, RECENT_RESULTS)))),
  );
  await reader.end();
  let serial = 0;
  // Exact repeats of results anywhere in the history (the same-request memory answers them after the
  // first time), near-duplicates of the newest results, and requests not asked before.
  const requestOf = (i: number) => {
    serial += 1;
    const original = originals[i % originals.length]!;
    if (i % 4 === 0) return original;
    if (i % 4 === 1) return nearDuplicate(recent[i % recent.length]!, serial);
    if (i % 4 === 2) return sameShapeRequest(jobs * 10 + serial);
    return unrelatedRequest(jobs * 10 + serial);
  };
  const rate = Number(process.env.SEARCH_RATE ?? 100);
  const seconds = Number(process.env.SEARCH_SECONDS ?? 10);
  const timeoutsBefore = search.timeouts;
  const { results } = await onSchedule(rate, rate * seconds, async (i, due) => {
    const match = await search.best(ACCOUNT, requestOf(i));
    return { ms: performance.now() - due, score: match?.score ?? 0, near: i % 4 === 1 };
  });
  const steady = timingOf(
    results.map((r) => r.ms),
    search.timeouts - timeoutsBefore,
  );
  const nearFound = results.filter((r) => r.near && r.score >= 0.8).length;
  const nearTotal = results.filter((r) => r.near).length;
  const flatTimeouts = search.timeouts;
  let done = 0;
  const end = performance.now() + 5_000;
  await Promise.all(
    Array.from({ length: 16 }, async () => {
      while (performance.now() < end) {
        await search.best(ACCOUNT, requestOf(done));
        done += 1;
      }
    }),
  );
  const flat = { searches_per_second: Math.round(done / 5), timeouts: search.timeouts - flatTimeouts };
  await search.close();
  return { rate, steady, near_found: `${nearFound}/${nearTotal}`, flat };
}

const client = await openDatabase();
try {
  console.log(
    `[cache-search] ${DATABASE}, account ${ACCOUNT}, ${PROBES} probes of each kind, designs: ${DESIGNS.map((d) => d.name).join('; ')}`,
  );
  for (const jobs of STEPS) {
    const have = Number((await client.query('select count(*) as n from jobs where account_id = $1', [ACCOUNT])).rows[0].n);
    if (have < jobs) {
      // Built again after the load: faster than kept row by row (the GiST index is kept, as the projector keeps it).
      await client.query(`drop index if exists "${GIN}"`);
      await client.query(`drop index if exists "${GIST_UNBOUNDED}"`);
      const started = performance.now();
      await loadHistory(client, {
        account: ACCOUNT,
        from: have + 1,
        count: jobs - have,
        onBatch: (written) => console.log(`[cache-search] loaded ${have + written} of ${jobs}`),
      });
      console.log(`[cache-search] loaded ${jobs - have} jobs in ${((performance.now() - started) / 1000).toFixed(1)} s`);
    }
    await ensureIndexes(client);
    const rows = await measureStep(client, jobs);
    await client.query('set statement_timeout = 0');
    console.log(
      `\n[cache-search] ${jobs} ready results in the account (ms per search: p50 / p99 / max, cut = past ${BENCH_TIMEOUT_MS} ms)`,
    );
    for (const row of rows) {
      const t = (timing: unknown) => {
        const { p50, p99, max, cut } = timing as Timing;
        return `${p50} / ${p99} / ${max}${cut ? ` (${cut} cut)` : ''}`;
      };
      console.log(
        `  ${String(row.design).padEnd(28)} ${row.exact ? `exact ${t(row.exact)}` : `near ${t(row.near)}   unrelated ${t(row.unrelated)}   same shape ${t(row.same_shape)}   near, recent ${t(row.recent)}`}   found ${row.found}${row.found_recent ? ` (near, recent: ${row.found_recent})` : ''}${row.unrelated_score !== undefined ? `   mean score unrelated ${row.unrelated_score}, same shape ${row.same_shape_score}` : ''}`,
      );
    }
    const gateway = process.argv.includes('--no-gateway') ? null : await measureGatewaySearch(jobs);
    if (gateway) {
      const { p50, p99, max, cut } = gateway.steady;
      console.log(
        `  gateway search (cache-search.ts) at ${gateway.rate}/s: p50 ${p50} p99 ${p99} max ${max} ms, ${cut} timeouts, near-duplicates found ${gateway.near_found}; flat out ${gateway.flat.searches_per_second}/s (${gateway.flat.timeouts} timeouts)`,
      );
    }
    console.log(JSON.stringify({ bench: 'cache-search', jobs, probes: PROBES, designs: rows, gateway }));
  }
} finally {
  await client.end();
}
process.exit(0);
