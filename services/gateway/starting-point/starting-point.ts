// Where a job without caller files starts: the project's latest ready version (from the log), or
// the most similar earlier ready result of the same account (the cache: cache-search.ts).
import type { FileRef } from '../../../shared/events/file-ref.ts';
import { projectSubject } from '../../../shared/events/subjects.ts';
import type { EventLog } from '../../../shared/event-log/event-log.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';
import type { Erasures } from '../erasure/erasures.ts';

export interface EarlierResult {
  jobId: string;
  query: string;
  deploymentId: string;
  files: FileRef[];
}

/**
 * The project's latest ready version, from the log (the pointer the generator moves when a
 * project job completes), so an edit sent right after a poll saw `ready` starts from that version.
 * An erased project (its pointer a ProjectErased) has none, and neither has a project whose latest
 * version was erased: the edit starts from the request, never from erased files.
 */
export async function latestProjectVersion(
  log: EventLog,
  erasures: Erasures,
  accountId: string,
  projectId: string,
): Promise<EarlierResult | null> {
  const pointer = await log.last(projectSubject(projectKey(accountId, projectId)));
  if (pointer?.event.type !== 'ProjectVersionReady') return null;
  const version = erasures.marked(await log.readJobHead(pointer.event.data.job_id));
  if (version.status !== 'ready' || version.erased) return null;
  return { jobId: version.jobId, query: version.query, deploymentId: version.deploymentId, files: version.files };
}

/** A request as it is compared: trimmed, runs of white space as one space, lower case. */
export function normalRequest(text: string): string {
  return text.trim().replace(/\s+/g, ' ').toLowerCase();
}

/** Requests that differ only in case and spacing ask for the same site. */
export function sameRequest(a: string, b: string): boolean {
  return normalRequest(a) === normalRequest(b);
}
