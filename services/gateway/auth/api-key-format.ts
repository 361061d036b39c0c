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
 * `presented` is where a key checked against the remembered one is written: checking a key costs
 * no allocation (a Buffer made per request was a tenth of a cached GET /job's authentication).
 */
const matched = new WeakMap<{ keyHash: string }, { key: Buffer; presented: Buffer }>();

export function keyMatches(apiKey: string, record: { keyHash: string }): boolean {
  const known = matched.get(record);
  if (known) {
    if (apiKey.length !== known.key.length) return false;
    // Same length in characters and in bytes written: a character outside ASCII would take two
    // or more bytes, so one that fills the buffer exactly holds bytes of 0x80 and above, which
    // the remembered key (it hashed to a generated key's hash) does not.
    const written = known.presented.write(apiKey, 'utf8');
    return written === known.key.length && timingSafeEqual(known.presented, known.key);
  }
  const presented = Buffer.from(apiKey);
  const digest = hash('sha256', presented, 'buffer');
  const stored = Buffer.from(record.keyHash, 'hex');
  const ok = digest.length === stored.length && timingSafeEqual(digest, stored);
  if (ok) matched.set(record, { key: presented, presented: Buffer.alloc(presented.length) });
  return ok;
}
