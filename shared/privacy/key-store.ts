// The service's key store for crypto-shredding (docs/data-protection.md): a NATS KV bucket,
// `data_keys`, one entry per key, history 1. Keys form a tree, each wrapped by its parent:
//
//   MASTER_KEY -> `account.<account_id>` -> `project.<hash>` -> `job.<job_id>`
//                                        -> `job.<job_id>` (a job without a project)
//
// so erasing a job, a project or a whole account is erasing one key: every key below it can no
// longer be unwrapped. An entry is JSON, `{ "wrapped_by": <parent name, or "master", or "none">,
// "key": <base64> }` (an account key is stored as it is, `none`, only when no master key is set).
//
// Erasing overwrites the entry's message on the server (a secure delete) and then purges the entry,
// which leaves a PURGE marker, so a lookup tells an erased key from one that never existed (events
// written before sealing). Each process keeps the keys it unwrapped for a short while (an LRU with
// a time to live) and forgets one at once when the bucket says it was erased: an erasure reaches
// every process's reads within the time to live even when a watch update is lost.
import { jetstreamManager, StorageType } from '@nats-io/jetstream';
import { Kvm, KvWatchInclude, type KV } from '@nats-io/kv';
import type { NatsConnection } from '@nats-io/transport-node';
import type { Logger } from 'pino';
import { LRUCache } from 'lru-cache';
import { z } from 'zod';
import { isWrongLastSequence } from '../event-log/log-errors.ts';
import { sha256Hex } from '../files/digest.ts';
import { KEY_BYTES, newKey, open, seal } from './aes-gcm.ts';

export const KEY_BUCKET = 'data_keys';
const KEY_STREAM = `KV_${KEY_BUCKET}`;

/**
 * A key could not be unwrapped although nothing says it was erased: it is wrapped by the master key
 * and MASTER_KEY is not set, or is not the one that wrapped it. A setting to fix, never an erasure:
 * readers stop and retry rather than take what it seals for erased.
 */
export class KeyUnavailableError extends Error {
  override readonly name = 'KeyUnavailableError';
}

/** What a lookup found: a key, an erased one (or one under an erased parent), or none ever. */
export type KeyLookup = { state: 'live'; key: Buffer } | { state: 'erased' } | { state: 'none' };

export type AccountKeyName = `account.${string}`;
export type KeyName = AccountKeyName | `job.${string}` | `project.${string}`;

export const accountKeyName = (accountId: string): AccountKeyName => `account.${accountId}`;
export const jobKeyName = (jobId: string): KeyName => `job.${jobId}`;
/**
 * A project's key is one per life of the project: its sandbox session is new when a project id is
 * used again after an erasure, so the new project gets a new key and the erased one stays erased.
 */
export const projectKeyName = (accountId: string, projectId: string, sandboxSession: string): KeyName =>
  `project.${sha256Hex(`${accountId}\u0000${projectId}\u0000${sandboxSession}`).slice(0, 40)}`;

export interface KeyStore {
  /**
   * The key named, unwrapped through its parents. Writers pass `parent`, the key a new key is
   * wrapped by (an account key's parent is the master key): a missing key is made, never one over
   * an erased key, and a racing writer's key wins. A reader holding something sealed with the key
   * passes `fresh`: a key remembered as missing is looked up again (it was made since). A writer
   * that knows the key is new (a job's first event) passes `expectNew` with `parent`: the key is
   * made without asking for it first (one round trip, not two), and what is there wins if it is not.
   */
  key(name: KeyName, options?: { parent?: KeyName | 'master'; fresh?: boolean; expectNew?: boolean }): Promise<KeyLookup>;
  /** Overwrites the key on the server and leaves an erased marker. Idempotent. */
  erase(name: KeyName): Promise<void>;
  /**
   * Reads every entry of the bucket in one pass, still wrapped, so that lookups need no round trip
   * each: for a process about to read the whole log (a replay asks for every job's key, and a
   * request per key cost more than the rest of its work). Keys made or erased later are followed
   * as ever, and a key it does not hold is known missing without asking (a log written before
   * sealing has no keys at all). Nothing is held when the bucket has more than `max` entries
   * (default 250,000, about 80 MB); gives how many entries it holds.
   */
  preload(max?: number): Promise<number>;
  /** Stops following the bucket. */
  stop(): Promise<void>;
}

export interface KeyStoreOptions {
  /** 32 bytes that wrap every account key; none: account keys are stored as they are. */
  masterKey?: Buffer;
  /** How long a process keeps a key it unwrapped (default 30 s). */
  cacheTtlMs?: number;
  /** How many unwrapped keys a process keeps (default 100,000: ~15 MB). */
  cacheEntries?: number;
}

