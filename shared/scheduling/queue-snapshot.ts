// What the active scheduler writes of its queues (KV bucket `scheduler`, key `queues`) every
// SCHEDULER_SNAPSHOT_MS, and the gateway reads for GET /admin/queues and /metrics. A view for
// operators, not a fact: the log holds the facts (JobRequested, JobAdmitted, the final events).
import { z } from 'zod';

export const QUEUE_SNAPSHOT_KEY = 'queues';

/** Upper bounds (seconds) of the wait-time histograms' buckets. */
export const WAIT_BUCKETS = [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2, 5, 10, 30, 60, 300, 1_800, 3_600];

/** The `account` label of every account past the named ones, in the wait histograms and the queue metrics. */
export const OTHER_ACCOUNTS = 'other';

/** Accounts listed by name in a snapshot, at most: the ones with the most work waiting. */
export const SNAPSHOT_ACCOUNTS = 1_000;

export const QueueSnapshotSchema = z.object({
  as_of: z.iso.datetime({ offset: true }).describe('When the scheduler wrote this view.'),
  scheduler_id: z.string().describe('The active scheduler instance that wrote it.'),
  accounts_waiting: z.number().int().nonnegative().describe('Accounts with at least one job waiting (all of them, listed or not).'),
  queued_total: z.number().int().nonnegative().describe("Jobs waiting in the accounts' queues."),
  running_total: z.number().int().nonnegative().describe('Jobs admitted and not finished.'),
  admitted_not_started: z
    .number()
    .int()
    .nonnegative()
    .describe("Admitted jobs no generator has started yet (the buffer in the generators' queue)."),
  accounts: z
    .array(
      z.object({
        account_id: z.string(),
        queued: z.number().int().nonnegative().describe('Jobs waiting in its queue.'),
        running: z.number().int().nonnegative().describe('Jobs admitted and not finished.'),
        oldest_wait_seconds: z.number().nonnegative().describe('How long its oldest waiting job has waited; 0 when none waits.'),
        max_concurrent_jobs: z.number().int().positive(),
        weight: z.number().int().positive(),
      }),
    )
    .describe(`Accounts with work waiting or running, most waiting first (at most ${SNAPSHOT_ACCOUNTS}).`),
  wait_histograms: z
    .array(
      z.object({
        account: z.string().describe('An account id, or `other` for every account beyond SCHEDULER_METRIC_ACCOUNTS.'),
        bucket_counts: z.array(z.number().int().nonnegative()).describe('Cumulative counts per upper bound of WAIT_BUCKETS.'),
        count: z.number().int().nonnegative(),
        sum: z.number().nonnegative(),
      }),
    )
    .describe('Time from request to admission, of the admissions the scheduler saw since it became active.'),
});
export type QueueSnapshot = z.infer<typeof QueueSnapshotSchema>;
