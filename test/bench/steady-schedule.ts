// The drivers' common part (e2e-driver.ts, steady-driver.ts): start work at a steady rate, item i
// at i / rate seconds whatever the earlier ones do, and read quantiles of what was measured.

/** Starts `start(i)` for i = 0..total-1 on schedule; resolves with every result and the seconds it all took. */
export async function onSchedule<T>(
  ratePerSecond: number,
  total: number,
  start: (i: number, due: number) => Promise<T>,
): Promise<{ results: T[]; seconds: number }> {
  const runs: Promise<T>[] = [];
  const begin = performance.now();
  for (let i = 0; i < total; i++) {
    const due = begin + (i * 1000) / ratePerSecond;
    const wait = due - performance.now();
    if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    runs.push(start(i, due));
  }
  const results = await Promise.all(runs);
  return { results, seconds: (performance.now() - begin) / 1000 };
}

/** The q-quantile of ascending `sorted`, to 0.1; 0 when there is nothing. */
export function quantile(sorted: readonly number[], q: number): number {
  return sorted.length ? Number(sorted[Math.min(sorted.length - 1, Math.floor(q * sorted.length))]!.toFixed(1)) : 0;
}
