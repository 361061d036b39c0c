// GET /job/{job_id} (the spec's poll), with the extras of CONTRACT.md section 9: an ETag with
// If-None-Match -> 304, `?wait=N` to long-poll up to N seconds for a change, and
// GET /job/{job_id}/events to follow the job as Server-Sent Events.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { z } from 'zod';
import type { JobResponse } from '../../../shared/api/schemas.ts';
import { isJobId } from '../../../shared/jobs/job-id.ts';
import { ApiError } from '../http/api-error.ts';
import { parseBody } from '../http/parse-body.ts';
import type { GatewayDeps } from '../gateway-deps.ts';
import { jobResponse, serializeJob } from '../http/response-schemas.ts';
import type { CachedJob } from '../read/final-job-cache.ts';
import { jobEtag } from '../read/job-etag.ts';
import { toJobResponse, type JobView } from '../read/job-response.ts';

const NOT_FOUND = 'No job with this id exists for this API key. Use the job_id returned by POST /generate.';
const JSON_TYPE = 'application/json; charset=utf-8';
const MAX_WAIT_SECONDS = 30;
const QuerySchema = z.object({ wait: z.coerce.number().min(0, 'must be 0 to 30 seconds').max(MAX_WAIT_SECONDS, 'must be 0 to 30 seconds').optional() });

const isFinal = (status: string) => status === 'ready' || status === 'failed';


function matches(request: FastifyRequest, etag: string): boolean {
  const given = request.headers['if-none-match'];
  return typeof given === 'string' && given.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
}

export function registerJobRoute(app: FastifyInstance, deps: GatewayDeps): void {
  const read = async (jobId: string, accountId: string, fromLog = false): Promise<JobView> => {
    const view = fromLog ? await deps.jobs.readFromLog(jobId, accountId) : await deps.jobs.read(jobId, accountId);
    if (!view) throw new ApiError('not_found', NOT_FOUND);
    return view;
  };

  /** Pre-serialised bytes: no serialiser runs, one write. */
  const send = (request: FastifyRequest, reply: FastifyReply, body: Buffer | string, etag: string) => {
    reply.header('etag', etag);
    if (matches(request, etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(body);
  };
  const sendCached = (request: FastifyRequest, reply: FastifyReply, entry: CachedJob) => send(request, reply, entry.body, entry.etag);

  app.get<{ Params: { job_id: string }; Querystring: Record<string, string> }>(
    '/job/:job_id',
    { config: { errorShape: 'job', authenticated: true }, schema: { response: jobResponse } },
    async (request, reply) => {
      const jobId = request.params.job_id;
      const accountId = request.account!.accountId;
      const wait = request.url.includes('?') ? (parseBody(QuerySchema, request.query).wait ?? 0) : 0;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
      // The ready path: a finished job is answered from memory.
      const cached = deps.finalJobs.get(jobId, accountId);
      if (cached === null) throw new ApiError('not_found', NOT_FOUND);
      if (cached) return sendCached(request, reply, cached);

      // A long poll holds a slot until it answers; past the caps it is refused at once.
      const release = wait > 0 ? deps.streams.acquire(accountId) : () => {};
      const aborted = new AbortController();
      try {
        // Listen before reading, so a change between the read and the wait is not missed.
        if (wait > 0) request.raw.once('close', () => aborted.abort());
        const changed = wait > 0 ? deps.jobChanges.next(jobId, wait * 1000, aborted.signal) : null;
        if (changed) await deps.jobChanges.subscribed();
        let response = toJobResponse(await read(jobId, accountId));
        if (changed && !isFinal(response.status) && (matches(request, jobEtag(response)) || !request.headers['if-none-match'])) {
          if (await changed) response = toJobResponse(await read(jobId, accountId, true));
        }
        if (isFinal(response.status)) return sendCached(request, reply, deps.finalJobs.put(jobId, accountId, response));
        return send(request, reply, serializeJob(response), jobEtag(response));
      } finally {
        aborted.abort();
        release();
      }
    },
  );

  app.get<{ Params: { job_id: string } }>(
    '/job/:job_id/events',
    { config: { errorShape: 'job', authenticated: true } },
    async (request, reply) => {
      const jobId = request.params.job_id;
      const accountId = request.account!.accountId;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
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
            request.log.warn({ err: error, job_id: jobId }, 'job event stream stopped');
            close();
          });
      };
      write(response);
      if (isFinal(response.status)) close();
      // A change heard during the first read is read again once that read is written.
      if (changedEarly) onChange();
      started();
    },
  );
}
