// The read model keeps each job's folded state as a snapshot (jobs.state), so the projector can
// fold the next events of a job without reading its history again. A snapshot is versioned and
// validated when read back: a row written by another version of the code, or changed by hand, is
// refused with a plain reason instead of being folded as if it were a JobState.
import { z } from 'zod';
import { JobStateSchema, type JobState } from './job-state.ts';

export const JOB_STATE_SNAPSHOT_VERSION = 1;

// Snapshots written before they carried a version are version 1: the same fields.
const JobStateSnapshotSchema = JobStateSchema.extend({
  snapshotVersion: z.literal(JOB_STATE_SNAPSHOT_VERSION).default(JOB_STATE_SNAPSHOT_VERSION),
});
export type JobStateSnapshot = z.infer<typeof JobStateSnapshotSchema>;

export class InvalidSnapshotError extends Error {
  override readonly name = 'InvalidSnapshotError';
}

export function toSnapshot(state: JobState): JobStateSnapshot {
  return { ...state, snapshotVersion: JOB_STATE_SNAPSHOT_VERSION };
}

export function fromSnapshot(raw: unknown): JobState {
  const parsed = JobStateSnapshotSchema.safeParse(raw);
  if (!parsed.success) {
    const problems = parsed.error.issues.slice(0, 3).map((issue) => `${issue.path.join('.') || 'snapshot'}: ${issue.message}`);
    throw new InvalidSnapshotError(
      `a job's stored state is not a version ${JOB_STATE_SNAPSHOT_VERSION} snapshot (${problems.join('; ')}); rebuild the read model with npm run replay`,
    );
  }
  const { snapshotVersion: _version, ...state } = parsed.data;
  return state;
}
