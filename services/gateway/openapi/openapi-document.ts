// The OpenAPI document is generated from the same zod schemas that validate requests.
import { z } from 'zod';
import { API_VERSION } from '../../../shared/api/limits.ts';
import {
  AccountResponseSchema,
  CreateAccountRequestSchema,
  CreateAccountResponseSchema,
  DeploymentReportSchema,
  DeploymentResponseSchema,
  ErrorResponseSchema,
  GenerateRequestSchema,
  GenerateResponseSchema,
  IssueKeyRequestSchema,
  JobEventsResponseSchema,
  JobResponseSchema,
  KeyResponseSchema,
} from '../../../shared/api/schemas.ts';
import { extrasPaths } from './extras-paths.ts';
import { auditOpenApiPaths, patchAccountOperation } from '../admin/audit-openapi.ts';

const json = (schema: z.ZodType, io: 'input' | 'output' = 'output') => ({
  'application/json': { schema: z.toJSONSchema(schema, { io, unrepresentable: 'any' }) },
});

function errors(schema: z.ZodType, codes: number[]) {
  const text: Record<number, string> = {
    400: 'invalid_request: the body or a parameter is not acceptable; `error` names the field.',
    401: 'unauthorized: missing, malformed, unknown or revoked key.',
    404: 'not_found: no such job for this key.',
    409: 'conflict: the job is not in a state that allows this.',
    413: 'payload_too_large',
    415: 'unsupported_media_type: send Content-Type: application/json.',
    429: 'rate_limited: too many jobs started (POST /generate, with RateLimit-* headers) or too many open event streams and long polls for the account; see Retry-After. Or quota_exceeded: the account spent its monthly token limit (POST /generate; Retry-After: until the next month).',
    503: 'unavailable: the event log or database is unreachable, or the gateway serves as many event streams and long polls as it may; see Retry-After.',
  };
  return Object.fromEntries(codes.map((code) => [String(code), { description: text[code], content: json(schema) }]));
}

const jobIdParam = { name: 'job_id', in: 'path', required: true, schema: { type: 'string' } };
const bearer = [{ bearer: [] }];
const admin = [{ admin: [] }];

