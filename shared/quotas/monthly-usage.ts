// Tokens each account used in each calendar month (UTC), kept as counters in the `token_usage`
// KV bucket: generators add every model call's tokens right after its UsageRecorded event, and
// gateways read the counter before accepting a job. A counter is derived from the log (a crash
// between the event and the increment under-counts that one call); per-job usage stays exact in
// the log and on GET /job.
import type { KV } from '@nats-io/kv';

export interface MonthlyUsage {
  /** Tokens used this month so far. */
  get(accountId: string, now?: Date): Promise<number>;
  /** Adds tokens; returns the month's new total. */
  add(accountId: string, tokens: number, now?: Date): Promise<number>;
  /** Deletes every month's counter of the account (an erased account). */
  forget(accountId: string): Promise<void>;
}

export function monthOf(now: Date): string {
  return now.toISOString().slice(0, 7);
}

/** Seconds until the next calendar month (UTC), when monthly limits reset. */
export function secondsUntilNextMonth(now: Date): number {
  const next = Date.UTC(now.getUTCFullYear(), now.getUTCMonth() + 1, 1);
  return Math.max(1, Math.ceil((next - now.getTime()) / 1000));
}

const keyOf = (accountId: string, now: Date) => `${accountId}.${monthOf(now)}`;

export function createMonthlyUsage(kv: KV): MonthlyUsage {
  const read = async (key: string) => {
    const entry = await kv.get(key);
    return entry && entry.operation === 'PUT'
      ? { value: Number(entry.string()) || 0, revision: entry.revision }
      : { value: 0, revision: 0 };
  };
  return {
    get: async (accountId, now = new Date()) => (await read(keyOf(accountId, now))).value,
    add: async (accountId, tokens, now = new Date()) => {
      const key = keyOf(accountId, now);
      // Compare-and-set: generators on other machines add to the same counter.
      for (;;) {
        const current = await read(key);
        const total = current.value + tokens;
        try {
          if (current.revision === 0) await kv.create(key, String(total));
          else await kv.update(key, String(total), current.revision);
          return total;
        } catch (error) {
          if (!/wrong last sequence|key exists/i.test((error as Error).message)) throw error;
        }
      }
    },
    forget: async (accountId) => {
      const months: string[] = [];
      for await (const key of await kv.keys(`${accountId}.>`)) months.push(key);
      for (const key of months) await kv.purge(key);
    },
  };
}
