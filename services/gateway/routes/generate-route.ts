import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { GenerateResponseSchema, generateRequestSchema } from '../../../shared/api/schemas.ts';
import { newJobId } from '../../../shared/jobs/job-id.ts';
import type { JobState } from '../../../shared/jobs/job-state.ts';
import { planStart } from '../starting-point/plan-start.ts';
import { ApiError } from '../http/api-error.ts';
import { invalidRequestMessage } from '../http/validation-message.ts';
import { targetWithoutEditProblem } from '../../../shared/jobs/edit-scope.ts';
import { jobErased, jobRefused } from '../http/refusals.ts';
import { startJob } from '../jobs/start-job.ts';
import { inSpan } from '../../../shared/telemetry/spans.ts';
import { tagRequestSpan } from '../plugins/tracing-plugin.ts';
import { requireJsonBody } from '../http/json-content-type.ts';
import type { RouteScope } from '../http/route-scope.ts';
import { NO_CACHED_FILES, serializeFiles, serializeGenerate } from '../http/response-schemas.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { accountOf } from '../auth/authenticate.ts';
import type { AccountRecord } from '../auth/key-registry.ts';
import { ok, refusals } from '../openapi/responses.ts';
import { spendToken, type RefusalMessage } from '../rate-limit/spend-token.ts';
import { secondsUntilNextMonth } from '../../../shared/quotas/monthly-usage.ts';

const IdempotencyHeaderSchema = z.object({
  'Idempotency-Key': z
    .string()
    .max(255)
    .optional()
    .describe('A retry with the same key and body within 24 hours returns the same job; the same key with another body is a 409.'),
});

/**
 * The POST answer for a job, from its JobRequested, serialised. `cachedFilesJson` is passed when
 * at hand (from the cache search); an idempotent retry reads the files back from the blob store.
 */
async function answerFor(deps: GatewayDeps, reply: FastifyReply, state: JobState, cachedFilesJson?: Buffer): Promise<FastifyReply> {
  const cached =
    state.base?.kind === 'cache'
      ? (cachedFilesJson ?? Buffer.from(serializeFiles(await deps.blobs.getFiles(state.accountId, state.inputFiles))))
      : NO_CACHED_FILES;
  const body = serializeGenerate(
    {
      status: 'building',
      job_id: state.jobId,
      error: '',
      source: state.source,
      search_score: state.searchScore,
      sandbox_session: state.sandboxSession,
    },
    cached,
  );
  return reply.type('application/json; charset=utf-8').send(body);
}

const tooManyJobs: RefusalMessage = (account, retryAfterSeconds) =>
  `Too many jobs started: this account may start ${account.ratePerMinute} a minute (bursts of ${account.burst}). Retry after ${retryAfterSeconds} seconds.`;

/** 429 `quota_exceeded` once the account's monthly token limit is spent. */
async function checkQuota(deps: GatewayDeps, account: AccountRecord): Promise<void> {
  if (account.monthlyTokenLimit === null) return;
  const now = new Date();
  const used = await deps.usage.get(account.accountId, now);
  if (used < account.monthlyTokenLimit) return;
  throw new ApiError(
    'quota_exceeded',
    `This account has used its monthly limit of ${account.monthlyTokenLimit} tokens (${used} used this month). New jobs can start when the limit resets at the start of next month (UTC), or when the operator raises it.`,
    { 'retry-after': String(secondsUntilNextMonth(now)) },
  );
}

