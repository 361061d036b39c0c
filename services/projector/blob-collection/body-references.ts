// Which of an account's bodies its live jobs still use, as the read model says (migration 0017): a
// file body by a job's files (`job_files`) or its starting files (`job_blob_refs`, kind `input`), a
// screenshot by a job's screenshots (kind `screenshot`). A job erased no longer names any (its
// state is blanked, so are its rows); one whose row is gone names none either (the join). Each
// check is one index probe per digest: `job_files (account_id, digest)`, `job_blob_refs (account_id,
// kind, digest)`.
import type { Db } from '../sql/row-set.ts';

/** The two buckets of bodies: file bodies (`blobs`) and screenshots (`screenshots`). */
export type BodyBucket = 'blobs' | 'screenshots';

/** SQL: the account ($1) still uses the body whose digest is the column `digest`, in `bucket`. */
function usedIn(bucket: BodyBucket, digest: string): string {
  const byRef = (kind: string) => `exists (select 1 from job_blob_refs r join jobs j on j.id = r.job_id
              where r.account_id = $1 and r.kind = '${kind}' and r.digest = ${digest})`;
  if (bucket === 'screenshots') return byRef('screenshot');
  return `(exists (select 1 from job_files f join jobs j on j.id = f.job_id where f.account_id = $1 and f.digest = ${digest})
           or ${byRef('input')})`;
}

/** Of `digests`, those the account's live jobs still use. */
export async function stillUsed(db: Db, bucket: BodyBucket, accountId: string, digests: readonly string[]): Promise<Set<string>> {
  if (digests.length === 0) return new Set();
  const rows = await db.query<{ digest: string }>(
    `select u.digest from unnest($2::text[]) as u(digest) where ${usedIn(bucket, 'u.digest')}`,
    [accountId, [...new Set(digests)]],
  );
  return new Set(rows.rows.map((row) => row.digest));
}

/**
 * Deletes the account's `blobs` rows among `digests` that no live job uses (checked in the same
 * statement), or all of them for an erased account; returns the digests deleted.
 */
export async function deleteUnusedRows(db: Db, accountId: string, digests: readonly string[], erased: boolean): Promise<string[]> {
  if (digests.length === 0) return [];
  const unused = erased ? 'true' : `not ${usedIn('blobs', 'b.digest')}`;
  const rows = await db.query<{ digest: string }>(
    `delete from blobs b using unnest($2::text[]) as d(digest)
      where b.account_id = $1 and b.digest = d.digest and ${unused}
      returning b.digest`,
    [accountId, [...new Set(digests)]],
  );
  return rows.rows.map((row) => row.digest);
}

/** Every body the read model knows of the account: its `blobs` rows and what its jobs name, in each bucket. */
export async function knownBodies(db: Db, accountId: string): Promise<Record<BodyBucket, string[]>> {
  const rows = await db.query<{ bucket: BodyBucket; digest: string }>(
    `select 'blobs' as bucket, digest from blobs where account_id = $1
     union select 'blobs', digest from job_files where account_id = $1
     union select case when kind = 'screenshot' then 'screenshots' else 'blobs' end, digest from job_blob_refs where account_id = $1`,
    [accountId],
  );
  const known: Record<BodyBucket, string[]> = { blobs: [], screenshots: [] };
  for (const row of rows.rows) known[row.bucket].push(row.digest);
  return known;
}

/** A page of `blobs` rows after `after` (account, digest order), at most `limit`. */
export async function rowsAfter(
  db: Db,
  after: { accountId: string; digest: string } | null,
  limit: number,
): Promise<{ accountId: string; digest: string }[]> {
  const rows = await db.query<{ account_id: string; digest: string }>(
    after
      ? 'select account_id, digest from blobs where (account_id, digest) > ($1, $2) order by account_id, digest limit $3'
      : 'select account_id, digest from blobs order by account_id, digest limit $1',
    after ? [after.accountId, after.digest, limit] : [limit],
  );
  return rows.rows.map((row) => ({ accountId: row.account_id, digest: row.digest }));
}
