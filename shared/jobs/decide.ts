// The job state machine's write side: given the job's current state (folded from the log) and a
// command, decide which events to append, or refuse (a value, not an exception). Pure: no I/O,
// no clock, no ids.
import type { FileRef } from '../events/file-ref.ts';
import type { JobEvent, JobRequested, JobReused, SourceForked } from '../events/catalogue.ts';
import type { SiteChecks } from './site-checks.ts';
import { isActive, type JobState } from './job-state.ts';

/** An event before the adapter gives it an id, a time and an actor. */
export type JobEventDraft = {
  [E in JobEvent as E['type']]: { type: E['type']; version: E['version']; data: E['data'] };
}[JobEvent['type']];

export type JobCommand =
  | { type: 'RequestJob'; data: JobRequested['data'] }
  /** A job answered at once with an earlier ready result, unchanged: requested and ready in one event. */
  | { type: 'ReuseResult'; data: JobReused['data'] }
  /** The scheduler lets the job go to the generators (once). */
  | { type: 'AdmitJob'; requestedSeq: number; waitedMs: number }
  | { type: 'StartAttempt'; attempt: number; generatorId: string; engine: string }
  | { type: 'RecordFork'; data: SourceForked['data'] }
  | { type: 'EmitFiles'; files: FileRef[]; progress: string }
  | { type: 'ReportProgress'; progress: string }
  | {
      type: 'RecordUsage';
      usage: { model: string; promptTokens: number; completionTokens: number; totalTokens: number; promptVersion: string };
    }
  | { type: 'CompleteJob'; files: FileRef[]; deploymentId: string; progress: string; checks?: SiteChecks | null }
  | { type: 'FailJob'; error: string; reason: string }
  /** The caller gave up on the job (POST /job/{id}/cancel). */
  | { type: 'CancelJob' }
  | { type: 'ReportDeployment'; deployUrl: string; deploymentId: string }
  /** Forget the job's personal data (DELETE /job/{id}, the retention sweep): once, whatever its status. */
  | { type: 'EraseJob'; by: 'customer' | 'retention' };

export const CANCELLED_MESSAGE = 'Cancelled by the caller.';

export type JobRuleCode = 'not_found' | 'conflict';

/** A command the current state does not allow. The message is plain language for callers. */
export interface JobRefusal {
  code: JobRuleCode;
  message: string;
}

/** What a command comes to: the events to append (none when nothing changes), or a refusal. */
export type JobDecision = { events: JobEventDraft[] } | { refused: JobRefusal };

/** A refusal thrown, by decideOrThrow, for writers to whom any refusal is a failure. */
export class JobRuleViolation extends Error {
  override readonly name = 'JobRuleViolation';
  readonly code: JobRuleCode;
  constructor(refusal: JobRefusal) {
    super(refusal.message);
    this.code = refusal.code;
  }
}

const NO_SUCH_JOB: JobRefusal = { code: 'not_found', message: 'No job with this id exists.' };
/** Nothing more is written about an erased job: to its owner it is gone. */
export const ERASED_JOB: JobRefusal = { code: 'not_found', message: 'This job was erased.' };
const conflict = (message: string): JobRefusal => ({ code: 'conflict', message });

/** The commands that need the job to exist and still run, as the words after "Cannot" in their refusal. */
const NEEDS_ACTIVE_JOB: Partial<Record<JobCommand['type'], string>> = {
  AdmitJob: 'admit the job',
  StartAttempt: 'start the job',
  RecordFork: 'record the fork',
  EmitFiles: 'add files',
  ReportProgress: 'report progress',
  RecordUsage: 'record usage',
  CompleteJob: 'complete the job',
  FailJob: 'fail the job',
  CancelJob: 'cancel the job',
};

