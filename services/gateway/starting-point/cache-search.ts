// The cache search: the account's earlier ready result most similar to a new request, with the
// files of that result. Two steps, in one round trip:
//   1. the very same request (up to case and spacing), by primary key in `reusable_results`
//      (shared/db/reusable-results.ts): well under a millisecond whatever the account's history
//      and whatever the table statistics; always the oldest such result, so repeated requests hit
//      the cached files of one result;
//   2. otherwise the nearest result by trigram distance among the account's newest
//      RECENT_RESULTS reusable results, from the GiST index on (account, creation time, request)
//      (migrations 0003, 0012 and 0016). The window is what bounds the search whatever the history:
//      a nearest-neighbour walk over a whole large account reads most of its index when no result is
//      near (220 to 580 ms a search at 100,000 results, over 3 s at a million, on 2 cores; measured by
//      npm run bench:cache-search),
//      and trigram signatures of requests that share a shape prune too little for `%` thresholds,
//      GiST or GIN, to bound it (docs/gateway-performance.md#cache-search). Older results are still
//      found for the very same request by step 1.
// The search runs on a small pool of its own whose connections carry a statement timeout
// (CACHE_SEARCH_TIMEOUT_MS): a search that takes longer is cancelled by PostgreSQL and the job
// simply starts from the request, with the score of what was found (0).
// The match's files come back as references; their contents, serialised for `cached_files`, are
// kept in a byte-weighted LRU by job id (CACHED_FILES_CACHE_BYTES): a ready result never changes,
// so a popular result is read from the database once, not on every hit.
// A match for the very same request (case and spacing aside, as sameRequest compares) is also
// remembered by account and request (SAME_REQUEST_CACHE_BYTES): the request asked again is answered
// from memory, without a statement. That is sound because what it remembers cannot go stale: a
// ready result never changes, never stops being reusable and is never deleted. The database could
// only come to prefer an older identical result that became ready later than this one (the table
// keeps the oldest by creation); either is the very same request's result. The one exception is an
// erasure (issue 31): a result erased, or erased with its project or account, is dropped from both
// caches the moment the gateway hears of it (forgetErased).
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { FileRef } from '../../../shared/events/file-ref.ts';
import { siteFileOf } from '../../../shared/blobs/blob-store.ts';
import { serializeFiles } from '../http/response-schemas.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';
import { requestHashSql, REUSABLE_JOB_SQL } from '../../../shared/db/reusable-results.ts';
import { normalRequest, sameRequest } from './starting-point.ts';
import type { Erasure } from '../erasure/erasures.ts';

export interface CacheMatch {
  jobId: string;
  /** The earlier job's project's sandbox session ('' without one): an erased project's results are not used. */
  sandboxSession: string;
  query: string;
  deploymentId: string;
  files: FileRef[];
  /** Trigram similarity in [0, 1] (1 for the same request). */
  score: number;
  /** The earlier job's quality report (the same files get the same report). */
  checks: SiteChecks | null;
  /**
   * The files with their contents, serialised as `cached_files` holds them; read only when the
   * match is used. Null when the read ran past the statement timeout.
   */
  cachedFilesJson(): Promise<Buffer | null>;
}

export interface CacheSearch {
  /** The best earlier result of the account, or null when it has none or the search ran out of time. */
  best(accountId: string, query: string): Promise<CacheMatch | null>;
  /** Searches that ran out of time since start. */
  readonly timeouts: number;
  /** Drops the results an erasure names: the job's, or all of the account's (a project's too: rare). */
  forgetErased(erasure: Erasure): void;
  close(): Promise<void>;
}

const WITH_FILES = (inner: string) => `
  select m.id, m.query, m.deployment_id, m.sandbox_session, m.score, m.checks,
         coalesce((select json_agg(json_build_object('path', f.path, 'digest', f.digest, 'size', f.size, 'language', f.language, 'encoding', b.encoding) order by f.position)
                     from job_files f left join blobs b on b.account_id = f.account_id and b.digest = f.digest
                    where f.job_id = m.id), '[]'::json) as files
    from (${inner}) m`;

const CONTENTS_SQL = `
  select f.path, b.content, f.language, b.encoding
    from job_files f join blobs b on b.account_id = f.account_id and b.digest = f.digest
   where f.job_id = $1
   order by f.position`;

