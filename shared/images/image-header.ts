// What a raster image is and how large it is, read from its first bytes: the magic number says
// the format, the format's header says the size (PNG IHDR, JPEG SOF, GIF's screen, WebP's VP8,
// VP8L or VP8X chunk, AVIF's `ispe` property, ICO's first entry). Pages set `width`/`height`
// from it and the fork keeps a file only when its bytes are the image they claim to be.
// Every reader looks at a bounded prefix and moves forward only, so a hostile file costs at most
// one pass over MAX_SCANNED bytes.

export type ImageFormat = 'png' | 'jpeg' | 'gif' | 'webp' | 'avif' | 'ico';

export interface ImageHeader {
  format: ImageFormat;
  /** Pixels; null when the header does not say (a truncated file, an AVIF without `ispe`). */
  width: number | null;
  height: number | null;
}

/** The file extensions of each format, the usual one first. */
export const IMAGE_EXTENSIONS: Record<ImageFormat, readonly string[]> = {
  png: ['png'],
  jpeg: ['jpg', 'jpeg', 'jfif', 'jpe'],
  gif: ['gif'],
  webp: ['webp'],
  avif: ['avif'],
  ico: ['ico', 'cur'],
};

export const IMAGE_MIME: Record<ImageFormat, string> = {
  png: 'image/png',
  jpeg: 'image/jpeg',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  ico: 'image/x-icon',
};

/** The format a file name promises by its extension, or null for any other name. */
export function formatOfName(name: string): ImageFormat | null {
  const dot = name.lastIndexOf('.');
  if (dot <= 0) return null;
  const extension = name.slice(dot + 1).toLowerCase();
  for (const [format, extensions] of Object.entries(IMAGE_EXTENSIONS) as [ImageFormat, readonly string[]][]) {
    if (extensions.includes(extension)) return format;
  }
  return null;
}

// A JPEG's frame header may follow large EXIF or ICC segments; 1 MiB covers real cameras' files.
const MAX_SCANNED = 1024 * 1024;

function ascii(bytes: Uint8Array, at: number, length: number): string {
  if (at + length > bytes.length) return '';
  return String.fromCharCode(...bytes.subarray(at, at + length));
}

/** The format and size of an image from its bytes, or null when they are no known image. */
export function readImageHeader(bytes: Uint8Array): ImageHeader | null {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const n = bytes.length;
  if (n >= 8 && view.getUint32(0) === 0x89504e47 && view.getUint32(4) === 0x0d0a1a0a) {
    const ihdr = n >= 24 && ascii(bytes, 12, 4) === 'IHDR';
    return { format: 'png', width: ihdr ? view.getUint32(16) : null, height: ihdr ? view.getUint32(20) : null };
  }
  if (n >= 3 && bytes[0] === 0xff && bytes[1] === 0xd8 && bytes[2] === 0xff) return { format: 'jpeg', ...jpegSize(bytes, view) };
  if (n >= 6 && (ascii(bytes, 0, 6) === 'GIF87a' || ascii(bytes, 0, 6) === 'GIF89a')) {
    const has = n >= 10;
    return { format: 'gif', width: has ? view.getUint16(6, true) : null, height: has ? view.getUint16(8, true) : null };
  }
  if (n >= 12 && ascii(bytes, 0, 4) === 'RIFF' && ascii(bytes, 8, 4) === 'WEBP') return { format: 'webp', ...webpSize(bytes, view) };
  if (n >= 12 && ascii(bytes, 4, 4) === 'ftyp' && /^avi[fs]$/.test(ascii(bytes, 8, 4))) return { format: 'avif', ...avifSize(bytes, view) };
  // ICO: reserved 0, type 1 (icon) or 2 (cursor), at least one entry; 0 in a size byte means 256.
  if (n >= 6 && view.getUint16(0, true) === 0 && [1, 2].includes(view.getUint16(2, true)) && view.getUint16(4, true) > 0) {
    const has = n >= 8;
    return { format: 'ico', width: has ? bytes[6]! || 256 : null, height: has ? bytes[7]! || 256 : null };
  }
  return null;
}

/** The header of a picture sent as base64: only the prefix any reader looks at is decoded. */
export function readBase64ImageHeader(base64: string): ImageHeader | null {
  // Four base64 characters make three bytes; a little more covers the readers' last look-ahead.
  return readImageHeader(Buffer.from(base64.slice(0, Math.ceil((MAX_SCANNED + 64) / 3) * 4), 'base64'));
}

type Size = { width: number | null; height: number | null };
const UNKNOWN: Size = { width: null, height: null };

// Segments from SOI on: each marker 0xFFxx with a 16-bit length, until a start-of-frame
// (C0-CF except C4 DHT, C8 JPG, CC DAC) whose body holds height then width.
function jpegSize(bytes: Uint8Array, view: DataView): Size {
  const end = Math.min(bytes.length, MAX_SCANNED);
  let at = 2;
  while (at + 9 <= end) {
    if (bytes[at] !== 0xff) return UNKNOWN;
    const marker = bytes[at + 1]!;
    if (marker === 0xff) {
      at += 1;
      continue;
    }
    if (marker === 0xd8 || marker === 0x01 || (marker >= 0xd0 && marker <= 0xd7)) {
      at += 2;
      continue;
    }
    const length = view.getUint16(at + 2);
    if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
      return { height: view.getUint16(at + 5), width: view.getUint16(at + 7) };
    }
    if (length < 2) return UNKNOWN;
    at += 2 + length;
  }
  return UNKNOWN;
}

function webpSize(bytes: Uint8Array, view: DataView): Size {
  const chunk = ascii(bytes, 12, 4);
  if (chunk === 'VP8 ' && bytes.length >= 30) {
    return { width: view.getUint16(26, true) & 0x3fff, height: view.getUint16(28, true) & 0x3fff };
  }
  if (chunk === 'VP8L' && bytes.length >= 25 && bytes[20] === 0x2f) {
    const bits = view.getUint32(21, true);
    return { width: (bits & 0x3fff) + 1, height: ((bits >>> 14) & 0x3fff) + 1 };
  }
  if (chunk === 'VP8X' && bytes.length >= 30) {
    const width = 1 + (bytes[24]! | (bytes[25]! << 8) | (bytes[26]! << 16));
    const height = 1 + (bytes[27]! | (bytes[28]! << 8) | (bytes[29]! << 16));
    return { width, height };
  }
  return UNKNOWN;
}

// AVIF (ISO BMFF): the image's size is an `ispe` property (4 bytes of version and flags, then
// width and height) inside meta > iprp > ipco. The boxes are walked into those three only.
function avifSize(bytes: Uint8Array, view: DataView): Size {
  const end = Math.min(bytes.length, MAX_SCANNED);
  const walk = (from: number, to: number, path: readonly string[]): Size | null => {
    let at = from;
    while (at + 8 <= to) {
      let size = view.getUint32(at);
      const type = ascii(bytes, at + 4, 4);
      let header = 8;
      if (size === 1) return null; // 64-bit sizes: far beyond the scanned prefix
      if (size === 0) size = to - at;
      if (size < header) return null;
      const boxEnd = Math.min(at + size, to);
      if (path.length === 0 && type === 'ispe' && at + 20 <= to) return { width: view.getUint32(at + 12), height: view.getUint32(at + 16) };
      if (type === path[0]) {
        // `meta` is a full box: version and flags before its children.
        if (type === 'meta') header += 4;
        return walk(at + header, boxEnd, path.slice(1));
      }
      at += size;
    }
    return null;
  };
  return walk(0, end, ['meta', 'iprp', 'ipco']) ?? UNKNOWN;
}
