// Wires a dispatcher: a share of the fan-out consumer on the JOBS log and of the delivery
// consumer on the WEBHOOK_TASKS queue. Both are durable and shared, so any number of dispatchers
// can run, and a dispatcher that dies loses nothing: its unacknowledged messages go to another.
import { traceOfMessage } from '../../shared/telemetry/nats-trace-headers.ts';
import { hostname } from 'node:os';
import { jetstream, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import { isJobEvent, type SitewrightEvent } from '../../shared/events/catalogue.ts';
import { JOBS_STREAM } from '../../shared/events/subjects.ts';
import { ulid } from '../../shared/ids/ulid.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { isUnavailable } from '../../shared/event-log/log-errors.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { createEventSealer, isUnreadableEvent } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { ensureJobsStream } from '../../shared/jetstream/log-declarations.ts';
import {
  DELIVERY_CONSUMER,
  FANOUT_CONSUMER,
  WEBHOOK_TASKS_STREAM,
  ensureWebhookQueues,
} from '../../shared/jetstream/webhook-declarations.ts';
import { systemLookup, type LookupAll } from '../../shared/net/resolve-target.ts';
import { DeliveryTaskSchema } from '../../shared/webhooks/delivery-task.ts';
import { CircuitBreakers } from './circuit-breaker.ts';
import { deliverTask, systemClock, type DispatcherClock } from './deliver-task.ts';
import { FairScheduler } from './fair-scheduler.ts';
import { createMoveToBack, type HeldTask } from './move-to-back.ts';
import { createEndpointsAsOf } from './endpoints-as-of.ts';
import { fanOut } from './fan-out.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { createDispatcherMetrics } from './dispatcher-metrics.ts';
import { watchConnection } from '../../shared/nats/connection-state.ts';
import { serveMetrics } from '../../shared/metrics/metrics-server.ts';

/** Events the fan-out pulls at a time; well under its max_ack_pending and handled in ~1 ms each, far within ack_wait. */
const FANOUT_BATCH = 64;
/**
 * Delivery tasks one dispatcher holds (pulled, not yet started) at most: enough to see past a
 * backlog of one account to the next account's task; each costs its message in memory and a
 * heartbeat every few seconds.
 */
const HOLD_LIMIT = 2_000;
/** Delivery tasks asked for in one pull. */
const PULL_BATCH = 256;

function safeJson(message: JsMsg): unknown {
  try {
    return message.json();
  } catch {
    return null;
  }
}

export interface DispatcherHandle {
  dispatcherId: string;
  /** Where its metrics are scraped, when METRICS_PORT is set. */
  metricsUrl?: string;
  stop(): Promise<void>;
}

export interface DispatcherOptions {
  clock?: DispatcherClock;
  random?: () => number;
  /** DNS for webhook hosts; tests map names to local addresses. */
  lookup?: LookupAll;
  /** Delivery tasks held at most (default HOLD_LIMIT); tests make it small to move tasks to the back. */
  holdLimit?: number;
}

export async function startDispatcher(config: Config, logger: Logger, options: DispatcherOptions = {}): Promise<DispatcherHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the dispatcher reads job events from the event log');
    const dispatcherId = config.DISPATCHER_ID ?? `${hostname()}-${process.pid}-${ulid().slice(-6)}`;
    const log0 = logger.child({ dispatcher_id: dispatcherId });
    const clock = options.clock ?? systemClock;
    const nc = await connectNats(natsUrl, `sitewright-dispatcher-${dispatcherId}`, logger, config);
    defer(() => closeNats(nc));
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    await ensureWebhookQueues(jsm, { replicas: config.STREAM_REPLICAS, attemptTimeoutMs: config.WEBHOOK_TIMEOUT_MS });
    const keys = await openKeyStore(nc, config, log0);
    defer(() => keys.stop());
    const sealer = createEventSealer(keys);
    const log = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS, sealer });
    const js = jetstream(nc, { timeout: config.REQUEST_TIMEOUT_MS });
    const fanOutConsumer = await js.consumers.get(JOBS_STREAM, FANOUT_CONSUMER);
    const deliveryConsumer = await js.consumers.get(WEBHOOK_TASKS_STREAM, DELIVERY_CONSUMER);

    // Metrics (docs/operations.md, Observability): served on METRICS_PORT when set.
    const natsConnection = watchConnection(nc);
    const metrics = createDispatcherMetrics({ natsUp: natsConnection.isUp, held: () => scheduler.held });
    const metricsServer = await serveMetrics(config, metrics.registry, log0);
    defer(() => metricsServer?.close());
    const fanOutDeps = { log, js, endpointsAsOf: createEndpointsAsOf(log), now: () => clock.now(), actor: `dispatcher:${dispatcherId}` };
    const breakers = new CircuitBreakers({
      failures: config.WEBHOOK_BREAKER_FAILURES,
      pauseMs: config.WEBHOOK_BREAKER_PAUSE_MS,
      maxPauseMs: config.WEBHOOK_BREAKER_MAX_PAUSE_MS,
      now: () => clock.now(),
    });
    const deliverDeps = {
      log,
      logger: log0,
      clock,
      random: options.random ?? Math.random,
      allowedHosts: config.WEBHOOK_ALLOWED_HOSTS,
      timeoutMs: config.WEBHOOK_TIMEOUT_MS,
      lookup: options.lookup ?? systemLookup,
      actor: `dispatcher:${dispatcherId}`,
      onAttempted: (webhookId: string, delivered: boolean, at: number) =>
        breakers.finished(webhookId, delivered ? 'success' : 'failure', at),
      onOutcome: metrics.attempted,
    };

    const stopping = new AbortController();

    const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
    /** After a failure: the message (if any) is not acknowledged, but handed back at once and tried again after a pause. */
    const retryLater = async (error: unknown, message: JsMsg | null) => {
      // nats-server going away (an outage, a restart) is waited out, and every worker meets it.
      if (isUnavailable(error)) log0.warn({ reason: errorText(error) }, 'the event log is unavailable; the dispatcher retries');
      else log0.error({ err: error }, 'dispatcher error; the message will be retried');
      message?.nak(1_000);
      await pause();
    };

    const fanOutOne = async (message: JsMsg) => {
      let event: SitewrightEvent;
      try {
        event = await sealer.open(message.json());
      } catch (error) {
        // Not ours to judge (the projector reports it); it must not stall the fan-out. The key
        // store not answering is another matter: tried again.
        if (!isUnreadableEvent(error)) throw error;
        message.ack();
        return;
      }
      // An erased job tells no webhook anything more.
      if (isJobEvent(event) && !event.erased) {
        const published = await fanOut(fanOutDeps, event, message.seq, traceOfMessage(message.headers));
        metrics.queued(published);
        if (published > 0) log0.debug({ job_id: event.job_id, tasks: published }, 'webhook deliveries queued');
      }
      message.ack();
    };
    // The fan-out reads every event of the log, so it pulls them in batches (one pull request for
    // up to FANOUT_BATCH events, where next() costs one per event) and handles them in order.
    const fanOutLoop = async () => {
      while (!stopping.signal.aborted) {
        try {
          const messages = await fanOutConsumer.consume({ max_messages: FANOUT_BATCH, expires: 2_000 });
          const stop = () => void messages.stop();
          stopping.signal.addEventListener('abort', stop, { once: true });
          // Stopped while the pull was being set up: the listener above will not fire.
          if (stopping.signal.aborted) stop();
          try {
            for await (const message of messages) {
              try {
                await fanOutOne(message);
              } catch (error) {
                await retryLater(error, message);
              }
            }
          } finally {
            stopping.signal.removeEventListener('abort', stop);
          }
        } catch (error) {
          if (stopping.signal.aborted) break;
          log0.error({ err: error }, 'the fan-out stopped pulling; starting again');
          await pause();
        }
      }
    };
    // Fair shares: one account gets at most half the workers (and WEBHOOK_ACCOUNT_CONCURRENCY).
    const accountConcurrency = Math.min(config.WEBHOOK_ACCOUNT_CONCURRENCY, Math.max(1, Math.ceil(config.DISPATCHER_CONCURRENCY / 2)));
    const holdLimit = options.holdLimit ?? HOLD_LIMIT;
    const scheduler = new FairScheduler<HeldTask>({
      accountConcurrency,
      holdLimit,
      breakers,
      moveToBack: createMoveToBack(js),
      handBack: (task) => task.message.nak(),
      onMoveError: (error) =>
        log0.warn(
          { err: error },
          'a waiting delivery could not be moved to the back of the queue; the server hands it out again after its ack wait',
        ),
    });
    // Held tasks are kept for this dispatcher by telling the server they are being worked on, well
    // within the consumer's ack wait (WEBHOOK_TIMEOUT_MS + 5 s); a pause that has ended is noticed.
    const heartbeat = setInterval(
      () => {
        for (const task of scheduler.heldTasks()) task.message.working();
        scheduler.dispatch();
      },
      Math.floor((config.WEBHOOK_TIMEOUT_MS + 5_000) / 3),
    );
    const tick = setInterval(() => scheduler.dispatch(), 250);
    const stopTimers = () => {
      clearInterval(heartbeat);
      clearInterval(tick);
    };
    defer(stopTimers);

    const pullLoop = async () => {
      while (!stopping.signal.aborted) {
        await scheduler.waitForRoom();
        if (stopping.signal.aborted) break;
        try {
          const room = holdLimit - scheduler.held;
          const messages = await deliveryConsumer.fetch({ max_messages: Math.max(1, Math.min(room, PULL_BATCH)), expires: 1_000 });
          const stop = () => void messages.stop();
          stopping.signal.addEventListener('abort', stop, { once: true });
          if (stopping.signal.aborted) stop();
          try {
            for await (const message of messages) {
              const parsed = DeliveryTaskSchema.safeParse(safeJson(message));
              // Nothing we wrote; it can never succeed.
              if (!parsed.success) message.term();
              else
                scheduler.add({
                  message,
                  accountId: parsed.data.account_id,
                  webhookId: parsed.data.webhook_id,
                  deliveryId: parsed.data.delivery_id,
                });
            }
          } finally {
            stopping.signal.removeEventListener('abort', stop);
          }
        } catch (error) {
          if (stopping.signal.aborted) break;
          await retryLater(error, null);
        }
      }
    };
    const deliveryWorker = async () => {
      for (let task = await scheduler.take(); task; task = await scheduler.take()) {
        try {
          await deliverTask(deliverDeps, task.message);
        } catch (error) {
          if (!stopping.signal.aborted) await retryLater(error, task.message);
        } finally {
          // A trial that sent nothing (endpoint deleted, log down) lets the next task try.
          breakers.finished(task.webhookId, 'none');
          scheduler.done(task);
        }
      }
    };
    const workers = [fanOutLoop(), pullLoop(), ...Array.from({ length: config.DISPATCHER_CONCURRENCY }, () => deliveryWorker())];
    stopping.signal.addEventListener(
      'abort',
      () => {
        // Tasks held but not started go back to the queue at once, for another dispatcher.
        for (const task of scheduler.close()) task.message.nak();
      },
      { once: true },
    );

    log0.info({ concurrency: config.DISPATCHER_CONCURRENCY, account_concurrency: accountConcurrency }, 'dispatcher started');
    return {
      dispatcherId,
      metricsUrl: metricsServer?.url,
      stop: async () => {
        stopping.abort();
        await Promise.all(workers);
        stopTimers();
        await keys.stop();
        await closeNats(nc);
        await metricsServer?.close();
      },
    };
  });
}
