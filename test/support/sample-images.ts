// Real image bytes for tests: a PNG written here (solid colour with a stripe, so it is a
// picture, not a blank), and JPEG or WebP encoded by Chromium's own canvas, so a browser surely
// decodes them.
import { deflateSync } from 'node:zlib';
import { pngChunk } from './binary-files.ts';
import type { Browser } from 'playwright-core';

/** An 8-bit RGB PNG of the given size: `rgb` everywhere but a dark stripe across the middle. */
export function samplePng(width: number, height: number, rgb: [number, number, number] = [200, 60, 40]): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([8, 2, 0, 0, 0], 8);
  const rows = Buffer.alloc((width * 3 + 1) * height);
  for (let y = 0; y < height; y++) {
    const stripe = Math.abs(y - height / 2) < height / 8;
    for (let x = 0; x < width; x++) rows.set(stripe ? [20, 20, 20] : rgb, y * (width * 3 + 1) + 1 + x * 3);
  }
  const signature = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
  return Buffer.concat([signature, pngChunk('IHDR', ihdr), pngChunk('IDAT', deflateSync(rows)), pngChunk('IEND', Buffer.alloc(0))]);
}

/** A picture of the given size encoded by Chromium's canvas as JPEG or WebP. */
export async function canvasImage(browser: Browser, width: number, height: number, type: 'image/jpeg' | 'image/webp'): Promise<Buffer> {
  const page = await browser.newPage();
  try {
    const dataUrl = await page.evaluate(
      ({ width, height, type }) => {
        const canvas = document.createElement('canvas');
        canvas.width = width;
        canvas.height = height;
        const g = canvas.getContext('2d')!;
        const gradient = g.createLinearGradient(0, 0, width, height);
        gradient.addColorStop(0, '#d35400');
        gradient.addColorStop(1, '#2c3e50');
        g.fillStyle = gradient;
        g.fillRect(0, 0, width, height);
        return canvas.toDataURL(type, 0.8);
      },
      { width, height, type },
    );
    return Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  } finally {
    await page.close();
  }
}
