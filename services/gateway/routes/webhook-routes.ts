// Customers' webhooks: POST /webhooks (the secret is shown once), GET /webhooks, DELETE
// /webhooks/{id}. Registrations are events in the log; dispatchers read them from there.
import { z } from 'zod';
import type { SitewrightEvent } from '../../../shared/events/catalogue.ts';
import { CreateWebhookRequestSchema, WebhookListResponseSchema, WebhookResponseSchema } from '../../../shared/api/webhook-schemas.ts';
import { webhookSlotsSubject, webhookSubject } from '../../../shared/events/subjects.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { SequenceConflictError } from '../../../shared/event-log/log-errors.ts';
import { isWebhookId, newWebhookId } from '../../../shared/webhooks/webhook-ids.ts';
import { newWebhookSecret } from '../../../shared/webhooks/webhook-signature.ts';
import { RESERVATION_MS, openReservations, slotsInUse } from '../../../shared/webhooks/webhook-slots.ts';
import { foldEndpoints, readAccountEndpoints, type WebhookEndpoint } from '../../../shared/webhooks/webhook-subscriptions.ts';
import { hostNameProblem, isAllowedHost } from '../../../shared/net/host-policy.ts';
import { accountOf } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { webhookNotFound } from '../http/refusals.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

/** More than the limit's worth of registrations at once would be needed to exhaust it. */
const REGISTER_ATTEMPTS = 12;

const registerSchema = {
  summary: 'Register a webhook endpoint (the signing secret is shown once)',
  body: CreateWebhookRequestSchema,
  response: { 200: ok(WebhookResponseSchema, 'Registered.'), ...refusals(WebhookResponseSchema, [400, 401, 409, 415, 503]) },
};
const listSchema = {
  summary: "The account's webhook endpoints",
  response: { 200: ok(WebhookListResponseSchema, 'The endpoints.'), ...refusals(WebhookListResponseSchema, [401, 503]) },
};
const deleteSchema = {
  summary: 'Delete a webhook endpoint',
  params: z.object({ webhook_id: z.string() }),
  response: { 200: ok(WebhookResponseSchema, 'Deleted.'), ...refusals(WebhookResponseSchema, [401, 404, 503]) },
};

/**
 * Appends the registration if the account is under MAX_WEBHOOKS_PER_ACCOUNT. The limit is checked
 * where the registration is decided: a reservation is appended first with the slots subject's last
 * sequence as read, so a registration decided at the same moment by another request or gateway
 * conflicts, reads again and counts this one.
 */
async function registerUnderLimit(
  deps: GatewayDeps,
  accountId: string,
  webhookId: string,
  event: SitewrightEvent,
  requestId: string,
): Promise<void> {
  const slots = webhookSlotsSubject(accountId);
  const max = deps.config.MAX_WEBHOOKS_PER_ACCOUNT;
  const load = async () => {
    const [last, endpoints] = await Promise.all([deps.log.last(slots), readAccountEndpoints(deps.log, accountId)]);
    return { state: { last, endpoints }, expected: { [slots]: last?.seq ?? 0 } };
  };
  const decide = ({ last, endpoints }: Awaited<ReturnType<typeof load>>['state']): Decision<'registered' | 'full'> => {
    const now = Date.now();
    const open = openReservations(last, endpoints, now);
    if (slotsInUse(endpoints, open) >= max) return { append: [], result: 'full' };
    const pending = [...open, { webhook_id: webhookId, until: new Date(now + RESERVATION_MS).toISOString() }];
    const reserved = accountEnvelope(
      { type: 'WebhookSlotReserved', version: 1, data: { webhook_id: webhookId, pending } },
      { accountId, actor: 'gateway', requestId },
    );
    return {
      append: [
        { subject: slots, event: reserved },
        { subject: webhookSubject(accountId, webhookId, 'config'), event },
      ],
      result: 'registered',
    };
  };
  let registered: 'registered' | 'full';
  try {
    // Registrations of one account racing each other: each conflict means another one got in.
    ({ result: registered } = await handleCommand(deps.log, load, decide, { attempts: REGISTER_ATTEMPTS }));
  } catch (error) {
    if (error instanceof SequenceConflictError)
      throw new ApiError(
        'conflict',
        'Other webhooks of this account were being registered at the same moment; send the registration again.',
      );
    throw error;
  }
  if (registered === 'full') {
    throw new ApiError(
      'conflict',
      `This account already has ${max} webhooks, the most it may have. Delete one (DELETE /webhooks/{webhook_id}) before registering another.`,
    );
  }
}

