// ULIDs: 48 bits of milliseconds then 80 random bits, Crockford base32. Time-sortable (the log and
// the read model list jobs in creation order) and unguessable (80 bits from the CSPRNG).
import { randomBytes } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

export function ulid(now: number = Date.now()): string {
  let time = '';
  let ms = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[ms % 32] + time;
    ms = Math.floor(ms / 32);
  }
  const bytes = randomBytes(16);
  let random = '';
  for (let i = 0; i < 16; i++) random += ALPHABET[bytes[i]! & 31];
  return time + random;
}

export const ULID_PATTERN = '[0-9A-HJKMNP-TV-Z]{26}';

/** Random base62 text, for secrets. */
export function randomToken(length: number): string {
  const chars = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789';
  let out = '';
  while (out.length < length) {
    for (const byte of randomBytes(length * 2)) {
      // Rejection sampling keeps every character equally likely.
      if (byte < 248 && out.length < length) out += chars[byte % 62];
    }
  }
  return out;
}
