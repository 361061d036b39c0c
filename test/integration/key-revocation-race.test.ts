// A key revoked while a gateway is looking it up: the look-up read the issue, the revocation is
// appended and heard before the look-up finishes, and the revocation still wins in the cache.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { createKeyRegistry } from '../../services/gateway/auth/key-registry.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { keySubject } from '../../shared/events/subjects.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';

let nats: TestNats;
let nc: NatsConnection;
let log: EventLog;
let sealing: TestSealer;
t.before(async () => {
  nats = await startTestNats('key-race');
  nc = await connect({ servers: nats.url });
  sealing = await openTestSealer(nc);
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5000, sealer: sealing.sealer });
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await nats?.stop();
});

const context = { accountId: 'acct_01JB00000000000000000000AA', actor: 'admin', requestId: 'r' };
const issue = (keyId: string) =>
  log.append(
    keySubject(keyId),
    accountEnvelope({ type: 'ApiKeyIssued', version: 1, data: { key_id: keyId, key_hash: 'a'.repeat(64), label: '' } }, context),
  );
const revoke = (keyId: string) =>
  log.append(keySubject(keyId), accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, context));

/** The real log, whose first `last` answers only when the test opens the gate (after reading); later ones at once. */
function gatedLog(): { log: EventLog; read: Promise<void>; open: () => void } {
  let open = () => {};
  let readDone = () => {};
  const gate = new Promise<void>((resolve) => (open = resolve));
  const read = new Promise<void>((resolve) => (readDone = resolve));
  let calls = 0;
  return {
    log: {
      ...log,
      last: async (subject) => {
        const stored = await log.last(subject);
        if (++calls > 1) return stored;
        readDone();
        await gate;
        return stored;
      },
    },
    read,
    open,
  };
}

/** Waits until this connection's own round trip has passed the server, then a little for the callback. */
async function heard(): Promise<void> {
  await nc.flush();
  await new Promise((resolve) => setTimeout(resolve, 200));
}

t.test('a revocation heard while a look-up is in flight wins over the issue it read', async (t) => {
  const keyId = '01JB0000000000000000000001';
  await issue(keyId);
  const gated = gatedLog();
  const keys = createKeyRegistry(nc, gated.log, { maxBytes: 1_000_000, unknownKeyMs: 60_000 });
  t.teardown(() => keys.close());
  await nc.flush();

  const lookUp = keys.key(keyId);
  await gated.read; // the look-up has read the issue
  await revoke(keyId);
  await heard();
  gated.open();
  const answered = await lookUp;
  t.equal(answered?.revoked, true, 'the look-up in flight answers the revocation it heard');
  t.equal(keys.cachedKey(keyId)?.revoked, true, 'and the cache holds the revocation, not the issue');
  t.equal((await keys.key(keyId))?.revoked, true, 'a later request is refused');
});

t.test('of two look-ups, the one that read an older sequence never replaces the newer', async (t) => {
  const keyId = '01JB0000000000000000000002';
  await issue(keyId);
  const slow = gatedLog();
  const keys = createKeyRegistry(nc, slow.log, { maxBytes: 1_000_000, unknownKeyMs: 60_000 });
  t.teardown(() => keys.close());
  // The slow look-up reads the issue; the revocation is appended and heard; the cache is dropped
  // (as a reconnect does) and a fresh look-up reads the revocation and finishes first.
  const lookUp = keys.key(keyId);
  await slow.read;
  const revokedSeq = await revoke(keyId);
  await heard();
  keys.forget(keyId);
  const fresh = await keys.key(keyId);
  t.equal(fresh?.revoked, true);
  t.equal(fresh?.seq, revokedSeq, "read from the log at the revocation's sequence");
  slow.open();
  await lookUp;
  t.equal(keys.cachedKey(keyId)?.revoked, true, 'the slow look-up of the older issue did not overwrite it');
});

t.test('an unknown key read before its issue is not remembered as unknown after the issue is heard', async (t) => {
  const keyId = '01JB0000000000000000000003';
  const gated = gatedLog();
  const keys = createKeyRegistry(nc, gated.log, { maxBytes: 1_000_000, unknownKeyMs: 60_000 });
  t.teardown(() => keys.close());
  await nc.flush();
  const lookUp = keys.key(keyId);
  await gated.read; // read: nothing yet
  await issue(keyId);
  await heard();
  gated.open();
  t.equal(await lookUp, null, 'the look-up answers what it read');
  // The gate stays open from here: the next look-up reads the log again instead of a stale "unknown".
  t.equal((await keys.key(keyId))?.revoked, false, 'the next request finds the issued key');
});
