// Binary files (issue 27) as the API carries them: an image or a font travels as `content` in
// base64 with `encoding: "base64"`; a text file as its text, with no encoding.
import { base64DecodedLength } from '../files/strict-base64.ts';
import type { JobFile } from './types.ts';

/** A request's file from bytes: `{ path, content: <base64>, encoding: 'base64' }` (PNG, JPEG, GIF, WebP, AVIF, ICO, fonts). */
export function binaryFile(path: string, bytes: Uint8Array): { path: string; content: string; encoding: 'base64' } {
  return { path, content: Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64'), encoding: 'base64' };
}

/** A job's file as bytes: a binary file's decoded base64, a text file's UTF-8. */
export function fileBytes(file: Pick<JobFile, 'content'> & { encoding?: string }): Uint8Array {
  return new Uint8Array(file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : Buffer.from(file.content, 'utf8'));
}

/** What is written to disk for a file: the bytes of a binary file, the UTF-8 of a text file's text. */
export function fileBody(file: { content: string; encoding?: string }): Buffer {
  return Buffer.from(file.content, file.encoding === 'base64' ? 'base64' : 'utf8');
}

/** A job's file's size in bytes (a binary file's decoded bytes), without decoding it. */
export function fileSize(file: { content: string; encoding?: string }): number {
  return file.encoding === 'base64' ? base64DecodedLength(file.content) : Buffer.byteLength(file.content, 'utf8');
}
