// Keys and account settings are read from the log (their last event by subject) and cached.
// Every gateway listens to the keys and accounts subjects, so a revocation made on one gateway
// drops the key from every other gateway's cache at once.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { accountSubject, keySubject } from '../../../shared/events/subjects.ts';
import type { EventLog } from '../../../shared/log/event-log.ts';
import { onReconnect } from '../../../shared/nats/connect-nats.ts';

export interface KeyRecord {
  keyId: string;
  accountId: string;
  keyHash: string;
  revoked: boolean;
}

export interface AccountRecord {
  accountId: string;
  name: string;
  ratePerMinute: number;
  burst: number;
}

export interface KeyRegistry {
  key(keyId: string): Promise<KeyRecord | null>;
  account(accountId: string): Promise<AccountRecord | null>;
  forget(keyId?: string): void;
  close(): void;
}

const MAX_CACHED = 10_000;

export function createKeyRegistry(nc: NatsConnection, log: EventLog): KeyRegistry {
  const keys = new Map<string, KeyRecord>();
  const accounts = new Map<string, AccountRecord>();
  const remember = <V>(map: Map<string, V>, key: string, value: V) => {
    if (map.size >= MAX_CACHED) map.delete(map.keys().next().value!);
    map.set(key, value);
  };

  const subscriptions: Subscription[] = [
    nc.subscribe('keys.>', { callback: (_error, message) => void keys.delete(message.subject.slice('keys.'.length)) }),
    nc.subscribe('accounts.>', { callback: (_error, message) => void accounts.delete(message.subject.split('.')[1] ?? '') }),
  ];
  onReconnect(nc, () => {
    keys.clear();
    accounts.clear();
  });

  return {
    key: async (keyId) => {
      const cached = keys.get(keyId);
      if (cached) return cached;
      const stored = await log.last(keySubject(keyId));
      if (!stored) return null;
      const event = stored.event;
      let record: KeyRecord | null = null;
      if (event.type === 'ApiKeyIssued') {
        record = { keyId, accountId: event.account_id, keyHash: event.data.key_hash, revoked: false };
      } else if (event.type === 'ApiKeyRevoked') {
        record = { keyId, accountId: event.account_id, keyHash: '', revoked: true };
      }
      if (record) remember(keys, keyId, record);
      return record;
    },
    account: async (accountId) => {
      const cached = accounts.get(accountId);
      if (cached) return cached;
      const stored = await log.last(accountSubject(accountId));
      if (!stored || stored.event.type !== 'AccountCreated') return null;
      const record = {
        accountId,
        name: stored.event.data.name,
        ratePerMinute: stored.event.data.rate_limit_per_minute,
        burst: stored.event.data.burst,
      };
      remember(accounts, accountId, record);
      return record;
    },
    forget: (keyId) => (keyId ? keys.delete(keyId) : keys.clear()),
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
