// The TypeScript client of the Sitewright API. Types come from the server's schemas (types.ts);
// errors are typed by `code` (errors.ts); 429, 503 and network failures are retried after the
// Retry-After the service asks for, and POST /generate always carries an Idempotency-Key, so a
// retried generate never starts a second job.
import { randomUUID } from 'node:crypto';
import { API_VERSION } from '../api/limits.ts';
import {
  ConnectionError,
  errorFromAnswer,
  InvalidRequestError,
  NotFoundError,
  UnauthorizedError,
  UnexpectedResponseError,
  WaitTimeoutError,
  type SitewrightError,
} from './errors.ts';
import { readJobStream } from './job-stream.ts';
import { retryDelayMs, parseRetryAfter, sleep, type RetryPolicy } from './retry.ts';
import {
  isFinalStatus,
  type DeploymentResponse,
  type GenerateRequest,
  type GenerateResponse,
  type Job,
  type JobErasureResponse,
  type ProjectErasureResponse,
  type ScreenshotDevice,
} from './types.ts';
import { writeFiles, type WriteFilesOptions } from './write-files.ts';
import { errorText } from '../errors/error-text.ts';

export interface SitewrightOptions {
  /** The service's base address, e.g. http://127.0.0.1:8080 */
  baseUrl: string;
  /** The Bearer API key the operator issued. */
  apiKey: string;
  /** Retries of 429, 503 and network failures per call (default 4). */
  maxRetries?: number;
  /** The longest Retry-After the client waits out (default 60 s); a longer one is thrown at once. */
  maxRetryDelaySeconds?: number;
  /** Time limit of one request (default 30 s; a long poll adds its wait). */
  requestTimeoutMs?: number;
  /** Told before each retry: which attempt, how long the pause, and what went wrong. */
  onRetry?: (retry: RetryNotice) => void;
}

export interface RetryNotice {
  attempt: number;
  delayMs: number;
  error: SitewrightError;
}

export interface GenerateOptions {
  /** Sent as Idempotency-Key; one is made up when not given, and every retry reuses it. */
  idempotencyKey?: string;
  signal?: AbortSignal;
}

export interface WaitOptions {
  /** Called with every new state of the job, the final one included. */
  onUpdate?: (job: Job) => void;
  signal?: AbortSignal;
  /** Give up after this long with a WaitTimeoutError (default: no limit). */
  timeoutMs?: number;
  /** `auto` follows Server-Sent Events and falls back to long polls; `poll` only long-polls. */
  transport?: 'auto' | 'poll';
  /** An event stream that brings no new state for this long is left for long polls (default 20 s). */
  streamQuietMs?: number;
}

interface SendOptions {
  body?: unknown;
  headers?: Record<string, string>;
  signal?: AbortSignal;
  timeoutMs?: number;
  maxRetries?: number;
}

const LONG_POLL_SECONDS = 25;
/** The spec's polling interval, kept between answers that bring nothing new. */
const MIN_POLL_INTERVAL_MS = 2000;
/** A stream that brings no new state for this long is left for long polls (see #followStream). */
const STREAM_QUIET_MS = 20_000;

export class Sitewright {
  readonly baseUrl: string;
  readonly #apiKey: string;
  readonly #retry: RetryPolicy;
  readonly #requestTimeoutMs: number;
  readonly #onRetry: ((retry: RetryNotice) => void) | undefined;

  constructor(options: SitewrightOptions) {
    let base: URL;
    try {
      base = new URL(options.baseUrl);
    } catch {
      throw new InvalidRequestError(
        'invalid_request',
        `baseUrl must be an absolute http(s) address such as http://127.0.0.1:8080 (got "${options.baseUrl}").`,
      );
    }
    if (base.protocol !== 'http:' && base.protocol !== 'https:') {
      throw new InvalidRequestError('invalid_request', `baseUrl must use http or https (got ${base.protocol.replace(':', '')}).`);
    }
    if (!options.apiKey) throw new InvalidRequestError('invalid_request', 'apiKey is required: the Bearer key the operator issued.');
    this.baseUrl = base.href.replace(/\/+$/, '');
    this.#apiKey = options.apiKey;
    this.#retry = { maxRetries: options.maxRetries ?? 4, maxDelaySeconds: options.maxRetryDelaySeconds ?? 60 };
    this.#requestTimeoutMs = options.requestTimeoutMs ?? 30_000;
    this.#onRetry = options.onRetry;
  }

