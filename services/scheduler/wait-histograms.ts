// Wait times (request to admission) per account, for /metrics. The `account` label names the
// first SCHEDULER_METRIC_ACCOUNTS accounts to be admitted, for the scheduler's life (a series that
// changed its label would break its counters); every other account counts as `other`. So the
// label's cardinality is bounded whatever the number of accounts.
import { OTHER_ACCOUNTS, WAIT_BUCKETS } from '../../shared/scheduling/queue-snapshot.ts';

interface Series {
  bucketCounts: number[];
  count: number;
  sum: number;
}

export class WaitHistograms {
  readonly #named: number;
  readonly #series = new Map<string, Series>();

  constructor(namedAccounts: number) {
    this.#named = namedAccounts;
  }

  labelOf(accountId: string): string {
    if (this.#series.has(accountId)) return accountId;
    const named = this.#series.size - (this.#series.has(OTHER_ACCOUNTS) ? 1 : 0);
    return named < this.#named ? accountId : OTHER_ACCOUNTS;
  }

  observe(accountId: string, seconds: number): void {
    const label = this.labelOf(accountId);
    let series = this.#series.get(label);
    if (!series) {
      series = { bucketCounts: WAIT_BUCKETS.map(() => 0), count: 0, sum: 0 };
      this.#series.set(label, series);
    }
    WAIT_BUCKETS.forEach((bound, index) => {
      if (seconds <= bound) series.bucketCounts[index]!++;
    });
    series.count++;
    series.sum += seconds;
  }

  snapshot(): { account: string; bucket_counts: number[]; count: number; sum: number }[] {
    return [...this.#series].map(([account, series]) => ({
      account,
      bucket_counts: [...series.bucketCounts],
      count: series.count,
      sum: series.sum,
    }));
  }
}
