// The projection loop's read-ahead (read-ahead.ts) over a scripted message source, without
// nats-server: decoding in order (however long each takes to open), waking the loop, holding at
// most its capacity, and stopping (also when an event cannot be opened for now).
import t from 'tap';
import { ReadAhead, eventsOf, readableRun, type MessageSource, type StreamMessage } from '../../services/projector/read-ahead.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import { clearOpener } from '../support/sealing.ts';

const revoke = accountEnvelope({ type: 'ApiKeyRevoked', version: 1, data: { key_id: 'k1' } }, { accountId: 'acct_1', actor: 'test' });
const good = (seq: number): StreamMessage => ({ seq, subject: 'keys.k1', json: () => revoke });
const bad = (seq: number): StreamMessage => ({ seq, subject: 'keys.k1', json: () => ({ type: 'NoSuchEvent', version: 1 }) });

/** A consumer's messages, delivered when the test says; records how many the reader has pulled. */
class ScriptedSource implements MessageSource {
  readonly #queue: StreamMessage[] = [];
  #waiting: (() => void) | undefined;
  #end: { error?: Error } | undefined;
  pulled = 0;
  stopped = false;

  deliver(...messages: StreamMessage[]) {
    this.#queue.push(...messages);
    this.#waiting?.();
  }

  end(error?: Error) {
    this.#end = error ? { error } : {};
    this.#waiting?.();
  }

  stop() {
    this.stopped = true;
    this.end();
  }

  async *[Symbol.asyncIterator](): AsyncIterator<StreamMessage> {
    for (;;) {
      const next = this.#queue.shift();
      if (next) {
        this.pulled += 1;
        yield next;
        continue;
      }
      if (this.#end) {
        if (this.#end.error) throw this.#end.error;
        return;
      }
      await new Promise<void>((resolve) => (this.#waiting = resolve));
    }
  }
}

const pause = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
/** Until the reader holds `count` items (or ten seconds passed): decoding is paced, so it may take a few turns. */
async function holding(stream: ReadAhead, count: number) {
  for (const deadline = Date.now() + 10_000; stream.items.length < count && Date.now() < deadline; ) await pause(5);
}
const seqs = (stream: ReadAhead) => stream.items.map((item) => ('stored' in item ? item.stored.seq : -item.seq));

t.test('messages are decoded in order; one that cannot be decoded keeps its sequence and its error', async (t) => {
  const source = new ScriptedSource();
  const stream = new ReadAhead(source, 100, clearOpener);
  source.deliver(good(1), good(2), bad(3), good(4));
  await holding(stream, 4);
  t.same(seqs(stream), [1, 2, -3, 4], 'the undecodable one is an error item');
  t.equal(readableRun(stream.items, 0, 10, Infinity), 2, 'a run of decoded events stops before it');
  t.equal(readableRun(stream.items, 0, 1, Infinity), 1, 'or at the limit');
  t.equal(readableRun(stream.items, 0, 10, 1), 1, 'or past the last sequence wanted');
  t.same(
    eventsOf(stream.items.slice(0, 2)).map((stored) => stored.event.type),
    ['ApiKeyRevoked', 'ApiKeyRevoked'],
  );
  t.throws(() => eventsOf(stream.items.slice(2, 3)), /unknown event NoSuchEvent@1/);
  await stream.close();
});

t.test('waitForMore wakes on the next message, or answers false after the time with nothing', async (t) => {
  const source = new ScriptedSource();
  const stream = new ReadAhead(source, 100, clearOpener);
  // Its timer does not keep a process alive (the loop's consumer does): this test's timer does.
  const keepAlive = setTimeout(() => {}, 1_000);
  t.equal(await stream.waitForMore(30), false, 'nothing came');
  clearTimeout(keepAlive);
  const waiting = stream.waitForMore(5_000);
  source.deliver(good(1));
  t.equal(await waiting, true, 'woken by the message');
  await stream.close();
});

t.test('the reader holds at most its capacity and reads on once events are taken', async (t) => {
  const source = new ScriptedSource();
  const stream = new ReadAhead(source, 3, clearOpener);
  source.deliver(good(1), good(2), good(3), good(4), good(5));
  await holding(stream, 3);
  await pause(50);
  t.same(seqs(stream), [1, 2, 3]);
  t.equal(source.pulled, 3, 'nothing more pulled from the consumer while full');
  stream.take(2);
  await holding(stream, 3);
  t.same(seqs(stream), [3, 4, 5]);
  await stream.close();
});

t.test('a consumer that fails or ends stops the reader, and says why', async (t) => {
  const failing = new ScriptedSource();
  const failed = new ReadAhead(failing, 10, clearOpener);
  t.equal(failed.stopped, undefined, 'running');
  failing.end(new Error('heartbeats missed'));
  for (const deadline = Date.now() + 10_000; !failed.stopped && Date.now() < deadline; ) await pause(5);
  t.match(failed.stopped, { message: 'heartbeats missed' });
  await failed.close();

  const ending = new ScriptedSource();
  const ended = new ReadAhead(ending, 10, clearOpener);
  ending.end();
  t.equal(await ended.waitForMore(5_000), true, 'a waiting loop is woken when the reader stops');
  t.match(ended.stopped, { message: 'the JOBS stream consumer stopped' });
  await ended.close();
});

t.test('close stops the consumer, even with the reader waiting for room, and waits for it', async (t) => {
  const source = new ScriptedSource();
  const stream = new ReadAhead(source, 1, clearOpener);
  source.deliver(good(1), good(2));
  await holding(stream, 1);
  await stream.close();
  t.ok(source.stopped);
  t.ok(stream.stopped, 'the reader has ended');
});

t.test('events opened at once go into the buffer in stream order, however long each took', async (t) => {
  const source = new ScriptedSource();
  // The first event waits for its key longest: the later ones are opened meanwhile, and wait for it.
  const delays = new Map([
    [1, 60],
    [2, 0],
    [3, 30],
  ]);
  let opening = 0;
  let most = 0;
  const slow = {
    open: async (raw: unknown) => {
      opening += 1;
      most = Math.max(most, opening);
      const seq = (raw as { seq: number }).seq;
      await pause(delays.get(seq) ?? 0);
      opening -= 1;
      return clearOpener.open(revoke);
    },
  };
  const stream = new ReadAhead(source, 100, slow);
  source.deliver(...[1, 2, 3].map((seq) => ({ seq, subject: 'keys.k1', json: () => ({ seq }) })));
  await holding(stream, 3);
  t.same(seqs(stream), [1, 2, 3]);
  t.ok(most > 1, `opened side by side (${most} at once)`);
  await stream.close();
});

t.test('an event that cannot be opened for now (the key store did not answer) stops the reader after the events before it', async (t) => {
  const source = new ScriptedSource();
  const flaky = {
    open: async (raw: unknown) => {
      if ((raw as { seq?: number }).seq === 2) throw new Error('TIMEOUT: the key store did not answer');
      return clearOpener.open(revoke);
    },
  };
  const stream = new ReadAhead(source, 100, flaky);
  source.deliver(...[1, 2, 3].map((seq) => ({ seq, subject: 'keys.k1', json: () => ({ seq }) })));
  for (const deadline = Date.now() + 10_000; !stream.stopped && Date.now() < deadline; ) await pause(5);
  t.same(seqs(stream), [1], 'the event before it, nothing after it (it is read again from the checkpoint)');
  t.match(stream.stopped, { message: /key store did not answer/ });
  t.ok(source.stopped, 'the consumer is stopped');
  await stream.close();
});
