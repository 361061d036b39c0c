// The image header reader: format by magic number, size from each format's header, and null for
// bytes that are no image (a `.png` that is HTML).
import t from 'tap';
import { formatOfName, readImageHeader } from '../../shared/images/image-header.ts';
import { svgSize } from '../../shared/images/svg-size.ts';
import { launchBrowser } from '../support/site-quality/browser-checks.ts';
import { canvasImage, samplePng } from '../support/sample-images.ts';

/** A baseline JPEG's first segments: SOI, an APP0 (JFIF) segment, then SOF0 with the size. */
function jpegHeader(width: number, height: number): Buffer {
  const app0 = [0xff, 0xe0, 0, 16, 0x4a, 0x46, 0x49, 0x46, 0, 1, 1, 0, 0, 1, 0, 1, 0, 0];
  const sof0 = [0xff, 0xc0, 0, 17, 8, height >> 8, height & 255, width >> 8, width & 255, 3, 1, 0x22, 0, 2, 0x11, 1, 3, 0x11, 1];
  return Buffer.from([0xff, 0xd8, ...app0, ...sof0]);
}

function box(type: string, body: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(8 + body.length);
  head.write(type, 4, 'latin1');
  return Buffer.concat([head, body]);
}

function avif(width: number, height: number): Buffer {
  const ispeBody = Buffer.alloc(12);
  ispeBody.writeUInt32BE(width, 4);
  ispeBody.writeUInt32BE(height, 8);
  const ftyp = box('ftyp', Buffer.from('avif\0\0\0\0mif1avif', 'latin1'));
  const meta = box(
    'meta',
    Buffer.concat([Buffer.alloc(4), box('hdlr', Buffer.alloc(20)), box('iprp', box('ipco', box('ispe', ispeBody)))]),
  );
  return Buffer.concat([ftyp, meta]);
}

t.test('reads the format and size of each kind of image', async (t) => {
  t.same(readImageHeader(samplePng(321, 123)), { format: 'png', width: 321, height: 123 });
  t.same(readImageHeader(jpegHeader(800, 533)), { format: 'jpeg', width: 800, height: 533 });
  const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([30, 0, 20, 0, 0, 0, 0])]);
  t.same(readImageHeader(gif), { format: 'gif', width: 30, height: 20 });
  // VP8L: signature 0x2f, then 14 bits of width - 1 and 14 of height - 1.
  const vp8l = Buffer.alloc(30);
  vp8l.write('RIFF', 0, 'latin1');
  vp8l.write('WEBPVP8L', 8, 'latin1');
  vp8l[20] = 0x2f;
  vp8l.writeUInt32LE(((20 - 1) << 14) | (30 - 1), 21);
  t.same(readImageHeader(vp8l), { format: 'webp', width: 30, height: 20 });
  t.same(readImageHeader(avif(1920, 1080)), { format: 'avif', width: 1920, height: 1080 });
  t.same(readImageHeader(Buffer.from([0, 0, 1, 0, 1, 0, 0, 48])), { format: 'ico', width: 256, height: 48 });
  t.same(
    readImageHeader(samplePng(1, 1).subarray(0, 8)),
    { format: 'png', width: null, height: null },
    'a bare signature: format, no size',
  );
});

t.test('what Chromium itself encodes is read right', async (t) => {
  const browser = await launchBrowser();
  t.teardown(() => browser.close());
  t.same(readImageHeader(await canvasImage(browser, 640, 427, 'image/jpeg')), { format: 'jpeg', width: 640, height: 427 });
  t.same(readImageHeader(await canvasImage(browser, 300, 200, 'image/webp')), { format: 'webp', width: 300, height: 200 });
});

t.test('bytes that are no image are no image', async (t) => {
  t.equal(readImageHeader(Buffer.from('<!doctype html><title>Not found</title>')), null);
  t.equal(readImageHeader(Buffer.alloc(0)), null);
  t.equal(readImageHeader(Buffer.from([0x89, 0x50, 0x4e])), null, 'a cut signature');
  // A JPEG whose segments run off the end, or lie about their length, has no size, quickly.
  const endless = Buffer.concat([Buffer.from([0xff, 0xd8]), Buffer.alloc(2_000_000, 0xff)]);
  const started = performance.now();
  t.same(readImageHeader(endless), { format: 'jpeg', width: null, height: null });
  t.ok(performance.now() - started < 500, 'a hostile JPEG is read in bounded time');
});

t.test('file names and SVG sizes', async (t) => {
  t.equal(formatOfName('Team Photo.JPEG'), 'jpeg');
  t.equal(formatOfName('logo.svg'), null);
  t.equal(formatOfName('png'), null);
  t.same(svgSize('<svg xmlns="http://www.w3.org/2000/svg" width="120" height="40px"></svg>'), { width: 120, height: 40 });
  t.same(svgSize("<?xml version='1.0'?><svg viewBox='0 0 64 32'><rect/></svg>"), { width: 64, height: 32 });
  t.same(svgSize('<svg width="100%"></svg>'), { width: null, height: null });
});
