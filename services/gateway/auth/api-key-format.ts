// API keys look like `sw_<key id>_<secret>`. The key id names the key's subject in the log
// (`keys.<key id>`), so a key is found with one direct get; only the SHA-256 of the whole key is
// stored, and it is compared in constant time.
import { timingSafeEqual } from 'node:crypto';
import { sha256Hex } from '../../../shared/files/digest.ts';
import { randomToken, ulid } from '../../../shared/ids/ulid.ts';

const KEY_PATTERN = /^sw_([0-9A-HJKMNP-TV-Z]{26})_([A-Za-z0-9]{40})$/;

export interface NewApiKey {
  keyId: string;
  apiKey: string;
  keyHash: string;
}

export function newApiKey(): NewApiKey {
  const keyId = ulid();
  const apiKey = `sw_${keyId}_${randomToken(40)}`;
  return { keyId, apiKey, keyHash: sha256Hex(apiKey) };
}

/** The key id of a well-formed key, or null. */
export function keyIdOf(apiKey: string): string | null {
  return KEY_PATTERN.exec(apiKey)?.[1] ?? null;
}

export function keyMatchesHash(apiKey: string, keyHash: string): boolean {
  const presented = Buffer.from(sha256Hex(apiKey), 'hex');
  const stored = Buffer.from(keyHash, 'hex');
  return presented.length === stored.length && timingSafeEqual(presented, stored);
}
