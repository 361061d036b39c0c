// File bodies are content-addressed blobs (SHA-256) in a JetStream object store bucket, so events
// stay small and identical files across versions are stored once. A text file's blob is its UTF-8
// text; a binary file's (an image, a font: `encoding: 'base64'`) is its bytes themselves, and its
// reference says so, so it is read back as base64.
//
// Blobs are never changed or deleted, so each process keeps what it has seen: the bodies it read
// (a byte-weighted LRU) and the digests it knows are stored (so a second put of the same body, as
// a generator's final put of the files it emitted, asks the server nothing). A read that misses
// asks for the object's metadata and its one chunk by subject (two direct gets), where the client
// library's get would create, drain and delete a push consumer for every object: at a few files a
// job, that was most of nats-server's CPU. Likewise a new body of one chunk is written as its chunk
// and then its metadata, in the object store's format (ADR-20), after the one lookup that found it
// missing: the library's put looks the object up again first, through the JetStream API.
import type { JetStreamManager } from '@nats-io/jetstream';
import { headers, nuid } from '@nats-io/transport-node';
import { Base64UrlPaddedCodec, setSha256Backend, type ObjectStore } from '@nats-io/obj';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { z } from 'zod';
import type { FileRef } from '../events/file-ref.ts';
import { sha256Hex } from '../files/digest.ts';
import { languageForPath } from '../files/file-language.ts';
import type { FileEncoding, SiteFile } from '../files/site-file.ts';
import { LogUnavailableError, isUnavailable } from '../event-log/log-errors.ts';
import { textProblem, toStorableText } from '../text/text-rules.ts';

export interface BlobStore {
  /** Stores each file's body (once per distinct content) and returns its reference. */
  putFiles(files: readonly { path: string; content: string; language?: string; encoding?: FileEncoding }[]): Promise<FileRef[]>;
  /** A body: as text (UTF-8, the default), or a binary file's bytes as base64. */
  get(digest: string, encoding?: FileEncoding): Promise<string>;
  /** Resolves references back to files, in the same order. */
  getFiles(refs: readonly FileRef[]): Promise<SiteFile[]>;
}

export interface BlobStoreOptions {
  /** Bytes of bodies this process keeps after reading them (0: none). */
  cacheBytes?: number;
  /** The server's largest message (its max_payload): a body larger than a chunk of this is put by the client library. */
  maxPayload?: number;
}

export class MissingBlobError extends Error {
  override readonly name = 'MissingBlobError';
}

/** The stored bytes do not hash to the digest they are stored under. */
export class CorruptBlobError extends Error {
  override readonly name = 'CorruptBlobError';
}

/** How many digests a process remembers as stored (64 hex characters each, ~6 MiB at most). */
const KNOWN_DIGESTS = 50_000;
const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Bodies one putFiles call stores at the same time. */
const PUT_CONCURRENCY = 16;
/** The object store's chunk size (ADR-20), as the client library writes it. */
const MAX_CHUNK_BYTES = 128 * 1024;

/** Where the object store keeps an object's metadata and its chunks (ADR-20), in a bucket named `bucket`. */
const metaSubject = (bucket: string, name: string) => `$O.${bucket}.M.${Base64UrlPaddedCodec.encode(name)}`;
const chunkSubject = (bucket: string, nuid: string) => `$O.${bucket}.C.${nuid}`;

// The client library hashes what it writes in pure JavaScript unless told it runs on Node.
setSha256Backend('native');

const encoder = new TextEncoder();
const decoder = new TextDecoder();

/** The object store's metadata record (ADR-20), as every client writes it; only what is read here. */
const ObjectMetaSchema = z.object({
  nuid: z.string(),
  size: z.number(),
  chunks: z.number(),
  deleted: z.boolean().optional(),
  options: z.object({ link: z.unknown().optional() }).nullish(),
});

