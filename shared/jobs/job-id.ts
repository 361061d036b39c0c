import { ULID_PATTERN, ulid } from '../ids/ulid.ts';

const JOB_ID = new RegExp(`^job_${ULID_PATTERN}$`);

export function newJobId(now?: number): string {
  return `job_${ulid(now)}`;
}

/** Job ids become NATS subject tokens, so anything else is rejected before it reaches the log. */
export function isJobId(value: string): boolean {
  return JOB_ID.test(value);
}
