// One attempt of one task: read the endpoint from the log (deleted or disabled, or its account
// erased: nothing is sent), sign, POST, record the attempt as an event, then acknowledge (delivered,
// or given up after the 24-hour window, which also disables the endpoint) or hand the task back
// for the next attempt at its scheduled time. The same webhook-id goes with every attempt.
import type { JsMsg } from '@nats-io/jetstream';
import { context, propagation, SpanKind, SpanStatusCode, type Span } from '@opentelemetry/api';
import type { Logger } from 'pino';
import { isAccountErased } from '../../shared/accounts/account-state.ts';
import { jobSubject, webhookSubject } from '../../shared/events/subjects.ts';
import { ErasedKeyError } from '../../shared/privacy/event-sealing.ts';
import { accountEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import { handleCommand, lastEventOf } from '../../shared/event-log/handle-command.ts';
import { nextAttemptAt } from '../../shared/webhooks/retry-schedule.ts';
import { webhookHeaders } from '../../shared/webhooks/webhook-signature.ts';
import type { LookupAll } from '../../shared/net/resolve-target.ts';
import { DeliveryTaskSchema } from '../../shared/webhooks/delivery-task.ts';
import { attemptNumber } from './move-to-back.ts';
import { attemptDelivery, type AttemptRequest, type AttemptResult } from './post-webhook.ts';
import { traceOfMessage } from '../../shared/telemetry/nats-trace-headers.ts';
import { inSpan } from '../../shared/telemetry/spans.ts';

/** Time as the dispatcher sees it. Tests inject one that runs 24 hours in a few seconds. */
export interface DispatcherClock {
  now(): number;
  /** Real milliseconds to wait before an attempt due `ms` from now. */
  realDelayMs(ms: number): number;
}

export const systemClock: DispatcherClock = { now: () => Date.now(), realDelayMs: (ms) => ms };

export interface DeliverDeps {
  log: EventLog;
  logger: Logger;
  clock: DispatcherClock;
  random: () => number;
  allowedHosts: readonly string[];
  timeoutMs: number;
  lookup: LookupAll;
  actor: string;
  /** Told of every attempt made, when it ended (the circuit breakers count them). */
  onAttempted?: (webhookId: string, delivered: boolean, at: number) => void;
  /** Told of every task's outcome, with its request's time in seconds (null when nothing was sent): the dispatcher's metrics. */
  onOutcome?: (outcome: DeliverOutcome, seconds: number | null) => void;
}

export type DeliverOutcome = 'delivered' | 'retrying' | 'gave_up' | 'skipped';

export async function deliverTask(deps: DeliverDeps, message: JsMsg): Promise<DeliverOutcome> {
  // The delivery continues the trace of the job event it tells of (the task's headers carry it).
  const attributes = { 'messaging.system': 'nats', 'messaging.operation.type': 'process', 'messaging.destination.name': message.subject };
  return await inSpan('deliver webhook', { kind: SpanKind.CONSUMER, parent: traceOfMessage(message.headers), attributes }, async (span) => {
    const outcome = await deliverUnlessErased(deps, message, span);
    span.setAttribute('sitewright.webhook.outcome', outcome);
    return outcome;
  });
}

/** The POST as a client span (method, host and port only: a webhook URL's path and query may hold secrets). */
function postInSpan(request: AttemptRequest): Promise<AttemptResult> {
  let url: URL | null = null;
  try {
    url = new URL(request.url);
  } catch {
    // attemptDelivery says what is wrong with it.
  }
  const attributes = {
    'http.request.method': 'POST',
    ...(url ? { 'server.address': url.hostname, 'server.port': Number(url.port) || (url.protocol === 'https:' ? 443 : 80) } : {}),
  };
  return inSpan('POST', { kind: SpanKind.CLIENT, attributes }, async (span) => {
    // The receiver may continue the trace: the W3C header goes with the request when tracing is on.
    const traceHeaders: Record<string, string> = {};
    propagation.inject(context.active(), traceHeaders);
    const result = await attemptDelivery({ ...request, headers: { ...request.headers, ...traceHeaders } });
    if (result.statusCode > 0) span.setAttribute('http.response.status_code', result.statusCode);
    if (result.error !== '') {
      span.setAttribute('error.type', result.statusCode > 0 ? String(result.statusCode) : 'unreachable');
      span.setStatus({ code: SpanStatusCode.ERROR, message: result.error });
    }
    return result;
  });
}

/**
 * A task of a job erased since it was queued is dropped (its body holds what was erased), and so is
 * one whose account was erased while it was tried (nothing more may be recorded about it).
 */
async function deliverUnlessErased(deps: DeliverDeps, message: JsMsg, span: Span): Promise<DeliverOutcome> {
  const task = DeliveryTaskSchema.safeParse(message.json());
  try {
    if (task.success && (await deps.log.last(jobSubject(task.data.job_id, 'erased')))) {
      deps.logger.info({ job_id: task.data.job_id, webhook_id: task.data.webhook_id }, 'the job was erased; delivery dropped');
      message.ack();
      deps.onOutcome?.('skipped', null);
      return 'skipped';
    }
    return await deliver(deps, message, span);
  } catch (error) {
    if (!(error instanceof ErasedKeyError)) throw error;
    deps.logger.info({ account_id: task.data?.account_id }, 'the account was erased; delivery dropped');
    message.ack();
    return 'skipped';
  }
}

async function deliver(deps: DeliverDeps, message: JsMsg, span: Span): Promise<DeliverOutcome> {
  const parsed = DeliveryTaskSchema.safeParse(message.json());
  if (!parsed.success) {
    // Nothing we wrote; it can never succeed.
    message.term();
    return 'skipped';
  }
  const task = parsed.data;
  span.setAttributes({
    job_id: task.job_id,
    account_id: task.account_id,
    'sitewright.webhook.id': task.webhook_id,
    'sitewright.webhook.event_type': task.event_type,
  });
  const logger = deps.logger.child({ job_id: task.job_id, webhook_id: task.webhook_id, delivery_id: task.delivery_id });
  const [config, accountErased] = await Promise.all([
    deps.log.last(webhookSubject(task.account_id, task.webhook_id, 'config')),
    isAccountErased(deps.log, task.account_id),
  ]);
  if (accountErased) {
    // Its endpoints' URLs and secrets are erased with it: nothing is sent, nothing more is recorded.
    logger.info('account erased; delivery dropped');
    message.ack();
    deps.onOutcome?.('skipped', null);
    return 'skipped';
  }
  const attempt = attemptNumber(message);
  span.setAttribute('sitewright.webhook.attempt', attempt);
  // Not a handleCommand: an attempt is a record of what happened, which nothing could refuse, and
  // dispatchers record attempts of one endpoint side by side, so none expects a sequence.
  const record = (
    data: { status_code: number; duration_ms: number; error: string; outcome: DeliverOutcome; next_attempt_at: string },
    now: number,
  ) =>
    deps.log.append(
      webhookSubject(task.account_id, task.webhook_id, 'attempts'),
      accountEnvelope(
        {
          type: 'WebhookDeliveryAttempted',
          version: 1,
          data: {
            webhook_id: task.webhook_id,
            delivery_id: task.delivery_id,
            event_type: task.event_type,
            job_id: task.job_id,
            source_seq: task.source_seq,
            attempt,
            ...data,
          },
        },
        { accountId: task.account_id, actor: deps.actor, now: new Date(now) },
      ),
    );
  if (config?.event.type !== 'WebhookRegistered') {
    const state = config?.event.type === 'WebhookDisabled' ? 'disabled' : 'deleted';
    if (config)
      await record(
        { status_code: 0, duration_ms: 0, error: `the endpoint is ${state}; nothing was sent`, outcome: 'skipped', next_attempt_at: '' },
        deps.clock.now(),
      );
    logger.info(`endpoint ${state}; delivery dropped`);
    message.ack();
    deps.onOutcome?.('skipped', null);
    return 'skipped';
  }
  const endpoint = config.event.data;
  const startedAt = deps.clock.now();
  const result = await postInSpan({
    url: endpoint.url,
    headers: {
      'content-type': 'application/json',
      'user-agent': 'Sitewright-Webhooks/1',
      ...webhookHeaders(endpoint.secret, task.delivery_id, new Date(startedAt), task.body),
    },
    body: task.body,
    allowedHosts: deps.allowedHosts,
    timeoutMs: deps.timeoutMs,
    lookup: deps.lookup,
  });
  const now = deps.clock.now();
  deps.onAttempted?.(task.webhook_id, result.error === '', now);
  const next = result.error === '' ? null : nextAttemptAt(Date.parse(task.first_attempt_at), attempt, now, deps.random());
  const outcome: DeliverOutcome = result.error === '' ? 'delivered' : next === null ? 'gave_up' : 'retrying';
  deps.onOutcome?.(outcome, result.durationMs / 1000);
  await record(
    {
      status_code: result.statusCode,
      duration_ms: result.durationMs,
      error: result.error,
      outcome,
      next_attempt_at: next === null ? '' : new Date(next).toISOString(),
    },
    now,
  );
  logger.info(
    { attempt, status_code: result.statusCode, ms: result.durationMs, outcome, error: result.error || undefined },
    'webhook attempt',
  );
  if (outcome === 'retrying') {
    message.nak(Math.max(0, deps.clock.realDelayMs(next! - now)));
    return outcome;
  }
  // Disabled before the acknowledgement: a crash in between repeats the task, which then finds the
  // endpoint disabled and records a skip.
  if (outcome === 'gave_up')
    await disable(deps, task.account_id, task.webhook_id, `Deliveries kept failing for 24 hours (last problem: ${result.error}).`);
  message.ack();
  return outcome;
}

async function disable(deps: DeliverDeps, accountId: string, webhookId: string, reason: string): Promise<void> {
  const subject = webhookSubject(accountId, webhookId, 'config');
  // Once: only an endpoint still registered is disabled; a deletion or another dispatcher's
  // disable in between wins.
  await handleCommand(deps.log, lastEventOf(deps.log, subject), (last) => {
    if (last?.event.type !== 'WebhookRegistered') return { append: [], result: null };
    const disabled = accountEnvelope(
      { type: 'WebhookDisabled', version: 1, data: { webhook_id: webhookId, reason } },
      { accountId, actor: deps.actor, now: new Date(deps.clock.now()) },
    );
    return { append: [{ subject, event: disabled }], result: null };
  });
  deps.logger.warn({ webhook_id: webhookId }, 'webhook endpoint disabled');
}
