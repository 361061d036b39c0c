import { randomUUID } from 'node:crypto';
import type { AccountEvent, JobEvent } from '../events/catalogue.ts';
import type { JobEventDraft } from '../jobs/decide.ts';

export interface EnvelopeContext {
  accountId: string;
  actor: string;
  requestId?: string;
  now?: Date;
}

/**
 * The common envelope around a draft; a job's event carries its job id after the account id. The
 * key order is the order of the stored JSON, the same for both kinds as before they shared this.
 */
function envelope(draft: { type: string; version: number; data: unknown }, context: EnvelopeContext, jobId?: string) {
  return {
    id: randomUUID(),
    type: draft.type,
    version: draft.version,
    occurred_at: (context.now ?? new Date()).toISOString(),
    account_id: context.accountId,
    ...(jobId === undefined ? {} : { job_id: jobId }),
    actor: context.actor,
    ...(context.requestId ? { request_id: context.requestId } : {}),
    data: draft.data,
  };
}

export function jobEnvelope(jobId: string, draft: JobEventDraft, context: EnvelopeContext): JobEvent {
  return envelope(draft, context, jobId) as JobEvent;
}

export type AccountEventDraft = {
  [E in AccountEvent as E['type']]: { type: E['type']; version: E['version']; data: E['data'] };
}[AccountEvent['type']];

export function accountEnvelope(draft: AccountEventDraft, context: EnvelopeContext): AccountEvent {
  return envelope(draft, context) as AccountEvent;
}
