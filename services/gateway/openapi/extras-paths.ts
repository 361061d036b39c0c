// OpenAPI paths of cancel, webhooks, project versions, restore and diff, generated from their
// zod schemas like the rest of the document.
import { z } from 'zod';
import { DiffResponseSchema, RestoreRequestSchema, VersionsResponseSchema } from '../../../shared/api/project-schemas.ts';
import { JobResponseSchema } from '../../../shared/api/schemas.ts';
import {
  CreateWebhookRequestSchema,
  DeliveriesResponseSchema,
  RedeliverResponseSchema,
  WebhookListResponseSchema,
  WebhookResponseSchema,
} from '../../../shared/api/webhook-schemas.ts';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
});

const TEXT: Record<number, string> = {
  400: 'invalid_request: the body or a parameter is not acceptable; `error` names the field.',
  401: 'unauthorized: missing, malformed, unknown or revoked key (or admin token).',
  404: 'not_found: no such resource for this key.',
  409: 'conflict: the resource is not in a state that allows this.',
  415: 'unsupported_media_type: send Content-Type: application/json.',
  503: 'unavailable: the event log or database is unreachable; see Retry-After.',
};

function errors(schema: z.ZodType, codes: number[]) {
  return Object.fromEntries(codes.map((code) => [String(code), { description: TEXT[code], content: json(schema) }]));
}

const path = (name: string) => ({ name, in: 'path', required: true, schema: { type: 'string' } });
const admin = [{ admin: [] }];

export function extrasPaths(): Record<string, unknown> {
  return {
    '/job/{job_id}/cancel': {
      post: {
        summary: 'Cancel a building or partial job: it ends as failed with error_code "cancelled"',
        parameters: [path('job_id')],
        responses: { '200': { description: 'Cancelled: the job as GET /job shows it.', content: json(JobResponseSchema) }, ...errors(JobResponseSchema, [401, 404, 409, 503]) },
      },
    },
    '/job/{job_id}/diff': {
      get: {
        summary: 'Changed paths and a unified diff per changed file, from `against` to this job',
        parameters: [path('job_id'), { name: 'against', in: 'query', required: true, schema: { type: 'string' } }],
        responses: { '200': { description: 'The differences.', content: json(DiffResponseSchema) }, ...errors(DiffResponseSchema, [400, 401, 404, 503]) },
      },
    },
    '/projects/{project_id}/versions': {
      get: {
        summary: "A project's ready versions, newest first",
        parameters: [
          path('project_id'),
          { name: 'limit', in: 'query', required: false, schema: { type: 'integer', minimum: 1, maximum: 100, default: 20 } },
          { name: 'cursor', in: 'query', required: false, schema: { type: 'string' } },
        ],
        responses: { '200': { description: 'One page of versions.', content: json(VersionsResponseSchema) }, ...errors(VersionsResponseSchema, [400, 401, 404, 503]) },
      },
    },
    '/projects/{project_id}/restore': {
      post: {
        summary: "Start a job that is ready at once with an earlier version's files and becomes the project's latest version",
        parameters: [path('project_id')],
        requestBody: { required: true, content: json(RestoreRequestSchema, 'input') },
        responses: { '200': { description: 'The new, ready job.', content: json(JobResponseSchema) }, ...errors(JobResponseSchema, [400, 401, 404, 409, 415, 503]) },
      },
    },
    '/webhooks': {
      post: {
        summary: 'Register a webhook endpoint (the signing secret is shown once)',
        requestBody: { required: true, content: json(CreateWebhookRequestSchema, 'input') },
        responses: { '200': { description: 'Registered.', content: json(WebhookResponseSchema) }, ...errors(WebhookResponseSchema, [400, 401, 415, 503]) },
      },
      get: {
        summary: "The account's webhook endpoints",
        responses: { '200': { description: 'The endpoints.', content: json(WebhookListResponseSchema) }, ...errors(WebhookListResponseSchema, [401, 503]) },
      },
    },
    '/webhooks/{webhook_id}': {
      delete: {
        summary: 'Delete a webhook endpoint',
        parameters: [path('webhook_id')],
        responses: { '200': { description: 'Deleted.', content: json(WebhookResponseSchema) }, ...errors(WebhookResponseSchema, [401, 404, 503]) },
      },
    },
    '/admin/webhooks/{webhook_id}/deliveries': {
      get: {
        summary: "A webhook's deliveries with every attempt, newest first",
        security: admin,
        parameters: [path('webhook_id')],
        responses: { '200': { description: 'The deliveries.', content: json(DeliveriesResponseSchema) }, ...errors(DeliveriesResponseSchema, [401, 404, 503]) },
      },
    },
    '/admin/webhooks/{webhook_id}/deliveries/{delivery_id}/redeliver': {
      post: {
        summary: 'Queue a delivery again (same webhook-id and body, a new 24-hour round of attempts)',
        security: admin,
        parameters: [path('webhook_id'), path('delivery_id')],
        responses: { '200': { description: 'Queued.', content: json(RedeliverResponseSchema) }, ...errors(RedeliverResponseSchema, [401, 404, 409, 503]) },
      },
    },
  };
}
