// A PNG's size, from its IHDR chunk: the first chunk, right after the 8-byte signature, with the
// width and height as big-endian 32-bit integers at bytes 16 to 23.
export function pngSize(png: Uint8Array): { width: number; height: number } {
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  if (png.byteLength < 24 || view.getUint32(12) !== 0x49484452) throw new Error('not a PNG: no IHDR chunk');
  return { width: view.getUint32(16), height: view.getUint32(20) };
}
