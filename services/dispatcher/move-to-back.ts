// Moving a task that cannot run now to the end of the WEBHOOK_TASKS queue: a copy is published,
// then the original is acknowledged. Handing it back with `nak` would count as one more delivery
// of the message, and a task's delivery count is its attempt number; so the copy carries the
// attempts already made in a header instead. A crash between the two steps leaves both (at least
// once: the same webhook-id, so the receiver drops the duplicate); a move repeated after such a
// crash publishes the same message id and is dropped by the stream.
import type { JetStreamClient, JsMsg } from '@nats-io/jetstream';
import { headers } from '@nats-io/transport-node';
import { traceOfMessage, withTraceHeaders } from '../../shared/telemetry/nats-trace-headers.ts';
import type { ScheduledTask } from './fair-scheduler.ts';

/** A delivery task a dispatcher holds: its message in the queue, and what it is for. */
export interface HeldTask extends ScheduledTask {
  message: JsMsg;
  deliveryId: string;
}

export const ATTEMPTS_BEFORE_HEADER = 'Sitewright-Attempts-Before';

/** Attempts made before this message of the task was published (0 for the first one). */
export function attemptsBefore(message: JsMsg): number {
  const value = Number(message.headers?.get(ATTEMPTS_BEFORE_HEADER) ?? 0);
  return Number.isSafeInteger(value) && value > 0 ? value : 0;
}

/** The attempt number of the delivery this message is being delivered for. */
export function attemptNumber(message: JsMsg): number {
  return attemptsBefore(message) + message.info.deliveryCount;
}

export function createMoveToBack(js: JetStreamClient): (task: HeldTask) => Promise<void> {
  return async (task) => {
    const { message } = task;
    const copyHeaders = headers();
    copyHeaders.set(ATTEMPTS_BEFORE_HEADER, String(attemptNumber(message) - 1));
    // The copy stays in the trace of the job event it tells of.
    const trace = traceOfMessage(message.headers);
    if (trace) withTraceHeaders(copyHeaders, trace);
    await js.publish(message.subject, message.data, { msgID: `${task.deliveryId}-moved-${message.seq}`, headers: copyHeaders });
    message.ack();
  };
}
