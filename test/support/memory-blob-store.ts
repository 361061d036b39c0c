// A BlobStore in memory, for unit tests below the object store: bodies by SHA-256 of their
// storable text, references labelled with a language as the real store labels them.
import { MissingBlobError, type BlobStore } from '../../shared/blobs/blob-store.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { languageForPath } from '../../shared/files/file-language.ts';
import type { SiteFile } from '../../shared/files/site-file.ts';
import { textProblem, toStorableText } from '../../shared/text/text-rules.ts';

/** The file's own language when it is a storable label, else the one its path suggests. */
function languageOf(file: { path: string; language?: string }): string {
  const { language } = file;
  return language !== undefined && language.length <= 64 && !textProblem(language, 'single-line') ? language : languageForPath(file.path);
}

export class MemoryBlobStore implements BlobStore {
  readonly #bodies = new Map<string, string>();

  async putFiles(files: readonly { path: string; content: string; language?: string }[]): Promise<FileRef[]> {
    return files.map((file) => {
      const body = toStorableText(file.content);
      const bytes = new TextEncoder().encode(body);
      const digest = sha256Hex(bytes);
      this.#bodies.set(digest, body);
      return { path: file.path, digest, size: bytes.byteLength, language: languageOf(file) };
    });
  }

  async get(digest: string): Promise<string> {
    const body = this.#bodies.get(digest);
    if (body === undefined) throw new MissingBlobError(`blob ${digest} is missing from the blob store`);
    return body;
  }

  async getFiles(refs: readonly FileRef[]): Promise<SiteFile[]> {
    return await Promise.all(refs.map(async (ref) => ({ path: ref.path, content: await this.get(ref.digest), language: ref.language })));
  }
}
