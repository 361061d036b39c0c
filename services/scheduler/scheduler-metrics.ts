// The scheduler's metrics (docs/operations.md, Observability): whether this instance is the active
// one, its NATS connection, and the totals of its queues (read from the active session at each
// scrape; 0 on a standby). The per-account queues and wait histograms are on the gateway's
// /metrics (services/gateway/metrics/queue-metrics.ts), read from the snapshot this writes, so
// they survive a failover to another scheduler.
import { Gauge, type Registry } from 'prom-client';
import { createServiceRegistry } from '../../shared/metrics/service-registry.ts';
import { registerNatsConnected } from '../../shared/metrics/connection-gauges.ts';

export interface QueueTotals {
  queued_total: number;
  running_total: number;
  admitted_not_started: number;
}

export interface SchedulerMetrics {
  registry: Registry;
  active(active: boolean): void;
}

export function createSchedulerMetrics(readings: { natsUp(): boolean; totals(): QueueTotals | null }): SchedulerMetrics {
  const registry = createServiceRegistry('scheduler');
  registerNatsConnected(registry, readings.natsUp);
  const active = new Gauge({
    name: 'sitewright_scheduler_active',
    help: '1 while this instance holds the scheduler lock and admits jobs; 0 while it stands by.',
    registers: [registry],
  });
  active.set(0);
  const total = (name: string, help: string, read: (totals: QueueTotals) => number) =>
    new Gauge({
      name,
      help,
      registers: [registry],
      collect() {
        const totals = readings.totals();
        this.set(totals ? read(totals) : 0);
      },
    });
  total('sitewright_scheduler_jobs_queued', 'Jobs requested and not admitted yet, all accounts (0 on a standby).', (t) => t.queued_total);
  total('sitewright_scheduler_jobs_running', 'Jobs admitted and not finished, all accounts (0 on a standby).', (t) => t.running_total);
  total(
    'sitewright_scheduler_jobs_admitted_not_started',
    'Jobs admitted that no generator has started yet (at most SCHEDULER_BUFFER; 0 on a standby).',
    (t) => t.admitted_not_started,
  );
  return { registry, active: (isActive) => active.set(isActive ? 1 : 0) };
}
