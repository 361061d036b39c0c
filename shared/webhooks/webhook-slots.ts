// How many endpoints an account holds when one more registration is decided: the registered ones
// (enabled or disabled) plus registrations decided by another request whose WebhookRegistered may
// not be in the log yet. Pure; the gateway's registration command reads both from the log.
import type { StoredEvent } from '../event-log/event-log.ts';
import type { WebhookEndpoint } from './webhook-subscriptions.ts';

/** How long a decided registration is counted before its WebhookRegistered must have landed. */
export const RESERVATION_MS = 60_000;

export interface Reservation {
  webhook_id: string;
  until: string;
}

/** The reservations still counted: not yet registered, and not past their time. */
export function openReservations(lastSlots: StoredEvent | null, endpoints: Map<string, WebhookEndpoint>, now: number): Reservation[] {
  if (lastSlots?.event.type !== 'WebhookSlotReserved') return [];
  return lastSlots.event.data.pending.filter(
    (reservation) => !endpoints.has(reservation.webhook_id) && Date.parse(reservation.until) > now,
  );
}

/** Endpoints that count against the limit: every one GET /webhooks lists, plus the open reservations. */
export function slotsInUse(endpoints: Map<string, WebhookEndpoint>, open: Reservation[]): number {
  return [...endpoints.values()].filter((endpoint) => endpoint.status !== 'deleted').length + open.length;
}
