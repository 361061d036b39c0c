// GET /admin/events: a window of the JOBS stream as NDJSON, one CloudEvents 1.0 object per line,
// streamed from an ordered consumer with backpressure (the consumer is read only as fast as the
// client takes the lines), so memory stays flat whatever the window. The window is fixed before the
// first byte: log positions after_seq + 1 to after_seq + limit (at most the stream's last sequence),
// so the next cursor is known up front and sent as a header. GET /admin/blobs/{digest} answers the
// file bodies the events refer to.
import { Readable } from 'node:stream';
import { z } from 'zod';
import { BlobDigestSchema, BlobQuerySchema, EventsExportQuerySchema } from '../../../shared/api/admin-schemas.ts';
import { ErrorResponseSchema } from '../../../shared/api/schemas.ts';
import { MissingBlobError } from '../../../shared/blobs/blob-errors.ts';
import { matchesFilter, parseStoredEnvelope, toCloudEvent, type ExportFilter } from '../../../shared/events/cloud-event.ts';
import { JOBS_STREAM } from '../../../shared/events/subjects.ts';
import { LogUnavailableError, isUnavailable } from '../../../shared/event-log/log-errors.ts';
import { readRange } from '../../../shared/event-log/read-range.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ApiError } from '../http/api-error.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { raw, refusals } from '../openapi/responses.ts';

async function* ndjsonLines(deps: GatewayDeps, afterSeq: number, untilSeq: number, filter: ExportFilter): AsyncGenerator<string> {
  for await (const message of readRange(deps.jsm.jetstream(), deps.sealer, { afterSeq, untilSeq })) {
    const envelope = parseStoredEnvelope(message.body);
    if (matchesFilter(envelope, filter)) yield `${JSON.stringify(toCloudEvent(message.seq, message.subject, envelope))}\n`;
  }
}

const exportSchema = {
  summary: 'Export the event log as NDJSON CloudEvents 1.0; the next cursor is the Next-After-Seq header',
  querystring: EventsExportQuerySchema,
  response: {
    200: raw('application/x-ndjson', 'One CloudEvent per line. Headers: Next-After-Seq (pass as after_seq), Stream-Last-Seq.'),
    ...refusals(ErrorResponseSchema, [400, 401, 503]),
  },
};
const blobSchema = {
  summary: "An account's file body by its SHA-256 digest (as named in the account's events)",
  params: z.object({ digest: BlobDigestSchema }),
  querystring: BlobQuerySchema,
  response: {
    200: raw('application/octet-stream', 'The bytes.'),
    ...refusals(ErrorResponseSchema, [400, 401, 404]),
  },
};

export function registerEventsExportRoutes(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/events', { config: { errorShape: 'plain' }, schema: exportSchema }, async (request, reply) => {
    const { query } = request;
    let lastSeq: number;
    try {
      lastSeq = (await deps.jsm.streams.info(JOBS_STREAM)).state.last_seq;
    } catch (error) {
      if (isUnavailable(error)) throw new LogUnavailableError('The event log did not answer (stream info).', error);
      throw error;
    }
    const untilSeq = Math.min(lastSeq, query.after_seq + query.limit);
    const next = Math.max(query.after_seq, untilSeq);
    reply.header('next-after-seq', String(next));
    reply.header('stream-last-seq', String(lastSeq));
    reply.type('application/x-ndjson; charset=utf-8');
    const filter = { types: query.type, ...(query.account_id ? { accountId: query.account_id } : {}) };
    // One line ahead of the socket is enough: the consumer already holds a few MiB ready, and a
    // line may be as large as an event (up to the server's max_payload), so the stream's default of
    // 16 objects could hold 16 MiB more per export while a slow client reads.
    return reply.send(Readable.from(ndjsonLines(deps, query.after_seq, untilSeq, filter), { highWaterMark: 1 }));
  });

  app.get('/admin/blobs/:digest', { config: { errorShape: 'plain' }, schema: blobSchema }, async (request, reply) => {
    const { digest } = request.params;
    const accountId = request.query.account_id;
    let bytes: Buffer;
    try {
      // Read as base64, whatever the file: the stored bytes exactly, a binary file's as well as a text's.
      bytes = Buffer.from(await deps.blobs.get(accountId, digest, 'base64'), 'base64');
    } catch (error) {
      // An erased account's bodies are missing too: what is left cannot be opened.
      if (error instanceof MissingBlobError) throw new ApiError('not_found', 'No file body with this digest is stored for this account.');
      throw error;
    }
    // Content-addressed: the same digest always answers the same bytes.
    reply.header('etag', `"${digest}"`);
    reply.header('cache-control', 'private, max-age=31536000, immutable');
    return reply.type('application/octet-stream').send(bytes);
  });
}
