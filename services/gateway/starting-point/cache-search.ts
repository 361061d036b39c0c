// The cache search: the account's earlier ready result most similar to a new request, with the
// files of that result. Two steps, in one round trip:
//   1. the very same request (up to case and spacing), by an index on a hash of the normalised
//      text (migration 0005): about a millisecond whatever the account's history; always the
//      oldest such result, so repeated requests hit the cached files of one result;
//   2. otherwise the nearest result by trigram distance, from the GiST index (migration 0003).
// The search runs on a small pool of its own whose connections carry a statement timeout
// (CACHE_SEARCH_TIMEOUT_MS): a search that takes longer is cancelled by PostgreSQL and the job
// simply starts from the request, with the score of what was found (0).
// The match's files come back as references; their contents, serialised for `cached_files`, are
// kept in a byte-weighted LRU by job id (CACHED_FILES_CACHE_BYTES): a ready result never changes,
// so a popular result is read from the database once, not on every hit.
import { LRUCache } from 'lru-cache';
import pg from 'pg';
import type { FileRef } from '../../../shared/events/file-ref.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { serializeFiles } from '../http/response-schemas.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';

export interface CacheMatch {
  jobId: string;
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
  cachedFilesJson(): Promise<string | null>;
}

export interface CacheSearch {
  /** The best earlier result of the account, or null when it has none or the search ran out of time. */
  best(accountId: string, query: string): Promise<CacheMatch | null>;
  /** Searches that ran out of time since start. */
  readonly timeouts: number;
  close(): Promise<void>;
}

/** The request as the index hashes it; must stay identical to migration 0005's expression. */
export const REQUEST_HASH = (text: string) => `md5(lower(regexp_replace(btrim(${text}), '\\s+', ' ', 'g')))`;

// Results built from a request (not edits of given files or of a project) can be reused.
const REUSABLE = `j.source in ('generated', 'cache')
                and (jsonb_array_length(j.state->'inputFiles') = 0 or j.state->'base'->>'kind' = 'cache')`;

const WITH_FILES = (inner: string) => `
  select m.id, m.query, m.deployment_id, m.score, m.checks,
         coalesce((select json_agg(json_build_object('path', f.path, 'digest', f.digest, 'size', f.size, 'language', f.language) order by f.position)
                     from job_files f
                    where f.job_id = m.id), '[]'::json) as files
    from (${inner}) m`;

const CONTENTS_SQL = `
  select f.path, b.content, f.language
    from job_files f join blobs b on b.digest = f.digest
   where f.job_id = $1
   order by f.position`;

// Both steps in one statement: PostgreSQL runs the branches of UNION ALL in order and stops at
// the outer LIMIT, so the trigram search runs only when the exact branch found nothing.
export const SEARCH_SQL = WITH_FILES(`
  (select j.id, j.query, j.deployment_id, j.state->'checks' as checks, 1::float8 as score
     from jobs j
    where j.account_id = $1 and j.status = 'ready'
      and ${REQUEST_HASH('j.query')} = ${REQUEST_HASH('$2::text')}
      and ${REUSABLE}
    order by j.created_at
    limit 1)
  union all
  (select j.id, j.query, j.deployment_id, j.state->'checks' as checks, similarity(j.query, $2) as score
     from jobs j
    where j.account_id = $1 and j.status = 'ready'
      and ${REUSABLE}
    order by j.query <-> $2
    limit 1)
  limit 1`);

interface Row {
  id: string;
  query: string;
  deployment_id: string;
  score: number;
  checks: SiteChecks | null;
  files: FileRef[];
}

/** PostgreSQL's "canceling statement due to statement timeout". */
const isStatementTimeout = (error: unknown) => (error as { code?: string })?.code === '57014';

export interface CacheSearchOptions {
  /** CACHE_SEARCH_TIMEOUT_MS: PostgreSQL cancels a search statement past it. */
  timeoutMs: number;
  connectTimeoutMs: number;
  /** CACHED_FILES_CACHE_BYTES: serialised `cached_files` kept by job id. */
  cachedFilesBytes: number;
  poolSize?: number;
}

export function createCacheSearch(databaseUrl: string, options: CacheSearchOptions): CacheSearch {
  const pool = new pg.Pool({
    connectionString: databaseUrl,
    max: options.poolSize ?? 4,
    connectionTimeoutMillis: options.connectTimeoutMs,
    // Set on every connection of this pool: PostgreSQL itself cancels a search past it.
    statement_timeout: options.timeoutMs,
    // A server that does not answer at all still ends the wait.
    query_timeout: options.connectTimeoutMs,
  });
  // An idle connection that breaks is replaced on the next search; it must not crash the gateway.
  pool.on('error', () => {});
  let timeouts = 0;
  const cachedFiles = new LRUCache<string, string>({ maxSize: options.cachedFilesBytes, sizeCalculation: (json, jobId) => json.length + jobId.length + 64 });

  /** Runs `query`; a statement timeout gives null (and is counted), any other error is thrown. */
  const timed = async <T>(query: () => Promise<T>): Promise<T | null> => {
    try {
      return await query();
    } catch (error) {
      if (!isStatementTimeout(error)) throw error;
      timeouts += 1;
      return null;
    }
  };

  const cachedFilesJson = async (jobId: string): Promise<string | null> => {
    const known = cachedFiles.get(jobId);
    if (known !== undefined) return known;
    const result = await timed(() => pool.query<SiteFile>({ text: CONTENTS_SQL, values: [jobId], name: 'cache-contents' }));
    if (!result) return null;
    const json = serializeFiles(result.rows);
    cachedFiles.set(jobId, json);
    return json;
  };

  return {
    best: async (accountId, query) => {
      const result = await timed(() => pool.query<Row>({ text: SEARCH_SQL, values: [accountId, query], name: 'cache-search' }));
      const row = result?.rows[0];
      if (!row) return null;
      return {
        jobId: row.id,
        query: row.query,
        deploymentId: row.deployment_id,
        score: Math.max(0, Math.min(1, Number(row.score))),
        checks: row.checks ?? null,
        files: row.files.map((file) => ({ path: file.path, digest: file.digest, size: Number(file.size), language: file.language })),
        cachedFilesJson: () => cachedFilesJson(row.id),
      };
    },
    get timeouts() {
      return timeouts;
    },
    close: () => pool.end(),
  };
}
