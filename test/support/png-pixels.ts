// Reads a PNG as Chromium writes it (8-bit RGB or RGBA, not interlaced) back into pixels, so tests
// can tell a picture from a blank one: the IDAT chunks inflated and each row's filter undone.
import { inflateSync } from 'node:zlib';

export interface PngPixels {
  width: number;
  height: number;
  /** Bytes a pixel: 3 (RGB) or 4 (RGBA). */
  channels: number;
  data: Buffer;
}

export function decodePng(png: Buffer): PngPixels {
  const width = png.readUInt32BE(16);
  const height = png.readUInt32BE(20);
  const bitDepth = png[24];
  const colourType = png[25];
  if (bitDepth !== 8 || (colourType !== 2 && colourType !== 6) || png[28] !== 0) throw new Error('not an 8-bit RGB(A) PNG');
  const channels = colourType === 6 ? 4 : 3;
  const idat: Buffer[] = [];
  for (let at = 8; at < png.length; ) {
    const length = png.readUInt32BE(at);
    const type = png.toString('latin1', at + 4, at + 8);
    if (type === 'IDAT') idat.push(png.subarray(at + 8, at + 8 + length));
    at += 12 + length;
  }
  const raw = inflateSync(Buffer.concat(idat));
  const stride = width * channels;
  const data = Buffer.alloc(stride * height);
  for (let y = 0; y < height; y++) {
    const filter = raw[y * (stride + 1)]!;
    const row = raw.subarray(y * (stride + 1) + 1, (y + 1) * (stride + 1));
    for (let x = 0; x < stride; x++) {
      const left = x >= channels ? data[y * stride + x - channels]! : 0;
      const up = y > 0 ? data[(y - 1) * stride + x]! : 0;
      const upLeft = y > 0 && x >= channels ? data[(y - 1) * stride + x - channels]! : 0;
      let predictor = 0;
      if (filter === 1) predictor = left;
      else if (filter === 2) predictor = up;
      else if (filter === 3) predictor = (left + up) >> 1;
      else if (filter === 4) {
        const p = left + up - upLeft;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - up);
        const pc = Math.abs(p - upLeft);
        predictor = pa <= pb && pa <= pc ? left : pb <= pc ? up : upLeft;
      }
      data[y * stride + x] = (row[x]! + predictor) & 0xff;
    }
  }
  return { width, height, channels, data };
}

/** How many different colours the picture holds (a blank page: one). */
export function distinctColours(pixels: PngPixels): number {
  const seen = new Set<number>();
  for (let at = 0; at < pixels.data.length; at += pixels.channels) {
    seen.add((pixels.data[at]! << 16) | (pixels.data[at + 1]! << 8) | pixels.data[at + 2]!);
  }
  return seen.size;
}

/** The colour at (x, y) as `#rrggbb`. */
export function colourAt(pixels: PngPixels, x: number, y: number): string {
  const at = (y * pixels.width + x) * pixels.channels;
  return `#${[0, 1, 2].map((i) => pixels.data[at + i]!.toString(16).padStart(2, '0')).join('')}`;
}
