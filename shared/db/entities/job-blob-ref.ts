import { defineEntity, p } from '@mikro-orm/core';

/**
 * The bodies a job uses besides its files (`job_files`): its starting files (`input`, in the `blobs`
 * bucket) and its screenshots (`screenshot`, in the `screenshots` bucket), so the blob collector
 * keeps them while the job lives; migration 0017.
 */
export const JobBlobRef = defineEntity({
  name: 'JobBlobRef',
  tableName: 'job_blob_refs',
  indexes: [{ name: 'job_blob_refs_account_kind_digest', properties: ['accountId', 'kind', 'digest'] }],
  properties: {
    jobId: p.string().primary(),
    kind: p.string().primary(),
    digest: p.string().primary(),
    accountId: p.string(),
  },
});
