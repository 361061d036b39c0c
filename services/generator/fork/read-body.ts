// A fork's response bodies: decompressed and read against one byte budget for the whole fork, so a
// large, endless or bomb-like body is cut off as soon as the fork's limit is passed.

import type { IncomingMessage } from 'node:http';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { ForkError } from './fork-error.ts';
import { describeBytes } from './fork-limits.ts';

/** Decoded bytes left for the whole fork; shared by every request of one fork. */
export class ByteBudget {
  readonly max: number;
  used = 0;

  constructor(max: number) {
    this.max = max;
  }

  take(bytes: number): void {
    this.used += bytes;
    if (this.used > this.max) throw this.exceeded();
  }

  /** Takes the bytes when they fit and says so; takes nothing otherwise (pictures never end a fork). */
  fits(bytes: number): boolean {
    if (this.used + bytes > this.max) return false;
    this.used += bytes;
    return true;
  }

  exceeded(): ForkError {
    const limit = describeBytes(this.max);
    return new ForkError('too_large', `the site is larger than ${limit}; forking is limited to ${limit}`);
  }
}

function decoderFor(encoding: string): zlib.Gunzip | zlib.Inflate | zlib.BrotliDecompress | null {
  switch (encoding) {
    case 'gzip':
    case 'x-gzip':
      return zlib.createGunzip();
    case 'deflate':
      return zlib.createInflate();
    case 'br':
      return zlib.createBrotliDecompress();
    default:
      return null;
  }
}

/**
 * Reads the (decompressed) body, charging every chunk to the budget and aborting the stream as
 * soon as the budget is exceeded, so an endless or bomb-like body costs at most one chunk more.
 */
export async function readBody(response: IncomingMessage, budget: ByteBudget): Promise<Buffer> {
  const declared = Number(response.headers['content-length']);
  if (Number.isFinite(declared) && budget.used + declared > budget.max) {
    response.destroy();
    throw budget.exceeded();
  }
  const encoding = String(response.headers['content-encoding'] ?? '')
    .trim()
    .toLowerCase();
  const decoder = decoderFor(encoding);
  let source: Readable = response;
  if (decoder) {
    pipeline(response, decoder, () => {});
    source = decoder;
  } else if (encoding !== '' && encoding !== 'identity') {
    response.destroy();
    throw new ForkError('unsupported_type', `the site sent an unsupported content encoding (${encoding})`);
  }
  const chunks: Buffer[] = [];
  try {
    for await (const chunk of source) {
      const buffer = chunk as Buffer;
      budget.take(buffer.length);
      chunks.push(buffer);
    }
  } catch (error) {
    response.destroy();
    source.destroy();
    if (error instanceof ForkError) throw error;
    if (decoder && (error as { code?: string }).code?.startsWith('Z_')) {
      throw new ForkError('unreachable', 'the site sent a corrupt compressed response', { cause: error });
    }
    throw error;
  }
  return Buffer.concat(chunks);
}
