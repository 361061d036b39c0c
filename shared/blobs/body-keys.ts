// The key a body is sealed with: its account's, from the key store (shared/privacy/key-store.ts).
// Writers make it when missing; readers only look it up. Lookups are answered from the key store's
// own cache (30 s), and an erasure reaches them through its watch.
import { accountKeyName, type KeyStore } from '../privacy/key-store.ts';
import { ErasedBodyError } from './blob-errors.ts';

/** The account's key to seal a new body with (made when missing); ErasedBodyError once erased. */
export async function sealingKey(keys: KeyStore, accountId: string): Promise<Buffer> {
  const found = await keys.key(accountKeyName(accountId), { parent: 'master' });
  if (found.state !== 'live') throw new ErasedBodyError(`account ${accountId} is erased: its file bodies cannot be stored`);
  return found.key;
}

/** The account's key to open its bodies; null when it never had one (all its bodies are from before sealing); ErasedBodyError once erased. */
export async function openingKey(keys: KeyStore, accountId: string): Promise<Buffer | null> {
  const found = await keys.key(accountKeyName(accountId));
  if (found.state === 'erased') throw new ErasedBodyError(`account ${accountId} is erased: its file bodies cannot be read`);
  return found.state === 'live' ? found.key : null;
}
