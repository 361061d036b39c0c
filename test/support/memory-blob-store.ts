// A BlobStore in memory, for unit tests below the object store: each account's bodies by SHA-256 of
// their bytes (a text's storable UTF-8, a binary file's own bytes), references labelled with a
// language and encoding as the real store labels them.
import { MissingBlobError } from '../../shared/blobs/blob-errors.ts';
import { siteFileOf, type BlobStore } from '../../shared/blobs/blob-store.ts';
import type { FileRef } from '../../shared/events/file-ref.ts';
import { sha256Hex } from '../../shared/files/digest.ts';
import { languageForPath } from '../../shared/files/file-language.ts';
import type { FileEncoding, SiteFile } from '../../shared/files/site-file.ts';
import { textProblem, toStorableText } from '../../shared/text/text-rules.ts';

/** The file's own language when it is a storable label, else the one its path suggests. */
function languageOf(file: { path: string; language?: string }): string {
  const { language } = file;
  return language !== undefined && language.length <= 64 && !textProblem(language, 'single-line') ? language : languageForPath(file.path);
}

export class MemoryBlobStore implements BlobStore {
  readonly #bodies = new Map<string, Buffer>();

  async putFiles(
    accountId: string,
    files: readonly { path: string; content: string; language?: string; encoding?: FileEncoding }[],
  ): Promise<FileRef[]> {
    return files.map((file) => {
      const bytes = file.encoding === 'base64' ? Buffer.from(file.content, 'base64') : Buffer.from(toStorableText(file.content), 'utf8');
      const digest = sha256Hex(bytes);
      this.#bodies.set(`${accountId}/${digest}`, bytes);
      const ref: FileRef = { path: file.path, digest, size: bytes.byteLength, language: languageOf(file) };
      if (file.encoding === 'base64') ref.encoding = 'base64';
      return ref;
    });
  }

  async get(accountId: string, digest: string, encoding: FileEncoding = 'utf-8'): Promise<string> {
    const bytes = this.#bodies.get(`${accountId}/${digest}`);
    if (bytes === undefined) throw new MissingBlobError(`blob ${digest} is missing from the blob store`);
    return encoding === 'base64' ? bytes.toString('base64') : bytes.toString('utf8');
  }

  async getFiles(accountId: string, refs: readonly FileRef[]): Promise<SiteFile[]> {
    return await Promise.all(refs.map(async (ref) => siteFileOf(ref, await this.get(accountId, ref.digest, ref.encoding))));
  }
}
