// GET /job/{job_id} (the spec's poll), with the extras of CONTRACT.md section 9: an ETag with
// If-None-Match -> 304, `?wait=N` to long-poll up to N seconds for a change, and
// GET /job/{job_id}/events to follow the job as Server-Sent Events.
import type { FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import { JobResponseSchema, type JobResponse } from '../../../shared/api/schemas.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { isFinal } from '../../../shared/jobs/job-status.ts';
import { accountOf } from '../auth/authenticate.ts';
import { ApiError } from '../http/api-error.ts';
import { jobErased, jobNotFound } from '../http/refusals.ts';
import type { RouteScope } from '../http/route-scope.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { serializeJob } from '../http/response-schemas.ts';
import { noBody, ok, raw, refusals } from '../openapi/responses.ts';
import type { CachedJob } from '../read/final-job-cache.ts';
import { jobEtag } from '../read/job-etag.ts';
import { toJobResponse, type JobView } from '../read/job-response.ts';

const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_WAIT_SECONDS = 30;
const JobParamsSchema = z.object({ job_id: z.string() });
const QuerySchema = z.object({
  wait: z.coerce
    .number()
    .min(0, 'must be 0 to 30 seconds')
    .max(MAX_WAIT_SECONDS, 'must be 0 to 30 seconds')
    .optional()
    .describe('Long-poll: wait up to this many seconds for the job to change.'),
});
const IfNoneMatchSchema = z.object({
  'If-None-Match': z.string().optional().describe('The ETag of an earlier answer: 304 while the job is unchanged.'),
});

/**
 * Why a long poll stops waiting (it was answered, or its client left). Given to abort(), which
 * otherwise builds a DOMException, stack trace included, for every poll.
 */
const POLL_OVER = new Error('the long poll is over');

function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

export function registerJobRoute(app: RouteScope, deps: GatewayDeps): void {
  const read = async (jobId: string, accountId: string, fromLog = false): Promise<JobView> => {
    const view = fromLog ? await deps.jobs.readFromLog(jobId, accountId) : await deps.jobs.read(jobId, accountId);
    if (!view) throw jobNotFound();
    return view;
  };

  /**
   * Pre-serialised bytes (by serializeJob, the serialiser of the 200 schema): no serialiser runs,
   * one write. Hence the untyped reply: the bytes are the JSON of a JobResponse.
   */
  const send = (request: FastifyRequest, reply: FastifyReply, serialised: Buffer | string, etag: string) => {
    reply.header('etag', etag);
    if (matches(request, etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(serialised);
  };
  const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: CachedJob) => send(request, reply, entry.body, entry.etag);

  const pollSchema = {
    summary: 'Poll a job',
    params: JobParamsSchema,
    // Without a query string there is nothing to refuse: validation passes and `wait` is 0.
    querystring: QuerySchema,
    headerParameters: IfNoneMatchSchema,
    response: {
      200: ok(JobResponseSchema, 'The job. Carries an ETag.'),
      304: noBody('The job has not changed since the ETag given in If-None-Match.'),
      ...refusals(JobResponseSchema, [400, 401, 404, 429, 503]),
    },
  };
  /** A job not in the final-job cache: read from the log, long-polled with `?wait=N`. */
  const answerFromLog = async (
    request: FastifyRequest<{ Querystring: { wait?: number } }>,
    reply: FastifyReply,
    jobId: string,
    accountId: string,
  ) => {
    const wait = request.query.wait ?? 0;
    // A long poll holds a slot until it answers; past the caps it is refused at once.
    const release = wait > 0 ? deps.streams.acquire(accountId) : () => {};
    const aborted = new AbortController();
    try {
      // Listen before reading, so a change between the read and the wait is not missed.
      if (wait > 0) request.raw.once('close', () => aborted.abort(POLL_OVER));
      const changed = wait > 0 ? deps.jobChanges.next(jobId, wait * 1000, aborted.signal) : null;
      if (changed) await deps.jobChanges.subscribed();
      // A running job's tag is made once per answer (a final job's by the final-job cache).
      const tagged = (response: JobResponse) => ({ response, etag: isFinal(response.status) ? '' : jobEtag(response) });
      let answer = tagged(toJobResponse(await read(jobId, accountId)));
      if (changed && answer.etag && (matches(request, answer.etag) || !request.headers['if-none-match'])) {
        if (await changed) answer = tagged(toJobResponse(await read(jobId, accountId, true)));
      }
      // Erased while the poll waited (a project's or account's erasure publishes nothing on the job's subjects).
      if (deps.erasures.jobErased({ jobId, accountId, sandboxSession: answer.response.sandbox_session })) throw jobErased();
      if (!answer.etag) return sendCached(request, reply, deps.finalJobs.put(jobId, accountId, answer.response));
      return send(request, reply, serializeJob(answer.response), answer.etag);
    } finally {
      aborted.abort(POLL_OVER);
      release();
    }
  };

  app.get('/job/:job_id', { config: { errorShape: 'job' }, schema: pollSchema }, (request, reply) => {
    const jobId = request.params.job_id;
    const accountId = accountOf(request).accountId;
    // The ready path: a finished job is answered from memory, synchronously (no promise for
    // Fastify to wait on). Only ids that were valid are in the cache, so the id check can wait.
    const cached = deps.finalJobs.get(jobId, accountId);
    if (cached === null) throw jobNotFound();
    if (cached) {
      sendCached(request, reply, cached);
      return;
    }
    if (!isJobId(jobId)) throw jobNotFound();
    return answerFromLog(request, reply, jobId, accountId);
  });

  const eventsSchema = {
    summary: 'Follow a job as Server-Sent Events (`event: job`, the Job as data) until it is ready or failed',
    params: JobParamsSchema,
    response: {
      200: raw('text/event-stream', 'An event stream.'),
      ...refusals(JobResponseSchema, [401, 404, 429, 503]),
    },
  };
  // Opening a stream spends a token of the account's rate limit; what it sends afterwards does not.
  app.get('/job/:job_id/events', { config: { errorShape: 'job', rateLimited: true }, schema: eventsSchema }, async (request, reply) => {
    const jobId = request.params.job_id;
    const accountId = accountOf(request).accountId;
    if (!isJobId(jobId)) throw jobNotFound();
    const release = deps.streams.acquire(accountId);
    // Subscribe before the first read, and hold every change until that read is written: no
    // change can fall between the read and the subscription, and none overtakes the first state.
    let started: () => void = () => {};
    let pending = new Promise<void>((resolve) => (started = resolve));
    let changedEarly = false;
    let onChange = () => {
      changedEarly = true;
    };
    const stopWatching = deps.jobChanges.watch(jobId, () => onChange());
    let response: JobResponse;
    try {
      await deps.jobChanges.subscribed();
      response = toJobResponse(await read(jobId, accountId));
    } catch (error) {
      stopWatching();
      release();
      throw error;
    }
    // An erasure ends the stream (a job's own erasure is also a change, read as the erased 404).
    let onErasure = () => {};
    const stopHearingErasures = deps.erasures.onErasure(() => onErasure());

    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
      'api-version': String(reply.getHeader('api-version') ?? ''),
      'x-request-id': request.id,
    });
    let lastTag = '';
    let closed = false;
    const write = (next: JobResponse) => {
      const tag = jobEtag(next);
      if (tag === lastTag || closed) return;
      lastTag = tag;
      raw.write(`id: ${tag}\nevent: job\ndata: ${serializeJob(next)}\n\n`);
    };
    const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
    const close = () => {
      if (closed) return;
      closed = true;
      release();
      clearInterval(heartbeat);
      stopWatching();
      stopHearingErasures();
      raw.end();
    };
    request.raw.once('close', close);
    onChange = () => {
      pending = pending
        .then(async () => {
          if (closed) return;
          response = toJobResponse(await read(jobId, accountId, true));
          write(response);
          if (isFinal(response.status)) close();
        })
        .catch((error: unknown) => {
          if (!(error instanceof ApiError && error.code === 'erased'))
            request.log.warn({ err: error, job_id: jobId }, 'job event stream stopped');
          close();
        });
    };
    onErasure = () => {
      if (deps.erasures.jobErased({ jobId, accountId, sandboxSession: response.sandbox_session })) close();
    };
    write(response);
    if (isFinal(response.status)) close();
    // A change heard during the first read is read again once that read is written.
    if (changedEarly) onChange();
    started();
  });
}
