import { sha256Hex } from '../files/digest.ts';

/** Project ids may hold characters that subjects cannot (`.`, `:`); the subject token is a hash. */
export function projectKey(accountId: string, projectId: string): string {
  return sha256Hex(`${accountId}\u0000${projectId}`).slice(0, 40);
}
