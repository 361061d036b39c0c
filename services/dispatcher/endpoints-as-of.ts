// Which endpoints an account had just before a given stream sequence. Each dispatcher keeps the
// last answer per account and reads only the configuration events appended since, so a fan-out
// usually costs one direct get.
import { accountWebhooksFilter } from '../../shared/events/subjects.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import { foldEndpoints, type WebhookEndpoint } from '../../shared/webhooks/webhook-subscriptions.ts';

const MAX_ACCOUNTS = 10_000;

export function createEndpointsAsOf(log: EventLog): (accountId: string, beforeSeq: number) => Promise<Map<string, WebhookEndpoint>> {
  const known = new Map<string, { through: number; endpoints: Map<string, WebhookEndpoint> }>();
  return async (accountId, beforeSeq) => {
    const cached = known.get(accountId);
    // Events may arrive out of order across dispatchers: an older sequence is folded afresh.
    const start = cached && cached.through <= beforeSeq ? cached : { through: 1, endpoints: new Map<string, WebhookEndpoint>() };
    const events = await log.readSubjects(accountWebhooksFilter(accountId), { fromSeq: start.through, beforeSeq });
    const endpoints = foldEndpoints(events, start.endpoints);
    if (!cached && known.size >= MAX_ACCOUNTS) known.delete(known.keys().next().value!);
    known.set(accountId, { through: beforeSeq, endpoints });
    return endpoints;
  };
}
