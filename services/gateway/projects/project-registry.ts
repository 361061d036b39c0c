// A project's sandbox session is fixed by its first job and kept in the log (`projects.<key>`),
// so every gateway gives every job of the same project the same session id.
import { projectSubject } from '../../../shared/events/subjects.ts';
import { projectKey } from '../../../shared/projects/project-key.ts';
import { randomToken, ulid } from '../../../shared/ids/ulid.ts';
import { accountEnvelope } from '../../../shared/log/event-envelope.ts';
import type { EventLog } from '../../../shared/log/event-log.ts';
import { SequenceConflictError } from '../../../shared/log/log-errors.ts';

export interface ProjectRegistry {
  sandboxSession(accountId: string, projectId: string, requestId: string): Promise<string>;
}


/** Unguessable: the preview URL needs no API key. */
function newSandboxSession(): string {
  return `sbx_${ulid()}${randomToken(22)}`;
}

export function createProjectRegistry(log: EventLog): ProjectRegistry {
  const known = new Map<string, string>();
  const read = async (subject: string) => {
    const stored = await log.last(subject);
    const event = stored?.event;
    return event?.type === 'ProjectCreated' || event?.type === 'ProjectVersionReady' ? event.data.sandbox_session : null;
  };
  return {
    sandboxSession: async (accountId, projectId, requestId) => {
      const key = projectKey(accountId, projectId);
      const cached = known.get(key);
      if (cached) return cached;
      const subject = projectSubject(key);
      let session = await read(subject);
      if (!session) {
        const created = accountEnvelope(
          { type: 'ProjectCreated', version: 1, data: { project_id: projectId, sandbox_session: newSandboxSession() } },
          { accountId, actor: 'gateway', requestId },
        );
        try {
          await log.append(subject, created, { expectLastSubjectSeq: 0 });
          session = created.type === 'ProjectCreated' ? created.data.sandbox_session : null;
        } catch (error) {
          // Another request created the project first: use its session.
          if (!(error instanceof SequenceConflictError)) throw error;
          session = await read(subject);
        }
      }
      if (!session) throw new Error(`project ${key} has no sandbox session`);
      if (known.size > 50_000) known.clear();
      known.set(key, session);
      return session;
    },
  };
}
