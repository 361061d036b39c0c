// When an account's jobs are all final, as a reader of the service sees it: from the read model
// (the jobs table that GET /job answers from), not from the generators' own clocks. scale-bench.ts
// gives each step an account of its own, so "every job of the account is ready or failed" is "the
// step is done". One count over the account's rows per poll, and few polls: at most one a second
// while the end is far (at the rate seen so far), down to ten a second near it, so the bench's own
// queries cost PostgreSQL little (they are in its CPU figures) and the end is still timed to 0.1 s.
import pg from 'pg';

export interface AccountJobs {
  /** Wall-clock milliseconds when the last job was first seen final. */
  doneAtMs: number;
  jobs: number;
  ready: number;
  failed: number;
  /** Jobs by where their site came from: `generated`, `cache` (a near-duplicate's), `fork`. */
  bySource: Record<string, number>;
}

const COUNT_SQL = `select count(*) filter (where status in ('ready', 'failed'))::int as final
  from jobs where account_id = $1`;

const SUMMARY_SQL = `select status, source, count(*)::int as n from jobs where account_id = $1 group by status, source`;

/** Waits until `expected` jobs of the account are final; throws when that has not happened by `deadlineMs` (wall clock). */
export async function waitForAccountJobs(
  databaseUrl: string,
  accountId: string,
  expected: number,
  deadlineMs: number,
): Promise<AccountJobs> {
  const client = new pg.Client({ connectionString: databaseUrl });
  // A server that goes away (the bench stopping the stack on Ctrl-C) fails the query under way,
  // which says so; the client's own error event must not end the process first.
  client.on('error', () => {});
  await client.connect();
  try {
    const started = Date.now();
    for (;;) {
      const { final } = (await client.query<{ final: number }>(COUNT_SQL, [accountId])).rows[0]!;
      if (final >= expected) break;
      const now = Date.now();
      if (now > deadlineMs) throw new Error(`${final} of ${expected} jobs were final when the time ran out`);
      // A quarter of the time the rest should take at the rate so far, between 0.1 and 1 s.
      const msLeft = final > 0 ? ((expected - final) * (now - started)) / final : 1_000;
      await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, Math.max(100, msLeft / 4))));
    }
    const doneAtMs = performance.timeOrigin + performance.now();
    const summary = (await client.query<{ status: string; source: string; n: number }>(SUMMARY_SQL, [accountId])).rows;
    const count = (status: string) => summary.filter((row) => row.status === status).reduce((sum, row) => sum + row.n, 0);
    const bySource: Record<string, number> = {};
    for (const row of summary) bySource[row.source] = (bySource[row.source] ?? 0) + row.n;
    return { doneAtMs, jobs: summary.reduce((sum, row) => sum + row.n, 0), ready: count('ready'), failed: count('failed'), bySource };
  } finally {
    await client.end();
  }
}
