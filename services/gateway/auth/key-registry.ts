// Keys and account settings are read from the log (by subject) and cached in
// LRUs weighted by bytes (KEY_CACHE_BYTES). A well-formed key the log does not know is
// remembered for UNKNOWN_KEY_CACHE_MS, so a caller retrying a wrong key costs no lookup each time.
// Every gateway listens to the keys and accounts subjects, so a key issued or revoked and an
// account changed or erased on one gateway are dropped from every other gateway's caches at once.
// A key's events are ordered: a record read from the log carries its stream sequence and never
// replaces a newer one, and a revocation heard on the subscription is cached as revoked at once
// (a revocation is a key's last event: key ids are never issued again), so a look-up that read the
// issue before the revocation cannot put the live key back in the cache when it finishes.
import type { Msg, NatsConnection, Subscription } from '@nats-io/transport-node';
import { LRUCache } from 'lru-cache';
import { readAccount } from '../../../shared/accounts/account-state.ts';
import { parseEvent } from '../../../shared/events/catalogue.ts';
import { keySubject } from '../../../shared/events/subjects.ts';
import type { EventLog } from '../../../shared/event-log/event-log.ts';
import { onReconnect } from '../../../shared/nats/connect-nats.ts';

export interface KeyRecord {
  keyId: string;
  accountId: string;
  keyHash: string;
  revoked: boolean;
  /** The stream sequence of the event this record was read from; a revocation heard live has none (null). */
  seq: number | null;
}

export interface AccountRecord {
  accountId: string;
  name: string;
  ratePerMinute: number;
  burst: number;
  /** Tokens a calendar month; null means no limit. */
  monthlyTokenLimit: number | null;
  /** Days its jobs are kept; null: without limit. */
  retentionDays: number | null;
}

export interface KeyRegistry {
  key(keyId: string): Promise<KeyRecord | null>;
  account(accountId: string): Promise<AccountRecord | null>;
  /** The key when it is in memory, without a lookup (undefined otherwise). */
  cachedKey(keyId: string): KeyRecord | undefined;
  /** The account's settings when they are in memory, without a lookup (undefined otherwise). */
  cachedAccount(accountId: string): AccountRecord | undefined;
  forget(keyId?: string): void;
  /** Drops an account's cached settings (after this gateway changed them: read-your-writes). */
  forgetAccount(accountId: string): void;
  close(): void;
}

export interface KeyRegistryOptions {
  /** Bytes of keys and accounts kept (shared between the two caches). */
  maxBytes: number;
  /** How long an unknown key id is answered without a lookup. */
  unknownKeyMs: number;
}

/** Object headers, map slots and the strings' own bytes, roughly: enough to weigh entries fairly. */
const ENTRY_OVERHEAD_BYTES = 200;
const stringBytes = (...parts: string[]) => parts.reduce((sum, part) => sum + part.length * 2, 0);

export function createKeyRegistry(nc: NatsConnection, log: EventLog, options: KeyRegistryOptions): KeyRegistry {
  const keys = new LRUCache<string, KeyRecord>({
    maxSize: Math.max(1, Math.floor(options.maxBytes / 2)),
    sizeCalculation: (record) => ENTRY_OVERHEAD_BYTES + stringBytes(record.keyId, record.accountId, record.keyHash),
  });
  const accounts = new LRUCache<string, AccountRecord>({
    maxSize: Math.max(1, Math.floor(options.maxBytes / 2)),
    sizeCalculation: (record) => ENTRY_OVERHEAD_BYTES + stringBytes(record.accountId, record.name),
  });
  // Key ids only; short-lived, so a key issued right after a miss is found soon even without
  // the subscription below (which drops the entry at once anyway).
  const unknownKeys = new LRUCache<string, true>({ max: 10_000, ttl: options.unknownKeyMs, ttlAutopurge: false });
  // Bumped on every key event heard: "unknown" read before an issue must not be remembered after it.
  let keyEventsHeard = 0;

  /** Caches `record` unless the cache holds a newer one: a revocation, or an event of a later sequence. */
  const keepNewest = (record: KeyRecord): KeyRecord => {
    const cached = keys.get(record.keyId);
    if (cached && (cached.revoked || (cached.seq ?? 0) >= (record.seq ?? 0))) return cached;
    keys.set(record.keyId, record);
    return record;
  };
  const heardKeyEvent = (keyId: string, message: Msg) => {
    keyEventsHeard++;
    unknownKeys.delete(keyId);
    let event: ReturnType<typeof parseEvent> | null = null;
    try {
      // Read as it was heard, without waiting for the sealer (a revocation is cached at once):
      // ApiKeyRevoked has nothing sealed (SEAL_RULES), and any other key event only drops the key.
      event = parseEvent(message.json());
    } catch {
      // Not an event this registry can read: the next look-up reads the log again.
    }
    if (event?.type === 'ApiKeyRevoked') {
      keys.set(keyId, { keyId, accountId: event.account_id, keyHash: '', revoked: true, seq: null });
    } else if (!keys.get(keyId)?.revoked) {
      keys.delete(keyId);
    }
  };

  // Bumped on every account change heard: a log read that started before the change must not be
  // cached after it (it may hold the old settings).
  let accountGeneration = 0;
  const dropAccount = (accountId: string) => {
    accountGeneration++;
    accounts.delete(accountId);
  };
  const subscriptions: Subscription[] = [
    nc.subscribe('keys.>', {
      callback: (_error, message) => heardKeyEvent(message.subject.slice('keys.'.length), message),
    }),
    nc.subscribe('accounts.>', { callback: (_error, message) => dropAccount(message.subject.split('.')[1] ?? '') }),
  ];
  onReconnect(nc, () => {
    accountGeneration++;
    keys.clear();
    accounts.clear();
    unknownKeys.clear();
  });

  return {
    key: async (keyId) => {
      const cached = keys.get(keyId);
      if (cached) return cached;
      if (unknownKeys.has(keyId)) return null;
      const heardBefore = keyEventsHeard;
      const stored = await log.last(keySubject(keyId));
      const event = stored?.event;
      if (stored && event?.type === 'ApiKeyIssued') {
        return keepNewest({ keyId, accountId: event.account_id, keyHash: event.data.key_hash, revoked: false, seq: stored.seq });
      }
      if (stored && event?.type === 'ApiKeyRevoked') {
        return keepNewest({ keyId, accountId: event.account_id, keyHash: '', revoked: true, seq: stored.seq });
      }
      // Heard meanwhile: this key's revocation (the answer) or another key's event (may be its issue).
      const heard = keys.get(keyId);
      if (heard) return heard;
      if (heardBefore === keyEventsHeard) unknownKeys.set(keyId, true);
      return null;
    },
    account: async (accountId) => {
      const cached = accounts.get(accountId);
      if (cached) return cached;
      const started = accountGeneration;
      const state = await readAccount(log, accountId);
      // An erased account (or none) authenticates nothing: its keys answer 401 on every gateway.
      if (!state.exists) return null;
      const record = {
        accountId,
        name: state.name,
        ratePerMinute: state.ratePerMinute,
        burst: state.burst,
        monthlyTokenLimit: state.monthlyTokenLimit,
        retentionDays: state.retentionDays,
      };
      if (started === accountGeneration) accounts.set(accountId, record);
      return record;
    },
    cachedKey: (keyId) => keys.get(keyId),
    cachedAccount: (accountId) => accounts.get(accountId),
    forget: (keyId) => {
      if (keyId) {
        keys.delete(keyId);
        unknownKeys.delete(keyId);
      } else {
        keys.clear();
        unknownKeys.clear();
      }
    },
    forgetAccount: dropAccount,
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