const StoredKeySchema = z.object({ wrapped_by: z.string(), key: z.base64() });

export const NO_MASTER_KEY_LINE =
  "MASTER_KEY is not set: account keys are stored unwrapped in the data_keys bucket, so a copy of nats-server's storage opens every sealed event (docs/operations.md)";

/**
 * The key store as a service opens it at start: its bucket (made when missing) and the master key
 * of its settings; without one, `logger` is warned once.
 */
export async function openKeyStore(
  nc: NatsConnection,
  settings: { STREAM_REPLICAS: number; MASTER_KEY?: string | undefined },
  logger?: Pick<Logger, 'warn'>,
): Promise<KeyStore> {
  const masterKey = settings.MASTER_KEY ? Buffer.from(settings.MASTER_KEY, 'hex') : undefined;
  if (!masterKey) logger?.warn(NO_MASTER_KEY_LINE);
  return await createKeyStore(nc, await openKeyBucket(nc, settings.STREAM_REPLICAS), { masterKey });
}

export async function openKeyBucket(nc: NatsConnection, replicas: number): Promise<KV> {
  return await new Kvm(nc).create(KEY_BUCKET, { history: 1, replicas, storage: StorageType.File });
}

export async function createKeyStore(nc: NatsConnection, bucket: KV, options: KeyStoreOptions = {}): Promise<KeyStore> {
  const jsm = await jetstreamManager(nc);
  const cache = new LRUCache<string, KeyLookup>({ max: options.cacheEntries ?? 100_000, ttl: options.cacheTtlMs ?? 30_000 });
  // preload(): every entry of the bucket as it was (the stored JSON, or null for an erased key),
  // then kept up to date by the watch below, so that a key it does not hold is known missing
  // unless it was made since (`madeSincePreload`): a replay asks the server for nothing.
  const preloaded = new Map<string, string | null>();
  let preloading: 'no' | 'reading' | 'done' = 'no';
  const madeSincePreload = new Set<string>();
  const erasedWhilePreloading = new Set<string>();

  // A job's key goes alone; an account's or a project's takes every key below it along, and
  // erasures of whole accounts and projects are rare enough to start the cache afresh.
  const forget = (name: string) => {
    if (!name.startsWith('job.')) cache.clear();
    cache.set(name, { state: 'erased' });
    if (preloading === 'done') preloaded.set(name, null);
    if (preloading === 'reading') erasedWhilePreloading.add(name);
  };
  const made = (name: string) => {
    if (preloading !== 'no') madeSincePreload.add(name);
  };

  // Erasures made anywhere drop the key from this process at once (its children fail through it);
  // a key made elsewhere is no longer remembered as missing.
  const watch = await bucket.watch({ key: '>', include: KvWatchInclude.UpdatesOnly, headers_only: true });
  void (async () => {
    for await (const entry of watch) {
      if (entry.operation !== 'PUT') forget(entry.key);
      else {
        made(entry.key);
        if (cache.get(entry.key)?.state === 'none') cache.delete(entry.key);
      }
    }
  })();

  const wrap = (wrapper: Buffer | null, name: KeyName, key: Buffer, parent: string) =>
    JSON.stringify({ wrapped_by: parent, key: (wrapper ? seal(wrapper, key, name) : key).toString('base64') });

  /** The parent's key for a stored entry: the master key, none, or another entry of the tree. */
  const parentKey = async (parent: string): Promise<KeyLookup> => {
    if (parent === 'none') return { state: 'live', key: Buffer.alloc(0) };
    if (parent === 'master') {
      if (!options.masterKey) throw new KeyUnavailableError('a key is wrapped by the master key, and MASTER_KEY is not set');
      return { state: 'live', key: options.masterKey };
    }
    if (!isKeyName(parent)) return { state: 'erased' };
    return await key(parent);
  };

  /**
   * The stored entry: preloaded, or asked of the server; null when there is none. `askServer`: a
   * key that was not there at the preload is asked for all the same (something sealed with it says
   * it was made, maybe before the watch told).
   */
  const entryOf = async (name: KeyName, askServer: boolean): Promise<{ erased: true } | { json: unknown } | null> => {
    const held = preloaded.get(name);
    if (held !== undefined) return held === null ? { erased: true } : { json: JSON.parse(held) };
    if (preloading === 'done' && !askServer && !madeSincePreload.has(name)) return null;
    const entry = await bucket.get(name);
    if (!entry) return null;
    return entry.operation === 'PUT' ? { json: entry.json() } : { erased: true };
  };

  const read = async (name: KeyName, askServer = false): Promise<KeyLookup> => {
    const entry = await entryOf(name, askServer);
    if (!entry) return { state: 'none' };
    if ('erased' in entry) return { state: 'erased' };
    const stored = StoredKeySchema.parse(entry.json);
    const parent = await parentKey(stored.wrapped_by);
    if (parent.state !== 'live') return { state: 'erased' };
    const bytes = Buffer.from(stored.key, 'base64');
    const unwrapped = stored.wrapped_by === 'none' ? bytes : unwrap(parent.key, bytes, name, stored.wrapped_by);
    return unwrapped.length === KEY_BYTES ? { state: 'live', key: unwrapped } : { state: 'erased' };
  };

  /**
   * A new key under `parent`, stored only if the server holds nothing of that name: expected last
   * subject sequence 0, so neither a racing writer's key nor an erased key's purge marker is ever
   * replaced (the library's `create` would write over a purge marker). When something is there,
   * that counts: the other writer's key, or `erased`.
   */
  const create = async (name: KeyName, parentName: KeyName | 'master'): Promise<KeyLookup> => {
    const parent = parentName === 'master' && !options.masterKey ? 'none' : parentName;
    const wrapper = parent === 'none' ? { state: 'live' as const, key: null } : await parentKey(parent);
    if (wrapper.state !== 'live') return { state: 'erased' };
    const fresh = newKey();
    try {
      await bucket.put(name, wrap(wrapper.key, name, fresh, parent), { previousSeq: 0 });
    } catch (error) {
      if (!isWrongLastSequence(error)) throw error;
      return await read(name, true);
    }
    made(name);
    return { state: 'live', key: fresh };
  };

  const key = async (
    name: KeyName,
    lookup: { parent?: KeyName | 'master'; fresh?: boolean; expectNew?: boolean } = {},
  ): Promise<KeyLookup> => {
    const cached = cache.get(name);
    // A missing key is remembered too: a replay of events written before sealing asks for each
    // job's key once, not once per event. A writer, or a reader holding a sealed value, asks again.
    if (cached && (cached.state !== 'none' || (!lookup.parent && !lookup.fresh))) return cached;
    let found: KeyLookup;
    if (lookup.parent && lookup.expectNew) found = await create(name, lookup.parent);
    else {
      found = await read(name, lookup.parent !== undefined || lookup.fresh === true);
      if (found.state === 'none' && lookup.parent) found = await create(name, lookup.parent);
    }
    cache.set(name, found);
    return found;
  };

  return {
    key,
    erase: async (name) => {
      const entry = await bucket.get(name);
      // The key's bytes are overwritten on the server, then the purge marker says it was erased.
      if (entry?.operation === 'PUT') await jsm.streams.deleteMessage(KEY_STREAM, entry.revision, true).catch(() => false);
      if (entry?.operation !== 'PURGE') await bucket.purge(name);
      forget(name);
    },
    preload: async (max = 250_000) => {
      if (preloading !== 'no') return preloaded.size;
      const held = (await jsm.streams.info(KEY_STREAM)).state.messages;
      if (held > max) return 0;
      preloading = 'reading';
      try {
        if (held > 0) {
          const initial = await bucket.watch({ key: '>', include: KvWatchInclude.LastValue });
          try {
            for await (const entry of initial) {
              preloaded.set(entry.key, entry.operation === 'PUT' ? entry.string() : null);
              // The last of the entries there were is the first the library calls an update.
              if (entry.isUpdate || entry.delta === 0) break;
            }
          } finally {
            initial.stop();
          }
        }
        // An erasure heard while the entries were read may have come before its entry: it wins.
        for (const name of erasedWhilePreloading) preloaded.set(name, null);
        preloading = 'done';
      } catch (error) {
        preloaded.clear();
        madeSincePreload.clear();
        preloading = 'no';
        throw error;
      } finally {
        erasedWhilePreloading.clear();
      }
      return preloaded.size;
    },
    stop: async () => {
      watch.stop();
    },
  };
}

function unwrap(parentKey: Buffer, bytes: Buffer, name: KeyName, parent: string): Buffer {
  try {
    return open(parentKey, bytes, name);
  } catch (error) {
    // A wrong master key, in all likelihood: every other parent was unwrapped with its own parent.
    throw new KeyUnavailableError(`${name} does not open with the key of ${parent} (is MASTER_KEY the one it was made with?)`, {
      cause: error,
    });
  }
}

function isKeyName(name: string): name is KeyName {
  return /^(account|project|job)\.[^.]+$/.test(name);
}
