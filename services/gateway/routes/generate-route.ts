import type { FastifyInstance } from 'fastify';
import { generateRequestSchema, type GenerateResponse } from '../../../shared/api/schemas.ts';
import { jobSubject } from '../../../shared/events/subjects.ts';
import { decide } from '../../../shared/jobs/decide.ts';
import { newJobId } from '../../../shared/jobs/job-id.ts';
import { initialJobState } from '../../../shared/jobs/job-state.ts';
import { jobEnvelope } from '../../../shared/log/event-envelope.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import type { GatewayDeps } from '../gateway-deps.ts';

export function registerGenerateRoute(app: FastifyInstance, deps: GatewayDeps): void {
  const schema = generateRequestSchema(deps.limits);

  app.post('/generate', { config: { errorShape: 'generate', jsonBody: true, authenticated: true } }, async (request, reply) => {
    const account = request.account!;
    const body = parseBody(schema, request.body);

    const limit = await deps.rateLimiter.take(account.accountId, { ratePerMinute: account.ratePerMinute, burst: account.burst });
    reply.header('ratelimit-limit', String(account.ratePerMinute));
    reply.header('ratelimit-remaining', String(limit.remaining));
    reply.header('ratelimit-reset', String(limit.allowed ? limit.resetSeconds : limit.retryAfterSeconds));
    if (!limit.allowed) {
      throw new ApiError(
        'rate_limited',
        `Too many jobs started: this account may start ${account.ratePerMinute} a minute (bursts of ${account.burst}). Retry after ${limit.retryAfterSeconds} seconds.`,
        { 'retry-after': String(limit.retryAfterSeconds) },
      );
    }

    const files = await deps.blobs.putFiles(body.files ?? []);
    const jobId = newJobId();
    const [requested] = decide(
      {
        type: 'RequestJob',
        data: {
          query: body.query,
          files,
          source_url: body.source_url ?? null,
          user_id: body.user_id ?? null,
          project_id: body.project_id ?? null,
          source: body.source_url ? 'fork' : 'generated',
        },
      },
      initialJobState,
    );
    const event = jobEnvelope(jobId, requested!, { accountId: account.accountId, actor: 'gateway', requestId: request.id });
    // Dedup id and "nothing on this subject yet": the server guarantees a job is requested once.
    await deps.log.append(jobSubject(jobId, 'requested'), event, { msgId: jobId, expectLastSubjectSeq: 0 });
    request.log.info({ job_id: jobId, account_id: account.accountId }, 'job accepted');

    const response: GenerateResponse = {
      status: 'building',
      job_id: jobId,
      error: '',
      source: body.source_url ? 'fork' : 'generated',
      search_score: 0,
      sandbox_session: '',
      cached_files: [],
    };
    return response;
  });
}
