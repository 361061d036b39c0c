// POST /job/{job_id}/cancel: ends a building or partial job as failed ("Cancelled by the caller.",
// error_code `cancelled`). The JobFailed event goes to the job's `finished` subject expecting it
// empty, so a job ends exactly once however cancels and generators race; the generator running
// the job hears the event on that subject and aborts its engine (and the model stream).
import { z } from 'zod';
import { JobResponseSchema } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { decide, type JobRefusal } from '../../../shared/jobs/decide.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { asSeenBy } from '../../../shared/jobs/job-state.ts';
import { jobEnvelope } from '../../../shared/event-log/event-envelope.ts';
import { handleCommand, type Decision } from '../../../shared/event-log/handle-command.ts';
import { accountOf } from '../auth/authenticate.ts';
import { jobNotFound, jobRefused } from '../http/refusals.ts';
import { jsonBodyIfAny } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { toJobResponse } from '../read/job-response.ts';

const schema = {
  summary: 'Cancel a building or partial job: it ends as failed with error_code "cancelled"',
  params: z.object({ job_id: z.string() }),
  response: {
    200: ok(JobResponseSchema, 'Cancelled: the job as GET /job shows it.'),
    ...refusals(JobResponseSchema, [401, 404, 409, 503]),
  },
};

export function registerCancelRoute(app: RouteScope, deps: GatewayDeps): void {
  // A body is not needed; one that is sent must be JSON (and is ignored).
  app.post('/job/:job_id/cancel', { config: { errorShape: 'job' }, onRequest: jsonBodyIfAny, schema }, async (request) => {
    const accountId = accountOf(request).accountId;
    const jobId = request.params.job_id;
    if (!isJobId(jobId)) throw jobNotFound();
    // Checked against the log: its request and final events tell owner and status. The final
    // subject must still be empty; a conflict reads again, and decide then refuses with a 409.
    const context = { accountId, actor: 'gateway', requestId: request.id };
    const { result: refused } = await handleCommand(
      deps.log,
      // An erased job (as the log or this gateway knows it) is refused with the erased 404.
      async () => ({ state: asSeenBy(deps.erasures.marked(await deps.log.readJobHead(jobId)), accountId), expected: {} }),
      (state): Decision<JobRefusal | null> => {
        const decision = decide({ type: 'CancelJob' }, state);
        if ('refused' in decision) return { append: [], result: decision.refused };
        return {
          append: decision.events.map((draft) => ({ subject: jobSubject(jobId, 'finished'), event: jobEnvelope(jobId, draft, context) })),
          result: null,
        };
      },
    );
    if (refused) throw jobRefused(refused);
    request.log.info({ job_id: jobId }, 'job cancelled');
    const view = await deps.jobs.readFromLog(jobId, accountId);
    if (!view) throw jobNotFound();
    return toJobResponse(view);
  });
}
