// Screenshots of rendered jobs (services/renderer/): PNG bytes in an object store bucket of their
// own (`screenshots`), kept apart from the file bodies (`blobs`), which are read on every job's hot
// path. As file bodies are (blob-store.ts), each is its account's: named `<account_id>/<digest>` (the
// SHA-256 of the PNG), sealed with the account's key, the name as associated data; a picture taken
// before (named by its digest alone, in clear) is read when the account has none of that name. A
// put of a picture stored long ago refreshes its time, so the collector's grace period starts again.
import type { JetStreamManager } from '@nats-io/jetstream';
import type { ObjectStore } from '@nats-io/obj';
import { sha256Hex } from '../files/digest.ts';
import { LogUnavailableError, isUnavailable } from '../event-log/log-errors.ts';
import { open, SealBrokenError, seal } from '../privacy/aes-gcm.ts';
import type { KeyStore } from '../privacy/key-store.ts';
import { ErasedBodyError } from './blob-errors.ts';
import { TOUCH_AFTER_MS } from './blob-store.ts';
import { openingKey, sealingKey } from './body-keys.ts';
import { bodyName } from './body-names.ts';
import { createObjectRecords } from './object-records.ts';

/** Where rendering a site puts its pictures: one account's screenshots (or a memory of them). */
export interface ScreenshotSink {
  /** Stores the PNG (once per distinct picture) and returns its digest. */
  put(png: Uint8Array): Promise<string>;
}

export interface ScreenshotStore {
  /** Stores the account's PNG (once per distinct picture) and returns its digest. */
  put(accountId: string, png: Uint8Array): Promise<string>;
  /** The account's PNG stored under `digest`, or null when there is none (or its account is erased). */
  get(accountId: string, digest: string): Promise<Uint8Array | null>;
}

/** One account's screenshots, as rendering a site writes them. */
export function screenshotsOf(store: ScreenshotStore, accountId: string): ScreenshotSink {
  return { put: (png) => store.put(accountId, png) };
}

export function createScreenshotStore(bucket: ObjectStore, jsm: JetStreamManager, keys: KeyStore): ScreenshotStore {
  const objects = createObjectRecords(bucket, jsm);
  const guard = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The screenshot store did not answer.', error);
      throw error;
    }
  };
  const readSealed = async (key: Buffer, name: string): Promise<Uint8Array | null> => {
    const found = await objects.meta(name);
    const sealed = found ? await objects.read(found) : null;
    if (!sealed) return null;
    try {
      return open(key, sealed, name);
    } catch (error) {
      // Not the account's picture (tampered or damaged): there is none to serve.
      if (error instanceof SealBrokenError) return null;
      throw error;
    }
  };
  return {
    put: (accountId, png) =>
      guard(async () => {
        const key = await sealingKey(keys, accountId);
        const digest = sha256Hex(png);
        const name = bodyName(accountId, digest);
        await objects.ensure(name, () => seal(key, png, name), TOUCH_AFTER_MS);
        return digest;
      }),
    get: (accountId, digest) =>
      guard(async () => {
        let key: Buffer | null;
        try {
          key = await openingKey(keys, accountId);
        } catch (error) {
          if (error instanceof ErasedBodyError) return null;
          throw error;
        }
        const png = key ? await readSealed(key, bodyName(accountId, digest)) : null;
        if (png) return png;
        const before = await objects.meta(digest);
        return before ? await objects.read(before) : null;
      }),
  };
}