export function createBlobStore(bucket: ObjectStore, jsm: JetStreamManager, options: BlobStoreOptions = {}): BlobStore {
  const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  // UTF-16 in memory: two bytes a character, plus the key.
  const bodies =
    cacheBytes > 0
      ? new LRUCache<string, string>({ maxSize: cacheBytes, sizeCalculation: (body, digest) => 2 * (body.length + digest.length) + 64 })
      : null;
  const stored = new LRUCache<string, true>({ max: KNOWN_DIGESTS });
  // Asked once. Buckets made by nats.js allow direct gets; one made by another client may not.
  let layout: Promise<{ name: string; stream: string; direct: boolean }> | undefined;
  const layoutOf = () => {
    layout ??= bucket.status().then(
      (status) => ({ name: status.bucket, stream: status.streamInfo.config.name, direct: status.streamInfo.config.allow_direct === true }),
      (error: unknown) => {
        // Not kept: the next read asks again (nats-server may be back by then).
        layout = undefined;
        throw error;
      },
    );
    return layout;
  };
  const lastBySubject = async (subject: (bucketName: string) => string) => {
    const { name, stream, direct } = await layoutOf();
    const query = { last_by_subj: subject(name) };
    return direct ? await jsm.direct.getMessage(stream, query) : await jsm.streams.getMessage(stream, query);
  };

  const guard = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The blob store did not answer.', error);
      throw error;
    }
  };

  /** The object's metadata, or null when no such object is stored. */
  const readMeta = async (digest: string) => {
    const message = await lastBySubject((bucket) => metaSubject(bucket, digest));
    if (!message) return null;
    const parsed = ObjectMetaSchema.safeParse(message.json());
    return parsed.success && !parsed.data.deleted ? parsed.data : null;
  };

  /** The object's bytes, or null when no such object is stored. */
  const readObject = async (digest: string): Promise<Uint8Array | null> => {
    const meta = await readMeta(digest);
    if (!meta) return null;
    if (meta.size === 0) return new Uint8Array();
    // Links and bodies of several chunks (over 128 KiB) are rare: the library reads them.
    if (meta.chunks !== 1 || meta.options?.link) return await bucket.getBlob(digest);
    const chunk = await lastBySubject((bucket) => chunkSubject(bucket, meta.nuid));
    return chunk ? chunk.data : null;
  };

  const get = (digest: string, encoding: FileEncoding = 'utf-8') =>
    guard(async () => {
      // A text body is kept under its digest, a binary one's base64 under the digest and its encoding.
      const key = encoding === 'base64' ? `${digest}:base64` : digest;
      const cached = bodies?.get(key);
      if (cached !== undefined) return cached;
      const bytes = await readObject(digest);
      if (!bytes) throw new MissingBlobError(`blob ${digest} is missing from the blob store`);
      if (sha256Hex(bytes) !== digest) throw new CorruptBlobError(`blob ${digest} does not match its digest`);
      const body =
        encoding === 'base64' ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') : decoder.decode(bytes);
      bodies?.set(key, body);
      stored.set(digest, true);
      return body;
    });

  const js = jsm.jetstream();
  const chunkLimit = Math.min(MAX_CHUNK_BYTES, options.maxPayload ?? MAX_CHUNK_BYTES);
  /**
   * Stores a body the lookup just found missing: its chunk, then its metadata (the chunk first, so
   * metadata never names a chunk that is not there). Empty bodies and bodies of several chunks are
   * put by the client library.
   */
  const putNew = async (digest: string, bytes: Uint8Array) => {
    if (bytes.byteLength === 0 || bytes.byteLength > chunkLimit) {
      await bucket.putBlob({ name: digest }, bytes);
      return;
    }
    const { name } = await layoutOf();
    const id = nuid.next();
    await js.publish(chunkSubject(name, id), bytes);
    const meta = {
      name: digest,
      description: '',
      options: { max_chunk_size: chunkLimit },
      bucket: name,
      nuid: id,
      size: bytes.byteLength,
      chunks: 1,
      mtime: new Date().toISOString(),
      digest: `SHA-256=${Base64UrlPaddedCodec.encode(Buffer.from(digest, 'hex'))}`,
      deleted: false,
    };
    // As the library does: the newest metadata of a name replaces any before it.
    const rollup = headers();
    rollup.set('Nats-Rollup', 'sub');
    await js.publish(metaSubject(name, digest), JSON.stringify(meta), { headers: rollup });
  };

  const putOne = async (content: string, encoding: FileEncoding): Promise<{ digest: string; size: number }> => {
    // The gateway refuses caller files PostgreSQL cannot store; a model's output or a forked
    // page is made storable instead of failing the job (NUL and lone surrogates become U+FFFD).
    // A binary file's bytes are stored as they are (the gateway and the generator checked them).
    const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : encoder.encode(toStorableText(content));
    const digest = sha256Hex(bytes);
    if (!stored.has(digest)) {
      if (!(await readMeta(digest))) await putNew(digest, bytes);
      stored.set(digest, true);
    }
    return { digest, size: bytes.byteLength };
  };

  return {
    putFiles: (files) =>
      guard(async () => {
        // The distinct bodies are put together (PUT_CONCURRENCY at a time), not one after another:
        // their requests go out in the same writes, so a site's files cost about the round trips
        // of one file, not of each.
        const limit = pLimit(PUT_CONCURRENCY);
        const seen = new Map<string, Promise<{ digest: string; size: number }>>();
        const puts = files.map((file) => {
          const encoding = file.encoding ?? 'utf-8';
          // The same characters are other bytes as text and as base64.
          const key = encoding === 'base64' ? `base64:${file.content}` : `utf-8:${file.content}`;
          let put = seen.get(key);
          if (!put) {
            put = limit(() => putOne(file.content, encoding));
            seen.set(key, put);
          }
          return put;
        });
        const bodiesPut = await Promise.all(puts);
        return files.map((file, i) => {
          const language =
            file.language && file.language.length <= 64 && !textProblem(file.language, 'single-line')
              ? file.language
              : languageForPath(file.path);
          const ref: FileRef = { path: file.path, digest: bodiesPut[i]!.digest, size: bodiesPut[i]!.size, language };
          // Absent for text, so references (and events) of text files are as they always were.
          if (file.encoding === 'base64') ref.encoding = 'base64';
          return ref;
        });
      }),
    get,
    getFiles: async (refs) => {
      const contents = await Promise.all(refs.map((ref) => get(ref.digest, ref.encoding)));
      return refs.map((ref, i) => siteFileOf(ref, contents[i]!));
    },
  };
}

/** A reference and its body as a file: text files keep their three fields, binary ones add `encoding`. */
export function siteFileOf(ref: { path: string; language: string; encoding?: string | null }, content: string): SiteFile {
  const file: SiteFile = { path: ref.path, content, language: ref.language };
  if (ref.encoding === 'base64') file.encoding = 'base64';
  return file;
}
