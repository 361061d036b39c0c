// One active term of the scheduler: folds the log from its start into fresh queues (requests,
// admissions, starts, ends and erasures of every job; every account's limits and erasure), and once
// caught up admits jobs as the generators' buffer empties. Everything it knows comes from the log,
// so a restarted or newly active scheduler rebuilds exactly the queues the last one had, and the
// expected-sequence-0 append of each JobAdmitted means a job is never admitted twice, whoever tries.
import { traceOfMessage } from '../../shared/telemetry/nats-trace-headers.ts';
import { inSpan, tracer } from '../../shared/telemetry/spans.ts';
import { DeliverPolicy, type JetStreamClient, type JsMsg } from '@nats-io/jetstream';
import type { Logger } from 'pino';
import type { z } from 'zod';
import { AccountSettingsChangedV1 } from '../../shared/events/catalogue.ts';
import { ACCOUNT_PROFILES_FILTER, JOBS_STREAM, JOB_EVENTS_FILTER, jobSubject } from '../../shared/events/subjects.ts';
import { jobEnvelope } from '../../shared/event-log/event-envelope.ts';
import type { EventLog } from '../../shared/event-log/event-log.ts';
import { SequenceConflictError } from '../../shared/event-log/log-errors.ts';
import { readClearPart, type ClearPart, type EventSealer } from '../../shared/privacy/event-sealing.ts';
import { evolve, initialJobState } from '../../shared/jobs/job-state.ts';
import { advanceProjectPointer } from '../../shared/projects/project-pointer.ts';
import { SNAPSHOT_ACCOUNTS, type QueueSnapshot } from '../../shared/scheduling/queue-snapshot.ts';
import { FairQueues, type QueuedJob } from './fair-queues.ts';
import type { WaitHistograms } from './wait-histograms.ts';

export interface SessionDeps {
  js: JetStreamClient;
  log: EventLog;
  /** Opens the few events whose personal fields the scheduler needs (a JobReused's project). */
  sealer: Pick<EventSealer, 'open'>;
  logger: Logger;
  schedulerId: string;
  defaults: { maxConcurrent: number; weight: number };
  buffer: number;
  histograms: WaitHistograms;
}

export interface SchedulingSession {
  /** Resolves once the log is folded up to its end at the start and admissions have begun. */
  caughtUp: Promise<void>;
  /** Ends when the session stops (rejects when a consumer failed). */
  done: Promise<void>;
  snapshot(): QueueSnapshot;
}

/** The gateway moves a project's pointer for a JobReused itself; the scheduler does it after this long, should the gateway have stopped first. */
const REUSE_POINTER_DELAY_MS = 2_000;

/** The scheduling settings of an AccountSettingsChanged (clear fields: the name is sealed). */
const SchedulingSettings = AccountSettingsChangedV1.shape.data.pick({ max_concurrent_jobs: true, weight: true });

/** The kind of a job subject (`jobs.<id>.<kind>`). */
const kindOf = (subject: string) => subject.slice(subject.lastIndexOf('.') + 1);

/**
 * Follows one filter of the stream from its start with an ordered consumer, calling `handle` for
 * each message, and `onCaughtUp` once what was in the stream at the start is handled.
 */
async function follow(
  js: JetStreamClient,
  filter: string,
  signal: AbortSignal,
  handle: (message: JsMsg) => void,
  onCaughtUp: () => void,
): Promise<void> {
  const consumer = await js.consumers.get(JOBS_STREAM, { filter_subjects: filter, deliver_policy: DeliverPolicy.All });
  const messages = await consumer.consume({ max_messages: 5_000 });
  const stop = () => messages.stop();
  signal.addEventListener('abort', stop, { once: true });
  let caughtUp = false;
  const catchUp = () => {
    if (caughtUp) return;
    caughtUp = true;
    onCaughtUp();
  };
  // Nothing to fold at all: no message will come to say so.
  void consumer
    .info()
    .then((info) => {
      if (info.num_pending === 0 && info.delivered.stream_seq === 0) catchUp();
    })
    .catch(() => {});
  try {
    for await (const message of messages) {
      handle(message);
      if (message.info.pending === 0) catchUp();
    }
  } finally {
    signal.removeEventListener('abort', stop);
  }
  if (!signal.aborted) throw new Error(`the scheduler's consumer of ${filter} stopped`);
}

