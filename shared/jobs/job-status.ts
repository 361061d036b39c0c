// A job's statuses and which of them are final: one definition for the server (job state, read
// model, gateway), the CLI and the client package. It imports nothing, so the client
// (sitewright/client) takes it without pulling in the server's event catalogue or zod schemas.
export const JOB_STATUSES = ['building', 'partial', 'ready', 'failed'] as const;
export type JobStatus = (typeof JOB_STATUSES)[number];

/** A ready or failed job never changes again, except a ready job's deploy_url. */
export function isFinal(status: JobStatus): boolean {
  return status === 'ready' || status === 'failed';
}
