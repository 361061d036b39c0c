// The adapter over the JOBS stream: appends with the server-enforced guarantees, and reads a
// job's events back by subject (direct get), so commands are checked against the log itself.
import { jetstream, type JetStreamClient, type JetStreamManager, type StoredMsg } from '@nats-io/jetstream';
import type { NatsConnection } from '@nats-io/transport-node';
import { SpanKind } from '@opentelemetry/api';
import { isJobEvent, parseEvent, type JobEvent, type SitewrightEvent } from '../events/catalogue.ts';
import { JOBS_STREAM, jobSubject, jobSubjectsFilter, type JobSubjectKind } from '../events/subjects.ts';
import { evolve, foldJob, initialJobState, type JobState } from '../jobs/job-state.ts';
import { ErasedKeyError, type EventSealer } from '../privacy/event-sealing.ts';
import { withTraceHeaders } from '../telemetry/nats-trace-headers.ts';
import { inSpan } from '../telemetry/spans.ts';
import { InvalidEventError, LogUnavailableError, SequenceConflictError, isUnavailable, isWrongLastSequence } from './log-errors.ts';

export interface StoredEvent<E extends SitewrightEvent = SitewrightEvent> {
  seq: number;
  subject: string;
  event: E;
}

export interface AppendOptions {
  /** Nats-Msg-Id: a retry of the same append inside the duplicate window is dropped. */
  msgId?: string;
  /** The subject's last sequence this writer saw; 0 means "nothing on this subject yet". */
  expectLastSubjectSeq?: number;
}

export interface JobHistory {
  events: StoredEvent<JobEvent>[];
  state: JobState;
  /** Last sequence per job subject kind, 0 when none: the base for chained appends. */
  lastSeq: Record<JobSubjectKind, number>;
}

export interface EventLog {
  append(subject: string, event: SitewrightEvent, options?: AppendOptions): Promise<number>;
  /** The last event on one exact subject, or null. */
  last(subject: string): Promise<StoredEvent | null>;
  /**
   * Every event of one job, in log order, folded. Given an earlier history of the same job (events
   * never change), only the events after its last one are read.
   */
  readJob(jobId: string, known?: JobHistory): Promise<JobHistory>;
  /** The job's request and final events only: enough to know owner, status and result. */
  readJobHead(jobId: string): Promise<JobState>;
  /**
   * Every event on the subjects matching `filter` (wildcards allowed), in log order, from
   * sequence `fromSeq` (default 1) and before `beforeSeq` (default: to the end).
   */
  readSubjects(filter: string, options?: { fromSeq?: number; beforeSeq?: number }): Promise<StoredEvent[]>;
}

const encoder = new TextEncoder();

/** A copy of `history` (none: a job with no events yet) that `extend` may add to. */
function workingCopy(history?: JobHistory): JobHistory {
  return history
    ? { events: [...history.events], state: history.state, lastSeq: { ...history.lastSeq } }
    : {
        events: [],
        state: initialJobState,
        lastSeq: { requested: 0, admitted: 0, work: 0, finished: 0, deployed: 0, rendered: 0, erased: 0 },
      };
}

/** Folds one more of the job's events (the next in log order) into `history`. */
function extend(history: JobHistory, stored: StoredEvent<JobEvent>): void {
  history.events.push(stored);
  history.state = evolve(history.state, stored.event);
  const kind = stored.subject.slice(stored.subject.lastIndexOf('.') + 1) as JobSubjectKind;
  if (kind in history.lastSeq) history.lastSeq[kind] = stored.seq;
}

/**
 * The history of a job whose first event, its JobRequested, is already in hand (a generator is
 * delivered it): readJob(jobId, this) then asks only for the events after it.
 */
export function historyStartingWith(requested: StoredEvent<JobEvent>): JobHistory {
  const history = workingCopy();
  extend(history, requested);
  return history;
}

/**
 * `known` (none: a job with no events yet) with `later` events of the same job folded in, in log
 * order; `known` is left as it was. For logs other than JetStream's (the tests' in-memory one).
 */
export function historyWith(known: JobHistory | undefined, later: Iterable<StoredEvent<JobEvent>>): JobHistory {
  const history = workingCopy(known);
  for (const stored of later) extend(history, stored);
  return history;
}

/** Messaging attributes of an append (OpenTelemetry semantic conventions), with the ids of what it is about. */
function appendAttributes(subject: string, event: SitewrightEvent) {
  return {
    'messaging.system': 'nats',
    'messaging.operation.type': 'send',
    'messaging.operation.name': 'publish',
    'messaging.destination.name': subject,
    'messaging.message.id': event.id,
    account_id: event.account_id,
    ...('job_id' in event && event.job_id ? { job_id: event.job_id } : {}),
  };
}

