import { hash } from 'node:crypto';
import type { JobResponse } from '../../../shared/api/schemas.ts';

/**
 * Weak ETag of a job's answer. The elapsed time moves on every poll of a running job while the
 * job itself has not changed, so it is left out; every other field counts.
 */
export function jobEtag(response: JobResponse): string {
  const { elapsed_seconds: _elapsed, ...state } = response;
  return `W/"${hash('sha1', JSON.stringify(state), 'base64url')}"`;
}
