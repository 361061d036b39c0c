// One HTTP(S) GET to an already-checked address. node:http is used rather than fetch because its
// `lookup` hook lets the connection go to exactly the address resolve-target.ts checked (the
// host name still drives the Host header, SNI and certificate check), with no extra dependency.

import http from 'node:http';
import https from 'node:https';
import type { IncomingMessage } from 'node:http';
import type { LookupFunction } from 'node:net';
import { pipeline } from 'node:stream';
import type { Readable } from 'node:stream';
import zlib from 'node:zlib';
import { bareAddress } from './address-policy.ts';
import { ForkError } from './fork-error.ts';
import { describeBytes } from './fork-limits.ts';
import type { PinnedTarget } from './resolve-target.ts';

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

  exceeded(): ForkError {
    const limit = describeBytes(this.max);
    return new ForkError('too_large', `the site is larger than ${limit}; forking is limited to ${limit}`);
  }
}

function pinnedLookup(target: PinnedTarget): LookupFunction {
  return (_hostname, options, callback) => {
    // net asks for every address when it races IPv4 and IPv6 (autoSelectFamily); answer both forms
    // with the single checked address.
    if (options.all) callback(null, [{ address: target.address, family: target.family }]);
    else callback(null, target.address, target.family);
  };
}

/** One request to exactly the checked address: a GET, or a POST of `body` when one is given. */
export function requestPinned(
  url: URL,
  target: PinnedTarget,
  headers: Record<string, string>,
  signal: AbortSignal,
  body?: string,
): Promise<IncomingMessage> {
  return new Promise((resolve, reject) => {
    const transport = url.protocol === 'https:' ? https : http;
    const request = transport.request(
      {
        protocol: url.protocol,
        hostname: bareAddress(url.hostname),
        port: url.port === '' ? undefined : Number(url.port),
        path: `${url.pathname}${url.search}`,
        method: body === undefined ? 'GET' : 'POST',
        headers: body === undefined ? headers : { ...headers, 'content-length': String(Buffer.byteLength(body)) },
        // No shared pool: a pooled socket could have been opened for another fork's address.
        agent: false,
        lookup: pinnedLookup(target),
        signal,
      },
      resolve,
    );
    request.on('error', (error) => {
      // A parse error can leave the socket open; a pinned socket is never reused.
      request.destroy();
      reject(error);
    });
    request.end(body);
  });
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
  const encoding = String(response.headers['content-encoding'] ?? '').trim().toLowerCase();
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
