// A project's sandbox session is fixed by its first job and kept in the log (`projects.<key>`),
// so every gateway gives every job of the same project the same session id. After a ProjectErased
// the same project_id starts a new project: a new ProjectCreated with a new session (issue 31).
import { LRUCache } from 'lru-cache';
import { projectSubject } from '../../../shared/events/subjects.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';
import { randomToken, ulid } from '../../../shared/ids/ulid.ts';
import { accountEnvelope } from '../../../shared/event-log/event-envelope.ts';
import type { EventLog, StoredEvent } from '../../../shared/event-log/event-log.ts';
import { handleCommand, lastEventOf, type Decision } from '../../../shared/event-log/handle-command.ts';
import type { Erasure } from '../erasure/erasures.ts';

export interface ProjectRegistry {
  sandboxSession(accountId: string, projectId: string, requestId: string): Promise<string>;
  /** Drops the session of an erased project (all sessions for an account's erasure: the keys name no account). */
  forgetErased(erasure: Erasure): void;
}

/** Unguessable: the preview URL needs no API key. */
function newSandboxSession(): string {
  return `sbx_${ulid()}${randomToken(22)}`;
}

/** The project's session, or null when it has none: never created, or erased (its last event a ProjectErased). */
function sessionOf(stored: StoredEvent | null): string | null {
  const event = stored?.event;
  return event?.type === 'ProjectCreated' || event?.type === 'ProjectVersionReady' ? event.data.sandbox_session : null;
}

/** `maxBytes` bounds the sessions kept in memory (an LRU weighted by the strings' size). */
export function createProjectRegistry(log: EventLog, maxBytes: number): ProjectRegistry {
  // Sessions never change once created, so any number may be cached; the bound keeps memory flat.
  const known = new LRUCache<string, string>({
    maxSize: maxBytes,
    sizeCalculation: (session, key) => 100 + (session.length + key.length) * 2,
  });
  // Bumped by every erasure heard: a session read before it is not kept after it.
  let generation = 0;
  return {
    sandboxSession: async (accountId, projectId, requestId) => {
      const key = projectKey(accountId, projectId);
      const cached = known.get(key);
      if (cached) return cached;
      const started = generation;
      const subject = projectSubject(key);
      // Another request that creates the project first makes this one read its session instead.
      const { result: session } = await handleCommand(log, lastEventOf(log, subject), (stored): Decision<string> => {
        const existing = sessionOf(stored);
        if (existing) return { append: [], result: existing };
        const fresh = newSandboxSession();
        const created = accountEnvelope(
          { type: 'ProjectCreated', version: 1, data: { project_id: projectId, sandbox_session: fresh } },
          { accountId, actor: 'gateway', requestId },
        );
        return { append: [{ subject, event: created }], result: fresh };
      });
      if (started === generation) known.set(key, session);
      return session;
    },
    forgetErased: (erasure) => {
      generation++;
      if (erasure.kind === 'project') known.delete(erasure.projectKey);
      else if (erasure.kind !== 'job') known.clear();
    },
  };
}
