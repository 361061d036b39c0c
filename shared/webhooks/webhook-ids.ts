import { createHash } from 'node:crypto';
import { ULID_PATTERN, ulid } from '../ids/ulid.ts';

const WEBHOOK_ID = new RegExp(`^wh_${ULID_PATTERN}$`);
const DELIVERY_ID = /^msg_[0-9a-f]{32}$/;

export function newWebhookId(): string {
  return `wh_${ulid()}`;
}

/** Webhook ids become NATS subject tokens, so anything else is refused before it reaches the log. */
export function isWebhookId(value: string): boolean {
  return WEBHOOK_ID.test(value);
}

export function isDeliveryId(value: string): boolean {
  return DELIVERY_ID.test(value);
}

/**
 * The `webhook-id` of one job event sent to one endpoint. Derived, not drawn: every dispatcher,
 * every retry and a fan-out repeated after a crash name the same message the same way, so
 * receivers can deduplicate on it.
 */
export function deliveryIdFor(webhookId: string, eventId: string): string {
  return `msg_${createHash('sha256').update(`${webhookId}\n${eventId}`).digest('hex').slice(0, 32)}`;
}
