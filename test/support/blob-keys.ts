// The key store the blob and screenshot stores seal bodies with (issue 31), as a service opens it:
// the `data_keys` bucket of the test's nats-server, under one master key every store of a test
// shares (an account key made by one store must unwrap in the others).
import type { ObjectStore } from '@nats-io/obj';
import type { NatsConnection } from '@nats-io/transport-node';
import { bodyName } from '../../shared/blobs/body-names.ts';
import { open } from '../../shared/privacy/aes-gcm.ts';
import { accountKeyName, createKeyStore, openKeyBucket, type KeyStore } from '../../shared/privacy/key-store.ts';

export const TEST_MASTER_KEY = Buffer.alloc(32, 7);

export async function testKeyStore(nc: NatsConnection): Promise<KeyStore> {
  return await createKeyStore(nc, await openKeyBucket(nc, 1), { masterKey: TEST_MASTER_KEY });
}

/** What the object store holds for an account's body (read by the client library), and that opened with the account's key. */
export async function storedBody(
  bucket: ObjectStore,
  keys: KeyStore,
  accountId: string,
  digest: string,
): Promise<{ sealed: Buffer; plain: Buffer }> {
  const name = bodyName(accountId, digest);
  const sealed = await bucket.getBlob(name);
  if (!sealed) throw new Error(`no object ${name}`);
  const key = await keys.key(accountKeyName(accountId));
  if (key.state !== 'live') throw new Error(`account ${accountId} has no live key`);
  return { sealed: Buffer.from(sealed), plain: open(key.key, sealed, name) };
}
