// AES-256-GCM from node:crypto, the one cipher of crypto-shredding (docs/data-protection.md): a
// random 96-bit IV per sealing, the 128-bit tag after the ciphertext, and associated data that
// binds a sealed value to where it belongs (an event's id, a blob's name), so it cannot be moved.
import { createCipheriv, createDecipheriv, randomBytes } from 'node:crypto';

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of every sealed value: the format, so a later one can be told apart. */
const FORMAT_V1 = 1;

/** A sealed value did not open: wrong key, or its bytes or associated data were changed. */
export class SealBrokenError extends Error {
  override readonly name = 'SealBrokenError';
}

/** `plaintext` sealed with `key`: format byte, IV, ciphertext, tag. */
export function seal(key: Buffer, plaintext: Uint8Array, associated: string): Buffer {
  const iv = randomBytes(IV_BYTES);
  const cipher = createCipheriv('aes-256-gcm', key, iv);
  cipher.setAAD(Buffer.from(associated, 'utf8'));
  const body = Buffer.concat([cipher.update(plaintext), cipher.final()]);
  return Buffer.concat([Buffer.of(FORMAT_V1), iv, body, cipher.getAuthTag()]);
}

/** The plaintext of a value `seal` made with the same key and associated data. */
export function open(key: Buffer, sealed: Uint8Array, associated: string): Buffer {
  if (sealed.length < 1 + IV_BYTES + TAG_BYTES || sealed[0] !== FORMAT_V1)
    throw new SealBrokenError('not a sealed value of a known format');
  const bytes = Buffer.from(sealed.buffer, sealed.byteOffset, sealed.byteLength);
  const iv = bytes.subarray(1, 1 + IV_BYTES);
  const tag = bytes.subarray(bytes.length - TAG_BYTES);
  const decipher = createDecipheriv('aes-256-gcm', key, iv);
  decipher.setAAD(Buffer.from(associated, 'utf8'));
  decipher.setAuthTag(tag);
  try {
    return Buffer.concat([decipher.update(bytes.subarray(1 + IV_BYTES, bytes.length - TAG_BYTES)), decipher.final()]);
  } catch (error) {
    throw new SealBrokenError('the sealed value does not open with this key', { cause: error });
  }
}

export function newKey(): Buffer {
  return randomBytes(KEY_BYTES);
}
