// Reads a range of the JOBS stream in order with an ordered consumer (ephemeral, no state on the
// server once stopped). The consumer prefetches a few MiB at most and asks for more only as the
// caller takes the messages, so a slow reader holds the stream back instead of buffering it: memory
// stays flat for any log size. Every event is opened (shared/privacy/event-sealing.ts): its
// personal fields as they were, or placeholders and `erased: true` once erased.
import { DeliverPolicy, type JetStreamClient } from '@nats-io/jetstream';
import { JOBS_STREAM } from '../events/subjects.ts';
import { isUnreadableEvent, type EventSealer } from '../privacy/event-sealing.ts';

export interface RawStoredMessage {
  seq: number;
  subject: string;
  /** Server time at which the stream stored it, in milliseconds. */
  storedAt: number;
  /** The event as appended: its sealed fields opened, placeholders and `erased: true` once erased. */
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

/**
 * The event as it was appended, its sealed fields opened (shared/privacy/event-sealing.ts: unseal).
 * One the sealer cannot read (an event the catalogue refuses) is passed on as stored, as every
 * event was before sealing: a range read holds every event.
 */
async function unsealed(sealer: Pick<EventSealer, 'unseal'>, raw: unknown): Promise<unknown> {
  try {
    return await sealer.unseal(raw);
  } catch (error) {
    if (isUnreadableEvent(error)) return raw;
    throw error;
  }
}

export async function* readRange(
  js: JetStreamClient,
  sealer: Pick<EventSealer, 'unseal'>,
  options: RangeOptions,
): AsyncGenerator<RawStoredMessage> {
  if (options.untilSeq <= options.afterSeq) return;
  const consumer = await js.consumers.get(JOBS_STREAM, {
    deliver_policy: DeliverPolicy.StartSequence,
    opt_start_seq: options.afterSeq + 1,
  });
  const messages = await consumer.consume({ max_bytes: options.prefetchBytes ?? 4 * 1024 * 1024 });
  try {
    for await (const message of messages) {
      if (message.seq > options.untilSeq) break;
      yield { seq: message.seq, subject: message.subject, storedAt: message.time.getTime(), body: await unsealed(sealer, message.json()) };
      if (message.seq >= options.untilSeq) break;
    }
  } finally {
    // Also when the caller stops early (a client that hung up): the consumer goes away at once.
    messages.stop();
  }
}
