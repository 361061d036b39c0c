// Reads a range of the JOBS stream in order with an ordered consumer (ephemeral, no state on the
// server once stopped). The consumer prefetches a few MiB at most and asks for more only as the
// caller takes the messages, so a slow reader holds the stream back instead of buffering it: memory
// stays flat for any log size.
import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import { JOBS_STREAM } from '../events/subjects.ts';

export interface RawStoredMessage {
  seq: number;
  subject: string;
  /** Server time at which the stream stored it, in milliseconds. */
  storedAt: number;
  body: unknown;
}

export interface RangeOptions {
  /** Read from afterSeq + 1 ... */
  afterSeq: number;
  /** ... up to and including untilSeq (usually the stream's last sequence when the read began). */
  untilSeq: number;
  /** Bytes the consumer may hold ahead of the reader (above the largest message the server accepts). */
  prefetchBytes?: number;
}

export async function* readRange(js: JetStreamClient, options: RangeOptions): AsyncGenerator<RawStoredMessage> {
  if (options.untilSeq <= options.afterSeq) return;
  const consumer = await js.consumers.get(JOBS_STREAM, {
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: options.afterSeq + 1,
  });
  const messages = await consumer.consume({ max_bytes: options.prefetchBytes ?? 4 * 1024 * 1024 });
  try {
    for await (const message of messages) {
      if (message.seq > options.untilSeq) break;
      yield { seq: message.seq, subject: message.subject, storedAt: message.time.getTime(), body: message.json() };
      if (message.seq >= options.untilSeq) break;
    }
  } finally {
    // Also when the caller stops early (a client that hung up): the consumer goes away at once.
    messages.stop();
  }
}
