// File bodies are content-addressed blobs (SHA-256) in a JetStream object store bucket, so events
// stay small and identical files across versions are stored once.
import type { ObjectStore } from '@nats-io/obj';
import type { FileRef } from '../events/file-ref.ts';
import { sha256Hex } from '../files/digest.ts';
import { languageForPath } from '../files/file-language.ts';
import type { SiteFile } from '../files/site-file.ts';
import { LogUnavailableError, isUnavailable } from '../event-log/log-errors.ts';
import { textProblem, toStorableText } from '../text/text-rules.ts';

export interface BlobStore {
  /** Stores each file's body (once per distinct content) and returns its reference. */
  putFiles(files: readonly { path: string; content: string; language?: string }[]): Promise<FileRef[]>;
  get(digest: string): Promise<string>;
  /** Resolves references back to files, in the same order. */
  getFiles(refs: readonly FileRef[]): Promise<SiteFile[]>;
}

export class MissingBlobError extends Error {
  override readonly name = 'MissingBlobError';
}

const encoder = new TextEncoder();
const decoder = new TextDecoder();

export function createBlobStore(bucket: ObjectStore): BlobStore {
  const guard = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The blob store did not answer.', error);
      throw error;
    }
  };

  const putOne = async (content: string): Promise<{ digest: string; size: number }> => {
    // The gateway refuses caller files PostgreSQL cannot store; a model's output or a forked
    // page is made storable instead of failing the job (NUL and lone surrogates become U+FFFD).
    const bytes = encoder.encode(toStorableText(content));
    const digest = sha256Hex(bytes);
    const existing = await bucket.info(digest);
    if (!existing || existing.deleted) await bucket.putBlob({ name: digest }, bytes);
    return { digest, size: bytes.byteLength };
  };

  const get = (digest: string) =>
    guard(async () => {
      const bytes = await bucket.getBlob(digest);
      if (!bytes) throw new MissingBlobError(`blob ${digest} is missing from the blob store`);
      return decoder.decode(bytes);
    });

  return {
    putFiles: (files) =>
      guard(async () => {
        const refs: FileRef[] = [];
        const seen = new Map<string, Promise<{ digest: string; size: number }>>();
        for (const file of files) {
          let stored = seen.get(file.content);
          if (!stored) {
            stored = putOne(file.content);
            seen.set(file.content, stored);
          }
          const { digest, size } = await stored;
          const language = file.language && file.language.length <= 64 && !textProblem(file.language, 'single-line') ? file.language : languageForPath(file.path);
          refs.push({ path: file.path, digest, size, language });
        }
        return refs;
      }),
    get,
    getFiles: async (refs) => {
      const contents = await Promise.all(refs.map((ref) => get(ref.digest)));
      return refs.map((ref, i) => ({ path: ref.path, content: contents[i]!, language: ref.language }));
    },
  };
}
