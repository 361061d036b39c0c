// Blob bodies are content-addressed per account (issue 31: the `blobs` table is keyed by account
// and digest, as the object store is): a batch asks once which of its bodies the read model lacks
// and fetches only those from the blob store, a bounded number at a time.
//
// Bodies the writer has seen stored, or is storing in a batch not yet committed, are remembered
// (a bounded LRU): a later batch asks only about the others. A batch that does not commit clears
// the memory (reset), and the collector forgets the bodies it deletes (forget), between batches
// (blob-collection/). Besides saving the lookup, this lets a rebuild fold a batch while the one
// before commits without waiting for it: the only bodies it could miss in the table are the ones
// that batch is storing, and those are remembered.
//
// A body the blob store no longer has (collected, or its account erased: issue 31) is left out with
// a warning rather than stopping the projector on it for ever: the job reads without that file.
import { LRUCache } from 'lru-cache';
import pLimit from 'p-limit';
import { MissingBlobError } from '../../shared/blobs/blob-errors.ts';
import type { BlobStore } from '../../shared/blobs/blob-store.ts';
import type { FileEncoding } from '../../shared/files/site-file.ts';
import { insertRows, NO_WRITE, type Column, type Db, type Write } from './sql/row-set.ts';

/** A body of the read model: an account's digest, and whether it is a binary file's (stored as base64). */
export interface BodyRef {
  accountId: string;
  digest: string;
  binary: boolean;
}

export interface BlobWriter {
  /** Fetches the bodies the read model lacks among `bodies`; the write stores them. */
  prepare(db: Db, bodies: Iterable<BodyRef>): Promise<Write>;
  /** A batch prepared here did not commit: forget every body remembered. */
  reset(): void;
  /** These bodies were deleted from the table (collected): forget them. */
  forget(accountId: string, digests: Iterable<string>): void;
}

interface BlobRow {
  accountId: string;
  digest: string;
  content: string;
  encoding: FileEncoding;
}

const BLOB_COLUMNS: Column<BlobRow>[] = [
  { name: 'account_id', type: 'text', value: (row) => row.accountId },
  { name: 'digest', type: 'text', value: (row) => row.digest },
  { name: 'content', type: 'text', value: (row) => row.content },
  // The file's bytes: a binary file's decoded ones.
  { name: 'size', type: 'int', value: (row) => Buffer.byteLength(row.content, row.encoding === 'base64' ? 'base64' : 'utf8') },
  { name: 'encoding', type: 'text', value: (row) => row.encoding },
];

/** Bodies remembered as stored: ~200 bytes each, so the default holds about 20 MB. */
export const KNOWN_DIGESTS = 100_000;

export interface BlobWriterOptions {
  /** The blobs table to check and fill (quoted SQL name); a rebuild passes the live one, so bodies are kept. */
  table?: string;
  concurrency?: number;
  knownDigests?: number;
  /** Told of a body the blob store no longer has, left out of the table. */
  onMissing?(body: BodyRef, error: MissingBlobError): void;
}

const keyOf = (accountId: string, digest: string) => `${accountId}/${digest}`;

export function createBlobWriter(store: BlobStore, options: BlobWriterOptions = {}): BlobWriter {
  const table = options.table ?? '"blobs"';
  const known = new LRUCache<string, true>({ max: options.knownDigests ?? KNOWN_DIGESTS });
  return {
    reset: () => known.clear(),
    forget: (accountId, digests) => {
      for (const digest of digests) known.delete(keyOf(accountId, digest));
    },
    prepare: async (db, bodies) => {
      const byKey = new Map<string, BodyRef>();
      for (const body of bodies) {
        const key = keyOf(body.accountId, body.digest);
        if (!known.has(key) && !byKey.has(key)) byKey.set(key, body);
      }
      if (byKey.size === 0) return NO_WRITE;
      // Sorted: a live batch and a rebuild may insert the same bodies at once, and taking them in
      // one order keeps their inserts from deadlocking.
      const wanted = [...byKey.values()].sort((a, b) =>
        a.accountId === b.accountId ? (a.digest < b.digest ? -1 : 1) : a.accountId < b.accountId ? -1 : 1,
      );
      const missing = await db.query<{ account_id: string; digest: string }>(
        `select u.account_id, u.digest from json_to_recordset($1::json) as u(account_id text, digest text)
          where not exists (select 1 from ${table} b where b.account_id = u.account_id and b.digest = u.digest)
          order by u.account_id, u.digest`,
        [JSON.stringify(wanted.map(({ accountId, digest }) => ({ account_id: accountId, digest })))],
      );
      // Stored already, or stored by this batch's write.
      for (const key of byKey.keys()) known.set(key, true);
      if (missing.rows.length === 0) return NO_WRITE;
      const limit = pLimit(options.concurrency ?? 16);
      const rows = await Promise.all(
        missing.rows.map((row) =>
          limit(async (): Promise<BlobRow | null> => {
            const body = byKey.get(keyOf(row.account_id, row.digest))!;
            const encoding: FileEncoding = body.binary ? 'base64' : 'utf-8';
            try {
              return {
                accountId: body.accountId,
                digest: body.digest,
                content: await store.get(body.accountId, body.digest, encoding),
                encoding,
              };
            } catch (error) {
              if (!(error instanceof MissingBlobError)) throw error;
              // Not stored here: a later batch that names it again looks again (it may be put again).
              known.delete(keyOf(body.accountId, body.digest));
              options.onMissing?.(body, error);
              return null;
            }
          }),
        ),
      );
      const present = rows.filter((row): row is BlobRow => row !== null);
      return insertRows(table, BLOB_COLUMNS, present, { keys: ['account_id', 'digest'], action: 'nothing' });
    },
  };
}
