// The log's events as CloudEvents 1.0 (JSON format), for exports and for anyone outside who
// reads them. The event's own fields are carried as they are stored: `data` is the stored `data`
// (webhook signing secrets aside), so an export equals the stream event for event; readers upcast
// old versions themselves (see docs/analytics.md).
import { z } from 'zod';

/** What every stored envelope has, whatever its type@version. */
const StoredEnvelopeSchema = z.looseObject({
  id: z.string(),
  type: z.string(),
  version: z.number(),
  occurred_at: z.string(),
  account_id: z.string(),
  actor: z.string(),
  request_id: z.string().optional(),
  job_id: z.string().optional(),
  data: z.unknown(),
  /** Set by the reader that opened it: its personal data was erased (the data holds placeholders). */
  erased: z.literal(true).optional(),
});
export type StoredEnvelope = z.infer<typeof StoredEnvelopeSchema>;

export const CLOUD_EVENT_SOURCE = 'urn:sitewright:stream:JOBS';

export interface CloudEvent {
  specversion: '1.0';
  id: string;
  source: string;
  /** `sitewright.<Type>.v<version>`, e.g. `sitewright.JobRequested.v1`. */
  type: string;
  /** The job id for job events, the account id for the others. */
  subject: string;
  time: string;
  datacontenttype: 'application/json';
  data: unknown;
  /** Extension: the event's sequence in the JOBS stream (the export cursor). */
  streamseq: number;
  /** Extension: the NATS subject it was stored on. */
  natssubject: string;
  /** Extension: the account it belongs to. */
  accountid: string;
  /** Extension: who appended it (`gateway`, `generator:<id>`, `admin`, `admin:<operator>`). */
  actor: string;
  /** Extension: the HTTP request that caused it, when there was one. */
  requestid?: string;
  /** Extension: the event's personal data was erased; its sealed fields read as placeholders. */
  erased?: true;
}

export function cloudEventType(type: string, version: number): string {
  return `sitewright.${type}.v${version}`;
}

export function parseStoredEnvelope(raw: unknown): StoredEnvelope {
  return StoredEnvelopeSchema.parse(raw);
}

/**
 * Webhook signing secrets are in the log because every dispatcher signs with them; an export is
 * read by people, so they leave it as `[redacted]`.
 */
function exportedData(envelope: StoredEnvelope): unknown {
  if (envelope.type !== 'WebhookRegistered' || typeof envelope.data !== 'object' || envelope.data === null) return envelope.data;
  return { ...envelope.data, secret: '[redacted]' };
}

export function toCloudEvent(seq: number, subject: string, envelope: StoredEnvelope): CloudEvent {
  return {
    specversion: '1.0',
    id: envelope.id,
    source: CLOUD_EVENT_SOURCE,
    type: cloudEventType(envelope.type, envelope.version),
    subject: envelope.job_id ?? envelope.account_id,
    time: envelope.occurred_at,
    datacontenttype: 'application/json',
    data: exportedData(envelope),
    streamseq: seq,
    natssubject: subject,
    accountid: envelope.account_id,
    actor: envelope.actor,
    ...(envelope.request_id ? { requestid: envelope.request_id } : {}),
    ...(envelope.erased ? { erased: true as const } : {}),
  };
}

/** Which events an export keeps: by type (`JobFailed`, `JobFailed@1` or `sitewright.JobFailed.v1`) and account. */
export interface ExportFilter {
  types: string[];
  accountId?: string;
}

export function matchesFilter(envelope: StoredEnvelope, filter: ExportFilter): boolean {
  if (filter.accountId && envelope.account_id !== filter.accountId) return false;
  if (filter.types.length === 0) return true;
  const names = [envelope.type, `${envelope.type}@${envelope.version}`, cloudEventType(envelope.type, envelope.version)];
  return filter.types.some((type) => names.includes(type));
}
