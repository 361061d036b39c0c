// The one command handler against a real nats-server: it appends with the expected sequence,
// decides again after a typed conflict, and gives up (rethrowing the conflict) when told to.
import { connect, type NatsConnection } from '@nats-io/transport-node';
import t, { type Test } from 'tap';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { createEventLog, type EventLog } from '../../shared/event-log/event-log.ts';
import { handleCommand, lastEventOf } from '../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { startTestNats, type TestNats } from '../support/nats.ts';
import { openTestSealer, type TestSealer } from '../support/sealing.ts';

let nats: TestNats;
let nc: NatsConnection;
let log: EventLog;
let sealing: TestSealer;

t.before(async () => {
  nats = await startTestNats('command');
  nc = await connect({ servers: nats.url });
  sealing = await openTestSealer(nc);
  log = createEventLog(nc, await ensureJobsStream(nc, 1), { timeoutMs: 5_000, sealer: sealing.sealer });
});
t.teardown(async () => {
  await sealing?.stop();
  await nc?.close();
  await nats?.stop();
});

const revoke = (keyId: string) =>
  accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, { accountId: 'acct_1', actor: 'test' });

t.test('a conflict makes it read and decide again; the second decision sees the other writer', async (t) => {
  const subject = 'keys.k1';
  const decisions: (number | null)[] = [];
  let interfered = false;
  const { result, appended } = await handleCommand(
    log,
    async () => {
      const loaded = await lastEventOf(log, subject)();
      // Another writer appends between this read and the append, once.
      if (!interfered) {
        interfered = true;
        await log.append(subject, revoke('k1'), { expectLastSubjectSeq: 0 });
      }
      return loaded;
    },
    (last) => {
      decisions.push(last?.seq ?? null);
      return { append: last ? [] : [{ subject, event: revoke('k1') }], result: last ? 'already' : 'appended' };
    },
  );
  t.same(decisions.length, 2, 'decided twice');
  t.equal(decisions[0], null, 'first decision saw an empty subject');
  t.ok(decisions[1], 'second decision saw the other writer');
  t.equal(result, 'already');
  t.same(appended, []);
});

t.test('several events chain their expected sequences on one subject', async (t) => {
  const subject = 'keys.k2';
  const { appended } = await handleCommand(log, lastEventOf(log, subject), () => ({
    append: [
      { subject, event: revoke('k2') },
      { subject, event: revoke('k2') },
    ],
    result: undefined,
  }));
  t.equal(appended.length, 2);
  t.ok(appended[1]!.seq > appended[0]!.seq);
  t.equal((await log.last(subject))?.seq, appended[1]!.seq);
});

/**
 * A command that always conflicts: it reads a stale expected sequence (0) of a subject that
 * already holds an event. Returns how many times it decided before handleCommand gave up.
 */
async function alwaysConflicting(t: Test, keyId: string, options?: { attempts: number }): Promise<number> {
  const subject = `keys.${keyId}`;
  await log.append(subject, revoke(keyId), { expectLastSubjectSeq: 0 });
  let decided = 0;
  await t.rejects(
    handleCommand(
      log,
      async () => ({ state: null, expected: { [subject]: 0 } }),
      () => {
        decided++;
        return { append: [{ subject, event: revoke(keyId) }], result: undefined };
      },
      options,
    ),
    SequenceConflictError,
  );
  return decided;
}

t.test('with one attempt a conflict is rethrown as a typed SequenceConflictError', async (t) => {
  t.equal(await alwaysConflicting(t, 'k3', { attempts: 1 }), 1, 'decided once');
});

t.test('after the attempts run out the conflict is rethrown', async (t) => {
  t.equal(await alwaysConflicting(t, 'k4'), 3, 'three reads and decisions, the default policy');
});

t.test("an append's msgId reaches the server: a retry inside the duplicate window is dropped, not a conflict", async (t) => {
  const subject = 'keys.k5';
  const event = revoke('k5');
  const create = () =>
    handleCommand(
      log,
      async () => ({ state: null, expected: {} }),
      () => ({ append: [{ subject, event, msgId: 'k5-created' }], result: undefined }),
      {
        attempts: 1,
      },
    );
  const first = await create();
  const retry = await create();
  t.equal(retry.appended[0]!.seq, first.appended[0]!.seq, 'the server acknowledged the first append again');
  t.equal((await log.readSubjects(subject)).length, 1, 'one event on the subject');
});
