// Binary files for the tests of issue 27: a real PNG made here (any size, one colour, valid enough
// for Chromium and test/support/png-pixels.ts), and the JPEG and WOFF2 font of test/fixtures/binary.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { crc32, deflateSync } from 'node:zlib';

/** One PNG chunk: its length, type, data and CRC. */
export function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/**
 * An 8-bit RGB PNG of `width` x `height` pixels, each row a shade of `rgb` (so the bytes vary);
 * `size`: padded to exactly that many bytes with a text chunk (a comment), for tests of limits.
 */
export function makePng(width: number, height: number, rgb: [number, number, number] = [200, 60, 30], size?: number): Buffer {
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 8; // bit depth
  header[9] = 2; // RGB
  const rows: Buffer[] = [];
  for (let y = 0; y < height; y++) {
    const row = Buffer.alloc(1 + width * 3);
    for (let x = 0; x < width; x++) row.set([(rgb[0] + y) & 255, (rgb[1] + x) & 255, rgb[2]], 1 + x * 3);
    rows.push(row);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  const parts = [signature, pngChunk('IHDR', header), pngChunk('IDAT', deflateSync(Buffer.concat(rows)))];
  if (size !== undefined) {
    const comment = Buffer.from('Comment\0', 'latin1');
    const padding = size - parts.reduce((total, part) => total + part.length, 0) - 12 - 12 - comment.length;
    if (padding < 0) throw new Error(`a ${width}x${height} PNG is more than ${size} bytes`);
    parts.push(pngChunk('tEXt', Buffer.concat([comment, Buffer.alloc(padding, 'x')])));
  }
  return Buffer.concat([...parts, pngChunk('IEND', Buffer.alloc(0))]);
}

const FIXTURES = join(import.meta.dirname, '../fixtures/binary');

/** A 543-byte JPEG photo. */
export const PHOTO_JPG: Buffer = readFileSync(join(FIXTURES, 'photo.jpg'));
/** A WOFF2 web font (Open Sans Light Italic). */
export const FONT_WOFF2: Buffer = readFileSync(join(FIXTURES, 'open-sans-300italic.woff2'));

/** A request's binary file. */
export const base64File = (path: string, bytes: Buffer) => ({ path, content: bytes.toString('base64'), encoding: 'base64' as const });
