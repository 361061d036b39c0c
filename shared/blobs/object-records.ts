// The object store's own records (ADR-20 of NATS), read and written without the client library's
// consumers: an object is its metadata, the last message on `$O.<bucket>.M.<base64url(name)>`, and
// its chunks, on `$O.<bucket>.C.<nuid>`. The blob and screenshot stores read and write bodies
// through these, and the collector (services/projector/blob-collection/) deletes them.
//
// Deleting an object takes three steps, each safe to repeat, so a collector killed anywhere is
// finished by the next one: a deleted marker replaces the metadata (readers and writers see no
// object from then on), the chunks are purged, then the metadata's messages up to the marker. The
// marker is published only if the metadata is still the one the collector decided on (an expected
// last subject sequence): a writer that put or touched the object since wins. A writer's new
// object after the marker has a higher sequence and a new nuid, so the last two steps leave it be.
import { JetStreamApiCodes, JetStreamApiError, type JetStreamManager } from '@nats-io/jetstream';
import { Base64UrlPaddedCodec, type ObjectStore } from '@nats-io/obj';
import { createHash } from 'node:crypto';
import { headers, nuid } from '@nats-io/transport-node';
import { z } from 'zod';

/** The object store's chunk size (ADR-20), as the client library writes it. */
export const MAX_CHUNK_BYTES = 128 * 1024;

export const metaSubject = (bucket: string, name: string) => `$O.${bucket}.M.${Base64UrlPaddedCodec.encode(name)}`;
export const chunkSubject = (bucket: string, id: string) => `$O.${bucket}.C.${id}`;

/** The metadata record, as every client writes it; only what is read here (the rest is kept as it is). */
const ObjectMetaSchema = z.looseObject({
  name: z.string(),
  nuid: z.string(),
  size: z.number(),
  chunks: z.number(),
  mtime: z.string().optional(),
  deleted: z.boolean().optional(),
  options: z.object({ link: z.unknown().optional() }).nullish(),
});
export type ObjectMeta = z.infer<typeof ObjectMetaSchema>;

/** An object's metadata and the stream sequence it is stored at (deleted markers included). */
export interface StoredMeta {
  seq: number;
  meta: ObjectMeta;
}

/** When the object was last written or touched (ms since the epoch); 0 when the record does not say. */
export function modifiedAt(meta: ObjectMeta): number {
  const ms = meta.mtime ? Date.parse(meta.mtime) : Number.NaN;
  return Number.isFinite(ms) ? ms : 0;
}

export interface ObjectRecords {
  /** The bucket's name and stream, asked once (a failure is not kept). */
  layout(): Promise<{ name: string; stream: string; direct: boolean }>;
  /** The object's latest metadata, a deleted marker included; null when there is none. */
  meta(name: string): Promise<StoredMeta | null>;
  /** A live object's bytes, or null when none is stored. */
  read(found: StoredMeta): Promise<Uint8Array | null>;
  /**
   * Makes sure an object of this name is stored: a new one of `bytes()` when there is none, or
   * the stored one's time refreshed when it is older than `touchAfterMs` (so a collector's grace
   * period starts again for it).
   */
  ensure(name: string, bytes: () => Uint8Array, touchAfterMs: number): Promise<void>;
  /** Marks the object deleted if its metadata is still `found`: the marker, or null when it changed meanwhile. */
  markDeleted(name: string, found: StoredMeta): Promise<StoredMeta | null>;
  /** The last two steps of a deletion, for a marker: its chunks, then its metadata up to the marker. */
  purge(name: string, marker: StoredMeta): Promise<void>;
  /** Every object's metadata (deleted markers included), in stream order, read with an ordered consumer. */
  list(signal?: AbortSignal): AsyncIterable<StoredMeta>;
}

export interface ObjectRecordsOptions {
  /** The server's largest message (its max_payload): a body larger than a chunk of this is put by the client library. */
  maxPayload?: number;
}

/** A publish refused because the subject's last sequence was not the expected one. */
function isWrongSequence(error: unknown): boolean {
  return error instanceof JetStreamApiError && error.code === JetStreamApiCodes.StreamWrongLastSequence;
}

