// GET /admin/jobs/{job_id}/events: a job's full history, read from the log itself, with its token
// usage summed over the job's model calls.
import { z } from 'zod';
import { JobEventsResponseSchema } from '../../../shared/api/schemas.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { adminJobNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';

const schema = {
  summary: "A job's full history, in log order",
  params: z.object({ job_id: z.string() }),
  response: { 200: ok(JobEventsResponseSchema, 'The events.'), ...refusals(JobEventsResponseSchema, [401, 404]) },
};

export function registerJobEventsRoute(app: RouteScope, deps: GatewayDeps): void {
  app.get('/admin/jobs/:job_id/events', { config: { errorShape: 'events' }, schema }, async (request) => {
    const jobId = request.params.job_id;
    const history = isJobId(jobId) ? await deps.log.readJob(jobId) : null;
    if (!history || history.events.length === 0) throw adminJobNotFound();
    const usage = history.state.usage;
    return {
      status: 'ok' as const,
      job_id: jobId,
      /** Token usage summed over the job's model calls. */
      usage: {
        prompt_tokens: usage.promptTokens,
        completion_tokens: usage.completionTokens,
        total_tokens: usage.totalTokens,
        calls: usage.calls,
      },
      events: history.events.map(({ seq, subject, event }) => ({
        seq,
        subject,
        type: event.type,
        version: event.version,
        occurred_at: event.occurred_at,
        actor: event.actor,
        account_id: event.account_id,
        ...(event.request_id ? { request_id: event.request_id } : {}),
        data: event.data,
      })),
      error: '',
    };
  });
}
