// Blob bodies are content-addressed and immutable: a batch asks once which of its digests the
// read model lacks and fetches only those from the blob store, a bounded number at a time.
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import { insertRows, NO_WRITE, type Column, type Db, type Write } from './sql/row-set.ts';

export interface BlobWriter {
  /** Fetches the bodies `db` lacks among `digests`; the write stores them. */
  prepare(db: Db, digests: Iterable<string>): Promise<Write>;
}

interface BlobRow {
  digest: string;
  content: string;
}

const BLOB_COLUMNS: Column<BlobRow>[] = [
  { name: 'digest', type: 'text', value: (row) => row.digest },
  { name: 'content', type: 'text', value: (row) => row.content },
  { name: 'size', type: 'int', value: (row) => Buffer.byteLength(row.content) },
];

async function mapBounded<T, R>(items: readonly T[], limit: number, work: (item: T) => Promise<R>): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const worker = async () => {
    while (next < items.length) {
      const i = next++;
      results[i] = await work(items[i]!);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, worker));
  return results;
}

/** `table`: the blobs table to check and fill; a rebuild passes the live one, so bodies are kept. */
export function createBlobWriter(store: BlobStore, table = '"blobs"', concurrency = 16): BlobWriter {
  return {
    prepare: async (db, digests) => {
      // Sorted: a live batch and a rebuild may insert the same bodies at once, and taking them in
      // one order keeps their inserts from deadlocking.
      const wanted = [...new Set(digests)].sort();
      if (wanted.length === 0) return NO_WRITE;
      const missing = await db.query<{ digest: string }>(
        `select u.digest from json_array_elements_text($1::json) as u(digest) where not exists (select 1 from ${table} b where b.digest = u.digest) order by u.digest`,
        [JSON.stringify(wanted)],
      );
      if (missing.rows.length === 0) return NO_WRITE;
      const rows = await mapBounded(missing.rows, concurrency, async ({ digest }) => ({ digest, content: await store.get(digest) }));
      return insertRows(table, BLOB_COLUMNS, rows, { keys: ['digest'], action: 'nothing' });
    },
  };
}
