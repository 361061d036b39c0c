import { randomUUID } from 'node:crypto';
import type { AccountEvent, JobEvent } from '../events/catalogue.ts';
import type { JobEventDraft } from '../jobs/decide.ts';

export interface EnvelopeContext {
  accountId: string;
  actor: string;
  requestId?: string;
  now?: Date;
}

export function jobEnvelope(jobId: string, draft: JobEventDraft, context: EnvelopeContext): JobEvent {
  return {
    id: randomUUID(),
    type: draft.type,
    version: draft.version,
    occurred_at: (context.now ?? new Date()).toISOString(),
    account_id: context.accountId,
    job_id: jobId,
    actor: context.actor,
    ...(context.requestId ? { request_id: context.requestId } : {}),
    data: draft.data,
  } as JobEvent;
}

export type AccountEventDraft = {
  [E in AccountEvent as E['type']]: { type: E['type']; version: E['version']; data: E['data'] };
}[AccountEvent['type']];

export function accountEnvelope(draft: AccountEventDraft, context: EnvelopeContext): AccountEvent {
  return {
    id: randomUUID(),
    type: draft.type,
    version: draft.version,
    occurred_at: (context.now ?? new Date()).toISOString(),
    account_id: context.accountId,
    actor: context.actor,
    ...(context.requestId ? { request_id: context.requestId } : {}),
    data: draft.data,
  } as AccountEvent;
}
