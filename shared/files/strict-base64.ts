// Base64 as RFC 4648 section 4 writes it, and nothing else: the standard alphabet, padded, no
// line breaks or spaces, and canonical (the unused bits of the last character are zero), so one
// set of bytes has one spelling and the digest of what a caller sent is the digest of its bytes.
// Node's own decoder skips what it does not understand; these checks come first. Linear time.

const ALPHABET = /^[A-Za-z0-9+/]*={0,2}$/;

/** The decoded length of base64 text of this length and padding, without decoding it. */
export function base64DecodedLength(text: string): number {
  const padding = text.endsWith('==') ? 2 : text.endsWith('=') ? 1 : 0;
  return Math.max(0, Math.floor((text.length * 3) / 4) - padding);
}

/** Why `text` is not strict base64, or null when it is. */
export function strictBase64Problem(text: string): string | null {
  if (text.length % 4 !== 0) return `must be base64 (RFC 4648, padded with "="): its length ${text.length} is not a multiple of 4`;
  if (!ALPHABET.test(text))
    return 'must be base64 (RFC 4648): only A-Z, a-z, 0-9, "+" and "/", then at most two "=" at the end (no spaces, line breaks or URL-safe "-" "_")';
  if (Buffer.from(text, 'base64').toString('base64') !== text)
    return 'must be canonical base64: the unused bits of its last character must be zero';
  return null;
}

/** The bytes of strict base64 text, or null when it is not (see strictBase64Problem). */
export function decodeStrictBase64(text: string): Buffer | null {
  if (text.length % 4 !== 0 || !ALPHABET.test(text)) return null;
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : null;
}