export interface EventLogOptions {
  timeoutMs: number;
  isUp?: () => boolean;
  /**
   * Seals every event appended and opens every event read (shared/privacy/event-sealing.ts):
   * personal fields are never stored in the clear.
   */
  sealer: EventSealer;
}

export function createEventLog(nc: NatsConnection, jsm: JetStreamManager, options: EventLogOptions): EventLog {
  const js: JetStreamClient = jetstream(nc, { timeout: options.timeoutMs });
  const { sealer } = options;
  const toStored = async (message: StoredMsg): Promise<StoredEvent> => ({
    seq: message.seq,
    subject: message.subject,
    event: await sealer.open(message.json()),
  });

  const guard = async <T>(what: string, action: () => Promise<T>): Promise<T> => {
    // Known to be disconnected: fail at once rather than wait out the timeout.
    if (options.isUp && !options.isUp()) throw new LogUnavailableError(`The event log is not connected (${what}).`);
    try {
      return await action();
    } catch (error) {
      if (error instanceof SequenceConflictError || error instanceof InvalidEventError || error instanceof ErasedKeyError) throw error;
      if (isUnavailable(error)) throw new LogUnavailableError(`The event log did not answer (${what}).`, error);
      throw error;
    }
  };

  const last = (subject: string) =>
    guard('read', async () => {
      const message = await jsm.direct.getMessage(JOBS_STREAM, { last_by_subj: subject });
      return message ? await toStored(message) : null;
    });

  return {
    append: (subject, event, appendOptions = {}) =>
      guard('append', async () => {
        // Whatever reaches the log must be readable back and storable by the projector.
        try {
          parseEvent(event);
        } catch (error) {
          throw new InvalidEventError(subject, error);
        }
        // Its personal fields sealed with its job's (or account's, project's) key; ErasedKeyError
        // when that key is erased: nothing more is written about what was erased.
        const stored = await sealer.seal(event);
        const expect: Record<string, unknown> = { streamName: JOBS_STREAM };
        if (appendOptions.expectLastSubjectSeq !== undefined) expect.lastSubjectSequence = appendOptions.expectLastSubjectSeq;
        // A producer span per append; its context travels in the message's headers, so whoever
        // reads the event continues the trace.
        return await inSpan(
          `publish ${event.type}`,
          { kind: SpanKind.PRODUCER, attributes: appendAttributes(subject, event) },
          async (span) => {
            try {
              const headers = withTraceHeaders();
              const ack = await js.publish(subject, encoder.encode(JSON.stringify(stored)), {
                ...(appendOptions.msgId ? { msgID: appendOptions.msgId } : {}),
                ...(headers ? { headers } : {}),
                expect,
              });
              span.setAttribute('messaging.nats.stream_sequence', ack.seq);
              return ack.seq;
            } catch (error) {
              if (isWrongLastSequence(error)) throw new SequenceConflictError(subject, error);
              throw error;
            }
          },
        );
      }),

    last,

    readJob: (jobId, known) =>
      guard('read', async () => {
        const history = workingCopy(known);
        // JobRequested is a job's first event: read forward from it (or from the last event
        // already known), one direct get per event.
        const lastKnown = history.events.at(-1);
        let message: StoredMsg | null = lastKnown
          ? await jsm.direct.getMessage(JOBS_STREAM, { seq: lastKnown.seq + 1, next_by_subj: jobSubjectsFilter(jobId) })
          : await jsm.direct.getMessage(JOBS_STREAM, { last_by_subj: jobSubject(jobId, 'requested') });
        while (message) {
          const stored = await toStored(message);
          if (isJobEvent(stored.event)) extend(history, stored as StoredEvent<JobEvent>);
          message = await jsm.direct.getMessage(JOBS_STREAM, { seq: message.seq + 1, next_by_subj: jobSubjectsFilter(jobId) });
        }
        return history;
      }),

    readSubjects: (filter, range = {}) =>
      guard('read', async () => {
        const found: StoredEvent[] = [];
        const before = range.beforeSeq ?? Number.POSITIVE_INFINITY;
        for (let seq = range.fromSeq ?? 1; seq < before; ) {
          const message = await jsm.direct.getMessage(JOBS_STREAM, { seq, next_by_subj: filter });
          if (!message || message.seq >= before) break;
          found.push(await toStored(message));
          seq = message.seq + 1;
        }
        return found;
      }),

    readJobHead: async (jobId) => {
      const [requested, finished] = await Promise.all([last(jobSubject(jobId, 'requested')), last(jobSubject(jobId, 'finished'))]);
      const events = [requested, finished]
        .filter((stored): stored is StoredEvent => stored !== null)
        .map((stored) => stored.event)
        .filter(isJobEvent);
      return foldJob(events);
    },
  };
}
