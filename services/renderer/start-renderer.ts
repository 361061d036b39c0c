// Wires a renderer: a share of the two durable consumers that hand out ready jobs (JobCompleted on
// `jobs.*.finished`, JobReused on `jobs.*.requested`), RENDERER_CONCURRENCY jobs at once, each
// rendered in headless Chromium and recorded as one JobRendered. Any number of renderers can run:
// the consumers are shared, and the append expects nothing on the job's `rendered` subject yet, so
// a job is recorded once whoever renders it.
import { hostname } from 'node:os';
import { jetstream, type Consumer, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { Browser } from 'playwright-core';
import { requireSetting, type Config } from '../../shared/config/config.ts';
import type { JobCompleted, JobReused, ScreenshotRef, SitewrightEvent } from '../../shared/events/catalogue.ts';
import { JOBS_STREAM, jobSubject } from '../../shared/events/subjects.ts';
import { createEventLog } from '../../shared/event-log/event-log.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import { LogUnavailableError, SequenceConflictError, isUnavailable } from '../../shared/event-log/log-errors.ts';
import { errorText } from '../../shared/errors/error-text.ts';
import { ulid } from '../../shared/ids/ulid.ts';
import {
  RENDERER_FINISHED_CONSUMER,
  RENDERER_REQUESTED_CONSUMER,
  ensureJobsStream,
  ensureRendererConsumers,
  openBlobStore,
  openScreenshotStore,
} from '../../shared/jetstream/log-declarations.ts';
import type { RenderDevice, RenderedChecks } from '../../shared/jobs/rendered-checks.ts';
import { closeNats, connectNats } from '../../shared/nats/connect-nats.ts';
import { startWithCleanup } from '../../shared/process/start-with-cleanup.ts';
import { createEventSealer, ErasedKeyError, isUnreadableEvent, type EventSealer } from '../../shared/privacy/event-sealing.ts';
import { openKeyStore } from '../../shared/privacy/key-store.ts';
import { createChromiumBrowser } from '../../shared/rendering/chromium-browser.ts';
import { findChromium } from '../../shared/rendering/find-chromium.ts';
import { renderSite } from '../../shared/rendering/render-site.ts';
import { screenshotsOf } from '../../shared/blobs/screenshot-store.ts';

/** The server hands a job to another renderer when this one says nothing for this long. */
const ACK_WAIT_MS = 60_000;
/** Deliveries of one job at most: a job that keeps killing renderers is not tried for ever. */
const MAX_DELIVER = 5;
/** How often a renderer tells the server it is still working on a job (well within ACK_WAIT_MS). */
const WORKING_EVERY_MS = 15_000;
/** Requests asked for at a time: nearly all JobRequested, acknowledged at once (a JobReused waits for room). */
const REQUESTS_BATCH = 32;

export const NO_CHROMIUM_LINE =
  'no Chromium on this machine: screenshots and browser checks are unavailable (apt-get install chromium, or set CHROMIUM_PATH)';

export interface RendererHandle {
  rendererId: string;
  /** The Chromium used; null when there is none (every job is recorded `unavailable`). */
  chromiumPath: string | null;
  stop(): Promise<void>;
}

export interface RendererOptions {
  /** Called before each page is opened (tests stop Chromium there). */
  beforePage?: (page: string, device: RenderDevice) => Promise<void> | void;
}

type ReadyEvent = JobCompleted | JobReused;

interface Outcome {
  status: 'done' | 'failed' | 'unavailable';
  reason: string;
  checks: RenderedChecks | null;
  screenshots: ScreenshotRef[];
}

/**
 * The ready event a message holds, or null for anything else (a request, a failure, an event we
 * cannot read, the ready event of a job erased since). Throws when the key store did not answer.
 */
async function readyEventOf(message: JsMsg, sealer: EventSealer): Promise<ReadyEvent | null> {
  let event: SitewrightEvent;
  try {
    event = await sealer.open(message.json());
  } catch (error) {
    // Not ours to judge (the projector reports it); it must not stall the queue.
    if (isUnreadableEvent(error)) return null;
    throw error;
  }
  // Erased: there is nothing left to draw, and nothing may be written about it.
  if (event.erased) return null;
  return event.type === 'JobCompleted' || event.type === 'JobReused' ? event : null;
}

export async function startRenderer(config: Config, logger: Logger, options: RendererOptions = {}): Promise<RendererHandle> {
  return await startWithCleanup(async (defer) => {
    const natsUrl = requireSetting(config, 'NATS_URL', 'the renderer reads ready jobs from the event log');
    const rendererId = `${hostname()}-${process.pid}-${ulid().slice(-6)}`;
    const log0 = logger.child({ renderer_id: rendererId });
    const chromiumPath = findChromium(config.CHROMIUM_PATH);
    if (!chromiumPath) log0.warn(NO_CHROMIUM_LINE);

    const nc = await connectNats(natsUrl, `sitewright-renderer-${rendererId}`, logger, config);
    defer(() => closeNats(nc));
    const jsm = await ensureJobsStream(nc, config.STREAM_REPLICAS);
    await ensureRendererConsumers(jsm, { ackWaitMs: ACK_WAIT_MS, maxDeliver: MAX_DELIVER });
    const keys = await openKeyStore(nc, config, log0);
    defer(() => keys.stop());
    const sealer = createEventSealer(keys);
    const log = createEventLog(nc, jsm, { timeoutMs: config.REQUEST_TIMEOUT_MS, sealer });
    // Each job's files are read once: nothing worth caching.
    const blobs = await openBlobStore(nc, config.STREAM_REPLICAS, keys, { cacheBytes: 0 });
    const screenshots = await openScreenshotStore(nc, config.STREAM_REPLICAS, keys);
    const js = jetstream(nc, { timeout: config.REQUEST_TIMEOUT_MS });
    const finishedConsumer = await js.consumers.get(JOBS_STREAM, RENDERER_FINISHED_CONSUMER);
    const requestedConsumer = await js.consumers.get(JOBS_STREAM, RENDERER_REQUESTED_CONSUMER);
    const browser = chromiumPath ? createChromiumBrowser(chromiumPath, log0) : null;
    defer(() => browser?.close());
    const actor = `renderer:${rendererId}`;

    const append = async (event: ReadyEvent, outcome: Outcome) => {
      const rendered = jobEnvelope(
        event.job_id,
        { type: 'JobRendered', version: 1, data: outcome },
        { accountId: event.account_id, actor },
      );
      try {
        await log.append(jobSubject(event.job_id, 'rendered'), rendered, { expectLastSubjectSeq: 0 });
      } catch (error) {
        // The job was erased while it was drawn: nothing is recorded, and its screenshots go with
        // the rest of its data.
        if (error instanceof ErasedKeyError) {
          log0.info({ job_id: event.job_id }, 'the job was erased while it was rendered; nothing recorded');
          return;
        }
        // Another renderer (or this one, before a redelivery) recorded the job first: its record stands.
        if (!(error instanceof SequenceConflictError)) throw error;
        log0.debug({ job_id: event.job_id }, 'the job was already rendered');
      }
    };

    /** Renders one ready job and acknowledges it; a failure that may pass is handed back for later. */
    const handle = async (message: JsMsg, event: ReadyEvent) => {
      const jobLog = log0.child({ job_id: event.job_id });
      if (await log.last(jobSubject(event.job_id, 'rendered'))) {
        message.ack();
        return;
      }
      if (!browser) {
        await append(event, { status: 'unavailable', reason: NO_CHROMIUM_LINE, checks: null, screenshots: [] });
        message.ack();
        return;
      }
      const started = Date.now();
      let outcome: Outcome;
      let chromium: Browser | null = null;
      try {
        const files = await blobs.getFiles(event.account_id, event.data.files);
        chromium = await browser.get();
        const result = await renderSite(chromium, files, screenshotsOf(screenshots, event.account_id), {
          pageTimeoutMs: config.RENDERER_PAGE_TIMEOUT_MS,
          maxPages: config.RENDERER_MAX_PAGES,
          beforePage: options.beforePage,
        });
        outcome = { status: 'done', reason: '', ...result };
      } catch (error) {
        // The blob or screenshot store did not answer: handed back for later. (Not isUnavailable:
        // its message rules take Chromium's "browser has been closed" for a connection lost.)
        if (error instanceof LogUnavailableError) throw error;
        // The error of a call cut off by Chromium's death may come just before its 'disconnected'.
        if (chromium?.isConnected()) await new Promise((resolve) => setTimeout(resolve, 250));
        const browserDied = chromium !== null && !chromium.isConnected();
        // Chromium stopped under the job (killed, crashed): launched again, the job is tried once more.
        if (browserDied && message.info.deliveryCount < 2) {
          jobLog.warn({ reason: errorText(error) }, 'Chromium stopped while rendering; the job is rendered again');
          message.nak(500);
          return;
        }
        jobLog.warn({ reason: errorText(error) }, 'the job could not be rendered');
        outcome = {
          status: 'failed',
          reason: `The site could not be rendered: ${errorText(error).slice(0, 300)}`,
          checks: null,
          screenshots: [],
        };
      }
      await append(event, outcome);
      message.ack();
      jobLog.info({ status: outcome.status, screenshots: outcome.screenshots.length, ms: Date.now() - started }, 'job rendered');
    };

    const stopping = new AbortController();
    const pause = () => new Promise((resolve) => setTimeout(resolve, 500));
    // Jobs in hand; the pull loops take more only while fewer than RENDERER_CONCURRENCY are.
    const inHand = new Set<Promise<void>>();
    let waiting: (() => void)[] = [];
    const roomFreed = () => {
      const woken = waiting;
      waiting = [];
      for (const wake of woken) wake();
    };
    const waitForRoom = async () => {
      while (inHand.size >= config.RENDERER_CONCURRENCY && !stopping.signal.aborted) {
        await new Promise<void>((resolve) => waiting.push(resolve));
      }
    };
    const start = (message: JsMsg, event: ReadyEvent) => {
      const working = setInterval(() => message.working(), WORKING_EVERY_MS);
      const job = handle(message, event)
        .catch(async (error: unknown) => {
          if (isUnavailable(error)) log0.warn({ reason: errorText(error) }, 'the event log is unavailable; the job will be rendered later');
          else log0.error({ err: error, job_id: event.job_id }, 'renderer error; the job will be rendered later');
          message.nak(1_000);
        })
        .finally(() => {
          clearInterval(working);
          inHand.delete(job);
          roomFreed();
        });
      inHand.add(job);
    };

    /**
     * `batch`: messages asked for at a time. The finished jobs are nearly all ready, so as many as
     * there is room for; the requests are nearly all JobRequested (acknowledged at once), so more.
     */
    const pullLoop = async (consumer: Consumer, batch: () => number) => {
      while (!stopping.signal.aborted) {
        await waitForRoom();
        if (stopping.signal.aborted) break;
        try {
          const messages = await consumer.fetch({ max_messages: Math.max(1, batch()), expires: 1_000 });
          const stop = () => void messages.stop();
          stopping.signal.addEventListener('abort', stop, { once: true });
          if (stopping.signal.aborted) stop();
          try {
            for await (const message of messages) {
              let event: ReadyEvent | null;
              try {
                event = await readyEventOf(message, sealer);
              } catch (error) {
                log0.warn({ reason: errorText(error) }, 'could not open a ready job; it will be rendered later');
                message.nak(1_000);
                continue;
              }
              if (!event) {
                message.ack();
                continue;
              }
              // The other loop may have filled the room meanwhile: at most RENDERER_CONCURRENCY jobs in hand.
              await waitForRoom();
              if (stopping.signal.aborted) message.nak();
              else start(message, event);
            }
          } finally {
            stopping.signal.removeEventListener('abort', stop);
          }
        } catch (error) {
          if (stopping.signal.aborted) break;
          if (isUnavailable(error)) log0.warn({ reason: errorText(error) }, 'the event log is unavailable; the renderer retries');
          else log0.error({ err: error }, 'the renderer stopped pulling; starting again');
          await pause();
        }
      }
    };
    const loops = [
      pullLoop(finishedConsumer, () => config.RENDERER_CONCURRENCY - inHand.size),
      pullLoop(requestedConsumer, () => REQUESTS_BATCH),
    ];

    log0.info({ chromium: chromiumPath ?? 'none', concurrency: config.RENDERER_CONCURRENCY }, 'renderer started');
    return {
      rendererId,
      chromiumPath,
      stop: async () => {
        // Drains: no new job is taken; the jobs in hand are finished and recorded.
        stopping.abort();
        roomFreed();
        await Promise.all(loops);
        await Promise.all([...inHand]);
        await browser?.close();
        await keys.stop();
        await closeNats(nc);
      },
    };
  });
}
