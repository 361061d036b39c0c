// Blob bodies are content-addressed and immutable: a batch asks once which of its digests the
// read model lacks and fetches only those from the blob store, a bounded number at a time.
//
// Digests the writer has seen stored, or is storing in a batch not yet committed, are remembered
// (a bounded LRU): a later batch asks only about the others. Bodies are never deleted, so a
// digest stays stored once its batch commits; a batch that does not commit clears the memory
// (reset). Besides saving the lookup, this lets a rebuild fold a batch while the one before
// commits without waiting for it: the only bodies it could miss in the table are the ones that
// batch is storing, and those are remembered.
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { FileEncoding } from '../../shared/files/site-file.ts';
import { insertRows, NO_WRITE, type Column, type Db, type Write } from './sql/row-set.ts';

export interface BlobWriter {
  /**
   * Fetches the bodies the read model lacks among `digests`; the write stores them. Those in
   * `binary` are binary files' (images, fonts): stored as base64, with `encoding` saying so.
   */
  prepare(db: Db, digests: Iterable<string>, binary?: ReadonlySet<string>): Promise<Write>;
  /** A batch prepared here did not commit: forget every digest remembered. */
  reset(): void;
}

interface BlobRow {
  digest: string;
  content: string;
  encoding: FileEncoding;
}

const BLOB_COLUMNS: Column<BlobRow>[] = [
  { name: 'digest', type: 'text', value: (row) => row.digest },
  { name: 'content', type: 'text', value: (row) => row.content },
  // The file's bytes: a binary file's decoded ones.
  { name: 'size', type: 'int', value: (row) => Buffer.byteLength(row.content, row.encoding === 'base64' ? 'base64' : 'utf8') },
  { name: 'encoding', type: 'text', value: (row) => row.encoding },
];

/** Digests remembered as stored: ~150 bytes each, so the default holds about 15 MB. */
export const KNOWN_DIGESTS = 100_000;

export interface BlobWriterOptions {
  /** The blobs table to check and fill (quoted SQL name); a rebuild passes the live one, so bodies are kept. */
  table?: string;
  concurrency?: number;
  knownDigests?: number;
}

export function createBlobWriter(store: BlobStore, options: BlobWriterOptions = {}): BlobWriter {
  const table = options.table ?? '"blobs"';
  const known = new LRUCache<string, true>({ max: options.knownDigests ?? KNOWN_DIGESTS });
  return {
    reset: () => known.clear(),
    prepare: async (db, digests, binary) => {
      // Sorted: a live batch and a rebuild may insert the same bodies at once, and taking them in
      // one order keeps their inserts from deadlocking.
      const wanted = [...new Set(digests)].filter((digest) => !known.has(digest)).sort();
      if (wanted.length === 0) return NO_WRITE;
      const missing = await db.query<{ digest: string }>(
        `select u.digest from json_array_elements_text($1::json) as u(digest) where not exists (select 1 from ${table} b where b.digest = u.digest) order by u.digest`,
        [JSON.stringify(wanted)],
      );
      // Stored already, or stored by this batch's write.
      for (const digest of wanted) known.set(digest, true);
      if (missing.rows.length === 0) return NO_WRITE;
      const limit = pLimit(options.concurrency ?? 16);
      const rows = await Promise.all(
        missing.rows.map(({ digest }) =>
          limit(async () => {
            const encoding: FileEncoding = binary?.has(digest) ? 'base64' : 'utf-8';
            return { digest, content: await store.get(digest, encoding), encoding };
          }),
        ),
      );
      return insertRows(table, BLOB_COLUMNS, rows, { keys: ['digest'], action: 'nothing' });
    },
  };
}
