// How a route lists its answers in `schema.response`: the success body with what it means, and
// each refusal it can give, in the endpoint's own shape (CONTRACT.md section 1). @fastify/swagger
// makes the OpenAPI document's responses from these; of them only JSON success bodies are
// serialised through their schema (http/response-schemas.ts).
import type { Readable } from 'node:stream';
import { z } from 'zod';

export type RefusalStatus = 400 | 401 | 404 | 409 | 413 | 415 | 429 | 503;

const REFUSED: Record<RefusalStatus, string> = {
  400: 'invalid_request: the body or a parameter is not acceptable; `error` names the field.',
  401: 'unauthorized: missing, malformed, unknown or revoked key (or admin token).',
  404: "not_found: no such job (or other resource the path names) for this key. Or erased: the job or project was erased at its owner's request (said only to its owner).",
  409: 'conflict: the job or resource is not in a state that allows this.',
  413: 'payload_too_large',
  415: 'unsupported_media_type: send Content-Type: application/json.',
  429: 'rate_limited: the account spent its rate limit (POST /generate, diffs, version listings, event stream opens, deployment reports and restores share it; with RateLimit-* headers) or has too many open event streams and long polls; see Retry-After. Or quota_exceeded: the account spent its monthly token limit (POST /generate; Retry-After: until the next month).',
  503: 'unavailable: the event log or database is unreachable, or the gateway serves as many event streams and long polls as it may; see Retry-After.',
};

export interface DescribedBody<S extends z.ZodType> {
  description: string;
  content: Record<string, { schema: S }>;
}

/** A JSON answer and what it means. */
export function ok<S extends z.ZodType>(schema: S, description: string): DescribedBody<S> {
  return { description, content: { 'application/json': { schema } } };
}

/** What Fastify sends as it is, never serialised: text, bytes or a stream. Documented as a string. */
const RawBodySchema = z.custom<string | Buffer | Readable>().meta({ type: 'string' });

/** An answer of another media type than JSON (HTML, an event stream, NDJSON, bytes). */
export function raw(mediaType: string, description: string): DescribedBody<typeof RawBodySchema> {
  return { description, content: { [mediaType]: { schema: RawBodySchema } } };
}

/** An answer without a body (a 304, a redirect). */
export function noBody(description: string) {
  return z.undefined().describe(description);
}

/** The refusals a route can give, each with `schema` (the endpoint's shape) as its body. */
export function refusals<S extends z.ZodType>(schema: S, statuses: readonly RefusalStatus[]): { [status: number]: DescribedBody<S> } {
  return Object.fromEntries(statuses.map((status) => [status, ok(schema, REFUSED[status])]));
}
