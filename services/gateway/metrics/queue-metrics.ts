// The accounts' queues on /metrics, from the active scheduler's latest view (KV `scheduler`): the
// depth, running count and oldest wait per account, and the wait-time histograms the scheduler
// keeps. The `account` label is bounded: the SCHEDULER_METRIC_ACCOUNTS accounts with the most
// waiting by name, the rest summed as `other` (the histograms' names are fixed by the scheduler,
// which names the first accounts it admits and counts the rest as `other`).
import { Gauge, Histogram, type MetricObjectWithValues, type MetricType, type MetricValueWithName, type Registry } from 'prom-client';
import { OTHER_ACCOUNTS, WAIT_BUCKETS, type QueueSnapshot } from '../../../shared/scheduling/queue-snapshot.ts';

type Labels = 'account' | 'le';

/**
 * prom-client's MetricType of histograms, read off a histogram of its own: the enum exists in its
 * type declarations only. (Asking this class's own base would come back here: its get() calls
 * getForPromString(), which this class answers with get().)
 */
let histogramType: Promise<MetricType> | undefined;
const typeOfHistograms = () =>
  (histogramType ??= new Histogram({ name: 'sitewright_type_probe', help: 'probe', registers: [] }).get().then((metric) => metric.type));

/**
 * A histogram whose counts are kept by another process (the scheduler) and read at each scrape:
 * prom-client has no way to set a histogram's counts, so this one answers its scrape from the
 * scheduler's numbers, in prom-client's own shape (cumulative buckets, then `+Inf`, sum, count).
 */
class ReportedHistogram extends Histogram<Labels> {
  readonly #read: () => Promise<QueueSnapshot | null>;
  readonly #name: string;
  readonly #help: string;

  constructor(name: string, help: string, registry: Registry, read: () => Promise<QueueSnapshot | null>) {
    super({ name, help, labelNames: ['account'], buckets: WAIT_BUCKETS, registers: [registry] });
    this.#read = read;
    this.#name = name;
    this.#help = help;
  }

  override async get(): Promise<MetricObjectWithValues<MetricValueWithName<Labels>>> {
    const values: MetricValueWithName<Labels>[] = [];
    const snapshot = await this.#read().catch(() => null);
    for (const series of snapshot?.wait_histograms ?? []) {
      WAIT_BUCKETS.forEach((bound, index) => {
        values.push({
          labels: { account: series.account, le: bound },
          value: series.bucket_counts[index] ?? 0,
          metricName: `${this.#name}_bucket`,
        });
      });
      values.push({ labels: { account: series.account, le: '+Inf' }, value: series.count, metricName: `${this.#name}_bucket` });
      values.push({ labels: { account: series.account }, value: series.sum, metricName: `${this.#name}_sum` });
      values.push({ labels: { account: series.account }, value: series.count, metricName: `${this.#name}_count` });
    }
    return { name: this.#name, help: this.#help, type: await typeOfHistograms(), aggregator: 'sum', collect: () => undefined, values };
  }

  /** What the registry asks for the text format; the same answer. */
  async getForPromString(): Promise<MetricObjectWithValues<MetricValueWithName<Labels>>> {
    return await this.get();
  }
}

/** The top `named` accounts by `value` by name, the others summed (or, with `max`, their largest) as `other`. */
function bounded(
  snapshot: QueueSnapshot,
  named: number,
  value: (account: QueueSnapshot['accounts'][number]) => number,
  combine: 'sum' | 'max',
): Map<string, number> {
  const sorted = [...snapshot.accounts].sort((a, b) => value(b) - value(a));
  const out = new Map<string, number>();
  for (const account of sorted.slice(0, named)) out.set(account.account_id, value(account));
  const rest = sorted.slice(named).map(value);
  if (rest.length > 0) out.set(OTHER_ACCOUNTS, combine === 'sum' ? rest.reduce((a, b) => a + b, 0) : Math.max(...rest));
  return out;
}

export function registerQueueMetrics(registry: Registry, read: () => Promise<QueueSnapshot | null>, namedAccounts: number): void {
  const perAccount = (name: string, help: string, value: (account: QueueSnapshot['accounts'][number]) => number, combine: 'sum' | 'max') =>
    new Gauge({
      name,
      help,
      labelNames: ['account'] as const,
      registers: [registry],
      async collect() {
        // Accounts whose queues emptied leave the metric: only the current view is shown.
        this.reset();
        const snapshot = await read().catch(() => null);
        if (!snapshot) return;
        for (const [account, each] of bounded(snapshot, namedAccounts, value, combine)) this.set({ account }, each);
      },
    });
  perAccount(
    'sitewright_queue_depth',
    "Jobs waiting in the account's queue for the scheduler to admit them.",
    (account) => account.queued,
    'sum',
  );
  perAccount('sitewright_queue_running', 'Jobs of the account admitted and not finished.', (account) => account.running, 'sum');
  perAccount(
    'sitewright_queue_oldest_wait_seconds',
    "How long the account's oldest waiting job has waited.",
    (account) => account.oldest_wait_seconds,
    'max',
  );
  new Gauge({
    name: 'sitewright_queue_accounts_waiting',
    help: 'Accounts with at least one job waiting.',
    registers: [registry],
    async collect() {
      const snapshot = await read().catch(() => null);
      this.set(snapshot?.accounts_waiting ?? 0);
    },
  });
  new ReportedHistogram(
    'sitewright_queue_wait_seconds',
    "Time from a job's request to its admission by the scheduler, per account (the first accounts admitted by name, the rest as `other`).",
    registry,
    read,
  );
}
