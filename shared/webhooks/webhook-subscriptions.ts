// An account's webhook endpoints, folded from their configuration events in the log. Pure fold
// plus a reader; the gateway lists them and the dispatcher fans out to them as of an event's
// sequence, so a job event goes exactly to the endpoints registered before it.
import type { SitewrightEvent, WebhookEventType } from '../events/catalogue.ts';
import { accountWebhooksFilter } from '../events/subjects.ts';
import type { EventLog, StoredEvent } from '../event-log/event-log.ts';

export interface WebhookEndpoint {
  webhookId: string;
  accountId: string;
  url: string;
  events: WebhookEventType[];
  secret: string;
  status: 'enabled' | 'disabled' | 'deleted';
  disabledReason: string;
  createdAt: string;
  /** Sequence of the endpoint's last configuration event: the base of a compare-and-set. */
  configSeq: number;
}

export function evolveEndpoints(
  endpoints: Map<string, WebhookEndpoint>,
  stored: StoredEvent<SitewrightEvent>,
): Map<string, WebhookEndpoint> {
  const event = stored.event;
  switch (event.type) {
    case 'WebhookRegistered':
      if (endpoints.has(event.data.webhook_id)) return endpoints;
      return new Map(endpoints).set(event.data.webhook_id, {
        webhookId: event.data.webhook_id,
        accountId: event.account_id,
        url: event.data.url,
        events: event.data.events,
        secret: event.data.secret,
        status: 'enabled',
        disabledReason: '',
        createdAt: event.occurred_at,
        configSeq: stored.seq,
      });
    case 'WebhookDeleted':
    case 'WebhookDisabled': {
      const current = endpoints.get(event.data.webhook_id);
      if (!current || current.status === 'deleted') return endpoints;
      const next: WebhookEndpoint =
        event.type === 'WebhookDeleted'
          ? { ...current, status: 'deleted', configSeq: stored.seq }
          : {
              ...current,
              status: current.status === 'enabled' ? 'disabled' : current.status,
              disabledReason: event.data.reason,
              configSeq: stored.seq,
            };
      return new Map(endpoints).set(current.webhookId, next);
    }
    default:
      return endpoints;
  }
}

export function foldEndpoints(events: StoredEvent[], start: Map<string, WebhookEndpoint> = new Map()): Map<string, WebhookEndpoint> {
  return events.reduce(evolveEndpoints, start);
}

/** The account's endpoints as of just before `beforeSeq` (default: now). */
export async function readAccountEndpoints(log: EventLog, accountId: string, beforeSeq?: number): Promise<Map<string, WebhookEndpoint>> {
  return foldEndpoints(await log.readSubjects(accountWebhooksFilter(accountId), beforeSeq === undefined ? {} : { beforeSeq }));
}
