// The scheduler's metrics (docs/operations.md, Observability): whether this instance is the active
// one, its NATS connection, the totals of its queues (read from the active session at each
// scrape; 0 on a standby), and its retention sweeps. The per-account queues and wait histograms are on the gateway's
// /metrics (services/gateway/metrics/queue-metrics.ts), read from the snapshot this writes, so
// they survive a failover to another scheduler.
import { Counter, Gauge, type Registry } from 'prom-client';
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
  /** A job the retention sweep erased (or found erased before and finished). */
  erased(outcome: 'erased' | 'already'): void;
  /** A retention sweep ended: how long it took, and how many jobs it left due. */
  swept(report: { seconds: number; left: number }): void;
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
  // The retention sweep (retention-sweep.ts). `by` is the reason of the JobErased: this service
  // erases by retention only; customers' erasures are counted by the gateway's answers.
  const erasedJobs = new Counter({
    name: 'sitewright_scheduler_jobs_erased_total',
    help: "Jobs the retention sweep erased, by reason (`retention`). Jobs found erased before (a crashed sweep's, a customer's) are not counted.",
    labelNames: ['by'],
    registers: [registry],
  });
  erasedJobs.inc({ by: 'retention' }, 0);
  const sweepSeconds = new Gauge({
    name: 'sitewright_scheduler_retention_sweep_seconds',
    help: 'How long the last retention sweep took (at most RETENTION_SWEEP_INTERVAL_MS of work).',
    registers: [registry],
  });
  const jobsDue = new Gauge({
    name: 'sitewright_scheduler_retention_jobs_due',
    help: "Jobs older than their account's retention_days that the last sweep left for the next (0: it erased every one).",
    registers: [registry],
  });
  return {
    registry,
    active: (isActive) => active.set(isActive ? 1 : 0),
    erased: (outcome) => {
      if (outcome === 'erased') erasedJobs.inc({ by: 'retention' });
    },
    swept: (report) => {
      sweepSeconds.set(report.seconds);
      jobsDue.set(report.left);
    },
  };
}
