// The one command handler on the in-memory log: it decides again after a conflict, gives up after
// its attempts, chains expected sequences, and reports each append before making the next.
import t from 'tap';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { handleCommand, lastEventOf, type Appended } from '../../shared/event-log/handle-command.ts';
import { InvalidEventError, SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import type { SitewrightEvent } from '../../shared/events/catalogue.ts';
import { MemoryEventLog } from '../support/memory-event-log.ts';

const revoke = (keyId: string) =>
  accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: keyId } }, { accountId: 'acct_1', actor: 'test' });

t.test('a conflict makes it read and decide again, and the second decision sees the other writer', async (t) => {
  const log = new MemoryEventLog();
  const subject = 'keys.k1';
  const seen: (number | null)[] = [];
  let interfered = false;
  const { result, appended } = await handleCommand(
    log,
    async () => {
      const loaded = await lastEventOf(log, subject)();
      if (!interfered) {
        interfered = true;
        await log.append(subject, revoke('k1'));
      }
      return loaded;
    },
    (last) => {
      seen.push(last?.seq ?? null);
      return { append: last ? [] : [{ subject, event: revoke('k1') }], result: last ? 'already' : 'appended' };
    },
  );
  t.same(seen, [null, 1], 'decided on an empty subject, then on the other writer’s event');
  t.equal(result, 'already');
  t.same(appended, []);
  t.equal(log.events.length, 1, 'only the other writer’s event');
});

/** Decisions made before a command that always conflicts was given up, and what it threw. */
async function alwaysConflicting(attempts?: number) {
  const log = new MemoryEventLog();
  await log.append('keys.k1', revoke('k1'));
  let decided = 0;
  const error = await handleCommand(
    log,
    async () => ({ state: null, expected: { 'keys.k1': 0 } }),
    () => {
      decided++;
      return { append: [{ subject: 'keys.k1', event: revoke('k1') }], result: undefined };
    },
    attempts === undefined ? {} : { attempts },
  ).then(
    () => undefined,
    (caught: unknown) => caught,
  );
  return { decided, error, appendedMeanwhile: log.events.length - 1 };
}

t.test('the attempts bound how often it decides; the last conflict is rethrown', async (t) => {
  for (const [attempts, expected] of [
    [undefined, 3],
    [1, 1],
    [5, 5],
  ] as const) {
    const { decided, error, appendedMeanwhile } = await alwaysConflicting(attempts);
    t.equal(decided, expected, `attempts ${attempts ?? 'by default'}: decided ${expected} times`);
    t.type(error, SequenceConflictError);
    t.equal(appendedMeanwhile, 0);
  }
});

t.test('an error other than a conflict is not retried', async (t) => {
  const log = new MemoryEventLog();
  let decided = 0;
  const broken: SitewrightEvent = { ...revoke('k1'), occurred_at: 'yesterday' };
  await t.rejects(
    handleCommand(log, lastEventOf(log, 'keys.k1'), () => {
      decided++;
      return { append: [{ subject: 'keys.k1', event: broken }], result: undefined };
    }),
    InvalidEventError,
  );
  t.equal(decided, 1);
});

t.test('appends chain their expected sequences and are reported in order, each before the next append', async (t) => {
  const log = new MemoryEventLog();
  await log.append('keys.k2', revoke('k2'));
  const reported: { appended: Appended; inLog: number }[] = [];
  const { appended } = await handleCommand(
    log,
    async () => ({ state: null, expected: { 'keys.k2': 1 } }),
    () => ({
      append: [
        { subject: 'keys.k1', event: revoke('k1') },
        { subject: 'keys.k2', event: revoke('k2') },
        { subject: 'keys.k1', event: revoke('k1') },
      ],
      result: undefined,
    }),
    { onAppended: (done) => void reported.push({ appended: done, inLog: log.events.length }) },
  );
  t.same(
    appended.map(({ subject, seq }) => [subject, seq]),
    [
      ['keys.k1', 2],
      ['keys.k2', 3],
      ['keys.k1', 4],
    ],
  );
  t.same(
    reported.map(({ appended: done, inLog }) => [done.seq, inLog]),
    [
      [2, 2],
      [3, 3],
      [4, 4],
    ],
    'each reported when it was the last in the log',
  );
});

t.test('a subject the load does not list is expected to be empty', async (t) => {
  const log = new MemoryEventLog();
  await log.append('keys.k3', revoke('k3'));
  const nothingRead = async () => ({ state: null, expected: {} });
  const decide = () => ({ append: [{ subject: 'keys.k3', event: revoke('k3') }], result: undefined });
  await t.rejects(handleCommand(log, nothingRead, decide, { attempts: 1 }), SequenceConflictError);
});
