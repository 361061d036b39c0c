// HTTP bodies of the webhook endpoints (customers' and operators'), one zod schema each.
import { z } from 'zod';
import { WEBHOOK_EVENT_TYPES, WebhookEventTypeSchema } from '../events/catalogue.ts';
import { httpUrlProblem } from './http-url.ts';
import { ErrorCodeSchema } from './schemas.ts';

export const CreateWebhookRequestSchema = z
  .object({
    url: z
      .string()
      .superRefine((value, ctx) => {
        const problem = httpUrlProblem(value);
        if (problem) ctx.addIssue({ code: 'custom', message: problem });
      })
      .describe('Absolute http(s) URL that receives the deliveries (POST, JSON).'),
    events: z
      .array(z.enum(WEBHOOK_EVENT_TYPES, { message: `must be one of ${WEBHOOK_EVENT_TYPES.join(', ')}` }))
      .min(1, 'must name at least one event')
      .max(WEBHOOK_EVENT_TYPES.length, `must have at most ${WEBHOOK_EVENT_TYPES.length} entries`)
      .refine((events) => new Set(events).size === events.length, 'must not repeat an event')
      .describe('Events to receive.'),
  })
  .strict()
  .describe('Webhook registration');

export const WebhookResponseSchema = z
  .object({
    status: z.enum(['ok', 'deleted', 'failed']),
    webhook_id: z.string(),
    url: z.string(),
    events: z.array(WebhookEventTypeSchema),
    secret: z.string().describe('`whsec_` + base64: shown once, when the webhook is created; empty otherwise.'),
    created_at: z.string(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Webhook');

const WebhookSummarySchema = z.object({
  webhook_id: z.string(),
  url: z.string(),
  events: z.array(WebhookEventTypeSchema),
  status: z.enum(['enabled', 'disabled']),
  disabled_reason: z.string(),
  created_at: z.string(),
});

export const WebhookListResponseSchema = z
  .object({
    status: z.enum(['ok', 'failed']),
    webhooks: z.array(WebhookSummarySchema),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Webhooks of the account');

const AttemptSchema = z.object({
  attempt: z.number(),
  at: z.string(),
  status_code: z.number(),
  duration_ms: z.number(),
  error: z.string(),
  outcome: z.enum(['delivered', 'retrying', 'gave_up', 'skipped']),
  next_attempt_at: z.string(),
});

export const DeliveriesResponseSchema = z
  .object({
    status: z.enum(['ok', 'failed']),
    webhook_id: z.string(),
    account_id: z.string(),
    endpoint_status: z.enum(['enabled', 'disabled', 'deleted', '']),
    deliveries: z.array(
      z.object({
        delivery_id: z.string().describe('The `webhook-id` header of every attempt.'),
        event_type: z.string(),
        job_id: z.string(),
        state: z.enum(['delivered', 'retrying', 'failed', 'skipped']),
        attempts: z.array(AttemptSchema),
      }),
    ),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe("A webhook's deliveries, newest first");

export const RedeliverResponseSchema = z
  .object({
    status: z.enum(['queued', 'failed']),
    webhook_id: z.string(),
    delivery_id: z.string(),
    error: z.string(),
    code: ErrorCodeSchema.optional(),
  })
  .describe('Redelivery');
