// An EventLog in memory, for unit tests of what writes and reads the log: the same promises as
// the JetStream adapter (shared/event-log/event-log.ts), kept the same way. One sequence across
// every subject; an append expecting a subject's last sequence fails with SequenceConflictError
// when the subject has moved on; a msgId already appended returns that append's sequence and
// appends nothing (before any expectation is checked, as nats-server does); events are stored as
// JSON and read back through the catalogue; only the stream's subjects are accepted. Unlike the
// server, a msgId is remembered for ever (the stream's duplicate window is two minutes: longer
// than any test).
import { JetStreamApiCodes, JetStreamApiError } from '@nats-io/jetstream';
import { isJobEvent, parseEvent, type JobEvent, type SitewrightEvent } from '../../shared/events/catalogue.ts';
import { STREAM_SUBJECTS, jobSubject, jobSubjectsFilter } from '../../shared/events/subjects.ts';
import { foldJob } from '../../shared/jobs/job-state.ts';
import { historyWith, type AppendOptions, type EventLog, type JobHistory, type StoredEvent } from '../../shared/event-log/event-log.ts';
import { InvalidEventError, LogUnavailableError, SequenceConflictError } from '../../shared/event-log/log-errors.ts';

/** NATS subject matching: `*` is one token, a final `>` one or more. */
export function subjectMatches(filter: string, subject: string): boolean {
  const wanted = filter.split('.');
  const tokens = subject.split('.');
  for (let i = 0; i < wanted.length; i++) {
    if (wanted[i] === '>') return tokens.length > i;
    if (i >= tokens.length || (wanted[i] !== '*' && wanted[i] !== tokens[i])) return false;
  }
  return tokens.length === wanted.length;
}

const isJobStored = (stored: StoredEvent): stored is StoredEvent<JobEvent> => isJobEvent(stored.event);

export class MemoryEventLog implements EventLog {
  /** Every stored event, in log order: `#stored[i].seq` is i + 1. */
  readonly #stored: StoredEvent[] = [];
  readonly #lastBySubject = new Map<string, number>();
  readonly #seqByMsgId = new Map<string, number>();

  /** Every event appended, in log order. */
  get events(): readonly StoredEvent[] {
    return this.#stored;
  }

  async append(subject: string, event: SitewrightEvent, options: AppendOptions = {}): Promise<number> {
    let parsed: SitewrightEvent;
    try {
      parsed = parseEvent(JSON.parse(JSON.stringify(event)));
    } catch (error) {
      throw new InvalidEventError(subject, error);
    }
    if (!STREAM_SUBJECTS.some((filter) => subjectMatches(filter, subject))) {
      throw new LogUnavailableError('The event log did not answer (append).', new Error(`no stream holds ${subject}`));
    }
    const duplicate = options.msgId === undefined ? undefined : this.#seqByMsgId.get(options.msgId);
    if (duplicate !== undefined) return duplicate;
    const last = this.#lastBySubject.get(subject) ?? 0;
    if (options.expectLastSubjectSeq !== undefined && options.expectLastSubjectSeq !== last) {
      const refusal = { code: 400, err_code: JetStreamApiCodes.StreamWrongLastSequence, description: `wrong last sequence: ${last}` };
      throw new SequenceConflictError(subject, new JetStreamApiError(refusal));
    }
    const seq = this.#stored.length + 1;
    this.#stored.push({ seq, subject, event: parsed });
    this.#lastBySubject.set(subject, seq);
    if (options.msgId !== undefined) this.#seqByMsgId.set(options.msgId, seq);
    return seq;
  }

  async last(subject: string): Promise<StoredEvent | null> {
    const seq = this.#lastBySubject.get(subject);
    return seq === undefined ? null : this.#stored[seq - 1]!;
  }

  async readJob(jobId: string, known?: JobHistory): Promise<JobHistory> {
    // As the adapter does: from the event after the last one known, or else from the job's request.
    const lastKnown = known?.events.at(-1)?.seq;
    const start = lastKnown === undefined ? (await this.last(jobSubject(jobId, 'requested')))?.seq : lastKnown + 1;
    if (start === undefined) return historyWith(known, []);
    const filter = jobSubjectsFilter(jobId);
    const later = this.#stored.filter((stored) => stored.seq >= start && subjectMatches(filter, stored.subject));
    return historyWith(known, later.filter(isJobStored));
  }

  async readJobHead(jobId: string) {
    const ends = [await this.last(jobSubject(jobId, 'requested')), await this.last(jobSubject(jobId, 'finished'))];
    return foldJob(ends.flatMap((stored) => (stored && isJobEvent(stored.event) ? [stored.event] : [])));
  }

  async readSubjects(filter: string, range: { fromSeq?: number; beforeSeq?: number } = {}): Promise<StoredEvent[]> {
    const from = range.fromSeq ?? 1;
    const before = range.beforeSeq ?? Number.POSITIVE_INFINITY;
    return this.#stored.filter((stored) => stored.seq >= from && stored.seq < before && subjectMatches(filter, stored.subject));
  }
}
