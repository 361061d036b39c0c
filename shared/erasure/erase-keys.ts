// Destroys many keys of the key store at once (a project's or an account's jobs), a bounded number
// at a time: each erasure is two or three requests to the bucket, and an account can have many jobs.
import pLimit from 'p-limit';
import type { KeyName, KeyStore } from '../privacy/key-store.ts';

const AT_ONCE = 16;

export async function eraseKeys(keys: KeyStore, names: Iterable<KeyName>): Promise<void> {
  const limit = pLimit(AT_ONCE);
  await Promise.all([...new Set(names)].map((name) => limit(() => keys.erase(name))));
}
