import { defineEntity, p } from '@mikro-orm/core';

export const JobFile = defineEntity({
  name: 'JobFile',
  tableName: 'job_files',
  // Whether an account still uses a body (the blob collector); migration 0017.
  indexes: [{ name: 'job_files_account_digest', properties: ['accountId', 'digest'] }],
  properties: {
    jobId: p.string().primary(),
    path: p.text().primary(),
    position: p.integer(),
    digest: p.string(),
    size: p.integer(),
    language: p.string(),
    /** The job's account: its body is the account's (`blobs`); migration 0017. */
    accountId: p.string(),
  },
});
