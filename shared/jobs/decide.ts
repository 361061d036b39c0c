// The job state machine's write side: given the job's current state (folded from the log) and a
// command, decide which events to append, or refuse. Pure: no I/O, no clock, no ids.
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
  | { type: 'ReportDeployment'; deployUrl: string; deploymentId: string };

export const CANCELLED_MESSAGE = 'Cancelled by the caller.';

export type JobRuleCode = 'not_found' | 'conflict';

/** A command the current state does not allow. The message is plain language for callers. */
export class JobRuleViolation extends Error {
  override readonly name = 'JobRuleViolation';
  readonly code: JobRuleCode;
  constructor(code: JobRuleCode, message: string) {
    super(message);
    this.code = code;
  }
}

function requireActive(state: JobState, what: string): void {
  if (!state.exists) throw new JobRuleViolation('not_found', 'No job with this id exists.');
  if (!isActive(state)) {
    throw new JobRuleViolation('conflict', `Cannot ${what}: the job is already ${state.status}.`);
  }
}

export function decide(command: JobCommand, state: JobState): JobEventDraft[] {
  switch (command.type) {
    case 'RequestJob':
      if (state.exists) throw new JobRuleViolation('conflict', 'A job with this id already exists.');
      return [{ type: 'JobRequested', version: 1, data: command.data }];
    case 'ReuseResult':
      if (state.exists) throw new JobRuleViolation('conflict', 'A job with this id already exists.');
      if (command.data.files.length === 0) throw new JobRuleViolation('conflict', 'Cannot reuse a result with no files.');
      return [{ type: 'JobReused', version: 1, data: command.data }];
    case 'AdmitJob':
      requireActive(state, 'admit the job');
      if (state.admitted) throw new JobRuleViolation('conflict', 'The job is already admitted.');
      return [{ type: 'JobAdmitted', version: 1, data: { requested_seq: command.requestedSeq, waited_ms: command.waitedMs } }];
    case 'StartAttempt':
      requireActive(state, 'start the job');
      return [{ type: 'JobStarted', version: 1, data: { attempt: command.attempt, generator_id: command.generatorId, engine: command.engine } }];
    case 'RecordFork':
      requireActive(state, 'record the fork');
      return [{ type: 'SourceForked', version: 1, data: command.data }];
    case 'EmitFiles': {
      requireActive(state, 'add files');
      // A redelivered job re-emits what an earlier attempt already logged; only new content counts.
      const known = new Map(state.files.map((file) => [file.path, file.digest]));
      const fresh = command.files.filter((file) => known.get(file.path) !== file.digest);
      if (fresh.length === 0) return [];
      return [{ type: 'FilesEmitted', version: 1, data: { files: fresh, progress: command.progress } }];
    }
    case 'ReportProgress':
      requireActive(state, 'report progress');
      if (command.progress === state.progress) return [];
      return [{ type: 'JobProgressed', version: 1, data: { progress: command.progress } }];
    case 'RecordUsage':
      requireActive(state, 'record usage');
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
      requireActive(state, 'complete the job');
      if (command.files.length === 0) throw new JobRuleViolation('conflict', 'Cannot complete a job with no files.');
      return [
        {
          type: 'JobCompleted',
          version: 1,
          data: { files: command.files, deployment_id: command.deploymentId, progress: command.progress, checks: command.checks ?? null },
        },
      ];
    case 'FailJob':
      requireActive(state, 'fail the job');
      return [{ type: 'JobFailed', version: 1, data: { error: command.error, reason: command.reason } }];
    case 'CancelJob':
      requireActive(state, 'cancel the job');
      return [{ type: 'JobFailed', version: 1, data: { error: CANCELLED_MESSAGE, reason: 'cancelled' } }];
    case 'ReportDeployment':
      if (!state.exists) throw new JobRuleViolation('not_found', 'No job with this id exists.');
      if (state.status !== 'ready') {
        throw new JobRuleViolation(
          'conflict',
          `The job is ${state.status}; a deployment can be reported only for a ready job. Poll GET /job/{job_id} until status is ready, deploy its files, then report the URL.`,
        );
      }
      return [{ type: 'DeploymentReported', version: 1, data: { deploy_url: command.deployUrl, deployment_id: command.deploymentId } }];
  }
}
