// The dispatcher's metrics (docs/operations.md, Observability): webhook deliveries by outcome and
// the time of each attempt's HTTP request, the tasks the fan-out queued, the tasks held here and
// the NATS connection. `outcome` is one of OUTCOMES (deliver-task.ts), all set to 0 at start.
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';
import { createServiceRegistry } from '../../shared/metrics/service-registry.ts';
import { registerNatsConnected } from '../../shared/metrics/connection-gauges.ts';
import type { DeliverOutcome } from './deliver-task.ts';

const OUTCOMES: readonly DeliverOutcome[] = ['delivered', 'retrying', 'gave_up', 'skipped'];
/** Outcomes that sent a request (a skip sends nothing: the endpoint is disabled or deleted). */
const SENT: readonly DeliverOutcome[] = ['delivered', 'retrying', 'gave_up'];

export interface DispatcherMetrics {
  registry: Registry;
  /** A delivery attempt ended; `seconds` is its HTTP request's time (null when nothing was sent). */
  attempted(outcome: DeliverOutcome, seconds: number | null): void;
  queued(tasks: number): void;
}

export function createDispatcherMetrics(readings: { natsUp(): boolean; held(): number }): DispatcherMetrics {
  const registry = createServiceRegistry('dispatcher');
  registerNatsConnected(registry, readings.natsUp);
  const deliveries = new Counter({
    name: 'sitewright_webhook_deliveries_total',
    help: 'Webhook delivery attempts, by outcome: delivered (2xx), retrying (failed, tried again later), gave_up (failed for 24 hours; the endpoint is disabled), skipped (endpoint disabled or deleted; nothing sent).',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  const durations = new Histogram({
    name: 'sitewright_webhook_delivery_duration_seconds',
    help: "Time of a delivery attempt's HTTP request (address checks, connection, answer), by outcome; bounded by WEBHOOK_TIMEOUT_MS.",
    labelNames: ['outcome'] as const,
    buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30],
    registers: [registry],
  });
  const queued = new Counter({
    name: 'sitewright_webhook_tasks_queued_total',
    help: 'Delivery tasks the fan-out put on WEBHOOK_TASKS (one per job event and endpoint that subscribes to it).',
    registers: [registry],
  });
  new Gauge({
    name: 'sitewright_webhook_tasks_held',
    help: 'Delivery tasks pulled by this dispatcher and waiting for a worker (their account or endpoint is busy or paused).',
    registers: [registry],
    collect() {
      this.set(readings.held());
    },
  });
  for (const outcome of OUTCOMES) deliveries.inc({ outcome }, 0);
  for (const outcome of SENT) durations.zero({ outcome });
  return {
    registry,
    attempted: (outcome, seconds) => {
      deliveries.inc({ outcome });
      if (seconds !== null) durations.observe({ outcome }, seconds);
    },
    queued: (tasks) => queued.inc(tasks),
  };
}