/**
 * How many of an account's newest reusable results the trigram branch ranks. A search costs about
 * what the unbounded one cost at this many results: 1 to 2 ms p50 at a million on 2 busy cores.
 */
export const RECENT_RESULTS = 500;

// Both steps in one statement: PostgreSQL runs the branches of UNION ALL in order and stops at
// the outer LIMIT, so the trigram search runs only when the exact branch found nothing.
// The exact branch must stay a primary-key probe whatever plan PostgreSQL picks. The statement is
// prepared once per connection, and after a few runs PostgreSQL keeps one generic plan for it,
// built with the statistics of that moment; it is rebuilt only when the tables are next analysed.
// Had the branch repeated "ready and reusable", the partial trigram index (whose predicate that
// is) would have been an access path for it, and a plan made while `jobs` was nearly empty chose
// to scan that whole index filtering by id: every search, exact or not, then read every reusable
// job of the database (11,600 pages and 6.5 ms at 20,000 jobs, where the probe reads 5). Every
// row of `reusable_results` names a ready, reusable job (the projector records nothing else, and
// neither property changes once a job is ready), so the branch need not ask.
export const SEARCH_SQL = WITH_FILES(`
  (select j.id, j.query, j.deployment_id, j.sandbox_session, j.state->'checks' as checks, 1::float8 as score
     from jobs j
    where j.id = (select r.job_id from reusable_results r where r.account_id = $1 and r.request_hash = ${requestHashSql('$2::text')}))
  union all
  (select j.id, j.query, j.deployment_id, j.sandbox_session, j.state->'checks' as checks, similarity(j.query, $2) as score
     from jobs j
    where j.account_id = $1 and j.status = 'ready'
      and ${REUSABLE_JOB_SQL}
      and j.created_at >= coalesce((select w.created_at from jobs w
                                     where w.account_id = $1 and w.status = 'ready' and w.reusable
                                     order by w.created_at desc
                                     offset ${RECENT_RESULTS - 1} limit 1), '-infinity')
    order by j.query <-> $2
    limit 1)
  limit 1`);

/**
 * The search's sessions never sort an account's results: the trigram branch reads them in distance
 * order from the GiST index. A plan PostgreSQL caches while `jobs` is small (see SEARCH_SQL) would
 * otherwise read every reusable result of the account and sort them by distance (31 ms a search at
 * 1,200 results, against 1 ms from the index). With sorts disabled the index is the plan whatever
 * the statistics; the one sort left, of a result's few files by position, has no other way and runs
 * as before. A disabled sort still counts in a plan's cost as ten billion, which would have
 * PostgreSQL compile that short statement (JIT, 50 ms and more, past the statement timeout): JIT is
 * off in these sessions, as in the embedded database.
 */
export const SEARCH_SESSION_OPTIONS = '-c enable_sort=off -c jit=off';

interface Row {
  id: string;
  query: string;
  deployment_id: string;
  sandbox_session: string;
  score: number;
  checks: SiteChecks | null;
  /** `encoding` as the blob row has it: `utf-8` or `base64`. */
  files: Array<Omit<FileRef, 'encoding'> & { encoding: string | null }>;
}

/** PostgreSQL's "canceling statement due to statement timeout". */
const isStatementTimeout = (error: unknown) => (error as { code?: string })?.code === '57014';

export interface CacheSearchOptions {
  /** CACHE_SEARCH_TIMEOUT_MS: PostgreSQL cancels a search statement past it. */
  timeoutMs: number;
  connectTimeoutMs: number;
  /** CACHED_FILES_CACHE_BYTES: serialised `cached_files` kept by job id. */
  cachedFilesBytes: number;
  /** SAME_REQUEST_CACHE_BYTES: matches for the very same request, kept by account and request. */
  sameRequestBytes: number;
  poolSize?: number;
}

