// Ready and failed jobs never change again, except for the last reported deploy URL. Their
// answers are kept serialised in memory, so a poll of a finished job costs no database round
// trip. Every gateway hears DeploymentReported events on their subjects and patches its copy
// from the event itself, which is at least as fresh as the read model.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { JobResponse } from '../../../shared/api/schemas.ts';

interface Entry {
  accountId: string;
  response: JobResponse;
  body: string;
}

export interface FinalJobCache {
  get(jobId: string, accountId: string): string | null | undefined;
  put(jobId: string, accountId: string, response: JobResponse): string;
  close(): void;
}

export function createFinalJobCache(nc: NatsConnection, maxEntries = 20_000): FinalJobCache {
  const entries = new Map<string, Entry>();
  const subscription: Subscription = nc.subscribe('jobs.*.deployed', {
    callback: (_error, message) => {
      const jobId = message.subject.split('.')[1] ?? '';
      const entry = entries.get(jobId);
      if (!entry) return;
      try {
        const event = message.json<{ type: string; data: { deploy_url: string } }>();
        if (event.type !== 'DeploymentReported') return;
        entry.response = { ...entry.response, deploy_url: event.data.deploy_url };
        entry.body = JSON.stringify(entry.response);
      } catch {
        entries.delete(jobId);
      }
    },
  });
  // Missed notifications while disconnected: start afresh.
  void (async () => {
    for await (const status of nc.status()) if (status.type === 'reconnect') entries.clear();
  })();

  return {
    /** The serialised answer; null when the job belongs to another account; undefined when unknown. */
    get: (jobId, accountId) => {
      const entry = entries.get(jobId);
      if (!entry) return undefined;
      return entry.accountId === accountId ? entry.body : null;
    },
    put: (jobId, accountId, response) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const body = JSON.stringify(response);
      entries.set(jobId, { accountId, response, body });
      return body;
    },
    close: () => subscription.unsubscribe(),
  };
}
