// The dispatchers' side of NATS: the WEBHOOK_TASKS work queue (one message per delivery, kept
// until delivered or given up) and two durable consumers shared by every dispatcher: one reads
// the JOBS log and fans job events out into tasks, the other hands tasks to whichever dispatcher
// is free. A dispatcher that dies leaves its messages unacknowledged; the server hands them to
// another after the ack wait, so nothing is lost.
import { AckPolicy, DeliverPolicy, RetentionPolicy, StorageType, type ConsumerConfig, type JetStreamManager } from '@nats-io/jetstream';
import { JOBS_STREAM } from '../events/subjects.ts';

export const WEBHOOK_TASKS_STREAM = 'WEBHOOK_TASKS';
export const FANOUT_CONSUMER = 'dispatcher-fanout';
export const DELIVERY_CONSUMER = 'dispatcher-deliveries';

const ns = (ms: number) => ms * 1_000_000;

export function webhookTaskSubject(webhookId: string): string {
  return `webhook_tasks.${webhookId}`;
}

async function ensureConsumer(
  jsm: JetStreamManager,
  stream: string,
  config: Partial<ConsumerConfig> & { durable_name: string },
): Promise<void> {
  try {
    await jsm.consumers.info(stream, config.durable_name);
    await jsm.consumers.update(stream, config.durable_name, { ack_wait: config.ack_wait, max_ack_pending: config.max_ack_pending });
  } catch (error) {
    if (!/consumer not found/i.test((error as Error).message)) throw error;
    await jsm.consumers.add(stream, config);
  }
}

export async function ensureWebhookQueues(jsm: JetStreamManager, options: { replicas: number; attemptTimeoutMs: number }): Promise<void> {
  try {
    await jsm.streams.info(WEBHOOK_TASKS_STREAM);
  } catch (error) {
    if ((error as { name?: string }).name !== 'StreamNotFoundError' && !/stream not found/i.test((error as Error).message)) throw error;
    await jsm.streams.add({
      name: WEBHOOK_TASKS_STREAM,
      subjects: ['webhook_tasks.>'],
      retention: RetentionPolicy.Workqueue,
      storage: StorageType.File,
      num_replicas: options.replicas,
      // A fan-out repeated after a crash publishes the same delivery ids: dropped here.
      duplicate_window: ns(2 * 60_000),
    });
  }
  await ensureConsumer(jsm, JOBS_STREAM, {
    durable_name: FANOUT_CONSUMER,
    filter_subject: 'jobs.>',
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    ack_wait: ns(30_000),
    max_deliver: -1,
    max_ack_pending: 1_000,
  });
  await ensureConsumer(jsm, WEBHOOK_TASKS_STREAM, {
    durable_name: DELIVERY_CONSUMER,
    ack_policy: AckPolicy.Explicit,
    deliver_policy: DeliverPolicy.All,
    // Long enough for one attempt and its record; a dispatcher that dies mid-attempt has its task
    // handed to another after this.
    ack_wait: ns(options.attemptTimeoutMs + 5_000),
    max_deliver: -1,
    max_ack_pending: 100_000,
  });
}
