// Reads the stream ahead of the batches: messages are opened (shared/privacy/event-sealing.ts) and
// decoded into a buffer while a batch commits, so the next batch is ready when the commit ends. The
// buffer holds at most `capacity` events; the reader waits for room once it is full. A pull
// delivers thousands of messages at once, and decoding them would otherwise hold the thread as long
// (pacer.ts). Opening an event may wait for its key from the key store (the first event of a job
// this process has not seen lately): up to OPENING_AT_ONCE events are opened at once, and go into
// the buffer in stream order, so a replay waits for one round trip per many jobs, not per job.
import type { Context } from '@opentelemetry/api';
import { isUnreadableEvent, type EventSealer } from '../../shared/privacy/event-sealing.ts';
import { traceOfMessage, type HeaderSource } from '../../shared/telemetry/nats-trace-headers.ts';
import type { StoredEvent } from '../../shared/event-log/event-log.ts';
import { createPacer } from './pacer.ts';

/**
 * An event read from the stream (with the trace it was appended in, when it was traced), or the
 * sequence of one that could not be decoded and why.
 */
export type ReadItem = { stored: StoredEvent; trace?: Context | undefined } | { seq: number; error: Error };

/** What the read-ahead needs of a delivered message (a JsMsg). */
export interface StreamMessage {
  readonly seq: number;
  readonly subject: string;
  readonly headers?: HeaderSource | undefined;
  json(): unknown;
}

/** The consumer's messages: iterated once, stopped when the loop ends. */
export interface MessageSource extends AsyncIterable<StreamMessage> {
  stop(): void;
}

export const seqOf = (item: ReadItem) => ('stored' in item ? item.stored.seq : item.seq);

/** Events opened at once at most. */
const OPENING_AT_ONCE = 256;

/**
 * The message as an item, or, when it could not be opened for a reason that may pass (the key
 * store did not answer), that reason: the reader then stops, and the loop starts again from its
 * checkpoint, where an undecodable event would be reported and retried for ever.
 */
async function decode(message: StreamMessage, sealer: Pick<EventSealer, 'open'>): Promise<ReadItem | { passing: unknown }> {
  try {
    const stored = { seq: message.seq, subject: message.subject, event: await sealer.open(message.json()) };
    const trace = traceOfMessage(message.headers);
    return trace ? { stored, trace } : { stored };
  } catch (error) {
    if (!isUnreadableEvent(error)) return { passing: error };
    return { seq: message.seq, error: error instanceof Error ? error : new Error(String(error)) };
  }
}

/** The events of `items`; an item that could not be decoded throws its error (the first such item). */
export function eventsOf(items: readonly ReadItem[]): StoredEvent[] {
  const events = new Array<StoredEvent>(items.length);
  for (let i = 0; i < items.length; i++) {
    const item = items[i]!;
    if (!('stored' in item)) throw item.error;
    events[i] = item.stored;
  }
  return events;
}

/** How many items from `from` on are decoded events, at most `limit` and none past sequence `until`. */
export function readableRun(items: readonly ReadItem[], from: number, limit: number, until: number): number {
  let count = 0;
  while (count < limit && from + count < items.length) {
    const item = items[from + count]!;
    if (!('stored' in item) || item.stored.seq > until) break;
    count += 1;
  }
  return count;
}

export class ReadAhead {
  readonly #source: MessageSource;
  readonly #capacity: number;
  readonly #sealer: Pick<EventSealer, 'open'>;
  readonly #items: ReadItem[] = [];
  #wake: (() => void) | undefined;
  #room: (() => void) | undefined;
  #ended = false;
  #closing = false;
  #failed = false;
  #failure: unknown;
  readonly #reading: Promise<void>;

  constructor(source: MessageSource, capacity: number, sealer: Pick<EventSealer, 'open'>) {
    this.#source = source;
    this.#capacity = capacity;
    this.#sealer = sealer;
    this.#reading = this.#read();
  }

  #fail(error: unknown): void {
    if (this.#failed) return;
    this.#failed = true;
    this.#failure = error;
    this.#source.stop();
    // The reader may be waiting for room that no item will make.
    this.#letReaderOn();
  }

  async #read(): Promise<void> {
    const pace = createPacer();
    // Messages being opened, and the chain that puts them into the buffer in stream order.
    let opening = 0;
    let inOrder: Promise<void> = Promise.resolve();
    let openedOne: (() => void) | undefined;
    try {
      for await (const message of this.#source) {
        // A stopped consumer still yields the rest of the pull it was handing out: none is wanted.
        if (this.#closing || this.#failed) break;
        await pace();
        const decoding = decode(message, this.#sealer);
        opening += 1;
        inOrder = inOrder.then(async () => {
          const item = await decoding;
          opening -= 1;
          openedOne?.();
          if (this.#failed) return;
          if ('passing' in item) this.#fail(item.passing);
          else this.#items.push(item);
          this.#wake?.();
        });
        while (opening >= OPENING_AT_ONCE) await new Promise<void>((resolve) => (openedOne = resolve));
        if (this.#items.length + opening >= this.#capacity) await new Promise<void>((resolve) => (this.#room = resolve));
      }
    } catch (error) {
      this.#fail(error);
    } finally {
      await inOrder;
      this.#ended = true;
      this.#wake?.();
    }
  }

  /** What was read and not taken yet, in stream order. */
  get items(): readonly ReadItem[] {
    return this.#items;
  }

  /** The reader stopped (the consumer failed or was stopped): why, once every item read is taken. */
  get stopped(): Error | undefined {
    if (!this.#ended) return undefined;
    return this.#failure instanceof Error ? this.#failure : new Error('the JOBS stream consumer stopped', { cause: this.#failure });
  }

  /** Resolves true once more is read (or the reader stops), false after `ms` of nothing. */
  waitForMore(ms: number): Promise<boolean> {
    return new Promise<boolean>((resolve) => {
      this.#wake = () => resolve(true);
      setTimeout(() => resolve(false), ms).unref();
    }).finally(() => {
      this.#wake = undefined;
    });
  }

  /** Removes the first `count` items (applied), making room for the reader. */
  take(count: number): void {
    this.#items.splice(0, count);
    this.#letReaderOn();
  }

  /** Stops the consumer and waits for the reader to end. */
  async close(): Promise<void> {
    this.#closing = true;
    this.#source.stop();
    this.#letReaderOn();
    await this.#reading;
  }

  #letReaderOn(): void {
    this.#room?.();
    this.#room = undefined;
  }
}
