// Turns one job event from the log into delivery tasks, one per endpoint of the account that was
// registered before the event and asked for its type. Publishing is idempotent (the delivery id
// is the message id), so a fan-out repeated after a crash adds nothing.
// Before a delivery may tell a caller that a project job is ready, the project's pointer is made
// to be at that job or past it (the idempotent move the generator makes right after its
// JobCompleted, which may not have happened yet): an edit sent on hearing the webhook starts
// from that version (shared/projects/project-pointer.ts).
import type { Context } from '@opentelemetry/api';
import { withTraceHeaders } from '../../shared/telemetry/nats-trace-headers.ts';
import type { JetStreamClient } from '@nats-io/jetstream';
import { isAccountErased } from '../../shared/accounts/account-state.ts';
import type { JobEvent, WebhookEventType } from '../../shared/events/catalogue.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import { advanceProjectPointer, completedSeqOf } from '../../shared/projects/project-pointer.ts';
import { webhookTaskSubject } from '../../shared/jetstream/webhook-declarations.ts';
import { deliveryIdFor } from '../../shared/webhooks/webhook-ids.ts';
import { webhookMessageAt } from '../../shared/webhooks/webhook-payload.ts';
import type { WebhookEndpoint } from '../../shared/webhooks/webhook-subscriptions.ts';
import type { DeliveryTask } from '../../shared/webhooks/delivery-task.ts';

/**
 * The webhook type a job event may stand for; checked precisely once the job is read. Every job
 * event type is listed, so a new one cannot be left out unnoticed.
 */
const CANDIDATE: Record<JobEvent['type'], WebhookEventType | null> = {
  JobRequested: null,
  JobReused: 'job.ready',
  JobAdmitted: null,
  SourceForked: null,
  JobStarted: null,
  FilesEmitted: 'job.partial',
  JobProgressed: null,
  UsageRecorded: null,
  JobCompleted: 'job.ready',
  JobFailed: 'job.failed',
  DeploymentReported: 'job.deployed',
  // Screenshots and browser checks are no webhook of their own (yet): GET /job shows them.
  JobRendered: null,
  JobErased: null,
};

export interface FanOutDeps {
  log: EventLog;
  js: JetStreamClient;
  endpointsAsOf: (accountId: string, beforeSeq: number) => Promise<Map<string, WebhookEndpoint>>;
  now: () => number;
  /** Who moves a project's pointer (the event's actor). */
  actor: string;
}

/** Returns how many tasks were published. */
export async function fanOut(deps: FanOutDeps, event: JobEvent, seq: number, trace?: Context): Promise<number> {
  const candidate = CANDIDATE[event.type];
  if (!candidate) return 0;
  const endpoints = [...(await deps.endpointsAsOf(event.account_id, seq)).values()].filter(
    (endpoint) => endpoint.status === 'enabled' && endpoint.events.includes(candidate),
  );
  if (endpoints.length === 0) return 0;
  // An erased account's webhooks receive nothing more (its job events may still come after it).
  if (await isAccountErased(deps.log, event.account_id)) return 0;
  const history = await deps.log.readJob(event.job_id);
  // Erased since: nothing of it goes out.
  if (history.state.erased) return 0;
  const message = webhookMessageAt(history.events, seq);
  if (!message || message.type !== candidate) return 0;
  // job.ready, and job.deployed (of a ready job) tell that the job is ready.
  if (message.type === 'job.ready' || message.type === 'job.deployed')
    await advanceProjectPointer(deps.log, history.state, completedSeqOf(history), deps.actor);
  const firstAttemptAt = new Date(deps.now()).toISOString();
  for (const endpoint of endpoints) {
    const deliveryId = deliveryIdFor(endpoint.webhookId, event.id);
    const task: DeliveryTask = {
      delivery_id: deliveryId,
      webhook_id: endpoint.webhookId,
      account_id: endpoint.accountId,
      event_type: message.type,
      job_id: event.job_id,
      source_seq: seq,
      body: message.body,
      first_attempt_at: firstAttemptAt,
    };
    // The task carries the event's trace on to its deliveries.
    // An untraced event: no headers (the active context here is not the event's).
    const headers = trace ? withTraceHeaders(undefined, trace) : undefined;
    await deps.js.publish(webhookTaskSubject(endpoint.webhookId), JSON.stringify(task), {
      msgID: deliveryId,
      ...(headers ? { headers } : {}),
    });
  }
  return endpoints.length;
}
