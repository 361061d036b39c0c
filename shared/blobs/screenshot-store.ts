// Screenshots of rendered jobs (services/renderer/): PNG bytes in an object store bucket of their
// own (`screenshots`), keyed by their SHA-256, so the same picture is stored once. Kept apart from
// the file bodies (`blobs`), which are text and read on every job's hot path.
import type { ObjectStore } from '@nats-io/obj';
import { sha256Hex } from '../files/digest.ts';
import { LogUnavailableError, isUnavailable } from '../event-log/log-errors.ts';

export interface ScreenshotStore {
  /** Stores the PNG (once per distinct picture) and returns its digest. */
  put(png: Uint8Array): Promise<string>;
  /** The PNG stored under `digest`, or null when there is none. */
  get(digest: string): Promise<Uint8Array | null>;
}

export function createScreenshotStore(bucket: ObjectStore): ScreenshotStore {
  const guard = async <T>(action: () => Promise<T>): Promise<T> => {
    try {
      return await action();
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The screenshot store did not answer.', error);
      throw error;
    }
  };
  return {
    put: (png) =>
      guard(async () => {
        const digest = sha256Hex(png);
        if (!(await bucket.info(digest))) await bucket.putBlob({ name: digest }, png);
        return digest;
      }),
    get: (digest) => guard(async () => await bucket.getBlob(digest)),
  };
}