export function registerWebhookRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.post('/webhooks', { config: { errorShape: 'webhook' }, onRequest: requireJsonBody, schema: registerSchema }, async (request) => {
    const accountId = accountOf(request).accountId;
    const { body } = request;
    const url = new URL(body.url);
    // Obvious local targets are refused at once; the dispatcher checks every attempt after DNS too.
    if (!isAllowedHost(url, deps.config.WEBHOOK_ALLOWED_HOSTS)) {
      const problem = hostNameProblem(url);
      if (problem) throw new ApiError('invalid_request', `url: ${problem}; webhooks are delivered only to public http(s) addresses.`);
    }
    const webhookId = newWebhookId();
    const secret = newWebhookSecret();
    const event = accountEnvelope(
      // The normalised form is stored: percent-encoded, so no control character reaches the log.
      { type: 'WebhookRegistered', version: 1, data: { webhook_id: webhookId, url: url.href, events: body.events, secret } },
      { accountId, actor: 'gateway', requestId: request.id },
    );
    await registerUnderLimit(deps, accountId, webhookId, event, request.id);
    request.log.info({ webhook_id: webhookId }, 'webhook registered');
    return {
      status: 'ok' as const,
      webhook_id: webhookId,
      url: url.href,
      events: body.events,
      secret,
      created_at: event.occurred_at,
      error: '',
    };
  });

  app.get('/webhooks', { config: { errorShape: 'webhooks' }, schema: listSchema }, async (request) => {
    const endpoints = await readAccountEndpoints(deps.log, accountOf(request).accountId);
    const webhooks = [...endpoints.values()]
      .filter((endpoint): endpoint is WebhookEndpoint & { status: 'enabled' | 'disabled' } => endpoint.status !== 'deleted')
      .map((endpoint) => ({
        webhook_id: endpoint.webhookId,
        url: endpoint.url,
        events: endpoint.events,
        status: endpoint.status,
        disabled_reason: endpoint.disabledReason,
        created_at: endpoint.createdAt,
      }));
    return { status: 'ok' as const, webhooks, error: '' };
  });

  app.delete('/webhooks/:webhook_id', { config: { errorShape: 'webhook' }, schema: deleteSchema }, async (request) => {
    const accountId = accountOf(request).accountId;
    const webhookId = request.params.webhook_id;
    if (!isWebhookId(webhookId)) throw webhookNotFound();
    const subject = webhookSubject(accountId, webhookId, 'config');
    const { result: endpoint } = await handleCommand(
      deps.log,
      async () => {
        const events = await deps.log.readSubjects(subject);
        return { state: foldEndpoints(events).get(webhookId), expected: { [subject]: events.at(-1)?.seq ?? 0 } };
      },
      (current): Decision<WebhookEndpoint | null> => {
        if (!current || current.status === 'deleted') return { append: [], result: null };
        const deleted = accountEnvelope(
          { type: 'WebhookDeleted', version: 1, data: { webhook_id: webhookId } },
          { accountId, actor: 'gateway', requestId: request.id },
        );
        return { append: [{ subject, event: deleted }], result: current };
      },
    );
    if (!endpoint) throw webhookNotFound();
    request.log.info({ webhook_id: webhookId }, 'webhook deleted');
    return {
      status: 'deleted' as const,
      webhook_id: webhookId,
      url: endpoint.url,
      events: endpoint.events,
      secret: '',
      created_at: endpoint.createdAt,
      error: '',
    };
  });
}