export function createCacheSearch(databaseUrl: string, options: CacheSearchOptions): CacheSearch {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 4,
    // Named, so operators can tell its sessions apart in pg_stat_activity.
    application_name: 'sitewright-cache-search',
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Set on every connection of this pool: PostgreSQL itself cancels a search past it.
    statement_timeout: options.timeoutMs,
    options: SEARCH_SESSION_OPTIONS,
    // A server that does not answer at all still ends the wait.
    query_timeout: options.connectTimeoutMs,
  });
  // An idle connection that breaks is replaced on the next search; it must not crash the gateway.
  pool.on('error', () => {});
  let timeouts = 0;
  const cachedFiles = new LRUCache<string, Buffer>({
    maxSize: options.cachedFilesBytes,
    sizeCalculation: (json, jobId) => json.length + jobId.length + 64,
  });
  // Strings count twice their length (UTF-16); the rest is a rough allowance per file and entry.
  const sameRequests = new LRUCache<string, Row>({
    maxSize: options.sameRequestBytes,
    sizeCalculation: (row, key) =>
      2 * (key.length + row.query.length + JSON.stringify(row.checks ?? null).length) + 160 * row.files.length + 256,
  });
  const sameRequestKey = (accountId: string, query: string) => `${accountId}\n${normalRequest(query)}`;

  /**
   * Runs one statement on a connection of the pool; a statement timeout gives null (and is
   * counted), any other error is thrown. Not `pool.query`: it destroys the connection on any
   * error, and a search cancelled for its time leaves a healthy connection. Under load each
   * timeout would then cost a new connection (authentication, a cold catalogue cache), which makes
   * the next searches slower still: a spiral in which most jobs miss the cache.
   */
  const timed = async <T extends pg.QueryResultRow>(config: pg.QueryConfig): Promise<pg.QueryResult<T> | null> => {
    const client = await pool.connect();
    let broken: Error | undefined;
    try {
      return await client.query<T>(config);
    } catch (error) {
      if (!isStatementTimeout(error)) {
        // An answer from the server (a SQLSTATE) leaves the connection usable; anything else may not.
        if (!(error instanceof pg.DatabaseError)) broken = error instanceof Error ? error : new Error(String(error));
        throw error;
      }
      timeouts += 1;
      return null;
    } finally {
      client.release(broken);
    }
  };

  const cachedFilesJson = async (jobId: string): Promise<Buffer | null> => {
    const known = cachedFiles.get(jobId);
    if (known !== undefined) return known;
    const result = await timed<{ path: string; content: string; language: string; encoding: string }>({
      text: CONTENTS_SQL,
      values: [jobId],
      name: 'cache-contents',
    });
    if (!result) return null;
    const json = Buffer.from(serializeFiles(result.rows.map((row) => siteFileOf(row, row.content))));
    cachedFiles.set(jobId, json);
    return json;
  };

  const matchOf = (row: Row): CacheMatch => ({
    jobId: row.id,
    sandboxSession: row.sandbox_session,
    query: row.query,
    deploymentId: row.deployment_id,
    score: Math.max(0, Math.min(1, Number(row.score))),
    checks: row.checks ?? null,
    files: row.files.map((file) => {
      const ref: FileRef = { path: file.path, digest: file.digest, size: Number(file.size), language: file.language };
      if (file.encoding === 'base64') ref.encoding = 'base64';
      return ref;
    }),
    cachedFilesJson: () => cachedFilesJson(row.id),
  });

  return {
    best: async (accountId, query) => {
      const key = sameRequestKey(accountId, query);
      const known = sameRequests.get(key);
      if (known) return matchOf(known);
      const result = await timed<Row>({ text: SEARCH_SQL, values: [accountId, query], name: 'cache-search' });
      const row = result?.rows[0];
      if (!row) return null;
      if (sameRequest(row.query, query)) sameRequests.set(key, row);
      return matchOf(row);
    },
    get timeouts() {
      return timeouts;
    },
    forgetErased: (erasure) => {
      // The files are kept by job id alone: a job's entry goes; any other erasure empties them.
      if (erasure.kind === 'job') cachedFiles.delete(erasure.jobId);
      else cachedFiles.clear();
      if (erasure.kind === 'unknown') {
        sameRequests.clear();
        return;
      }
      const named = (key: string, row: Row) =>
        erasure.kind === 'job' ? row.id === erasure.jobId : key.startsWith(`${erasure.accountId}\n`);
      for (const [key] of [...sameRequests.entries()].filter(([key, row]) => named(key, row))) sameRequests.delete(key);
    },
    close: () => pool.end(),
  };
}