export function startSchedulingSession(deps: SessionDeps, signal: AbortSignal): SchedulingSession {
  const queues = new FairQueues(deps.defaults);
  let jobsCaughtUp = false;
  let accountsCaughtUp = false;
  let markCaughtUp: () => void = () => {};
  const caughtUp = new Promise<void>((resolve) => (markCaughtUp = resolve));
  const live = () => jobsCaughtUp && accountsCaughtUp;

  let passScheduled = false;
  const schedulePass = () => {
    if (passScheduled || !live() || signal.aborted) return;
    passScheduled = true;
    // After the messages at hand are folded: one pass admits for all of them.
    setImmediate(admissionPass);
  };
  const admit = async (job: QueuedJob) => {
    const waitedMs = Math.max(0, Date.now() - job.requestedAt);
    const event = jobEnvelope(
      job.jobId,
      { type: 'JobAdmitted', version: 1, data: { requested_seq: job.seq, waited_ms: waitedMs } },
      { accountId: job.accountId, actor: `scheduler:${deps.schedulerId}` },
    );
    // The wait in the queue as a span of the request's trace, and the admission after it: the
    // JobAdmitted carries the admission's context to the generator.
    const attributes = { job_id: job.jobId, account_id: job.accountId };
    tracer.startSpan('queue wait', { startTime: job.requestedAt, attributes }, job.trace).end();
    try {
      // Not a handleCommand: the scheduler's queues (its fold of the log) are its state, and the
      // append is create-only, so a conflict is an admission already made, not a reason to decide again.
      await inSpan('admit job', { parent: job.trace, attributes }, () =>
        deps.log.append(jobSubject(job.jobId, 'admitted'), event, { expectLastSubjectSeq: 0 }),
      );
    } catch (error) {
      // Admitted already (by this scheduler before a restart, or another): the log says so, and
      // the consumer brings that admission here.
      if (error instanceof SequenceConflictError) return;
      deps.logger.warn({ err: error, job_id: job.jobId }, 'could not append an admission; the job goes back to the head of its queue');
      queues.putBack(job);
      setTimeout(schedulePass, 500).unref();
    }
  };
  const admissionPass = () => {
    passScheduled = false;
    if (signal.aborted) return;
    while (queues.notStarted < deps.buffer) {
      const job = queues.admitNext();
      if (!job) break;
      void admit(job);
    }
  };

  // Accounts an operator erased: nothing of theirs is queued or admitted again. The two consumers
  // run side by side, so a job event may be folded before or after its account's erasure: both
  // orders end with the account's queue empty.
  const erasedAccounts = new Set<string>();

  /** A JobReused's project pointer, moved after a while should the gateway have stopped first (its project is sealed: opened here). */
  const moveReusedPointer = (raw: unknown, seq: number, jobId: string) => {
    setTimeout(() => {
      if (signal.aborted) return;
      void (async () => {
        const event = await deps.sealer.open(raw);
        if (event.type !== 'JobReused' || event.erased || !event.data.project_id) return;
        await advanceProjectPointer(deps.log, evolve(initialJobState, event), seq, `scheduler:${deps.schedulerId}`);
      })().catch((error: unknown) => deps.logger.warn({ err: error, job_id: jobId }, "could not move a reused job's project pointer"));
    }, REUSE_POINTER_DELAY_MS).unref();
  };

  // The queues need only what every event says in the clear (ids, types, times, the admission's
  // wait): the fold of the whole log at each start waits for no key.
  const onJobEvent = (message: JsMsg) => {
    const kind = kindOf(message.subject);
    // Deployments and renders follow a ready job: nothing the queues count.
    if (kind === 'deployed' || kind === 'rendered') return;
    let raw: unknown;
    let event: ClearPart;
    try {
      raw = message.json();
      event = readClearPart(raw);
    } catch (error) {
      deps.logger.warn({ err: error, seq: message.seq }, 'skipped an event the scheduler cannot read');
      return;
    }
    if (erasedAccounts.has(event.account_id)) return;
    const jobId = event.job_id;
    if (jobId === undefined) return;
    if (kind === 'work') {
      // Only a start matters here; the rest of the work chain is skipped.
      if (event.type === 'JobStarted') {
        queues.started(jobId, event.account_id);
        schedulePass();
      }
      return;
    }
    switch (event.type) {
      case 'JobRequested':
        queues.requested({
          jobId,
          accountId: event.account_id,
          seq: message.seq,
          requestedAt: Date.parse(event.occurred_at),
          trace: traceOfMessage(message.headers),
        });
        break;
      case 'JobReused':
        // Never queued: it is ready from its first event.
        if (live()) moveReusedPointer(raw, message.seq, jobId);
        break;
      case 'JobAdmitted': {
        queues.admitted(jobId, event.account_id);
        const waited = event.data.waited_ms;
        if (live() && typeof waited === 'number') deps.histograms.observe(event.account_id, waited / 1000);
        break;
      }
      case 'JobCompleted':
      case 'JobFailed':
      // An erased job is never run on (its writers' appends are refused): it leaves its queue or
      // frees its place at once, as an ended one does.
      case 'JobErased':
        queues.finished(jobId, event.account_id);
        break;
      default:
        break;
    }
    schedulePass();
  };

  // The two settings of the accounts an operator changed; every other account has the defaults,
  // so millions of accounts cost nothing here.
  const settings = new Map<string, { maxConcurrent: number | null; weight: number | null }>();
  const onAccountEvent = (message: JsMsg) => {
    let change: z.infer<typeof SchedulingSettings>;
    let accountId: string;
    try {
      const event = readClearPart(message.json());
      if (event.type === 'AccountErased') {
        erasedAccounts.add(event.account_id);
        settings.delete(event.account_id);
        queues.dropAccount(event.account_id);
        schedulePass();
        return;
      }
      if (event.type !== 'AccountSettingsChanged') return;
      change = SchedulingSettings.parse(event.data);
      accountId = event.account_id;
    } catch (error) {
      deps.logger.warn({ err: error, seq: message.seq }, 'skipped an account event the scheduler cannot read');
      return;
    }
    if (change.max_concurrent_jobs === undefined && change.weight === undefined) return;
    const before = settings.get(accountId) ?? { maxConcurrent: null, weight: null };
    const after = {
      maxConcurrent: change.max_concurrent_jobs === undefined ? before.maxConcurrent : change.max_concurrent_jobs,
      weight: change.weight === undefined ? before.weight : change.weight,
    };
    settings.set(accountId, after);
    queues.setLimits(accountId, { maxConcurrent: after.maxConcurrent ?? undefined, weight: after.weight ?? undefined });
    schedulePass();
  };

  const onCaughtUp = () => {
    if (!live()) return;
    deps.logger.info(
      { queued: queues.queuedTotal, running: queues.runningTotal, not_started: queues.notStarted },
      'scheduler caught up with the log; admitting',
    );
    markCaughtUp();
    schedulePass();
  };
  const done = Promise.all([
    follow(deps.js, ACCOUNT_PROFILES_FILTER, signal, onAccountEvent, () => {
      accountsCaughtUp = true;
      onCaughtUp();
    }),
    follow(deps.js, JOB_EVENTS_FILTER, signal, onJobEvent, () => {
      jobsCaughtUp = true;
      onCaughtUp();
    }),
  ]).then(() => undefined);

  return {
    caughtUp,
    done,
    snapshot: () => {
      const now = Date.now();
      const summaries = queues.summaries();
      const listed = summaries.sort((a, b) => b.queued - a.queued || b.running - a.running).slice(0, SNAPSHOT_ACCOUNTS);
      return {
        as_of: new Date(now).toISOString(),
        scheduler_id: deps.schedulerId,
        accounts_waiting: summaries.filter((summary) => summary.queued > 0).length,
        queued_total: queues.queuedTotal,
        running_total: queues.runningTotal,
        admitted_not_started: queues.notStarted,
        accounts: listed.map((summary) => ({
          account_id: summary.accountId,
          queued: summary.queued,
          running: summary.running,
          oldest_wait_seconds: summary.oldestRequestedAt === null ? 0 : Math.max(0, now - summary.oldestRequestedAt) / 1000,
          max_concurrent_jobs: summary.limits.maxConcurrent,
          weight: summary.limits.weight,
        })),
        wait_histograms: deps.histograms.snapshot(),
      };
    },
  };
}