  /** POST /generate: starts a job and answers at once; the work goes on in the background. */
  async generate(request: GenerateRequest, options: GenerateOptions = {}): Promise<GenerateResponse> {
    const idempotencyKey = options.idempotencyKey ?? randomUUID();
    const response = await this.#send('POST', '/generate', {
      body: request,
      headers: { 'idempotency-key': idempotencyKey },
      signal: options.signal,
    });
    return (await this.#json(response)) as GenerateResponse;
  }

  /** GET /job/{job_id}: the job as it is now. */
  async job(jobId: string, options: { signal?: AbortSignal } = {}): Promise<Job> {
    const response = await this.#send('GET', jobPath(jobId), { signal: options.signal });
    return (await this.#json(response)) as Job;
  }

  /**
   * Follows a job until it is `ready` or `failed` and returns that final state (a failed job is
   * returned, not thrown). Uses the job's Server-Sent Events and, when a stream cannot be had or
   * breaks off, `?wait=` long polls with If-None-Match.
   */
  async wait(jobId: string, options: WaitOptions = {}): Promise<Job> {
    const timeout = options.timeoutMs === undefined ? undefined : AbortSignal.timeout(options.timeoutMs);
    const signal = anySignal(options.signal, timeout);
    let last: Job | undefined;
    let lastTag = '';
    const seen = (job: Job, tag: string) => {
      const changed = tag === '' || tag !== lastTag;
      last = job;
      lastTag = tag;
      if (changed) options.onUpdate?.(job);
      return changed;
    };
    try {
      if (options.transport !== 'poll') {
        const final = await this.#followStream(jobId, signal, options.streamQuietMs ?? STREAM_QUIET_MS, seen);
        if (final) return final;
      }
      return await this.#longPoll(jobId, signal, seen, () => lastTag);
    } catch (error) {
      if (timeout?.aborted && !options.signal?.aborted) {
        throw new WaitTimeoutError(`Job ${jobId} was not ready or failed after ${Math.round(options.timeoutMs! / 1000)} seconds.`, last);
      }
      throw error;
    }
  }

  /**
   * Writes a job's files under `dir`, refusing any path that would leave it or enter a
   * version-control folder, and any file already there unless `force`; returns the paths written.
   */
  writeFiles(
    job: { files: readonly { path: string; content: string; encoding?: string }[] },
    dir: string,
    options: WriteFilesOptions = {},
  ): Promise<string[]> {
    return writeFiles(job.files, dir, options);
  }

  /**
   * GET /job/{job_id}/screenshots/{page}: the PNG the renderer took of a ready job's page, at 1280 px
   * (`desktop`, the default) or 375 px (`phone`). Listed in `job.screenshots` once the job's
   * `rendered_status` is `done`; a 404 (NotFoundError) before then.
   */
  async screenshot(jobId: string, page: string, options: { device?: ScreenshotDevice; signal?: AbortSignal } = {}): Promise<Uint8Array> {
    const device = options.device ?? 'desktop';
    const path = `${jobPath(jobId)}/screenshots/${encodeURIComponent(page)}?device=${device}`;
    const response = await this.#send('GET', path, { headers: { accept: 'image/png' }, signal: options.signal });
    return new Uint8Array(await response.arrayBuffer());
  }

  /** POST /job/{job_id}/deployed: reports the public URL the files were deployed to. */
  async reportDeployment(jobId: string, deployUrl: string, options: { signal?: AbortSignal } = {}): Promise<DeploymentResponse> {
    const response = await this.#send('POST', `${jobPath(jobId)}/deployed`, { body: { deploy_url: deployUrl }, signal: options.signal });
    return (await this.#json(response)) as DeploymentResponse;
  }

  /**
   * DELETE /job/{job_id}: erases the job for good, its request, files and results, everywhere the
   * service keeps them. From then on every call about the job throws an ErasedError (a
   * NotFoundError with code `erased`), this one too when it is called again.
   */
  async deleteJob(jobId: string, options: { signal?: AbortSignal } = {}): Promise<JobErasureResponse> {
    const response = await this.#send('DELETE', jobPath(jobId), { signal: options.signal });
    return (await this.#json(response)) as JobErasureResponse;
  }

  /**
   * DELETE /projects/{project_id}: erases the project for good with every job of it (their files,
   * versions and preview). The same project id given to generate() later starts a new project.
   */
  async deleteProject(projectId: string, options: { signal?: AbortSignal } = {}): Promise<ProjectErasureResponse> {
    const response = await this.#send('DELETE', `/projects/${encodeURIComponent(projectId)}`, { signal: options.signal });
    return (await this.#json(response)) as ProjectErasureResponse;
  }

  /**
   * The event stream, while it can be trusted: the final job, or undefined when long polls must
   * take over. A stream can miss a change (one that falls between the service reading the job and
   * hearing its changes), and then it would wait for ever, kept open by keep-alives. So one poll
   * checks the first message, and a stream that brings nothing new for `quietMs` is left for polls.
   */
  async #followStream(
    jobId: string,
    signal: AbortSignal | undefined,
    quietMs: number,
    seen: (job: Job, tag: string) => boolean,
  ): Promise<Job | undefined> {
    const leave = new AbortController();
    let quietTimer: NodeJS.Timeout | undefined;
    const heard = () => {
      clearTimeout(quietTimer);
      quietTimer = setTimeout(() => leave.abort(new Error('the event stream brought nothing new')), quietMs);
    };
    const streamSignal = anySignal(signal, leave.signal);
    let checked = false;
    const checkFirst = (tag: string) => {
      checked = true;
      this.#send('GET', jobPath(jobId), { headers: { 'if-none-match': tag }, signal: streamSignal, maxRetries: 0 })
        .then(async (response) => {
          await response.body?.cancel();
          if (response.status === 200 && response.headers.get('etag') !== tag) leave.abort(new Error('the event stream missed a change'));
        })
        .catch(() => {});
    };
    try {
      heard();
      // No retries: a refused or broken stream falls back to long polls, which do retry.
      const response = await this.#send('GET', `${jobPath(jobId)}/events`, {
        headers: { accept: 'text/event-stream' },
        signal: streamSignal,
        timeoutMs: 0,
        maxRetries: 0,
      });
      if (!response.body || !(response.headers.get('content-type') ?? '').startsWith('text/event-stream')) {
        await response.body?.cancel();
        return undefined;
      }
      return await readJobStream(response.body, (job, tag) => {
        heard();
        seen(job, tag);
        if (!checked && !isFinalStatus(job.status)) checkFirst(tag);
      });
    } catch (error) {
      if (signal?.aborted) throw signal.reason;
      // These would answer the same to a poll: the caller must hear them.
      if (error instanceof NotFoundError || error instanceof UnauthorizedError || error instanceof InvalidRequestError) throw error;
      return undefined;
    } finally {
      clearTimeout(quietTimer);
      leave.abort();
    }
  }

  async #longPoll(
    jobId: string,
    signal: AbortSignal | undefined,
    seen: (job: Job, tag: string) => boolean,
    lastTag: () => string,
  ): Promise<Job> {
    for (;;) {
      const started = Date.now();
      const tag = lastTag();
      // Without a known state, ask for the current one at once; with one, wait for a change.
      const response = tag
        ? await this.#send('GET', `${jobPath(jobId)}?wait=${LONG_POLL_SECONDS}`, {
            headers: { 'if-none-match': tag },
            signal,
            timeoutMs: this.#requestTimeoutMs + LONG_POLL_SECONDS * 1000,
          })
        : await this.#send('GET', jobPath(jobId), { signal });
      let changed = false;
      if (response.status !== 304) {
        const job = (await this.#json(response)) as Job;
        changed = seen(job, response.headers.get('etag') ?? '');
        if (isFinalStatus(job.status)) return job;
      }
      // A service or proxy that does not hold long polls open is polled at the spec's pace.
      const pause = MIN_POLL_INTERVAL_MS - (Date.now() - started);
      if ((!changed || !response.headers.get('etag')) && pause > 0) await sleep(pause, signal);
    }
  }

  /** One call: the answer when it is 2xx or 304, else its typed error, after the retries it deserves. */
  async #send(method: string, path: string, options: SendOptions): Promise<Response> {
    const headers: Record<string, string> = {
      authorization: `Bearer ${this.#apiKey}`,
      'api-version': API_VERSION,
      accept: 'application/json',
      ...options.headers,
    };
    const body = options.body === undefined ? undefined : JSON.stringify(options.body);
    if (body !== undefined) headers['content-type'] = 'application/json';
    const timeoutMs = options.timeoutMs ?? this.#requestTimeoutMs;
    const policy = { ...this.#retry, maxRetries: options.maxRetries ?? this.#retry.maxRetries };
    for (let attempt = 0; ; attempt++) {
      let failure: SitewrightError;
      try {
        const timeout = timeoutMs > 0 ? AbortSignal.timeout(timeoutMs) : undefined;
        const response = await fetch(this.baseUrl + path, { method, headers, body, signal: anySignal(options.signal, timeout) });
        if (response.ok || response.status === 304) return response;
        failure = await this.#errorOf(response);
      } catch (error) {
        if (options.signal?.aborted) throw options.signal.reason;
        const reason =
          error instanceof DOMException && error.name === 'TimeoutError'
            ? `no answer within ${timeoutMs / 1000} seconds`
            : describeNetworkError(error);
        failure = new ConnectionError('unreachable', `Could not reach the Sitewright service at ${this.baseUrl}: ${reason}.`, {
          cause: error,
        });
      }
      const delayMs = retryDelayMs(failure, attempt, policy);
      if (delayMs === null) throw failure;
      this.#onRetry?.({ attempt: attempt + 1, delayMs, error: failure });
      await sleep(delayMs, options.signal);
    }
  }

  async #errorOf(response: Response): Promise<SitewrightError> {
    const text = await response.text().catch(() => '');
    let body: unknown = text;
    try {
      body = JSON.parse(text);
    } catch {
      // Not JSON: typed by its status alone.
    }
    return errorFromAnswer(response.status, body, {
      retryAfterSeconds: parseRetryAfter(response.headers.get('retry-after')),
      requestId: response.headers.get('x-request-id') ?? undefined,
    });
  }

  /**
   * An answer's body. It is typed by the schema the service serialised it from, not parsed again:
   * parsing would drop the fields a newer service adds.
   */
  async #json(response: Response): Promise<unknown> {
    const text = await response.text();
    try {
      return JSON.parse(text);
    } catch (error) {
      throw new UnexpectedResponseError(
        'unexpected_response',
        `The service answered HTTP ${response.status} with a body that is not JSON.`,
        {
          status: response.status,
          body: text.slice(0, 500),
          cause: error,
        },
      );
    }
  }
}

const jobPath = (jobId: string) => `/job/${encodeURIComponent(jobId)}`;

function anySignal(...signals: (AbortSignal | undefined)[]): AbortSignal | undefined {
  const given = signals.filter((signal): signal is AbortSignal => signal !== undefined);
  return given.length <= 1 ? given[0] : AbortSignal.any(given);
}

function describeNetworkError(error: unknown): string {
  // fetch's own message is "fetch failed"; its cause says what happened (connect ECONNREFUSED ...).
  const cause = (error as { cause?: { message?: string } })?.cause;
  if (cause?.message) return cause.message;
  return errorText(error);
}
