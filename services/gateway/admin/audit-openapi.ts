// The OpenAPI paths of the analytics and audit routes, generated from their zod schemas.
import { z } from 'zod';
import {
  AccountEventsQuerySchema,
  AccountEventsResponseSchema,
  AccountSettingsResponseSchema,
  EventsExportQuerySchema,
  JobsSearchQuerySchema,
  JobsSearchResponseSchema,
  PatchAccountRequestSchema,
  StatsQuerySchema,
  StatsResponseSchema,
} from '../../../shared/api/admin-schemas.ts';
import { ErrorResponseSchema } from '../../../shared/api/schemas.ts';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
});

/** Query parameters from a zod object schema. */
function queryParameters(schema: z.ZodObject): Record<string, unknown>[] {
  const json = z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as { properties?: Record<string, { description?: string }> };
  return Object.entries(json.properties ?? {}).map(([name, property]) => ({
    name,
    in: 'query',
    required: false,
    schema: property,
    ...(property.description ? { description: property.description } : {}),
  }));
}

const admin = [{ admin: [] }];
const accountIdParam = { name: 'account_id', in: 'path', required: true, schema: { type: 'string' } };
const refusals = (schema: z.ZodType, codes: number[]) =>
  Object.fromEntries(codes.map((code) => [String(code), { description: 'Refused; `code` and `error` say why.', content: json(schema) }]));

export function auditOpenApiPaths(): Record<string, unknown> {
  return {
    '/admin/accounts/{account_id}/events': {
      get: {
        summary: "An account's own history (created, settings changed, keys issued and revoked), in log order",
        security: admin,
        parameters: [accountIdParam, ...queryParameters(AccountEventsQuerySchema)],
        responses: { '200': { description: 'A page of events.', content: json(AccountEventsResponseSchema) }, ...refusals(AccountEventsResponseSchema, [400, 401, 404]) },
      },
    },
    '/admin/jobs': {
      get: {
        summary: 'Search jobs, newest first, with a stable cursor',
        security: admin,
        parameters: queryParameters(JobsSearchQuerySchema),
        responses: { '200': { description: 'A page of jobs.', content: json(JobsSearchResponseSchema) }, ...refusals(JobsSearchResponseSchema, [400, 401]) },
      },
    },
    '/admin/stats': {
      get: {
        summary: 'Analytics per account and UTC day: jobs by final status, source and engine, build seconds (median, p95), tokens, deployments',
        security: admin,
        parameters: queryParameters(StatsQuerySchema),
        responses: { '200': { description: 'Figures per day and in total.', content: json(StatsResponseSchema) }, ...refusals(StatsResponseSchema, [400, 401]) },
      },
    },
    '/admin/events': {
      get: {
        summary: 'Export the event log as NDJSON CloudEvents 1.0; the next cursor is the Next-After-Seq header',
        security: admin,
        parameters: queryParameters(EventsExportQuerySchema),
        responses: {
          '200': {
            description: 'One CloudEvent per line. Headers: Next-After-Seq (pass as after_seq), Stream-Last-Seq.',
            content: { 'application/x-ndjson': { schema: { type: 'string' } } },
          },
          ...refusals(ErrorResponseSchema, [400, 401, 503]),
        },
      },
    },
    '/admin/blobs/{digest}': {
      get: {
        summary: 'A file body by its SHA-256 digest (as named in events)',
        security: admin,
        parameters: [{ name: 'digest', in: 'path', required: true, schema: { type: 'string', pattern: '^[0-9a-f]{64}$' } }],
        responses: { '200': { description: 'The bytes.', content: { 'application/octet-stream': { schema: { type: 'string' } } } }, ...refusals(ErrorResponseSchema, [400, 401, 404]) },
      },
    },
    '/asyncapi.json': { get: { summary: 'The event catalogue as an AsyncAPI 3 document', security: [], responses: { '200': { description: 'AsyncAPI 3.0.0.' } } } },
  };
}

/** PATCH of /admin/accounts/{account_id}, merged into that path's GET. */
export const patchAccountOperation = {
  summary: "Change an account's name, rate limit, burst or monthly token limit (an AccountSettingsChanged event, in force on every gateway at once)",
  security: admin,
  parameters: [accountIdParam],
  requestBody: { required: true, content: json(PatchAccountRequestSchema, 'input') },
  responses: { '200': { description: 'The settings now in force.', content: json(AccountSettingsResponseSchema) }, ...refusals(AccountSettingsResponseSchema, [400, 401, 404, 409, 415]) },
};
