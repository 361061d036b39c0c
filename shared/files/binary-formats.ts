// The binary file formats a site may carry (issue 27): images and web fonts, known by their
// extension and checked by their first bytes (magic numbers), so a `.png` is a PNG whoever sent it
// (a caller, an engine, a fork). SVG is text and stays out. Each check reads a few bytes at the
// start of the file: constant time whatever its size.

export interface BinaryFormat {
  /** What the format is called in messages ("a PNG image"). */
  name: string;
  /** The language label of such a file (shared/files/file-language.ts). */
  language: string;
  /** Served with this Content-Type (previews). */
  contentType: string;
  /** Whether the bytes start as this format's files do. */
  matches(bytes: Uint8Array): boolean;
}

const startsWith = (bytes: Uint8Array, signature: readonly number[], at = 0) =>
  bytes.length >= at + signature.length && signature.every((byte, i) => bytes[at + i] === byte);
const ascii = (text: string) => [...text].map((char) => char.charCodeAt(0));

const PNG = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];
const JPEG = [0xff, 0xd8, 0xff];
const ICO = [0x00, 0x00, 0x01, 0x00];
/** The sfnt versions of TrueType and OpenType fonts: 1.0, `OTTO` (CFF outlines), Apple's `true` and `typ1`. */
const SFNT = [[0x00, 0x01, 0x00, 0x00], ascii('OTTO'), ascii('true'), ascii('typ1')];

/** ISO-BMFF (AVIF): a leading `ftyp` box whose major or one of its compatible brands is `avif` or `avis`. */
function isAvif(bytes: Uint8Array): boolean {
  if (!startsWith(bytes, ascii('ftyp'), 4)) return false;
  const boxSize = ((bytes[0]! << 24) | (bytes[1]! << 16) | (bytes[2]! << 8) | bytes[3]!) >>> 0;
  // The brands: the major one at 8, then the compatible ones from 16 to the box's end (a few dozen bytes).
  const end = Math.min(boxSize, bytes.length, 256);
  for (let at = 8; at + 4 <= end; at += at === 8 ? 8 : 4) {
    if (startsWith(bytes, ascii('avif'), at) || startsWith(bytes, ascii('avis'), at)) return true;
  }
  return false;
}

const font = (name: string, contentType: string): BinaryFormat => ({
  name,
  language: 'font',
  contentType,
  matches: (bytes) => SFNT.some((signature) => startsWith(bytes, signature)),
});

const jpeg: BinaryFormat = {
  name: 'a JPEG image',
  language: 'jpeg',
  contentType: 'image/jpeg',
  matches: (bytes) => startsWith(bytes, JPEG),
};

/** By lower-case extension. */
const BY_EXTENSION: Record<string, BinaryFormat> = {
  png: { name: 'a PNG image', language: 'png', contentType: 'image/png', matches: (bytes) => startsWith(bytes, PNG) },
  jpg: jpeg,
  jpeg,
  gif: {
    name: 'a GIF image',
    language: 'gif',
    contentType: 'image/gif',
    matches: (bytes) => startsWith(bytes, ascii('GIF87a')) || startsWith(bytes, ascii('GIF89a')),
  },
  webp: {
    name: 'a WebP image',
    language: 'webp',
    contentType: 'image/webp',
    matches: (bytes) => startsWith(bytes, ascii('RIFF')) && startsWith(bytes, ascii('WEBP'), 8),
  },
  avif: { name: 'an AVIF image', language: 'avif', contentType: 'image/avif', matches: isAvif },
  ico: { name: 'an ICO icon', language: 'ico', contentType: 'image/x-icon', matches: (bytes) => startsWith(bytes, ICO) },
  woff: { name: 'a WOFF font', language: 'font', contentType: 'font/woff', matches: (bytes) => startsWith(bytes, ascii('wOFF')) },
  woff2: { name: 'a WOFF2 font', language: 'font', contentType: 'font/woff2', matches: (bytes) => startsWith(bytes, ascii('wOF2')) },
  ttf: font('a TrueType font', 'font/ttf'),
  otf: font('an OpenType font', 'font/otf'),
};

/** The extensions whose files are binary, for messages and clients. */
export const BINARY_EXTENSIONS: readonly string[] = Object.keys(BY_EXTENSION);

/** The binary format a path's extension names, or null for a text file (html, css, svg, ...). */
export function binaryFormatOf(path: string): BinaryFormat | null {
  const name = path.slice(path.lastIndexOf('/') + 1).toLowerCase();
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  return BY_EXTENSION[name.slice(dot + 1)] ?? null;
}

export function isBinaryPath(path: string): boolean {
  return binaryFormatOf(path) !== null;
}

/**
 * Why `bytes` cannot be the file at `path`, or null when they can: the extension must name a
 * binary format and the bytes must start with its signature.
 */
export function binaryContentProblem(path: string, bytes: Uint8Array): string | null {
  const format = binaryFormatOf(path);
  if (!format)
    return `is base64, but "${path}" is a text file: send its text with encoding "utf-8" (only ${BINARY_EXTENSIONS.join(', ')} files are binary)`;
  if (!format.matches(bytes)) return `is not ${format.name}: its first bytes are not those of ${format.name}, as "${path}" says it is`;
  return null;
}
