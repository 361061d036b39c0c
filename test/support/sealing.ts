// The sealer every event log needs (shared/privacy/event-sealing.ts), over a real key store in the
// test's own nats-server: tests that build a log seal and open as the services do.
import type { NatsConnection } from '@nats-io/transport-node';
import { parseEvent } from '../../shared/events/catalogue.ts';
import { createEventSealer, type EventSealer } from '../../shared/privacy/event-sealing.ts';
import { createKeyStore, openKeyBucket, type KeyLookup, type KeyName, type KeyStore } from '../../shared/privacy/key-store.ts';

/** A master key for a test's services (MASTER_KEY), so keys are wrapped as in production. */
export const TEST_MASTER_KEY = 'a3'.repeat(32);

export interface TestSealer {
  sealer: EventSealer;
  keys: KeyStore;
  stop(): Promise<void>;
}

/** A key store in `nc`'s server (its `data_keys` bucket, made when missing) and a sealer over it. */
export async function openTestSealer(nc: NatsConnection, masterKey: Buffer | string = TEST_MASTER_KEY): Promise<TestSealer> {
  const keys = await createKeyStore(nc, await openKeyBucket(nc, 1), {
    masterKey: typeof masterKey === 'string' ? Buffer.from(masterKey, 'hex') : masterKey,
  });
  return { sealer: createEventSealer(keys), keys, stop: () => keys.stop() };
}

/**
 * For unit tests without nats-server: events stored clear (the memory log's, or a log's from before
 * sealing) open as they are, as the sealer opens them.
 */
export const clearOpener: Pick<EventSealer, 'open'> = { open: async (raw) => parseEvent(raw) };

/**
 * Keys' states as a process that never cached them reads them. A test's own key store keeps what
 * it read (a key it made is `live` in its cache) and hears of another process's erasure through
 * its watch, a moment later: asserting that erasure right after it was made has to ask afresh.
 */
export async function freshKeyStates(nc: NatsConnection, names: KeyName[]): Promise<KeyLookup['state'][]> {
  const fresh = await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: Buffer.from(TEST_MASTER_KEY, 'hex') });
  try {
    return await Promise.all(names.map(async (name) => (await fresh.key(name)).state));
  } finally {
    await fresh.stop();
  }
}
