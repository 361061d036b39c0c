// A task in the WEBHOOK_TASKS queue: one message to one endpoint, with everything an attempt
// needs except the endpoint's URL and secret, which are read from the log at each attempt (a
// deleted or disabled endpoint gets nothing more).
import { z } from 'zod';
import { WebhookEventTypeSchema } from '../events/catalogue.ts';

export const DeliveryTaskSchema = z.object({
  delivery_id: z.string(),
  webhook_id: z.string(),
  account_id: z.string(),
  event_type: WebhookEventTypeSchema,
  job_id: z.string(),
  source_seq: z.number().int().positive(),
  body: z.string(),
  /** Start of the 24-hour retry window (ISO 8601). */
  first_attempt_at: z.string(),
});

export type DeliveryTask = z.infer<typeof DeliveryTaskSchema>;
