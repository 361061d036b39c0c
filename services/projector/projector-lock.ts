// One active projector: the advisory lock `sitewright-projector` (shared/db/advisory-lock.ts).
import { createAdvisoryLock, type AdvisoryLock } from '../../shared/db/advisory-lock.ts';

export type ProjectorLock = AdvisoryLock;

export function createProjectorLock(databaseUrl: string, pollMs = 1_000): Promise<ProjectorLock> {
  return createAdvisoryLock(databaseUrl, 'sitewright-projector', pollMs);
}
