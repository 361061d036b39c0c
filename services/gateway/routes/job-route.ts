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

  const send = (request: FastifyRequest, reply: FastifyReply, response: JobResponse, body: string, etag: string) => {
    reply.header('etag', etag);
    if (matches(request, etag)) return reply.code(304).send();
    return reply.type(JSON_TYPE).send(body);
  };

  app.get<{ Params: { job_id: string }; Querystring: Record<string, string> }>(
    '/job/:job_id',
    { config: { errorShape: 'job', authenticated: true } },
    async (request, reply) => {
      const jobId = request.params.job_id;
      const accountId = request.account!.accountId;
      const { wait = 0 } = parseBody(QuerySchema, request.query);
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);

      const cached = deps.finalJobs.get(jobId, accountId);
      if (cached === null) throw new ApiError('not_found', NOT_FOUND);
      if (cached !== undefined) return send(request, reply, cached.response, cached.body, cached.etag);

      // Listen before reading, so a change between the read and the wait is not missed.
      const aborted = new AbortController();
      if (wait > 0) request.raw.once('close', () => aborted.abort());
      const changed = wait > 0 ? deps.jobChanges.next(jobId, wait * 1000, aborted.signal) : null;
      let response = toJobResponse(await read(jobId, accountId));
      if (changed && !isFinal(response.status) && (matches(request, jobEtag(response)) || !request.headers['if-none-match'])) {
        if (await changed) response = toJobResponse(await read(jobId, accountId, true));
      }
      aborted.abort();
      if (isFinal(response.status)) {
        const entry = deps.finalJobs.put(jobId, accountId, response);
        return send(request, reply, entry.response, entry.body, entry.etag);
      }
      return send(request, reply, response, JSON.stringify(response), jobEtag(response));
    },
  );

  app.get<{ Params: { job_id: string } }>(
    '/job/:job_id/events',
    { config: { errorShape: 'job', authenticated: true } },
    async (request, reply) => {
      const jobId = request.params.job_id;
      const accountId = request.account!.accountId;
      if (!isJobId(jobId)) throw new ApiError('not_found', NOT_FOUND);
      let response = toJobResponse(await read(jobId, accountId));

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
        raw.write(`id: ${tag}\nevent: job\ndata: ${JSON.stringify(next)}\n\n`);
      };
      let pending = Promise.resolve();
      let stopWatching = () => {};
      const heartbeat = setInterval(() => raw.write(': keep-alive\n\n'), 15_000);
      const close = () => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        stopWatching();
        raw.end();
      };
      request.raw.once('close', close);
      // Subscribe first, then send the current state: no change can fall in between.
      stopWatching = deps.jobChanges.watch(jobId, () => {
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
      });
      write(response);
      if (isFinal(response.status)) close();
    },
  );
}
