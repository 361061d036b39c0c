import { defineEntity, p } from '@mikro-orm/core';

export const JobFile = defineEntity({
  name: 'JobFile',
  tableName: 'job_files',
  properties: {
    jobId: p.string().primary(),
    path: p.text().primary(),
    position: p.integer(),
    digest: p.string(),
    size: p.integer(),
    language: p.string(),
  },
});
