// File bodies are content-addressed blobs (SHA-256 of the file's bytes) in a JetStream object store
// bucket, so events stay small and identical files of an account are stored once. A text file's
// blob is its UTF-8 text; a binary file's (an image, a font: `encoding: 'base64'`) is its bytes
// themselves, and its reference says so, so it is read back as base64.
//
// Each body is its account's (issue 31): stored under `<account_id>/<digest>` (body-names.ts), so
// erasing an account's or a job's bodies never touches another account's identical file, and
// sealed with AES-256-GCM under the account's key (body-keys.ts), the object's name as associated
// data. The digest still names the plaintext, and a read checks it. Once the account's key is
// erased its bodies read as ErasedBodyError, a missing body to callers. Bodies stored before (named
// by their digest alone, in clear) are read when the account has none of that name.
//
// Bodies that no live job uses are collected (services/projector/blob-collection/): only those
// older than a grace period, so a body put for a job whose events are not projected yet stays. A
// put of a body already stored therefore refreshes its time when that is older than TOUCH_AFTER_MS,
// and what a process remembers as stored it remembers for KNOWN_FOR_MS only: both well inside the
// grace period (BLOB_COLLECT_GRACE_MS), so a body collected since is put again.
//
// Each process keeps the bodies it read (a byte-weighted LRU). A read that misses asks for the
// object's metadata and its one chunk by subject (two direct gets), where the client library's get
// would create, drain and delete a push consumer for every object: at a few files a job, that was
// most of nats-server's CPU. Likewise a new body of one chunk is written as its chunk and then its
// metadata, in the object store's format (ADR-20, object-records.ts), after the one lookup that
// found it missing: the library's put looks the object up again first, through the JetStream API.
import type { JetStreamManager } from '@nats-io/jetstream';
import { setSha256Backend, type ObjectStore } from '@nats-io/obj';
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { FileRef } from '../events/file-ref.ts';
import { sha256Hex } from '../files/digest.ts';
import { languageForPath } from '../files/file-language.ts';
import type { FileEncoding, SiteFile } from '../files/site-file.ts';
import { LogUnavailableError, isUnavailable } from '../event-log/log-errors.ts';
import { open, SealBrokenError, seal } from '../privacy/aes-gcm.ts';
import type { KeyStore } from '../privacy/key-store.ts';
import { textProblem, toStorableText } from '../text/text-rules.ts';
import { CorruptBlobError, MissingBlobError } from './blob-errors.ts';
import { openingKey, sealingKey } from './body-keys.ts';
import { bodyName } from './body-names.ts';
import { createObjectRecords } from './object-records.ts';

export interface BlobStore {
  /** Stores each file's body for the account (once per distinct content) and returns its reference. */
  putFiles(
    accountId: string,
    files: readonly { path: string; content: string; language?: string; encoding?: FileEncoding }[],
  ): Promise<FileRef[]>;
  /** An account's body: as text (UTF-8, the default), or a binary file's bytes as base64. */
  get(accountId: string, digest: string, encoding?: FileEncoding): Promise<string>;
  /** Resolves an account's references back to files, in the same order. */
  getFiles(accountId: string, refs: readonly FileRef[]): Promise<SiteFile[]>;
}

export interface BlobStoreOptions {
  /** Bytes of bodies this process keeps after reading them (0: none). */
  cacheBytes?: number;
  /** The server's largest message (its max_payload): a body larger than a chunk of this is put by the client library. */
  maxPayload?: number;
  /** How long this process remembers a body as stored (default KNOWN_FOR_MS). */
  knownForMs?: number;
  /** A put of a stored body older than this refreshes its time (default TOUCH_AFTER_MS). */
  touchAfterMs?: number;
}

/** How many bodies a process remembers as stored (~150 bytes each, ~7 MiB at most). */
const KNOWN_BODIES = 50_000;
/** How long a process remembers a body as stored: far below the collector's grace period. */
export const KNOWN_FOR_MS = 60_000;
/** A put of a body stored longer ago than this refreshes its time, so the collector's grace period starts again. */
export const TOUCH_AFTER_MS = 60_000;
const DEFAULT_CACHE_BYTES = 16 * 1024 * 1024;
/** Bodies one putFiles call stores at the same time. */
const PUT_CONCURRENCY = 16;

