// One way to change the log, in the style of Emmett's handleCommand: read the state, decide, append
// each decided event expecting the subject's last sequence the read saw, and on a typed conflict
// (another writer appended first) read and decide again, a bounded number of times.
import type { SitewrightEvent } from '../events/catalogue.ts';
import type { EventLog } from './event-log.ts';
import { SequenceConflictError } from './log-errors.ts';

export interface LoadedState<S> {
  state: S;
  /** The last sequence of each subject the command may append to, as read; a subject not listed expects 0 (empty). */
  expected: Record<string, number>;
}

export interface Decision<R> {
  /**
   * Events to append, in order, each on its subject; none when the state already answers the
   * command. `msgId` (Nats-Msg-Id) also drops a retry of the same append inside the stream's
   * duplicate window.
   */
  append: { subject: string; event: SitewrightEvent; msgId?: string }[];
  result: R;
}

export interface Appended {
  subject: string;
  seq: number;
  event: SitewrightEvent;
}

export interface CommandOptions {
  /**
   * Reads and decisions before a conflict is given up and rethrown. 1 for writers that own their
   * subject: a conflict there means a newer writer took over, and deciding again would be wrong.
   */
  attempts?: number;
  /** Called after each successful append, before the next one (writers that fold as they go). */
  onAppended?: (appended: Appended) => void;
}

export const DEFAULT_COMMAND_ATTEMPTS = 3;

/** Every append of the command succeeded; `appended` lists them in order. */
export interface CommandOutcome<R> {
  result: R;
  appended: Appended[];
}

export async function handleCommand<S, R>(
  log: EventLog,
  load: () => Promise<LoadedState<S>>,
  decide: (state: S) => Decision<R>,
  options: CommandOptions = {},
): Promise<CommandOutcome<R>> {
  const attempts = options.attempts ?? DEFAULT_COMMAND_ATTEMPTS;
  for (let attempt = 1; ; attempt++) {
    const { state, expected } = await load();
    const decision = decide(state);
    const sequences = { ...expected };
    const appended: Appended[] = [];
    try {
      for (const { subject, event, msgId } of decision.append) {
        const seq = await log.append(subject, event, { expectLastSubjectSeq: sequences[subject] ?? 0, ...(msgId ? { msgId } : {}) });
        sequences[subject] = seq;
        const done = { subject, seq, event };
        appended.push(done);
        options.onAppended?.(done);
      }
      return { result: decision.result, appended };
    } catch (error) {
      if (!(error instanceof SequenceConflictError) || attempt >= attempts) throw error;
    }
  }
}

/** Loads the last event of one subject: the state of commands whose subject holds a single fact. */
export function lastEventOf(log: EventLog, subject: string) {
  return async () => {
    const stored = await log.last(subject);
    return { state: stored, expected: { [subject]: stored?.seq ?? 0 } };
  };
}
