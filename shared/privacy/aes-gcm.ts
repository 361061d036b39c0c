// AES-256-GCM from node:crypto, the one cipher of crypto-shredding (docs/data-protection.md): a
// random 96-bit IV per sealing, the 128-bit tag after the ciphertext, and associated data that
// binds a sealed value to where it belongs (an event's id, a blob's name), so it cannot be moved.
import { createCipheriv, createDecipheriv, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

export const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
/** The first byte of every sealed value: the format, so a later one can be told apart. */
const FORMAT_V1 = 1;

/** A sealed value did not open: wrong key, or its bytes or associated data were changed. */
export class SealBrokenError extends Error {
  override readonly name = 'SealBrokenError';
}

/**
 * Each key as a KeyObject, made once per key buffer: from a raw buffer node:crypto imports the key
 * again for every cipher, which costs five times the cipher of an event's fields. Key buffers are
 * never changed once made (the key store hands out the same buffer while it keeps the key).
 */
const keyObjects = new WeakMap<Buffer, KeyObject>();

function keyObjectOf(key: Buffer): KeyObject {
  let object = keyObjects.get(key);
  if (!object) {
    object = createSecretKey(key);
    keyObjects.set(key, object);
  }
  return object;
}

/** Random IVs drawn from the system's generator a thousand at a time (one call each cost as much as a cipher). */
let ivPool = Buffer.alloc(0);
let ivTaken = 0;

function nextIv(): Buffer {
  if (ivTaken + IV_BYTES > ivPool.length) {
    ivPool = randomBytes(IV_BYTES * 1024);
    ivTaken = 0;
  }
  ivTaken += IV_BYTES;
  return ivPool.subarray(ivTaken - IV_BYTES, ivTaken);
}

/** `plaintext` sealed with `key`: format byte, IV, ciphertext, tag. */
export function seal(key: Buffer, plaintext: Uint8Array, associated: string): Buffer {
  const iv = nextIv();
  const cipher = createCipheriv('aes-256-gcm', keyObjectOf(key), iv);
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
  const decipher = createDecipheriv('aes-256-gcm', keyObjectOf(key), iv);
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