// The client library hashes what it writes in pure JavaScript unless told it runs on Node.
setSha256Backend('native');

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function createBlobStore(bucket: ObjectStore, jsm: JetStreamManager, keys: KeyStore, options: BlobStoreOptions = {}): BlobStore {
  const cacheBytes = options.cacheBytes ?? DEFAULT_CACHE_BYTES;
  const touchAfterMs = options.touchAfterMs ?? TOUCH_AFTER_MS;
  // UTF-16 in memory: two bytes a character, plus the key.
  const bodies =
    cacheBytes > 0
      ? new LRUCache<string, string>({ maxSize: cacheBytes, sizeCalculation: (body, name) => 2 * (body.length + name.length) + 64 })
      : null;
  const stored = new LRUCache<string, true>({ max: KNOWN_BODIES, ttl: options.knownForMs ?? KNOWN_FOR_MS });
  const objects = createObjectRecords(bucket, jsm, { maxPayload: options.maxPayload });

  const guard = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The blob store did not answer.', error);
      throw error;
    }
  };

  /** The body's plaintext: the account's sealed object, else one stored before under its digest alone; null when neither is. */
  const readBody = async (key: Buffer | null, name: string, digest: string): Promise<Uint8Array | null> => {
    if (key) {
      const found = await objects.meta(name);
      const sealed = found ? await objects.read(found) : null;
      if (sealed) {
        try {
          return open(key, sealed, name);
        } catch (error) {
          if (error instanceof SealBrokenError)
            throw new CorruptBlobError(`blob ${name} does not open with its account's key`, { cause: error });
          throw error;
        }
      }
    }
    const before = await objects.meta(digest);
    return before ? await objects.read(before) : null;
  };

  const get = (accountId: string, digest: string, encoding: FileEncoding = 'utf-8') =>
    guard(async () => {
      // First, whatever is cached: an erased account's bodies are not read from memory either.
      const key = await openingKey(keys, accountId);
      const name = bodyName(accountId, digest);
      // A text body is kept under its name, a binary one's base64 under the name and its encoding.
      const cacheKey = encoding === 'base64' ? `${name}:base64` : name;
      const cached = bodies?.get(cacheKey);
      if (cached !== undefined) return cached;
      const bytes = await readBody(key, name, digest);
      if (!bytes) throw new MissingBlobError(`blob ${digest} of account ${accountId} is missing from the blob store`);
      if (sha256Hex(bytes) !== digest) throw new CorruptBlobError(`blob ${digest} does not match its digest`);
      const body =
        encoding === 'base64' ? Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).toString('base64') : decoder.decode(bytes);
      bodies?.set(cacheKey, body);
      return body;
    });

  const putOne = async (
    accountId: string,
    key: Buffer,
    content: string,
    encoding: FileEncoding,
  ): Promise<{ digest: string; size: number }> => {
    // The gateway refuses caller files PostgreSQL cannot store; a model's output or a forked
    // page is made storable instead of failing the job (NUL and lone surrogates become U+FFFD).
    // A binary file's bytes are stored as they are (the gateway and the generator checked them).
    const bytes = encoding === 'base64' ? Buffer.from(content, 'base64') : encoder.encode(toStorableText(content));
    const digest = sha256Hex(bytes);
    const name = bodyName(accountId, digest);
    if (stored.has(name)) return { digest, size: bytes.byteLength };
    await objects.ensure(name, () => seal(key, bytes, name), touchAfterMs);
    stored.set(name, true);
    return { digest, size: bytes.byteLength };
  };

  return {
    putFiles: (accountId, files) =>
      guard(async () => {
        const key = await sealingKey(keys, accountId);
        // The distinct bodies are put together (PUT_CONCURRENCY at a time), not one after another:
        // their requests go out in the same writes, so a site's files cost about the round trips
        // of one file, not of each.
        const limit = pLimit(PUT_CONCURRENCY);
        const seen = new Map<string, Promise<{ digest: string; size: number }>>();
        const puts = files.map((file) => {
          const encoding = file.encoding ?? 'utf-8';
          // The same characters are other bytes as text and as base64.
          const contentKey = encoding === 'base64' ? `base64:${file.content}` : `utf-8:${file.content}`;
          let put = seen.get(contentKey);
          if (!put) {
            put = limit(() => putOne(accountId, key, file.content, encoding));
            seen.set(contentKey, put);
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
    getFiles: async (accountId, refs) => {
      const contents = await Promise.all(refs.map((ref) => get(accountId, ref.digest, ref.encoding)));
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
