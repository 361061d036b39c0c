// Collection of file bodies and screenshots no live job uses any more (issue 31): a mark and sweep
// over the object store, the read model saying what is used (body-references.ts). Run by the
// active projector (blob-sweeps.ts), and after an erasure for the bodies the erased jobs used.
//
// Why nothing a job still needs is taken, though a body may be put before the read model knows a
// job uses it (its event is not projected yet):
// - only bodies older than the grace period (BLOB_COLLECT_GRACE_MS) are taken. A writer that puts a
//   body already stored refreshes its time when it is older than a minute, and remembers it as
//   stored for a minute only (shared/blobs/blob-store.ts), so a body any writer is about to name
//   in an event is younger than that;
// - what is used is asked after the body was listed, and the body is marked deleted only if its
//   metadata is still the one listed (object-records.ts): a writer's touch in between wins;
// - the `blobs` rows go between the projector's batches (batch-gate.ts), each checked against the
//   read model in the statement that deletes it, and the blob writer forgets them.
// An erased account's bodies go whatever their age: nothing can read or write them any more.
//
// Every step can be repeated: a body marked deleted but not purged (a collector killed in between)
// is finished by the next sweep, which lists deleted markers too; a body already gone is skipped.
import pLimit from 'p-limit';
import type { Logger } from 'pino';
import { bodyName, parseBodyName } from '../../../shared/blobs/body-names.ts';
import type { ObjectRecords, StoredMeta } from '../../../shared/blobs/object-records.ts';
import { modifiedAt } from '../../../shared/blobs/object-records.ts';
import type { JobState } from '../../../shared/jobs/job-state.ts';
import { accountKeyName, type KeyStore } from '../../../shared/privacy/key-store.ts';
import type { BatchGate } from '../batch-gate.ts';
import type { BlobWriter } from '../blob-writer.ts';
import type { Db } from '../sql/row-set.ts';
import { deleteUnusedRows, knownBodies, rowsAfter, stillUsed, type BodyBucket } from './body-references.ts';

export interface CollectionCounts {
  /** Objects deleted from the object store, and their stored bytes. */
  bodies: number;
  bytes: number;
  /** `blobs` rows deleted from the read model. */
  rows: number;
  /** Unused, but younger than the grace period: left to a later sweep. */
  young: number;
  /** When the youngest of those is older than the grace period (ms since the epoch); 0 when none is young. */
  youngUntil: number;
}

export interface SweepCounts extends CollectionCounts {
  /** Objects looked at, deleted markers and bodies named by their digest alone (stored before issue 31) included. */
  seen: number;
  /** Bodies named by their digest alone: left to the migration (docs/operations.md). */
  legacy: number;
}

export interface BlobCollectionMetrics {
  collected(bucket: BodyBucket, bodies: number, bytes: number): void;
  rows(count: number): void;
}

export interface BlobCollectorDeps {
  buckets: Record<BodyBucket, ObjectRecords>;
  db: Db;
  keys: KeyStore;
  graceMs: number;
  /** The projector's batch gate: `blobs` rows are deleted between batches. */
  gate: BatchGate;
  writer: Pick<BlobWriter, 'forget'>;
  logger: Logger;
  metrics?: BlobCollectionMetrics;
  /** How often a sweep logs its progress (default 10 s). */
  progressEveryMs?: number;
  /** Tests: runs after a body is marked deleted, before its purge (where a crash leaves the most to finish). */
  afterMark?(bucket: BodyBucket, name: string): Promise<void>;
}

export interface BlobCollector {
  /**
   * After jobs of the account were erased: collects those of the bodies they used (file digests and
   * screenshot digests) that no live job of the account uses, once older than the grace period;
   * younger ones are left (`youngUntil` says when to ask again: erased-body-collections.ts). Call
   * it once the erasure's batch committed, never from inside a batch (it waits for the batch gate,
   * which refuses it there: GateReentryError);
   * `bodiesOf(state before the erasure)` says what to pass. An erased account's go whole
   * (collectAccount).
   */
  collect(accountId: string, used: { files?: readonly string[]; screenshots?: readonly string[] }): Promise<CollectionCounts>;
  /** An erased account's bodies that the read model knows of, whatever their age, and all its `blobs` rows. */
  collectAccount(accountId: string): Promise<CollectionCounts>;
  /** Every unused body of the object store and every unused `blobs` row, with a progress line. */
  sweep(signal?: AbortSignal): Promise<SweepCounts>;
}

