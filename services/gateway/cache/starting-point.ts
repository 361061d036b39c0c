// Where a job without caller files starts: the project's latest ready version (from the log), or
// the most similar earlier ready result of the same account (the cache, from the read model,
// searched with PostgreSQL's trigram index).
import type { EntityManager } from '@mikro-orm/postgresql';
import type { FileRef } from '../../../shared/events/file-ref.ts';
import type { SiteFile } from '../../../shared/files/site-file.ts';
import { projectSubject } from '../../../shared/events/subjects.ts';
import type { EventLog } from '../../../shared/log/event-log.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';

export interface EarlierResult {
  jobId: string;
  query: string;
  deploymentId: string;
  files: FileRef[];
}

export interface CacheMatch extends EarlierResult {
  /** Trigram similarity in [0, 1]. */
  score: number;
  /** The files with their contents, for `cached_files`. */
  contents: SiteFile[];
}

/**
 * The project's latest ready version, from the log (the pointer the generator moves when a
 * project job completes), so an edit sent right after a poll saw `ready` starts from that version.
 */
export async function latestProjectVersion(log: EventLog, accountId: string, projectId: string): Promise<EarlierResult | null> {
  const pointer = await log.last(projectSubject(projectKey(accountId, projectId)));
  if (pointer?.event.type !== 'ProjectVersionReady') return null;
  const version = await log.readJobHead(pointer.event.data.job_id);
  if (version.status !== 'ready') return null;
  return { jobId: version.jobId, query: version.query, deploymentId: version.deploymentId, files: version.files };
}

/**
 * The account's earlier ready result most similar to `query`, among results built from a request
 * (not edits of given files or of a project), or null when the account has none.
 */
export async function bestCacheMatch(em: EntityManager, accountId: string, query: string): Promise<CacheMatch | null> {
  // One round trip: the nearest ready result and its files with their bodies.
  const rows = await em.getConnection().execute<
    { id: string; query: string; deployment_id: string; score: number; files: (FileRef & { content: string })[] }[]
  >(
    `select m.id, m.query, m.deployment_id, m.score,
            coalesce((select json_agg(json_build_object('path', f.path, 'digest', f.digest, 'size', f.size, 'language', f.language, 'content', b.content) order by f.position)
                        from job_files f join blobs b on b.digest = f.digest
                       where f.job_id = m.id), '[]'::json) as files
       from (select j.id, j.query, j.deployment_id, similarity(j.query, ?) as score
               from jobs j
              where j.account_id = ? and j.status = 'ready'
                and j.source in ('generated', 'cache')
                and (jsonb_array_length(j.state->'inputFiles') = 0 or j.state->'base'->>'kind' = 'cache')
              order by j.query <-> ?
              limit 1) m`,
    [query, accountId, query],
    'all',
  );
  const row = rows[0];
  if (!row) return null;
  return {
    jobId: row.id,
    query: row.query,
    deploymentId: row.deployment_id,
    score: Math.max(0, Math.min(1, Number(row.score))),
    files: row.files.map((file) => ({ path: file.path, digest: file.digest, size: Number(file.size), language: file.language })),
    contents: row.files.map((file) => ({ path: file.path, content: file.content, language: file.language })),
  };
}

/** Requests that differ only in case and spacing ask for the same site. */
export function sameRequest(a: string, b: string): boolean {
  const normal = (text: string) => text.trim().replace(/\s+/g, ' ').toLowerCase();
  return normal(a) === normal(b);
}
