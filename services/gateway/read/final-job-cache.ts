// Ready and failed jobs never change again, except for the last reported deploy URL. Their
// answers are kept serialised in memory, so a poll of a finished job costs no database round
// trip. Every gateway hears DeploymentReported events on their subjects and patches its copy
// from the event itself, which is at least as fresh as the read model.
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import type { JobResponse } from '../../../shared/api/schemas.ts';
import { onReconnect } from '../../../shared/nats/connect-nats.ts';
import { jobEtag } from './job-etag.ts';

export interface CachedJob {
  response: JobResponse;
  body: string;
  etag: string;
}

interface Entry extends CachedJob {
  accountId: string;
}


export interface FinalJobCache {
  get(jobId: string, accountId: string): CachedJob | null | undefined;
  put(jobId: string, accountId: string, response: JobResponse): CachedJob;
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
        entry.etag = jobEtag(entry.response);
      } catch {
        entries.delete(jobId);
      }
    },
  });
  onReconnect(nc, () => entries.clear());

  return {
    /** The answer; null when the job belongs to another account; undefined when not cached. */
    get: (jobId, accountId) => {
      const entry = entries.get(jobId);
      if (!entry) return undefined;
      return entry.accountId === accountId ? entry : null;
    },
    put: (jobId, accountId, response) => {
      if (entries.size >= maxEntries) entries.delete(entries.keys().next().value!);
      const body = JSON.stringify(response);
      const entry = { accountId, response, body, etag: jobEtag(response) };
      entries.set(jobId, entry);
      return entry;
    },
    close: () => subscription.unsubscribe(),
  };
}
