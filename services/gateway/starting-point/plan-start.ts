// Decides how a new job starts (CONTRACT.md sections 5 and 6):
// - files in the request: they are the starting point (`generated`);
// - source_url: the generator forks it (`fork`);
// - a project_id with a ready version: that version is the starting point (`generated`);
// - otherwise the account's most similar earlier result, when similar enough (`cache`).
// search_score is reported whenever the cache was searched (no files, no source_url).
import type { GenerateRequest } from '../../../shared/api/schemas.ts';
import type { SiteChecks } from '../../../shared/jobs/site-checks.ts';
import type { BlobStore } from '../../../shared/blobs/blob-store.ts';
import type { JobRequested, JobSource } from '../../../shared/events/catalogue.ts';
import type { FileRef } from '../../../shared/events/file-ref.ts';
import type { EventLog } from '../../../shared/event-log/event-log.ts';
import { isDatabaseDown } from '../../../shared/db/database-down.ts';
import { inSpan } from '../../../shared/telemetry/spans.ts';
import type { CacheSearch } from './cache-search.ts';
import type { Erasures } from '../erasure/erasures.ts';
import { latestProjectVersion, sameRequest } from './starting-point.ts';
import { NO_CACHED_FILES } from '../http/response-schemas.ts';
import type { DesignToken } from '../../../shared/design/design-tokens.ts';
import { designTokensOf } from '../../../shared/design/read-design-tokens.ts';

export interface StartPlan {
  source: JobSource;
  /** The request's brand, resolved (issue 27); a request with one is never answered from the cache. */
  designTokens: DesignToken[];
  files: FileRef[];
  searchScore: number;
  base: JobRequested['data']['base'];
  /** A cache hit for the very same request: the job is ready at once with that result. */
  reuse: { files: FileRef[]; deploymentId: string; checks: SiteChecks | null } | null;
  /** The cached result's files with their contents, serialised (UTF-8) for the POST answer (`[]` when none). */
  cachedFilesJson: Buffer;
}

/** An erased job is never a starting point: not as a project's version, not from the cache. */
type StartDeps = { search: CacheSearch; log: EventLog; blobs: BlobStore; erasures: Erasures; cacheThreshold: number };

export async function planStart(deps: StartDeps, accountId: string, body: GenerateRequest): Promise<StartPlan> {
  const designTokens = designTokensOf(body);
  return { ...(await planFiles(deps, accountId, body, designTokens.length > 0)), designTokens };
}

async function planFiles(
  deps: StartDeps,
  accountId: string,
  body: GenerateRequest,
  branded: boolean,
): Promise<Omit<StartPlan, 'designTokens'>> {
  if (body.files && body.files.length > 0) {
    return {
      source: 'generated',
      files: await deps.blobs.putFiles(accountId, body.files),
      searchScore: 0,
      base: null,
      reuse: null,
      cachedFilesJson: NO_CACHED_FILES,
    };
  }
  if (body.source_url) return { source: 'fork', files: [], searchScore: 0, base: null, reuse: null, cachedFilesJson: NO_CACHED_FILES };

  // A cached result was made for another brand (or none): a branded request starts from its project or from scratch.
  if (branded && !body.project_id)
    return { source: 'generated', files: [], searchScore: 0, base: null, reuse: null, cachedFilesJson: NO_CACHED_FILES };
  const [project, match] = await Promise.all([
    body.project_id ? latestProjectVersion(deps.log, deps.erasures, accountId, body.project_id) : Promise.resolve(null),
    // While the database is down the job is still accepted, without the cache (search_score 0).
    inSpan('cache search', { attributes: { account_id: accountId } }, async (span) => {
      const best = await deps.search.best(accountId, body.query).catch((error: unknown) => {
        if (isDatabaseDown(error)) return null;
        throw error;
      });
      const found = best && !deps.erasures.jobErased({ jobId: best.jobId, accountId, sandboxSession: best.sandboxSession }) ? best : null;
      span.setAttribute('sitewright.cache.score', found ? found.score : 0);
      return found;
    }),
  ]);
  const searchScore = match ? Number(match.score.toFixed(4)) : 0;
  if (project) {
    return {
      source: 'generated',
      files: project.files,
      searchScore,
      base: { kind: 'project', job_id: project.jobId, score: 1 },
      reuse: null,
      cachedFilesJson: NO_CACHED_FILES,
    };
  }
  const usable =
    !branded && match && match.files.length > 0 && (match.score >= deps.cacheThreshold || sameRequest(match.query, body.query));
  // Past the search's time limit the files may not come back: the job then starts from the request.
  const cachedFilesJson = usable ? await match.cachedFilesJson() : null;
  if (match && cachedFilesJson !== null) {
    const identical = sameRequest(match.query, body.query);
    return {
      source: 'cache',
      files: match.files,
      searchScore: identical ? 1 : searchScore,
      // A base of score 1 is the very same request, which the gateway answers at once with a
      // JobReused. Another request as similar as can be (the same words in another order) stays
      // just below it, so that a generator never takes it for one (isIdenticalReuse, for logs
      // from before JobReused).
      base: { kind: 'cache', job_id: match.jobId, score: identical ? 1 : Math.min(searchScore, 0.9999) },
      reuse: identical ? { files: match.files, deploymentId: match.deploymentId, checks: match.checks } : null,
      cachedFilesJson,
    };
  }
  return { source: 'generated', files: [], searchScore, base: null, reuse: null, cachedFilesJson: NO_CACHED_FILES };
}