/** The bodies a job's state names: what to pass to `collect` for a job erased from that state. */
export function bodiesOf(state: Pick<JobState, 'files' | 'inputFiles' | 'rendered'>): { files: string[]; screenshots: string[] } {
  return {
    files: [...new Set([...state.files, ...state.inputFiles].map((file) => file.digest))],
    screenshots: [...new Set(state.rendered.screenshots.map((shot) => shot.digest))],
  };
}

const BUCKETS: readonly BodyBucket[] = ['blobs', 'screenshots'];
const PAGE = 200;
/** Metadata lookups (direct gets) in flight at once when the digests are given. */
const LOOKUPS_AT_ONCE = 16;
const ROWS_PAGE = 500;

const zero = (): SweepCounts => ({ bodies: 0, bytes: 0, rows: 0, young: 0, youngUntil: 0, seen: 0, legacy: 0 });

export function createBlobCollector(deps: BlobCollectorDeps): BlobCollector {
  const { buckets, db, logger } = deps;

  const accountErased = async (accountId: string) => (await deps.keys.key(accountKeyName(accountId))).state === 'erased';

  /** Deletes the object if it is still `found`; its stored bytes, or null when a writer changed it meanwhile. */
  const remove = async (bucket: BodyBucket, name: string, found: StoredMeta): Promise<number | null> => {
    if (found.meta.deleted) {
      // Marked by a collector that stopped before its purge: finished here, counted by it.
      await buckets[bucket].purge(name, found);
      return null;
    }
    const marker = await buckets[bucket].markDeleted(name, found);
    if (!marker) return null;
    await deps.afterMark?.(bucket, name);
    await buckets[bucket].purge(name, marker);
    deps.metrics?.collected(bucket, 1, found.meta.size);
    return found.meta.size;
  };

  /**
   * Of an account's objects (each as listed or looked up), collects those no live job uses and
   * older than the grace period (all of an erased account's), adding to `counts`.
   */
  const collectObjects = async (
    bucket: BodyBucket,
    accountId: string,
    objects: readonly { digest: string; found: StoredMeta }[],
    erased: boolean,
    counts: CollectionCounts,
  ) => {
    const oldest = Date.now() - deps.graceMs;
    const markers = objects.filter(({ found }) => found.meta.deleted);
    let candidates = objects.filter(({ found }) => !found.meta.deleted);
    if (!erased) {
      const young = candidates.filter(({ found }) => modifiedAt(found.meta) > oldest);
      counts.young += young.length;
      for (const { found } of young) counts.youngUntil = Math.max(counts.youngUntil, modifiedAt(found.meta) + deps.graceMs);
      candidates = candidates.filter(({ found }) => modifiedAt(found.meta) <= oldest);
      const used = await stillUsed(
        db,
        bucket,
        accountId,
        candidates.map(({ digest }) => digest),
      );
      candidates = candidates.filter(({ digest }) => !used.has(digest));
    }
    for (const { digest, found } of [...markers, ...candidates]) {
      const bytes = await remove(bucket, bodyName(accountId, digest), found);
      if (bytes === null) continue;
      counts.bodies += 1;
      counts.bytes += bytes;
    }
  };

  /** The account's objects of these digests that exist (deleted markers included). */
  const lookUp = async (bucket: BodyBucket, accountId: string, digests: readonly string[]) => {
    const limit = pLimit(LOOKUPS_AT_ONCE);
    const found = await Promise.all(
      [...new Set(digests)].map((digest) =>
        limit(async () => ({ digest, found: await buckets[bucket].meta(bodyName(accountId, digest)) })),
      ),
    );
    return found.filter((one): one is { digest: string; found: StoredMeta } => one.found !== null);
  };

  /** The account's `blobs` rows among `digests` that no live job uses (all of them, erased), between batches. */
  const collectRows = async (accountId: string, digests: readonly string[], erased: boolean, counts: CollectionCounts) => {
    if (digests.length === 0) return;
    const deleted = await deps.gate.run(async () => {
      const gone = await deleteUnusedRows(db, accountId, digests, erased);
      deps.writer.forget(accountId, gone);
      return gone;
    });
    counts.rows += deleted.length;
    if (deleted.length > 0) deps.metrics?.rows(deleted.length);
  };

  const collectAccount = async (accountId: string): Promise<CollectionCounts> => {
    if (!(await accountErased(accountId))) throw new Error(`account ${accountId} is not erased: its bodies are collected only when unused`);
    const counts = zero();
    const known = await knownBodies(db, accountId);
    for (const bucket of BUCKETS) await collectObjects(bucket, accountId, await lookUp(bucket, accountId, known[bucket]), true, counts);
    await collectRows(accountId, known.blobs, true, counts);
    return counts;
  };

  const collect: BlobCollector['collect'] = async (accountId, used) => {
    if (await accountErased(accountId)) return await collectAccount(accountId);
    const counts = zero();
    const digests: Record<BodyBucket, readonly string[]> = { blobs: used.files ?? [], screenshots: used.screenshots ?? [] };
    for (const bucket of BUCKETS) {
      await collectObjects(bucket, accountId, await lookUp(bucket, accountId, digests[bucket]), false, counts);
    }
    await collectRows(accountId, digests.blobs, false, counts);
    return counts;
  };

  const sweep = async (signal?: AbortSignal): Promise<SweepCounts> => {
    const counts = zero();
    const started = Date.now();
    let lastLine = started;
    const erased = new Map<string, Promise<boolean>>();
    const isErased = (accountId: string) => {
      let known = erased.get(accountId);
      if (!known) {
        known = accountErased(accountId);
        erased.set(accountId, known);
      }
      return known;
    };
    const progress = (stage: string) => {
      if (Date.now() - lastLine < (deps.progressEveryMs ?? 10_000)) return;
      lastLine = Date.now();
      logger.info({ stage, ...counts, ms: lastLine - started }, 'blob sweep in progress');
    };

    const sweepPage = async (bucket: BodyBucket, page: readonly StoredMeta[]) => {
      const byAccount = new Map<string, { digest: string; found: StoredMeta }[]>();
      for (const found of page) {
        const { account, digest } = parseBodyName(found.meta.name);
        if (account === null) {
          counts.legacy += 1;
          continue;
        }
        const objects = byAccount.get(account) ?? [];
        objects.push({ digest, found });
        byAccount.set(account, objects);
      }
      for (const [accountId, objects] of byAccount) await collectObjects(bucket, accountId, objects, await isErased(accountId), counts);
    };

    for (const bucket of BUCKETS) {
      let page: StoredMeta[] = [];
      for await (const found of buckets[bucket].list(signal)) {
        counts.seen += 1;
        page.push(found);
        if (page.length < PAGE) continue;
        await sweepPage(bucket, page);
        page = [];
        progress(bucket);
      }
      await sweepPage(bucket, page);
      if (signal?.aborted) return counts;
    }

    // The read model's rows: those left by a collector stopped between the two stores, or of
    // bodies that were never in the object store under their account's name.
    let after: { accountId: string; digest: string } | null = null;
    while (!signal?.aborted) {
      const rows = await rowsAfter(db, after, ROWS_PAGE);
      if (rows.length === 0) break;
      after = rows[rows.length - 1]!;
      const byAccount = new Map<string, string[]>();
      for (const row of rows) byAccount.set(row.accountId, [...(byAccount.get(row.accountId) ?? []), row.digest]);
      for (const [accountId, digests] of byAccount) await collectRows(accountId, digests, await isErased(accountId), counts);
      progress('rows');
    }
    logger.info({ ...counts, ms: Date.now() - started }, 'blob sweep done');
    return counts;
  };

  return { collect, collectAccount, sweep };
}
