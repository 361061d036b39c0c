// What this gateway knows was erased (issue 31), heard on the log's own subjects the moment any
// gateway, the retention sweep or an operator appends it: a job's JobErased (`jobs.<id>.erased`), a
// project's ProjectErased (`projects.<key>`) and an account's AccountErased (`accounts.<id>.profile`).
// Each erasure heard is passed to every in-memory cache of job or project data, which drops what it
// names (forget-erased.ts), and answers about an erased job, project or preview are the erased 404
// at once, before the projector has deleted the read-model rows. Erasures older than this gateway
// are answered from the read model (rows deleted, tombstones) and from the log (events read erased).
import type { NatsConnection, Subscription } from '@nats-io/transport-node';
import { LRUCache } from 'lru-cache';
import { AccountErasedV1, JobErasedV1, ProjectErasedV1 } from '../../../shared/events/catalogue.ts';
import type { JobState } from '../../../shared/jobs/job-state.ts';
import { onReconnect } from '../../../shared/nats/connect-nats.ts';

export type Erasure =
  | { kind: 'job'; jobId: string; accountId: string }
  | { kind: 'project'; accountId: string; projectKey: string; sandboxSession: string }
  | { kind: 'account'; accountId: string }
  /** The subscriptions were cut (a reconnect): erasures may have gone unheard, so caches drop everything. */
  | { kind: 'unknown' };

/** A job as an answer knows it: the owner asking, and its sandbox session when it has one. */
export interface JobRef {
  jobId: string;
  accountId: string;
  sandboxSession?: string;
}

export interface Erasures {
  /** The job was erased (itself, with its project or with its account), as far as this gateway heard. */
  jobErased(job: JobRef): boolean;
  /** A project's sandbox session erased with its project (a preview knows nothing else). */
  sessionErased(sandboxSession: string): boolean;
  /** `state`, marked erased when this gateway heard it was: decide then refuses every command on it. */
  marked(state: JobState): JobState;
  /** An erasure this gateway made: in effect here at once (the same one heard back later changes nothing). */
  note(erasure: Erasure): void;
  /** Calls `listener` with every erasure heard or noted; returns the function that stops it. */
  onErasure(listener: (erasure: Erasure) => void): () => void;
  close(): void;
}

/**
 * Ids remembered per kind: far more than are erased in the moments before the projector deletes
 * their rows (after that the read model and the log answer erased on their own).
 */
const REMEMBERED = 10_000;

export function createErasures(nc: NatsConnection | null): Erasures {
  const jobs = new LRUCache<string, string>({ max: REMEMBERED });
  const sessions = new LRUCache<string, string>({ max: REMEMBERED });
  const accounts = new LRUCache<string, true>({ max: REMEMBERED });
  const listeners = new Set<(erasure: Erasure) => void>();

  const note = (erasure: Erasure) => {
    if (erasure.kind === 'job') jobs.set(erasure.jobId, erasure.accountId);
    else if (erasure.kind === 'project') sessions.set(erasure.sandboxSession, erasure.accountId);
    else if (erasure.kind === 'account') accounts.set(erasure.accountId, true);
    for (const listener of [...listeners]) listener(erasure);
  };
  const jobErased = (job: JobRef) =>
    jobs.get(job.jobId) === job.accountId ||
    accounts.has(job.accountId) ||
    (!!job.sandboxSession && sessions.get(job.sandboxSession) === job.accountId);

  const subscriptions: Subscription[] = [];
  const heard = (connection: NatsConnection, subject: string, read: (raw: unknown) => Erasure | null) => {
    subscriptions.push(
      connection.subscribe(subject, {
        callback: (_error, message) => {
          let erasure: Erasure | null = null;
          try {
            erasure = read(message.json());
          } catch {
            // Not JSON: no erasure.
          }
          if (erasure) note(erasure);
        },
      }),
    );
  };
  if (nc) {
    heard(nc, 'jobs.*.erased', (raw) => {
      const event = JobErasedV1.safeParse(raw);
      return event.success ? { kind: 'job', jobId: event.data.job_id, accountId: event.data.account_id } : null;
    });
    heard(nc, 'projects.*', (raw) => {
      const event = ProjectErasedV1.safeParse(raw);
      if (!event.success) return null;
      const { project_key: projectKey, sandbox_session: sandboxSession } = event.data.data;
      return { kind: 'project', accountId: event.data.account_id, projectKey, sandboxSession };
    });
    heard(nc, 'accounts.*.profile', (raw) => {
      const event = AccountErasedV1.safeParse(raw);
      return event.success ? { kind: 'account', accountId: event.data.account_id } : null;
    });
    onReconnect(nc, () => note({ kind: 'unknown' }));
  }

  return {
    jobErased,
    sessionErased: (sandboxSession) => sessions.has(sandboxSession),
    marked: (state) =>
      state.exists && !state.erased && jobErased({ jobId: state.jobId, accountId: state.accountId, sandboxSession: state.sandboxSession })
        ? { ...state, erased: true }
        : state,
    note,
    onErasure: (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close: () => {
      for (const subscription of subscriptions) subscription.unsubscribe();
    },
  };
}
