// ULIDs: 48 bits of milliseconds then 80 random bits, Crockford base32. Time-sortable (the log and
// the read model list jobs in creation order) and unguessable (80 bits from the CSPRNG).
import { randomBytes, randomFillSync } from 'node:crypto';

const ALPHABET = '0123456789ABCDEFGHJKMNPQRSTVWXYZ';

/**
 * Random bytes are drawn from the CSPRNG in blocks, one call per 256 ids, as Node's randomUUID
 * does: a call per id was 2.5 % of the gateway's CPU under a flat-out POST /generate load.
 */
const RANDOM_BYTES_PER_ID = 16;
const randomPool = Buffer.alloc(RANDOM_BYTES_PER_ID * 256);
let randomOffset = randomPool.length;

export function ulid(now: number = Date.now()): string {
  let time = '';
  let ms = now;
  for (let i = 0; i < 10; i++) {
    time = ALPHABET[ms % 32] + time;
    ms = Math.floor(ms / 32);
  }
  if (randomOffset === randomPool.length) {
    randomFillSync(randomPool);
    randomOffset = 0;
  }
  let random = '';
  for (let i = 0; i < RANDOM_BYTES_PER_ID; i++) random += ALPHABET[randomPool[randomOffset + i]! & 31];
  randomOffset += RANDOM_BYTES_PER_ID;
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
