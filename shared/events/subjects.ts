// Subjects of the JOBS stream. Job events: one subject per job and kind, so the server can enforce
// per-job guarantees with expected-last-subject-sequence. Account and key events live beside them
// in the same stream, so one ordered read rebuilds everything.

export const JOBS_STREAM = 'JOBS';
export const STREAM_SUBJECTS = ['jobs.>', 'accounts.>', 'keys.>', 'projects.>', 'idempotency.>', 'webhooks.>'];

/**
 * - requested: JobRequested, or JobReused for a job ready at once with an earlier result (published
 *   once: dedup id + expected last subject sequence 0)
 * - admitted: JobAdmitted (expected last subject sequence 0: a job is admitted once), appended by the
 *   scheduler when the job may go to the generators; the generators consume these
 * - work: SourceForked, JobStarted, FilesEmitted, JobProgressed, UsageRecorded, chained by expected last subject
 *   sequence, so a stale or duplicate generator cannot interleave with the current one
 * - finished: JobCompleted or JobFailed (expected last subject sequence 0: a job ends once); a job
 *   that starts with JobReused has none
 * - deployed: DeploymentReported (any number, on ready jobs)
 * - rendered: JobRendered (expected last subject sequence 0: a ready job is rendered once), appended
 *   by the renderer after the job is ready; nothing on the job's path waits for it
 * - erased: JobErased (expected last subject sequence 0: a job is erased once)
 */
export type JobSubjectKind = 'requested' | 'admitted' | 'work' | 'finished' | 'deployed' | 'rendered' | 'erased';

export function jobSubject(jobId: string, kind: JobSubjectKind): string {
  return `jobs.${jobId}.${kind}`;
}

export function jobSubjectsFilter(jobId: string): string {
  return `jobs.${jobId}.>`;
}

export const JOB_REQUESTED_FILTER = 'jobs.*.requested';

/** Where jobs end: JobCompleted (ready) and JobFailed. The renderer reads the ready ones here. */
export const JOB_FINISHED_FILTER = 'jobs.*.finished';

/** What the generators work on: the jobs the scheduler admitted (services/scheduler/). */
export const JOB_ADMITTED_FILTER = 'jobs.*.admitted';

/** Every job subject: what the scheduler follows to know queues, admissions, starts and ends. */
export const JOB_EVENTS_FILTER = 'jobs.>';

/** Every account's profile subject: weights and concurrency limits. */
export const ACCOUNT_PROFILES_FILTER = 'accounts.*.profile';

export function accountSubject(accountId: string): string {
  return `accounts.${accountId}.profile`;
}

export function keySubject(keyId: string): string {
  return `keys.${keyId}`;
}

/** Project ids may hold characters that subjects cannot; the subject token is a hash. */
export function projectSubject(projectKey: string): string {
  return `projects.${projectKey}`;
}

export function idempotencySubject(key: string): string {
  return `idempotency.${key}`;
}

/**
 * - config: WebhookRegistered, then at most one WebhookDeleted or WebhookDisabled (compare-and-set)
 * - attempts: WebhookDeliveryAttempted, one per attempt
 * Account and webhook ids are checked (`acct_`/`wh_` + ULID) before they reach a subject.
 */
export type WebhookSubjectKind = 'config' | 'attempts';

export function webhookSubject(accountId: string, webhookId: string, kind: WebhookSubjectKind): string {
  return `webhooks.${accountId}.${webhookId}.${kind}`;
}

/**
 * The account's registrations being decided: POST /webhooks appends a WebhookSlotReserved here
 * (compare-and-set on its last sequence) before the registration itself, so two gateways
 * registering at once conflict instead of both passing the per-account limit.
 */
export function webhookSlotsSubject(accountId: string): string {
  return `webhooks.${accountId}.slots`;
}

/** Every webhook's configuration events of one account. */
export function accountWebhooksFilter(accountId: string): string {
  return `webhooks.${accountId}.*.config`;
}

/** One webhook's subjects of a kind, whatever its account (the operators' API knows only the id). */
export function webhookFilter(webhookId: string, kind: WebhookSubjectKind): string {
  return `webhooks.*.${webhookId}.${kind}`;
}
