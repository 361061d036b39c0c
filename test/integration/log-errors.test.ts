// The event log's errors against a real nats-server: a wrong expected sequence is a
// SequenceConflictError carrying the server's code 10071, and a server going away mid-append, or
// a closed connection, is a LogUnavailableError recognised by nats.js's error types, not by the
// words of its message.
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { ClosedConnectionError, connect } from '@nats-io/transport-node';
import t, { type Test } from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { LogUnavailableError, SequenceConflictError, unavailableEvidence } from '../../shared/event-log/log-errors.ts';
import { startTestNats } from '../support/nats.ts';
import { openTestSealer } from '../support/sealing.ts';

const revoke = (keyId: string) =>
  accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, { accountId: 'acct_1', actor: 'test' });

/** A nats-server of its own, a connection that keeps reconnecting (as the services' do), and a log over it. */
async function logOnOwnServer(t: Test, name: string) {
  const nats = await startTestNats(name);
  const nc = await connect({ servers: nats.url, maxReconnectAttempts: -1, reconnectTimeWait: 200, noAsyncTraces: true });
  const sealing = await openTestSealer(nc);
  t.teardown(async () => {
    await sealing.stop();
    await nc.close();
    await nats.stop();
  });
  const log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 1_000, sealer: sealing.sealer });
  return { nats, nc, log };
}

t.test('an append expecting a sequence the subject has left is a SequenceConflictError with code 10071', async (t) => {
  const { log } = await logOnOwnServer(t, 'log-errors-conflict');
  await log.append('keys.k1', revoke('k1'), { expectLastSubjectSeq: 0 });
  const error = await log.append('keys.k1', revoke('k1'), { expectLastSubjectSeq: 0 }).catch((caught: unknown) => caught);
  t.type(error, SequenceConflictError);
  const cause = error instanceof Error ? error.cause : undefined;
  t.type(cause, JetStreamApiError);
  t.equal(cause instanceof JetStreamApiError && cause.code, JetStreamApiCodes.StreamWrongLastSequence);
});

t.test('the server stopping mid-append: the append fails as unavailable, known by its type', async (t) => {
  const { nats, log } = await logOnOwnServer(t, 'log-errors-stop');
  let appended = 0;
  // Appends back to back while the server stops under them: one of them is in flight.
  const appending = (async () => {
    for (;;) {
      try {
        await log.append('keys.k2', revoke('k2'));
        appended += 1;
      } catch (error) {
        return error;
      }
    }
  })();
  await new Promise((resolve) => setTimeout(resolve, 100));
  await nats.stop();
  const error = await appending;
  t.ok(appended > 0, 'appends went through before the server stopped');
  t.type(error, LogUnavailableError);
  const cause = error instanceof Error ? error.cause : undefined;
  // Usually a TimeoutError (the request waited for a server that is gone); whichever typed error
  // nats.js gives, it must not take the message to recognise it.
  const name = cause instanceof Error ? cause.name : String(cause);
  t.equal(unavailableEvidence(cause), 'type', `${name}: recognised by its type, not only by its message`);
  const read = await log.last('keys.k2').catch((caught: unknown) => caught);
  t.type(read, LogUnavailableError, 'a read meanwhile is unavailable too');
  t.equal(unavailableEvidence(read instanceof Error ? read.cause : undefined), 'type');
});

t.test('an append on a closed connection is unavailable, known by its type', async (t) => {
  const { nc, log } = await logOnOwnServer(t, 'log-errors-closed');
  await nc.close();
  const error = await log.append('keys.k3', revoke('k3')).catch((caught: unknown) => caught);
  t.type(error, LogUnavailableError);
  const cause = error instanceof Error ? error.cause : undefined;
  t.type(cause, ClosedConnectionError);
  t.equal(unavailableEvidence(cause), 'type');
});