/** Why the state does not allow the command, or null when it does. */
function refusalOf(command: JobCommand, state: JobState): JobRefusal | null {
  if (state.erased && command.type !== 'RequestJob' && command.type !== 'ReuseResult') return ERASED_JOB;
  if (command.type === 'EraseJob' && !state.exists) return NO_SUCH_JOB;
  const activeFor = NEEDS_ACTIVE_JOB[command.type];
  if (activeFor !== undefined) {
    if (!state.exists) return NO_SUCH_JOB;
    if (!isActive(state)) return conflict(`Cannot ${activeFor}: the job is already ${state.status}.`);
  }
  switch (command.type) {
    case 'RequestJob':
      return state.exists ? conflict('A job with this id already exists.') : null;
    case 'ReuseResult':
      if (state.exists) return conflict('A job with this id already exists.');
      return command.data.files.length === 0 ? conflict('Cannot reuse a result with no files.') : null;
    case 'AdmitJob':
      return state.admitted ? conflict('The job is already admitted.') : null;
    case 'CompleteJob':
      return command.files.length === 0 ? conflict('Cannot complete a job with no files.') : null;
    case 'ReportDeployment':
      if (!state.exists) return NO_SUCH_JOB;
      if (state.status !== 'ready') {
        return conflict(
          `The job is ${state.status}; a deployment can be reported only for a ready job. Poll GET /job/{job_id} until status is ready, deploy its files, then report the URL.`,
        );
      }
      return null;
    default:
      return null;
  }
}

/** The events of a command the state allows. */
function eventsOf(command: JobCommand, state: JobState): JobEventDraft[] {
  switch (command.type) {
    case 'RequestJob':
      return [{ type: 'JobRequested', version: 1, data: command.data }];
    case 'ReuseResult':
      return [{ type: 'JobReused', version: 1, data: command.data }];
    case 'AdmitJob':
      return [{ type: 'JobAdmitted', version: 1, data: { requested_seq: command.requestedSeq, waited_ms: command.waitedMs } }];
    case 'StartAttempt':
      return [
        { type: 'JobStarted', version: 1, data: { attempt: command.attempt, generator_id: command.generatorId, engine: command.engine } },
      ];
    case 'RecordFork':
      return [{ type: 'SourceForked', version: 1, data: command.data }];
    case 'EmitFiles': {
      // A redelivered job re-emits what an earlier attempt already logged; only new content counts.
      const known = new Map(state.files.map((file) => [file.path, file.digest]));
      const fresh = command.files.filter((file) => known.get(file.path) !== file.digest);
      if (fresh.length === 0) return [];
      return [{ type: 'FilesEmitted', version: 1, data: { files: fresh, progress: command.progress } }];
    }
    case 'ReportProgress':
      if (command.progress === state.progress) return [];
      return [{ type: 'JobProgressed', version: 1, data: { progress: command.progress } }];
    case 'RecordUsage':
      return [
        {
          type: 'UsageRecorded',
          version: 1,
          data: {
            model: command.usage.model,
            prompt_tokens: command.usage.promptTokens,
            completion_tokens: command.usage.completionTokens,
            total_tokens: command.usage.totalTokens,
            prompt_version: command.usage.promptVersion,
          },
        },
      ];
    case 'CompleteJob':
      return [
        {
          type: 'JobCompleted',
          version: 1,
          data: { files: command.files, deployment_id: command.deploymentId, progress: command.progress, checks: command.checks ?? null },
        },
      ];
    case 'FailJob':
      return [{ type: 'JobFailed', version: 1, data: { error: command.error, reason: command.reason } }];
    case 'CancelJob':
      return [{ type: 'JobFailed', version: 1, data: { error: CANCELLED_MESSAGE, reason: 'cancelled' } }];
    case 'ReportDeployment':
      return [{ type: 'DeploymentReported', version: 1, data: { deploy_url: command.deployUrl, deployment_id: command.deploymentId } }];
    case 'EraseJob':
      return [{ type: 'JobErased', version: 1, data: { by: command.by } }];
  }
}

/** The command's events, or its refusal as a value: the caller decides what a refusal means (a 404 or 409 for the gateway). */
export function decide(command: JobCommand, state: JobState): JobDecision {
  const refused = refusalOf(command, state);
  return refused ? { refused } : { events: eventsOf(command, state) };
}

/**
 * decide for a writer that decides on its own fold of the job (the generator's job writer): the
 * log's expected sequences catch other writers, so a refusal there is a bug, and is thrown.
 */
export function decideOrThrow(command: JobCommand, state: JobState): JobEventDraft[] {
  const decision = decide(command, state);
  if ('refused' in decision) throw new JobRuleViolation(decision.refused);
  return decision.events;
}
