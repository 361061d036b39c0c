// Operators' view of webhooks: every delivery of an endpoint with each attempt (from the
// WebhookDeliveryAttempted events in the log), and a redelivery that queues the same message,
// with the same webhook-id and body, for a new 24-hour round of attempts.
import { z } from 'zod';
import { DeliveriesResponseSchema, RedeliverResponseSchema } from '../../../shared/api/webhook-schemas.ts';
import type { WebhookDeliveryAttempted } from '../../../shared/events/catalogue.ts';
import { webhookFilter } from '../../../shared/events/subjects.ts';
import { ulid } from '../../../shared/ids/ulid.ts';
import { isDeliveryId, isWebhookId } from '../../../shared/webhooks/webhook-ids.ts';
import { webhookMessageAt } from '../../../shared/webhooks/webhook-payload.ts';
import { foldEndpoints, type WebhookEndpoint } from '../../../shared/webhooks/webhook-subscriptions.ts';
import { ensureWebhookQueues, webhookTaskSubject } from '../../../shared/jetstream/webhook-declarations.ts';
import type { DeliveryTask } from '../../../shared/webhooks/delivery-task.ts';
import { ApiError } from '../http/api-error.ts';
import { adminWebhookNotFound } from '../http/refusals.ts';
import { jsonBodyIfAny } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

type Attempt = WebhookDeliveryAttempted;

function stateOf(last: Attempt): 'delivered' | 'retrying' | 'failed' | 'skipped' {
  return last.data.outcome === 'gave_up' ? 'failed' : last.data.outcome;
}

const deliveriesSchema = {
  summary: "A webhook's deliveries with every attempt, newest first",
  params: z.object({ webhook_id: z.string() }),
  response: { 200: ok(DeliveriesResponseSchema, 'The deliveries.'), ...refusals(DeliveriesResponseSchema, [401, 404, 503]) },
};
const redeliverSchema = {
  summary: 'Queue a delivery again (same webhook-id and body, a new 24-hour round of attempts)',
  params: z.object({ webhook_id: z.string(), delivery_id: z.string() }),
  response: { 200: ok(RedeliverResponseSchema, 'Queued.'), ...refusals(RedeliverResponseSchema, [401, 404, 409, 503]) },
};

export function registerWebhookDeliveriesRoutes(app: RouteScope, deps: GatewayDeps): void {
  const endpointOf = async (webhookId: string): Promise<WebhookEndpoint> => {
    if (!isWebhookId(webhookId)) throw adminWebhookNotFound();
    const endpoint = foldEndpoints(await deps.log.readSubjects(webhookFilter(webhookId, 'config'))).get(webhookId);
    if (!endpoint) throw adminWebhookNotFound();
    return endpoint;
  };
  const attemptsOf = async (webhookId: string): Promise<Attempt[]> =>
    (await deps.log.readSubjects(webhookFilter(webhookId, 'attempts'))).flatMap((stored) =>
      stored.event.type === 'WebhookDeliveryAttempted' ? [stored.event] : [],
    );

  app.get('/admin/webhooks/:webhook_id/deliveries', { config: { errorShape: 'deliveries' }, schema: deliveriesSchema }, async (request) => {
    const endpoint = await endpointOf(request.params.webhook_id);
    const byDelivery = new Map<string, Attempt[]>();
    for (const attempt of await attemptsOf(endpoint.webhookId)) {
      const list = byDelivery.get(attempt.data.delivery_id) ?? [];
      list.push(attempt);
      byDelivery.set(attempt.data.delivery_id, list);
    }
    const deliveries = [...byDelivery.entries()]
      .map(([deliveryId, attempts]) => ({
        delivery_id: deliveryId,
        event_type: attempts[0]!.data.event_type,
        job_id: attempts[0]!.data.job_id,
        state: stateOf(attempts[attempts.length - 1]!),
        attempts: attempts.map((attempt) => ({
          attempt: attempt.data.attempt,
          at: attempt.occurred_at,
          status_code: attempt.data.status_code,
          duration_ms: attempt.data.duration_ms,
          error: attempt.data.error,
          outcome: attempt.data.outcome,
          next_attempt_at: attempt.data.next_attempt_at,
        })),
      }))
      .reverse();
    return {
      status: 'ok' as const,
      webhook_id: endpoint.webhookId,
      account_id: endpoint.accountId,
      endpoint_status: endpoint.status,
      deliveries,
      error: '',
    };
  });

  let queuesReady: Promise<void> | null = null;
  // A body is not needed; one that is sent must be JSON (and is ignored).
  app.post(
    '/admin/webhooks/:webhook_id/deliveries/:delivery_id/redeliver',
    { config: { errorShape: 'redeliver' }, onRequest: jsonBodyIfAny, schema: redeliverSchema },
    async (request) => {
      const endpoint = await endpointOf(request.params.webhook_id);
      const deliveryId = request.params.delivery_id;
      const first = isDeliveryId(deliveryId)
        ? (await attemptsOf(endpoint.webhookId)).find((attempt) => attempt.data.delivery_id === deliveryId)
        : undefined;
      if (!first)
        throw new ApiError(
          'not_found',
          'No delivery with this id exists for this webhook. Use a delivery_id from GET /admin/webhooks/{webhook_id}/deliveries.',
        );
      if (endpoint.status !== 'enabled')
        throw new ApiError('conflict', `The webhook is ${endpoint.status}; nothing can be delivered to it.`);
      const message = webhookMessageAt((await deps.log.readJob(first.data.job_id)).events, first.data.source_seq);
      if (!message) throw new ApiError('conflict', 'The job event of this delivery is no longer in the log.');
      queuesReady ??= ensureWebhookQueues(deps.jsm, {
        replicas: deps.config.STREAM_REPLICAS,
        attemptTimeoutMs: deps.config.WEBHOOK_TIMEOUT_MS,
      }).catch((error: unknown) => {
        queuesReady = null;
        throw error;
      });
      await queuesReady;
      const task: DeliveryTask = {
        delivery_id: deliveryId,
        webhook_id: endpoint.webhookId,
        account_id: endpoint.accountId,
        event_type: message.type,
        job_id: first.data.job_id,
        source_seq: first.data.source_seq,
        body: message.body,
        first_attempt_at: new Date().toISOString(),
      };
      // A task on the dispatchers' work queue, not an event in the log: the attempts it leads to are.
      await deps.jsm
        .jetstream()
        .publish(webhookTaskSubject(endpoint.webhookId), JSON.stringify(task), { msgID: `${deliveryId}-redeliver-${ulid()}` });
      request.log.info({ webhook_id: endpoint.webhookId, delivery_id: deliveryId }, 'webhook redelivery queued');
      return { status: 'queued' as const, webhook_id: endpoint.webhookId, delivery_id: deliveryId, error: '' };
    },
  );
}