export function registerGenerateRoute(app: RouteScope, deps: GatewayDeps): void {
  const schema = {
    summary: 'Start a website generation or remix job',
    // The key is checked by the idempotency store, after the body and before anything else.
    headerParameters: IdempotencyHeaderSchema,
    body: generateRequestSchema(deps.limits),
    response: {
      200: ok(GenerateResponseSchema, 'Job accepted; work continues in the background.'),
      ...refusals(GenerateResponseSchema, [400, 401, 409, 413, 415, 429, 503]),
    },
  };

  // An Idempotency-Key compares the body as it was sent; validation drops fields it does not know.
  const sentBodies = new WeakMap<FastifyRequest, unknown>();
  const keepSentBody = (request: FastifyRequest, _reply: FastifyReply, done: () => void) => {
    if (request.headers['idempotency-key'] !== undefined) sentBodies.set(request, request.body);
    done();
  };

  app.post(
    '/generate',
    { config: { errorShape: 'generate' }, onRequest: requireJsonBody, preValidation: keepSentBody, schema },
    async (request, reply) => {
      const account = accountOf(request);
      const body = request.body;
      const targetProblem = targetWithoutEditProblem(body);
      if (targetProblem)
        throw new ApiError('invalid_request', invalidRequestMessage([{ code: 'custom', path: ['target'], message: targetProblem }]));
      const accountId = account.accountId;

      let jobId = newJobId();
      const idempotencyKey = request.headers['idempotency-key'];
      const sentBody = sentBodies.get(request);
      /** The earlier request's answer, when the key's job was started (a replay adds no work: no limit applies). */
      const replay = async (): Promise<FastifyReply | null> => {
        const earlier = deps.erasures.marked(await deps.log.readJobHead(jobId));
        // The key's job was erased since: said plainly, never answered with what is left of it.
        if (earlier.exists && earlier.erased) throw jobErased();
        reply.header('idempotent-replayed', 'true');
        return earlier.exists ? await answerFor(deps, reply, earlier) : null;
      };
      // The key is only read here: a request refused below (quota, rate limit) appends nothing.
      const keyUse = typeof idempotencyKey === 'string' ? await deps.idempotency.find(accountId, idempotencyKey, sentBody) : null;
      if (keyUse?.jobId) {
        jobId = keyUse.jobId;
        // The first request may have stopped between reserving the key and starting the job;
        // then this retry starts it, under the same job id, once the limits allow.
        const answered = await replay();
        if (answered) return answered;
      }

      // Without caller files, planning only reads (the cache and project search), so it runs while
      // the rate limit is taken; with files it stores them, which waits until the job may start.
      const planning = () =>
        planStart(
          { search: deps.search, log: deps.log, blobs: deps.blobs, erasures: deps.erasures, cacheThreshold: deps.config.CACHE_THRESHOLD },
          accountId,
          body,
        );
      const early = body.files?.length ? null : planning();
      early?.catch(() => {});
      await inSpan('quota and rate limit', {}, async () => {
        await checkQuota(deps, account);
        await spendToken(deps.rateLimiter, account, reply, tooManyJobs);
      });
      if (keyUse && keyUse.jobId === null) {
        const reservation = await keyUse.reserve(jobId, request.id);
        jobId = reservation.jobId;
        // A concurrent request with the same key reserved it first.
        if (reservation.kind === 'replay') {
          const answered = await replay();
          if (answered) return answered;
        }
      }

      const plan = await (early ?? planning());
      const sandboxSession = body.project_id ? await deps.projects.sandboxSession(accountId, body.project_id, request.id) : '';
      const requestData = {
        query: body.query,
        files: plan.files,
        source_url: body.source_url ?? null,
        user_id: body.user_id ?? null,
        project_id: body.project_id ?? null,
        source: plan.source,
        sandbox_session: sandboxSession,
        search_score: plan.searchScore,
        base: plan.base,
        ...(plan.designTokens.length > 0 ? { design_tokens: plan.designTokens } : {}),
        ...(body.target ? { target: body.target } : {}),
        ...(body.locked_paths?.length ? { locked_paths: body.locked_paths } : {}),
      };
      // The very same request as an earlier result: nothing to adapt, so the job is requested and
      // ready in one event (JobReused), which no generator works on.
      const { reuse, base } = plan;
      const reused = reuse !== null && base !== null;
      const started = await startJob(deps.log, {
        jobId,
        command: reused
          ? {
              type: 'ReuseResult',
              data: {
                ...requestData,
                base,
                deployment_id: reuse.deploymentId,
                checks: reuse.checks,
                progress: 'Done (reused an identical earlier result)',
              },
            }
          : { type: 'RequestJob', data: requestData },
        context: { accountId, actor: 'gateway', requestId: request.id },
      });
      if (started.kind === 'refused') throw jobRefused(started.refusal);
      // A concurrent retry with the same Idempotency-Key started it first.
      if (started.kind === 'duplicate') return await answerFor(deps, reply, await deps.log.readJobHead(jobId));
      const { requested, state } = started;
      tagRequestSpan(request, { job_id: jobId, account_id: accountId, 'sitewright.job.source': plan.source });
      // Its polls read on from here (a job ready at once has nothing left to follow).
      if (!reused) deps.jobs.follow(requested);
      deps.metrics.jobAccepted(plan.source, reused);
      request.log.info({ job_id: jobId, account_id: accountId, source: plan.source, search_score: plan.searchScore }, 'job accepted');
      return await answerFor(deps, reply, state, plan.cachedFilesJson);
    },
  );
}