export function createObjectRecords(bucket: ObjectStore, jsm: JetStreamManager, options: ObjectRecordsOptions = {}): ObjectRecords {
  const js = jsm.jetstream();
  const chunkLimit = Math.min(MAX_CHUNK_BYTES, options.maxPayload ?? MAX_CHUNK_BYTES);
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

  /** Publishes metadata for `name`, replacing the subject's earlier messages; with `expected`, only over that sequence. */
  const publishMeta = async (name: string, meta: Record<string, unknown>, expected?: number) => {
    const { name: bucketName } = await layoutOf();
    const rollup = headers();
    rollup.set('Nats-Rollup', 'sub');
    const expect = expected === undefined ? {} : { expect: { lastSubjectSequence: expected } };
    return await js.publish(metaSubject(bucketName, name), JSON.stringify(meta), { headers: rollup, ...expect });
  };

  const parseMeta = (seq: number, json: unknown): StoredMeta | null => {
    const parsed = ObjectMetaSchema.safeParse(json);
    return parsed.success ? { seq, meta: parsed.data } : null;
  };

  /** Stores `bytes` as a new object: its chunk, then its metadata; empty bodies and bodies of several chunks are put by the library. */
  const putNew = async (name: string, bytes: Uint8Array, sha256: Buffer) => {
    if (bytes.byteLength === 0 || bytes.byteLength > chunkLimit) {
      await bucket.putBlob({ name }, bytes);
      return;
    }
    // The chunk first, so metadata never names a chunk that is not there.
    const { name: bucketName } = await layoutOf();
    const id = nuid.next();
    await js.publish(chunkSubject(bucketName, id), bytes);
    await publishMeta(name, {
      name,
      description: '',
      options: { max_chunk_size: chunkLimit },
      bucket: bucketName,
      nuid: id,
      size: bytes.byteLength,
      chunks: 1,
      mtime: new Date().toISOString(),
      digest: `SHA-256=${Base64UrlPaddedCodec.encode(sha256)}`,
      deleted: false,
    });
  };

  /** Writes the metadata again with the time of now, if it is still `found`: false when it changed meanwhile. */
  const touch = async (name: string, found: StoredMeta) => {
    try {
      await publishMeta(name, { ...found.meta, mtime: new Date().toISOString() }, found.seq);
      return true;
    } catch (error) {
      if (isWrongSequence(error)) return false;
      throw error;
    }
  };

  const meta = async (name: string) => {
    const message = await lastBySubject((bucketName) => metaSubject(bucketName, name));
    return message ? parseMeta(message.seq, message.json()) : null;
  };

  return {
    layout: layoutOf,
    meta,
    ensure: async (name, bytes, touchAfterMs) => {
      let found = await meta(name);
      // Should the metadata have changed before the touch (collected, or touched by another
      // writer), it is read again.
      if (found && !found.meta.deleted && Date.now() - modifiedAt(found.meta) > touchAfterMs && !(await touch(name, found))) {
        found = await meta(name);
      }
      if (found && !found.meta.deleted) return;
      const stored = bytes();
      await putNew(name, stored, createHash('sha256').update(stored).digest());
    },
    read: async ({ meta: found }) => {
      if (found.deleted) return null;
      if (found.size === 0) return new Uint8Array();
      // Links and bodies of several chunks (over 128 KiB) are rare: the library reads them.
      if (found.chunks !== 1 || found.options?.link) return await bucket.getBlob(found.name);
      const chunk = await lastBySubject((bucketName) => chunkSubject(bucketName, found.nuid));
      return chunk ? chunk.data : null;
    },
    markDeleted: async (name, found) => {
      // As the library's delete writes it: no size, no chunks, no digest; the nuid says which chunks to purge.
      const marker = { ...found.meta, deleted: true, size: 0, chunks: 0, digest: '', mtime: new Date().toISOString() };
      try {
        const ack = await publishMeta(name, marker, found.seq);
        return { seq: ack.seq, meta: marker };
      } catch (error) {
        if (isWrongSequence(error)) return null;
        throw error;
      }
    },
    purge: async (name, marker) => {
      const { name: bucketName, stream } = await layoutOf();
      await jsm.streams.purge(stream, { filter: chunkSubject(bucketName, marker.meta.nuid) });
      // Up to the marker and no further: a writer's new metadata after it stays.
      await jsm.streams.purge(stream, { filter: metaSubject(bucketName, name), seq: marker.seq + 1 });
    },
    list: (signal) => listMetas(jsm, layoutOf, parseMeta, signal),
  };
}

/**
 * Every metadata record of the bucket stored when the listing began, read once from the start with
 * an ordered consumer, a page at a time (never all at once). Records written meanwhile (a deletion
 * marker, a writer's new object) are left to the next listing.
 */
async function* listMetas(
  jsm: JetStreamManager,
  layoutOf: () => Promise<{ name: string; stream: string }>,
  parseMeta: (seq: number, json: unknown) => StoredMeta | null,
  signal?: AbortSignal,
): AsyncGenerator<StoredMeta> {
  const { name, stream } = await layoutOf();
  const until = (await jsm.streams.info(stream)).state.last_seq;
  if (until === 0) return;
  // One subject as a string: nats-server 2.9 takes a single filter only.
  const consumer = await jsm.jetstream().consumers.get(stream, { filter_subjects: `$O.${name}.M.>` });
  // The listing ends at the first record with nothing pending after it, or with an empty page (no
  // metadata at all: that fetch waits out its second).
  while (!signal?.aborted) {
    const page = await consumer.fetch({ max_messages: 500, expires: 1_000 });
    let seen = 0;
    for await (const message of page) {
      seen += 1;
      if (message.seq > until) return;
      const parsed = parseMeta(message.seq, message.json());
      if (parsed) yield parsed;
      if (message.info.pending === 0) return;
    }
    if (seen === 0) return;
  }
}
