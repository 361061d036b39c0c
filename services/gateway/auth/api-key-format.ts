// API keys look like `sw_<key id>_<secret>`. The key id names the key's subject in the log
// (`keys.<key id>`), so a key is found with one direct get; only the SHA-256 of the whole key is
// stored, and it is compared in constant time.
import { hash, timingSafeEqual } from 'node:crypto';
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

/**
 * Keys already found to match a record's hash, by record. Hashing is most of what checking a key
 * costs on a cached record (a few microseconds a request); a key seen before is compared with
 * the one that matched instead, still in constant time. Records are replaced whenever their key
 * is issued again or revoked, so what is remembered cannot outlive the record it matched.
 */
const matched = new WeakMap<{ keyHash: string }, string>();

export function keyMatches(apiKey: string, record: { keyHash: string }): boolean {
  const known = matched.get(record);
  if (known !== undefined) return sameString(apiKey, known);
  const digest = hash('sha256', apiKey, 'buffer');
  const stored = Buffer.from(record.keyHash, 'hex');
  const ok = digest.length === stored.length && timingSafeEqual(digest, stored);
  if (ok) matched.set(record, apiKey);
  return ok;
}

/**
 * Whether two strings are equal, in a time that depends on their length only (every character is
 * compared; nothing branches on what is found). Not crypto.timingSafeEqual: it takes bytes, and
 * encoding the presented key into them per request (a call into C++ and a copy) cost more than
 * the rest of a cached GET /job's authentication.
 */
function sameString(a: string, b: string): boolean {
  if (a.length !== b.length) return false;
  let difference = 0;
  for (let i = 0; i < a.length; i++) difference |= a.charCodeAt(i) ^ b.charCodeAt(i);
  return difference === 0;
}