export function buildOpenApiDocument() {
  return {
    openapi: '3.1.0',
    info: {
      title: 'Sitewright website generation job service',
      version: API_VERSION,
      description:
        'Start a job with a plain-English request, poll it until `ready` or `failed`, read its files, deploy them anywhere, and report the public URL. Every error body has the shape of its endpoint with `status: "failed"`, a plain-language `error` and a machine-readable `code`.',
    },
    components: {
      securitySchemes: {
        bearer: { type: 'http', scheme: 'bearer', description: 'API key issued by the operator.' },
        admin: { type: 'http', scheme: 'bearer', description: "The operator's ADMIN_TOKEN." },
      },
    },
    security: bearer,
    paths: {
      '/generate': {
        post: {
          summary: 'Start a website generation or remix job',
          parameters: [
            {
              name: 'Idempotency-Key',
              in: 'header',
              required: false,
              schema: { type: 'string', maxLength: 255 },
              description: 'A retry with the same key and body within 24 hours returns the same job; the same key with another body is a 409.',
            },
          ],
          requestBody: { required: true, content: json(GenerateRequestSchema, 'input') },
          responses: {
            '200': { description: 'Job accepted; work continues in the background.', content: json(GenerateResponseSchema) },
            ...errors(GenerateResponseSchema, [400, 401, 409, 413, 415, 429, 503]),
          },
        },
      },
      '/job/{job_id}': {
        get: {
          summary: 'Poll a job',
          parameters: [
            jobIdParam,
            { name: 'wait', in: 'query', required: false, schema: { type: 'number', minimum: 0, maximum: 30 }, description: 'Long-poll: wait up to this many seconds for the job to change.' },
            { name: 'If-None-Match', in: 'header', required: false, schema: { type: 'string' }, description: 'The ETag of an earlier answer: 304 while the job is unchanged.' },
          ],
          responses: {
            '200': { description: 'The job. Carries an ETag.', content: json(JobResponseSchema) },
            '304': { description: 'The job has not changed since the ETag given in If-None-Match.' },
            ...errors(JobResponseSchema, [400, 401, 404, 429, 503]),
          },
        },
      },
      '/job/{job_id}/events': {
        get: {
          summary: 'Follow a job as Server-Sent Events (`event: job`, the Job as data) until it is ready or failed',
          parameters: [jobIdParam],
          responses: { '200': { description: 'An event stream.', content: { 'text/event-stream': { schema: { type: 'string' } } } }, ...errors(JobResponseSchema, [401, 404, 429, 503]) },
        },
      },
      '/preview/{sandbox_session}/{path}': {
        get: {
          summary: "Live preview of a project's latest ready version (no API key; sandboxed by Content-Security-Policy)",
          security: [],
          parameters: [
            { name: 'sandbox_session', in: 'path', required: true, schema: { type: 'string' } },
            { name: 'path', in: 'path', required: true, schema: { type: 'string' }, description: 'A file path; a folder serves its index.html.' },
          ],
          responses: { '200': { description: 'The file, with its content type.' }, '301': { description: 'To the folder address with a trailing slash.' }, '404': { description: 'No such session or file.', content: json(ErrorResponseSchema) } },
        },
      },
      '/job/{job_id}/deployed': {
        post: {
          summary: 'Report the public URL after deploying the files',
          parameters: [jobIdParam],
          requestBody: { required: true, content: json(DeploymentReportSchema, 'input') },
          responses: {
            '200': { description: 'Recorded.', content: json(DeploymentResponseSchema) },
            ...errors(DeploymentResponseSchema, [400, 401, 404, 409, 415, 503]),
          },
        },
      },
      '/admin/accounts': {
        post: {
          summary: 'Create an account and its first API key (shown once)',
          security: admin,
          requestBody: { required: true, content: json(CreateAccountRequestSchema, 'input') },
          responses: { '200': { description: 'Created.', content: json(CreateAccountResponseSchema) }, ...errors(CreateAccountResponseSchema, [400, 401]) },
        },
      },
      '/admin/accounts/{account_id}': {
        get: {
          summary: 'An account: settings, token usage, job counts, keys',
          security: admin,
          parameters: [{ name: 'account_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'The account.', content: json(AccountResponseSchema) }, ...errors(AccountResponseSchema, [401, 404]) },
        },
        patch: patchAccountOperation,
      },
      '/admin/accounts/{account_id}/keys': {
        post: {
          summary: 'Issue another API key for an account (rotation)',
          security: admin,
          parameters: [{ name: 'account_id', in: 'path', required: true, schema: { type: 'string' } }],
          requestBody: { required: false, content: json(IssueKeyRequestSchema, 'input') },
          responses: { '200': { description: 'Issued.', content: json(KeyResponseSchema) }, ...errors(KeyResponseSchema, [400, 401, 404]) },
        },
      },
      '/admin/keys/{key_id}/revoke': {
        post: {
          summary: 'Revoke an API key',
          security: admin,
          parameters: [{ name: 'key_id', in: 'path', required: true, schema: { type: 'string' } }],
          responses: { '200': { description: 'Revoked.', content: json(KeyResponseSchema) }, ...errors(KeyResponseSchema, [401, 404]) },
        },
      },
      '/admin/jobs/{job_id}/events': {
        get: {
          summary: "A job's full history, in log order",
          security: admin,
          parameters: [jobIdParam],
          responses: { '200': { description: 'The events.', content: json(JobEventsResponseSchema) }, ...errors(JobEventsResponseSchema, [401, 404]) },
        },
      },
      ...extrasPaths(),
      ...auditOpenApiPaths(),
      '/docs': { get: { summary: 'This description as a web page', security: [], responses: { '200': { description: 'HTML.' } } } },
      '/': { get: { summary: 'The playground: a web page to try the API with a key (its assets are under /playground/)', security: [], responses: { '200': { description: 'HTML.' } } } },
      '/metrics': { get: { summary: 'Prometheus metrics', security: [], responses: { '200': { description: 'Prometheus text format.' } } } },
      '/healthz': { get: { summary: 'Liveness', security: [], responses: { '200': { description: 'The process is up.' } } } },
      '/readyz': {
        get: {
          summary: 'Readiness: event log and database reachable, and the read model not stuck on an event (503 names its stream sequence)',
          security: [],
          responses: { '200': { description: 'Ready.' }, '503': { description: 'Not ready.', content: json(ErrorResponseSchema) } },
        },
      },
    },
  };
}
